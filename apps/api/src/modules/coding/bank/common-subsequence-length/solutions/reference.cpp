#include <bits/stdc++.h>
using namespace std;
int main() {
    string a, b;
    cin >> a >> b;
    int m = b.size();
    vector<int> prev(m + 1, 0), cur(m + 1, 0);
    for (char ca : a) {
        for (int j = 1; j <= m; j++) cur[j] = ca == b[j - 1] ? prev[j - 1] + 1 : max(prev[j], cur[j - 1]);
        swap(prev, cur);
    }
    printf("%d\n", prev[m]);
}
