import sys

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    broken = set(map(int, data[2:2 + k]))
    mod = 10**9 + 7
    two_back, one_back = 0, 1
    for i in range(1, n + 1):
        current = 0 if i in broken else (one_back + two_back) % mod
        two_back, one_back = one_back, current
    print(one_back)

main()
