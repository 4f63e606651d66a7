//! Northcott's game as Nim on the gaps.
//!
//! In each row the cells strictly between the two pieces form a gap. Moving
//! towards the other piece shrinks the gap like taking from a Nim heap; moving
//! away grows it, but the opponent can always answer by following, restoring
//! the gap while the pieces drift towards the wall (so growing cannot go on for
//! ever and cannot help against a player who keeps the xor at 0). Hence: the
//! player to move wins iff the xor of the gaps is non-zero, there are no
//! draws, and a winning move is any move after which the xor is 0.
//!
//! Because moving away is allowed, a row may offer a winning move that grows
//! its gap; but the piece cannot pass the other one, so in each row exactly one
//! gap size is wanted and at most one column gives it: at most one winning
//! move per row.

use std::cmp::Ordering;

/// One row: the 1-based columns of the first player's piece and the second's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    pub first: u64,
    pub second: u64,
}

/// The first player's piece in row `row` (0-based) moves to column `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slide {
    pub row: usize,
    pub to: u64,
}

/// The number of empty cells between the pieces.
pub fn gap(row: Row) -> u64 {
    row.first.abs_diff(row.second).saturating_sub(1)
}

/// The xor of the gaps: the Nim value of the position.
pub fn nim_value(rows: &[Row]) -> u64 {
    rows.iter().fold(0, |x, &r| x ^ gap(r))
}

/// Does the player to move (the first player) win?
pub fn first_player_wins(rows: &[Row]) -> bool {
    nim_value(rows) != 0
}

/// Every winning move of the first player on a board of `columns` cells, in
/// row order (one at most per row). A move wins iff it leaves xor 0: in a row
/// with gap `g` the wanted gap is `g ^ x`, reached by putting the piece
/// `g ^ x + 1` cells from the other piece on its own side, if the board is
/// wide enough (a wanted gap larger than `g` means moving away).
pub fn winning_moves(columns: u64, rows: &[Row]) -> Vec<Slide> {
    let x = nim_value(rows);
    if x == 0 {
        return Vec::new();
    }
    rows.iter()
        .enumerate()
        .filter_map(|(row, &r)| {
            let wanted = gap(r) ^ x;
            let distance = wanted.checked_add(1)?;
            let to = match r.first.cmp(&r.second) {
                Ordering::Less => r.second.checked_sub(distance).filter(|&c| c >= 1)?,
                Ordering::Greater => r.second.checked_add(distance).filter(|&c| c <= columns)?,
                Ordering::Equal => return None, // not a position: one cell, two pieces
            };
            Some(Slide { row, to })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(list: &[(u64, u64)]) -> Vec<Row> {
        list.iter()
            .map(|&(first, second)| Row { first, second })
            .collect()
    }

    #[test]
    fn the_problem_sample() {
        assert!(!first_player_wins(&rows(&[(4, 5), (1, 2), (1, 2)])));
        let won = rows(&[(4, 5), (1, 3), (1, 2)]);
        assert!(first_player_wins(&won));
        // Row 0 grows its gap from 0 to 1 (moving away), row 1 closes its gap.
        assert_eq!(
            winning_moves(6, &won),
            [Slide { row: 0, to: 3 }, Slide { row: 1, to: 2 }]
        );
    }

    #[test]
    fn moving_away_is_blocked_by_the_wall() {
        // Gaps 0 and 3: row 0 would need gap 3 but has only column 1 on the
        // first piece's side: no move there.
        let r = rows(&[(1, 2), (6, 2)]);
        assert_eq!(winning_moves(6, &r), [Slide { row: 1, to: 3 }]);
        // On a wider board the first piece can back away from the second.
        let r = rows(&[(4, 5), (6, 2)]);
        assert_eq!(
            winning_moves(6, &r),
            [Slide { row: 0, to: 1 }, Slide { row: 1, to: 3 }]
        );
    }

    #[test]
    fn huge_boards_do_not_overflow() {
        let r = rows(&[(1, u64::MAX)]);
        assert_eq!(gap(r[0]), u64::MAX - 2);
        assert_eq!(
            winning_moves(u64::MAX, &r),
            [Slide {
                row: 0,
                to: u64::MAX - 1
            }]
        );
        let r = rows(&[(u64::MAX, 1), (1, 2)]);
        assert_eq!(winning_moves(u64::MAX, &r), [Slide { row: 0, to: 2 }]);
        assert!(winning_moves(3, &[]).is_empty());
    }
}
