//! Northcott's game by its rules: rows of `m` cells, one piece of each player
//! per row; the player to move slides their own piece in one row, left or
//! right, at least one cell, never onto or over the other piece nor off the
//! board. A player without a move loses.
//!
//! Pieces move back as well as forward, so positions repeat: the game is
//! decided by [`crate::retrograde`] over its whole position graph. Nothing
//! here knows the gaps between the pieces matter, let alone that they play
//! like Nim heaps.

use crate::partisan::{PartisanRules, Player, VisitMove};
use crate::retrograde::Packed;
use crate::search::Played;
use std::ops::ControlFlow;

/// One row: the columns (1-based) of the first and second player's pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    pub first: u64,
    pub second: u64,
}

/// A whole position: every row, and whose turn it is (the first player
/// owns the `first` pieces).
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

    /// Is moving the mover's piece from `own` to `to`, with the other piece
    /// at `other`, a slide: on the board, on its side of the other piece,
    /// not onto it, and a move at all?
    fn is_slide(&self, own: u64, other: u64, to: u64) -> bool {
        (1..=self.columns).contains(&to)
            && to != own
            && (to < other) == (own < other)
            && to != other
    }
}

/// The first word of a packed position: whose turn it is, and whether each
/// row takes two words (a piece past column 2^32 - 1) or one.
const SECOND_TO_MOVE: u64 = 1;
const WIDE_ROWS: u64 = 2;

impl PartisanRules for Northcott {
    type Position = Position;
    type Move = Slide;

    fn to_move(&self, position: &Position) -> Player {
        position.to_move
    }

    /// Each row in turn, each destination left to right. One child is kept
    /// and changed in place, so listing moves allocates once per position.
    fn for_each_move(
        &self,
        position: &Position,
        visit: &mut VisitMove<'_, Slide, Position>,
    ) -> ControlFlow<()> {
        let mut child = Position {
            rows: position.rows.clone(),
            to_move: position.to_move.other(),
        };
        for (row, r) in position.rows.iter().enumerate() {
            let (own, other) = match position.to_move {
                Player::First => (r.first, r.second),
                Player::Second => (r.second, r.first),
            };
            for to in self.destinations(own, other) {
                match position.to_move {
                    Player::First => child.rows[row].first = to,
                    Player::Second => child.rows[row].second = to,
                }
                visit(Slide { row, to }, &child)?;
            }
            child.rows[row] = *r;
        }
        ControlFlow::Continue(())
    }

    /// Read off the row, not looked up among its slides (a row of 10^18
    /// cells has as many): a row that is not there, or a column the piece
    /// cannot slide to, is illegal.
    fn play(&self, position: &Position, m: &Slide) -> Played<Position> {
        let Some(r) = position.rows.get(m.row) else {
            return Played::Illegal;
        };
        let (own, other) = match position.to_move {
            Player::First => (r.first, r.second),
            Player::Second => (r.second, r.first),
        };
        if !self.is_slide(own, other, m.to) {
            return Played::Illegal;
        }
        let mut child = Position {
            rows: position.rows.clone(),
            to_move: position.to_move.other(),
        };
        let moved = &mut child.rows[m.row];
        match position.to_move {
            Player::First => moved.first = m.to,
            Player::Second => moved.second = m.to,
        }
        Played::To(child)
    }

    /// `row R to C`: the row (0-based) and the column the mover's piece
    /// reaches.
    fn show_move(&self, _: &Position, m: &Slide) -> String {
        format!("row {} to {}", m.row, m.to)
    }
}

impl Packed for Northcott {
    /// Rows are alike: which row is which does not matter, only what each
    /// holds. So the words are the rows sorted, after the turn. A row is one
    /// word (first piece in the high half) when both pieces fit 32 bits, which
    /// sorts as the rows do.
    fn pack(&self, position: &Position, words: &mut Vec<u64>) {
        let narrow = |c: u64| c <= u64::from(u32::MAX);
        let wide = !position
            .rows
            .iter()
            .all(|r| narrow(r.first) && narrow(r.second));
        let turn = match position.to_move {
            Player::First => 0,
            Player::Second => SECOND_TO_MOVE,
        };
        words.push(turn | if wide { WIDE_ROWS } else { 0 });
        if wide {
            let mut rows = position.rows.clone();
            rows.sort_unstable();
            words.extend(rows.iter().flat_map(|r| [r.first, r.second]));
        } else {
            let from = words.len();
            words.extend(position.rows.iter().map(|r| (r.first << 32) | r.second));
            words[from..].sort_unstable();
        }
    }

    fn unpack(&self, words: &[u64]) -> Position {
        let (head, rows) = words.split_first().expect("a packed position has a head");
        let to_move = if head & SECOND_TO_MOVE == 0 {
            Player::First
        } else {
            Player::Second
        };
        let rows = if head & WIDE_ROWS == 0 {
            rows.iter()
                .map(|&w| Row {
                    first: w >> 32,
                    second: w & u64::from(u32::MAX),
                })
                .collect()
        } else {
            rows.chunks_exact(2)
                .map(|pair| Row {
                    first: pair[0],
                    second: pair[1],
                })
                .collect()
        };
        Position { rows, to_move }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::retrograde::{Retrograde, Value};

    fn moves(rules: &Northcott, p: &Position) -> Vec<(Slide, Position)> {
        let mut all = Vec::new();
        let _ = rules.for_each_move(p, &mut |m, child| {
            all.push((m, child.clone()));
            ControlFlow::Continue(())
        });
        all
    }

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
        let got = moves(&rules, &start(&[(4, 2)]));
        let to: Vec<u64> = got.iter().map(|(m, _)| m.to).collect();
        assert_eq!(to, [3, 5, 6]);
        // Each child differs from the start in the moved piece only.
        assert_eq!(
            got[1].1.rows,
            [Row {
                first: 5,
                second: 2
            }]
        );
        assert_eq!(got[1].1.to_move, Player::Second);
        // Adjacent at the wall: no move at all.
        assert!(moves(&rules, &start(&[(1, 2)])).is_empty());
    }

    #[test]
    fn slides_stay_on_their_side() {
        let rules = Northcott { columns: 6 };
        assert!(!rules.is_slide(4, 5, 6), "no passing over the other piece");
        assert!(!rules.is_slide(4, 5, 5), "no landing on it");
        assert!(!rules.is_slide(4, 5, 4), "a move moves");
        assert!(!rules.is_slide(4, 5, 0) && !rules.is_slide(5, 4, 7));
        assert!(rules.is_slide(4, 5, 1) && rules.is_slide(5, 2, 6));
    }

    #[test]
    fn a_slide_reads_as_its_row_and_column() {
        let rules = Northcott { columns: 6 };
        let p = start(&[(4, 5), (1, 3)]);
        assert_eq!(rules.show_move(&p, &Slide { row: 1, to: 2 }), "row 1 to 2");
        // The second player's piece moves when it is their turn; a row
        // past the last is no move.
        let mut second = p.clone();
        second.to_move = Player::Second;
        let after = start(&[(4, 6), (1, 3)]);
        assert_eq!(
            rules.play(&second, &Slide { row: 0, to: 6 }),
            Played::To(after)
        );
        assert_eq!(
            rules.play(&second, &Slide { row: 0, to: 3 }),
            Played::Illegal
        );
        assert_eq!(
            rules.play(&second, &Slide { row: 2, to: 6 }),
            Played::Illegal
        );
    }

    #[test]
    fn the_second_player_moves_their_own_piece() {
        let rules = Northcott { columns: 5 };
        let mut p = start(&[(1, 3)]);
        p.to_move = Player::Second;
        let to: Vec<u64> = moves(&rules, &p).iter().map(|(m, _)| m.to).collect();
        assert_eq!(to, [2, 4, 5]);
    }

    #[test]
    fn a_position_and_its_row_orders_pack_alike() {
        let rules = Northcott { columns: 9 };
        let words = |p: &Position| {
            let mut w = Vec::new();
            rules.pack(p, &mut w);
            w
        };
        let p = start(&[(4, 5), (1, 3), (9, 2), (1, 3)]);
        let q = start(&[(1, 3), (9, 2), (1, 3), (4, 5)]);
        assert_eq!(words(&p), words(&q));
        // Whose turn it is, and what a row holds, tell positions apart.
        let mut turned = p.clone();
        turned.to_move = Player::Second;
        assert_ne!(words(&p), words(&turned));
        assert_ne!(words(&p), words(&start(&[(4, 5), (3, 1), (9, 2), (1, 3)])));
        // Unpacking gives the rows sorted, which pack to the same words.
        let back = rules.unpack(&words(&q));
        assert_eq!(back, start(&[(1, 3), (1, 3), (4, 5), (9, 2)]));
        assert_eq!(words(&back), words(&p));
        assert_eq!(words(&rules.unpack(&words(&turned))), words(&turned));
    }

    #[test]
    fn pieces_past_32_bits_pack_two_words_a_row() {
        let far = 1u64 << 40;
        let rules = Northcott { columns: far };
        let p = start(&[(far, 1), (2, far - 1), (2, 1)]);
        let mut w = Vec::new();
        rules.pack(&p, &mut w);
        assert_eq!(w.len(), 1 + 2 * 3);
        let back = rules.unpack(&w);
        assert_eq!(back, start(&[(2, 1), (2, far - 1), (far, 1)]));
        // Without the far pieces the same rows take one word each, and the
        // two forms never meet: the head says which.
        let near = start(&[(2, 1)]);
        let mut n = Vec::new();
        rules.pack(&near, &mut n);
        assert_eq!(n, [0, (2 << 32) | 1]);
        assert_eq!(rules.unpack(&n), near);
    }

    #[test]
    fn rows_in_any_order_are_one_graph_position() {
        let mut engine = Retrograde::new(Northcott { columns: 7 }, 1_000_000);
        let first = engine.solve(&start(&[(1, 7), (3, 2), (6, 4)])).unwrap();
        let known = engine.known();
        // Its permutations are found, not explored again.
        for rows in [
            [(3, 2), (1, 7), (6, 4)],
            [(6, 4), (3, 2), (1, 7)],
            [(6, 4), (1, 7), (3, 2)],
        ] {
            let s = engine.solve(&start(&rows)).unwrap();
            assert_eq!(
                (s.value, s.positions, s.draws),
                (first.value, first.positions, first.draws)
            );
            assert_eq!(engine.known(), known);
        }
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
