// problem: hdu-5795
// bug: the xor of the heaps' values is declared once, outside the loop over
//      the T cases, so each case starts from the previous cases' xor. The
//      sample passes (its first case's xor is 0); any input whose first case
//      is won, followed by another case, shows it.
// catches: default
// verdict: WA
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    int x = 0;
    while (t--) {
        int n;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int s;
            scanf("%d", &s);
            if (s % 8 == 7) s++;
            else if (s % 8 == 0) s--;
            x ^= s;
        }
        puts(x ? "First player wins." : "Second player wins.");
    }
    return 0;
}
