#include <bits/stdc++.h>
using namespace std;
int main() {
    int m;
    scanf("%d", &m);
    vector<long long> a(m);
    for (auto &x : a) scanf("%lld", &x);
    // Each node carries the open interval its value must lie in; children narrow it.
    vector<long long> low(m, LLONG_MIN), high(m, LLONG_MAX);
    size_t next = 1;
    for (int i = 0; i < m; i++) {
        if (a[i] == -1) continue;
        if (a[i] <= low[i] || a[i] >= high[i]) { puts("NO"); return 0; }
        for (int side = 0; side < 2; side++, next++) {
            if (next >= (size_t)m || a[next] == -1) continue;
            low[next] = side == 0 ? low[i] : a[i];
            high[next] = side == 0 ? a[i] : high[i];
        }
    }
    puts("YES");
}
