//! hdu-3980 — Paint Chain: `T` cases `N M`; a circle of `N` beads, a move
//! paints `M` consecutive unpainted beads, the player with no move loses.
//! `Case #k: aekdycoin` when the first player (aekdycoin) wins, else
//! `Case #k: abcdxyzk`.
//!
//! Ranges: `N` from 1 and `M` from 1 (a move paints something), both any
//! `u64` (the judge's go to 1000); `N < M` means no first move. A circle
//! whose opened row is long enough to need a table past
//! [`ROW_LIMIT`] is refused (see [`crate::paint_chain`]).

use crate::io::{InputError, Tokens};
use crate::paint_chain::{first_player_wins, Tables, ROW_LIMIT};
use std::io::{BufRead, Write};

/// Output is gathered in blocks of about this many bytes: one `write_all`
/// per block, not per line (the writer is behind a virtual call, and the
/// output is larger than the input).
const BLOCK: usize = 1 << 16;

/// The case number in decimal, counted up in place (no division per line).
struct Counter(Vec<u8>);

impl Counter {
    fn increment(&mut self) {
        for d in self.0.iter_mut().rev() {
            if *d == b'9' {
                *d = b'0';
            } else {
                *d += 1;
                return;
            }
        }
        self.0.insert(0, b'1');
    }
}

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut block = Vec::with_capacity(BLOCK + 64);
    let result = answer_cases(input, output, &mut block);
    // What was answered before a bad token is written, as by every problem.
    output.write_all(&block)?;
    result
}

fn answer_cases(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    block: &mut Vec<u8>,
) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut tables = Tables::new();
    let cases = t.u64("the number of cases T")?;
    let mut case = Counter(b"0".to_vec());
    for _ in 0..cases {
        let n = t.u64_in("the number of beads N", 1, u64::MAX)?;
        let m = t.u64_in("the beads painted per move M", 1, u64::MAX)?;
        let wins = first_player_wins(&mut tables, n, m).ok_or_else(|| {
            t.unanswerable_last(format!(
                "a circle of {n} painted {m} at a time opens a row of {}: rows are tabled to {ROW_LIMIT}",
                n - m
            ))
        })?;
        case.increment();
        block.extend_from_slice(b"Case #");
        block.extend_from_slice(&case.0);
        block.extend_from_slice(if wins { b": aekdycoin\n" } else { b": abcdxyzk\n" });
        if block.len() >= BLOCK {
            output.write_all(block)?;
            block.clear();
        }
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-3980").unwrap();
        assert_eq!(
            run(p, b"3\n1 2\n5 5\n18446744073709551615 10000000000000000000\n").unwrap(),
            b"Case #1: abcdxyzk\nCase #2: aekdycoin\nCase #3: aekdycoin\n"
        );
        assert!(run(p, b"1\n3 0\n").unwrap_err().to_string().contains("from 1 to"));
        assert!(run(p, b"1\n100000 1\n").unwrap_err().to_string().contains("past what"));
        // The case number carries: 9 to 10, 99 to 100.
        let mut input = b"100".to_vec();
        input.extend(b" 1 2".repeat(100));
        let out = String::from_utf8(run(p, &input).unwrap()).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!((lines[8], lines[9], lines[99]), ("Case #9: abcdxyzk", "Case #10: abcdxyzk", "Case #100: abcdxyzk"));
    }
}
