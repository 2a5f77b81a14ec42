import sys
from collections import deque

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    p = list(map(int, data[2:2 + n]))
    window = deque()
    out = []
    for i, x in enumerate(p):
        while window and p[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(p[window[0]])
    print(" ".join(map(str, out)))

main()
