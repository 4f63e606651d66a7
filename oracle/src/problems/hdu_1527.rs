//! hdu-1527 (poj-1067) by search: each pair `a b` is one Wythoff position,
//! labeled by the sieve over its rules (a Wythoff position has thousands of
//! moves, and the sieve follows only the moves into lost positions).
//! Accepted: any number of pairs of u64 heaps (either order) up to the end of
//! input; a lone heap at the end is invalid. One sieve serves every pair, so
//! a pair inside the box of an earlier one (of this run or, on the same
//! thread, of an earlier run) costs only its own moves.

use super::{Failure, Words, states};
use crate::wythoff::Wythoff;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut pairs = Vec::new();
    while !w.at_end() {
        let a = w.number("the heap a")?;
        let b = w.number("the heap b")?;
        pairs.push((a, b));
    }
    super::kept::with_sieve(Wythoff, states(), |sieve| {
        let mut out = String::new();
        for pair in pairs {
            let analysis = sieve
                .analyze(&pair)
                .map_err(|e| Failure::TooLarge(format!("heaps {} {}: {}", pair.0, pair.1, super::too_large(&e))))?;
            out.push_str(if analysis.player_to_move_wins {
                "1\n"
            } else {
                "0\n"
            });
        }
        Ok(out)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_input() {
        assert_eq!(answer(b"").unwrap(), "");
        assert!(matches!(answer(b"1 2 3"), Err(Failure::Invalid(_))));
        assert!(matches!(
            answer(b"165580140 267914295"),
            Err(Failure::TooLarge(_))
        ));
    }
}
