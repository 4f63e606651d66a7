//! Wythoff's game by the Beatty pairs of the golden ratio, in exact integers.
//!
//! The losing positions are `(a_k, a_k + k)` for `k = 0, 1, 2, ...` with
//! `a_k = floor(k * phi)`: one per difference `k`. The numbers `a_k` and
//! `b_k = a_k + k` (k >= 1) split the positive integers between them (Beatty's
//! theorem), so every heap size `v > 0` sits in exactly one losing position.
//! That gives every winning move at once: the diagonal move keeps the
//! difference and must reach `a_d`; a one-heap move keeps one heap `v` and must
//! reach the partner of `v`.
//!
//! Why no floating point: `k * phi` in f64 is wrong from difference 102334155
//! on. Here `floor(k * phi) = (k + floor(k * sqrt 5)) / 2` (the odd/even
//! rounding works out because `k * sqrt 5` is irrational for `k > 0`), and
//! `floor(k * sqrt 5)` is the largest `x` with `x^2 <= 5 k^2`. `5 k^2` overflows
//! even u128 near `k = u64::MAX`, so we write `x = 2k + y` and search the
//! largest `y` with `y (4k + y) <= k^2`, which fits u128 (`k^2 < 2^128`; a
//! product that overflows is certainly larger). `a_k` itself may pass
//! `u64::MAX` (it is about `1.618 k`), so it is returned as u128.
//!
//! Grundy values are not provided: Wythoff's Grundy values have no known
//! closed form, and the solver answers only what it can answer at every size.
//!
//! ```
//! assert!(!solver::wythoff::first_player_wins(165_580_140, 267_914_295));
//! assert_eq!(solver::wythoff::winning_moves(5, 7), [(3, 5), (3, 5), (4, 7)]);
//! ```

/// `floor((sqrt 5 - 2) * 2^64)`: the fraction `0.2360679...` in 64 bits,
/// rounded down (the 80-digit decimal value of sqrt 5 gives
/// `0x3c6e_f372_fe94_f82b`; [`tests::sqrt5_fraction_is_the_floor`] checks it
/// with integers alone).
const SQRT5_MINUS_2_Q64: u128 = 0x3c6e_f372_fe94_f82b;

/// `floor(k * sqrt 5)`, exact for every u64 `k` (at most about `2.24 * 2^64`).
///
/// Why this is fast and still exact: with `y = floor(k * (sqrt 5 - 2))` the
/// answer is `2k + y`, and `y` is the largest integer with `y (4k + y) <= k^2`
/// (squaring `2k + y <= k sqrt 5`). A fixed-point product gives `y` to within
/// one: `C = floor((sqrt 5 - 2) 2^64)` satisfies
/// `C <= (sqrt 5 - 2) 2^64 < C + 1`, so `e = floor(k C / 2^64)` has
/// `k C / 2^64 <= k (sqrt 5 - 2) < k C / 2^64 + k / 2^64 < k C / 2^64 + 1`,
/// hence `y` is `e` or `e + 1`. One exact integer test (`e + 1` fits or not)
/// decides; no floating point, two u128 products instead of a 64-step
/// bisection (which made this the whole cost of hdu-2177).
pub fn floor_times_sqrt5(k: u64) -> u128 {
    let k = u128::from(k);
    let k_squared = k * k; // < 2^128 because k < 2^64
                           // Does y (4k + y) <= k^2 hold? Overflow means "no".
    let fits = |y: u128| {
        (4 * k + y)
            .checked_mul(y)
            .is_some_and(|product| product <= k_squared)
    };
    let estimate = (k * SQRT5_MINUS_2_Q64) >> 64; // k < 2^64, C < 2^62: no overflow
    let y = if fits(estimate + 1) {
        estimate + 1
    } else {
        estimate
    };
    2 * k + y
}

/// The lower Wythoff number `a_k = floor(k * phi)`: the smaller heap of the
/// losing position whose heaps differ by `k`. May exceed `u64::MAX`.
pub fn lower_wythoff(k: u64) -> u128 {
    (u128::from(k) + floor_times_sqrt5(k)) / 2
}

/// `floor(v / phi) = floor(v * (sqrt 5 - 1) / 2)`, exact (at most `0.62 v`).
pub fn floor_over_phi(v: u64) -> u64 {
    let quotient = (floor_times_sqrt5(v) - u128::from(v)) / 2;
    u64::try_from(quotient).expect("v / phi < v fits u64")
}

/// The other heap of the one losing position that has a heap of size `v`
/// (`partner(0) = 0`). May exceed `u64::MAX` when `v` is a lower Wythoff
/// number near it.
///
/// With `j = floor(v / phi)`: if `v = a_k` then `k = j + 1` (since
/// `k = ceil(v / phi)`) and the partner is `v + k`; otherwise `v = b_i` with
/// `i = ceil(v / phi^2) = v - j`, and the partner is `a_i = v - i = j`.
pub fn partner(v: u64) -> u128 {
    if v == 0 {
        return 0;
    }
    let j = floor_over_phi(v);
    if lower_wythoff(j + 1) == u128::from(v) {
        u128::from(v) + u128::from(j) + 1
    } else {
        u128::from(j)
    }
}

/// The heaps in ascending order.
fn ordered(a: u64, b: u64) -> (u64, u64) {
    (a.min(b), a.max(b))
}

/// Does the player to move win from heaps `a` and `b` (either order)?
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (small, large) = ordered(a, b);
    lower_wythoff(large - small) != u128::from(small)
}

/// Every winning move, as the heaps it leaves `(x, y)` with `x <= y`, in the
/// hdu-2177 order: first the move that takes the same amount from both heaps
/// (if it wins; there is at most one), then the moves that take from one heap,
/// as distinct unordered results in ascending order. So with equal heaps the
/// two one-heap moves that leave the same heaps count once, while a one-heap
/// result equal to the diagonal one is listed again. Empty iff the position
/// is lost.
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (small, large) = ordered(a, b);
    let mut out = Vec::new();

    // Same amount from both: the difference stays, the target is a_d.
    let d = large - small;
    let target = lower_wythoff(d);
    if target < u128::from(small) {
        let x = u64::try_from(target).expect("below a u64 heap");
        out.push((x, x + d));
    }

    // One heap: keep heap `keep`, cut the other (of size `other`) to the
    // partner of `keep`, if that is a cut.
    let mut one_heap = Vec::new();
    for (keep, other) in [(small, large), (large, small)] {
        let p = partner(keep);
        if p < u128::from(other) {
            let p = u64::try_from(p).expect("below a u64 heap");
            one_heap.push(ordered(keep, p));
        }
    }
    one_heap.sort_unstable();
    one_heap.dedup();
    out.extend(one_heap);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `x^2` as a 256-bit number `(high, low)`, written out by 64-bit halves:
    /// an arithmetic path independent of [`floor_times_sqrt5`].
    fn square_256(x: u128) -> (u128, u128) {
        let (hi, lo) = (x >> 64, x & u128::from(u64::MAX));
        let cross = hi * lo; // < 2^128
        let low_part = lo * lo;
        let (low, carry1) = low_part.overflowing_add(cross << 65);
        let high = hi * hi + (cross >> 63) + u128::from(carry1);
        (high, low)
    }

    /// `5 k^2` as a 256-bit number.
    fn five_k_squared(k: u64) -> (u128, u128) {
        let (high, low) = square_256(u128::from(k));
        // 5 x = 4 x + x.
        let (shifted_low, shifted_high) = (low << 2, (high << 2) | (low >> 126));
        let (sum_low, carry) = shifted_low.overflowing_add(low);
        (shifted_high + high + u128::from(carry), sum_low)
    }

    /// Is `a` exactly `floor(k * phi)`? `a < k phi < a + 1` is
    /// `(2a - k)^2 < 5 k^2 < (2a + 2 - k)^2`, compared in 256 bits.
    fn is_floor_k_phi(k: u64, a: u128) -> bool {
        let k128 = u128::from(k);
        if k == 0 {
            return a == 0;
        }
        let Some(below) = (2 * a).checked_sub(k128) else {
            return false;
        };
        let above = 2 * a + 2 - k128;
        square_256(below) < five_k_squared(k) && five_k_squared(k) < square_256(above)
    }

    /// The losing positions by their definition: `a_k` is the least number
    /// not yet used by an earlier pair, `b_k = a_k + k`.
    fn losing_pairs_by_mex(count: usize) -> Vec<(u64, u64)> {
        let mut used = vec![false; 4 * count + 8];
        let mut pairs = Vec::new();
        for k in 0..count as u64 {
            let a = (0..).find(|&v| !used[v as usize]).expect("room");
            let b = a + k;
            used[a as usize] = true;
            used[b as usize] = true;
            pairs.push((a, b));
        }
        pairs
    }

    /// 0, 1, 1, 2, 3, ... as far as u64 goes.
    fn fibonacci() -> Vec<u64> {
        let mut f = vec![0u64, 1];
        while let Some(next) = f[f.len() - 1].checked_add(f[f.len() - 2]) {
            f.push(next);
        }
        f
    }

    #[test]
    fn square_256_is_right() {
        assert_eq!(square_256(3), (0, 9));
        assert_eq!(square_256(1 << 64), (1, 0));
        // (2^128 - 1)^2 = 2^256 - 2^129 + 1.
        assert_eq!(square_256(u128::MAX), (u128::MAX - 1, 1));
        assert_eq!(five_k_squared(u64::MAX).0, 4);
    }

    /// `C = floor((sqrt 5 - 2) 2^64)` means `C <= (sqrt 5 - 2) 2^64 < C + 1`,
    /// i.e. `(C + 2^65)^2 <= 5 * 2^128 < (C + 1 + 2^65)^2`, checked in 256
    /// bits.
    #[test]
    fn sqrt5_fraction_is_the_floor() {
        let five_times_2_128 = (5u128, 0u128); // 5 * 2^128 as (high, low)
        let below = SQRT5_MINUS_2_Q64 + (1u128 << 65);
        assert!(square_256(below) <= five_times_2_128);
        assert!(square_256(below + 1) > five_times_2_128);
    }

    /// The search by bisection that the fixed-point estimate replaced: the
    /// largest `y` in `[0, k/4]` with `y (4k + y) <= k^2`.
    fn floor_times_sqrt5_by_bisection(k: u64) -> u128 {
        let k = u128::from(k);
        let fits = |y: u128| (4 * k + y).checked_mul(y).is_some_and(|p| p <= k * k);
        let (mut lo, mut hi) = (0u128, k / 4 + 1);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if fits(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        2 * k + lo
    }

    #[test]
    fn estimate_matches_bisection() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut ks: Vec<u64> = (0..20_000).collect();
        ks.extend((0..64).flat_map(|b| {
            let p = 1u64 << b;
            [p - 1, p, p.saturating_add(1)]
        }));
        ks.extend(u64::MAX - 20_000..=u64::MAX);
        for _ in 0..200_000 {
            // SplitMix64 steps: spread over every magnitude.
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^= z >> 31;
            ks.push(z >> (z % 64));
        }
        ks.extend(
            fibonacci()
                .iter()
                .flat_map(|&f| [f.saturating_sub(1), f, f.saturating_add(1)]),
        );
        for k in ks {
            assert_eq!(
                floor_times_sqrt5(k),
                floor_times_sqrt5_by_bisection(k),
                "k = {k}"
            );
        }
    }

    #[test]
    fn sqrt5_agrees_with_u128_isqrt_where_5k2_fits() {
        for k in (0..5000u64).chain((1u64 << 61) - 100..(1u64 << 61)) {
            let exact = (5 * u128::from(k) * u128::from(k)).isqrt();
            assert_eq!(floor_times_sqrt5(k), exact, "k = {k}");
        }
    }

    #[test]
    fn matches_the_mex_definition() {
        let pairs = losing_pairs_by_mex(3000);
        for (k, &(a, b)) in pairs.iter().enumerate() {
            assert_eq!(lower_wythoff(k as u64), u128::from(a), "k = {k}");
            assert!(!first_player_wins(a, b) && !first_player_wins(b, a));
            if a > 0 {
                assert_eq!(partner(a), u128::from(b));
                assert_eq!(partner(b), u128::from(a));
            }
        }
        // Every other small position is won.
        let losing: std::collections::HashSet<_> = pairs.iter().copied().collect();
        for a in 0..200u64 {
            for b in a..200u64 {
                assert_eq!(first_player_wins(a, b), !losing.contains(&(a, b)));
            }
        }
    }

    #[test]
    fn where_floating_point_breaks() {
        // f64 gets floor(102334155 * phi) wrong; the losing position is this.
        assert_eq!(lower_wythoff(102_334_155), 165_580_140);
        assert!(!first_player_wins(165_580_140, 267_914_295));
        assert!(!first_player_wins(267_914_295, 165_580_140));
        assert!(first_player_wins(165_580_141, 267_914_296));
        assert!(first_player_wins(165_580_139, 267_914_294));
        // Fibonacci differences and their neighbours, up to u64, are checked
        // against the 256-bit definition.
        for f in fibonacci() {
            for k in [f.saturating_sub(1), f, f.saturating_add(1)] {
                assert!(is_floor_k_phi(k, lower_wythoff(k)), "k = {k}");
            }
        }
    }

    #[test]
    fn near_u64_max() {
        for k in [
            u64::MAX,
            u64::MAX - 1,
            u64::MAX - 2,
            u64::MAX / 2,
            u64::MAX / 3,
            (1 << 63) + 12_345,
            12_200_160_415_121_876_738, // the largest Fibonacci number in u64
            0x9e37_79b9_7f4a_7c15,
        ] {
            let a = lower_wythoff(k);
            assert!(is_floor_k_phi(k, a), "k = {k}");
            assert!(!is_floor_k_phi(k, a + 1) && !is_floor_k_phi(k, a - 1));
        }
        // a_k passes u64::MAX: the losing pair for difference u64::MAX does
        // not fit, so (0, u64::MAX) is won by taking everything.
        assert!(lower_wythoff(u64::MAX) > u128::from(u64::MAX));
        assert!(first_player_wins(0, u64::MAX));
        assert_eq!(winning_moves(0, u64::MAX), [(0, 0)]);
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert_eq!(winning_moves(u64::MAX, u64::MAX)[0], (0, 0));
        // A huge losing position, and a partner past u64::MAX.
        let k = 1u64 << 62;
        let a = u64::try_from(lower_wythoff(k)).unwrap();
        assert!(!first_player_wins(a, a + k));
        assert_eq!(winning_moves(a + k, a), []);
        // A lower Wythoff number near u64::MAX has its partner past it.
        let k = floor_over_phi(u64::MAX);
        let a = lower_wythoff(k);
        assert!(is_floor_k_phi(k, a) && a <= u128::from(u64::MAX));
        let a = u64::try_from(a).unwrap();
        assert_eq!(partner(a), u128::from(a) + u128::from(k));
        assert!(partner(a) > u128::from(u64::MAX));
    }

    #[test]
    fn floor_over_phi_small() {
        // floor(v / phi) for v = 0..10: 0 0 1 1 2 3 3 4 4 5 6.
        let got: Vec<u64> = (0..=10).map(floor_over_phi).collect();
        assert_eq!(got, [0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 6]);
    }

    #[test]
    fn hdu_2177_examples() {
        assert_eq!(winning_moves(2, 3), [(1, 2), (1, 2)]);
        assert_eq!(winning_moves(5, 7), [(3, 5), (3, 5), (4, 7)]);
        assert_eq!(winning_moves(0, 5), [(0, 0)]);
        assert_eq!(winning_moves(2, 2), [(0, 0), (1, 2)]);
        assert_eq!(winning_moves(10, 13), [(4, 7), (6, 10), (8, 13)]);
        // The sample: 1 2 lost, 5 8, 4 7 lost, 2 2.
        assert_eq!(winning_moves(1, 2), []);
        assert_eq!(winning_moves(5, 8), [(4, 7), (3, 5)]);
        assert_eq!(winning_moves(4, 7), []);
        // Either order of input gives the same answer.
        assert_eq!(winning_moves(13, 10), winning_moves(10, 13));
    }

    #[test]
    fn hdu_1527_sample() {
        assert!(!first_player_wins(2, 1));
        assert!(first_player_wins(8, 4));
        assert!(!first_player_wins(4, 7));
    }

    /// Brute force over every move for small heaps, using the losing
    /// positions from the mex definition, in the hdu-2177 order.
    #[test]
    fn winning_moves_match_brute_force() {
        let pairs = losing_pairs_by_mex(200);
        let losing: std::collections::HashSet<_> = pairs.iter().copied().collect();
        let lost = |x: u64, y: u64| losing.contains(&ordered(x, y));
        for a in 0..60u64 {
            for b in 0..60u64 {
                let mut expected = Vec::new();
                for t in 1..=a.min(b) {
                    if lost(a - t, b - t) {
                        expected.push(ordered(a - t, b - t));
                    }
                }
                let mut one_heap = Vec::new();
                for t in 1..=a {
                    if lost(a - t, b) {
                        one_heap.push(ordered(a - t, b));
                    }
                }
                for t in 1..=b {
                    if lost(a, b - t) {
                        one_heap.push(ordered(a, b - t));
                    }
                }
                one_heap.sort_unstable();
                one_heap.dedup();
                expected.extend(one_heap);
                assert_eq!(winning_moves(a, b), expected, "({a}, {b})");
            }
        }
    }
}
