//! Georgia and Bob by its rules: pieces on distinct cells of a line that
//! starts at cell 1; a move slides one piece left by at least one cell, never
//! onto or over another piece and never left of cell 1.
//!
//! The pieces are kept in the order given (a move never lets one pass another,
//! so the order never matters and is never normalized here).

use crate::search::{Moves, Played, Rules};

/// Georgia and Bob under normal play. A position lists the cells of the pieces.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeorgiaBob;

/// Slide the piece on cell `from` to cell `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Slide {
    pub from: u64,
    pub to: u64,
}

impl Rules for GeorgiaBob {
    type Position = Vec<u64>;
    type Move = Slide;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len()
    }

    /// The list fits one integer when it is short and its numbers small.
    fn pack(&self, position: &Vec<u64>) -> Option<u128> {
        crate::search::pack_numbers(position.iter().map(|&n| n as u128))
    }

    /// Slides the piece on `from` to `to`, if that is a move.
    fn play(&self, cells: &Vec<u64>, m: &Slide) -> Played<Vec<u64>> {
        let Some(piece) = cells.iter().position(|&c| c == m.from) else {
            return Played::Illegal;
        };
        let blocked = cells.iter().any(|&c| m.to <= c && c < m.from);
        if m.to == 0 || m.to >= m.from || blocked {
            return Played::Illegal;
        }
        let mut next = cells.to_vec();
        next[piece] = m.to;
        Played::To(next)
    }

    /// `5 to 2`.
    fn show_move(&self, _: &Vec<u64>, m: &Slide) -> String {
        format!("{} to {}", m.from, m.to)
    }

    fn moves<'a>(&'a self, cells: &'a Vec<u64>) -> Moves<'a, Slide, Vec<u64>> {
        Box::new(cells.iter().enumerate().flat_map(move |(piece, &from)| {
            // Walk left one cell at a time; stop at cell 1 or at the first
            // occupied cell (it can be neither entered nor jumped).
            (1..from)
                .rev()
                .take_while(move |to| !cells.contains(to))
                .map(move |to| {
                    let mut next = cells.clone();
                    next[piece] = to;
                    (Slide { from, to }, next)
                })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn pieces_block_each_other() {
        let got: Vec<_> = GeorgiaBob.moves(&vec![5, 3]).map(|(m, _)| m).collect();
        assert_eq!(
            got,
            [
                Slide { from: 5, to: 4 },
                Slide { from: 3, to: 2 },
                Slide { from: 3, to: 1 }
            ]
        );
        assert_eq!(GeorgiaBob.moves(&vec![1, 2, 3]).count(), 0);
    }

    #[test]
    fn poj_sample() {
        let mut s = Searcher::new(GeorgiaBob, 1_000_000);
        assert!(!s.analyze(&vec![1, 2, 3]).unwrap().player_to_move_wins);
        assert!(s.analyze(&vec![2, 4]).unwrap().player_to_move_wins);
    }

    #[test]
    fn far_pieces_are_too_large() {
        let mut s = Searcher::new(GeorgiaBob, 1000);
        assert!(s.analyze(&vec![u64::MAX, 1]).is_err());
    }
}
