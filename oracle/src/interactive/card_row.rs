//! AtCoder ABC278 G, "Generalized Subtraction Game", by its rules: cards lie
//! in rows; a move removes `y` consecutive cards of one row, `low <= y <=
//! high`, which leaves at most two rows (the cards before and after). The
//! player with no move loses.
//!
//! A position is the multiset of row lengths: where a row lies on the table
//! does not change what can be done with it.

use crate::search::{Moves, Rules};

/// The game for one `(L, R)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardRow {
    pub low: u64,
    pub high: u64,
}

/// Removing `take` cards from a row of `row` cards, leaving `before` cards
/// on one side and `after` on the other (`before <= after`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowMove {
    pub row: u64,
    pub take: u64,
    pub before: u64,
    pub after: u64,
}

impl CardRow {
    /// The rules for `1 <= low <= high`; `None` otherwise.
    pub fn new(low: u64, high: u64) -> Option<CardRow> {
        (low >= 1 && low <= high).then_some(CardRow { low, high })
    }

    /// Whether taking `take` cards from a row of `row`, leaving `before`
    /// before them, is a move of this game.
    pub fn allows(&self, row: u64, take: u64, before: u64) -> bool {
        (self.low..=self.high).contains(&take) && take <= row && before <= row - take
    }
}

impl Rules for CardRow {
    type Position = Vec<u64>;
    type Move = RowMove;

    fn moves<'a>(&'a self, position: &'a Vec<u64>) -> Moves<'a, RowMove, Vec<u64>> {
        let mut rows: Vec<(usize, u64)> = position.iter().copied().enumerate().collect();
        rows.dedup_by_key(|(_, r)| *r);
        Box::new(rows.into_iter().flat_map(move |(index, row)| {
            (self.low..=self.high.min(row)).flat_map(move |take| {
                let left = row - take;
                (0..=left / 2).map(move |before| {
                    let after = left - before;
                    let mut next: Vec<u64> = position.clone();
                    next.remove(index);
                    next.extend([before, after].into_iter().filter(|&r| r > 0));
                    next.sort_unstable();
                    (
                        RowMove {
                            row,
                            take,
                            before,
                            after,
                        },
                        next,
                    )
                })
            })
        }))
    }

    fn canonical(&self, position: &mut Vec<u64>) {
        position.retain(|&r| r > 0);
        position.sort_unstable();
    }

    fn successors_are_canonical(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    fn wins(low: u64, high: u64, rows: &[u64]) -> bool {
        let mut s = Searcher::new(CardRow::new(low, high).unwrap(), 1_000_000);
        s.analyze(&rows.to_vec()).unwrap().first_player_wins()
    }

    #[test]
    fn small_games_by_hand() {
        // No row: no move.
        assert!(!wins(1, 1, &[]));
        // One card, take exactly one: the first player takes it.
        assert!(wins(1, 1, &[1]));
        // Two cards, one at a time: the second player takes the last.
        assert!(!wins(1, 1, &[2]));
        // Take exactly 2 from 3 cards: one card stays, no move for the second.
        assert!(wins(2, 2, &[3]));
        // Take 2 from a row of 1: impossible.
        assert!(!wins(2, 2, &[1]));
        // Two equal rows: the second player mirrors.
        assert!(!wins(1, 3, &[5, 5]));
    }

    #[test]
    fn a_move_leaves_the_cards_before_and_after() {
        let rules = CardRow::new(2, 3).unwrap();
        let row = vec![5];
        let moves: Vec<_> = rules.moves(&row).collect();
        // take 2: (0,3) (1,2); take 3: (0,2) (1,1)
        assert_eq!(moves.len(), 4);
        assert!(moves.iter().any(|(m, p)| m.take == 3 && p == &vec![1, 1]));
        assert!(rules.allows(5, 3, 2) && !rules.allows(5, 4, 0) && !rules.allows(2, 3, 0));
        assert!(CardRow::new(3, 2).is_none() && CardRow::new(0, 2).is_none());
    }
}
