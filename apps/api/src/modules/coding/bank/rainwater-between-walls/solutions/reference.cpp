#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    int l = 0, r = n - 1;
    long long leftMax = 0, rightMax = 0, water = 0;
    while (l <= r) {
        if (h[l] <= h[r]) { leftMax = max(leftMax, h[l]); water += leftMax - h[l]; l++; }
        else { rightMax = max(rightMax, h[r]); water += rightMax - h[r]; r--; }
    }
    printf("%lld\n", water);
}
