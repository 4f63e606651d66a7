//! hihocoder-1163 — Nim, one position: `N`, then `N` piles; `Alice` when the
//! first player wins, else `Bob`. Piles are any `u64`; `N = 0` is the empty
//! position (`Bob`).

use crate::io::{InputError, Tokens};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let n = t.u64("the number of piles N")?;
    let mut xor = 0u64;
    for _ in 0..n {
        xor ^= t.u64("a pile size")?;
    }
    t.expect_end()?;
    writeln!(output, "{}", if xor != 0 { "Alice" } else { "Bob" })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn u64_piles_and_a_short_input() {
        let p = find("hihocoder-1163").unwrap();
        assert_eq!(run(p, b"2 18446744073709551615 1").unwrap(), b"Alice\n");
        assert!(run(p, b"3\n3 2")
            .unwrap_err()
            .to_string()
            .contains("end of input"));
    }
}
