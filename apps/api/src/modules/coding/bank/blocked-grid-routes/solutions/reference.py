import sys

def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    mod = 10**9 + 7
    ways = [1] + [0] * (c - 1)
    for row in data[2:2 + r]:
        left = 0
        for j, cell in enumerate(row):
            if cell == "#":
                left = 0
            else:
                left = (ways[j] + left) % mod
            ways[j] = left
    print(ways[c - 1])

main()
