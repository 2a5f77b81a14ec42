#include <bits/stdc++.h>
using namespace std;
int main() {
    int m;
    scanf("%d", &m);
    vector<int> a(m);
    for (auto &x : a) scanf("%d", &x);
    // Walk the array level by level: each present node owns the next two slots.
    vector<int> level = {0};
    size_t next = 1;
    long long best = -1; int bestLevel = 0, depth = 0;
    while (!level.empty()) {
        depth++;
        long long sum = 0;
        vector<int> children;
        for (int index : level) {
            sum += a[index];
            for (int side = 0; side < 2; side++, next++)
                if (next < (size_t)m && a[next] != -1) children.push_back(next);
        }
        if (sum > best) { best = sum; bestLevel = depth; }
        level.swap(children);
    }
    printf("%d\n", bestLevel);
}
