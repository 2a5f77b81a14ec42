import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    a = data[2:2 + n]
    seen = {}
    for j in range(n):
        x = int(a[j])
        i = seen.get(t - x)
        if i is not None:
            print(i + 1, j + 1)
            return
        seen.setdefault(x, j)
    print(-1)

main()
