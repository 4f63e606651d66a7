//! hdu-3980 — Paint Chain: `T` cases `N M`; a circle of `N` beads, a move
//! paints `M` consecutive unpainted beads, the player with no move loses.
//! `Case #k: aekdycoin` when the first player (aekdycoin) wins, else
//! `Case #k: abcdxyzk`.
//!
//! Ranges: `N` from 1 and `M` from 1 (a move paints something), both any
//! `u64` (the judge's go to 1000); `N < M` means no first move. A circle
//! whose opened row is long enough to need a table past
//! [`ROW_LIMIT`] is refused (see [`crate::paint_chain`]).

use crate::io::{write_u64, InputError, Tokens};
use crate::paint_chain::{first_player_wins, Tables, ROW_LIMIT};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut tables = Tables::new();
    let cases = t.u64("the number of cases T")?;
    for case in 1..=cases {
        let n = t.u64_in("the number of beads N", 1, u64::MAX)?;
        let m = t.u64_in("the beads painted per move M", 1, u64::MAX)?;
        let wins = first_player_wins(&mut tables, n, m).ok_or_else(|| {
            t.unanswerable_last(format!(
                "a circle of {n} painted {m} at a time opens a row of {}: rows are tabled to {ROW_LIMIT}",
                n - m
            ))
        })?;
        output.write_all(b"Case #")?;
        write_u64(output, case)?;
        output.write_all(if wins { b": aekdycoin\n" } else { b": abcdxyzk\n" })?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn sample_and_edges() {
        let p = find("hdu-3980").unwrap();
        assert_eq!(
            run(p, b"2\n3 1\n4 2\n").unwrap(),
            b"Case #1: aekdycoin\nCase #2: abcdxyzk\n"
        );
        assert_eq!(
            run(p, b"3\n1 2\n5 5\n18446744073709551615 10000000000000000000\n").unwrap(),
            b"Case #1: abcdxyzk\nCase #2: aekdycoin\nCase #3: aekdycoin\n"
        );
        assert!(run(p, b"1\n3 0\n").unwrap_err().to_string().contains("from 1 to"));
        assert!(run(p, b"1\n100000 1\n").unwrap_err().to_string().contains("past what"));
    }
}
