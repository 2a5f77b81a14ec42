import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    lowest = None
    best = 0
    for p in map(int, data[1:1 + n]):
        if lowest is not None and p - lowest > best:
            best = p - lowest
        if lowest is None or p < lowest:
            lowest = p
    print(best)

main()
