// problem: hdu-1527
// style: scanf until end of input; exact integer arithmetic (a_k =
//        floor((k + sqrt(5 k^2)) / 2) with an integer square root).
#include <cmath>
#include <cstdio>
#include <utility>
typedef unsigned long long u64;
u64 isqrt(u64 n) {
    u64 r = (u64)sqrtl((long double)n);
    while (r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    return r;
}
int main() {
    u64 a, b;
    while (scanf("%llu %llu", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        u64 k = b - a;
        u64 ak = (k + isqrt(5 * k * k)) / 2;
        puts(ak == a ? "0" : "1");
    }
}
