#include <bits/stdc++.h>
using namespace std;
int main() {
    const long long MOD = 1000000007;
    int n, k;
    scanf("%d %d", &n, &k);
    vector<char> broken(n + 1, 0);
    for (int i = 0; i < k; i++) { int b; scanf("%d", &b); broken[b] = 1; }
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (broken[i]) continue;
        ways[i] = (ways[i - 1] + (i >= 2 ? ways[i - 2] : 0)) % MOD;
    }
    printf("%lld\n", ways[n]);
}
