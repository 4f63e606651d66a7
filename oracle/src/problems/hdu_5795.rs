//! hdu-5795 by search: each case is one position of heaps under "take any
//! positive number from one heap, or split one heap into three non-empty
//! heaps", searched as one game.

use super::{budget, Failure, Words};
use crate::search::{Moves, Rules};

/// The rules. A position is the multiset of non-empty heaps, sorted.
#[derive(Debug)]
pub struct TakeOrSplitInThree;

fn with_heap_replaced(heaps: &[u64], at: usize, parts: &[u64]) -> Vec<u64> {
    let mut next: Vec<u64> = heaps[..at].iter().chain(&heaps[at + 1..]).copied().collect();
    next.extend(parts.iter().copied().filter(|&p| p > 0));
    next.sort_unstable();
    next
}

impl Rules for TakeOrSplitInThree {
    type Position = Vec<u64>;
    /// (heap index, what it leaves: one heap, or three)
    type Move = (usize, Vec<u64>);

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, Self::Move, Vec<u64>> {
        Box::new((0..heaps.len()).flat_map(move |i| {
            let h = heaps[i];
            let takes = (0..h).map(move |left| vec![left]);
            // a <= b <= c, a + b + c = h
            let splits = (1..=h / 3).flat_map(move |a| {
                (a..=(h - a) / 2).map(move |b| vec![a, b, h - a - b])
            });
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
        let n = w.number("the number of heaps n")?;
        let mut heaps = Vec::new();
        for _ in 0..n {
            heaps.push(w.number("a heap size")?);
        }
        positions.push(heaps);
    }
    w.finish()?;
    let mut searcher = super::kept::searcher(TakeOrSplitInThree, 1);
    let mut out = String::new();
    for mut heaps in positions {
        heaps.retain(|&h| h > 0);
        heaps.sort_unstable();
        searcher.set_budget(budget::for_length(heaps.len()));
        let result = searcher
            .analyze(&heaps)
            .map_err(|e| Failure::TooLarge(format!("heaps {heaps:?}: {}", super::too_large(&e))))?;
        out.push_str(if result.player_to_move_wins {
            "First player wins.\n"
        } else {
            "Second player wins.\n"
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges() {
        // 7 is worth 8: `1 7 9` is lost though its plain Nim xor is 15.
        assert_eq!(answer(b"1 3 1 7 9").unwrap(), "Second player wins.\n");
        assert_eq!(answer(b"1 0").unwrap(), "Second player wins.\n");
    }
}
