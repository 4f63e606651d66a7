//! The late game on a board too large for a bitboard (past [`MAX_CELLS`]
//! cells, up to any size a `usize` numbers).
//!
//! Why it is small: late in the game only the empty cells and the rows
//! through them still matter. A row holding both players' marks is dead; a
//! live row is, to the player who can still complete it, the set of its empty
//! cells. So the position is a game on its empty cells (at most
//! [`MAX_EMPTY`], one bit each) in which each player races to fill one of
//! their own sets. It implements the search's [`Rows`], so the board's own
//! negamax searches it (alpha-beta, forced play, dead rows, a transposition
//! table, the same budget), without the symmetries: the marks break them.
//!
//! Building it looks only at the lines through the empty cells, at most
//! `k - 1` cells either side, so the work is bounded by the board's side and
//! the number of empty cells, never by `k` alone.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::{
    budget_for, marks_after, past_budget, KeyHasher, MnkError, Rows, Search, Solution, MAX_CELLS,
};

/// The most empty cells a race is played on (one bit each in a `u64`).
pub(super) const MAX_EMPTY: usize = 64;

/// Solves the position `moves` reach on an `m x n` board of any size, if the
/// game is over, or at most [`MAX_EMPTY`] cells are empty and the search
/// ends within its budget.
pub(super) fn solve(
    m: usize,
    n: usize,
    k: usize,
    moves: &[usize],
    budget: u64,
) -> Result<Solution, MnkError> {
    let (marks, last_move_won) = marks_after(m, n, k, moves)?;
    let x_to_move = moves.len() % 2 == 0;
    if last_move_won {
        return Ok(Solution::finished(x_to_move));
    }
    // Every move is a distinct cell on the board, so no subtraction wraps.
    let empty_count = m.checked_mul(n).map(|cells| cells - moves.len());
    let Some(empty_count) = empty_count.filter(|&e| e <= MAX_EMPTY) else {
        let empty =
            empty_count.map_or_else(|| "more than a usize counts".into(), |e| e.to_string());
        return Err(MnkError::OutOfRange(format!(
            "a {m} x {n} board with {empty} empty cells: past {MAX_CELLS} cells the solver \
             takes at most {MAX_EMPTY} empty cells"
        )));
    };
    // The board has at most `moves.len() + 64` cells: listing them is
    // bounded by the input.
    let empty: Vec<usize> = (0..m * n).filter(|c| !marks.contains_key(c)).collect();
    debug_assert_eq!(empty.len(), empty_count);
    let game = RaceGame::new(m, n, k, &marks, &empty);
    let mut search = Search::new(&game, budget_for(empty_count, budget));
    let moves = empty.iter().enumerate().map(|(i, &cell)| (cell, 1u64 << i));
    let scored = search
        .score_moves(usize::from(!x_to_move), 0, 0, moves)
        .ok_or_else(|| past_budget(empty_count, budget))?;
    Ok(Solution::from_scores(x_to_move, &scored, search.nodes))
}

/// The empty cells (bit `i` is the `i`-th, in cell order) and each player's
/// live rows as sets of them: index 0 is X, 1 is O.
struct RaceGame {
    full: u64,
    rows: [Vec<u64>; 2],
    /// Bits in the order moves are tried: on the most live rows first.
    order: Vec<u64>,
}

impl RaceGame {
    fn new(m: usize, n: usize, k: usize, marks: &super::Marks, empty: &[usize]) -> RaceGame {
        let bit_of: HashMap<usize, u64, BuildHasherDefault<KeyHasher>> = empty
            .iter()
            .enumerate()
            .map(|(i, &c)| (c, 1u64 << i))
            .collect();
        let mut rows: [Vec<u64>; 2] = [Vec::new(), Vec::new()];
        // Cells are numbered `r * n + c`; every coordinate here is on the
        // board, whose side fits in an isize (it is at most its cell count).
        let at = |r: usize, c: usize| r * n + c;
        for &cell in empty {
            let (r, c) = (cell / n, cell % n);
            for (dr, dc) in [(0isize, 1isize), (1, 0), (1, 1), (1, -1)] {
                // Steps the line can go from (r, c) along (sign * dr, sign * dc)
                // while on the board, up to k - 1.
                let room = |sign: isize| {
                    let limit = |x: usize, d: isize, side: usize| match d * sign {
                        0 => usize::MAX,
                        1 => side - 1 - x,
                        _ => x,
                    };
                    limit(r, dr, m).min(limit(c, dc, n)).min(k - 1)
                };
                let (back, ahead) = (room(-1), room(1));
                let length = back + ahead + 1;
                if length < k {
                    continue;
                }
                let line: Vec<usize> = (0..length)
                    .map(|i| {
                        let t = i as isize - back as isize;
                        let rr = r.wrapping_add_signed(dr * t);
                        let cc = c.wrapping_add_signed(dc * t);
                        at(rr, cc)
                    })
                    .collect();
                // Every window of k along the line holds (r, c). Slide one
                // along it, counting each side's marks and keeping its empty
                // cells (a cell's bit enters and leaves once: xor).
                let mut owned = [0usize; 2];
                let mut cells = 0u64;
                // A cell's part in a window: a mark (0 X, 1 O), or the bit
                // of an empty cell.
                let part = |cell: usize| match marks.get(&cell) {
                    Some(&x) => Ok(usize::from(!x)),
                    None => Err(bit_of[&cell]),
                };
                for (i, &cell) in line.iter().enumerate() {
                    match part(cell) {
                        Ok(side) => owned[side] += 1,
                        Err(bit) => cells ^= bit,
                    }
                    if i >= k {
                        match part(line[i - k]) {
                            Ok(side) => owned[side] -= 1,
                            Err(bit) => cells ^= bit,
                        }
                    }
                    if i + 1 < k {
                        continue;
                    }
                    for side in 0..2 {
                        // Consecutive windows often leave the same cells.
                        if owned[1 - side] == 0 && rows[side].last() != Some(&cells) {
                            rows[side].push(cells);
                        }
                    }
                }
            }
        }
        for side in &mut rows {
            side.sort_unstable();
            side.dedup();
        }
        let on_rows = |bit: u64| rows.iter().flatten().filter(|&&l| l & bit != 0).count();
        let mut order: Vec<u64> = (0..empty.len()).map(|i| 1u64 << i).collect();
        order.sort_by_key(|&bit| std::cmp::Reverse(on_rows(bit)));
        RaceGame {
            full: if empty.len() == 64 {
                u64::MAX
            } else {
                (1u64 << empty.len()) - 1
            },
            rows,
            order,
        }
    }
}

impl Rows for RaceGame {
    fn full(&self) -> u64 {
        self.full
    }

    fn fills_a_row(&self, side: usize, own: u64) -> bool {
        self.rows[side].iter().any(|&l| l & !own == 0)
    }

    fn completions(&self, side: usize, own: u64, other: u64) -> u64 {
        let mut cells = 0;
        for &l in &self.rows[side] {
            if l & other == 0 && (l & !own).count_ones() == 1 {
                cells |= l & !own;
            }
        }
        cells
    }

    fn has_open_row(&self, side: usize, other: u64) -> bool {
        self.rows[side].iter().any(|&l| l & other == 0)
    }

    /// The cells themselves: the marks break the board's symmetries.
    fn table_key(&self, mine: u64, theirs: u64) -> u128 {
        u128::from(mine) | u128::from(theirs) << 64
    }

    fn order(&self) -> &[u64] {
        &self.order
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::tests::{check_bounds, xorshift};
    use super::*;

    /// A position with `empty` empty cells (or as few as can be): the cells
    /// of `order` are played in turn, but a cell that would complete the
    /// mover's row is passed over (at most `winning` times; after that, the
    /// game may end). Passing over wins leaves boards full of blocked rows,
    /// where often one side has a row left and the other none.
    pub(in crate::mnk) fn late_position(
        (m, n, k): (usize, usize, usize),
        order: &[usize],
        empty: usize,
        winning: usize,
    ) -> Vec<usize> {
        let mut moves: Vec<usize> = Vec::new();
        let mut passed = 0;
        for &cell in order {
            if moves.len() + empty >= order.len() {
                break;
            }
            let x = moves.len() % 2 == 0;
            let mine = |c: usize| {
                c == cell
                    || moves
                        .iter()
                        .skip(usize::from(!x))
                        .step_by(2)
                        .any(|&m| m == c)
            };
            let wins = super::super::row_through(m, n, k, cell, mine);
            if wins && passed < winning {
                passed += 1;
                continue;
            }
            moves.push(cell);
            if wins {
                break;
            }
        }
        moves
    }

    #[test]
    fn every_bound_the_search_keeps_holds_the_exact_score() {
        // Each table entry is checked, not only the answer: a wrong bound
        // (say the mover's and the opponent's open rows swapped) shows in
        // some entry far more often than in a position's value.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |below: usize| (xorshift(&mut seed) % below as u64) as usize;
        let mut entries = 0;
        for _ in 0..300 {
            let m = 1 + next(6);
            let n = 1 + next(12);
            let k = 2 + next(4);
            let mut order: Vec<usize> = (0..m * n).collect();
            for i in (1..order.len()).rev() {
                order.swap(i, next(i + 1));
            }
            let moves = late_position((m, n, k), &order, 2 + next(9), next(64));
            let (marks, won) = marks_after(m, n, k, &moves).unwrap();
            if won {
                continue;
            }
            let empty: Vec<usize> = (0..m * n).filter(|c| !marks.contains_key(c)).collect();
            let game = RaceGame::new(m, n, k, &marks, &empty);
            // The race starts with no cell taken, the mover by the moves made.
            let unkey = |key: u128| (key as u64, (key >> 64) as u64);
            entries += check_bounds(&game, (moves.len() % 2, 0, 0), unkey, &|| {
                format!("{m} x {n}, k = {k}, moves {moves:?}")
            });
        }
        assert!(entries > 1000, "{entries}");
    }
}
