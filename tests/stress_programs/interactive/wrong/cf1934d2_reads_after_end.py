# problem: cf-1934d2
# bug: plays every game right, but reads its games in a loop until the
#      input ends, instead of t of them: after the last game the judge
#      writes nothing more and the program waits for ever (reading after
#      the end).
# catches: default
# verdict: ILE
# reason: after the end
import sys


def wins(p):
    return bin(p).count("1") % 2 == 0


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def brk(p):
    top = 1 << (p.bit_length() - 1)
    say(f"{top} {p ^ top}")


sys.stdin.readline()
while True:
    line = sys.stdin.readline()
    if not line:
        break
    n = int(line)
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
            sys.exit(0)
        brk(a if wins(a) else b)
