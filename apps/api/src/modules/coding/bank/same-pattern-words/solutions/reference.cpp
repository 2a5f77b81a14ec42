#include <bits/stdc++.h>
using namespace std;
int main() {
    string a, b;
    cin >> a >> b;
    if (a.size() != b.size()) { puts("NO"); return 0; }
    int forward[26], backward[26];
    fill(forward, forward + 26, -1);
    fill(backward, backward + 26, -1);
    for (size_t i = 0; i < a.size(); i++) {
        int x = a[i] - 'a', y = b[i] - 'a';
        if (forward[x] == -1 && backward[y] == -1) { forward[x] = y; backward[y] = x; }
        else if (forward[x] != y || backward[y] != x) { puts("NO"); return 0; }
    }
    puts("YES");
}
