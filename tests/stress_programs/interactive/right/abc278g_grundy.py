# problem: abc278-g
# style: Python, Grundy values of rows for every start (no symmetry),
# flushing after every line.
import sys


def main():
    data = sys.stdin.readline().split()
    n, low, high = int(data[0]), int(data[1]), int(data[2])
    g = [0] * (n + 1)
    # Values of splits per total, then a window of totals.
    for m in range(1, n + 1):
        seen = set()
        for y in range(low, min(high, m) + 1):
            rest = m - y
            for a in range(0, rest // 2 + 1):
                seen.add(g[a] ^ g[rest - a])
        v = 0
        while v in seen:
            v += 1
        g[m] = v
    present = [False] + [True] * n

    def rows():
        out, c = [], 1
        while c <= n:
            if not present[c]:
                c += 1
                continue
            s = c
            while c <= n and present[c]:
                c += 1
            out.append((s, c - s))
        return out

    def take(x, y):
        for c in range(x, x + y):
            present[c] = False

    def move():
        rs = rows()
        total = 0
        for _, length in rs:
            total ^= g[length]
        for start, length in rs:
            target = total ^ g[length]
            for y in range(low, min(high, length) + 1):
                for a in range(0, length - y + 1):
                    if g[a] ^ g[length - y - a] == target:
                        return start + a, y
        return 0, 0

    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    if g[n] != 0:
        say("First")
        x, y = move()
        take(x, y)
        say(f"{x} {y}")
    else:
        say("Second")
    while True:
        a, b = map(int, sys.stdin.readline().split())
        if a <= 0:
            return
        take(a, b)
        x, y = move()
        take(x, y)
        say(f"{x} {y}")


main()
