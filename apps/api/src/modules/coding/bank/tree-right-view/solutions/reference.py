import sys

def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    a = list(map(int, data[1:1 + m]))
    level = [0]
    nxt = 1
    seen = []
    while level:
        seen.append(a[level[-1]])
        children = []
        for _ in level:
            for child in (nxt, nxt + 1):
                if child < m and a[child] != -1:
                    children.append(child)
            nxt += 2
        level = children
    print(" ".join(map(str, seen)))

main()
