#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int n = s.size(), best = 1;
    for (int centre = 0; centre < 2 * n - 1; centre++) {
        int l = centre / 2, r = l + centre % 2;
        while (l >= 0 && r < n && s[l] == s[r]) { l--; r++; }
        best = max(best, r - l - 1);
    }
    printf("%d\n", best);
}
