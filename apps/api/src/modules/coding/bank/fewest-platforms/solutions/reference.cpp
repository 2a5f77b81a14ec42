#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> change(1442, 0);
    for (int i = 0; i < n; i++) {
        int a, d;
        scanf("%d %d", &a, &d);
        change[a]++;
        change[d + 1]--;
    }
    int current = 0, best = 0;
    for (int t = 0; t <= 1440; t++) { current += change[t]; best = max(best, current); }
    printf("%d\n", best);
}
