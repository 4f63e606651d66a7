//! hdu-1847 — Good Luck in CET-4: heaps `n` until end of input; a move takes a
//! power of two (1, 2, 4, ...) cards, taking the last wins, Kiki moves first.
//! `Kiki` when the first player wins, else `Cici`.
//!
//! `n` is any `u64`; `0` is a heap with no move (`Cici`). No heaps at all is
//! an empty output.

use crate::io::{InputError, Tokens};
use crate::subtraction::SubtractionSet;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let set = SubtractionSet::powers_of_two();
    while let Some(n) = t.try_u64("the number of cards n")? {
        let wins = set.grundy(n).expect("powers of two answer every heap") != 0;
        output.write_all(if wins { b"Kiki\n" } else { b"Cici\n" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn sample_and_edges() {
        let p = find("hdu-1847").unwrap();
        assert_eq!(run(p, b"1\n3\n").unwrap(), b"Kiki\nCici\n");
        assert_eq!(run(p, b"").unwrap(), b"");
        // u64::MAX = 2^64 - 1 is a multiple of 3.
        assert_eq!(
            run(p, b"0 18446744073709551615 18446744073709551614").unwrap(),
            b"Cici\nCici\nKiki\n"
        );
        assert!(run(p, b"4 -1")
            .unwrap_err()
            .to_string()
            .contains("(not negative)"));
    }
}
