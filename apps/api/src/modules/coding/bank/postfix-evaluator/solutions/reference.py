import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    mod = 10**9 + 7
    stack = []
    for token in data[1:1 + n]:
        if token in ("+", "-", "*"):
            b = stack.pop()
            a = stack.pop()
            if token == "+":
                stack.append((a + b) % mod)
            elif token == "-":
                stack.append((a - b) % mod)
            else:
                stack.append(a * b % mod)
        else:
            stack.append(int(token) % mod)
    print(stack[-1])

main()
