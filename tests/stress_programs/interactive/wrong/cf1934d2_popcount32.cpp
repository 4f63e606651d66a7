// problem: cf-1934d2
// bug: counts set bits with the 32-bit __builtin_popcount on a 64-bit
//      number: past 2^32 the parity is that of the low 32 bits, so on such
//      n it picks the wrong side about half the time.
// catches: default
// verdict: WA
// reason: any
#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long u64;
bool wins(u64 p) { return __builtin_popcount((unsigned)p) % 2 == 0; }  // the bug
int main() {
    int t;
    cin >> t;
    while (t--) {
        u64 n;
        cin >> n;
        u64 p = n;
        if (wins(n)) cout << "first" << endl;
        else { cout << "second" << endl; p = 0; }
        while (true) {
            if (p != 0) {
                if (__builtin_popcountll(p) < 2) { cout << "0 0" << endl; return 0; }
                u64 top = 1ULL << (63 - __builtin_clzll(p));
                cout << top << " " << (p ^ top) << endl;
            }
            long long a, b;
            cin >> a >> b;
            if (a == 0 && b == 0) break;
            if (a < 0) return 0;
            p = wins((u64)a) ? (u64)a : (u64)b;
        }
    }
}
