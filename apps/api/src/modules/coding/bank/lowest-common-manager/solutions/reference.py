import sys

def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    a = list(map(int, data[1:1 + m]))
    parent = {a[0]: -1}
    depth = {a[0]: 0}
    nxt = 1
    for i in range(m):
        v = a[i]
        if v == -1:
            continue
        for child in (nxt, nxt + 1):
            if child < m and a[child] != -1:
                parent[a[child]] = v
                depth[a[child]] = depth[v] + 1
        nxt += 2
    q = int(data[1 + m])
    out = []
    for k in range(q):
        x, y = int(data[2 + m + 2 * k]), int(data[3 + m + 2 * k])
        while depth[x] > depth[y]:
            x = parent[x]
        while depth[y] > depth[x]:
            y = parent[y]
        while x != y:
            x, y = parent[x], parent[y]
        out.append(x)
    print("\n".join(map(str, out)))

main()
