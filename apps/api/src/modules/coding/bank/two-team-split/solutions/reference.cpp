#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) { int u, v; scanf("%d %d", &u, &v); adj[u].push_back(v); adj[v].push_back(u); }
    vector<int> colour(n + 1, -1), queue;
    for (int s = 1; s <= n; s++) {
        if (colour[s] != -1) continue;
        colour[s] = 0;
        queue.assign(1, s);
        for (size_t head = 0; head < queue.size(); head++) {
            int u = queue[head];
            for (int v : adj[u]) {
                if (colour[v] == -1) { colour[v] = 1 - colour[u]; queue.push_back(v); }
                else if (colour[v] == colour[u]) { puts("NO"); return 0; }
            }
        }
    }
    puts("YES");
}
