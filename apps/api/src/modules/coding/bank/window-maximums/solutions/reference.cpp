#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<int> p(n);
    for (auto &x : p) scanf("%d", &x);
    deque<int> window;
    string out;
    for (int i = 0; i < n; i++) {
        while (!window.empty() && p[window.back()] <= p[i]) window.pop_back();
        window.push_back(i);
        if (window.front() <= i - k) window.pop_front();
        if (i >= k - 1) { out += to_string(p[window.front()]); out += i + 1 < n ? ' ' : '\n'; }
    }
    fputs(out.c_str(), stdout);
}
