import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = list(map(int, data[1:1 + n]))
    wait = [0] * n
    stack = []
    for i, x in enumerate(t):
        while stack and t[stack[-1]] < x:
            j = stack.pop()
            wait[j] = i - j
        stack.append(i)
    print(" ".join(map(str, wait)))

main()
