import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    # Bottom-up merge sort counting, for each element taken from the right half, the left elements still waiting.
    inversions = 0
    width = 1
    while width < n:
        merged = []
        for start in range(0, n, 2 * width):
            left = a[start:start + width]
            right = a[start + width:start + 2 * width]
            i = j = 0
            nl, nr = len(left), len(right)
            while i < nl and j < nr:
                if left[i] <= right[j]:
                    merged.append(left[i])
                    i += 1
                else:
                    merged.append(right[j])
                    inversions += nl - i
                    j += 1
            merged.extend(left[i:])
            merged.extend(right[j:])
        a = merged
        width *= 2
    print(inversions)

main()
