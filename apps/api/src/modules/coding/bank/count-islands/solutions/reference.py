import sys

def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    land = bytearray()
    for row in data[2:2 + r]:
        land.extend(1 if ch == "#" else 0 for ch in row)
    islands = largest = 0
    for start in range(r * c):
        if not land[start]:
            continue
        islands += 1
        land[start] = 0
        stack = [start]
        area = 0
        while stack:
            cell = stack.pop()
            area += 1
            y, x = divmod(cell, c)
            if y > 0 and land[cell - c]:
                land[cell - c] = 0
                stack.append(cell - c)
            if y < r - 1 and land[cell + c]:
                land[cell + c] = 0
                stack.append(cell + c)
            if x > 0 and land[cell - 1]:
                land[cell - 1] = 0
                stack.append(cell - 1)
            if x < c - 1 and land[cell + 1]:
                land[cell + 1] = 0
                stack.append(cell + 1)
        largest = max(largest, area)
    print(islands, largest)

main()
