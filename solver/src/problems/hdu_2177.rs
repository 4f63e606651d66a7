//! hdu-2177 — Wythoff's game, the winning moves: lines `a b` until the line
//! `0 0`. `0` when the first player loses; otherwise `1`, then one line `x y`
//! (`x <= y`) per winning move, giving the heaps it leaves: the move that takes
//! the same amount from both heaps first (if it wins), then the distinct
//! one-heap results in ascending order (see [`crate::wythoff::winning_moves`]
//! for the duplicate rules of `problems.md`).
//!
//! Grammar: pairs `a b`, each any `u64`, in either order (the judge gives
//! `a <= b`), ending with the pair `0 0`; only white space may follow it. A
//! pair with one zero (`0 5`) is a case, not the end. A missing terminator is
//! an error.

use crate::io::{write_u64, InputError, Tokens};
use crate::wythoff;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    loop {
        let a = t.u64("the heap a of a pair (or the terminator `0 0`)")?;
        let b = t.u64("the heap b of the pair")?;
        if a == 0 && b == 0 {
            return t.expect_end();
        }
        let moves = wythoff::winning_moves(a, b);
        if moves.is_empty() {
            output.write_all(b"0\n")?;
            continue;
        }
        output.write_all(b"1\n")?;
        for (x, y) in moves {
            write_u64(output, x)?;
            output.write_all(b" ")?;
            write_u64(output, y)?;
            output.write_all(b"\n")?;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn examples() {
        let p = find("hdu-2177").unwrap();
        assert_eq!(
            run(p, b"2 3\n5 7\n0 5\n10 13\n13 10\n0 0").unwrap(),
            b"1\n1 2\n1 2\n1\n3 5\n3 5\n4 7\n1\n0 0\n1\n4 7\n6 10\n8 13\n1\n4 7\n6 10\n8 13\n"
        );
        assert!(run(p, b"1 2\n")
            .unwrap_err()
            .to_string()
            .contains("terminator"));
        assert!(run(p, b"0 0\n1 2")
            .unwrap_err()
            .to_string()
            .contains("expected end of input"));
    }
}
