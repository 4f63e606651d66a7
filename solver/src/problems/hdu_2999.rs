//! hdu-2999 — Stone Game, Why are you always there?: cases to end of input.
//! A case: `n` and `n` allowed lengths (a set: any order, repeats); `m` and
//! `m` rows `k`. A move removes a run of consecutive stones whose length is
//! allowed. One line per row: `1` when the first player wins, else `2`.
//!
//! Ranges: `n` and `m` from 0, lengths from 1 (removing nothing is no move)
//! to `u64::MAX`, rows any `u64` up to
//! [`crate::run_removal::ROW_LIMIT`]; a longer row is refused.

use crate::io::{InputError, Tokens};
use crate::run_removal::{RunRemoval, ROW_LIMIT};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut lengths = Vec::new();
    while let Some(n) = t.try_u64("the number of lengths n")? {
        lengths.clear();
        for _ in 0..n {
            lengths.push(t.u64_in("an allowed length", 1, u64::MAX)?);
        }
        let mut game = RunRemoval::new(&lengths);
        let m = t.u64("the number of rows m")?;
        for _ in 0..m {
            let k = t.u64("a row of k stones")?;
            let value = game.value(k).ok_or_else(|| {
                t.unanswerable_last(format!("a row of {k}: rows are computed to {ROW_LIMIT}"))
            })?;
            output.write_all(if value != 0 { b"1\n" } else { b"2\n" })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn cases_and_edges() {
        let p = find("hdu-2999").unwrap();
        // {1, 2} is Kayles: 4 and 12 won, 0 lost; under {2} a row of 1 has
        // no move and a row of 5 is lost.
        assert_eq!(run(p, b"2\n1 2\n3\n4 0 12\n1\n2\n2\n1 5\n").unwrap(), b"1\n2\n1\n2\n2\n");
        // Unsorted with repeats is the same set.
        assert_eq!(run(p, b"3 2 1 2 1 7").unwrap(), run(p, b"2 1 2 1 7").unwrap());
        assert_eq!(run(p, b"").unwrap(), b"");
        assert!(run(p, b"1 0 1 5").unwrap_err().to_string().contains("from 1 to"));
        assert!(run(p, b"1 1 2 5").unwrap_err().to_string().contains("a row of k"));
        assert!(run(p, b"1 1 1 5000").unwrap_err().to_string().contains("past what"));
    }
}
