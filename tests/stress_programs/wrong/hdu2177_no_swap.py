# problem: hdu-2177
# bug: trusts a <= b and never swaps. The judge promises a <= b, so this is
#      right for the judge; an input with a > b is beyond its constraints.
#      Passes the default run; caught with --beyond.
# catches: --beyond
# verdict: WA
import sys
from math import isqrt


def lower(j):
    return (j + isqrt(5 * j * j)) // 2


def index_of_lower(v):
    j = v * 2 // 3
    lo, hi = 0, v + 1
    while lo < hi:
        mid = (lo + hi) // 2
        if lower(mid) < v:
            lo = mid + 1
        else:
            hi = mid
    return lo if lower(lo) == v else -1


def index_of_upper(v):
    lo, hi = 0, v + 1
    while lo < hi:
        mid = (lo + hi) // 2
        if lower(mid) + mid < v:
            lo = mid + 1
        else:
            hi = mid
    return lo if lower(lo) + lo == v else -1


def answer(a, b, out):
    k = b - a
    if lower(k) == a:
        out.append("0")
        return
    out.append("1")
    if 0 <= lower(k) < a:
        out.append(f"{lower(k)} {lower(k) + k}")
    single = set()
    j = index_of_lower(a)
    if j >= 0 and lower(j) + j < b:
        single.add((a, lower(j) + j))
    j = index_of_upper(a)
    if j >= 0:
        single.add((lower(j), a))
    j = index_of_upper(b)
    if j >= 0 and lower(j) < a:
        single.add((lower(j), b))
    for x, y in sorted(single):
        out.append(f"{x} {y}")


words = sys.stdin.read().split()
out = []
for i in range(0, len(words), 2):
    a, b = int(words[i]), int(words[i + 1])
    if a == 0 and b == 0:
        break
    answer(a, b, out)
print("\n".join(out))
