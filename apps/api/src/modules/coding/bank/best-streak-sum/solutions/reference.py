import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    best = None
    current = 0
    for p in map(int, data[1:1 + n]):
        current = p if current + p < p else current + p
        if best is None or current > best:
            best = current
    print(best)

main()
