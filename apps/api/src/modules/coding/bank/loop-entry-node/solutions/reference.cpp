#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> next(n + 1);
    for (int i = 1; i <= n; i++) scanf("%d", &next[i]);
    // Floyd: the pointers meet inside the loop; then one restarts from the head and both step once.
    int slow = 1, fast = 1;
    while (true) {
        if (!next[fast] || !next[next[fast]]) { puts("0"); return 0; }
        slow = next[slow];
        fast = next[next[fast]];
        if (slow == fast) break;
    }
    slow = 1;
    while (slow != fast) { slow = next[slow]; fast = next[fast]; }
    printf("%d\n", slow);
}
