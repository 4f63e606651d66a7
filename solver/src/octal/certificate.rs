//! A proof that `G` is periodic, from a finite table: the Guy-Smith theorem.
//!
//! Why a theorem and not a guess: a table that has repeated for a million
//! heaps may still break at the next one (0.16 repeats its first 105,351
//! values for a while before settling). For a finite code the rules reach
//! only a bounded distance back, except through splits, and a split of a
//! large heap always has one large part; that is what turns a finite check
//! into a proof.
//!
//! # The theorem
//!
//! Let the code be finite of length `t` (no move takes more than `t`), let
//! `p >= 1`, `e >= 0` and `e' = max(e, 1)`. Let
//!
//! - `N = max(2e' + p + t - 1, t + 1)` if no move leaves three heaps,
//! - `N = max(3e' + 2p + t - 2, 2e' + p + t - 1, t + 1)` otherwise
//!
//! (for a code with no split at all, `N = max(e + t, t + 1)`). If
//! `G(n + p) = G(n)` for every `n` with `e <= n < N`, then `G(n + p) = G(n)`
//! for every `n >= e`. Checking it needs the table up to `N + p - 1`.
//!
//! # Proof
//!
//! By induction on `n >= N`, assuming `G(m + p) = G(m)` for `e <= m < n`. We
//! show the heaps `n` and `n + p` have the same set of option values, so the
//! same mex. A move takes `k` counters, `0 <= k <= t`; since `n >= t + 1`,
//! neither `n` nor `n + p` is emptied by a move (`n - k >= 1`), so bit 1
//! plays no part, and both heaps have the same kinds of moves for each `k`.
//!
//! - *One heap left* (`k >= 1`): `n - k` and `n + p - k`, with
//!   `e <= n - k < n` (as `n >= e + t`: with splits, `2e' + p - 1 >= e`), so `G(n + p - k) = G(n - k)`.
//! - *Two heaps* from `n + p`: parts `a <= b` with `a + b = n + p - k`, so
//!   `b >= ceil((n + p - k) / 2)` and `b - p >= ceil((n - p - k) / 2) >= e'`
//!   because `n - p - k >= 2e' - 1`. Then `1 <= b - p < n` and
//!   `G(b) = G(b - p)`: `(a, b - p)` is a split of `n - k` with the same
//!   value. From `n`: parts `a <= b` of `n - k`, `b >= ceil((n - k) / 2) >= e`
//!   and `b < n`, so `G(b + p) = G(b)`: `(a, b + p)` splits `n + p - k`.
//! - *Three heaps* from `n + p`: parts `a <= b <= c`,
//!   `c >= ceil((n + p - k) / 3)`, so
//!   `c - p >= ceil((n - 2p - k) / 3) >= e'` because
//!   `n - 2p - k >= 3e' - 2`, and `c - p < n`; `(a, b, c - p)` splits
//!   `n - k` with the same value. From `n`: the largest part `c` of `n - k`
//!   has `e <= c < n`, so `(a, b, c + p)` splits `n + p - k`.
//!
//! Each option of one heap has an option of equal value at the other, so
//! `G(n + p) = G(n)`. The base case is the hypothesis. ∎
//!
//! The least period and preperiod: once `(e, p)` is proved, the sequence is
//! purely periodic from `e`, so the least period `d` divides `p` and is the
//! least divisor with `G(n + d) = G(n)` on `e <= n < e + p`; the least
//! preperiod is one past the last `n < e` with `G(n + d) != G(n)` (every
//! period has the same least preperiod).
//!
//! The bound cannot be shortened by one heap: on 0.004 (`e = 1`, `p = 1`,
//! the split term) and on 0.001 (`e = 1`, `p = 3`, the `t + 1` term) the
//! hypothesis holds on the shorter window and the conclusion fails (tests
//! below).

use super::code::{Code, LEAVE_THREE, LEAVE_TWO};

/// A proved periodicity: `G(n + period) = G(n)` for all `n >= preperiod`,
/// both the least.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    pub preperiod: u64,
    pub period: u64,
}

/// `N` of the theorem: the hypothesis must hold for `e <= n < N`. `None` for
/// a code with a repeating tail (the theorem needs a finite code).
pub fn window_end(code: &Code, e: u64, p: u64) -> Option<u64> {
    let t = code.length()?;
    let e1 = e.max(1);
    let (d0, digits, _) = code.parts();
    let any = |bit: u8| d0 & bit != 0 || digits.iter().any(|&d| d & bit != 0);
    let mut n = (t + 1).max(e + t);
    if any(LEAVE_TWO) || any(LEAVE_THREE) {
        n = n.max(2 * e1 + p + t - 1);
    }
    if any(LEAVE_THREE) {
        n = n.max(3 * e1 + 2 * p + t - 2);
    }
    Some(n)
}

/// How long a table must be to check `(e, p)` by the theorem.
pub fn length_needed(code: &Code, e: u64, p: u64) -> Option<u64> {
    window_end(code, e, p).map(|n| n + p)
}

/// Does the table prove `G(n + p) = G(n)` for all `n >= e`?
pub fn proves<V: Copy + Eq>(code: &Code, values: &[V], e: u64, p: u64) -> bool {
    let Some(end) = window_end(code, e, p) else {
        return false;
    };
    if p == 0 || end + p > values.len() as u64 {
        return false;
    }
    (e..end).all(|n| values[n as usize] == values[(n + p) as usize])
}

/// Searches a table for a proved periodicity, least period first. Also
/// returns, when there is no proof yet, the shortest table length at which
/// the longest-matching candidate could be proved (a hint for when to look
/// again).
pub fn find<V: Copy + Eq>(code: &Code, values: &[V]) -> (Option<Periodicity>, Option<u64>) {
    if !code.is_finite() || values.len() < 2 {
        return (None, None);
    }
    let len = values.len();
    // Candidates whose match from the end is long: (p, first matching n).
    let mut long_runs: Vec<(usize, usize)> = Vec::new();
    let mut hint: Option<u64> = None;
    for p in 1..len {
        // Where G(n + p) = G(n) holds for every n from `e` to the end; a
        // multiple of a long run's period holds at least as far down.
        let mut e = len - p;
        let inherited = long_runs.iter().find(|&&(p0, _)| p % p0 == 0);
        if let Some(&(_, e0)) = inherited {
            e = e.min(e0);
        }
        let inherited = inherited.is_some();
        while e > 0 && values[e - 1] == values[e - 1 + p] {
            e -= 1;
        }
        let Some(needed) = length_needed(code, e as u64, p as u64) else {
            return (None, None);
        };
        if needed <= len as u64 && proves(code, values, e as u64, p as u64) {
            return (Some(least(values, e, p)), None);
        }
        if !inherited && len - p - e >= 4 * p.max(16) {
            long_runs.push((p, e));
            hint = Some(hint.map_or(needed, |h| h.min(needed)));
        }
        if 2 * p > len {
            break;
        }
    }
    (None, hint)
}

/// The least period and preperiod, given that `(e, p)` is proved.
fn least<V: Copy + Eq>(values: &[V], e: usize, p: usize) -> Periodicity {
    // Past the table, the proved period gives the value.
    let at = |n: usize| values[if n < values.len() { n } else { e + (n - e) % p }];
    let d = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (e..e + p).all(|n| at(n) == at(n + d)))
        .expect("p itself is a period");
    let mut first = e;
    while first > 0 && values[first - 1] == values[first - 1 + d] {
        first -= 1;
    }
    Periodicity {
        preperiod: first as u64,
        period: d as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::Table;

    fn values(code: &str, len: usize) -> Vec<u32> {
        let mut t = Table::new(Code::parse(code).unwrap());
        t.extend_to(len).unwrap();
        t.values().to_vec()
    }

    #[test]
    fn kayles_dawson_and_dawsons_chess() {
        for (code, e, p) in [("0.77", 71, 12), ("0.07", 53, 34), ("0.137", 52, 34)] {
            let c = Code::parse(code).unwrap();
            let v = values(code, 400);
            let (found, _) = find(&c, &v);
            assert_eq!(
                found,
                Some(Periodicity {
                    preperiod: e,
                    period: p
                }),
                "{code}"
            );
            let needed = length_needed(&c, e, p).unwrap() as usize;
            // Exactly the needed length proves it; one heap less does not.
            assert_eq!(find(&c, &v[..needed]).0.map(|x| x.period), Some(p));
            assert_eq!(find(&c, &v[..needed - 1]).0, None, "{code}");
        }
    }

    #[test]
    fn bounds_of_the_theorem() {
        let kayles = Code::parse("0.77").unwrap();
        assert_eq!(window_end(&kayles, 71, 12), Some(2 * 71 + 12 + 2 - 1));
        let three = Code::parse("0.8").unwrap();
        assert_eq!(window_end(&three, 5, 2), Some(3 * 5 + 4 + 1 - 2));
        let nim_like = Code::parse("0.333").unwrap();
        assert_eq!(window_end(&nim_like, 0, 4), Some(4));
        assert_eq!(window_end(&nim_like, 9, 4), Some(12));
        assert_eq!(window_end(&Code::parse("4.[3]").unwrap(), 0, 1), None);
    }

    /// The bound is tight: on a window one heap shorter the hypothesis holds
    /// and the conclusion fails (found by a search over the three-digit
    /// codes).
    #[test]
    fn one_heap_shorter_is_not_enough() {
        // 0.004 (t = 3): G = 0 0 0 0 0 1 ... For e = 1, p = 1 the split term
        // gives N = 2 + 1 + 3 - 1 = 5. G(n + 1) = G(n) for 1 <= n < 4, yet
        // G(5) = 1 != G(4) = 0.
        let c = Code::parse("0.004").unwrap();
        assert_eq!(window_end(&c, 1, 1), Some(5));
        let v = values("0.004", 50);
        assert!((1..4).all(|n| v[n] == v[n + 1]));
        assert_ne!(v[4], v[5]);
        assert!(!proves(&c, &v, 1, 1));
        // 0.001 (take exactly 3, t = 3): the t + 1 term. For e = 1, p = 3,
        // N = 4; G(n + 3) = G(n) for 1 <= n < 3, yet G(6) = 0 != G(3) = 1.
        let c = Code::parse("0.001").unwrap();
        assert_eq!(window_end(&c, 1, 3), Some(4));
        let v = values("0.001", 50);
        assert!((1..3).all(|n| v[n] == v[n + 3]));
        assert_ne!(v[3], v[6]);
    }

    /// Every certificate found on a short table holds on a much longer one.
    #[test]
    fn certificates_hold_far_past_their_window() {
        for code in [
            "0.77", "0.07", "0.137", "0.3", "0.33", "0.51", "0.6", "0.4", "0.14", "0.15", "0.8",
            "0.F", "4.3", "C.3", "0.B", "0.0", "0.1", "0.2", "0.7", "0.04", "0.05",
        ] {
            let c = Code::parse(code).unwrap();
            let long_len = if c.leaves_three() { 400 } else { 3000 };
            let long = values(code, long_len);
            for len in [40, 100, 300, 1000]
                .into_iter()
                .filter(|&l| 2 * l <= long_len)
            {
                if let (Some(pp), _) = find(&c, &long[..len]) {
                    let (e, p) = (pp.preperiod as usize, pp.period as usize);
                    assert!(
                        (e..long.len() - p).all(|n| long[n] == long[n + p]),
                        "{code}: {pp:?} from {len}"
                    );
                }
            }
        }
    }
}
