import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    families = {}
    for word in data[1:1 + n]:
        key = "".join(sorted(word))
        families[key] = families.get(key, 0) + 1
    print(len(families), max(families.values()))

main()
