import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    values = data[2:2 + n]
    out = []
    full = n - n % k
    for start in range(0, full, k):
        out.extend(reversed(values[start:start + k]))
    out.extend(values[full:])
    sys.stdout.write(b" ".join(out).decode() + "\n")

main()
