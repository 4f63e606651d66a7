//! hdu-1848 — Fibonacci again and again: lines `m n p` until `0 0 0`. Three
//! heaps; a move removes a Fibonacci number (1, 2, 3, 5, 8, ...) from one.
//! `Fibo` when the first player wins, else `Nacci`.
//!
//! The set is infinite and no period is known to certify, so the Grundy values
//! come from a table, built once per process (on the first case) and shared by
//! every case and every run after it: heaps from 0 to [`HEAP_LIMIT`] (10^6;
//! building it takes about 0.1 s in release). A heap past it is an error at its
//! token, never a guess. A line with some zero heaps is a case; only `0 0 0`
//! ends the input.

use crate::io::{InputError, Tokens};
use crate::subtraction::FibonacciTable;
use std::io::{BufRead, Write};
use std::sync::OnceLock;

/// The largest heap the solver answers: the end of its Fibonacci table.
pub const HEAP_LIMIT: u64 = 1_000_000;

/// The Grundy values of heaps `0..=HEAP_LIMIT`, computed once.
fn values() -> &'static [u8] {
    static TABLE: OnceLock<FibonacciTable> = OnceLock::new();
    TABLE
        .get_or_init(|| FibonacciTable::up_to(HEAP_LIMIT))
        .values()
}

fn heap<R: BufRead>(t: &mut Tokens<R>, what: &str) -> Result<u64, InputError> {
    let h = t.u64(what)?;
    if h > HEAP_LIMIT {
        return Err(t.reject_last(
            &format!("{what} from 0 to {HEAP_LIMIT} (the end of the solver's Fibonacci table)"),
            format!("`{h}`"),
        ));
    }
    Ok(h)
}

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    loop {
        let heaps = [
            heap(&mut t, "the heap m (`0 0 0` ends the input)")?,
            heap(&mut t, "the heap n")?,
            heap(&mut t, "the heap p")?,
        ];
        if heaps == [0, 0, 0] {
            break;
        }
        // Heaps are at most HEAP_LIMIT, the table's last index.
        let values = values();
        let wins = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]) != 0;
        output.write_all(if wins { b"Fibo\n" } else { b"Nacci\n" })?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use super::HEAP_LIMIT;
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-1848").unwrap();
        // One Fibonacci heap alone is taken whole; 4 is the first losing heap.
        assert_eq!(
            run(p, b"0 0 832040  4 0 0  0 0 0").unwrap(),
            b"Fibo\nNacci\n"
        );
        let at_limit = format!("{HEAP_LIMIT} {HEAP_LIMIT} 0\n0 0 0");
        assert_eq!(run(p, at_limit.as_bytes()).unwrap(), b"Nacci\n");
        let past = format!("1 {} 1\n0 0 0", HEAP_LIMIT + 1);
        let e = run(p, past.as_bytes()).unwrap_err().to_string();
        assert_eq!(
            e,
            "line 1, column 3 (token 2): expected the heap n from 0 to 1000000 (the end of the solver's Fibonacci table), found `1000001`"
        );
        let e = run(p, b"1 2 3\n").unwrap_err().to_string();
        assert!(
            e.contains("(`0 0 0` ends the input), found end of input"),
            "{e}"
        );
    }
}
