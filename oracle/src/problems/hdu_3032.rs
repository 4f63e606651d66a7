//! hdu-3032 by search: each case is one position of heaps under "take any
//! positive number from one heap, or split one heap into two non-empty heaps
//! without taking", searched as one game (the heaps are not valued apart).

use super::{budget, Failure, Words};
use crate::search::{Moves, Rules};

/// The rules. A position is the multiset of non-empty heaps, sorted.
#[derive(Debug)]
pub struct TakeOrSplitInTwo;

fn with_heap_replaced(heaps: &[u64], at: usize, parts: &[u64]) -> Vec<u64> {
    let mut next: Vec<u64> = heaps[..at].iter().chain(&heaps[at + 1..]).copied().collect();
    next.extend(parts.iter().copied().filter(|&p| p > 0));
    next.sort_unstable();
    next
}

impl Rules for TakeOrSplitInTwo {
    type Position = Vec<u64>;
    /// (heap index, what it leaves: one heap, or two)
    type Move = (usize, Vec<u64>);

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, Self::Move, Vec<u64>> {
        Box::new((0..heaps.len()).flat_map(move |i| {
            let h = heaps[i];
            let takes = (0..h).map(move |left| vec![left]);
            let splits = (1..=h / 2).map(move |a| vec![a, h - a]);
            takes.chain(splits).map(move |parts| {
                let next = with_heap_replaced(heaps, i, &parts);
                ((i, parts), next)
            })
        }))
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases T")?;
    let mut positions = Vec::new();
    for _ in 0..cases {
        let n = w.number("the number of heaps N")?;
        let mut heaps = Vec::new();
        for _ in 0..n {
            heaps.push(w.number("a heap size")?);
        }
        positions.push(heaps);
    }
    w.finish()?;
    let mut searcher = super::kept::searcher(TakeOrSplitInTwo, 1);
    let mut out = String::new();
    for mut heaps in positions {
        heaps.retain(|&h| h > 0);
        heaps.sort_unstable();
        searcher.set_budget(budget::for_length(heaps.len()));
        let result = searcher
            .analyze(&heaps)
            .map_err(|e| Failure::TooLarge(format!("heaps {heaps:?}: {}", super::too_large(&e))))?;
        out.push_str(if result.player_to_move_wins { "Alice\n" } else { "Bob\n" });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges() {
        assert_eq!(answer(b"2 1 0 0").unwrap(), "Bob\nBob\n");
        // A heap of 3 splits into 1 + 2, whose xor is 3: so its value is 4,
        // and 3 beside 4 is lost only through the search of the whole.
        assert_eq!(answer(b"1 3 3 4 8").unwrap(), "Bob\n");
        assert!(matches!(answer(b"1 2 5"), Err(Failure::Invalid(_))));
    }
}
