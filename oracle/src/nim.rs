//! Nim by its rules: heaps of counters, a move takes at least one counter from
//! one heap. Misere Nim is the same moves with the loser and winner of the last
//! move swapped.

use crate::search::{Convention, Moves, Played, Rules};

/// Nim under normal or misere play. A position is the list of heap sizes.
#[derive(Clone, Copy, Debug)]
pub struct Nim {
    convention: Convention,
}

impl Nim {
    /// Whoever takes the last counter wins.
    pub fn normal() -> Self {
        Nim {
            convention: Convention::Normal,
        }
    }

    /// Whoever takes the last counter loses.
    pub fn misere() -> Self {
        Nim {
            convention: Convention::Misere,
        }
    }
}

/// Take `take` counters from heap number `heap` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Take {
    pub heap: usize,
    pub take: u64,
}

/// Every way to take from one heap of `size`: the amounts taken, each with the
/// heap left. Shared with sums, where a Nim heap is one component.
pub fn heap_moves(size: u64) -> impl Iterator<Item = (u64, u64)> {
    (1..=size).map(move |take| (take, size - take))
}

impl Rules for Nim {
    type Position = Vec<u64>;
    type Move = Take;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len()
    }

    fn convention(&self) -> Convention {
        self.convention
    }

    /// The list fits one integer when it is short and its numbers small
    /// (canonical, so ascending).
    fn pack(&self, position: &Vec<u64>) -> Option<u128> {
        crate::search::pack_heaps(position)
    }

    /// At least one counter, at most the heap.
    fn play(&self, heaps: &Vec<u64>, m: &Take) -> Played<Vec<u64>> {
        let left = heaps
            .get(m.heap)
            .and_then(|h| h.checked_sub(m.take))
            .filter(|_| m.take > 0);
        Played::from(left.map(|left| {
            let mut next = heaps.clone();
            next[m.heap] = left;
            next
        }))
    }

    /// The heap and what it is left at (`heap 0 to 3`).
    fn show_move(&self, heaps: &Vec<u64>, m: &Take) -> String {
        match heaps.get(m.heap) {
            Some(&h) if m.take > 0 => format!("heap {} to {}", m.heap, h.saturating_sub(m.take)),
            _ => format!("heap {} (taking nothing from it)", m.heap),
        }
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, Take, Vec<u64>> {
        Box::new(heaps.iter().enumerate().flat_map(move |(heap, &size)| {
            heap_moves(size).map(move |(take, left)| {
                let mut next = heaps.clone();
                next[heap] = left;
                (Take { heap, take }, next)
            })
        }))
    }

    /// Heaps in any order are one position, and an empty heap offers no move:
    /// the sizes of the non-empty heaps, ascending.
    fn canonical(&self, heaps: &mut Vec<u64>) {
        sorted_nonzero(heaps);
    }

    /// The first move takes one counter: the line of first moves passes
    /// through a position for every counter, all different.
    fn fewest_states(&self, heaps: &Vec<u64>) -> u128 {
        heaps.iter().map(|&h| u128::from(h)).sum()
    }

    /// A heap of `h` offers `h` moves.
    fn more_moves_than(&self, heaps: &Vec<u64>, limit: usize) -> bool {
        heaps.iter().map(|&h| u128::from(h)).sum::<u128>() > limit as u128
    }

    fn successors(
        &self,
        heaps: &Vec<u64>,
        limit: usize,
        out: &mut Vec<Vec<u64>>,
        spare: &mut Vec<Vec<u64>>,
    ) {
        let want = limit.saturating_add(1);
        for (heap, &size) in heaps.iter().enumerate() {
            for left in (0..size).rev() {
                if out.len() >= want {
                    return;
                }
                let mut next = crate::search::copy_into_spare(spare, heaps);
                next[heap] = left;
                out.push(next);
            }
        }
    }
}

/// Sorts `heaps` ascending and drops the empty ones: the canonical form of a
/// list of heaps whose order the rules ignore and where an empty heap has no
/// move (Nim, subtraction heaps).
pub fn sorted_nonzero(heaps: &mut Vec<u64>) {
    heaps.retain(|&h| h != 0);
    heaps.sort_unstable();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    /// A long position costs the budget by its length: 300 heaps of 1 are
    /// 301 states and 45,150 moves, but every child is 300 words, so a
    /// budget of 100,000 refuses them (2,000 heaps once held 21 GB at the
    /// default budget), while 16 heaps cost what they always did.
    #[test]
    fn long_positions_cost_the_budget_by_their_length() {
        let mut s = Searcher::new(Nim::normal(), 100_000);
        assert_eq!(
            s.value(&vec![1; 300]),
            Err(crate::search::SearchError::TooLarge { budget: 100_000 })
        );
        let mut s = Searcher::new(Nim::normal(), 200);
        assert_eq!(s.value(&vec![1; 16]), Ok(0));
    }

    #[test]
    fn moves_of_a_position() {
        let got: Vec<_> = Nim::normal()
            .moves(&vec![2, 0, 1])
            .map(|(m, _)| m)
            .collect();
        assert_eq!(
            got,
            [
                Take { heap: 0, take: 1 },
                Take { heap: 0, take: 2 },
                Take { heap: 2, take: 1 }
            ]
        );
    }

    #[test]
    fn two_equal_heaps_lose() {
        let mut s = Searcher::new(Nim::normal(), 10_000);
        assert!(!s.analyze(&vec![4, 4]).unwrap().player_to_move_wins);
        let a = s.analyze(&vec![4, 6]).unwrap();
        assert_eq!(a.winning_moves, [Take { heap: 1, take: 2 }]);
    }

    #[test]
    fn a_position_and_its_permutations_share_one_memo_entry() {
        let mut s = Searcher::new(Nim::normal(), 10_000);
        assert_eq!(s.value(&vec![5, 0, 3, 1]).unwrap(), 7);
        let after_one = s.memo_len();
        for p in [vec![3, 1, 5], vec![1, 5, 3, 0, 0], vec![0, 5, 1, 3]] {
            assert_eq!(s.value(&p).unwrap(), 7);
        }
        assert_eq!(s.memo_len(), after_one);
        assert_eq!(s.canonical(&vec![3, 0, 1, 5]), vec![1, 3, 5]);
        // Winning moves still name the heaps as given.
        let a = s.analyze(&vec![0, 3, 2]).unwrap();
        assert_eq!(a.winning_moves, [Take { heap: 1, take: 1 }]);
    }

    #[test]
    fn successors_match_the_moves() {
        let p = vec![2, 0, 3];
        let mut fast = Vec::new();
        Nim::normal().successors(&p, usize::MAX, &mut fast, &mut Vec::new());
        let slow: Vec<_> = Nim::normal().moves(&p).map(|(_, c)| c).collect();
        assert_eq!(fast, slow);
        let mut few = Vec::new();
        Nim::normal().successors(&p, 2, &mut few, &mut Vec::new());
        assert_eq!(few, slow[..3]);
        // Spare positions of other lengths and contents are overwritten.
        let mut spare: Vec<Vec<u64>> = (0..9).map(|i| vec![7; i]).collect();
        let mut reused = Vec::new();
        Nim::normal().successors(&p, usize::MAX, &mut reused, &mut spare);
        assert_eq!(reused, slow);
        assert_eq!(spare.len(), 9 - slow.len());
    }

    #[test]
    fn misere_single_counter_loses() {
        let mut s = Searcher::new(Nim::misere(), 10_000);
        assert!(!s.analyze(&vec![1]).unwrap().player_to_move_wins);
        assert!(s.analyze(&vec![1, 1]).unwrap().player_to_move_wins);
        assert!(s.analyze(&vec![3]).unwrap().player_to_move_wins);
    }
}
