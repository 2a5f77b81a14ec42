import sys
from itertools import groupby

def main():
    s = sys.stdin.readline().strip()
    print("".join(f"{letter}{len(list(run))}" for letter, run in groupby(s)))

main()
