#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<long long> x(n);
    for (auto &v : x) scanf("%lld", &v);
    sort(x.begin(), x.end());
    auto fits = [&](long long gap) {
        int placed = 1; long long last = x[0];
        for (int i = 1; i < n; i++) if (x[i] - last >= gap) { placed++; last = x[i]; }
        return placed >= k;
    };
    long long lo = 1, hi = x[n - 1] - x[0];
    while (lo < hi) { long long mid = (lo + hi + 1) / 2; if (fits(mid)) lo = mid; else hi = mid - 1; }
    printf("%lld\n", lo);
}
