import sys

def main():
    s = sys.stdin.readline().strip()
    # Manacher's algorithm on the string with separators: linear time.
    t = "^#" + "#".join(s) + "#$"
    radius = [0] * len(t)
    centre = right = 0
    for i in range(1, len(t) - 1):
        if i < right:
            radius[i] = min(right - i, radius[2 * centre - i])
        while t[i + radius[i] + 1] == t[i - radius[i] - 1]:
            radius[i] += 1
        if i + radius[i] > right:
            centre, right = i, i + radius[i]
    print(max(radius))

main()
