// problem: hdu-2999
// bug: the allowed lengths are used in the order given, and the loop over
//      them stops at the first one longer than the row (`break`), as if the
//      set came sorted: a length listed after a longer one is never tried.
//      Small inputs with an unsorted set catch it.
// catches: default
// verdict: WA
#include <cstdio>
#include <cstring>
int len[1005], sg[1005];
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        for (int i = 0; i < n; i++) scanf("%d", &len[i]);
        sg[0] = 0;
        static bool seen[1 << 11];
        for (int x = 1; x <= 1000; x++) {
            memset(seen, 0, sizeof seen);
            for (int j = 0; j < n; j++) {
                if (len[j] > x) break;
                for (int i = 0; i + len[j] <= x; i++) seen[sg[i] ^ sg[x - len[j] - i]] = true;
            }
            int g = 0;
            while (seen[g]) g++;
            sg[x] = g;
        }
        int m;
        scanf("%d", &m);
        while (m--) {
            int k;
            scanf("%d", &k);
            puts(sg[k] ? "1" : "2");
        }
    }
    return 0;
}
