//! hdu-1846 — Brave Game: `C` cases of `n m`; one heap of `n`, take 1 to `m`,
//! taking the last wins. `first` when the first player wins, else `second`.
//! `n` is any `u64`; `m` at least 1 (taking nothing is no move).

use crate::io::{InputError, Tokens};
use crate::subtraction::SubtractionSet;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let cases = t.u64("the number of cases C")?;
    for _ in 0..cases {
        let n = t.u64("the heap n")?;
        let m = t.u64_in("the largest take m", 1, u64::MAX)?;
        let wins = SubtractionSet::one_to(m)
            .grundy(n)
            .expect("1..m answers every heap")
            != 0;
        output.write_all(if wins { b"first\n" } else { b"second\n" })?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn u64_values_and_a_zero_bound() {
        let p = find("hdu-1846").unwrap();
        assert_eq!(
            run(p, b"1\n18446744073709551615 18446744073709551615").unwrap(),
            b"first\n"
        );
        assert!(run(p, b"1\n5 0")
            .unwrap_err()
            .to_string()
            .contains("from 1 to"));
    }
}
