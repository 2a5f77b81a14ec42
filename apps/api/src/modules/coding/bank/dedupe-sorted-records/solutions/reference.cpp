#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    int write = 0;
    for (int read = 0; read < n; read++)
        if (write < 2 || a[read] != a[write - 2]) a[write++] = a[read];
    string out = to_string(write) + '\n';
    for (int i = 0; i < write; i++) { out += to_string(a[i]); out += i + 1 < write ? ' ' : '\n'; }
    fputs(out.c_str(), stdout);
}
