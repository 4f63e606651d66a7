//! hdu-1907 by search: each case is one position of Nim under misere play.

use super::{budget, Failure, Words, states};
use crate::nim::Nim;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases")?;
    let mut positions = Vec::new();
    for _ in 0..cases {
        let n = w.number("the number of piles N")?;
        let mut piles = Vec::new();
        for _ in 0..n {
            piles.push(w.number("a pile size")?);
        }
        positions.push(piles);
    }
    w.finish()?;
    let mut searcher = super::kept::searcher(Nim::misere(), states());
    let mut out = String::new();
    for piles in positions {
        searcher.set_budget(budget::for_length(piles.len()));
        let result = searcher
            .analyze(&piles)
            .map_err(Failure::from)?;
        out.push_str(if result.player_to_move_wins {
            "John\n"
        } else {
            "Brother\n"
        });
    }
    Ok(out)
}
