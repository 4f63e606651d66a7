// problem: hdu-2516
// bug: the Fibonacci numbers are grown in int until they pass n; for n past
//      F45 = 1836311903 (inside the judge's n < 2^31) the next one overflows,
//      and the loop runs off the array (undefined behaviour: a crash, a hang
//      or a wrong answer). Caught by the small inputs at the judge's scale.
// catches: default
// verdict: any
#include <cstdio>
int main() {
    int n;
    int f[64];
    while (scanf("%d", &n) == 1 && n) {
        f[0] = 1;
        f[1] = 2;
        int k = 1;
        while (f[k] < n) {
            k++;
            f[k] = f[k - 1] + f[k - 2];
        }
        puts(f[k] == n ? "Second win" : "First win");
    }
}
