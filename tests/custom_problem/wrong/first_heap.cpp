// Wrong: always moves in the first heap, which wins only when that heap
// holds the xor's highest bit. Fails on "2\n1 2\n".
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
    if (x == 0) {
        printf("lose\n");
    } else {
        printf("1 %d\n", heaps[0] - (heaps[0] ^ x));
    }
    return 0;
}
