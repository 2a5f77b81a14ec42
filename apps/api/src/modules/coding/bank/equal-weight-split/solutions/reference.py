import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    w = list(map(int, data[1:1 + n]))
    total = sum(w)
    if total % 2:
        print("NO")
        return
    # Bit i of `reachable` is set when some subset weighs i.
    reachable = 1
    for x in w:
        reachable |= reachable << x
    print("YES" if reachable >> (total // 2) & 1 else "NO")

main()
