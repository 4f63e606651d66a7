# problem: hihocoder-1163
# style: Python, input() per line.
from functools import reduce

n = int(input())
piles = list(map(int, input().split()))
print("Alice" if reduce(lambda x, y: x ^ y, piles, 0) else "Bob")
