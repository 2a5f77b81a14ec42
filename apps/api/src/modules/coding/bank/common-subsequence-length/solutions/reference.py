import sys

def main():
    data = sys.stdin.read().split()
    a, b = data[0], data[1]
    m = len(b)
    prev = [0] * (m + 1)
    for ca in a:
        cur = [0] * (m + 1)
        left = 0
        for j in range(1, m + 1):
            if ca == b[j - 1]:
                left = prev[j - 1] + 1
            elif prev[j] > left:
                left = prev[j]
            cur[j] = left
        prev = cur
    print(prev[m])

main()
