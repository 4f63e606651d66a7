# problem: hdu-1850
# bug: counts the piles p with (x ^ p) <= p instead of < p: when the xor x
#      is 0 every pile is counted, though no first move wins. Small losing
#      positions catch it.
# catches: default
# verdict: WA
import sys

words = sys.stdin.read().split()
at = 0
out = []
while True:
    m = int(words[at])
    at += 1
    if m == 0:
        break
    piles = [int(w) for w in words[at:at + m]]
    at += m
    x = 0
    for p in piles:
        x ^= p
    out.append(str(sum(1 for p in piles if (x ^ p) <= p)))
print("\n".join(out))
