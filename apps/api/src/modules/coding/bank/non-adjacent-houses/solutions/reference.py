import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    take = skip = 0
    for d in map(int, data[1:1 + n]):
        take, skip = skip + d, max(skip, take)
    print(max(take, skip))

main()
