#include <bits/stdc++.h>
using namespace std;
int main() {
    int m;
    scanf("%d", &m);
    vector<int> a(m);
    for (auto &x : a) scanf("%d", &x);
    // Parent and depth of each ID, from the level-order array.
    unordered_map<int, int> parent, depth;
    parent[a[0]] = -1; depth[a[0]] = 0;
    size_t next = 1;
    for (int i = 0; i < m; i++) {
        if (a[i] == -1) continue;
        for (int side = 0; side < 2; side++, next++)
            if (next < (size_t)m && a[next] != -1) { parent[a[next]] = a[i]; depth[a[next]] = depth[a[i]] + 1; }
    }
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        int x, y;
        scanf("%d %d", &x, &y);
        while (depth[x] > depth[y]) x = parent[x];
        while (depth[y] > depth[x]) y = parent[y];
        while (x != y) { x = parent[x]; y = parent[y]; }
        out += to_string(x) + '\n';
    }
    fputs(out.c_str(), stdout);
}
