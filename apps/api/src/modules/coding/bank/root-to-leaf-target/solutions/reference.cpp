#include <bits/stdc++.h>
using namespace std;
int main() {
    int m;
    long long target;
    scanf("%d %lld", &m, &target);
    vector<long long> a(m), sum(m, 0);
    for (auto &x : a) scanf("%lld", &x);
    // Level order lists parents first, so each child's path sum is its parent's plus its own.
    sum[0] = a[0];
    long long count = 0;
    size_t next = 1;
    for (int i = 0; i < m; i++) {
        if (a[i] == -1) continue;
        bool leaf = true;
        for (int side = 0; side < 2; side++, next++)
            if (next < (size_t)m && a[next] != -1) { sum[next] = sum[i] + a[next]; leaf = false; }
        if (leaf && sum[i] == target) count++;
    }
    printf("%lld\n", count);
}
