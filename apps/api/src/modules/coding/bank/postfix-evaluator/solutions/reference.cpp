#include <bits/stdc++.h>
using namespace std;
int main() {
    const long long MOD = 1000000007;
    int n;
    cin >> n;
    vector<long long> stack;
    for (int i = 0; i < n; i++) {
        string token;
        cin >> token;
        if (token == "+" || token == "-" || token == "*") {
            long long b = stack.back(); stack.pop_back();
            long long a = stack.back(); stack.pop_back();
            long long v = token == "+" ? a + b : token == "-" ? a - b + MOD : a * b;
            stack.push_back(v % MOD);
        } else stack.push_back(stoll(token) % MOD);
    }
    printf("%lld\n", stack.back());
}
