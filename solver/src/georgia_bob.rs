//! Georgia and Bob (poj-1704): pieces on distinct cells `1, 2, ...` of a line; a
//! move slides one piece left by at least one cell, never onto or over another
//! piece and never left of cell 1.
//!
//! Why it is Staircase Nim: sort the pieces `p_1 < ... < p_n` and read the
//! empty cells before each piece, `g_1 = p_1 - 1` (as if a wall stood on cell
//! 0) and `g_i = p_i - p_{i-1} - 1`. Moving piece `i` left by `t` takes `t`
//! from `g_i` and gives it to `g_{i+1}` (or to nothing when `i = n`). That is
//! Staircase Nim with `g_n` on step 1, `g_{n-1}` on step 2, and so on: the
//! classic "pair the pieces from the right" rule, where an odd count pairs the
//! leftmost piece with the wall. The map is a bijection between positions of
//! `n` pieces and staircases of `n` steps, so the Grundy values agree too.
//!
//! Cells go up to `u64::MAX`; gaps are differences of sorted distinct cells,
//! so they never underflow, and a move's target cell is `from - t` with
//! `t <= g_i`, so it stays at 1 or more.
//!
//! ```
//! use solver::georgia_bob::{first_player_wins, winning_moves, Slide};
//! assert!(!first_player_wins(&[1, 2, 3]).unwrap());
//! assert!(first_player_wins(&[1, 5, 6, 7, 9, 12, 14, 17]).unwrap());
//! assert_eq!(winning_moves(&[7, 3]).unwrap(), [Slide { from: 7, to: 4 }]);
//! ```

use crate::staircase_nim;
use crate::OutOfRange;

/// Slide the piece on cell `from` left to cell `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slide {
    pub from: u64,
    pub to: u64,
}

/// The pieces sorted, after checking they are a position: every cell at least
/// 1, no two pieces on one cell.
fn sorted_cells(cells: &[u64]) -> Result<Vec<u64>, OutOfRange> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    if sorted.first() == Some(&0) {
        return Err(OutOfRange {
            what: "a piece on cell 0 (cells start at 1)".into(),
        });
    }
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(OutOfRange {
            what: format!("two pieces on cell {}", w[0]),
        });
    }
    Ok(sorted)
}

/// The staircase of a sorted position: step 1 is the gap before the rightmost
/// piece, the last step the gap between cell 0 and the leftmost piece.
fn staircase(sorted: &[u64]) -> Vec<u64> {
    (0..sorted.len())
        .rev()
        .map(|i| {
            let left = if i == 0 { 0 } else { sorted[i - 1] };
            sorted[i] - left - 1
        })
        .collect()
}

/// The Sprague-Grundy value (the staircase's odd steps, xored). Pieces in any
/// order.
pub fn grundy(cells: &[u64]) -> Result<u64, OutOfRange> {
    grundy_of_sorted(&sorted_cells(cells)?)
}

/// [`grundy`] of pieces already sorted, without a copy (poj-1704 sorts a
/// million cells once). Refused unless the cells ascend strictly from 1.
///
/// The odd steps of the staircase are the gaps before the last piece, the
/// third from last, ...: gap `i` (0-based, before piece `i`) counts when
/// `n - i` is odd.
pub fn grundy_of_sorted(sorted: &[u64]) -> Result<u64, OutOfRange> {
    let mut value = 0;
    let mut left = 0; // the wall on cell 0
    let odd = sorted.len() % 2;
    for (i, &cell) in sorted.iter().enumerate() {
        if cell <= left {
            return Err(OutOfRange {
                what: if cell == 0 {
                    "a piece on cell 0 (cells start at 1)".into()
                } else {
                    format!("cells not strictly ascending at {cell}")
                },
            });
        }
        if i % 2 != odd {
            value ^= cell - left - 1;
        }
        left = cell;
    }
    Ok(value)
}

/// Does the player to move (Georgia, at the start) win?
pub fn first_player_wins(cells: &[u64]) -> Result<bool, OutOfRange> {
    Ok(grundy(cells)? != 0)
}

/// Every winning move, by the cell of the piece moved, ascending (at most one
/// per piece).
pub fn winning_moves(cells: &[u64]) -> Result<Vec<Slide>, OutOfRange> {
    let sorted = sorted_cells(cells)?;
    let n = sorted.len();
    let mut moves: Vec<Slide> = staircase_nim::winning_moves(&staircase(&sorted))
        .into_iter()
        .map(|carry| {
            // Step s is the gap before piece n - s (0-based); carrying t coins
            // off it slides that piece t cells left.
            let from = sorted[n - carry.step];
            Slide {
                from,
                to: from - carry.coins,
            }
        })
        .collect();
    moves.sort_unstable();
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn poj_sample() {
        assert!(!first_player_wins(&[1, 2, 3]).unwrap());
        assert!(first_player_wins(&[1, 5, 6, 7, 9, 12, 14, 17]).unwrap());
        // Unsorted input, same answer.
        assert!(first_player_wins(&[17, 14, 12, 9, 7, 6, 5, 1]).unwrap());
    }

    #[test]
    fn one_piece_is_a_heap_of_its_gap_to_the_wall() {
        assert_eq!(grundy(&[1]).unwrap(), 0);
        assert_eq!(grundy(&[6]).unwrap(), 5);
        assert_eq!(winning_moves(&[6]).unwrap(), [Slide { from: 6, to: 1 }]);
        // Two pieces: only the gap between them counts.
        assert_eq!(grundy(&[4, 5]).unwrap(), 0);
        assert_eq!(grundy(&[4, 9]).unwrap(), 4);
        assert_eq!(winning_moves(&[9, 4]).unwrap(), [Slide { from: 9, to: 5 }]);
        assert_eq!(grundy(&[]).unwrap(), 0);
    }

    #[test]
    fn bad_positions_are_refused() {
        assert!(grundy(&[0, 3]).is_err());
        assert!(grundy(&[3, 5, 3]).unwrap_err().what.contains("cell 3"));
        // What `grundy check` prints for it.
        assert_eq!(
            grundy(&[0, 3]).unwrap_err().to_string(),
            "out of the solver's range: a piece on cell 0 (cells start at 1)"
        );
    }

    /// The sorted path against the staircase built step by step, on every
    /// set of distinct cells from 1 to 9 (511 positions), and its refusals.
    #[test]
    fn sorted_path_matches_the_staircase() {
        for mask in 0u32..512 {
            let cells: Vec<u64> = (0..9)
                .filter(|b| mask >> b & 1 == 1)
                .map(|b| b + 1)
                .collect();
            let expected = staircase_nim::grundy(&staircase(&cells));
            assert_eq!(grundy_of_sorted(&cells).unwrap(), expected, "{cells:?}");
        }
        assert!(grundy_of_sorted(&[0, 3])
            .unwrap_err()
            .what
            .contains("cell 0"));
        assert!(grundy_of_sorted(&[3, 3])
            .unwrap_err()
            .what
            .contains("ascending at 3"));
        assert!(grundy_of_sorted(&[5, 3])
            .unwrap_err()
            .what
            .contains("ascending at 3"));
    }

    #[test]
    fn u64_edges() {
        // Pieces on 1 and u64::MAX: gap u64::MAX - 2 between them.
        assert_eq!(grundy(&[u64::MAX, 1]).unwrap(), u64::MAX - 2);
        assert_eq!(
            winning_moves(&[u64::MAX, 1]).unwrap(),
            [Slide {
                from: u64::MAX,
                to: 2
            }]
        );
        // Three pieces: the wall gap of the leftmost counts, u64::MAX - 4.
        let cells = [u64::MAX, u64::MAX - 1, u64::MAX - 3];
        assert_eq!(grundy(&cells).unwrap(), u64::MAX - 4);
        assert_eq!(
            winning_moves(&cells).unwrap(),
            [Slide {
                from: u64::MAX - 3,
                to: 1
            }]
        );
    }
}
