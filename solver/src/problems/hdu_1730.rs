//! hdu-1730 — Northcott's game: groups `n m` then `n` rows `T J` until the
//! end of input (blank lines anywhere are white space); `I WIN!` when the
//! first player wins, else `BAD LUCK!`.
//!
//! Accepted input (the oracle's `problems::hdu_1730` states the same):
//! - groups follow each other until the end of input (none: no output);
//! - `n`: any `u64` (0 rows: the first player has no move, `BAD LUCK!`);
//! - `m`: `2..=u64::MAX` columns (a row must hold two pieces);
//! - `T`, `J`: `1..=m`, and `J != T` (two pieces never share a cell: an
//!   error at `J`).
//!
//! Rows are kept as they arrive, never allocated by the claimed `n`.

use crate::io::{InputError, Tokens};
use crate::northcott::{self, Row};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    while let Some(n) = t.try_u64("the number of rows n")? {
        let m = t.u64_in("the number of columns m", 2, u64::MAX)?;
        let mut rows = Vec::new();
        for _ in 0..n {
            let first = t.u64_in("the first player's column T", 1, m)?;
            let second = t.u64_in("the second player's column J", 1, m)?;
            if second == first {
                return Err(t.reject_last(
                    &format!("a column J other than T = {first} (one piece per cell)"),
                    format!("`{second}`"),
                ));
            }
            rows.push(Row { first, second });
        }
        let answer = if northcott::first_player_wins(&rows) {
            "I WIN!"
        } else {
            "BAD LUCK!"
        };
        writeln!(output, "{answer}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-1730").unwrap();
        assert_eq!(run(p, b"\n\n0 2\n\n").unwrap(), b"BAD LUCK!\n");
        assert_eq!(
            run(p, b"1 18446744073709551615 1 18446744073709551615").unwrap(),
            b"I WIN!\n"
        );
        assert!(run(p, b"1 6 3 3")
            .unwrap_err()
            .to_string()
            .contains("token 4"));
        assert!(run(p, b"1 1")
            .unwrap_err()
            .to_string()
            .contains("from 2 to"));
        assert!(run(p, b"1 6 7 1")
            .unwrap_err()
            .to_string()
            .contains("from 1 to 6"));
        assert!(run(p, b"2 6 1 2")
            .unwrap_err()
            .to_string()
            .contains("end of input"));
    }
}
