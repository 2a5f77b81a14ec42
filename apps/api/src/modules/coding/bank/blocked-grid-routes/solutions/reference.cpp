#include <bits/stdc++.h>
using namespace std;
int main() {
    const long long MOD = 1000000007;
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto &row : g) cin >> row;
    vector<long long> ways(c, 0);
    ways[0] = 1;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == '#') ways[j] = 0;
            else if (j > 0) ways[j] = (ways[j] + ways[j - 1]) % MOD;
        }
    printf("%lld\n", ways[c - 1]);
}
