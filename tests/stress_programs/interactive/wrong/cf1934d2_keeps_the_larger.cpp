// problem: cf-1934d2
// bug: of the judge's two parts it always keeps the larger, which is the
//      even-count (winning) one only when the judge replies greedily (the
//      largest part it can leave); a judge that leaves the even part
//      smaller beats it (a won game given away). It gives up with `0 0`
//      when the part it kept cannot be broken.
// catches: default
// verdict: WA
// reason: any
#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long u64;
bool wins(u64 p) { return __builtin_popcountll(p) % 2 == 0; }
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
            p = max((u64)a, (u64)b);  // the bug
        }
    }
}
