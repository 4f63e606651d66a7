//! Nim by its rules: heaps of counters, a move takes at least one counter from
//! one heap. Misere Nim is the same moves with the loser and winner of the last
//! move swapped.

use crate::search::{Convention, Moves, Rules};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

    fn convention(&self) -> Convention {
        self.convention
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

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
    fn misere_single_counter_loses() {
        let mut s = Searcher::new(Nim::misere(), 10_000);
        assert!(!s.analyze(&vec![1]).unwrap().player_to_move_wins);
        assert!(s.analyze(&vec![1, 1]).unwrap().player_to_move_wins);
        assert!(s.analyze(&vec![3]).unwrap().player_to_move_wins);
    }
}
