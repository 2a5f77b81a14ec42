#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<pair<int, int>> s(n);
    for (auto &[l, r] : s) scanf("%d %d", &l, &r);
    sort(s.begin(), s.end());
    vector<pair<int, int>> merged;
    for (auto [l, r] : s) {
        if (!merged.empty() && l <= merged.back().second) merged.back().second = max(merged.back().second, r);
        else merged.push_back({l, r});
    }
    string out = to_string(merged.size()) + '\n';
    for (auto [l, r] : merged) out += to_string(l) + ' ' + to_string(r) + '\n';
    fputs(out.c_str(), stdout);
}
