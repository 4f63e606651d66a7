//! hdu-1729 — Stone Game: cases until `N = 0`; a case is `N` boxes `s c`
//! (capacity and stones in it). A move adds to one box at most the square of
//! the stones already in it, never past its capacity. `Case k:` on a line,
//! then `Yes` when the first player wins, else `No`.
//!
//! Ranges: `N` from 1 (the judge's go to 50; `0` ends the input), `s` and
//! `c` any `u64` with `c <= s` (a box over capacity is an error at `c`). A
//! box of 0 stones has no move. Boxes are not stored: each is folded into
//! the case's xor as it is read.

use crate::box_filling::grundy;
use crate::io::{write_u64, InputError, Tokens};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut case = 0u64;
    loop {
        let n = t.u64("the number of boxes N (0 ends the input)")?;
        if n == 0 {
            return t.expect_end();
        }
        let mut xor = 0u64;
        for _ in 0..n {
            let s = t.u64("a box's capacity s")?;
            let c = t.u64_in("the stones c in the box (at most its capacity)", 0, s)?;
            xor ^= grundy(s, c);
        }
        case += 1;
        output.write_all(b"Case ")?;
        write_u64(output, case)?;
        output.write_all(if xor != 0 { b":\nYes\n" } else { b":\nNo\n" })?;
    }
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-1729").unwrap();
        let e = run(p, b"1\n3 4\n0\n").unwrap_err().to_string();
        assert!(e.contains("column 3") && e.contains("from 0 to 3"), "{e}");
        assert!(run(p, b"1\n3 1\n").unwrap_err().to_string().contains("0 ends the input"));
        assert_eq!(
            run(p, b"1\n18446744073709551615 18446744073709551610\n0").unwrap(),
            b"Case 1:\nYes\n"
        );
    }
}
