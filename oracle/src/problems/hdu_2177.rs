//! hdu-2177 by search: each pair `a b` is one Wythoff position, labeled by the
//! sieve over its rules (see hdu-1527); its winning moves are the moves to
//! positions labeled lost, written as the heaps they leave. Accepted: pairs of u64 heaps (either order) up to
//! the pair `0 0`, after which nothing but white space may come.
//!
//! Output order (from `problems.md`): `0` for a lost position; else `1`, then
//! the results of winning moves that take from both heaps, then the distinct
//! results of winning moves that take from one heap, ascending; each result
//! written smaller heap first.

use super::{Failure, Words, states};
use crate::wythoff::{Wythoff, WythoffMove};
use std::fmt::Write;

fn smaller_first(x: u64, y: u64) -> (u64, u64) {
    if x <= y {
        (x, y)
    } else {
        (y, x)
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut pairs = Vec::new();
    loop {
        let a = w.number("the heap a (or the terminator 0 0)")?;
        let b = w.number("the heap b")?;
        if (a, b) == (0, 0) {
            break;
        }
        pairs.push((a, b));
    }
    w.finish()?;
    super::kept::with_sieve(Wythoff, states(), |sieve| {
        let mut out = String::new();
        for (a, b) in pairs {
            let analysis = sieve
                .analyze(&(a, b))
                .map_err(|e| Failure::TooLarge(format!("heaps {a} {b}: {}", super::too_large(&e))))?;
            if !analysis.player_to_move_wins {
                out.push_str("0\n");
                continue;
            }
            let mut both = Vec::new();
            let mut one = Vec::new();
            for m in analysis.winning_moves {
                match m {
                    WythoffMove::Both { take } => both.push(smaller_first(a - take, b - take)),
                    WythoffMove::First { take } => one.push(smaller_first(a - take, b)),
                    WythoffMove::Second { take } => one.push(smaller_first(a, b - take)),
                }
            }
            both.sort_unstable();
            one.sort_unstable();
            one.dedup();
            out.push_str("1\n");
            for (x, y) in both.into_iter().chain(one) {
                writeln!(out, "{x} {y}").expect("writing to a String");
            }
        }
        Ok(out)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples() {
        assert_eq!(
            answer(b"2 3 5 7 0 5 10 13 0 0").unwrap(),
            "1\n1 2\n1 2\n1\n3 5\n3 5\n4 7\n1\n0 0\n1\n4 7\n6 10\n8 13\n"
        );
        assert!(matches!(answer(b"1 2"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"0 0 1"), Err(Failure::Invalid(_))));
    }
}
