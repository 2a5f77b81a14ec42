#include <bits/stdc++.h>
using namespace std;
int main() {
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        unsigned long long x;
        scanf("%llu", &x);
        unsigned long long lo = 0, hi = 1000000000ULL;
        while (lo < hi) {
            unsigned long long mid = (lo + hi + 1) / 2;
            if (mid * mid <= x) lo = mid; else hi = mid - 1;
        }
        out += to_string(lo);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
