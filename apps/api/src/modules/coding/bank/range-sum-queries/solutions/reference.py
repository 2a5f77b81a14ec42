import sys
from itertools import accumulate

def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    prefix = [0] + list(accumulate(map(int, data[2:2 + n])))
    base = 2 + n
    out = []
    for k in range(q):
        l, r = int(data[base + 2 * k]), int(data[base + 2 * k + 1])
        out.append(prefix[r] - prefix[l - 1])
    print("\n".join(map(str, out)))

main()
