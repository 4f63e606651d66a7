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
//! fits, found by a table lookup: listing costs `O(n^2)`.
//!
//! Counting and finding the first winning move cost `O(n)` per position, so
//! that a contest input is read in linear time: [`Tables`] keeps, for every
//! distance `d`, how many pairs `b <= a < d` have `g(a) ^ g(b) = v` (a table
//! of `len x width` counts, independent of the position, built once for many
//! positions). A bean in bottle `i` (distance `d`) then has exactly
//! `pairs[d][x ^ g(d)]` winning moves, and the first `j` of the first such
//! `i` is found by one scan with the value-to-distance table.
//!
//! ```
//! use solver::split::{count_winning_moves, winning_moves, SplitMove};
//! let counts = [1, 0, 1, 5000];
//! assert_eq!(winning_moves(&counts).unwrap(), [SplitMove { i: 0, j: 2, k: 3 }]);
//! assert_eq!(count_winning_moves(&[0, 0, 1]).unwrap(), 0);
//! ```

use crate::OutOfRange;

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
    let tables = Tables::for_bottles(counts.len())?;
    let x = tables.value(counts);
    if x == 0 {
        return Ok(());
    }
    let n = counts.len();
    for i in (0..n).filter(|&i| counts[i] >= 1) {
        for j in i + 1..n {
            if let Some(k) = tables.third_bottle(n, i, j, x) {
                found(SplitMove { i, j, k });
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
    Tables::default().count_winning_moves(counts)
}

/// The lexicographically smallest winning move, if any (the first line).
pub fn first_winning_move(counts: &[u64]) -> Result<Option<SplitMove>, OutOfRange> {
    Tables::default().first_winning_move(counts)
}

/// Marks a value that no distance of the table has.
const NO_DISTANCE: u32 = u32::MAX;

/// Bean values and pair counts for positions of up to [`Tables::bottles`]
/// bottles: what makes counting winning moves linear in the position.
/// Keep one for many positions ([`Tables::grow_to`]); its size depends only
/// on the largest position asked about.
///
/// ```
/// use solver::split::{SplitMove, Tables};
/// let mut tables = Tables::default();
/// assert_eq!(tables.count_winning_moves(&[1, 0, 1, 5000]).unwrap(), 1);
/// assert_eq!(
///     tables.first_winning_move(&[1, 0, 1, 5000]).unwrap(),
///     Some(SplitMove { i: 0, j: 2, k: 3 })
/// );
/// ```
#[derive(Clone, Debug, Default)]
pub struct Tables {
    /// `g(d)` for `d < bottles`.
    values: Vec<u64>,
    /// A power of two above every value: xors of values stay below it.
    width: usize,
    /// `distance_of[v]` is the `d` with `g(d) = v`, or [`NO_DISTANCE`].
    distance_of: Vec<u32>,
    /// Row `d` (`d < bottles`), entry `v`: how many pairs `b <= a < d` have
    /// `g(a) ^ g(b) = v`; at `d * width + v`.
    pairs: Vec<u32>,
}

impl Tables {
    /// Tables for positions of up to `len` bottles.
    pub fn for_bottles(len: usize) -> Result<Self, OutOfRange> {
        let mut tables = Tables::default();
        tables.grow_to(len)?;
        Ok(tables)
    }

    /// The most bottles a position may have for these tables.
    pub fn bottles(&self) -> usize {
        self.values.len()
    }

    /// Makes the tables cover positions of `len` bottles. Rebuilt when they
    /// must grow, to the next power of two (at most [`MAX_BOTTLES`]), so a
    /// stream of growing positions rebuilds them a handful of times.
    pub fn grow_to(&mut self, len: usize) -> Result<(), OutOfRange> {
        if len <= self.bottles() {
            return Ok(());
        }
        // Past MAX_BOTTLES `len` itself is kept, so the error names it.
        let len = len.next_power_of_two().min(MAX_BOTTLES).max(len);
        let values = bean_values(len)?;
        let width = values
            .iter()
            .max()
            .map_or(1, |&m| (m as usize + 1).next_power_of_two());
        let mut distance_of = vec![NO_DISTANCE; width];
        for (d, &v) in values.iter().enumerate() {
            distance_of[v as usize] = d as u32;
        }
        let mut pairs = vec![0u32; len * width];
        for d in 1..len {
            // Row d is row d - 1 plus the pairs (a = d - 1, b <= d - 1).
            let (before, row) = pairs.split_at_mut(d * width);
            row[..width].copy_from_slice(&before[(d - 1) * width..]);
            let newest = values[d - 1];
            for &b in &values[..d] {
                row[(newest ^ b) as usize] += 1;
            }
        }
        *self = Tables {
            values,
            width,
            distance_of,
            pairs,
        };
        Ok(())
    }

    /// The value of bottle `i` of `n`: `g(n - 1 - i)`.
    fn bottle_value(&self, n: usize, i: usize) -> u64 {
        self.values[n - 1 - i]
    }

    /// The position's Sprague-Grundy value (bottles must be covered).
    fn value(&self, counts: &[u64]) -> u64 {
        let n = counts.len();
        (0..n)
            .filter(|&i| counts[i] % 2 == 1)
            .fold(0, |x, i| x ^ self.bottle_value(n, i))
    }

    /// The `k >= j` that makes `(i, j, k)` a winning move when the
    /// position's value is `x`, if there is one.
    fn third_bottle(&self, n: usize, i: usize, j: usize, x: u64) -> Option<usize> {
        let wanted = x ^ self.bottle_value(n, i) ^ self.bottle_value(n, j);
        let e = *self.distance_of.get(wanted as usize)? as usize;
        // k >= j is distance e <= n - 1 - j (and NO_DISTANCE is never that).
        (e <= n - 1 - j).then(|| n - 1 - e)
    }

    /// How many winning moves start at bottle `i` (which must hold a bean).
    fn moves_from(&self, n: usize, i: usize, x: u64) -> u64 {
        let d = n - 1 - i;
        let wanted = x ^ self.values[d];
        u64::from(self.pairs[d * self.width + wanted as usize])
    }

    /// How many moves win, in `O(n)`. Grows the tables when `counts` is
    /// longer than they cover (an error past [`MAX_BOTTLES`]).
    pub fn count_winning_moves(&mut self, counts: &[u64]) -> Result<u64, OutOfRange> {
        self.grow_to(counts.len())?;
        let n = counts.len();
        let x = self.value(counts);
        if x == 0 {
            return Ok(0);
        }
        Ok((0..n)
            .filter(|&i| counts[i] >= 1)
            .map(|i| self.moves_from(n, i, x))
            .sum())
    }

    /// The lexicographically smallest winning move, in `O(n)`. Grows the
    /// tables like [`Tables::count_winning_moves`].
    pub fn first_winning_move(&mut self, counts: &[u64]) -> Result<Option<SplitMove>, OutOfRange> {
        self.grow_to(counts.len())?;
        let n = counts.len();
        let x = self.value(counts);
        if x == 0 {
            return Ok(None);
        }
        let Some(i) = (0..n).find(|&i| counts[i] >= 1 && self.moves_from(n, i, x) > 0) else {
            return Ok(None);
        };
        Ok((i + 1..n).find_map(|j| self.third_bottle(n, i, j, x).map(|k| SplitMove { i, j, k })))
    }
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

    /// Every winning move by trying every `(i, j, k)`: the values of the
    /// three bottles xor to the position's value.
    fn winning_moves_by_trial(counts: &[u64]) -> Vec<SplitMove> {
        let n = counts.len();
        let g = bean_values(n).unwrap();
        let value = |i: usize| g[n - 1 - i];
        let x = (0..n)
            .filter(|&i| counts[i] % 2 == 1)
            .fold(0, |x, i| x ^ value(i));
        let mut out = Vec::new();
        for i in (0..n).filter(|&i| counts[i] >= 1) {
            for j in i + 1..n {
                for k in j..n {
                    if x != 0 && value(i) ^ value(j) ^ value(k) == x {
                        out.push(SplitMove { i, j, k });
                    }
                }
            }
        }
        out
    }

    /// One `Tables` reused over positions of growing and shrinking lengths
    /// (as the contest reads them) counts and finds what trying every move
    /// finds.
    #[test]
    fn tables_count_and_find_as_trial_does() {
        let mut tables = Tables::default();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        for round in 0..600 {
            let n = [next(8), next(24), next(40)][round % 3] as usize;
            let counts: Vec<u64> = (0..n)
                .map(|_| match next(4) {
                    0 => 0,
                    1 => 2 * next(3),
                    _ => next(5),
                })
                .collect();
            let expected = winning_moves_by_trial(&counts);
            assert_eq!(
                tables.count_winning_moves(&counts).unwrap(),
                expected.len() as u64,
                "{counts:?}"
            );
            assert_eq!(
                tables.first_winning_move(&counts).unwrap(),
                expected.first().copied(),
                "{counts:?}"
            );
            assert_eq!(winning_moves(&counts).unwrap(), expected, "{counts:?}");
        }
        // The largest tables: a bean in the first of 1024 bottles and one in
        // the last; the count agrees with the listing.
        let mut counts = vec![0u64; MAX_BOTTLES];
        counts[0] = 1;
        counts[MAX_BOTTLES - 2] = 3;
        let listed = winning_moves(&counts).unwrap();
        assert!(!listed.is_empty());
        assert_eq!(
            tables.count_winning_moves(&counts).unwrap(),
            listed.len() as u64
        );
        assert_eq!(tables.first_winning_move(&counts).unwrap(), Some(listed[0]));
        assert_eq!(tables.bottles(), MAX_BOTTLES);
        assert!(tables
            .count_winning_moves(&vec![1; MAX_BOTTLES + 1])
            .is_err());
        assert!(Tables::for_bottles(MAX_BOTTLES + 1)
            .unwrap_err()
            .to_string()
            .contains("1025 bottles"));
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
