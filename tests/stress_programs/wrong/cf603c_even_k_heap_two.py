# problem: cf-603c
# bug: for even k, a heap of 2 is given the value of the other even heaps
#      (1) instead of 2 (its options are 1 and a sum of k heaps of 1, which
#      is 0). Small inputs with k even and a heap of 2 catch it.
# catches: default
# verdict: WA
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def odd_k(a):
    if a < 5:
        return [0, 1, 0, 1, 2][a]
    if a % 2 == 1:
        return 0
    return 2 if odd_k(a // 2) == 1 else 1


def even_k(a):
    if a < 2:
        return a
    return 0 if a % 2 == 1 else 1


words = sys.stdin.read().split()
n, k = int(words[0]), int(words[1])
x = 0
for w in words[2:2 + n]:
    a = int(w)
    x ^= odd_k(a) if k % 2 == 1 else even_k(a)
print("Kevin" if x else "Nicky")
