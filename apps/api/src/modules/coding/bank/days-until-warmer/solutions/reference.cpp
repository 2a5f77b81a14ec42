#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> t(n), wait(n, 0), stack;
    for (auto &x : t) scanf("%d", &x);
    for (int i = 0; i < n; i++) {
        while (!stack.empty() && t[stack.back()] < t[i]) { wait[stack.back()] = i - stack.back(); stack.pop_back(); }
        stack.push_back(i);
    }
    string out;
    for (int i = 0; i < n; i++) { out += to_string(wait[i]); out += i + 1 < n ? ' ' : '\n'; }
    fputs(out.c_str(), stdout);
}
