import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v)
        adj[v].append(u)
    colour = [-1] * (n + 1)
    for s in range(1, n + 1):
        if colour[s] != -1:
            continue
        colour[s] = 0
        queue = [s]
        for u in queue:
            for v in adj[u]:
                if colour[v] == -1:
                    colour[v] = 1 - colour[u]
                    queue.append(v)
                elif colour[v] == colour[u]:
                    print("NO")
                    return
    print("YES")

main()
