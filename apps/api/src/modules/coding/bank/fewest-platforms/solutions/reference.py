import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    arrivals = sorted(int(x) for x in data[1:1 + 2 * n:2])
    departures = sorted(int(x) for x in data[2:2 + 2 * n:2])
    # Sweep both lists: an arrival at the same minute as a departure is counted first (intervals are closed).
    i = j = current = best = 0
    while i < n:
        if arrivals[i] <= departures[j]:
            current += 1
            i += 1
            best = max(best, current)
        else:
            current -= 1
            j += 1
    print(best)

main()
