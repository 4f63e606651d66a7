//! poj-1704 by search: each case's pieces are one Georgia-and-Bob position.
//!
//! Accepted input (the solver's `problems::poj_1704` states the same):
//! - `T`: any `u64` (0 cases: no output);
//! - `N`: any `u64` (0 pieces: Georgia has no move, `Bob will win`);
//! - cells: `1..=u64::MAX`, in any order; cell 0 is an error (cells start
//!   at 1) and so is a cell that repeats an earlier cell of the same case
//!   (one piece per cell), reported at the repeated token.
//!
//! The cells are searched in the order given (the rules never sort them).

use super::{budget, Failure, Words};
use crate::georgia_bob::GeorgiaBob;
use std::collections::BTreeSet;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases")?;
    let mut positions: Vec<Vec<u64>> = Vec::new();
    for case in 1..=cases {
        let n = w.number("the number of pieces")?;
        let mut cells = Vec::new();
        let mut seen = BTreeSet::new();
        for _ in 0..n {
            let cell = w.number_between("a cell", 1, u64::MAX)?;
            if !seen.insert(cell) {
                return Err(Failure::Invalid(format!(
                    "case {case}: two pieces on cell {cell}"
                )));
            }
            cells.push(cell);
        }
        positions.push(cells);
    }
    w.finish()?;
    let mut out = String::new();
    for cells in positions {
        let result = super::kept::searcher(GeorgiaBob, budget::for_length(cells.len()))
            .analyze(&cells)
            .map_err(Failure::from)?;
        out.push_str(if result.player_to_move_wins {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_inputs() {
        assert_eq!(answer(b"1 2 9 4"), Ok("Georgia will win\n".into()));
        assert_eq!(answer(b"1 0"), Ok("Bob will win\n".into()));
        assert!(matches!(answer(b"1 3 5 2 5"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"1 2 0 3"), Err(Failure::Invalid(_))));
        // Invalid wins over too large: the whole input is read first.
        assert!(matches!(
            answer(b"2 1 1000000000 1 0"),
            Err(Failure::Invalid(_))
        ));
        assert!(matches!(
            answer(b"1 1 1000000000"),
            Err(Failure::TooLarge(_))
        ));
    }
}
