// problem: hdu-1907
// bug: plays it as normal Nim (xor != 0 wins) and forgets the misere rule
//      for piles of 1 only: three piles of 1 is a loss for John, not a win.
//      Small inputs of all-ones piles catch it.
// catches: default
// verdict: WA
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        while (n--) {
            int p;
            scanf("%d", &p);
            x ^= p;
        }
        puts(x ? "John" : "Brother");
    }
}
