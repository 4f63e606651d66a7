//! hnoi2007-split (bzoj-1188, luogu-p3185) — the split game: `t` cases, each
//! `n` then `n` bean counts; per case the lexicographically smallest winning
//! move `i j k` (or `-1 -1 -1`), then the number of winning moves.
//!
//! Accepted input (the oracle's `problems::hnoi2007_split` states the same):
//! - `t`: any `u64` (0 cases: no output);
//! - `n`: `0..=1024` bottles. 0 or 1 bottle is a position without moves
//!   (`-1 -1 -1`, `0`). More than 1024 is refused with an error at `n`: the
//!   solver's tables (bean values, and pair counts by distance) cost
//!   `O(n * width)` memory, built once for the largest `n` read, and 1024 is
//!   where they stop being small (8 MB; the judge needs 21). With them each
//!   case costs `O(n)`, so the input is read in linear time;
//! - counts: any `u64` (the judge's 10000 is a floor).
//!
//! A move's source bottle must hold a bean in the real counts: an even,
//! non-zero count adds nothing to the position's value but is still a source
//! (the solver's `split` module handles that).

use crate::io::{write_u64, InputError, Tokens};
use crate::split;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let cases = t.u64("the number of cases t")?;
    // Kept across cases: counting winning moves is then linear per case.
    let mut tables = split::Tables::default();
    let mut counts = Vec::new();
    for _ in 0..cases {
        let n = t.u64_in(
            "the number of bottles n (the solver answers at most 1024)",
            0,
            split::MAX_BOTTLES as u64,
        )?;
        counts.clear();
        for _ in 0..n {
            counts.push(t.u64("a bottle's bean count")?);
        }
        let refused = |e| t.reject_last("a position", e);
        match tables.first_winning_move(&counts).map_err(refused)? {
            Some(m) => writeln!(output, "{} {} {}", m.i, m.j, m.k)?,
            None => writeln!(output, "-1 -1 -1")?,
        }
        let count = tables.count_winning_moves(&counts).map_err(refused)?;
        write_u64(output, count)?;
        output.write_all(b"\n")?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hnoi2007-split").unwrap();
        // An even count is still a source: (0, 3, 4) wins.
        assert_eq!(run(p, b"1 5 2 1 1 0 0").unwrap(), b"0 3 4\n2\n");
        assert_eq!(run(p, b"2 0 1 7").unwrap(), b"-1 -1 -1\n0\n-1 -1 -1\n0\n");
        let too_many = run(p, b"1 1025").unwrap_err().to_string();
        assert!(too_many.contains("at most 1024"), "{too_many}");
        assert!(run(p, b"1 3 1 1")
            .unwrap_err()
            .to_string()
            .contains("end of input"));
    }
}
