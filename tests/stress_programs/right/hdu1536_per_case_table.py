# problem: hdu-1536
# style: every token read at once; a fresh Grundy table per set, up to the
#        largest heap asked.
import sys


def main():
    words = sys.stdin.buffer.read().split()
    at = 0
    out = []
    while True:
        k = int(words[at])
        at += 1
        if k == 0:
            break
        moves = sorted(set(int(w) for w in words[at:at + k]))
        at += k
        m = int(words[at])
        at += 1
        positions = []
        for _ in range(m):
            l = int(words[at])
            positions.append([int(w) for w in words[at + 1:at + 1 + l]])
            at += 1 + l
        top = max((max(p) for p in positions if p), default=0)
        table = [0] * (top + 1)
        for n in range(1, top + 1):
            seen = set()
            for s in moves:
                if s > n:
                    break
                seen.add(table[n - s])
            g = 0
            while g in seen:
                g += 1
            table[n] = g
        line = []
        for p in positions:
            x = 0
            for h in p:
                x ^= table[h]
            line.append("W" if x else "L")
        out.append("".join(line))
    sys.stdout.write("\n".join(out) + "\n")


main()
