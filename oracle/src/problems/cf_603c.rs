//! cf-603c by search: the heaps are one Lieges-of-Legendre position (a
//! multiset of heap sizes), searched by its rules with the given `k`.
//! Accepted: `n` (any u64, 0 being the empty position), `k` (any u64, 0 making
//! a split remove its heap), then exactly `n` heap sizes (any u64, 0 an empty
//! heap), then the end of input.
//!
//! Budget: besides the search budget, a position with more than
//! [`MAX_DISTINCT_SIZES`] different heap sizes is refused before searching:
//! every state the search keeps is a copy of the multiset, so wide positions
//! would cost memory in proportion to their width times the budget.

use super::{Failure, Words};
use crate::lieges::Lieges;

/// States here are multisets, larger than the other problems' states: the
/// search gets this fraction of the budget in force.
pub const LIEGES_SHARE: usize = 2;

/// Different heap sizes a searched position may have.
pub const MAX_DISTINCT_SIZES: usize = 16;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let n = w.number("the number of heaps n")?;
    let k = w.number("the split count k")?;
    let mut heaps = Vec::new();
    for _ in 0..n {
        heaps.push(w.number("a heap size")?);
    }
    w.finish()?;
    let position = Lieges::position(&heaps);
    if position.len() > MAX_DISTINCT_SIZES {
        return Err(Failure::TooLarge(format!(
            "{} different heap sizes (the oracle searches at most {MAX_DISTINCT_SIZES})",
            position.len()
        )));
    }
    // Only the winner is printed: the search stops at a position's first
    // move to a lost one instead of valuing every move.
    let budget = (super::states() / LIEGES_SHARE).max(1);
    let value = super::kept::outcome_searcher(Lieges { k }, budget)
        .value(&position)
        .map_err(Failure::from)?;
    Ok(if value != 0 { "Kevin\n" } else { "Nicky\n" }.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits() {
        assert_eq!(answer(b"1 2\n3\n").unwrap(), "Nicky\n");
        assert_eq!(answer(b"0 7").unwrap(), "Nicky\n");
        assert!(matches!(answer(b"2 1 3"), Err(Failure::Invalid(_))));
        assert!(matches!(
            answer(b"1 18446744073709551615 4"),
            Err(Failure::TooLarge(_))
        ));
        let wide: String = (1..=17).map(|h| format!(" {h}")).collect();
        assert!(matches!(
            answer(format!("17 1{wide}").as_bytes()),
            Err(Failure::TooLarge(_))
        ));
    }
}
