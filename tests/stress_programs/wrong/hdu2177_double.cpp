// problem: hdu-2177
// bug: the golden-ratio formula in double. Inside the judge's constraints
//      (a <= b <= 10^6) it is exact, so the program is right for the judge;
//      past them (heaps near 10^9, F40 = 102334155 and after) it is not.
//      Passes the default run; caught with --beyond.
// catches: --beyond
// verdict: WA
#include <cmath>
#include <cstdio>
#include <set>
#include <utility>
typedef long long ll;
const double phi = (1 + sqrt(5.0)) / 2;
ll lower(ll j) { return (ll)(j * phi); }
// The j with a_j == v, or -1.
ll lower_index(ll v) {
    ll j = (ll)(v / phi);
    for (ll d = j - 2; d <= j + 2; d++)
        if (d >= 0 && lower(d) == v) return d;
    return -1;
}
// The j with b_j == v, or -1.
ll upper_index(ll v) {
    ll j = (ll)(v / (phi * phi));
    for (ll d = j - 2; d <= j + 2; d++)
        if (d >= 0 && lower(d) + d == v) return d;
    return -1;
}
int main() {
    ll a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a > b) std::swap(a, b);
        ll k = b - a;
        if (lower(k) == a) {
            puts("0");
            continue;
        }
        puts("1");
        if (lower(k) < a) printf("%lld %lld\n", lower(k), lower(k) + k);
        std::set<std::pair<ll, ll>> single;
        ll j = lower_index(a);
        if (j >= 0 && lower(j) + j < b) single.insert({a, lower(j) + j});
        j = upper_index(a);
        if (j >= 0) single.insert({lower(j), a});
        j = upper_index(b);
        if (j >= 0 && lower(j) < a) single.insert({lower(j), b});
        for (auto& p : single) printf("%lld %lld\n", p.first, p.second);
    }
}
