//! "Take any, or split into three" (octal `8.[3]`, hdu-5795): a move takes
//! any positive number of counters from one heap, or splits one heap into
//! three non-empty heaps without taking any.
//!
//! Why a closed form: hdu-5795 sends a million heaps up to 10^9 per case.
//! The values are `G(0) = 0`, `G(8k+7) = 8k+8`, `G(8k+8) = 8k+7` and
//! `G(n) = n` otherwise: the same shape as Lasker's Nim
//! ([`crate::lasker_nim`]) with blocks of eight. Why blocks of eight: a split
//! into three parts can xor to the heap's own size only when the parts' bits
//! do not overlap, and the first heap that splits into three parts with
//! disjoint bits and values equal to their sizes is `7 = 1 + 2 + 4`; from
//! there on each block of eight repeats the swap. The tests hold [`grundy`]
//! to a table computed by plain mex over the rules ([`table_by_mex`]: every
//! take, every unordered split into three), and the harness holds it to the
//! oracle's search of the real game.
//!
//! Values are `u128`: `G(u64::MAX) = 2^64` (`u64::MAX` is `7` mod 8).
//!
//! [`table_by_mex`] is cubic, so it reaches some thousands of heaps;
//! [`table_by_pair_sets`] is the same mex over the same rules in quadratic
//! time, for holding [`grundy`] to the rules up to 10^5 and past.

mod pair_sets;
pub use pair_sets::table_by_pair_sets;

/// The Grundy value of one heap of `n` counters.
pub fn grundy(n: u64) -> u128 {
    let n = u128::from(n);
    match n % 8 {
        0 if n == 0 => 0,
        0 => n - 1,
        7 => n + 1,
        _ => n,
    }
}

/// `G(0..=limit)` by their definition: the mex over every take and every
/// split `a + b + c = n` with `1 <= a <= b <= c`. The takes reach the values
/// of the smaller heaps, kept in one growing set; the splits are marked
/// afresh per heap (a generation stamp). Cubic in all: for tests only.
pub fn table_by_mex(limit: usize) -> Vec<u64> {
    let size = (2 * limit + 2).next_power_of_two();
    let mut g: Vec<u64> = Vec::with_capacity(limit + 1);
    let mut taken = vec![false; size];
    let mut split_stamp = vec![0u32; size];
    for n in 0..=limit {
        let stamp = n as u32 + 1;
        let mut a = 1;
        while 3 * a <= n {
            let mut b = a;
            while a + 2 * b <= n {
                let c = n - a - b;
                split_stamp[(g[a] ^ g[b] ^ g[c]) as usize] = stamp;
                b += 1;
            }
            a += 1;
        }
        let mut mex = 0;
        while taken[mex] || split_stamp[mex] == stamp {
            mex += 1;
        }
        taken[mex] = true;
        g.push(mex as u64);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_form_matches_the_mex_table() {
        let limit = if cfg!(debug_assertions) { 600 } else { 5_000 };
        for (n, &g) in table_by_mex(limit).iter().enumerate() {
            assert_eq!(grundy(n as u64), u128::from(g), "heap {n}");
        }
    }

    /// Further than a default run: the table is cubic (about `n^3 / 36`
    /// splits), 10^4 takes some seconds in a release build.
    #[test]
    #[ignore]
    fn the_closed_form_matches_the_mex_table_to_ten_to_the_four() {
        for (n, &g) in table_by_mex(10_000).iter().enumerate() {
            assert_eq!(grundy(n as u64), u128::from(g), "heap {n}");
        }
    }

    #[test]
    fn first_values_and_the_u64_edge() {
        let first: Vec<u128> = (0..18).map(grundy).collect();
        assert_eq!(
            first,
            [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15, 17]
        );
        assert_eq!(grundy(u64::MAX), 1u128 << 64);
        assert_eq!(grundy(u64::MAX - 7), u128::from(u64::MAX - 8));
    }
}
