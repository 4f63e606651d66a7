// problem: poj-2311
// bug: the table is filled for sides below 200 only (`i < N` with N = 200),
//      while the judge's sides go to 200 inclusive: a sheet with a side of
//      exactly 200 reads an unfilled 0 and is called lost. Caught by the
//      small inputs at the judge's scale, which draw the largest side.
// catches: default
// verdict: WA
#include <cstdio>
#include <cstring>
const int N = 200;
int sg[N + 1][N + 1];
int main() {
    for (int w = 2; w < N; w++)
        for (int h = 2; h < N; h++) {
            bool seen[256];
            memset(seen, 0, sizeof seen);
            for (int i = 2; i <= w - i; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            for (int i = 2; i <= h - i; i++) seen[sg[w][i] ^ sg[w][h - i]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[w][h] = g;
        }
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(sg[w][h] ? "WIN" : "LOSE");
    return 0;
}
