import sys

def main():
    d = sys.stdin.readline().strip()
    mod = 10**9 + 7
    two_back, one_back = 1, (1 if d[0] != "0" else 0)
    for i in range(1, len(d)):
        current = one_back if d[i] != "0" else 0
        if d[i - 1] != "0" and int(d[i - 1:i + 1]) <= 26:
            current = (current + two_back) % mod
        two_back, one_back = one_back, current
    print(one_back)

main()
