#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    long long x;
    scanf("%d %lld", &n, &x);
    vector<long long> p(n);
    for (auto &v : p) scanf("%lld", &v);
    sort(p.begin(), p.end());
    long long best = LLONG_MAX;
    int i = 0, j = n - 1;
    while (i < j) {
        long long sum = p[i] + p[j];
        best = min(best, llabs(sum - x));
        if (sum < x) i++; else j--;
    }
    printf("%lld\n", best);
}
