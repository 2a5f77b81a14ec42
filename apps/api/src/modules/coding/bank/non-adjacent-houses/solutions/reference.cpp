#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    long long take = 0, skip = 0;
    for (int i = 0; i < n; i++) {
        long long d;
        scanf("%lld", &d);
        long long nextTake = skip + d;
        skip = max(skip, take);
        take = nextTake;
    }
    printf("%lld\n", max(take, skip));
}
