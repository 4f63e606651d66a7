//! Subtraction games by their rules: a move removes exactly `s` counters from
//! one heap, for some `s` in the subtraction set with `s <= heap`.
//!
//! The oracle decides membership of `s` in the set and nothing else: it knows
//! what a power of two and a Fibonacci number are, not what the Grundy values of
//! the game look like.

use crate::search::{Moves, Rules};

/// Which amounts may be removed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SubtractionSet {
    /// Any amount from 1 to `m`.
    OneTo(u64),
    /// 1, 2, 4, 8, ...
    PowersOfTwo,
    /// 1, 2, 3, 5, 8, ...
    Fibonacci,
    /// Exactly these amounts (positive, any order, repeats allowed).
    Finite(Vec<u64>),
}

impl SubtractionSet {
    /// May a move remove `amount` counters?
    pub fn allows(&self, amount: u64) -> bool {
        match self {
            SubtractionSet::OneTo(m) => (1..=*m).contains(&amount),
            SubtractionSet::PowersOfTwo => amount.is_power_of_two(),
            SubtractionSet::Fibonacci => is_fibonacci(amount),
            SubtractionSet::Finite(members) => amount > 0 && members.contains(&amount),
        }
    }

    /// Every amount that may be removed from a heap of `size`, ascending,
    /// produced lazily (a heap may be near `u64::MAX`).
    pub fn amounts(&self, size: u64) -> Box<dyn Iterator<Item = u64> + '_> {
        match self {
            SubtractionSet::OneTo(m) => Box::new(1..=size.min(*m)),
            SubtractionSet::PowersOfTwo => {
                Box::new((0..64).map(|k| 1u64 << k).take_while(move |&s| s <= size))
            }
            SubtractionSet::Fibonacci => {
                Box::new(fibonacci_members().take_while(move |&s| s <= size))
            }
            SubtractionSet::Finite(members) => {
                let mut v: Vec<u64> = members
                    .iter()
                    .copied()
                    .filter(|&s| s > 0 && s <= size)
                    .collect();
                v.sort_unstable();
                v.dedup();
                Box::new(v.into_iter())
            }
        }
    }
}

/// 1, 2, 3, 5, 8, ... as far as u64 goes: each the sum of the two before.
fn fibonacci_members() -> impl Iterator<Item = u64> {
    let mut next = Some((1u64, Some(2u64)));
    std::iter::from_fn(move || {
        let (a, b) = next?;
        next = b.map(|b| (b, a.checked_add(b)));
        Some(a)
    })
}

/// Is `n` one of 1, 2, 3, 5, 8, ...?
fn is_fibonacci(n: u64) -> bool {
    fibonacci_members().take_while(|&f| f <= n).any(|f| f == n)
}

/// Several heaps played with one subtraction set; a move is in exactly one heap.
#[derive(Clone, Debug)]
pub struct Subtraction {
    pub set: SubtractionSet,
}

/// Remove `amount` from heap number `heap` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Remove {
    pub heap: usize,
    pub amount: u64,
}

impl Rules for Subtraction {
    type Position = Vec<u64>;
    type Move = Remove;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len()
    }

    /// The list fits one integer when it is short and its numbers small
    /// (canonical, so ascending).
    fn pack(&self, position: &Vec<u64>) -> Option<u128> {
        crate::search::pack_heaps(position)
    }

    /// `heap 0 take 3`.
    fn show_move(&self, _: &Vec<u64>, m: &Remove) -> String {
        format!("heap {} take {}", m.heap, m.amount)
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, Remove, Vec<u64>> {
        Box::new(heaps.iter().enumerate().flat_map(move |(heap, &size)| {
            self.set.amounts(size).map(move |amount| {
                let mut next = heaps.clone();
                next[heap] = size - amount;
                (Remove { heap, amount }, next)
            })
        }))
    }

    /// The moves' positions straight into the engine's buffer: no boxed
    /// iterator and no list of amounts per heap. Equal heaps (the position
    /// is canonical: sorted) give the same children, so only the first of
    /// them is moved in.
    fn successors(
        &self,
        heaps: &Vec<u64>,
        limit: usize,
        out: &mut Vec<Vec<u64>>,
        spare: &mut Vec<Vec<u64>>,
    ) {
        let want = limit.saturating_add(1);
        let mut push = |out: &mut Vec<Vec<u64>>, heap: usize, amount: u64| -> bool {
            if out.len() >= want {
                return false;
            }
            let mut next = crate::search::copy_into_spare(spare, heaps);
            next[heap] -= amount;
            out.push(next);
            true
        };
        for (heap, &size) in heaps.iter().enumerate() {
            if heap > 0 && heaps[heap - 1] == size {
                continue;
            }
            let more = match &self.set {
                SubtractionSet::OneTo(m) => (1..=size.min(*m)).all(|s| push(out, heap, s)),
                SubtractionSet::PowersOfTwo => (0..64)
                    .map(|k| 1u64 << k)
                    .take_while(|&s| s <= size)
                    .all(|s| push(out, heap, s)),
                SubtractionSet::Fibonacci => fibonacci_members()
                    .take_while(|&s| s <= size)
                    .all(|s| push(out, heap, s)),
                SubtractionSet::Finite(members) => {
                    members.iter().enumerate().all(|(j, &s)| {
                        // A repeated member is one move.
                        s == 0 || s > size || members[..j].contains(&s) || push(out, heap, s)
                    })
                }
            };
            if !more {
                return;
            }
        }
    }

    /// Under `1..m`, a heap of `h` offers `min(h, m)` moves (other sets are
    /// counted as they are listed).
    fn more_moves_than(&self, heaps: &Vec<u64>, limit: usize) -> bool {
        match self.set {
            SubtractionSet::OneTo(m) => {
                heaps.iter().map(|&h| u128::from(h.min(m))).sum::<u128>() > limit as u128
            }
            _ => false,
        }
    }

    /// The first move removes the least member `s` from the first heap that
    /// allows it: the line of first moves passes through `floor(h / s)`
    /// positions per heap, all different (fewer counters each time).
    fn fewest_states(&self, heaps: &Vec<u64>) -> u128 {
        let least = match &self.set {
            SubtractionSet::Finite(members) => members.iter().copied().filter(|&s| s > 0).min(),
            SubtractionSet::OneTo(0) => None,
            _ => Some(1),
        };
        least.map_or(0, |s| heaps.iter().map(|&h| u128::from(h / s)).sum())
    }

    /// Heaps in any order are one position; an empty heap has no move.
    fn canonical(&self, heaps: &mut Vec<u64>) {
        crate::nim::sorted_nonzero(heaps);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn fibonacci_membership() {
        let fibs: Vec<u64> = (0..60).filter(|&n| is_fibonacci(n)).collect();
        assert_eq!(fibs, [1, 2, 3, 5, 8, 13, 21, 34, 55]);
        assert!(is_fibonacci(12_200_160_415_121_876_738)); // F93, the largest in u64
        assert!(!is_fibonacci(u64::MAX));
    }

    #[test]
    fn successors_match_the_moves() {
        let sets = [
            SubtractionSet::OneTo(3),
            SubtractionSet::PowersOfTwo,
            SubtractionSet::Fibonacci,
            SubtractionSet::Finite(vec![5, 2, 2, 0, 9]),
        ];
        let canonical = |mut ps: Vec<Vec<u64>>| {
            ps.iter_mut().for_each(crate::nim::sorted_nonzero);
            ps.sort();
            ps.dedup();
            ps
        };
        let fast_again = |rules: &Subtraction, p: &Vec<u64>| {
            let mut out = Vec::new();
            rules.successors(p, usize::MAX, &mut out, &mut Vec::new());
            out
        };
        for set in sets {
            let rules = Subtraction { set };
            let p = vec![2, 6, 6, 9];
            let mut fast = Vec::new();
            rules.successors(&p, usize::MAX, &mut fast, &mut Vec::new());
            let slow: Vec<_> = rules.moves(&p).map(|(_, c)| c).collect();
            assert_eq!(canonical(fast), canonical(slow), "{:?}", rules.set);
            let mut few = Vec::new();
            rules.successors(&p, 2, &mut few, &mut Vec::new());
            assert_eq!(few.len(), 3, "{:?}", rules.set);
            // Spare positions of other lengths and contents are overwritten.
            let mut spare: Vec<Vec<u64>> = (0..40).map(|i| vec![7; i % 7]).collect();
            let mut reused = Vec::new();
            rules.successors(&p, usize::MAX, &mut reused, &mut spare);
            assert_eq!(reused, fast_again(&rules, &p), "{:?}", rules.set);
            assert!(spare.len() < 40, "{:?}", rules.set);
        }
    }

    #[test]
    fn amounts_respect_the_heap() {
        let amounts = |set: SubtractionSet, size| set.amounts(size).collect::<Vec<_>>();
        assert_eq!(amounts(SubtractionSet::Finite(vec![5, 2, 2, 9]), 6), [2, 5]);
        assert_eq!(amounts(SubtractionSet::PowersOfTwo, 9), [1, 2, 4, 8]);
        assert_eq!(amounts(SubtractionSet::OneTo(u64::MAX), 3), [1, 2, 3]);
        assert_eq!(amounts(SubtractionSet::Fibonacci, 13), [1, 2, 3, 5, 8, 13]);
        assert_eq!(amounts(SubtractionSet::Fibonacci, u64::MAX).len(), 92);
    }

    #[test]
    fn take_one_to_three_loses_on_multiples_of_four() {
        let mut s = Searcher::new(
            Subtraction {
                set: SubtractionSet::OneTo(3),
            },
            10_000,
        );
        let losing: Vec<u64> = (0..13)
            .filter(|&h| !s.analyze(&vec![h]).unwrap().player_to_move_wins)
            .collect();
        assert_eq!(losing, [0, 4, 8, 12]);
    }
}
