import sys

def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    grid = bytearray("".join(data[2:2 + r]), "ascii")
    fresh = grid.count(b"F")
    frontier = [i for i, ch in enumerate(grid) if ch == 82]
    minutes = 0
    F, R = 70, 82
    while frontier and fresh:
        nxt = []
        for cell in frontier:
            y, x = divmod(cell, c)
            for other, ok in ((cell - c, y > 0), (cell + c, y < r - 1), (cell - 1, x > 0), (cell + 1, x < c - 1)):
                if ok and grid[other] == F:
                    grid[other] = R
                    fresh -= 1
                    nxt.append(other)
        if not nxt:
            break
        minutes += 1
        frontier = nxt
    print(-1 if fresh else minutes)

main()
