#include <bits/stdc++.h>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<string, int> families;
    int largest = 0;
    for (int i = 0; i < n; i++) {
        string word;
        cin >> word;
        sort(word.begin(), word.end());
        largest = max(largest, ++families[word]);
    }
    cout << families.size() << ' ' << largest << '\n';
}
