//! hdu-1850 — Being a Good Boy in Spring Festival: Nim positions `M p_1..p_M`
//! until `M = 0`. For each, how many first moves win: a move is a pile and
//! the size to leave it at, and a pile has at most one winning size (the one
//! that makes the xor 0), so this counts the piles that have one. `0` when the
//! first player loses.
//!
//! `M` from 1 (one pile is a game too; 0 ends the input) up; piles are any
//! `u64`. The piles of a case are kept while it is read (the count needs the
//! xor of all of them first); memory follows the tokens present, not `M`.

use crate::io::{write_u64, InputError, Tokens};
use crate::nim;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut piles = Vec::new();
    loop {
        let m = t.u64("the number of piles M (0 ends the input)")?;
        if m == 0 {
            break;
        }
        piles.clear();
        for _ in 0..m {
            piles.push(t.u64("a pile size")?);
        }
        write_u64(output, nim::count_winning_moves(&piles) as u64)?;
        output.write_all(b"\n")?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-1850").unwrap();
        // Equal piles: which pile is part of the move, so each one counts.
        assert_eq!(
            run(p, b"3 3 3 1\n4 3 5 6 7\n2 4 4\n1 0\n1 9\n0").unwrap(),
            b"3\n3\n0\n0\n1\n"
        );
        let e = run(p, b"2 1 2\n").unwrap_err().to_string();
        assert!(e.contains("(0 ends the input), found end of input"), "{e}");
    }
}
