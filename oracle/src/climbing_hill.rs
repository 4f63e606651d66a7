//! Climbing the Hill by its rules: people on cells below the top (cell 0, which
//! holds any number of people; other cells hold one); a move takes one person
//! not on the top up by at least one cell, never onto or past the next person
//! above, unless that person is on the top. Whoever brings the king onto the
//! top wins: the position then has no move, so the player to move has lost.
//!
//! The king is the `k`-th person from the top. People never pass each other
//! below the top, so the king is always the person at index `k - 1` of the
//! position, which lists the people from the top down.

use crate::search::{Moves, Played, Rules};

/// Climbing the Hill with the king `king`-th from the top (1-based).
#[derive(Clone, Copy, Debug)]
pub struct ClimbingHill {
    pub king: usize,
}

/// Move the person on cell `from` up to cell `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Climb {
    pub from: u64,
    pub to: u64,
}

impl Rules for ClimbingHill {
    /// The people's cells from the top down (0 for people on the top).
    type Position = Vec<u64>;
    type Move = Climb;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len()
    }

    /// The list fits one integer when it is short and its numbers small.
    fn pack(&self, position: &Vec<u64>) -> Option<u128> {
        crate::search::pack_numbers(position.iter().map(|&n| n as u128))
    }

    fn play(&self, cells: &Vec<u64>, m: &Climb) -> Played<Vec<u64>> {
        Played::from(after(self.king, cells, m.from, m.to))
    }

    /// `4 to 3`.
    fn show_move(&self, _: &Vec<u64>, m: &Climb) -> String {
        format!("{} to {}", m.from, m.to)
    }

    fn moves<'a>(&'a self, cells: &'a Vec<u64>) -> Moves<'a, Climb, Vec<u64>> {
        let king_on_top = self
            .king
            .checked_sub(1)
            .and_then(|i| cells.get(i))
            .is_none_or(|&c| c == 0);
        if king_on_top {
            return Box::new(std::iter::empty());
        }
        Box::new(cells.iter().enumerate().flat_map(move |(person, &from)| {
            // The next person above: the nearest one on a lower cell number.
            let above = cells.iter().copied().filter(|&c| c < from).max();
            let highest = match above {
                Some(c) if c > 0 => c + 1,
                _ => 0,
            };
            (highest..from).rev().map(move |to| {
                let mut next = cells.clone();
                next[person] = to;
                (Climb { from, to }, next)
            })
        }))
    }
}

/// The people after moving the one on `from` up to `to`, if that is a move:
/// the king is not on the top yet, `from` holds a person below the top, and
/// `to` is above it, below the next person up unless that one is on the top.
fn after(king: usize, cells: &[u64], from: u64, to: u64) -> Option<Vec<u64>> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    if sorted.get(king.checked_sub(1)?).is_none_or(|&c| c == 0) || from == 0 || to >= from {
        return None;
    }
    let person = cells.iter().position(|&c| c == from)?;
    let above = sorted.iter().copied().filter(|&c| c < from).max();
    if let Some(a) = above.filter(|&a| a > 0) {
        if to <= a {
            return None;
        }
    }
    let mut next = cells.to_vec();
    next[person] = to;
    Some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn moves_respect_the_person_above() {
        let rules = ClimbingHill { king: 3 };
        let got: Vec<_> = rules.moves(&vec![0, 2, 4]).map(|(m, _)| m).collect();
        assert_eq!(
            got,
            [
                Climb { from: 2, to: 1 },
                Climb { from: 2, to: 0 },
                Climb { from: 4, to: 3 }
            ]
        );
        // The king on the top ends the game.
        assert_eq!(ClimbingHill { king: 1 }.moves(&vec![0, 5]).count(), 0);
    }

    #[test]
    fn hdu_sample_and_the_trap() {
        let mut s = Searcher::new(ClimbingHill { king: 3 }, 1_000_000);
        assert!(!s.analyze(&vec![1, 2, 4]).unwrap().player_to_move_wins);
        let mut s = Searcher::new(ClimbingHill { king: 1 }, 1_000_000);
        assert!(s.analyze(&vec![4, 7]).unwrap().player_to_move_wins);
        let mut s = Searcher::new(ClimbingHill { king: 4 }, 1_000_000);
        assert!(s.analyze(&vec![1, 2, 3, 4, 5]).unwrap().player_to_move_wins);
    }
}
