//! hdu-1729 by search: each case is one position of boxes `(capacity,
//! stones)`; a move adds to one box from 1 up to the square of its stones,
//! never past its capacity. Searched as one game.

use super::{budget, Failure, Words};
use crate::search::{Moves, Rules, Searcher};

/// The rules. A position is the multiset of boxes `(capacity, stones)`,
/// sorted.
pub struct FillBoxes;

impl Rules for FillBoxes {
    type Position = Vec<(u64, u64)>;
    /// (box index, stones added)
    type Move = (usize, u64);

    fn moves<'a>(&'a self, boxes: &'a Vec<(u64, u64)>) -> Moves<'a, Self::Move, Self::Position> {
        Box::new((0..boxes.len()).flat_map(move |i| {
            let (s, c) = boxes[i];
            let most = (u128::from(c) * u128::from(c)).min(u128::from(s - c)) as u64;
            (1..=most).map(move |k| {
                let mut next = boxes.clone();
                next[i].1 += k;
                next.sort_unstable();
                ((i, k), next)
            })
        }))
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut cases = Vec::new();
    loop {
        let n = w.number("the number of boxes N (or the terminator 0)")?;
        if n == 0 {
            break;
        }
        let mut boxes = Vec::new();
        for _ in 0..n {
            let s = w.number("a capacity s")?;
            let c = w.number_between("the stones c, at most the capacity", 0, s)?;
            boxes.push((s, c));
        }
        cases.push(boxes);
    }
    w.finish()?;
    let mut searcher = Searcher::new(FillBoxes, 1);
    let mut out = String::new();
    for (k, mut boxes) in cases.into_iter().enumerate() {
        boxes.sort_unstable();
        searcher.set_budget(budget::for_length(2 * boxes.len()));
        let result = searcher
            .analyze(&boxes)
            .map_err(|e| Failure::TooLarge(format!("case {}: {}", k + 1, super::too_large(&e))))?;
        let verdict = if result.player_to_move_wins { "Yes" } else { "No" };
        out.push_str(&format!("Case {}:\n{verdict}\n", k + 1));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges() {
        assert!(matches!(answer(b"1\n3 4\n0\n"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"1\n3 1\n"), Err(Failure::Invalid(_))));
        assert_eq!(answer(b"1 18446744073709551615 18446744073709551615 0").unwrap(), "Case 1:\nNo\n");
    }
}
