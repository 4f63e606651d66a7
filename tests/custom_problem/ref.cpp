// The reference of "a winning move of Nim": tries every move in order and
// prints the first after which the xor of the heaps is 0.
#include <cstdio>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int heaps[8];
    int x = 0;
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &heaps[i]) != 1) return 1;
        x ^= heaps[i];
    }
    for (int i = 0; i < n; i++) {
        for (int k = 1; k <= heaps[i]; k++) {
            if ((x ^ heaps[i] ^ (heaps[i] - k)) == 0) {
                printf("%d %d\n", i + 1, k);
                return 0;
            }
        }
    }
    printf("lose\n");
    return 0;
}
