import sys
from collections import Counter

def main():
    s = sys.stdin.readline().strip()
    count = Counter(s)
    for i, c in enumerate(s):
        if count[c] == 1:
            print(i + 1)
            return
    print(-1)

main()
