#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m, s, t, k;
    scanf("%d %d %d %d %d", &n, &m, &s, &t, &k);
    vector<array<int, 3>> edges(m);
    for (auto &e : edges) scanf("%d %d %d", &e[0], &e[1], &e[2]);
    const long long INF = LLONG_MAX / 4;
    vector<long long> cost(n + 1, INF);
    cost[s] = 0;
    // Round r relaxes from the costs of round r-1 only, so a trip never uses more than r flights.
    for (int round = 0; round <= k; round++) {
        vector<long long> next = cost;
        for (auto &e : edges)
            if (cost[e[0]] < INF) next[e[1]] = min(next[e[1]], cost[e[0]] + e[2]);
        cost.swap(next);
    }
    printf("%lld\n", cost[t] >= INF ? -1 : cost[t]);
}
