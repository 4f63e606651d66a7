// problem: abc278-g
// bug: right moves, but written with printf and never flushed: with stdout
//      a pipe, the answer sits in the buffer while the program waits for
//      the judge (idleness limit).
// catches: default
// verdict: ILE
// reason: idle
#include <bits/stdc++.h>
using namespace std;
int main() {
    int N, L, R;
    if (scanf("%d %d %d", &N, &L, &R) != 3) return 0;
    int y0 = -1;
    for (int y = L; y <= R && y <= N; y++) if ((N - y) % 2 == 0) { y0 = y; break; }
    printf(y0 >= 0 ? "First\n" : "Second\n");
    if (y0 >= 0) printf("%d %d\n", (N - y0) / 2 + 1, y0);
    int half = y0 >= 0 ? (N - y0) / 2 : 0, shift = half + (y0 >= 0 ? y0 : 0);
    while (true) {
        int a, b;
        if (scanf("%d %d", &a, &b) != 2 || a <= 0) return 0;
        printf("%d %d\n", a <= half ? a + shift : a - shift, b);
    }
}
