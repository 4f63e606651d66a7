//! uva-10561 — Treblecross: `T` boards of `.` (empty) and `X`; the player to
//! move puts an `X` in an empty cell, and three `X` in a row wins. Per board
//! `WINNING` and on the next line every winning cell (1-based, ascending,
//! single spaces), or `LOSING` and an empty line.
//!
//! Boards of any length from 3 (the judge's go to 200; shorter ones have no
//! winner); a board with three `X` in a row already, or another character,
//! is an error at its token. A run of playable cells past
//! [`crate::treblecross::GAP_LIMIT`] is refused.

use crate::io::{push_u64, InputError, Tokens};
use crate::treblecross::{winning_cells, Table};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut table = Table::new();
    let mut word = Vec::new();
    let cases = t.u64("the number of boards T")?;
    let what = "a board of `.` and `X`, at least 3 cells, no three `X` in a row";
    let mut line = Vec::new();
    let mut xs = Vec::new();
    let mut cells = Vec::new();
    for _ in 0..cases {
        t.word(what, &mut word, |b| b == b'.' || b == b'X')?;
        // One pass: the characters, the X cells, three X in a row.
        xs.clear();
        let mut row = 0;
        let mut three = false;
        for (i, &b) in word.iter().enumerate() {
            match b {
                b'.' => row = 0,
                b'X' => {
                    xs.push(i);
                    row += 1;
                    three |= row >= 3;
                }
                _ => return Err(t.reject_last(what, t.last_text())),
            }
        }
        if word.len() < 3 || three {
            return Err(t.reject_last(what, t.last_text()));
        }
        line.clear();
        match winning_cells(word.len(), &xs, &mut table, &mut cells) {
            Ok(false) => line.extend_from_slice(b"LOSING\n\n"),
            Ok(true) => {
                line.extend_from_slice(b"WINNING\n");
                for (k, &c) in cells.iter().enumerate() {
                    if k > 0 {
                        line.push(b' ');
                    }
                    push_u64(&mut line, c as u64 + 1);
                }
                line.push(b'\n');
            }
            Err(e) => {
                return Err(t.unanswerable_last(format!(
                    "a run of {} playable cells: Treblecross values are computed to {}, with no period known",
                    e.run,
                    crate::treblecross::GAP_LIMIT
                )))
            }
        }
        output.write_all(&line)?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn blank_lines_and_bad_boards() {
        let p = find("uva-10561").unwrap();
        // Blank lines between boards change nothing.
        assert_eq!(run(p, b"2\n\nXX.\n\n...\n").unwrap(), b"WINNING\n3\nWINNING\n1 2 3\n");
        let e = run(p, b"1\n.XXX.\n").unwrap_err().to_string();
        assert!(e.contains("no three"), "{e}");
        let e = run(p, b"1\n..o\n").unwrap_err().to_string();
        assert!(e.contains("column 1") && e.contains("`..o`"), "{e}");
        assert!(run(p, b"1\n..\n").is_err());
        assert!(run(p, b"2\n...\n").unwrap_err().to_string().contains("end of input"));
    }
}
