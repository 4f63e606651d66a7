//! The box game of hdu-1729: a box of capacity `s` holds `c` stones; a move
//! adds `k` stones, `1 <= k <= c^2`, without passing `s`. A box is one heap
//! game; a position of many boxes is their sum.
//!
//! Why a recursion and not a table: capacities go to 10^6 in the judge and
//! to `u64::MAX` here. Let `t` be the largest count with `t + t^2 < s`.
//! - Above `t` every count up to `s` is one move away, so `G(c) = s - c`
//!   (by induction from `G(s) = 0`: the options are exactly `c+1..=s`).
//! - `G(t) = 0`: its options `t+1..=t+t^2` all lie above `t` and stop short
//!   of `s`, so their values `s - c'` are all positive.
//! - Below `t`, `G(c)` is the value of `c` in a box of capacity `t`. The
//!   options of `c` are the same counts up to `t` (and `t` is worth 0 in
//!   both games), plus counts above `t` worth `s - c' >= s - c - c^2 >
//!   2t`, more than any mex among the at most `t - c` options up to `t` can
//!   reach, so they change nothing.
//!
//! Each step takes `s` to about `sqrt(s)`: a handful of steps from
//! `u64::MAX`. The tests hold [`grundy`] to a table computed by plain mex.

/// The largest `t` with `t + t^2 < s` (`None` when `s` is 0: no such `t`).
fn threshold(s: u64) -> Option<u64> {
    if s == 0 {
        return None;
    }
    // t + t^2 < s  <=>  t + t^2 <= s - 1; start from the integer square root.
    let s = u128::from(s);
    let mut t = s.isqrt();
    while t > 0 && t + t * t >= s {
        t -= 1;
    }
    while (t + 1) + (t + 1) * (t + 1) < s {
        t += 1;
    }
    Some(t as u64)
}

/// The Grundy value of a box of capacity `s` holding `c <= s` stones.
pub fn grundy(mut s: u64, c: u64) -> u64 {
    assert!(c <= s, "a box holds at most its capacity");
    loop {
        let Some(t) = threshold(s) else { return 0 };
        if c > t {
            return s - c;
        }
        if c == t {
            return 0;
        }
        s = t;
    }
}

/// `G(c)` for every `c <= s` in a box of capacity `s`, by plain mex over the
/// moves. For tests.
pub fn table_by_mex(s: usize) -> Vec<u64> {
    let mut g = vec![0u64; s + 1];
    for c in (0..s).rev() {
        let top = (c + c * c).min(s);
        let options: Vec<u64> = (c + 1..=top).map(|d| g[d]).collect();
        g[c] = (0..)
            .find(|v| !options.contains(v))
            .expect("a value is free");
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_recursion_matches_the_mex_table() {
        for s in 0..=300 {
            for (c, &v) in table_by_mex(s).iter().enumerate() {
                assert_eq!(grundy(s as u64, c as u64), v, "box ({s}, {c})");
            }
        }
    }

    #[test]
    fn thresholds_at_the_edges() {
        assert_eq!(threshold(1), Some(0));
        assert_eq!(threshold(2), Some(0));
        assert_eq!(threshold(3), Some(1));
        assert_eq!(threshold(7), Some(2));
        assert_eq!(threshold(u64::MAX), Some(4_294_967_295));
        assert_eq!(grundy(u64::MAX, u64::MAX), 0);
        assert_eq!(grundy(u64::MAX, 0), 0);
        assert_eq!(grundy(u64::MAX, u64::MAX - 5), 5);
    }
}
