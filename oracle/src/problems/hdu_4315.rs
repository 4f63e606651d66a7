//! hdu-4315 by search: each case is one Climbing-the-Hill position, the king
//! `k`-th from the top.
//!
//! Accepted input (the solver's `problems::hdu_4315` states the same):
//! - cases follow each other until the end of input (none at all: no output);
//! - `N`: `1..=u64::MAX` (a case has a king, so at least one person);
//! - `k`: `1..=N` (`k > N` names nobody: an error at `k`);
//! - cells: `1..=u64::MAX` (cell 0 is the top, where nobody starts), each
//!   strictly greater than the one before it. The judge promises increasing
//!   cells and the king is counted from the top in that order, so a cell not
//!   above the previous one (a repeat or a decrease) is an error at that
//!   token rather than something silently sorted.
//! - `k == 1` is `Alice` (the king walks to the top at once), but its cells
//!   are read and checked all the same.
//!
//! `k == 1` is searched like every other case (no shortcut).

use super::{budget, Failure, Words};
use crate::climbing_hill::ClimbingHill;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut cases: Vec<(usize, Vec<u64>)> = Vec::new();
    while !w.at_end() {
        let n = w.number_between("the number of people", 1, u64::MAX)?;
        let k = w.number_between("the king's rank k", 1, n)?;
        let mut cells: Vec<u64> = Vec::new();
        for _ in 0..n {
            let cell = w.number_between("a cell", 1, u64::MAX)?;
            if let Some(&previous) = cells.last() {
                if cell <= previous {
                    return Err(Failure::Invalid(format!(
                        "case {}: cell {cell} does not come after cell {previous}",
                        cases.len() + 1
                    )));
                }
            }
            cells.push(cell);
        }
        // k <= n, and n cells were read, so k fits a usize.
        let king = usize::try_from(k).map_err(|_| Failure::Invalid("k too large".into()))?;
        cases.push((king, cells));
    }
    let mut out = String::new();
    for (king, cells) in cases {
        let result = super::kept::searcher(ClimbingHill { king }, budget::for_length(cells.len()))
            .analyze(&cells)
            .map_err(Failure::from)?;
        out.push_str(if result.player_to_move_wins {
            "Alice\n"
        } else {
            "Bob\n"
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traps_and_bad_inputs() {
        assert_eq!(answer(b"3 2 1 2 3"), Ok("Bob\n".into()));
        assert_eq!(answer(b""), Ok(String::new()));
        for bad in [
            &b"2 1 5 5"[..],
            b"2 1 5 4",
            b"2 3 1 2",
            b"0 0",
            b"2 1 3",
            b"1 1 0",
        ] {
            assert!(
                matches!(answer(bad), Err(Failure::Invalid(_))),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }
}
