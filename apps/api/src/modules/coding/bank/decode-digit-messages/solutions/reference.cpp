#include <bits/stdc++.h>
using namespace std;
int main() {
    const long long MOD = 1000000007;
    string d;
    cin >> d;
    // ways(i) counts decodings of the first i digits.
    long long two_back = 1, one_back = d[0] != '0' ? 1 : 0;
    for (size_t i = 1; i < d.size(); i++) {
        long long current = 0;
        if (d[i] != '0') current = one_back;
        int pair = (d[i - 1] - '0') * 10 + (d[i] - '0');
        if (d[i - 1] != '0' && pair <= 26) current = (current + two_back) % MOD;
        two_back = one_back;
        one_back = current;
    }
    printf("%lld\n", one_back);
}
