#include <bits/stdc++.h>
using namespace std;
int main() {
    const long long MOD = 1000000007;
    int n, s;
    scanf("%d %d", &n, &s);
    vector<long long> ways(s + 1, 0);
    ways[0] = 1;
    for (int i = 0; i < n; i++) {
        int c;
        scanf("%d", &c);
        for (int v = c; v <= s; v++) ways[v] = (ways[v] + ways[v - c]) % MOD;
    }
    printf("%lld\n", ways[s]);
}
