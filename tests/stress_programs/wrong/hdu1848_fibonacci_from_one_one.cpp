// problem: hdu-1848
// bug: the Fibonacci numbers are listed from 1, 1 in an array of 14 (`f[14]`,
//      sized by counting to the sample's heaps), so the list stops at 377:
//      the moves 610 and 987 are missing, and heaps from 614 up (inside the
//      judge's 1000) get wrong values. Caught by the small inputs at the
//      judge's scale.
// catches: default
// verdict: WA
#include <cstdio>
#include <cstring>
int f[14];
int sg[1001];
int main() {
    f[0] = f[1] = 1;
    for (int i = 2; i < 14; i++) f[i] = f[i - 1] + f[i - 2];
    for (int n = 1; n <= 1000; n++) {
        bool seen[32];
        memset(seen, 0, sizeof seen);
        for (int i = 0; i < 14 && f[i] <= n; i++) seen[sg[n - f[i]]] = true;
        int g = 0;
        while (seen[g]) g++;
        sg[n] = g;
    }
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
    return 0;
}
