# problem: cf-1934d2
# bug: right moves, written with a bare print() and read with
#      sys.stdin.readline(), never flushed: with stdout a pipe Python buffers
#      the output, so the answer sits in the buffer while the program waits
#      for the judge. (input() would have flushed it: it flushes stdout
#      before it reads.) Set
#      PYTHONUNBUFFERED=1 in your shell (many containers do) and it would
#      pass on your machine; the judge removes it from the program's
#      environment, as a contest judge's clean environment would.
# catches: default
# verdict: ILE
# reason: idleness limit
import sys


def wins(p):
    return bin(p).count("1") % 2 == 0


def brk(p):
    top = 1 << (p.bit_length() - 1)
    print(top, p ^ top)


t = int(sys.stdin.readline())
for _ in range(t):
    n = int(sys.stdin.readline())
    if wins(n):
        print("first")
        brk(n)
    else:
        print("second")
    while True:
        a, b = map(int, sys.stdin.readline().split())
        if a == -1:
            raise SystemExit
        if a == 0:
            break
        brk(a if wins(a) else b)
