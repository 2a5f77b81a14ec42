import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    r = list(map(int, data[2:2 + n]))
    total = sum(r[:k])
    best = total
    for i in range(k, n):
        total += r[i] - r[i - k]
        if total > best:
            best = total
    print("%.6f" % (best / k))

main()
