import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, p = int(data[0]), int(data[1])
    t = list(map(int, data[2:2 + n]))
    target = t[p - 1]
    print(sum(min(x, target) for x in t[:p]) + sum(min(x, target - 1) for x in t[p:]))

main()
