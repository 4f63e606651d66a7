// problem: hdu-1524
// bug: the edges of a graph are kept in arrays of 1,010 entries (a linked
//      list per node, as blog answers write it), enough for a sparse graph of
//      1,000 nodes but not for a dense one: the 1,011th edge is written past
//      the end, over the next arrays of the struct (undefined behaviour: a wrong answer, a
//      hang or a crash). Needs a legal graph of more than 1,010 edges (N = 2
//      with 1,011 parallel edges does it: about 2 KB). Caught by the small
//      inputs at the judge's scale.
// catches: default
// verdict: any
#include <cstdio>
#include <cstring>
const int MAXN = 1010;
struct Graph {
    int head[MAXN];
    int next[MAXN], to[MAXN];
    int sg[MAXN];
} g;
int edges;
int n;

void add_edge(int u, int v) {
    g.to[edges] = v;
    g.next[edges] = g.head[u];
    g.head[u] = edges++;
}

// Grundy value by memoised search over the successor lists.
int grundy(int u) {
    if (g.sg[u] != -1) return g.sg[u];
    bool seen[MAXN + 1];
    memset(seen, 0, sizeof seen);
    for (int e = g.head[u]; e != -1; e = g.next[e]) {
        int s = grundy(g.to[e]);
        if (s <= MAXN) seen[s] = true;
    }
    int m = 0;
    while (seen[m]) m++;
    return g.sg[u] = m;
}

int main() {
    while (scanf("%d", &n) == 1) {
        memset(g.head, -1, sizeof g.head);
        memset(g.sg, -1, sizeof g.sg);
        edges = 0;
        for (int u = 0; u < n; u++) {
            int x;
            scanf("%d", &x);
            for (int i = 0; i < x; i++) {
                int v;
                scanf("%d", &v);
                add_edge(u, v);
            }
        }
        int m;
        while (scanf("%d", &m) == 1 && m) {
            int x = 0;
            for (int i = 0; i < m; i++) {
                int p;
                scanf("%d", &p);
                x ^= grundy(p);
            }
            puts(x ? "WIN" : "LOSE");
        }
    }
    return 0;
}
