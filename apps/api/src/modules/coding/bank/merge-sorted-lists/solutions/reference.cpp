#include <bits/stdc++.h>
using namespace std;
struct Node { int value; Node *next; };
Node *readList(vector<Node> &pool) {
    int n;
    scanf("%d", &n);
    pool.resize(n);
    for (int i = 0; i < n; i++) { scanf("%d", &pool[i].value); pool[i].next = i + 1 < n ? &pool[i + 1] : nullptr; }
    return n ? &pool[0] : nullptr;
}
int main() {
    vector<Node> first, second;
    Node *a = readList(first), *b = readList(second);
    Node dummy{0, nullptr}, *tail = &dummy;
    while (a && b) {
        if (a->value <= b->value) { tail->next = a; a = a->next; } else { tail->next = b; b = b->next; }
        tail = tail->next;
    }
    tail->next = a ? a : b;
    if (!dummy.next) { puts("empty"); return 0; }
    string out;
    for (Node *cur = dummy.next; cur; cur = cur->next) { out += to_string(cur->value); out += cur->next ? ' ' : '\n'; }
    fputs(out.c_str(), stdout);
}
