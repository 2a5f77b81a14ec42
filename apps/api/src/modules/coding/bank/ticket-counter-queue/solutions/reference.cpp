#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, p;
    scanf("%d %d", &n, &p);
    vector<long long> t(n);
    for (auto &x : t) scanf("%lld", &x);
    long long target = t[p - 1], seconds = 0;
    // Those ahead of p buy up to t_p tickets each; those behind buy up to t_p - 1.
    for (int i = 0; i < n; i++) seconds += min(t[i], i < p ? target : target - 1);
    printf("%lld\n", seconds);
}
