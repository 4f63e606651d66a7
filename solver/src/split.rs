//! The split game (HNOI 2007): bottles `0..n-1` holding beans; a move takes a
//! bean from bottle `i` and puts one bean into `j` and one into `k`, for some
//! `i < j <= k` (`j == k` puts both into `j`).
//!
//! Why per bean: a bean's future never depends on the other beans, so a
//! position is the sum of one game per bean, and a bean in bottle `i` is worth
//! `g(d)` with `d = n - 1 - i` its distance to the last bottle:
//! `g(0) = 0` (a bean in the last bottle cannot move) and
//! `g(d) = mex { g(a) ^ g(b) : 0 <= b <= a < d }`. Two beans in one bottle
//! cancel, so the Grundy value is the xor of `g` over bottles holding an odd
//! count; the counts go up to `u64::MAX`.
//!
//! A move `(i, j, k)` toggles the parity of bottles `i`, `j` and `k` (with
//! `j == k` toggling `j` twice), so it wins iff `g_i ^ g_j ^ g_k` equals the
//! position's value. It is a move only if bottle `i` really holds a bean: a
//! bottle with an even, non-zero count contributes nothing to the value but is
//! still a source. The values `g(d)` are distinct (each `g(a) = g(a) ^ g(0)` is
//! among the options of every later `d`), so for each `(i, j)` at most one `k`
//! fits, found by a table lookup: listing and counting cost `O(n^2)`.
//!
//! ```
//! use solver::split::{count_winning_moves, winning_moves, SplitMove};
//! let counts = [1, 0, 1, 5000];
//! assert_eq!(winning_moves(&counts).unwrap(), [SplitMove { i: 0, j: 2, k: 3 }]);
//! assert_eq!(count_winning_moves(&[0, 0, 1]).unwrap(), 0);
//! ```

use crate::OutOfRange;
use std::collections::HashMap;

/// The most bottles the solver answers. The value table costs `O(n^2)` and a
/// position's winning moves `O(n^2)` more; past this many bottles the solver
/// refuses rather than spend unbounded time on one case.
pub const MAX_BOTTLES: usize = 1024;

/// Take a bean from bottle `i`, put one into `j` and one into `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SplitMove {
    pub i: usize,
    pub j: usize,
    pub k: usize,
}

/// `g(d)` for `d` in `0..len`: the value of one bean `d` bottles before the
/// last one.
pub fn bean_values(len: usize) -> Result<Vec<u64>, OutOfRange> {
    if len > MAX_BOTTLES {
        return Err(OutOfRange {
            what: format!("{len} bottles (at most {MAX_BOTTLES})"),
        });
    }
    let mut values: Vec<u64> = Vec::with_capacity(len);
    // `seen` holds every `g(a) ^ g(b)` with `b <= a < d`: the options of `d`.
    // Each new value adds its xors with the values before it (and itself), so
    // the table is built in `O(len^2)`. Xors of values below a power of two
    // stay below it, so `seen` grows by doubling to cover the largest value.
    let mut seen: Vec<bool> = vec![false; 2];
    for d in 0..len {
        let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64;
        values.push(mex);
        let width = (mex + 1).next_power_of_two() as usize;
        seen.resize(seen.len().max(width), false);
        for b in 0..=d {
            seen[(values[d] ^ values[b]) as usize] = true;
        }
    }
    Ok(values)
}

/// The value of each bottle's beans by index: `g(n - 1 - i)`.
fn bottle_values(counts: &[u64]) -> Result<Vec<u64>, OutOfRange> {
    let mut values = bean_values(counts.len())?;
    values.reverse();
    Ok(values)
}

fn xor_of_odd(counts: &[u64], values: &[u64]) -> u64 {
    counts
        .iter()
        .zip(values)
        .filter(|(&c, _)| c % 2 == 1)
        .fold(0, |x, (_, &v)| x ^ v)
}

/// The Sprague-Grundy value of the position.
pub fn grundy(counts: &[u64]) -> Result<u64, OutOfRange> {
    Ok(xor_of_odd(counts, &bottle_values(counts)?))
}

/// Does the player to move win?
pub fn first_player_wins(counts: &[u64]) -> Result<bool, OutOfRange> {
    Ok(grundy(counts)? != 0)
}

/// Calls `found` with every winning move, in lexicographic `(i, j, k)` order.
fn each_winning_move(counts: &[u64], mut found: impl FnMut(SplitMove)) -> Result<(), OutOfRange> {
    let values = bottle_values(counts)?;
    let x = xor_of_odd(counts, &values);
    if x == 0 {
        return Ok(());
    }
    let bottle_of: HashMap<u64, usize> = values.iter().enumerate().map(|(b, &v)| (v, b)).collect();
    let n = counts.len();
    for i in (0..n).filter(|&i| counts[i] >= 1) {
        for j in i + 1..n {
            if let Some(&k) = bottle_of.get(&(x ^ values[i] ^ values[j])) {
                if k >= j {
                    found(SplitMove { i, j, k });
                }
            }
        }
    }
    Ok(())
}

/// Every winning move, in lexicographic `(i, j, k)` order.
pub fn winning_moves(counts: &[u64]) -> Result<Vec<SplitMove>, OutOfRange> {
    let mut out = Vec::new();
    each_winning_move(counts, |m| out.push(m))?;
    Ok(out)
}

/// How many moves win (the second line of the hnoi2007-split answer).
pub fn count_winning_moves(counts: &[u64]) -> Result<u64, OutOfRange> {
    let mut count = 0u64;
    each_winning_move(counts, |_| count += 1)?;
    Ok(count)
}

/// The lexicographically smallest winning move, if any (the first line).
pub fn first_winning_move(counts: &[u64]) -> Result<Option<SplitMove>, OutOfRange> {
    let mut first = None;
    each_winning_move(counts, |m| {
        first.get_or_insert(m);
    })?;
    Ok(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_bean_values() {
        // By hand: g(1) = mex{0} = 1; g(2) = mex{0, 1, 0} = 2;
        // g(3) = mex{0, 1, 2, 3} = 4.
        assert_eq!(bean_values(4).unwrap(), [0, 1, 2, 4]);
        let values = bean_values(64).unwrap();
        let mut sorted = values.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 64, "values are distinct");
    }

    #[test]
    fn bean_values_match_the_definition() {
        // g(d) = mex { g(a) ^ g(b) : 0 <= b <= a < d }, straight from the
        // definition, against the incremental table.
        let table = bean_values(200).unwrap();
        for d in 0..table.len() {
            let options: Vec<u64> = (0..d)
                .flat_map(|a| (0..=a).map(move |b| (a, b)))
                .map(|(a, b)| table[a] ^ table[b])
                .collect();
            let mex = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(table[d], mex, "g({d})");
        }
        let full = bean_values(MAX_BOTTLES).unwrap();
        assert_eq!(full[..200], table[..]);
        assert_eq!(full[MAX_BOTTLES - 1], 2044);
    }

    #[test]
    fn hnoi_sample() {
        let counts = [1, 0, 1, 5000];
        assert_eq!(
            first_winning_move(&counts).unwrap(),
            Some(SplitMove { i: 0, j: 2, k: 3 })
        );
        assert_eq!(count_winning_moves(&counts).unwrap(), 1);
        assert_eq!(first_winning_move(&[0, 0, 1]).unwrap(), None);
        assert_eq!(count_winning_moves(&[0, 0, 1]).unwrap(), 0);
        assert!(first_player_wins(&counts).unwrap());
        assert!(!first_player_wins(&[0, 0, 1]).unwrap());
    }

    #[test]
    fn even_counts_are_still_sources() {
        // Five bottles are worth g = 7, 4, 2, 1, 0. Bottle 0 holds two beans:
        // nothing in the value (x = 4 ^ 2 = 6), yet (0, 3, 4) toggles
        // 7 ^ 1 ^ 0 = 6 and wins. A solver that reads "odd" as "non-empty"
        // misses it.
        assert_eq!(bean_values(5).unwrap(), [0, 1, 2, 4, 7]);
        assert_eq!(
            winning_moves(&[2, 1, 1, 0, 0]).unwrap(),
            [
                SplitMove { i: 0, j: 3, k: 4 },
                SplitMove { i: 1, j: 2, k: 4 }
            ]
        );
        assert_eq!(
            winning_moves(&[0, 1, 1, 0, 0]).unwrap(),
            [SplitMove { i: 1, j: 2, k: 4 }]
        );
    }

    #[test]
    fn u64_counts_and_many_bottles() {
        let mut counts = vec![0u64; 64];
        counts[0] = u64::MAX;
        counts[63] = u64::MAX - 1;
        let x = grundy(&counts).unwrap();
        assert_eq!(x, bean_values(64).unwrap()[63]);
        let moves = winning_moves(&counts).unwrap();
        assert_eq!(moves.len() as u64, count_winning_moves(&counts).unwrap());
        assert!(moves.iter().all(|m| m.i == 0));
        assert!(!moves.is_empty());
        assert!(bean_values(MAX_BOTTLES + 1).is_err());
    }
}
