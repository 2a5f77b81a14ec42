#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, s;
    scanf("%d %d", &n, &s);
    vector<int> c(n);
    for (auto &x : c) scanf("%d", &x);
    const int INF = INT_MAX / 2;
    vector<int> fewest(s + 1, INF);
    fewest[0] = 0;
    for (int v = 1; v <= s; v++)
        for (int x : c)
            if (x <= v && fewest[v - x] + 1 < fewest[v]) fewest[v] = fewest[v - x] + 1;
    printf("%d\n", fewest[s] >= INF ? -1 : fewest[s]);
}
