#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> out(n + 1);
    vector<int> indegree(n + 1, 0);
    for (int i = 0; i < m; i++) { int u, v; scanf("%d %d", &u, &v); out[u].push_back(v); indegree[v]++; }
    vector<int> order;
    for (int v = 1; v <= n; v++) if (!indegree[v]) order.push_back(v);
    for (size_t head = 0; head < order.size(); head++)
        for (int v : out[order[head]]) if (--indegree[v] == 0) order.push_back(v);
    if ((int)order.size() < n) { puts("-1"); return 0; }
    string text;
    for (int i = 0; i < n; i++) { text += to_string(order[i]); text += i + 1 < n ? ' ' : '\n'; }
    fputs(text.c_str(), stdout);
}
