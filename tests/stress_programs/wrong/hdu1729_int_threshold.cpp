// problem: hdu-1729
// bug: the threshold t (the largest count with t + t^2 < s) is an int, and
//      t * t + t is computed in int: right for the judge's capacities (at
//      most 10^6), but past 2^31 (t over 46340) the square overflows
//      (undefined behaviour; in practice a wrong t and a wrong value).
// catches: --beyond
// verdict: any
#include <cmath>
#include <cstdio>
long long value(long long s, long long c) {
    for (;;) {
        int t = (int)sqrt((double)s);
        while (t > 0 && t * t + t >= s) t--;
        if (c > t) return s - c;
        if (c == t) return 0;
        s = t;
    }
}
int main() {
    int n, kase = 0;
    while (scanf("%d", &n) == 1 && n) {
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s, c;
            scanf("%lld %lld", &s, &c);
            x ^= value(s, c);
        }
        printf("Case %d:\n%s\n", ++kase, x ? "Yes" : "No");
    }
    return 0;
}
