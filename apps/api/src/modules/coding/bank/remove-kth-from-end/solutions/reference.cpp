#include <bits/stdc++.h>
using namespace std;
struct Node { int value; Node *next; };
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<Node> pool(n);
    for (int i = 0; i < n; i++) { scanf("%d", &pool[i].value); pool[i].next = i + 1 < n ? &pool[i + 1] : nullptr; }
    Node dummy{0, &pool[0]};
    Node *fast = &dummy, *slow = &dummy;
    for (int i = 0; i < k; i++) fast = fast->next;
    while (fast->next) { fast = fast->next; slow = slow->next; }
    slow->next = slow->next->next;
    if (!dummy.next) { puts("empty"); return 0; }
    string out;
    for (Node *cur = dummy.next; cur; cur = cur->next) { out += to_string(cur->value); out += cur->next ? ' ' : '\n'; }
    fputs(out.c_str(), stdout);
}
