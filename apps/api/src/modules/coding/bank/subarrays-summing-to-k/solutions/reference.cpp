#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    long long k;
    scanf("%d %lld", &n, &k);
    unordered_map<long long, long long> seen;
    seen.reserve(2 * n + 2);
    seen[0] = 1;
    long long prefix = 0, count = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        scanf("%lld", &a);
        prefix += a;
        auto it = seen.find(prefix - k);
        if (it != seen.end()) count += it->second;
        seen[prefix]++;
    }
    printf("%lld\n", count);
}
