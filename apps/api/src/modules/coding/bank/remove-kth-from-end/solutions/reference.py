import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    values = data[2:2 + n]
    del values[n - k]
    print(b" ".join(values).decode() if values else "empty")

main()
