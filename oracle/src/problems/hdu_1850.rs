//! hdu-1850 by search: each case is one Nim position; the answer is the number
//! of piles from which the search found a winning move.

use super::{budget, Failure, Words, states};
use crate::nim::Nim;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut positions = Vec::new();
    loop {
        let m = w.number("the number of piles M, or 0 to end")?;
        if m == 0 {
            break;
        }
        let mut piles = Vec::new();
        for _ in 0..m {
            piles.push(w.number("a pile size")?);
        }
        positions.push(piles);
    }
    w.finish()?;
    let mut searcher = super::kept::searcher(Nim::normal(), states());
    let mut out = String::new();
    for piles in positions {
        searcher.set_budget(budget::for_length(piles.len()));
        let result = searcher
            .analyze(&piles)
            .map_err(Failure::from)?;
        let mut from: Vec<usize> = result.winning_moves.iter().map(|t| t.heap).collect();
        from.sort_unstable();
        from.dedup();
        out.push_str(&format!("{}\n", from.len()));
    }
    Ok(out)
}
