// Wrong: decides who wins by the lowest bit of the xor only. Fails on
// "1\n2\n" (a win it calls lost).
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
    if ((x & 1) == 0) {
        printf("lose\n");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        int target = heaps[i] ^ x;
        if (target < heaps[i]) {
            printf("%d %d\n", i + 1, heaps[i] - target);
            return 0;
        }
    }
    return 0;
}
