import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    hops = reach = farthest = 0
    for i in range(n - 1):
        if i > reach:
            print(-1)
            return
        if i + h[i] > farthest:
            farthest = i + h[i]
        if i == reach:
            hops += 1
            reach = farthest
    print(hops if reach >= n - 1 else -1)

main()
