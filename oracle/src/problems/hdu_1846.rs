//! hdu-1846 by search: each case is one heap under "take 1 to m".
//!
//! The whole input is read first (an invalid input is invalid even when an
//! earlier case is too large). Before searching a case it counts the work the
//! search would do, the states `0..=n` and from each `h` its `min(h, m)` moves,
//! and says "too large" at once when that passes the budget, instead of
//! searching until the budget runs out: this is counting the game tree, not
//! knowing its answer.

use super::{Failure, Words, states};
use crate::subtraction::{Subtraction, SubtractionSet};

/// States plus moves of the tree of one heap `n` under "take 1 to m".
fn tree_size(n: u64, m: u64) -> u128 {
    let (n, m) = (u128::from(n), u128::from(m));
    let states = n + 1;
    // Sum over h = 0..=n of min(h, m).
    let moves = if n <= m { n * (n + 1) / 2 } else { m * (m + 1) / 2 + (n - m) * m };
    states + moves
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases")?;
    let mut heaps = Vec::new();
    for _ in 0..cases {
        let n = w.number("the heap n")?;
        let m = w.number_between("the largest take m", 1, u64::MAX)?;
        heaps.push((n, m));
    }
    w.finish()?;
    let mut out = String::new();
    for (n, m) in heaps {
        if tree_size(n, m) > states() as u128 {
            return Err(Failure::TooLarge(format!(
                "heap {n} under take 1..{m}: {} states and moves, more than {} (the budget; --budget STATES raises it)",
                tree_size(n, m),
                states()
            )));
        }
        let rules = Subtraction { set: SubtractionSet::OneTo(m) };
        let result =
            super::kept::searcher(rules, states()).analyze(&vec![n]).map_err(Failure::from)?;
        out.push_str(if result.player_to_move_wins { "first\n" } else { "second\n" });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_size_counts_states_and_moves() {
        // Heap 3, take 1..2: states 0..=3, moves 0 + 1 + 2 + 2.
        assert_eq!(tree_size(3, 2), 4 + 5);
        assert_eq!(tree_size(0, 7), 1);
        assert_eq!(tree_size(u64::MAX, u64::MAX), {
            let n = u128::from(u64::MAX);
            n + 1 + n * (n + 1) / 2
        });
    }

    #[test]
    fn the_count_matches_the_engine() {
        // A tree just inside the budget is searched, one just outside refused:
        // the count is the engine's own.
        let mut searcher = crate::search::Searcher::new(Subtraction { set: SubtractionSet::OneTo(3) }, 100);
        assert!(tree_size(25, 3) == 98 && searcher.analyze(&vec![25]).is_ok());
        let mut searcher = crate::search::Searcher::new(Subtraction { set: SubtractionSet::OneTo(3) }, 100);
        assert!(tree_size(26, 3) == 102 && searcher.analyze(&vec![26]).is_err());
    }
}
