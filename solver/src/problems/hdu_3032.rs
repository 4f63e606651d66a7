//! hdu-3032 — Nim or not Nim?: `T` cases of `N s_1..s_N`. A move takes any
//! positive number from one heap, or splits one heap into two non-empty
//! heaps (Lasker's Nim). `Alice` (first player) wins or `Bob`.
//!
//! Heaps are any `u64` (the judge's go to `2^31 - 1`); a heap of 0 has no
//! move; `N = 0` is a position with no move (`Bob`). Values are xored as
//! `u128`: `G(u64::MAX) = 2^64`.

use crate::io::{InputError, Tokens};
use crate::lasker_nim::grundy;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let cases = t.u64("the number of cases T")?;
    for _ in 0..cases {
        let n = t.u64("the number of heaps N")?;
        let mut xor = 0u128;
        for _ in 0..n {
            xor ^= grundy(t.u64("a heap size")?);
        }
        output.write_all(if xor != 0 { b"Alice\n" } else { b"Bob\n" })?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-3032").unwrap();
        // 3 and 4 swap values (4 and 3), as do 7 and 8: `3 4 8` is lost
        // (4 xor 3 xor 7), though its plain Nim xor is 15.
        assert_eq!(run(p, b"3 2 3 4 3 3 4 8 1 0").unwrap(), b"Alice\nBob\nBob\n");
        // u64::MAX is worth 2^64: not cancelled by any heap of u64 value
        // below it, only by itself.
        assert_eq!(
            run(p, b"2 2 18446744073709551615 18446744073709551612 2 18446744073709551615 18446744073709551615")
                .unwrap(),
            b"Alice\nBob\n"
        );
        assert!(run(p, b"1 2 5").unwrap_err().to_string().contains("a heap size"));
    }
}
