import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tokens = set(map(int, data[1:1 + n]))
    best = 0
    for x in tokens:
        if x - 1 in tokens:
            continue
        length = 1
        while x + length in tokens:
            length += 1
        if length > best:
            best = length
    print(best)

main()
