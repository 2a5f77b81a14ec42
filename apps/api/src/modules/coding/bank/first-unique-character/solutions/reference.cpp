#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int count[26] = {0};
    for (char c : s) count[c - 'a']++;
    for (size_t i = 0; i < s.size(); i++)
        if (count[s[i] - 'a'] == 1) { printf("%zu\n", i + 1); return 0; }
    puts("-1");
}
