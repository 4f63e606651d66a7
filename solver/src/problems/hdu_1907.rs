//! hdu-1907 — John: `T` cases of `N s_1..s_N`, misere Nim (whoever takes the
//! last object loses). John moves first: `John` when the first player wins,
//! else `Brother`.
//!
//! Sizes are any `u64`; `N = 0` and empty piles are accepted. With no object
//! left John cannot move, which under misere play means the last object was
//! taken before him: he wins (`John`), as the misere convention says of any
//! position with no move.

use crate::io::{InputError, Tokens};
use crate::nim::misere;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let cases = t.u64("the number of cases T")?;
    let mut piles = Vec::new();
    for _ in 0..cases {
        let n = t.u64("the number of piles N")?;
        piles.clear();
        for _ in 0..n {
            piles.push(t.u64("a pile size")?);
        }
        let john = misere::first_player_wins(&piles);
        output.write_all(if john { b"John\n" } else { b"Brother\n" })?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-1907").unwrap();
        // All piles 1: John wins iff their number is even. One pile above 1:
        // John wins (he leaves an odd number of 1s). Xor 0 with two big piles:
        // he loses, as in normal Nim.
        assert_eq!(
            run(p, b"5  2 1 1  3 1 1 1  3 1 1 7  2 2 2  0").unwrap(),
            b"John\nBrother\nJohn\nBrother\nJohn\n"
        );
    }
}
