// problem: cf-1934d2
// style: C++ stdio, line-buffered: each line is flushed when its newline is
// written (setvbuf _IOLBF), never part of a line. Breaks an even-count
// number into its top bit and the rest; keeps an even-count part.
#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long u64;

bool wins(u64 p) { return __builtin_popcountll(p) % 2 == 0; }

void brk(u64 p) {
    u64 top = 1ULL << (63 - __builtin_clzll(p));
    printf("%llu ", top);
    printf("%llu\n", p ^ top);
}

int main() {
    setvbuf(stdout, NULL, _IOLBF, 1 << 16);
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        u64 n;
        scanf("%llu", &n);
        if (wins(n)) {
            printf("first\n");
            brk(n);
        } else {
            printf("second\n");
        }
        while (true) {
            long long a, b;
            scanf("%lld %lld", &a, &b);
            if (a == 0 && b == 0) break;
            if (a == -1) return 0;
            brk(wins((u64)a) ? (u64)a : (u64)b);
        }
    }
}
