import sys

def main():
    data = sys.stdin.read().split()
    a, b = data[0], data[1]
    m = len(b)
    prev = list(range(m + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] * (m + 1)
        left = i
        for j in range(1, m + 1):
            best = prev[j - 1] + (ca != b[j - 1])
            up = prev[j] + 1
            if up < best:
                best = up
            if left + 1 < best:
                best = left + 1
            cur[j] = left = best
        prev = cur
    print(prev[m])

main()
