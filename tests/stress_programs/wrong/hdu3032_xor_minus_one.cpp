// problem: hdu-3032
// bug: Lasker's Nim taken for Nim on heaps one smaller (xor of x - 1), a
//      guess that fits the first few heap values but not 4k+3 and 4k+4
//      (worth 4k+4 and 4k+3). Wrong on positions whose true xor is 0 while
//      the guess's is not, or the other way round: one heap of 3 does it.
//      Caught at the small size and, by the zero-xor traps, at the judge's.
// catches: default
// verdict: WA
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long h;
            scanf("%lld", &h);
            x ^= h - 1;
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
