//! poj-3537 — Crosses and Crosses: strip lengths `n` to end of input (the
//! judge sends one; reading to the end serves both readings). Players put a
//! cross in an empty cell of a `1 x n` strip in turn; whoever first makes
//! three in a row wins. `1` when the first player wins, else `2`.
//!
//! `n` from 3: below it no three crosses fit and the statement defines no
//! winner, so 1 and 2 are errors, not answers. Past [`GAP_LIMIT`] the
//! strip is refused (see [`crate::treblecross`]: values by mex, no known
//! period).

use crate::io::{InputError, Tokens};
use crate::treblecross::{Table, GAP_LIMIT};
use std::io::{BufRead, Write};
use std::sync::Mutex;

/// The table, kept for the whole process: it is quadratic to grow (a strip
/// of 16384 costs 10^8 steps) and depends on nothing but how far it has
/// grown, so fuzzing, `verify` and the tests, which run this program
/// thousands of times, grow it once.
static KEPT: Mutex<Table> = Mutex::new(Table::new());

fn value(n: usize) -> Option<u32> {
    KEPT.lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .value(n)
}

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let what = "the strip length n (from 3: a shorter strip has no winner)";
    while let Some(n) = t.try_u64_in(what, 3, u64::MAX)? {
        let value = usize::try_from(n)
            .ok()
            .and_then(value)
            .ok_or_else(|| {
                t.unanswerable_last(format!(
                    "a strip of {n}: Treblecross values are computed to {GAP_LIMIT}, with no period known"
                ))
            })?;
        output.write_all(if value != 0 { b"1\n" } else { b"2\n" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn sample_and_edges() {
        let p = find("poj-3537").unwrap();
        assert_eq!(run(p, b"3\n").unwrap(), b"1\n");
        assert_eq!(run(p, b"6\n").unwrap(), b"2\n");
        // "n % 6 == 0 loses" holds to 17 and fails at 18.
        assert_eq!(run(p, b"12 17 18 1046 2000").unwrap(), b"2\n1\n1\n2\n1\n");
        assert_eq!(run(p, b"").unwrap(), b"");
        let e = run(p, b"5 2").unwrap_err().to_string();
        assert!(e.contains("column 3") && e.contains("no winner"), "{e}");
        let e = run(p, b"16385").unwrap_err().to_string();
        assert!(e.contains("past what"), "{e}");
    }
}
