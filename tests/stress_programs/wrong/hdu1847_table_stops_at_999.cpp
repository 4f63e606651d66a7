// problem: hdu-1847
// bug: the Grundy table is filled for heaps below N = 1000 (`i < N`), one
//      short of the judge's bound (1 <= n <= 1000, inclusive): a heap of
//      exactly 1000 reads an unfilled 0, "Cici", where it is won. Only a
//      heap at the judge's very bound shows it.
// catches: default
// verdict: WA
#include <cstdio>
#include <cstring>
const int N = 1000;
int sg[N + 1];
int main() {
    for (int i = 1; i < N; i++) {
        bool seen[16];
        memset(seen, 0, sizeof seen);
        for (int p = 1; p <= i; p <<= 1) seen[sg[i - p]] = true;
        int g = 0;
        while (seen[g]) g++;
        sg[i] = g;
    }
    int n;
    while (scanf("%d", &n) == 1) puts(sg[n] ? "Kiki" : "Cici");
    return 0;
}
