#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    string out;
    for (int k = 0; k < q; k++) {
        long long x;
        scanf("%lld", &x);
        int lo = 0, hi = n - 1, found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            if (a[mid] == x) { found = mid + 1; break; }
            if (a[lo] <= a[mid]) {
                if (a[lo] <= x && x < a[mid]) hi = mid - 1; else lo = mid + 1;
            } else {
                if (a[mid] < x && x <= a[hi]) lo = mid + 1; else hi = mid - 1;
            }
        }
        out += to_string(found);
        out += k + 1 < q ? ' ' : '\n';
    }
    fputs(out.c_str(), stdout);
}
