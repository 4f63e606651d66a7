# problem: cf-1934d2
# style: Python, flushes after every line; the top-bit strategy.
import sys


def wins(p):
    return bin(p).count("1") % 2 == 0


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def brk(p):
    top = 1 << (p.bit_length() - 1)
    say(f"{top} {p ^ top}")


def main():
    t = int(sys.stdin.readline())
    for _ in range(t):
        n = int(sys.stdin.readline())
        if wins(n):
            say("first")
            brk(n)
        else:
            say("second")
        while True:
            a, b = map(int, sys.stdin.readline().split())
            if a == 0 and b == 0:
                break
            if a == -1:
                return
            brk(a if wins(a) else b)


main()
