import sys

def main():
    data = sys.stdin.buffer.read().split()
    m, target = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + m]))
    total = [0] * m
    total[0] = a[0]
    count = 0
    nxt = 1
    for i in range(m):
        if a[i] == -1:
            continue
        leaf = True
        for child in (nxt, nxt + 1):
            if child < m and a[child] != -1:
                total[child] = total[i] + a[child]
                leaf = False
        nxt += 2
        if leaf and total[i] == target:
            count += 1
    print(count)

main()
