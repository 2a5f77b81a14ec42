import sys

def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    grid = "".join(data[2:2 + r])
    start, target = grid.index("S"), grid.index("E")
    dist = [-1] * (r * c)
    dist[start] = 0
    queue = [start]
    for cell in queue:
        y, x = divmod(cell, c)
        d = dist[cell] + 1
        for nxt, ok in ((cell - c, y > 0), (cell + c, y < r - 1), (cell - 1, x > 0), (cell + 1, x < c - 1)):
            if ok and dist[nxt] == -1 and grid[nxt] != "#":
                dist[nxt] = d
                queue.append(nxt)
    print(dist[target])

main()
