# problem: hdu-4315
# bug: the circulating variant of the closed form: the first person's
#      distance to the top is taken one less for every even k, not only for
#      k == 2; wrong for odd N and k >= 4 (5 4 / 1 2 3 4 5 is Alice). Small
#      inputs plant that case.
# catches: default
# verdict: WA
import sys


def main():
    words = sys.stdin.read().split()
    at = 0
    out = []
    while at < len(words):
        n, k = int(words[at]), int(words[at + 1])
        cells = [int(w) for w in words[at + 2:at + 2 + n]]
        at += 2 + n
        if k == 1:
            out.append("Alice")
            continue
        x = 0
        for j in range(n - 1, 0, -2):
            x ^= cells[j] - cells[j - 1] - 1
        if n % 2 == 1:
            x ^= cells[0] - 1 if k % 2 == 0 else cells[0]
        out.append("Alice" if x else "Bob")
    print("\n".join(out))


main()
