import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    slots = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
    merged = []
    for l, r in slots:
        if merged and l <= merged[-1][1]:
            if r > merged[-1][1]:
                merged[-1][1] = r
        else:
            merged.append([l, r])
    out = [str(len(merged))]
    out.extend(f"{l} {r}" for l, r in merged)
    print("\n".join(out))

main()
