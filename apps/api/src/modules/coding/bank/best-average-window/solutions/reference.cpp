#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<long long> r(n);
    for (auto &x : r) scanf("%lld", &x);
    long long sum = 0, best = LLONG_MIN;
    for (int i = 0; i < n; i++) {
        sum += r[i];
        if (i >= k) sum -= r[i - k];
        if (i >= k - 1) best = max(best, sum);
    }
    printf("%.6f\n", (double)best / k);
}
