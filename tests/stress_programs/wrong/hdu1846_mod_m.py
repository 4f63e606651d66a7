# problem: hdu-1846
# bug: the losing heaps taken as multiples of m instead of m + 1 (an
#      off-by-one). Any small input shows it.
# catches: default
# verdict: WA
import sys

data = sys.stdin.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("second" if n % m == 0 else "first")
print("\n".join(out))
