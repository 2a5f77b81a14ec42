import sys

def main():
    a, b = sys.stdin.read().split()[:2]
    if len(a) != len(b):
        print("NO")
        return
    pairs = set(zip(a, b))
    ok = len(pairs) == len({x for x, _ in pairs}) == len({y for _, y in pairs})
    print("YES" if ok else "NO")

main()
