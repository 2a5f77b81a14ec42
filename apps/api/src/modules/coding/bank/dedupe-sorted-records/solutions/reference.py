import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    write = 0
    for x in a:
        if write < 2 or x != a[write - 2]:
            a[write] = x
            write += 1
    print(write)
    print(" ".join(map(str, a[:write])))

main()
