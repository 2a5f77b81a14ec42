#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    int lowest = INT_MAX, best = 0;
    for (int i = 0; i < n; i++) {
        int p;
        scanf("%d", &p);
        best = max(best, p - lowest);
        lowest = min(lowest, p);
    }
    printf("%d\n", best);
}
