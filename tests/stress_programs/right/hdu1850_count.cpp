// problem: hdu-1850
// style: iostream, a vector per case.
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    int m;
    while (std::cin >> m && m) {
        std::vector<long long> p(m);
        long long x = 0;
        for (auto& v : p) {
            std::cin >> v;
            x ^= v;
        }
        int count = 0;
        for (auto v : p) count += (x ^ v) < v;
        std::cout << count << '\n';
    }
}
