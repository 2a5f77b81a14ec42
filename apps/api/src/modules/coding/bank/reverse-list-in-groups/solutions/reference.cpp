#include <bits/stdc++.h>
using namespace std;
struct Node { int value; Node *next; };
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<Node> pool(n);
    for (int i = 0; i < n; i++) { scanf("%d", &pool[i].value); pool[i].next = i + 1 < n ? &pool[i + 1] : nullptr; }
    Node dummy{0, &pool[0]};
    Node *before = &dummy;
    while (true) {
        Node *probe = before->next;
        int count = 0;
        while (probe && count < k) { probe = probe->next; count++; }
        if (count < k) break;
        Node *first = before->next, *prev = probe, *cur = first;
        for (int i = 0; i < k; i++) { Node *next = cur->next; cur->next = prev; prev = cur; cur = next; }
        before->next = prev;
        before = first;
    }
    string out;
    for (Node *cur = dummy.next; cur; cur = cur->next) { out += to_string(cur->value); out += cur->next ? ' ' : '\n'; }
    fputs(out.c_str(), stdout);
}
