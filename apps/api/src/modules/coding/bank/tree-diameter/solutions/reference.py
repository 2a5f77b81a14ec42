import sys

def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    a = list(map(int, data[1:1 + m]))
    present = [i for i in range(m) if a[i] != -1]
    n = len(present)
    ident = {index: k for k, index in enumerate(present)}
    left = [-1] * n
    right = [-1] * n
    nxt = 1
    for k in range(n):
        if nxt < m and a[nxt] != -1:
            left[k] = ident[nxt]
        if nxt + 1 < m and a[nxt + 1] != -1:
            right[k] = ident[nxt + 1]
        nxt += 2
    height = [0] * n
    best = 0
    for k in range(n - 1, -1, -1):
        hl = height[left[k]] + 1 if left[k] >= 0 else 0
        hr = height[right[k]] + 1 if right[k] >= 0 else 0
        if hl + hr > best:
            best = hl + hr
        height[k] = hl if hl > hr else hr
    print(best)

main()
