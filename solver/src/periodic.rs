//! Certified eventual periodicity of subtraction games with a finite set.
//!
//! For a finite subtraction set `S` with largest member `w`, the Grundy value
//! `g(n)` depends only on the `w` values before it. So once a window of `w`
//! consecutive values repeats, the whole sequence repeats from there on: the
//! repeat is a proof, not a guess. We look for the first repeat with Brent's
//! cycle finding over windows, comparing rolling hashes and confirming every
//! hash match value by value, so memory is the values themselves and nothing
//! more.
//!
//! ```
//! use solver::periodic::Periodic;
//! let table = Periodic::subtraction(&[2, 5, 7], 1 << 20).unwrap();
//! assert_eq!(table.period(), 22);
//! assert_eq!(table.value(1_000_000_000_000_000_000), table.value(table.preperiod() + (1_000_000_000_000_000_000 - table.preperiod()) % 22));
//! ```

use std::fmt;

mod lanes;
use lanes::Lanes;

/// The Grundy sequence of a finite subtraction game, known to repeat with
/// `period` from index `preperiod` on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodic {
    /// `g(0) .. g(preperiod + period - 1)`.
    values: Vec<u32>,
    preperiod: u64,
    period: u64,
}

/// Why no certified period could be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeriodError {
    /// Subtraction sets hold positive integers only.
    ZeroMember,
    /// No window repeated within the first `terms` values.
    NotFound { terms: usize },
}

impl fmt::Display for PeriodError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PeriodError::ZeroMember => {
                write!(f, "a subtraction set holds positive integers only, found 0")
            }
            PeriodError::NotFound { terms } => {
                write!(
                    f,
                    "no period certified within the first {terms} Grundy values"
                )
            }
        }
    }
}

impl std::error::Error for PeriodError {}

const HASH_BASE: u64 = 0x9E37_79B9_7F4A_7C15;

impl Periodic {
    /// Computes and certifies the Grundy sequence of the subtraction game with
    /// set `members` (any order, repeats allowed), looking at most `term_limit`
    /// values ahead.
    pub fn subtraction(members: &[u64], term_limit: usize) -> Result<Self, PeriodError> {
        let mut seq = Sequence::new(members)?;
        let Some(&largest) = seq.set.last() else {
            // No member: no move from any heap, every value is 0.
            return Ok(Periodic {
                values: vec![0],
                preperiod: 0,
                period: 1,
            });
        };
        let width = usize::try_from(largest)
            .ok()
            .filter(|&w| w < term_limit / 2)
            .ok_or(PeriodError::NotFound { terms: term_limit })?;

        // Brent: the tortoise waits at a power-of-two step while the hare runs.
        seq.extend_to(width + 1);
        let top_weight = HASH_BASE.wrapping_pow(width as u32 - 1);
        let window_hash = |v: &[u32], start: usize| {
            v[start..start + width].iter().fold(0u64, |h, &x| {
                h.wrapping_mul(HASH_BASE).wrapping_add(u64::from(x))
            })
        };
        let (mut tortoise, mut tortoise_hash) = (0usize, window_hash(&seq.values, 0));
        let (mut hare, mut hare_hash) = (1usize, window_hash(&seq.values, 1));
        let (mut power, mut lambda) = (1usize, 1usize);
        loop {
            if tortoise_hash == hare_hash
                && seq.values[tortoise..tortoise + width] == seq.values[hare..hare + width]
            {
                break;
            }
            if power == lambda {
                (tortoise, tortoise_hash) = (hare, hare_hash);
                power *= 2;
                lambda = 0;
            }
            if hare + width + 1 > term_limit {
                return Err(PeriodError::NotFound { terms: term_limit });
            }
            // Values are computed a block ahead (up to 128 past what is
            // needed, and past the term limit by as much), so that the
            // sequence can use its 64-heap blocks instead of one heap at a
            // time; the limit above is what decides.
            if seq.computed() < hare + width + 1 {
                seq.extend_to((hare + width + 1).next_multiple_of(64) + 64);
            }
            let (out, inp) = (seq.values[hare], seq.values[hare + width]);
            hare_hash = hare_hash
                .wrapping_sub(u64::from(out).wrapping_mul(top_weight))
                .wrapping_mul(HASH_BASE)
                .wrapping_add(u64::from(inp));
            hare += 1;
            lambda += 1;
        }
        // g(n) = g(n + lambda) for every n >= tortoise; walk back to the first
        // index where that starts.
        let mut preperiod = tortoise;
        while preperiod > 0 && seq.values[preperiod - 1] == seq.values[preperiod - 1 + lambda] {
            preperiod -= 1;
        }
        let mut values = seq.values;
        values.truncate(preperiod + lambda);
        Ok(Periodic {
            values,
            preperiod: preperiod as u64,
            period: lambda as u64,
        })
    }

    /// The Grundy value of a heap of `n`, for any `n`.
    pub fn value(&self, n: u64) -> u64 {
        let index = match n.checked_sub(self.preperiod) {
            None => n,
            Some(past) => self.preperiod + past % self.period,
        };
        u64::from(self.values[index as usize])
    }

    /// The first index from which the sequence repeats.
    pub fn preperiod(&self) -> u64 {
        self.preperiod
    }

    /// The length of the smallest repeating block.
    pub fn period(&self) -> u64 {
        self.period
    }
}

/// The Grundy values of a finite subtraction game by their definition, as far
/// as they have been asked for: each value is the mex of the values a move
/// reaches. For heaps below a bound when no period is (or can be) certified;
/// heap `n` costs `n + 1` values of work and memory, so callers bound `n`.
///
/// ```
/// use solver::periodic::Sequence;
/// let mut g = Sequence::new(&[5, 2, 5]).unwrap();
/// assert_eq!(g.value(5), 2); // options: heaps 3 and 0, values 1 and 0
/// assert_eq!(g.computed(), 6);
/// ```
#[derive(Clone, Debug)]
pub struct Sequence {
    /// The members, ascending, without repeats.
    set: Vec<u64>,
    values: Vec<u32>,
    /// Scratch for mex: `seen[v] == n + 1` marks value `v` among the
    /// options of heap `n`.
    seen: Vec<usize>,
    /// The largest value computed so far.
    largest: u32,
    /// Blocks of heaps decided together, while the set allows it.
    lanes: Option<Lanes>,
}

impl Sequence {
    /// The game with set `members` (any order, repeats allowed), nothing
    /// computed yet.
    pub fn new(members: &[u64]) -> Result<Self, PeriodError> {
        if members.contains(&0) {
            return Err(PeriodError::ZeroMember);
        }
        let mut set: Vec<u64> = members.to_vec();
        set.sort_unstable();
        set.dedup();
        Ok(Sequence {
            lanes: Lanes::new(&set),
            set,
            values: Vec::new(),
            seen: Vec::new(),
            largest: 0,
        })
    }

    /// The Grundy value of a heap of `n`, computing every value up to it
    /// first.
    pub fn value(&mut self, n: usize) -> u64 {
        self.extend_to(n + 1);
        u64::from(self.values[n])
    }

    /// How many values (heaps `0 ..`) have been computed.
    pub fn computed(&self) -> usize {
        self.values.len()
    }

    /// The values computed so far, by heap.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    fn extend_to(&mut self, len: usize) {
        // This loop is the whole cost of hdu-1536's large tables (a hundred
        // options per heap, a million heaps), so it is written for speed:
        // local slices instead of reloads through `self`, and two ways to
        // mark the options' values.
        // - While every value so far is below 64 (the usual case: a hundred
        //   random members give values up to about 40), a heap's options
        //   can only have such values, so they are bits of a u64; four
        //   accumulators keep the ORs off one dependency chain, and the mex
        //   is the lowest clear bit.
        // - Otherwise `seen[v] == n + 1` marks value v among heap n's
        //   options (a stamp per heap, so nothing is cleared between heaps),
        //   and the mex is the first value not so marked. A heap has at most
        //   set.len() options, so its value is at most that.
        // And when every member is large, whole blocks of heaps are decided
        // at once (see `lanes`), where a whole block fits below `len`.
        let Sequence {
            set,
            values,
            seen,
            largest,
            lanes,
        } = self;
        values.reserve(len.saturating_sub(values.len()));
        seen.resize(set.len() + 1, 0);
        while values.len() < len {
            let n = values.len();
            if let Some(blocks) = lanes.as_mut().filter(|l| n + 64 <= len && l.can_fill(n)) {
                if !blocks.fill(n, values) {
                    *lanes = None;
                }
                *largest = values[n..].iter().fold(*largest, |m, &v| m.max(v));
                continue;
            }
            let reachable = &set[..set.partition_point(|&s| s <= n as u64)];
            let option = |s: u64| values[n - s as usize];
            let mex = if *largest < 64 {
                let mut bits = [0u64; 4];
                let mut quads = reachable.chunks_exact(4);
                for quad in &mut quads {
                    for (b, &s) in bits.iter_mut().zip(quad) {
                        *b |= 1 << option(s);
                    }
                }
                for &s in quads.remainder() {
                    bits[0] |= 1 << option(s);
                }
                (!(bits[0] | bits[1] | bits[2] | bits[3])).trailing_zeros()
            } else {
                let stamp = n + 1;
                for &s in reachable {
                    seen[option(s) as usize] = stamp;
                }
                seen.iter().position(|&t| t != stamp).unwrap_or(seen.len()) as u32
            };
            *largest = (*largest).max(mex);
            values.push(mex);
            if lanes.as_mut().is_some_and(|l| !l.record(n, mex)) {
                *lanes = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set of 64 members 1..=64 (take 1 to 64): values n mod 65. Heap 64
    /// is the first with value 64, which moves the computation from the
    /// 64-bit masks to the stamps; both must give n mod 65.
    #[test]
    fn values_from_64_on() {
        let set: Vec<u64> = (1..=64).collect();
        let mut g = Sequence::new(&set).unwrap();
        for n in [63usize, 64, 65, 129, 130, 1000] {
            assert_eq!(g.value(n), (n % 65) as u64, "n = {n}");
        }
        let expected: Vec<u64> = (0..1001).map(|n| n % 65).collect();
        assert_eq!(direct(&set, 1001), expected);
    }

    fn direct(set: &[u64], n: usize) -> Vec<u64> {
        let mut g = vec![0u64; n];
        for i in 0..n {
            let opts: Vec<u64> = set
                .iter()
                .filter(|&&s| s as usize <= i)
                .map(|&s| g[i - s as usize])
                .collect();
            g[i] = (0..).find(|v| !opts.contains(v)).unwrap();
        }
        g
    }

    #[test]
    fn one_to_three_is_n_mod_four() {
        let p = Periodic::subtraction(&[1, 2, 3], 1000).unwrap();
        assert_eq!((p.preperiod(), p.period()), (0, 4));
        assert_eq!(p.value(u64::MAX), u64::MAX % 4);
    }

    /// Not every subtraction game repeats from the start: {2, 4, 7} settles
    /// into period 3 only from heap 8 (found by brute force over the mex
    /// definition; `direct` recomputes it here).
    #[test]
    fn two_four_seven_repeats_from_eight() {
        let p = Periodic::subtraction(&[2, 4, 7], 1000).unwrap();
        assert_eq!((p.preperiod(), p.period()), (8, 3));
        let g = direct(&[2, 4, 7], 40);
        for n in 0..40 {
            assert_eq!(p.value(n), g[n as usize], "heap {n}");
        }
        assert_ne!(g[7], g[10], "heap 7 is before the repeat");
    }

    #[test]
    fn two_five_seven_has_period_22() {
        let p = Periodic::subtraction(&[7, 2, 5, 5], 1 << 16).unwrap();
        assert_eq!(p.period(), 22);
        let g = direct(&[2, 5, 7], 400);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(p.value(n as u64), v, "n = {n}");
        }
    }

    #[test]
    fn preperiod_is_the_first_index_of_the_repeat() {
        for set in [
            &[2u64, 3][..],
            &[3, 4, 5],
            &[1, 4, 9, 16],
            &[4, 10, 11],
            &[2, 4, 7, 12],
        ] {
            let p = Periodic::subtraction(set, 1 << 20).unwrap();
            let n = (p.preperiod() + 3 * p.period() + 64) as usize;
            let g = direct(set, n);
            for (i, &v) in g.iter().enumerate() {
                assert_eq!(p.value(i as u64), v, "set {set:?} at {i}");
            }
            let pre = p.preperiod() as usize;
            let per = p.period() as usize;
            if pre > 0 {
                assert_ne!(
                    g[pre - 1],
                    g[pre - 1 + per],
                    "set {set:?}: preperiod not minimal"
                );
            }
            for q in 1..per {
                assert!(
                    (pre..n - q).any(|i| g[i] != g[i + q]),
                    "set {set:?}: period {q} also works"
                );
            }
        }
    }

    /// Blocks of 64 heaps (`lanes`) against the definition, on sets chosen
    /// to reach every way through them: members below and past 64, members
    /// on multiples of 64 (no bit shift), values that pass 63 in the middle
    /// of a block (the blocks stop), and heaps asked one at a time or far
    /// ahead.
    #[test]
    fn blocks_of_heaps_are_the_definition() {
        let mut state = 0x853c_49e6_748f_ea9bu64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        let mut sets: Vec<Vec<u64>> = vec![
            vec![64],
            vec![64, 128, 192],
            vec![1, 64, 65],
            vec![63, 64, 127, 129],
            (1..=70).collect(), // values reach 70: blocks stop
            (2..=140).step_by(2).collect(),
        ];
        for _ in 0..40 {
            let count = 1 + next(12);
            let top = [70, 200, 700][next(3) as usize];
            sets.push((0..count).map(|_| 1 + next(top)).collect());
        }
        for set in &sets {
            let mut unique = set.clone();
            unique.sort_unstable();
            unique.dedup();
            let expected = direct(&unique, 3000);
            let mut ahead = Sequence::new(set).unwrap();
            assert_eq!(ahead.value(2999), expected[2999], "{set:?}");
            let mut stepwise = Sequence::new(set).unwrap();
            for (n, &v) in expected.iter().enumerate() {
                assert_eq!(ahead.value(n), v, "{set:?} n = {n}");
                assert_eq!(stepwise.value(n), v, "{set:?} n = {n}");
            }
        }
    }

    #[test]
    fn sequence_is_the_definition() {
        let mut s = Sequence::new(&[11, 4, 10, 4]).unwrap();
        let g = direct(&[4, 10, 11], 300);
        // A later heap first: the values before it are computed on the way.
        assert_eq!(s.value(299), g[299]);
        assert_eq!(s.computed(), 300);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(s.value(n), v, "n = {n}");
        }
        assert_eq!(s.computed(), 300);
        assert_eq!(Sequence::new(&[3, 0]).unwrap_err(), PeriodError::ZeroMember);
        assert_eq!(Sequence::new(&[]).unwrap().value(9), 0);
    }

    #[test]
    fn errors() {
        assert_eq!(
            Periodic::subtraction(&[0, 1], 100),
            Err(PeriodError::ZeroMember)
        );
        assert_eq!(
            Periodic::subtraction(&[1000], 100),
            Err(PeriodError::NotFound { terms: 100 })
        );
        // A set whose largest member is half the limit is refused: two
        // windows of that width cannot be compared within the limit (the
        // early width check and the search's term check both say so).
        for limit in [2, 3, 4, 8, 20] {
            let largest = limit as u64 / 2;
            assert_eq!(
                Periodic::subtraction(&[largest], limit),
                Err(PeriodError::NotFound { terms: limit }),
                "{{{largest}}} within {limit} terms"
            );
        }
        // The limit is honoured to the term: the fewest terms each search
        // needs (pinned from a run) work, one fewer is refused.
        for (set, fewest) in [(&[1u64][..], 4usize), (&[2, 5, 7][..], 60), (&[3][..], 16)] {
            let found = (1..200)
                .find(|&limit| Periodic::subtraction(set, limit).is_ok())
                .expect("a period within 200 terms");
            assert_eq!(found, fewest, "{set:?}");
        }
        let empty = Periodic::subtraction(&[], 100).unwrap();
        assert_eq!(empty.value(12345), 0);
    }
}
