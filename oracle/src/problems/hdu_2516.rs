//! hdu-2516 by search: each `n` is the Fibonacci-nim position `(n, n - 1)`
//! (the first move takes at least one and not all), searched by its rules.
//! Accepted: heaps from 1 to u64::MAX up to the terminator `0`, after which
//! nothing but white space may come. A heap of 1 is the position `(1, 0)`:
//! no legal move, so the player to move loses (`Second win`), as the search
//! finds by itself.

use super::{Failure, Words, states};
use crate::fibonacci_nim::FibonacciNim;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut heaps = Vec::new();
    loop {
        let n = w.number("a heap n (or the terminator 0)")?;
        if n == 0 {
            break;
        }
        heaps.push(n);
    }
    w.finish()?;
    let mut searcher = super::kept::searcher(FibonacciNim, states());
    let mut out = String::new();
    for n in heaps {
        let value = searcher
            .value(&(n, n - 1))
            .map_err(|e| Failure::TooLarge(format!("heap {n}: {}", super::too_large(&e))))?;
        out.push_str(if value != 0 {
            "First win\n"
        } else {
            "Second win\n"
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_and_a_heap_of_one() {
        assert!(matches!(
            answer(b"2\n13\n100000\n0\n"),
            Err(Failure::TooLarge(m)) if m.starts_with("heap 100000: the game tree needs more than")
        ));
        assert_eq!(
            answer(b"2\n13\n100\n0\n").unwrap(),
            "Second win\nSecond win\nFirst win\n"
        );
        assert_eq!(answer(b"1 0").unwrap(), "Second win\n");
        assert!(matches!(answer(b"3"), Err(Failure::Invalid(_))));
    }
}
