#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m, s;
    scanf("%d %d %d", &n, &m, &s);
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    vector<long long> dist(n + 1, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[s] = 0; pq.push({0, s});
    while (!pq.empty()) {
        auto [d, u] = pq.top(); pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u])
            if (d + w < dist[v]) { dist[v] = d + w; pq.push({dist[v], v}); }
    }
    string out;
    for (int v = 1; v <= n; v++) { out += to_string(dist[v] == LLONG_MAX ? -1 : dist[v]); out += v < n ? ' ' : '\n'; }
    fputs(out.c_str(), stdout);
}
