import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    m = int(data[1 + n])
    b = list(map(int, data[2 + n:2 + n + m]))
    out = []
    i = j = 0
    while i < n and j < m:
        if a[i] <= b[j]:
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    print(" ".join(map(str, out)) if out else "empty")

main()
