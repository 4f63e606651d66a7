//! Wythoff's game by its rules: two heaps; a move takes any positive amount
//! from one heap, or the same positive amount from both.
//!
//! Nothing about the golden ratio lives here: the oracle lists the moves and
//! the search engine decides who wins.

use crate::search::{Moves, Rules};

/// Wythoff's game. A position is the two heaps, in the order given.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

/// Take `take` from the first heap, the second heap, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WythoffMove {
    First { take: u64 },
    Second { take: u64 },
    Both { take: u64 },
}

impl Rules for Wythoff {
    type Position = (u64, u64);
    type Move = WythoffMove;

    /// Two heaps always fit one integer.
    fn pack(&self, &(a, b): &(u64, u64)) -> Option<u128> {
        Some(u128::from(a) | (u128::from(b) << 64))
    }

    fn moves<'a>(&'a self, &(a, b): &'a (u64, u64)) -> Moves<'a, WythoffMove, (u64, u64)> {
        let first = (1..=a).map(move |take| (WythoffMove::First { take }, (a - take, b)));
        let second = (1..=b).map(move |take| (WythoffMove::Second { take }, (a, b - take)));
        let both =
            (1..=a.min(b)).map(move |take| (WythoffMove::Both { take }, (a - take, b - take)));
        Box::new(first.chain(second).chain(both))
    }

    /// The two heaps play alike: `(a, b)` and `(b, a)` are one position.
    fn canonical(&self, p: &mut (u64, u64)) {
        if p.0 > p.1 {
            *p = (p.1, p.0);
        }
    }

    /// `a + b + min(a, b)` moves.
    fn more_moves_than(&self, &(a, b): &(u64, u64), limit: usize) -> bool {
        u128::from(a) + u128::from(b) + u128::from(a.min(b)) > limit as u128
    }

    fn successors(&self, &(a, b): &(u64, u64), limit: usize, out: &mut Vec<(u64, u64)>) {
        let want = limit.saturating_add(1);
        let first = (1..=a).map(|take| (a - take, b));
        let second = (1..=b).map(|take| (a, b - take));
        let both = (1..=a.min(b)).map(|take| (a - take, b - take));
        out.extend(first.chain(second).chain(both).take(want));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{SearchError, Searcher};

    #[test]
    fn moves_of_a_position() {
        let got: Vec<_> = Wythoff.moves(&(1, 2)).map(|(_, p)| p).collect();
        assert_eq!(got, [(0, 2), (1, 1), (1, 0), (0, 1)]);
    }

    #[test]
    fn first_losing_positions() {
        let mut s = Searcher::new(Wythoff, 1_000_000);
        let mut losing = Vec::new();
        for a in 0..=13u64 {
            for b in a..=13u64 {
                if !s.analyze(&(a, b)).unwrap().player_to_move_wins {
                    losing.push((a, b));
                }
            }
        }
        assert_eq!(losing, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    }

    #[test]
    fn winning_moves_of_two_three() {
        let mut s = Searcher::new(Wythoff, 10_000);
        let a = s.analyze(&(2, 3)).unwrap();
        assert_eq!(
            a.winning_moves,
            [
                WythoffMove::Second { take: 2 },
                WythoffMove::Both { take: 1 }
            ]
        );
    }

    #[test]
    fn huge_heaps_are_too_large() {
        let mut s = Searcher::new(Wythoff, 1000);
        assert_eq!(
            s.analyze(&(u64::MAX, u64::MAX)),
            Err(SearchError::TooLarge { budget: 1000 })
        );
    }
}
