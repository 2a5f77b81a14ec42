import sys

def main():
    s = sys.stdin.readline().strip()
    match = {")": "(", "]": "[", "}": "{"}
    stack = []
    depth = 0
    for c in s:
        if c in "([{":
            stack.append(c)
            if len(stack) > depth:
                depth = len(stack)
        elif not stack or stack.pop() != match[c]:
            print(-1)
            return
    print(depth if not stack else -1)

main()
