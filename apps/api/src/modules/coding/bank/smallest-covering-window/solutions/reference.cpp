#include <bits/stdc++.h>
using namespace std;
int main() {
    string s, t;
    cin >> s >> t;
    int need[26] = {0}, missing = t.size();
    for (char c : t) need[c - 'a']++;
    int best = INT_MAX, left = 0;
    for (int right = 0; right < (int)s.size(); right++) {
        if (need[s[right] - 'a']-- > 0) missing--;
        while (missing == 0) {
            best = min(best, right - left + 1);
            if (++need[s[left] - 'a'] > 0) missing++;
            left++;
        }
    }
    printf("%d\n", best == INT_MAX ? -1 : best);
}
