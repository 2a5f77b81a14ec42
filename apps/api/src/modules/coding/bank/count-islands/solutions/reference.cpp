#include <bits/stdc++.h>
using namespace std;
int main() {
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto &row : g) cin >> row;
    int islands = 0, largest = 0;
    vector<pair<int, int>> queue;
    const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] != '#') continue;
            islands++;
            queue.assign(1, {i, j});
            g[i][j] = '.';
            for (size_t head = 0; head < queue.size(); head++) {
                auto [y, x] = queue[head];
                for (int d = 0; d < 4; d++) {
                    int ny = y + dr[d], nx = x + dc[d];
                    if (ny >= 0 && ny < r && nx >= 0 && nx < c && g[ny][nx] == '#') { g[ny][nx] = '.'; queue.push_back({ny, nx}); }
                }
            }
            largest = max(largest, (int)queue.size());
        }
    printf("%d %d\n", islands, largest);
}
