import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    l, r = 0, n - 1
    left_max = right_max = water = 0
    while l <= r:
        if h[l] <= h[r]:
            if h[l] > left_max:
                left_max = h[l]
            water += left_max - h[l]
            l += 1
        else:
            if h[r] > right_max:
                right_max = h[r]
            water += right_max - h[r]
            r -= 1
    print(water)

main()
