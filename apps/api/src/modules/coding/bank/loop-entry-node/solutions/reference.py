import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nxt = [0] + list(map(int, data[1:1 + n]))
    seen = bytearray(n + 1)
    node = 1
    while node and not seen[node]:
        seen[node] = 1
        node = nxt[node]
    print(node)

main()
