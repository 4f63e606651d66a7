//! hihocoder-1163 by search: the piles are one Nim position.

use super::{budget, Failure, Words};
use crate::nim::Nim;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let n = w.number("the number of piles")?;
    let mut piles = Vec::new();
    for _ in 0..n {
        piles.push(w.number("a pile size")?);
    }
    w.finish()?;
    let result = super::kept::searcher(Nim::normal(), budget::for_length(piles.len()))
        .analyze(&piles)
        .map_err(Failure::from)?;
    Ok(if result.player_to_move_wins {
        "Alice\n"
    } else {
        "Bob\n"
    }
    .to_string())
}
