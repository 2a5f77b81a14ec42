import sys
from bisect import bisect_left

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parcels = [(int(data[1 + 2 * i]), -int(data[2 + 2 * i])) for i in range(n)]
    parcels.sort()
    tails = []
    for _, negative_height in parcels:
        h = -negative_height
        i = bisect_left(tails, h)
        if i == len(tails):
            tails.append(h)
        else:
            tails[i] = h
    print(len(tails))

main()
