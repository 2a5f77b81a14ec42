#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    long long best = LLONG_MIN, current = 0;
    for (int i = 0; i < n; i++) {
        long long p;
        scanf("%lld", &p);
        current = max(p, current + p);
        best = max(best, current);
    }
    printf("%lld\n", best);
}
