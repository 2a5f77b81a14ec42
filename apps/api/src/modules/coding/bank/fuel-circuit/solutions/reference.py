import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    f = list(map(int, data[1:1 + n]))
    c = list(map(int, data[1 + n:1 + 2 * n]))
    total = tank = start = 0
    for i in range(n):
        gain = f[i] - c[i]
        total += gain
        tank += gain
        if tank < 0:
            tank = 0
            start = i + 1
    print(-1 if total < 0 else start + 1)

main()
