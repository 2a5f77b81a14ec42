#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> w(n);
    int total = 0;
    for (auto &x : w) { scanf("%d", &x); total += x; }
    if (total % 2) { puts("NO"); return 0; }
    bitset<50001> reachable;
    reachable[0] = 1;
    for (int x : w) reachable |= reachable << x;
    puts(reachable[total / 2] ? "YES" : "NO");
}
