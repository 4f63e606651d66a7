//! hnoi2007-split by search: each case's bottles are one split-game position;
//! the winning moves come out of the search in the rules' order, which is
//! lexicographic `(i, j, k)`.
//!
//! Accepted input (the solver's `problems::hnoi2007_split` states the same):
//! - `t`: any `u64` (0 cases: no output);
//! - `n`: `0..=1024` bottles. 0 or 1 bottle is a position without moves
//!   (`-1 -1 -1`, `0`). More than 1024 is refused with an error at `n`: the
//!   solver's table of bean values and its scan of moves cost `O(n^2)` per
//!   case, and 1024 is where it stops promising to be fast (the judge needs
//!   21);
//! - counts: any `u64` (the judge's 10000 is a floor).

use super::{budget, Failure, Words};
use crate::split::Split;

/// The most bottles a case may have (the solver's limit, stated here again).
const MAX_BOTTLES: u64 = 1024;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases")?;
    let mut positions: Vec<Vec<u128>> = Vec::new();
    for _ in 0..cases {
        let n = w.number_between("the number of bottles", 0, MAX_BOTTLES)?;
        let mut counts = Vec::new();
        for _ in 0..n {
            counts.push(u128::from(w.number("a bean count")?));
        }
        positions.push(counts);
    }
    w.finish()?;
    let mut out = String::new();
    for counts in positions {
        // Only who wins after each move is printed, never a Grundy value:
        // the search may stop at a position's first move to a lost one.
        let result = super::kept::outcome_searcher(Split, budget::for_length(counts.len()))
            .analyze(&counts)
            .map_err(Failure::from)?;
        match result.winning_moves.first() {
            Some(m) => out.push_str(&format!("{} {} {}\n", m.i, m.j, m.k)),
            None => out.push_str("-1 -1 -1\n"),
        }
        out.push_str(&format!("{}\n", result.winning_moves.len()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_inputs() {
        assert_eq!(answer(b"1 5 2 1 1 0 0"), Ok("0 3 4\n2\n".into()));
        assert_eq!(answer(b"2 0 1 7"), Ok("-1 -1 -1\n0\n-1 -1 -1\n0\n".into()));
        assert!(matches!(answer(b"1 1025"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"1 3 1 1"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"1 2 1 1 x"), Err(Failure::Invalid(_))));
    }
}
