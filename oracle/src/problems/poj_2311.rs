//! poj-2311 by search of the real game: pieces of grid paper; a move cuts
//! one piece along any grid line into two; a cut that leaves a `1 x 1` piece
//! wins at once. No reduction: cuts that leave a strip of width 1 are
//! searched like any other, so the solver's "never cut off a strip" is
//! checked, not assumed.

use super::{budget, Failure, Words};
use crate::search::{Moves, Rules};

/// The rules. A position is the multiset of pieces `(short side, long
/// side)`, sorted; the empty position is the game just won by the player who
/// moved into it (no pieces, no move: the player to move has lost).
#[derive(Debug)]
pub struct Cutting;

fn piece(a: u64, b: u64) -> (u64, u64) {
    (a.min(b), a.max(b))
}

impl Rules for Cutting {
    type Position = Vec<(u64, u64)>;
    /// (piece index, the two parts)
    type Move = (usize, (u64, u64), (u64, u64));

    fn moves<'a>(&'a self, pieces: &'a Vec<(u64, u64)>) -> Moves<'a, Self::Move, Self::Position> {
        Box::new((0..pieces.len()).flat_map(move |i| {
            let (a, b) = pieces[i];
            let across = (1..a).map(move |x| (piece(x, b), piece(a - x, b)));
            let along = (1..b).map(move |y| (piece(a, y), piece(a, b - y)));
            across.chain(along).map(move |(p, q)| {
                let next = if p == (1, 1) || q == (1, 1) {
                    Vec::new()
                } else {
                    let mut next: Vec<(u64, u64)> =
                        pieces[..i].iter().chain(&pieces[i + 1..]).copied().collect();
                    next.push(p);
                    next.push(q);
                    next.sort_unstable();
                    next
                };
                ((i, p, q), next)
            })
        }))
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut sheets = Vec::new();
    while !w.at_end() {
        let width = w.number_between("the width W", 1, u64::MAX)?;
        let height = w.number_between("the height H", 1, u64::MAX)?;
        sheets.push(piece(width, height));
    }
    // Kept between runs (a fuzz target asks about the same small sheets
    // thousands of times a second; the memo is facts about the rules).
    let mut searcher = super::kept::searcher(Cutting, budget::for_length(1));
    let mut out = String::new();
    for sheet in sheets {
        // Positions grow a piece per cut and each search frame keeps every
        // child (about W + H of them), so a state of a big sheet costs far
        // more memory than one number: the budget falls with the square of
        // the sides (a 200 x 200 sheet took 12 GB under a one-number budget).
        let sides = usize::try_from(sheet.0.saturating_add(sheet.1)).unwrap_or(usize::MAX);
        searcher.set_budget(budget::for_length(sides.saturating_mul(sides) / 64));
        let result = searcher
            .analyze(&vec![sheet])
            .map_err(|e| Failure::TooLarge(format!("a {} x {} sheet: {}", sheet.0, sheet.1, super::too_large(&e))))?;
        out.push_str(if result.player_to_move_wins { "WIN\n" } else { "LOSE\n" });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges() {
        assert_eq!(answer(b"1 1 1 2 3 3").unwrap(), "LOSE\nWIN\nLOSE\n");
        assert!(matches!(answer(b"2 0"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"2 3 4"), Err(Failure::Invalid(_))));
    }
}
