#include <bits/stdc++.h>
using namespace std;
int main() {
    int m;
    scanf("%d", &m);
    vector<int> a(m);
    for (auto &x : a) scanf("%d", &x);
    // Children of each present node by array index, assigned in level order.
    vector<int> order, left, right, height;
    vector<int> present;
    for (int i = 0; i < m; i++) if (a[i] != -1) present.push_back(i);
    int n = present.size();
    left.assign(n, -1); right.assign(n, -1);
    vector<int> slotOwner(m, -1);
    vector<int> id(m, -1);
    for (int k = 0; k < n; k++) id[present[k]] = k;
    size_t next = 1;
    for (int k = 0; k < n; k++) {
        if (next < (size_t)m && a[next] != -1) left[k] = id[next];
        next++;
        if (next < (size_t)m && a[next] != -1) right[k] = id[next];
        next++;
    }
    // Level order lists parents before children: walking it backwards is a post-order.
    height.assign(n, 0);
    int best = 0;
    for (int k = n - 1; k >= 0; k--) {
        int hl = left[k] >= 0 ? height[left[k]] + 1 : 0;
        int hr = right[k] >= 0 ? height[right[k]] + 1 : 0;
        best = max(best, hl + hr);
        height[k] = max(hl, hr);
    }
    printf("%d\n", best);
}
