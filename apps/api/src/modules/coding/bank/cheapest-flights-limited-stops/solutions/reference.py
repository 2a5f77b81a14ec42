import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, m, s, t, k = (int(x) for x in data[:5])
    edges = [(int(data[5 + 3 * i]), int(data[6 + 3 * i]), int(data[7 + 3 * i])) for i in range(m)]
    inf = float("inf")
    cost = [inf] * (n + 1)
    cost[s] = 0
    for _ in range(k + 1):
        nxt = cost[:]
        for u, v, p in edges:
            c = cost[u] + p
            if c < nxt[v]:
                nxt[v] = c
        cost = nxt
    print(-1 if cost[t] == inf else cost[t])

main()
