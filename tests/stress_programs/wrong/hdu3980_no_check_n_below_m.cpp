// problem: hdu-3980
// bug: the first move is taken for granted: the answer is read from the row
//      of N - M beads left after it, without testing N < M first, so a circle
//      shorter than M (no move at all: the first player loses) is called a
//      win. Small inputs with N < M catch it.
// catches: default
// verdict: WA
#include <cstdio>
#include <cstring>
int m;
int sg[1005];
int dfs(int x) {
    if (x < m) return 0;
    if (sg[x] != -1) return sg[x];
    bool seen[1005];
    memset(seen, 0, sizeof seen);
    for (int i = 0; i + m <= x; i++) seen[dfs(i) ^ dfs(x - m - i)] = true;
    int g = 0;
    while (seen[g]) g++;
    return sg[x] = g;
}
int main() {
    int t;
    scanf("%d", &t);
    for (int c = 1; c <= t; c++) {
        int n;
        scanf("%d %d", &n, &m);
        memset(sg, -1, sizeof sg);
        printf("Case #%d: %s\n", c, dfs(n - m) ? "abcdxyzk" : "aekdycoin");
    }
    return 0;
}
