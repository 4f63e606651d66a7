// problem: hdu-1536
// bug: the Grundy table is filled up to heap 1000 only, but the judge's heaps
//      and set members go to 10^4: every heap past 1000 reads 0. Caught by
//      the small inputs at the judge's scale (one in four).
// catches: default
// verdict: WA
#include <cstdio>
#include <cstring>
int sg[10001];
int main() {
    int k;
    while (scanf("%d", &k) == 1 && k) {
        int s[101];
        for (int i = 0; i < k; i++) scanf("%d", &s[i]);
        memset(sg, 0, sizeof sg);
        for (int n = 1; n <= 1000; n++) {
            bool seen[102] = {false};
            for (int i = 0; i < k; i++)
                if (s[i] <= n && sg[n - s[i]] <= 100) seen[sg[n - s[i]]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[n] = g;
        }
        int m;
        scanf("%d", &m);
        while (m--) {
            int l, x = 0;
            scanf("%d", &l);
            while (l--) {
                int h;
                scanf("%d", &h);
                x ^= sg[h];
            }
            putchar(x ? 'W' : 'L');
        }
        putchar('\n');
    }
}
