#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    string stack;
    size_t depth = 0;
    for (char c : s) {
        if (c == '(' || c == '[' || c == '{') { stack.push_back(c); depth = max(depth, stack.size()); continue; }
        char want = c == ')' ? '(' : c == ']' ? '[' : '{';
        if (stack.empty() || stack.back() != want) { puts("-1"); return 0; }
        stack.pop_back();
    }
    if (!stack.empty()) { puts("-1"); return 0; }
    printf("%zu\n", depth);
}
