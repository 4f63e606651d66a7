//! Lieges of Legendre (cf-603c) by Sprague-Grundy values in closed form.
//!
//! Heaps and a parameter `k`: a move removes one from a heap, or replaces a
//! heap of even size `2x` (`x > 0`) by `k` heaps of size `x`. The `k` new
//! heaps are worth `g(x)` xored `k` times: 0 for even `k` (0 included: the
//! heap vanishes), `g(x)` for odd `k`. So `g(n) = mex{g(n - 1), split}` with
//! the split option only for even `n > 0`.
//!
//! - Even `k`: `g = 0, 1, 2` for `n = 0, 1, 2`; from 3 on, odd `n` gives 0 and
//!   even `n` gives 1 (mex of {0, 0}).
//! - Odd `k`: `g = 0, 1, 0, 1, 2` for `n = 0..4`; from 5 on, odd `n` gives 0
//!   (its one option, an even heap, is non-zero) and even `n` gives
//!   `mex{0, g(n / 2)}`: 2 if `g(n / 2) = 1`, else 1. The chain of halvings is
//!   walked down and back up in a loop (at most 64 steps), not by recursion.
//!
//! Winning moves are listed by heap index, and within a heap removing one
//! before splitting.
//!
//! ```
//! use solver::lieges::{first_player_wins, grundy};
//! assert!(first_player_wins(&[3, 4], 1)); // cf-603c: Kevin
//! assert!(!first_player_wins(&[3], 2)); // Nicky
//! assert_eq!(grundy(&[6], 3), 2);
//! ```

/// What a move does to its heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Remove one.
    TakeOne,
    /// Replace the heap `2x` by `k` heaps of `x`.
    Split,
}

/// A move on heap number `heap` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LiegeMove {
    pub heap: usize,
    pub action: Action,
}

/// The Grundy value of one heap of size `n` under parameter `k`.
pub fn heap_grundy(n: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return match n {
            0..=2 => n,
            _ if n % 2 == 1 => 0,
            _ => 1,
        };
    }
    // Odd k: halve while the value depends on the half.
    let mut m = n;
    let mut halvings = 0u32;
    while m >= 6 && m % 2 == 0 {
        m /= 2;
        halvings += 1;
    }
    let mut g = match m {
        1 | 3 => 1,
        4 => 2,
        _ => 0, // 0, 2 and odd m >= 5
    };
    for _ in 0..halvings {
        g = if g == 1 { 2 } else { 1 };
    }
    g
}

/// The value of the `k` heaps a split of a heap of size `n` (even, > 0)
/// leaves: the xor of `k` copies of `g(n / 2)`.
pub fn split_value(n: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        0
    } else {
        heap_grundy(n / 2, k)
    }
}

/// The Grundy value of the position: the xor of its heaps' values.
pub fn grundy(heaps: &[u64], k: u64) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ heap_grundy(h, k))
}

/// Does the player to move win?
pub fn first_player_wins(heaps: &[u64], k: u64) -> bool {
    grundy(heaps, k) != 0
}

/// Every winning move, by heap index, removing one before splitting.
pub fn winning_moves(heaps: &[u64], k: u64) -> Vec<LiegeMove> {
    let total = grundy(heaps, k);
    let mut out = Vec::new();
    if total == 0 {
        return out;
    }
    for (heap, &h) in heaps.iter().enumerate() {
        let rest = total ^ heap_grundy(h, k);
        if h > 0 && heap_grundy(h - 1, k) == rest {
            out.push(LiegeMove {
                heap,
                action: Action::TakeOne,
            });
        }
        if h >= 2 && h % 2 == 0 && split_value(h, k) == rest {
            out.push(LiegeMove {
                heap,
                action: Action::Split,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// g(0..=max) by the mex recurrence, for small k by xoring k copies.
    fn by_mex(max: u64, k: u64) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=max {
            let mut options = Vec::new();
            if n > 0 {
                options.push(g[n as usize - 1]);
            }
            if n > 0 && n % 2 == 0 {
                options.push((0..k).fold(0, |x, _| x ^ g[n as usize / 2]));
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn closed_form_matches_the_recurrence() {
        for k in 0..=7 {
            let expected = by_mex(5000, k);
            for (n, &g) in expected.iter().enumerate() {
                assert_eq!(heap_grundy(n as u64, k), g, "n = {n}, k = {k}");
            }
        }
    }

    #[test]
    fn cf_603c_samples() {
        assert!(first_player_wins(&[3, 4], 1));
        assert!(!first_player_wins(&[3], 2));
    }

    #[test]
    fn u64_edges() {
        // k's parity is what matters, at any size.
        assert_eq!(heap_grundy(u64::MAX, u64::MAX), 0);
        assert_eq!(heap_grundy(u64::MAX - 1, u64::MAX - 1), 1);
        // 2^63 halves down to 4 (value 2) in 61 steps: odd count, so 1.
        assert_eq!(heap_grundy(1 << 63, u64::MAX), 1);
        assert_eq!(heap_grundy(1 << 62, 1), 2);
        // 3 * 2^62 halves to 6, then 3 (value 1): 62 steps, even, so 1.
        assert_eq!(heap_grundy(3 << 62, 1), 1);
        let heaps = [u64::MAX - 1, 1 << 63];
        assert_eq!(grundy(&heaps, u64::MAX), 1 ^ 1);
        assert_eq!(winning_moves(&heaps, u64::MAX), []);
    }

    #[test]
    fn winning_moves_in_order() {
        // k = 1: g(4) = 2, g(3) = 1, g(2) = 0. From [4]: take one leaves 3
        // (value 1), split leaves one heap of 2 (value 0): only the split.
        assert_eq!(
            winning_moves(&[4], 1),
            [LiegeMove {
                heap: 0,
                action: Action::Split
            }]
        );
        // k = 2, [2]: take one leaves 1 (value 1), split leaves 1, 1 (0).
        assert_eq!(
            winning_moves(&[2], 2),
            [LiegeMove {
                heap: 0,
                action: Action::Split
            }]
        );
        // k = 0, [2, 1]: value 2 ^ 1 = 3; take one from heap 0 leaves 1 ^ 1 = 0,
        // splitting it away leaves 1; heap 1 to 0 leaves 2.
        assert_eq!(
            winning_moves(&[2, 1], 0),
            [LiegeMove {
                heap: 0,
                action: Action::TakeOne
            }]
        );
        // k = 3, [6, 6, 1]: g(6) = 2, total 1. Take one from the 1-heap.
        assert_eq!(
            winning_moves(&[6, 6, 1], 3),
            [LiegeMove {
                heap: 2,
                action: Action::TakeOne
            }]
        );
        // Two wins in one heap, take one listed first: k = 2, [4] has value
        // 1, and both 3 (value 0) and 2, 2 (value 0) are lost.
        assert_eq!(
            winning_moves(&[4], 2),
            [
                LiegeMove {
                    heap: 0,
                    action: Action::TakeOne
                },
                LiegeMove {
                    heap: 0,
                    action: Action::Split
                }
            ]
        );
    }
}
