#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    // Fenwick tree over values: for each element, count the earlier ones that are larger.
    const int MAXV = 10000;
    vector<int> tree(MAXV + 1, 0);
    long long inversions = 0;
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        int atMost = 0;
        for (int v = a; v > 0; v -= v & -v) atMost += tree[v];
        inversions += i - atMost;
        for (int v = a; v <= MAXV; v += v & -v) tree[v]++;
    }
    printf("%lld\n", inversions);
}
