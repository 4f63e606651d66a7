// problem: hdu-1527
// bug: the golden-ratio formula in double: floor(k * phi) is one off from
//      k = 102334155 on (F40), inside the judge's 10^9; the losing pair
//      433494436 701408732 is called a win. Caught by the small inputs at
//      the judge's scale, which aim at those differences.
// catches: default
// verdict: WA
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    const double phi = (1 + sqrt(5.0)) / 2;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        puts((long long)(k * phi) == a ? "0" : "1");
    }
}
