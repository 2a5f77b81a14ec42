import sys

def main():
    data = sys.stdin.read().split()
    s, t = data[0], data[1]
    need = [0] * 26
    for c in t:
        need[ord(c) - 97] += 1
    codes = [ord(c) - 97 for c in s]
    missing = len(t)
    best = -1
    left = 0
    for right, c in enumerate(codes):
        if need[c] > 0:
            missing -= 1
        need[c] -= 1
        while missing == 0:
            if best == -1 or right - left + 1 < best:
                best = right - left + 1
            d = codes[left]
            need[d] += 1
            if need[d] > 0:
                missing += 1
            left += 1
    print(best)

main()
