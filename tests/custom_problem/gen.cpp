// The input of one case of "a winning move of Nim": its seed is the last
// argument (testlib's convention), the input goes to stdout.
#include <cstdio>
#include <cstdlib>
#include <cstdint>

static uint64_t state;

// splitmix64: a small generator whose stream depends only on the seed.
static uint64_t next_value() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int between(int low, int high) {
    return low + (int)(next_value() % (uint64_t)(high - low + 1));
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: gen SEED\n");
        return 1;
    }
    state = strtoull(argv[argc - 1], nullptr, 10);
    int n = between(1, 8);
    // Small heaps half the time, so that lost positions come up too.
    int top = between(0, 1) ? 7 : 1000;
    int heaps[8];
    int x = 0;
    for (int i = 0; i < n; i++) {
        heaps[i] = between(1, top);
        x ^= heaps[i];
    }
    // One case in four is lost: the last heap makes the xor 0 when it can.
    if (n >= 2 && between(0, 3) == 0) {
        int last = x ^ heaps[n - 1];
        if (last >= 1 && last <= 1000) heaps[n - 1] = last;
    }
    printf("%d\n", n);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", heaps[i]);
    printf("\n");
    return 0;
}
