# problem: hdu-2177
# bug: ends the input at any line with a 0 (`a == 0 or b == 0`), not only at
#      `0 0`: a case `0 5`, inside the judge's constraints, and every case
#      after it go unanswered. Small inputs with an empty heap catch it.
# catches: default
# verdict: WA
import sys
from math import isqrt


def lower(j):
    return (j + isqrt(5 * j * j)) // 2


def find(v, f):
    lo, hi = 0, v + 1
    while lo < hi:
        mid = (lo + hi) // 2
        if f(mid) < v:
            lo = mid + 1
        else:
            hi = mid
    return lo if f(lo) == v else -1


def answer(a, b, out):
    if a > b:
        a, b = b, a
    k = b - a
    if lower(k) == a:
        out.append("0")
        return
    out.append("1")
    if lower(k) < a:
        out.append(f"{lower(k)} {lower(k) + k}")
    single = set()
    j = find(a, lower)
    if j >= 0 and lower(j) + j < b:
        single.add((a, lower(j) + j))
    j = find(a, lambda i: lower(i) + i)
    if j >= 0:
        single.add((lower(j), a))
    j = find(b, lambda i: lower(i) + i)
    if j >= 0 and lower(j) < a:
        single.add((lower(j), b))
    for x, y in sorted(single):
        out.append(f"{x} {y}")


words = sys.stdin.read().split()
out = []
for i in range(0, len(words), 2):
    a, b = int(words[i]), int(words[i + 1])
    if a == 0 or b == 0:
        break
    answer(a, b, out)
print("\n".join(out))
