#include <bits/stdc++.h>
using namespace std;
int main() {
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto &row : g) cin >> row;
    vector<int> dist(r * c, -1);
    vector<int> queue;
    int target = -1;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == 'S') { dist[i * c + j] = 0; queue.push_back(i * c + j); }
            if (g[i][j] == 'E') target = i * c + j;
        }
    const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    for (size_t head = 0; head < queue.size(); head++) {
        int y = queue[head] / c, x = queue[head] % c;
        for (int d = 0; d < 4; d++) {
            int ny = y + dr[d], nx = x + dc[d];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c || g[ny][nx] == '#' || dist[ny * c + nx] != -1) continue;
            dist[ny * c + nx] = dist[queue[head]] + 1;
            queue.push_back(ny * c + nx);
        }
    }
    printf("%d\n", dist[target]);
}
