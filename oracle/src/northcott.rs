//! Northcott's game by its rules: rows of `m` cells, one piece of each player
//! per row; the player to move slides their own piece in one row, left or
//! right, at least one cell, never onto or over the other piece nor off the
//! board. A player without a move loses.
//!
//! Pieces move back as well as forward, so positions repeat: the game is
//! decided by [`crate::retrograde`] over its whole position graph. Nothing
//! here knows the gaps between the pieces matter, let alone that they play
//! like Nim heaps.

use crate::retrograde::PartisanRules;
use crate::search::Moves;

/// Which player moves: the first player owns the `first` pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    First,
    Second,
}

/// One row: the columns (1-based) of the first and second player's pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    pub first: u64,
    pub second: u64,
}

/// A whole position: every row, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub rows: Vec<Row>,
    pub to_move: Player,
}

/// The mover's piece in row `row` (0-based) goes to column `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slide {
    pub row: usize,
    pub to: u64,
}

/// The board: every row has `columns` cells, numbered 1 to `columns`.
#[derive(Clone, Copy, Debug)]
pub struct Northcott {
    pub columns: u64,
}

impl Northcott {
    /// The columns the mover's piece at `own` may go to, with the other
    /// piece at `other`: every cell on its side of the other piece but its own.
    fn destinations(&self, own: u64, other: u64) -> impl Iterator<Item = u64> {
        let (low, high) = if own < other {
            (1, other - 1)
        } else {
            (other + 1, self.columns)
        };
        (low..=high).filter(move |&c| c != own)
    }
}

impl PartisanRules for Northcott {
    type Position = Position;
    type Move = Slide;

    /// Rows are alike: which row is which does not matter, only what each
    /// holds. The rows, sorted.
    fn canonical(&self, position: &mut Position) {
        position.rows.sort_unstable();
    }

    fn moves<'a>(&'a self, position: &'a Position) -> Moves<'a, Slide, Position> {
        let next_player = match position.to_move {
            Player::First => Player::Second,
            Player::Second => Player::First,
        };
        Box::new(position.rows.iter().enumerate().flat_map(move |(row, r)| {
            let (own, other) = match position.to_move {
                Player::First => (r.first, r.second),
                Player::Second => (r.second, r.first),
            };
            self.destinations(own, other).map(move |to| {
                let mut rows = position.rows.clone();
                match position.to_move {
                    Player::First => rows[row].first = to,
                    Player::Second => rows[row].second = to,
                }
                (
                    Slide { row, to },
                    Position {
                        rows,
                        to_move: next_player,
                    },
                )
            })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::retrograde::{Retrograde, Value};

    fn start(rows: &[(u64, u64)]) -> Position {
        Position {
            rows: rows
                .iter()
                .map(|&(first, second)| Row { first, second })
                .collect(),
            to_move: Player::First,
        }
    }

    #[test]
    fn moves_go_both_ways_but_not_past_the_other_piece() {
        let rules = Northcott { columns: 6 };
        let got: Vec<Slide> = rules.moves(&start(&[(4, 2)])).map(|(m, _)| m).collect();
        let to: Vec<u64> = got.iter().map(|m| m.to).collect();
        assert_eq!(to, [3, 5, 6]);
        // Adjacent at the wall: no move at all.
        assert_eq!(rules.moves(&start(&[(1, 2)])).count(), 0);
    }

    #[test]
    fn the_second_player_moves_their_own_piece() {
        let rules = Northcott { columns: 5 };
        let mut p = start(&[(1, 3)]);
        p.to_move = Player::Second;
        let to: Vec<u64> = rules.moves(&p).map(|(m, _)| m.to).collect();
        assert_eq!(to, [2, 4, 5]);
    }

    #[test]
    fn the_problem_sample() {
        // hdu-1730: `3 6 / 4 5 / 1 2 / 1 2` is BAD LUCK!, `... 1 3 ...` I WIN!.
        let mut engine = Retrograde::new(Northcott { columns: 6 }, 1_000_000);
        let lost = engine.solve(&start(&[(4, 5), (1, 2), (1, 2)])).unwrap();
        assert_eq!(lost.value, Value::Loss);
        assert!(lost.winning_moves.is_empty());
        let won = engine.solve(&start(&[(4, 5), (1, 3), (1, 2)])).unwrap();
        assert_eq!(won.value, Value::Win);
        // Widening the first row's gap from 0 to 1 wins as well as closing
        // the second row's.
        assert_eq!(
            won.winning_moves,
            [Slide { row: 0, to: 3 }, Slide { row: 1, to: 2 }]
        );
        assert_eq!(won.draws, 0);
    }

    #[test]
    fn one_row_with_a_gap_wins_by_closing_it() {
        let mut engine = Retrograde::new(Northcott { columns: 5 }, 100_000);
        let s = engine.solve(&start(&[(1, 5)])).unwrap();
        assert_eq!(s.value, Value::Win);
        assert_eq!(s.winning_moves, [Slide { row: 0, to: 4 }]);
    }
}
