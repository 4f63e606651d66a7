# problem: hdu-1536
# bug: the Grundy table is kept from one subtraction set to the next (the
#      bug of a public solution): the second case reads values of the first
#      set. Small inputs of two or three cases catch it.
# catches: default
# verdict: WA
import sys

table = [0]


def grundy(h, moves):
    while len(table) <= h:
        n = len(table)
        seen = {table[n - s] for s in moves if s <= n}
        g = 0
        while g in seen:
            g += 1
        table.append(g)
    return table[h]


def main():
    words = sys.stdin.read().split()
    at = 0
    out = []
    while True:
        k = int(words[at])
        at += 1
        if k == 0:
            break
        moves = [int(w) for w in words[at:at + k]]
        at += k
        m = int(words[at])
        at += 1
        line = []
        for _ in range(m):
            l = int(words[at])
            heaps = [int(w) for w in words[at + 1:at + 1 + l]]
            at += 1 + l
            x = 0
            for h in heaps:
                x ^= grundy(h, moves)
            line.append("W" if x else "L")
        out.append("".join(line))
    print("\n".join(out))


main()
