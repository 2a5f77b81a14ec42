#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n + 1, 0);
    for (int i = 0; i < n; i++) scanf("%lld", &h[i]);
    // A trailing height 0 flushes the stack; each popped bar extends from the bar below it to i.
    vector<int> stack;
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        while (!stack.empty() && h[stack.back()] >= h[i]) {
            long long height = h[stack.back()];
            stack.pop_back();
            long long width = stack.empty() ? i : i - stack.back() - 1;
            best = max(best, height * width);
        }
        stack.push_back(i);
    }
    printf("%lld\n", best);
}
