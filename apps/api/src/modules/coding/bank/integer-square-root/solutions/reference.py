import sys
from math import isqrt

def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(isqrt(int(x))) for x in data[1:1 + q]))

main()
