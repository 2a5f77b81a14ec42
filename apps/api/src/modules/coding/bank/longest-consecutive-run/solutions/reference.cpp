#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    unordered_set<long long> tokens;
    tokens.reserve(2 * n);
    for (int i = 0; i < n; i++) { long long a; scanf("%lld", &a); tokens.insert(a); }
    int best = 0;
    for (long long x : tokens) {
        if (tokens.count(x - 1)) continue;
        int length = 1;
        while (tokens.count(x + length)) length++;
        best = max(best, length);
    }
    printf("%d\n", best);
}
