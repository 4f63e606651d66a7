//! hdu-2516 — Fibonacci nim: integers `n` until `0`. One heap of `n`; the
//! first move takes at least one and not all, every later move at most twice
//! the previous one. `Second win` when the first player loses, else
//! `First win`.
//!
//! Grammar: heaps `n`, each from 1 to `u64::MAX` (the judge's `2 <= n < 2^31`
//! is a floor), ending with `0`; only white space may follow it. A missing
//! terminator is an error.
//!
//! `n = 1` is answered, not rejected: the opening is the position `(1, 0)`
//! (heap 1, removal limit `n - 1 = 0`), in which the first player has no
//! legal move and so, taking the last counter being the goal, loses:
//! `Second win`. The oracle reaches the same answer by searching that
//! position.

use crate::fibonacci_nim;
use crate::io::{InputError, Tokens};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    loop {
        let n = t.u64("a heap n (or the terminator 0)")?;
        if n == 0 {
            return t.expect_end();
        }
        // The opening (n, n - 1) is lost iff n is a Fibonacci number (see
        // `is_fibonacci`); the harness holds this to `first_player_wins`.
        let wins = !fibonacci_nim::is_fibonacci(n);
        output.write_all(if wins { b"First win\n" } else { b"Second win\n" })?;
    }
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-2516").unwrap();
        // n = 1: no legal first move. F93, the largest Fibonacci number in
        // u64, loses; u64::MAX does not.
        assert_eq!(
            run(p, b"1 12200160415121876738 18446744073709551615 0").unwrap(),
            b"Second win\nSecond win\nFirst win\n"
        );
        assert!(run(p, b"5")
            .unwrap_err()
            .to_string()
            .contains("(or the terminator 0), found end of input"));
    }
}
