import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, x = int(data[0]), int(data[1])
    p = sorted(map(int, data[2:2 + n]))
    i, j = 0, n - 1
    best = None
    while i < j:
        total = p[i] + p[j]
        gap = abs(total - x)
        if best is None or gap < best:
            best = gap
        if total < x:
            i += 1
        else:
            j -= 1
    print(best)

main()
