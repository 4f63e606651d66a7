//! Wythoff positions worth asking about, shared by the hdu-1527 and hdu-2177
//! generators: where a floating-point golden-ratio formula goes wrong, and
//! around the losing positions that decide every answer.
//!
//! Traps, all within a largest heap `max`:
//! - losing pairs `(a_k, a_k + k)` (`a_k = floor(k phi)`) for random `k`, for
//!   `k` a Fibonacci number or its neighbour (f64 breaks at `k = 102334155`,
//!   F40, and at more Fibonacci differences after it), and for the largest
//!   `k` that fits;
//! - their neighbours: one heap or both moved by one, and the pair moved one
//!   step along the diagonal (both heaps by the same one);
//! - a zero heap, equal heaps, and plain random pairs;
//! - the losing pairs where the usual `double` golden-ratio formula is wrong
//!   (`floor(k * 1.618...)` in f64 off by one): Fibonacci differences and
//!   sums of two Fibonacci numbers are scanned once for them, so a float
//!   solution meets its first wrong answer in a handful of cases instead of
//!   by luck. (f64 only finds where to look; every answer stays exact.)
//!
//! The losing pairs come from the solver's exact integer formula: the
//! generator only chooses where to look; whether the answers there are right
//! is what the oracle (small sizes), the snapshots and the solver's own
//! 256-bit tests check.

use super::Source;
use solver::wythoff::lower_wythoff;

/// Trap pairs with heaps up to a maximum.
pub struct WythoffTraps {
    max: u64,
    /// The largest difference `k` whose losing pair fits under `max`.
    k_max: u64,
    /// Fibonacci numbers (and neighbours) usable as differences.
    fibonacci_ks: Vec<u64>,
    /// Differences whose losing pair the f64 formula gets wrong.
    float_ks: Vec<u64>,
}

/// `floor(k * phi)` as a float program computes it, both common ways.
fn float_lower(k: u64) -> [u128; 2] {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let kf = k as f64;
    [(kf * phi) as u128, (kf * (1.0 + 5f64.sqrt()) / 2.0) as u128]
}

/// `b_k = a_k + k`, the larger heap of the losing pair of difference `k`.
fn upper(k: u64) -> u128 {
    lower_wythoff(k) + u128::from(k)
}

impl WythoffTraps {
    pub fn new(max: u64) -> WythoffTraps {
        // b_k grows with k: search the largest k with b_k <= max.
        let (mut fits, mut fails) = (0u64, max.saturating_add(1));
        while fails - fits > 1 {
            let mid = fits + (fails - fits) / 2;
            if upper(mid) <= u128::from(max) {
                fits = mid;
            } else {
                fails = mid;
            }
        }
        let mut fibonacci_ks = Vec::new();
        let (mut f, mut g) = (1u64, 2u64);
        while f <= fits {
            for k in [f - 1, f, f + 1] {
                if k <= fits {
                    fibonacci_ks.push(k);
                }
            }
            let Some(next) = f.checked_add(g) else { break };
            (f, g) = (g, next);
        }
        let fibonacci: Vec<u64> = fibonacci_ks.iter().copied().filter(|&k| k > 1).collect();
        let mut float_ks: Vec<u64> = fibonacci
            .iter()
            .flat_map(|&f| fibonacci.iter().map(move |&g| f.saturating_add(g)))
            .chain(fibonacci.iter().copied())
            .filter(|&k| k <= fits && float_lower(k).iter().any(|&a| a != lower_wythoff(k)))
            .collect();
        float_ks.sort_unstable();
        float_ks.dedup();
        WythoffTraps {
            max,
            k_max: fits,
            fibonacci_ks,
            float_ks,
        }
    }

    /// The losing pair of difference `k` (which must be at most `k_max`).
    fn losing(&self, k: u64) -> (u64, u64) {
        let a = u64::try_from(lower_wythoff(k)).expect("a_k <= b_k <= max");
        (a, a + k)
    }

    /// A difference worth trying: random, Fibonacci-like, or the largest.
    fn difference(&self, src: &mut dyn Source) -> u64 {
        match src.range(0, 4) {
            0 => src.range(0, self.k_max),
            4 if !self.float_ks.is_empty() => *src.pick(&self.float_ks),
            1 if !self.fibonacci_ks.is_empty() => {
                // The largest Fibonacci differences are the interesting ones:
                // favour the last ten (thirty entries with neighbours).
                let n = self.fibonacci_ks.len() as u64;
                let lo = if src.one_in(2) {
                    n.saturating_sub(30)
                } else {
                    0
                };
                self.fibonacci_ks[src.range(lo, n - 1) as usize]
            }
            _ => self.k_max - src.range(0, self.k_max.min(3)),
        }
    }

    /// One pair `(a, b)`, in either order.
    pub fn pair(&self, src: &mut dyn Source) -> (u64, u64) {
        let (a, b) = match src.range(0, 7) {
            0..=2 => self.losing(self.difference(src)),
            3 => {
                let (a, b) = self.losing(self.difference(src));
                let nudge = |v: u64, src: &mut dyn Source| match src.range(0, 2) {
                    0 => v.saturating_sub(1),
                    1 => v,
                    _ => v.saturating_add(1).min(self.max),
                };
                (nudge(a, src), nudge(b, src))
            }
            4 => {
                // One step along the diagonal: the same-amount move, where a
                // float `a_k` that is off by one answers wrong.
                let (a, b) = self.losing(self.difference(src));
                if src.one_in(2) || b == self.max {
                    (a.saturating_sub(1), b.saturating_sub(1))
                } else {
                    (a + 1, b + 1)
                }
            }
            5 => (0, src.range(0, self.max)),
            6 => {
                let v = src.range(0, self.max);
                (v, v)
            }
            _ => (src.range(0, self.max), src.range(0, self.max)),
        };
        if src.one_in(2) {
            (b, a)
        } else {
            (a, b)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn largest_difference_fits_and_is_largest() {
        for max in [0, 1, 2, 50, 1_000_000_000, u64::MAX] {
            let t = WythoffTraps::new(max);
            assert!(upper(t.k_max) <= u128::from(max), "max {max}");
            assert!(upper(t.k_max + 1) > u128::from(max), "max {max}");
        }
        // 10^9 reaches the difference where f64 first breaks.
        let judge = WythoffTraps::new(1_000_000_000);
        assert!(judge.fibonacci_ks.contains(&102_334_155));
        // ... and the float traps are found: F40 and F42 (the losing pair
        // 433494436 701408732), and sums such as F40 + F37.
        for k in [102_334_155, 267_914_296, 141_422_324] {
            assert!(judge.float_ks.contains(&k), "{:?}", judge.float_ks);
        }
        // Below 10^6 the float formula is right.
        assert!(WythoffTraps::new(1_000_000).float_ks.is_empty());
    }

    #[test]
    fn float_pairs_are_moved_along_the_diagonal() {
        // (a_k + 1, b_k + 1) for k = F40 fails a careful float program (the
        // same-amount move back to a pair it computes wrong): one pair in 40
        // at least is a float pair moved one step along the diagonal (with
        // independent nudges alone, about one in 75).
        let t = WythoffTraps::new(1_000_000_000);
        assert_eq!(t.losing(102_334_155), (165_580_140, 267_914_295));
        let mut rng = Rng::new(5);
        let hits = (0..10_000)
            .filter(|_| {
                let (x, y) = t.pair(&mut rng);
                let (x, y) = (x.min(y), x.max(y));
                t.float_ks.iter().any(|&k| {
                    let (a, b) = t.losing(k);
                    (x, y) == (a + 1, b + 1) || (x + 1, y + 1) == (a, b)
                })
            })
            .count();
        assert!(hits >= 250, "{hits} of 10,000 pairs");
    }

    #[test]
    fn pairs_stay_in_range() {
        let mut rng = Rng::new(3);
        for max in [0, 5, 50, u64::MAX] {
            let t = WythoffTraps::new(max);
            for _ in 0..200 {
                let (a, b) = t.pair(&mut rng);
                assert!(a <= max && b <= max);
            }
        }
    }
}
