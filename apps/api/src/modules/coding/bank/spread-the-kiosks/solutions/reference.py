import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    x = sorted(map(int, data[2:2 + n]))

    def fits(gap):
        placed, last = 1, x[0]
        for v in x:
            if v - last >= gap:
                placed += 1
                last = v
                if placed >= k:
                    return True
        return placed >= k

    lo, hi = 1, x[-1] - x[0]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    print(lo)

main()
