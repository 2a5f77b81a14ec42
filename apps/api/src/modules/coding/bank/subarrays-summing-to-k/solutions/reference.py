import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    seen = {0: 1}
    prefix = count = 0
    for a in map(int, data[2:2 + n]):
        prefix += a
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    print(count)

main()
