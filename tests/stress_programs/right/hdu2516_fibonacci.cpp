// problem: hdu-2516
// style: scanf loop until the terminator; a table of 64-bit Fibonacci
//        numbers.
#include <cstdio>
int main() {
    long long f[100];
    int count = 2;
    f[0] = 1;
    f[1] = 2;
    while (f[count - 1] < (1LL << 62)) {
        f[count] = f[count - 1] + f[count - 2];
        count++;
    }
    long long n;
    while (scanf("%lld", &n) == 1 && n) {
        bool lost = false;
        for (int i = 0; i < count; i++) lost |= f[i] == n;
        puts(lost ? "Second win" : "First win");
    }
}
