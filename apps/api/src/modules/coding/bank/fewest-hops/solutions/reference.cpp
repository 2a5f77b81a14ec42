#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n);
    for (auto &x : h) scanf("%d", &x);
    // Greedy over levels: all stones reachable with `hops` hops form a prefix.
    long long hops = 0, reach = 0, farthest = 0;
    for (int i = 0; i < n - 1; i++) {
        if (i > reach) { puts("-1"); return 0; }
        farthest = max(farthest, (long long)i + h[i]);
        if (i == reach) { hops++; reach = farthest; }
    }
    printf("%lld\n", reach >= n - 1 ? hops : -1);
}
