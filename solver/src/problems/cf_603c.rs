//! cf-603c — Lieges of Legendre: `n k`, then `n` heap sizes. A move removes
//! one cow from a heap, or replaces a heap of even size `2x` by `k` heaps of
//! size `x`. `Kevin` when the first player wins, else `Nicky`.
//!
//! Grammar: `n` (any `u64`; `n = 0` is the empty position, `Nicky`), `k` (any
//! `u64`; `k = 0` makes a split remove the heap), then exactly `n` heap sizes
//! (any `u64`, 0 included: an empty heap), then the end of input. The judge's
//! `1 <= n <= 100000`, `1 <= k <= 10^9`, heaps `1..10^9` are floors. Heaps are
//! read one at a time and folded into the xor of their Grundy values
//! ([`crate::lieges::heap_grundy`]): nothing is allocated by `n`.

use crate::io::{InputError, Tokens};
use crate::lieges;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let n = t.u64("the number of heaps n")?;
    let k = t.u64("the number of heaps a split makes k")?;
    let mut xor = 0u64;
    for _ in 0..n {
        xor ^= lieges::heap_grundy(t.u64("a heap size")?, k);
    }
    t.expect_end()?;
    writeln!(output, "{}", if xor != 0 { "Kevin" } else { "Nicky" })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("cf-603c").unwrap();
        assert_eq!(run(p, b"1 2\n3\n").unwrap(), b"Nicky\n");
        assert_eq!(run(p, b"0 5").unwrap(), b"Nicky\n");
        // 2^63 under odd k: value 1; u64::MAX - 1 under odd k: 1. Xor 0.
        assert_eq!(
            run(
                p,
                b"2 18446744073709551615 9223372036854775808 18446744073709551614"
            )
            .unwrap(),
            b"Nicky\n"
        );
        assert!(run(p, b"3 1\n1 2")
            .unwrap_err()
            .to_string()
            .contains("expected a heap size, found end of input"));
    }
}
