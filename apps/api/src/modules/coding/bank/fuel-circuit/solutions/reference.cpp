#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> f(n), c(n);
    for (auto &x : f) scanf("%lld", &x);
    for (auto &x : c) scanf("%lld", &x);
    long long total = 0, tank = 0;
    int start = 0;
    // Whenever the tank runs dry, no station up to here can be the start.
    for (int i = 0; i < n; i++) {
        total += f[i] - c[i];
        tank += f[i] - c[i];
        if (tank < 0) { tank = 0; start = i + 1; }
    }
    printf("%d\n", total < 0 ? -1 : start + 1);
}
