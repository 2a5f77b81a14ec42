#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; long long t;
    scanf("%d %lld", &n, &t);
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    unordered_map<long long, int> seen;
    seen.reserve(n * 2);
    for (int j = 0; j < n; j++) {
        auto it = seen.find(t - a[j]);
        if (it != seen.end()) { printf("%d %d\n", it->second + 1, j + 1); return 0; }
        seen.emplace(a[j], j);
    }
    printf("-1\n");
}
