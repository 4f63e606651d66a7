//! Climbing the Hill (hdu-4315): people on distinct cells below the top (cell
//! 0, which holds any number of people); a move takes one person up by at least
//! one cell, never onto or past the next person above unless that person is
//! already on the top. Whoever brings the king (the `k`-th person from the
//! top) onto the top wins.
//!
//! The theory, for the people not yet on the top (`n` of them, the king the
//! `k`-th among them):
//! - `k == 1`: the king can walk onto the top now, so the player to move wins.
//!   (Everyone above the king on the top already counts the same way.)
//! - `k >= 2`: whoever takes the person just above the king onto the top
//!   loses, since the king follows at once. Pair the people from the bottom up,
//!   `(a_n, a_{n-1}), (a_{n-2}, a_{n-3}), ...`, as in Georgia and Bob, and xor
//!   the empty cells inside each pair, `a_i - a_{i-1} - 1`. When `n` is odd the
//!   top person pairs with the top itself: its distance counts as `a_1` (the
//!   top is one more cell it may reach) except when `k == 2`, where that person
//!   is the one just above the king and must not step onto the top, so only
//!   `a_1 - 1` cells count. The player to move wins iff the xor is non-zero.
//!   (Treating the top specially for every even `k` is a known wrong variant:
//!   `k = 4`, people on `1 2 3 4 5` is a first-player win.)
//!
//! The harness checks this against exhaustive search on small positions.
//! The xor is not the Sprague-Grundy value of the game (a king one step from
//! the top is worth more than 1 when others can still move), so only the
//! outcome and the winning moves are claimed.
//!
//! Winning moves: a move that does not reach the top changes exactly two
//! adjacent gaps, of which exactly one is in the xor, so for each person at
//! most one such move can zero the xor; the only other candidate is taking the
//! top person onto the top. Each candidate is judged by the outcome of the
//! position it leaves, so the list is exact whenever the outcome is.
//!
//! Cells go up to `u64::MAX`: gaps are differences of sorted distinct cells,
//! and target cells are computed with checked subtraction.
//!
//! ```
//! use solver::climbing_hill::first_player_wins;
//! assert!(!first_player_wins(&[1, 2, 4], 3).unwrap());
//! assert!(first_player_wins(&[100, 200], 1).unwrap());
//! assert!(first_player_wins(&[1, 2, 3, 4, 5], 4).unwrap());
//! ```

use crate::OutOfRange;

/// Move the person on cell `from` up to cell `to` (0 is the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Climb {
    pub from: u64,
    pub to: u64,
}

/// The cells sorted from the top down, after checking they are a position:
/// the king is one of the people, and no two people share a cell below the
/// top.
fn sorted_cells(cells: &[u64], king: usize) -> Result<Vec<u64>, OutOfRange> {
    if king == 0 || king > cells.len() {
        return Err(OutOfRange {
            what: format!(
                "king {king}: the king is the k-th of the {} people, 1 <= k <= {}",
                cells.len(),
                cells.len()
            ),
        });
    }
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1] && w[0] != 0) {
        return Err(OutOfRange {
            what: format!("two people on cell {} (only the top holds several)", w[0]),
        });
    }
    Ok(sorted)
}

/// The player to move wins? `sorted` from the top down, valid.
fn wins_sorted(sorted: &[u64], king: usize) -> bool {
    let on_top = sorted.iter().take_while(|&&c| c == 0).count();
    if on_top >= king {
        // The king is on the top: the game is over and the player to move is
        // the one who did not bring him there.
        return false;
    }
    let k = king - on_top;
    if k == 1 {
        return true;
    }
    pair_xor(&sorted[on_top..], k) != 0
}

/// The xor of the pair gaps of the people below the top (`climbers`, all on
/// positive cells, increasing), the king being the `k`-th of them, `k >= 2`.
fn pair_xor(climbers: &[u64], k: usize) -> u64 {
    let n = climbers.len();
    let mut x = 0;
    let mut i = n;
    while i >= 2 {
        x ^= climbers[i - 1] - climbers[i - 2] - 1;
        i -= 2;
    }
    if i == 1 {
        x ^= top_gap(climbers[0], k);
    }
    x
}

/// What the top person's distance counts for when it pairs with the top.
fn top_gap(cell: u64, k: usize) -> u64 {
    if k == 2 {
        cell - 1
    } else {
        cell
    }
}

/// Does the player to move win? Cells in any order, 0 for people on the top;
/// `king` counts from the top, 1-based.
pub fn first_player_wins(cells: &[u64], king: usize) -> Result<bool, OutOfRange> {
    Ok(wins_sorted(&sorted_cells(cells, king)?, king))
}

/// Every winning move, by the cell of the person moved, then by the target
/// cell, both ascending.
pub fn winning_moves(cells: &[u64], king: usize) -> Result<Vec<Climb>, OutOfRange> {
    let sorted = sorted_cells(cells, king)?;
    let on_top = sorted.iter().take_while(|&&c| c == 0).count();
    if on_top >= king {
        return Ok(Vec::new());
    }
    let climbers = &sorted[on_top..];
    let k = king - on_top;
    let n = climbers.len();
    let mut candidates: Vec<Climb> = vec![Climb {
        from: climbers[0],
        to: 0,
    }];
    if k >= 2 {
        let x = pair_xor(climbers, k);
        // Gap j (0-based) is the empty run above climber j. The pairs are
        // counted from the bottom, so the bottom gap (j = n - 1) is in the
        // xor and the others alternate upwards: gap j is in iff n - j is odd.
        let gap = |j: usize| {
            if j == 0 {
                top_gap(climbers[0], k)
            } else {
                climbers[j] - climbers[j - 1] - 1
            }
        };
        let mut counted = n % 2 == 1;
        for j in 0..n {
            let from = climbers[j];
            // How far up this climber may go: onto the top, or just below the
            // climber above.
            let highest = if j == 0 { 0 } else { climbers[j - 1] + 1 };
            let lift = if counted {
                let g = gap(j);
                let target = g ^ x;
                (target < g).then(|| g - target)
            } else {
                let g = gap(j + 1);
                let target = g ^ x;
                (target > g).then(|| target - g)
            };
            // A lift is at least one cell (the xor changes the gap), so the
            // person moves; it must not pass the person above.
            if let Some(to) = lift.and_then(|t| from.checked_sub(t)) {
                if to >= highest {
                    candidates.push(Climb { from, to });
                }
            }
            counted = !counted;
        }
    }
    candidates.sort_unstable();
    candidates.dedup();
    Ok(candidates
        .into_iter()
        .filter(|m| !wins_sorted(&after(&sorted, *m), king))
        .collect())
}

/// The position after a legal move, sorted from the top down.
fn after(sorted: &[u64], m: Climb) -> Vec<u64> {
    let mut next = sorted.to_vec();
    if let Some(c) = next.iter_mut().find(|c| **c == m.from) {
        *c = m.to;
    }
    next.sort_unstable();
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hdu_sample_and_the_trap() {
        assert!(!first_player_wins(&[1, 2, 4], 3).unwrap());
        assert!(first_player_wins(&[100, 200], 1).unwrap());
        // The wrong "every even k" variant says Bob here.
        assert!(first_player_wins(&[1, 2, 3, 4, 5], 4).unwrap());
        // k == 2 with an odd count: the top person's own step onto the top
        // does not count.
        assert!(!first_player_wins(&[1, 2, 3], 2).unwrap());
        assert!(first_player_wins(&[1, 2, 3], 3).unwrap());
    }

    #[test]
    fn people_on_the_top() {
        // The king is on the top: the game is over, the player to move lost.
        assert!(!first_player_wins(&[0, 0, 5], 2).unwrap());
        assert_eq!(winning_moves(&[0, 0, 5], 2).unwrap(), []);
        // The king is next: walk him up.
        assert!(first_player_wins(&[0, 7, 9], 2).unwrap());
        assert_eq!(
            winning_moves(&[9, 0, 7], 2).unwrap(),
            [Climb { from: 7, to: 0 }]
        );
        assert_eq!(winning_moves(&[4], 1).unwrap(), [Climb { from: 4, to: 0 }]);
    }

    #[test]
    fn winning_moves_zero_the_pairs() {
        // k = 3 on 1 2 5: pairs (5, 2) gap 2, top person gap 1: x = 3.
        let moves = winning_moves(&[1, 2, 5], 3).unwrap();
        assert_eq!(moves, [Climb { from: 5, to: 4 }]);
        for m in moves {
            assert!(!wins_sorted(&after(&[1, 2, 5], m), 3));
        }
    }

    #[test]
    fn bad_positions_are_refused() {
        assert!(first_player_wins(&[1, 2], 0).is_err());
        assert!(first_player_wins(&[1, 2], 3).is_err());
        assert!(first_player_wins(&[4, 4], 1).is_err());
        assert!(first_player_wins(&[0, 0, 4], 3).is_ok());
    }

    #[test]
    fn u64_edges() {
        let cells = [u64::MAX, u64::MAX - 5];
        // k = 2, even count: one pair, gap 4.
        assert!(first_player_wins(&cells, 2).unwrap());
        assert_eq!(
            winning_moves(&cells, 2).unwrap(),
            [Climb {
                from: u64::MAX,
                to: u64::MAX - 4
            }]
        );
        // Odd count, k = 3: the top person's u64::MAX - 9 cells count whole.
        let cells = [u64::MAX - 9, u64::MAX - 1, u64::MAX];
        assert!(first_player_wins(&cells, 3).unwrap());
        assert_eq!(
            winning_moves(&cells, 3).unwrap(),
            [Climb {
                from: u64::MAX - 9,
                to: 0
            }]
        );
    }
}
