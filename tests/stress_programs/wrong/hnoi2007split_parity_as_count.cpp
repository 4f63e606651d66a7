// problem: hnoi2007-split
// bug: the counts are reduced to their parity as they are read (only odd
//      bottles add to the xor), and the reduced count is then tested as the
//      source of a move: a bottle holding an even, non-zero number of beans
//      is taken for empty, so its winning moves are neither found nor
//      counted. Inputs with even counts in a bottle that has a winning move
//      show it.
// catches: default
// verdict: WA
#include <cstdio>
#include <cstring>
int sg[32];
int main() {
    for (int d = 1; d < 32; d++) {
        bool seen[256];
        memset(seen, 0, sizeof seen);
        for (int a = 0; a < d; a++)
            for (int b = a; b < d; b++) seen[sg[a] ^ sg[b]] = true;
        int g = 0;
        while (seen[g]) g++;
        sg[d] = g;
    }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, p[32];
        scanf("%d", &n);
        int x = 0;
        for (int i = 0; i < n; i++) {
            scanf("%d", &p[i]);
            p[i] %= 2;
            if (p[i]) x ^= sg[n - 1 - i];
        }
        int count = 0, fi = -1, fj = -1, fk = -1;
        for (int i = 0; i < n; i++) {
            if (!p[i]) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((x ^ sg[n - 1 - i] ^ sg[n - 1 - j] ^ sg[n - 1 - k]) == 0) {
                        if (count == 0) fi = i, fj = j, fk = k;
                        count++;
                    }
        }
        printf("%d %d %d\n%d\n", fi, fj, fk, count);
    }
    return 0;
}
