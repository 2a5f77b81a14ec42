#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<pair<long long, long long>> p(n);
    for (auto &[w, h] : p) scanf("%lld %lld", &w, &h);
    // Width ascending, and height descending within a width, so equal widths never chain.
    sort(p.begin(), p.end(), [](auto &a, auto &b) { return a.first != b.first ? a.first < b.first : a.second > b.second; });
    vector<long long> tails;
    for (auto &[w, h] : p) {
        auto it = lower_bound(tails.begin(), tails.end(), h);
        if (it == tails.end()) tails.push_back(h); else *it = h;
    }
    printf("%zu\n", tails.size());
}
