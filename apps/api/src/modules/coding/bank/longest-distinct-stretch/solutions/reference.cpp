#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int last[26];
    fill(last, last + 26, -1);
    int best = 0, start = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        int c = s[i] - 'a';
        if (last[c] >= start) start = last[c] + 1;
        last[c] = i;
        best = max(best, i - start + 1);
    }
    printf("%d\n", best);
}
