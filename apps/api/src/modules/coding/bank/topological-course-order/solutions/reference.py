import sys
import heapq

def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    out = [[] for _ in range(n + 1)]
    indegree = [0] * (n + 1)
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        out[u].append(v)
        indegree[v] += 1
    # Smallest available course first: a different valid order from the C++ reference, on purpose.
    ready = [v for v in range(1, n + 1) if indegree[v] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        u = heapq.heappop(ready)
        order.append(u)
        for v in out[u]:
            indegree[v] -= 1
            if indegree[v] == 0:
                heapq.heappush(ready, v)
    print(" ".join(map(str, order)) if len(order) == n else -1)

main()
