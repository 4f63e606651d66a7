//! Subtraction games: a heap, a set `S` of amounts, a move removes exactly one
//! member of `S`. Sums of heaps under one set are answered by xor.
//!
//! - `1..m`: `g(h) = h mod (m + 1)` (in `u128`, so `m = u64::MAX` is fine).
//! - powers of two: `g(h) = h mod 3` (every power of two is 1 or 2 mod 3, and
//!   both 1 and 2 are powers of two).
//! - Fibonacci numbers: no period is known, so a table of `g` up to a stated
//!   limit; heaps past it are refused, never guessed.
//! - any finite set: a certified period (see [`crate::periodic`]), so any `u64`;
//!   where none shows within the term limit (a member near 2^64, say),
//!   [`SubtractionSet::finite_or_sparse`] answers from the heaps a position
//!   can reach, where they are few ([`SPARSE_REACH`]), and refuses the rest.
//!
//! ```
//! use solver::subtraction::SubtractionSet;
//! let set = SubtractionSet::finite(&[2, 5, 7]).unwrap();
//! assert_eq!(set.grundy(7).unwrap(), 3);
//! let one_to_three = SubtractionSet::one_to(3);
//! assert_eq!(one_to_three.winning_moves(&[10]).unwrap(), [solver::subtraction::Removal { heap: 0, amount: 2 }]);
//! ```

use crate::periodic::{PeriodError, Periodic, Sequence};
use crate::OutOfRange;
use std::collections::HashSet;

/// How many Grundy values a finite set may need before its period shows.
pub const DEFAULT_TERM_LIMIT: usize = 1 << 24;

/// How many heaps one answer of a set with no certified period may
/// evaluate (see [`SubtractionSet::finite_or_sparse`]).
pub const SPARSE_REACH: usize = 1 << 16;

/// How far the Fibonacci table goes unless asked for more.
pub const DEFAULT_FIBONACCI_LIMIT: u64 = 1_000_000;

/// A subtraction set with what the solver needs to answer it.
#[derive(Clone, Debug)]
pub enum SubtractionSet {
    OneTo(u64),
    PowersOfTwo,
    Fibonacci(FibonacciTable),
    Finite {
        members: Vec<u64>,
        periodic: Periodic,
    },
    /// A finite set whose period did not show within the term limit: each
    /// answer evaluates the heaps its position reaches ([`Reachable`]).
    /// `why` says why there is no period, for the refusals.
    Sparse {
        members: Vec<u64>,
        why: String,
    },
}

/// Remove `amount` from heap number `heap` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Removal {
    pub heap: usize,
    pub amount: u64,
}

impl SubtractionSet {
    /// Take 1 to `m`.
    pub fn one_to(m: u64) -> Self {
        SubtractionSet::OneTo(m)
    }

    /// Take a power of two.
    pub fn powers_of_two() -> Self {
        SubtractionSet::PowersOfTwo
    }

    /// Take a Fibonacci number; heaps up to `limit` are answered.
    pub fn fibonacci(limit: u64) -> Self {
        SubtractionSet::Fibonacci(FibonacciTable::up_to(limit))
    }

    /// Take a member of `members`; the period is certified here, once.
    pub fn finite(members: &[u64]) -> Result<Self, PeriodError> {
        let periodic = Periodic::subtraction(members, DEFAULT_TERM_LIMIT)?;
        let mut members = members.to_vec();
        members.sort_unstable();
        members.dedup();
        Ok(SubtractionSet::Finite { members, periodic })
    }

    /// Take a member of `members`: by a certified period where one shows
    /// within the term limit, as [`SubtractionSet::finite`]; else by the
    /// heaps each position reaches, which answers any heap whose reach is
    /// at most [`SPARSE_REACH`] heaps (a set of huge members, say) and
    /// refuses the others.
    ///
    /// ```
    /// use solver::subtraction::SubtractionSet;
    /// let huge = SubtractionSet::finite_or_sparse(&[u64::MAX - 1, u64::MAX]).unwrap();
    /// assert_eq!(huge.periodicity(), None);
    /// // From u64::MAX, both moves lead to heaps with no move (1 and 0).
    /// assert_eq!(huge.grundy(u64::MAX).unwrap(), 1);
    /// ```
    pub fn finite_or_sparse(members: &[u64]) -> Result<Self, PeriodError> {
        match Self::finite(members) {
            Err(e @ PeriodError::NotFound { .. }) => {
                let mut members = members.to_vec();
                members.sort_unstable();
                members.dedup();
                let why = e.to_string();
                Ok(SubtractionSet::Sparse { members, why })
            }
            other => other,
        }
    }

    /// `(preperiod, period)` where one was certified (finite sets) or is known
    /// in closed form.
    pub fn periodicity(&self) -> Option<(u64, u128)> {
        match self {
            SubtractionSet::OneTo(m) => Some((0, u128::from(*m) + 1)),
            SubtractionSet::PowersOfTwo => Some((0, 3)),
            SubtractionSet::Fibonacci(_) | SubtractionSet::Sparse { .. } => None,
            SubtractionSet::Finite { periodic, .. } => {
                Some((periodic.preperiod(), u128::from(periodic.period())))
            }
        }
    }

    /// The Grundy value of one heap.
    pub fn grundy(&self, heap: u64) -> Result<u64, OutOfRange> {
        Ok(match self {
            // m + 1 overflows u64 only when m = u64::MAX, where every heap is
            // its own value.
            SubtractionSet::OneTo(m) => m.checked_add(1).map_or(heap, |modulus| heap % modulus),
            SubtractionSet::PowersOfTwo => heap % 3,
            SubtractionSet::Fibonacci(table) => table.grundy(heap)?,
            SubtractionSet::Finite { periodic, .. } => periodic.value(heap),
            SubtractionSet::Sparse { members, why } => {
                Reachable::from(members, &[heap], why)?.value(heap)
            }
        })
    }

    /// The Grundy value of a sum of heaps: the xor of theirs.
    pub fn grundy_of_sum(&self, heaps: &[u64]) -> Result<u64, OutOfRange> {
        if let SubtractionSet::Sparse { members, why } = self {
            // One evaluation for every heap, not one each.
            let reachable = Reachable::from(members, heaps, why)?;
            return Ok(heaps.iter().fold(0, |x, &h| x ^ reachable.value(h)));
        }
        heaps.iter().try_fold(0, |x, &h| Ok(x ^ self.grundy(h)?))
    }

    /// Does the player to move win the sum of `heaps`?
    pub fn first_player_wins(&self, heaps: &[u64]) -> Result<bool, OutOfRange> {
        Ok(self.grundy_of_sum(heaps)? != 0)
    }

    /// The amounts that may be removed from a heap of `size` and leave a heap
    /// whose Grundy value is `target`, ascending.
    pub fn removals_to(&self, size: u64, target: u64) -> Result<Vec<u64>, OutOfRange> {
        let candidates: Vec<u64> = match self {
            SubtractionSet::OneTo(m) => {
                // The only amount that can reach `target` is (size - target)
                // mod (m + 1); check it instead of scanning 1..m.
                let modulus = u128::from(*m) + 1;
                let t = u128::from(target);
                if t >= modulus {
                    return Ok(Vec::new());
                }
                let s = (u128::from(size) + modulus - t) % modulus;
                if s == 0 || s > u128::from(size) {
                    return Ok(Vec::new());
                }
                vec![s as u64]
            }
            SubtractionSet::PowersOfTwo => (0..64)
                .map(|k| 1u64 << k)
                .take_while(|&s| s <= size)
                .collect(),
            SubtractionSet::Fibonacci(_) => {
                fibonacci_numbers().take_while(|&s| s <= size).collect()
            }
            SubtractionSet::Finite { members, .. } => {
                members.iter().copied().take_while(|&s| s <= size).collect()
            }
            SubtractionSet::Sparse { members, why } => {
                let reachable = Reachable::from(members, &[size], why)?;
                let amounts = members.iter().copied().take_while(|&s| s <= size);
                return Ok(amounts
                    .filter(|&s| reachable.value(size - s) == target)
                    .collect());
            }
        };
        let mut out = Vec::new();
        for s in candidates {
            if self.grundy(size - s)? == target {
                out.push(s);
            }
        }
        Ok(out)
    }

    /// Every winning move of the sum of `heaps`: by heap index, then amount.
    pub fn winning_moves(&self, heaps: &[u64]) -> Result<Vec<Removal>, OutOfRange> {
        let total = self.grundy_of_sum(heaps)?;
        if total == 0 {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for (heap, &size) in heaps.iter().enumerate() {
            let target = self.grundy(size)? ^ total;
            for amount in self.removals_to(size, target)? {
                out.push(Removal { heap, amount });
            }
        }
        Ok(out)
    }
}

/// The Grundy values of every heap some heaps reach under a finite set, for
/// a set whose period did not show: found from the smallest heap up, each
/// the mex of its children's, which are smaller and reached too.
#[derive(Clone, Debug)]
pub struct Reachable {
    /// Ascending.
    heaps: Vec<u64>,
    /// By heap, as `heaps`.
    values: Vec<u64>,
}

impl Reachable {
    /// The heaps `from` reach under `members` (ascending), with their
    /// values; refused, saying `why` there is no period, where they are
    /// more than [`SPARSE_REACH`].
    pub fn from(members: &[u64], from: &[u64], why: &str) -> Result<Reachable, OutOfRange> {
        let mut seen: HashSet<u64> = from.iter().copied().collect();
        let mut stack: Vec<u64> = seen.iter().copied().collect();
        while let Some(heap) = stack.pop() {
            for &s in members.iter().take_while(|&&s| s <= heap) {
                if seen.insert(heap - s) {
                    if seen.len() > SPARSE_REACH {
                        return Err(OutOfRange {
                            what: format!(
                                "{why}, and the position reaches more than {SPARSE_REACH} heaps"
                            ),
                        });
                    }
                    stack.push(heap - s);
                }
            }
        }
        let mut heaps: Vec<u64> = seen.into_iter().collect();
        heaps.sort_unstable();
        let mut values: Vec<u64> = Vec::with_capacity(heaps.len());
        let mut children = Vec::with_capacity(members.len());
        for (i, &heap) in heaps.iter().enumerate() {
            children.clear();
            for &s in members.iter().take_while(|&&s| s <= heap) {
                // A child is smaller, so already valued.
                let at = heaps[..i].binary_search(&(heap - s));
                children.push(values[at.expect("a child of a reached heap is reached")]);
            }
            children.sort_unstable();
            children.dedup();
            let mex = children
                .iter()
                .zip(0..)
                .find(|&(&v, i)| v != i)
                .map_or(children.len() as u64, |(_, i)| i);
            values.push(mex);
        }
        Ok(Reachable { heaps, values })
    }

    /// The value of `heap`, which must be one reached.
    pub fn value(&self, heap: u64) -> u64 {
        let at = self.heaps.binary_search(&heap);
        self.values[at.expect("only reached heaps are asked")]
    }
}

/// 1, 2, 3, 5, 8, ... up to the largest that fits in a u64.
pub fn fibonacci_numbers() -> impl Iterator<Item = u64> {
    let (mut a, mut b) = (Some(1u64), Some(2u64));
    std::iter::from_fn(move || {
        let out = a?;
        let next = b.and_then(|y| out.checked_add(y));
        (a, b) = (b, next);
        Some(out)
    })
}

/// Grundy values of the Fibonacci subtraction game up to a limit.
#[derive(Clone, Debug)]
pub struct FibonacciTable {
    values: Vec<u8>,
}

impl FibonacciTable {
    /// The values of heaps `0..=limit`: those of the finite set of the
    /// Fibonacci numbers up to `limit`, computed by [`Sequence`] (whose
    /// blocks of heaps make the million values of hdu-1848 cheap). They stay
    /// small (at most the number of members, under 128), so a byte each.
    pub fn up_to(limit: u64) -> Self {
        let moves: Vec<u64> = fibonacci_numbers().take_while(|&f| f <= limit).collect();
        let last = usize::try_from(limit).expect("table limit fits in memory");
        let mut sequence = Sequence::new(&moves).expect("Fibonacci numbers are positive");
        sequence.value(last);
        let values = sequence.values().iter().map(|&v| v as u8).collect();
        FibonacciTable { values }
    }

    pub fn limit(&self) -> u64 {
        self.values.len() as u64 - 1
    }

    /// The values by heap, `0..=limit`.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    pub fn grundy(&self, heap: u64) -> Result<u64, OutOfRange> {
        usize::try_from(heap)
            .ok()
            .and_then(|i| self.values.get(i))
            .map(|&v| u64::from(v))
            .ok_or_else(|| OutOfRange {
                what: format!(
                    "heap {heap} is past the Fibonacci table (up to {})",
                    self.limit()
                ),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fibonacci_sequence() {
        let f: Vec<u64> = fibonacci_numbers().take(10).collect();
        assert_eq!(f, [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        let all: Vec<u64> = fibonacci_numbers().collect();
        assert_eq!(all.len(), 92); // F2 ..= F93
        assert_eq!(*all.last().unwrap(), 12_200_160_415_121_876_738);
    }

    #[test]
    fn one_to_m_at_u64_max() {
        let s = SubtractionSet::one_to(u64::MAX);
        assert_eq!(s.grundy(u64::MAX).unwrap(), u64::MAX);
        assert_eq!(
            s.winning_moves(&[u64::MAX]).unwrap(),
            [Removal {
                heap: 0,
                amount: u64::MAX
            }]
        );
        assert_eq!(
            s.winning_moves(&[5, 3]).unwrap(),
            [Removal { heap: 0, amount: 2 }]
        );
        let s = SubtractionSet::one_to(u64::MAX - 1);
        assert_eq!(s.grundy(u64::MAX).unwrap(), 0);
        // The period of 1..=m is m + 1, past u64 at m = u64::MAX.
        assert_eq!(SubtractionSet::one_to(3).periodicity(), Some((0, 4)));
        assert_eq!(
            SubtractionSet::one_to(u64::MAX).periodicity(),
            Some((0, 1 << 64))
        );
    }

    #[test]
    fn powers_of_two_mod_three() {
        let s = SubtractionSet::powers_of_two();
        assert_eq!(s.grundy(1000).unwrap(), 1);
        let amounts: Vec<u64> = s
            .winning_moves(&[10])
            .unwrap()
            .iter()
            .map(|r| r.amount)
            .collect();
        assert_eq!(amounts, [1, 4]);
        assert_eq!(s.winning_moves(&[u64::MAX]).unwrap().len(), 0);
    }

    #[test]
    fn fibonacci_table_matches_hdu_1848_sample() {
        let s = SubtractionSet::fibonacci(1000);
        assert_ne!(s.grundy_of_sum(&[1, 1, 1]).unwrap(), 0);
        assert_eq!(s.grundy_of_sum(&[1, 4, 1]).unwrap(), 0);
        assert!(s.grundy(1001).unwrap_err().what.contains("heap 1001"));
        // By hand from the mex definition: g(8) = mex{g(7), g(6), g(5),
        // g(3), g(0)} = mex{3, 2, 1, 3, 0} = 4.
        let values: Vec<u64> = (0..9).map(|h| s.grundy(h).unwrap()).collect();
        assert_eq!(values, [0, 1, 2, 3, 0, 1, 2, 3, 4]);
        // The table holds its limit itself.
        assert!(s.grundy(1000).is_ok());
        assert_eq!(FibonacciTable::up_to(1000).limit(), 1000);
    }

    #[test]
    fn a_set_with_no_certified_period_answers_from_the_heaps_reached() {
        let huge = SubtractionSet::finite_or_sparse(&[u64::MAX, u64::MAX - 1]).unwrap();
        assert_eq!(huge.periodicity(), None);
        assert_eq!(huge.grundy(u64::MAX).unwrap(), 1);
        assert_eq!(huge.grundy(u64::MAX - 1).unwrap(), 1);
        assert_eq!(huge.grundy(u64::MAX - 2).unwrap(), 0);
        assert_eq!(huge.grundy_of_sum(&[u64::MAX, 5]).unwrap(), 1);
        assert_eq!(
            huge.winning_moves(&[u64::MAX, 7]).unwrap(),
            [
                Removal {
                    heap: 0,
                    amount: u64::MAX - 1
                },
                Removal {
                    heap: 0,
                    amount: u64::MAX
                }
            ]
        );
        // Past the reach, a refusal that says why.
        let wide = SubtractionSet::finite_or_sparse(&[1, 1 << 40]).unwrap();
        let e = wide.grundy(1 << 41).unwrap_err().what;
        assert!(e.starts_with("no period certified within the first"), "{e}");
        assert!(
            e.ends_with(&format!("reaches more than {SPARSE_REACH} heaps")),
            "{e}"
        );
        // Below the reach, the values of {1, 2^40} are those of {1}: h mod 2.
        assert_eq!(wide.grundy(1000).unwrap(), 0);
        assert_eq!(wide.grundy(1001).unwrap(), 1);
        // Where a period shows, it is the finite set's.
        assert!(SubtractionSet::finite_or_sparse(&[2, 5, 7])
            .unwrap()
            .periodicity()
            .is_some());
    }

    #[test]
    fn reached_values_are_the_periodic_ones() {
        let members = [2, 5, 7];
        let periodic = SubtractionSet::finite(&members).unwrap();
        let heaps: Vec<u64> = (0..=300).collect();
        let reachable = Reachable::from(&members, &heaps, "").unwrap();
        for h in 0..=300 {
            assert_eq!(reachable.value(h), periodic.grundy(h).unwrap(), "heap {h}");
        }
    }

    #[test]
    fn finite_set_answers_huge_heaps() {
        let s = SubtractionSet::finite(&[2, 5, 7]).unwrap();
        assert_eq!(s.periodicity().map(|p| p.1), Some(22));
        let h = 1_000_000_000_000_000_000u64;
        let g = s.grundy(h).unwrap();
        let opts: Vec<u64> = [2, 5, 7]
            .iter()
            .map(|&m| s.grundy(h - m).unwrap())
            .collect();
        assert_eq!(g, (0..).find(|v| !opts.contains(v)).unwrap());
    }
}
