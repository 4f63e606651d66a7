// problem: cf-1934d2
// bug: a winning but slow strategy: it breaks off the lowest set bit
//      instead of the top one. Both parts have an odd count, so it never
//      loses a game, but the top bit never falls: a judge that keeps the
//      largest number it can beats the limit of 63 breaks on large n.
// catches: default
// verdict: WA
// reason: too many moves
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
                u64 low = p & (~p + 1);
                cout << low << " " << (p ^ low) << endl;
            }
            long long a, b;
            cin >> a >> b;
            if (a == 0 && b == 0) break;
            if (a < 0) return 0;
            p = wins((u64)a) ? (u64)a : (u64)b;
        }
    }
}
