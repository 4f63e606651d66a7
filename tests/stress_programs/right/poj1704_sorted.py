# problem: poj-1704
# style: tokens from an iterator; sort, then pair from the right.
import sys


def main():
    tokens = iter(sys.stdin.read().split())
    out = []
    for _ in range(int(next(tokens))):
        n = int(next(tokens))
        cells = sorted(int(next(tokens)) for _ in range(n))
        if n % 2 == 1:
            cells.insert(0, 0)
        x = 0
        for i in range(0, len(cells), 2):
            x ^= cells[i + 1] - cells[i] - 1
        out.append("Georgia will win" if x else "Bob will win")
    print("\n".join(out))


main()
