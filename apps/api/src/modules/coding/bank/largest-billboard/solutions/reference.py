import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n])) + [0]
    stack = []
    best = 0
    for i, x in enumerate(h):
        while stack and h[stack[-1]] >= x:
            height = h[stack.pop()]
            width = i - stack[-1] - 1 if stack else i
            if height * width > best:
                best = height * width
        stack.append(i)
    print(best)

main()
