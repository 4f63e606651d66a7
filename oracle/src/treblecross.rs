//! Treblecross by its rules: a strip of cells; a move puts an `X` in an
//! empty cell; the move that makes three `X` in a row wins at once.
//!
//! A position is the strip (`true` = an `X`); the empty strip stands for the
//! game just won by the player who moved into it: it has no move, so the
//! player to move there has lost. No reduction to runs or values: every
//! empty cell is a move, near an `X` or not.

use crate::search::{Moves, Rules};

#[derive(Clone, Copy, Debug, Default)]
pub struct Treblecross;

fn makes_three(board: &[bool], at: usize) -> bool {
    let lo = at.saturating_sub(2);
    let hi = (at + 2).min(board.len() - 1);
    (lo..=hi)
        .collect::<Vec<_>>()
        .windows(3)
        .any(|w| w.iter().all(|&i| board[i]))
}

impl Rules for Treblecross {
    type Position = Vec<bool>;
    /// The cell played, 0-based.
    type Move = usize;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len() / 8 + 1
    }

    fn moves<'a>(&'a self, board: &'a Vec<bool>) -> Moves<'a, usize, Vec<bool>> {
        Box::new((0..board.len()).filter(move |&i| !board[i]).map(move |i| {
            let mut next = board.clone();
            next[i] = true;
            if makes_three(&next, i) {
                next.clear();
            }
            (i, next)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn small_strips() {
        let mut s = Searcher::new(Treblecross, 1_000_000);
        let strip = |n: usize| vec![false; n];
        assert!(s.analyze(&strip(5)).unwrap().player_to_move_wins);
        assert!(!s.analyze(&strip(6)).unwrap().player_to_move_wins);
        assert_eq!(s.analyze(&strip(5)).unwrap().winning_moves, [2]);
        let xx: Vec<bool> = "XX..".bytes().map(|b| b == b'X').collect();
        assert_eq!(s.analyze(&xx).unwrap().winning_moves, [2]);
    }
}
