// problem: abc278-g
// bug: always plays First: with the symmetric opening when a take of the
//      row's parity exists (right), and otherwise with the Grundy move if
//      there is one, else the first L cards: on a start the second player
//      wins (L = R, N - L odd, Grundy value 0) it chose the wrong side.
// catches: default
// verdict: WA
// reason: wrong side
#include <bits/stdc++.h>
using namespace std;
int N, L, R;
vector<char> present;

// The Grundy-value strategy (right), for starts with no symmetric opening.
vector<int> g;
vector<pair<int, int>> rows() {
    vector<pair<int, int>> out;
    for (int c = 1; c <= N;) {
        if (!present[c]) { c++; continue; }
        int s = c;
        while (c <= N && present[c]) c++;
        out.push_back({s, c - s});
    }
    return out;
}
void take(int x, int y) { for (int c = x; c < x + y; c++) present[c] = 0; }
pair<int, int> grundy_move() {
    auto rs = rows();
    int total = 0;
    for (auto& r : rs) total ^= g[r.second];
    for (auto& r : rs) {
        int target = total ^ g[r.second];
        for (int y = L; y <= min(R, r.second); y++)
            for (int a = 0; a + y <= r.second; a++)
                if ((g[a] ^ g[r.second - y - a]) == target) return {r.first + a, y};
    }
    return {0, 0};
}
int play_grundy() {
    g.assign(N + 1, 0);
    for (int n = 1; n <= N; n++) {
        set<int> seen;
        for (int y = L; y <= min(R, n); y++)
            for (int a = 0; a + y <= n; a++) seen.insert(g[a] ^ g[n - y - a]);
        while (seen.count(g[n])) g[n]++;
    }
    bool first = g[N] != 0;
    cout << (first ? "First" : "Second") << endl;
    if (first) {
        auto m = grundy_move();
        take(m.first, m.second);
        cout << m.first << " " << m.second << endl;
    }
    while (true) {
        int a, b;
        cin >> a >> b;
        if (a <= 0) return 0;
        take(a, b);
        auto m = grundy_move();
        take(m.first, m.second);
        cout << m.first << " " << m.second << endl;
    }
}

int main() {
    cin >> N >> L >> R;
    present.assign(N + 2, 1);
    g.assign(N + 1, 0);
    for (int n = 1; n <= N; n++) {
        set<int> seen;
        for (int y = L; y <= min(R, n); y++)
            for (int a = 0; a + y <= n; a++) seen.insert(g[a] ^ g[n - y - a]);
        while (seen.count(g[n])) g[n]++;
    }
    cout << "First" << endl;
    while (true) {
        auto m = grundy_move();
        if (m.first == 0) {
            // No winning move: any legal one.
            for (auto& r : rows()) if (r.second >= L) { m = {r.first, L}; break; }
        }
        take(m.first, m.second);
        cout << m.first << " " << m.second << endl;
        int a, b;
        cin >> a >> b;
        if (a <= 0) return 0;
        take(a, b);
    }
}
