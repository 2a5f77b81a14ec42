import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, s = int(data[0]), int(data[1])
    coins = list(map(int, data[2:2 + n]))
    inf = s + 1
    fewest = [0] + [inf] * s
    for c in coins:
        for v in range(c, s + 1):
            candidate = fewest[v - c] + 1
            if candidate < fewest[v]:
                fewest[v] = candidate
    print(fewest[s] if fewest[s] <= s else -1)

main()
