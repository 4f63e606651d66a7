//! hdu-1846 by search: each case is one heap under "take 1 to m".

use super::{Failure, Words, BUDGET};
use crate::search::Searcher;
use crate::subtraction::{Subtraction, SubtractionSet};

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases")?;
    let mut out = String::new();
    for _ in 0..cases {
        let n = w.number("the heap n")?;
        let m = w.number_between("the largest take m", 1, u64::MAX)?;
        let rules = Subtraction {
            set: SubtractionSet::OneTo(m),
        };
        let result = Searcher::new(rules, BUDGET)
            .analyze(&vec![n])
            .map_err(|e| Failure::TooLarge(e.to_string()))?;
        out.push_str(if result.player_to_move_wins {
            "first\n"
        } else {
            "second\n"
        });
    }
    w.finish()?;
    Ok(out)
}
