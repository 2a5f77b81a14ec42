import sys

def main():
    s = sys.stdin.readline().strip()
    last = {}
    best = start = 0
    for i, c in enumerate(s):
        j = last.get(c, -1)
        if j >= start:
            start = j + 1
        last[c] = i
        if i - start + 1 > best:
            best = i - start + 1
    print(best)

main()
