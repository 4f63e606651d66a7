//! poj-1704 — Georgia and Bob: `T` cases, each `N` then `N` cells (any
//! order); `Georgia will win` when the first player wins, else `Bob will win`.
//!
//! Accepted input (the oracle's `problems::poj_1704` states the same):
//! - `T`: any `u64` (0 cases: no output);
//! - `N`: any `u64` (0 pieces: Georgia has no move, `Bob will win`);
//! - cells: `1..=u64::MAX`, in any order; cell 0 is an error (cells start
//!   at 1) and so is a cell that repeats an earlier cell of the same case
//!   (one piece per cell), reported at the repeated token.
//!
//! Cells are kept as they arrive (never by the claimed `N`), so memory
//! follows the input actually read.

use crate::georgia_bob;
use crate::io::{InputError, Place, Tokens};
use std::collections::BTreeSet;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let cases = t.u64("the number of cases T")?;
    // Kept across cases. Repeats are found by sorting (a hash set of a
    // million cells costs more than reading them); the places are kept so
    // that a repeat is still reported at its own token.
    let (mut cells, mut places, mut sorted) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..cases {
        let n = t.u64("the number of pieces N")?;
        cells.clear();
        places.clear();
        for _ in 0..n {
            cells.push(t.u64_in("a cell", 1, u64::MAX)?);
            places.push(t.last_place());
        }
        sorted.clear();
        sorted.extend_from_slice(&cells);
        sorted.sort_unstable();
        if sorted.windows(2).any(|w| w[0] == w[1]) {
            return Err(first_repeat(&t, &cells, &places));
        }
        let wins = georgia_bob::grundy_of_sorted(&sorted)
            .map_err(|e| t.reject_last("a position", e))?
            != 0;
        let answer: &[u8] = if wins {
            b"Georgia will win\n"
        } else {
            b"Bob will win\n"
        };
        output.write_all(answer)?;
    }
    t.expect_end()
}

/// The error at the first cell (in input order) that repeats an earlier one.
fn first_repeat<R: BufRead>(t: &Tokens<R>, cells: &[u64], places: &[Place]) -> InputError {
    let mut seen = BTreeSet::new();
    let i = cells
        .iter()
        .position(|&c| !seen.insert(c))
        .expect("the sorted cells have a repeat");
    t.reject_at(
        places[i],
        "a cell not already taken by another piece",
        format!("cell {} again", cells[i]),
    )
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn unsorted_huge_and_repeated_cells() {
        let p = find("poj-1704").unwrap();
        // Unsorted: the pieces on 9 and 4 pair up with 4 empty cells between.
        assert_eq!(run(p, b"1 2 9 4").unwrap(), b"Georgia will win\n");
        assert_eq!(
            run(p, b"1 2 18446744073709551615 1").unwrap(),
            b"Georgia will win\n"
        );
        assert_eq!(run(p, b"1 0").unwrap(), b"Bob will win\n");
        // The first repeat in input order, at its own place, however far
        // the reader has gone past it.
        let repeated = run(p, b"1 5\n9 7\n7 9 8").unwrap_err().to_string();
        assert!(
            repeated.starts_with("line 3, column 1 (token 5)") && repeated.contains("cell 7 again"),
            "{repeated}"
        );
        let repeated = run(p, b"1 3 5 2 5").unwrap_err().to_string();
        assert!(
            repeated.contains("token 5") && repeated.contains("cell 5 again"),
            "{repeated}"
        );
        assert!(run(p, b"1 2 0 3")
            .unwrap_err()
            .to_string()
            .contains("from 1 to"));
    }
}
