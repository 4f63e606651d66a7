// problem: hdu-1848
// style: recursion with a memo (depth at most the heap, 1000).
#include <cstdio>
#include <cstring>
int fib[32], nfib, memo[1001];
int sg(int n) {
    if (memo[n] >= 0) return memo[n];
    bool seen[32] = {false};
    for (int i = 0; i < nfib && fib[i] <= n; i++) {
        int g = sg(n - fib[i]);
        if (g < 32) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) g++;
    return memo[n] = g;
}
int main() {
    fib[0] = 1;
    fib[1] = 2;
    nfib = 2;
    while (fib[nfib - 1] + fib[nfib - 2] <= 1000) {
        fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
        nfib++;
    }
    memset(memo, -1, sizeof memo);
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts(sg(m) ^ sg(n) ^ sg(p) ? "Fibo" : "Nacci");
}
