import sys

def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    a = list(map(int, data[1:1 + m]))
    level = [0]
    nxt = 1
    best, best_level, depth = -1, 0, 0
    while level:
        depth += 1
        total = 0
        children = []
        for index in level:
            total += a[index]
            for _ in range(2):
                if nxt < m and a[nxt] != -1:
                    children.append(nxt)
                nxt += 1
        if total > best:
            best, best_level = total, depth
        level = children
    print(best_level)

main()
