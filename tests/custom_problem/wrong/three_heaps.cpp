// Wrong: keeps at most three heaps, and crashes (an uncaught out_of_range,
// so abort) on a fourth. Fails on "4\n1 1 1 1\n".
#include <cstdio>
#include <vector>

int main() {
    int n;
    scanf("%d", &n);
    std::vector<int> heaps(3);
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        heaps.at(i) = a;
        x ^= a;
    }
    for (int i = 0; x != 0 && i < n; i++) {
        int target = heaps[i] ^ x;
        if (target < heaps[i]) {
            printf("%d %d\n", i + 1, heaps[i] - target);
            return 0;
        }
    }
    printf("lose\n");
    return 0;
}
