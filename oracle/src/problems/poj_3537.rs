//! poj-3537 by search of the real game: a `1 x n` strip, crosses in turn,
//! three in a row wins. Every `n` to end of input; `n` below 3 has no
//! winner and is invalid.

use super::{budget, Failure, Words};
use crate::treblecross::Treblecross;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut strips = Vec::new();
    while !w.at_end() {
        strips.push(w.number_between("the strip length n (3 or more)", 3, u64::MAX)?);
    }
    let mut out = String::new();
    let mut searcher = super::kept::searcher(Treblecross, 1);
    for n in strips {
        // A strip of n cells costs n words per state; past a few dozen cells
        // the tree is out of reach anyway.
        let cells = usize::try_from(n)
            .ok()
            .filter(|&n| n <= 64)
            .ok_or_else(|| Failure::TooLarge(format!("a strip of {n}: more than 64 cells")))?;
        searcher.set_budget(budget::for_length(cells));
        let result = searcher
            .analyze(&vec![false; cells])
            .map_err(|e| Failure::TooLarge(format!("a strip of {n}: {}", super::too_large(&e))))?;
        out.push_str(if result.player_to_move_wins { "1\n" } else { "2\n" });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips() {
        assert_eq!(answer(b"3 4 5 6 7 12\n").unwrap(), "1\n1\n1\n2\n1\n2\n");
        assert!(matches!(answer(b"2"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"100"), Err(Failure::TooLarge(_))));
    }
}
