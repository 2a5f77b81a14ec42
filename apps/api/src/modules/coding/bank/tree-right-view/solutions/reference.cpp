#include <bits/stdc++.h>
using namespace std;
int main() {
    int m;
    scanf("%d", &m);
    vector<int> a(m);
    for (auto &x : a) scanf("%d", &x);
    vector<int> level = {0}, seen;
    size_t next = 1;
    while (!level.empty()) {
        seen.push_back(a[level.back()]);
        vector<int> children;
        for (int index : level)
            for (int side = 0; side < 2; side++, next++)
                if (next < (size_t)m && a[next] != -1) children.push_back(next);
        level.swap(children);
    }
    string out;
    for (size_t i = 0; i < seen.size(); i++) { out += to_string(seen[i]); out += i + 1 < seen.size() ? ' ' : '\n'; }
    fputs(out.c_str(), stdout);
}
