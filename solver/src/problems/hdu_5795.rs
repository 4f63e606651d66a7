//! hdu-5795 — A Simple Nim: `T` cases of `n s_1..s_n`. A move takes any
//! positive number from one heap, or splits one heap into three non-empty
//! heaps. `First player wins.` or `Second player wins.` (with the period, as
//! the judge's sample prints it).
//!
//! Heaps are any `u64` (the judge's go to 10^9); a heap of 0 has no move;
//! `n = 0` is a position with no move. Values are xored as `u128`:
//! `G(u64::MAX) = 2^64`.

use crate::io::{InputError, Tokens};
use crate::split_into_three::grundy;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let cases = t.u64("the number of cases T")?;
    for _ in 0..cases {
        let n = t.u64("the number of heaps n")?;
        let mut xor = 0u128;
        for _ in 0..n {
            xor ^= grundy(t.u64("a heap size")?);
        }
        output.write_all(if xor != 0 {
            b"First player wins.\n"
        } else {
            b"Second player wins.\n"
        })?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-5795").unwrap();
        // 7 and 8 swap values, as do 15 and 16: `7 8` is won (8 xor 7),
        // `7 8 16` lost though its plain Nim xor is 31.
        assert_eq!(
            run(p, b"2 2 7 8 3 7 8 16").unwrap(),
            b"First player wins.\nSecond player wins.\n"
        );
        assert_eq!(
            run(p, b"1 2 18446744073709551615 18446744073709551608").unwrap(),
            b"First player wins.\n"
        );
    }
}
