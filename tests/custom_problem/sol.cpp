// A right solution of "a winning move of Nim" that prints the winning move
// of the last heap it can (the reference prints the first): often a
// different right answer.
#include <cstdio>

int main() {
    int n;
    scanf("%d", &n);
    int heaps[8];
    int x = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &heaps[i]);
        x ^= heaps[i];
    }
    for (int i = n - 1; x != 0 && i >= 0; i--) {
        int target = heaps[i] ^ x;
        if (target < heaps[i]) {
            printf("%d %d\n", i + 1, heaps[i] - target);
            return 0;
        }
    }
    printf("lose\n");
    return 0;
}
