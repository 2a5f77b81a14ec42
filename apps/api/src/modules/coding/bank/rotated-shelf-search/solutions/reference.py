import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    out = []
    for x in map(int, data[2 + n:2 + n + q]):
        lo, hi, found = 0, n - 1, -1
        while lo <= hi:
            mid = (lo + hi) // 2
            if a[mid] == x:
                found = mid + 1
                break
            if a[lo] <= a[mid]:
                if a[lo] <= x < a[mid]:
                    hi = mid - 1
                else:
                    lo = mid + 1
            elif a[mid] < x <= a[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
        out.append(found)
    print(" ".join(map(str, out)))

main()
