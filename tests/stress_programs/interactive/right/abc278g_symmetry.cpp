// problem: abc278-g
// style: C++, flushes after every move (endl). Symmetry when a take of the
// row's parity exists (mirror every later move), Grundy values otherwise.
#include <bits/stdc++.h>
using namespace std;

int N, L, R;
vector<int> g;
vector<char> present;

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

int main() {
    cin >> N >> L >> R;
    present.assign(N + 2, 1);
    int y0 = -1;
    for (int y = L; y <= R && y <= N; y++) if ((N - y) % 2 == 0) { y0 = y; break; }
    if (y0 >= 0) {
        cout << "First" << endl;
        int x0 = (N - y0) / 2 + 1;
        cout << x0 << " " << y0 << endl;
        int half = (N - y0) / 2, shift = half + y0;
        while (true) {
            int a, b;
            cin >> a >> b;
            if (a <= 0) return 0;
            int x = a <= half ? a + shift : a - shift;
            cout << x << " " << b << endl;
        }
    }
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
