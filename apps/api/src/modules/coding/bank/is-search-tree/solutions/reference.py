import sys

def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    a = list(map(int, data[1:1 + m]))
    low = [-1] * m
    high = [10**18] * m
    nxt = 1
    for i in range(m):
        v = a[i]
        if v == -1:
            continue
        if not low[i] < v < high[i]:
            print("NO")
            return
        if nxt < m and a[nxt] != -1:
            low[nxt], high[nxt] = low[i], v
        if nxt + 1 < m and a[nxt + 1] != -1:
            low[nxt + 1], high[nxt + 1] = v, high[i]
        nxt += 2
    print("YES")

main()
