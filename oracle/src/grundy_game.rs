//! Grundy's game by its rules: a move splits one heap into two non-empty
//! heaps of different sizes. A position is the multiset of heaps, searched
//! as one game.

use crate::search::{Moves, Rules};

/// Grundy's game.
#[derive(Clone, Copy, Debug, Default)]
pub struct GrundyGame;

/// Split a heap of `heap` into `smaller` and `heap - smaller`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Split {
    pub heap: u64,
    pub smaller: u64,
}

impl Rules for GrundyGame {
    /// The heaps of two or more counters, ascending (smaller ones cannot move).
    type Position = Vec<u64>;
    type Move = Split;

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, Split, Vec<u64>> {
        Box::new(
            heaps
                .iter()
                .enumerate()
                .filter(move |&(i, _)| i == 0 || heaps[i - 1] != heaps[i])
                .flat_map(move |(i, &h)| {
                    // smaller < h - smaller, i.e. 2 * smaller < h.
                    (1..h.div_ceil(2)).map(move |smaller| {
                        let mut next: Vec<u64> = heaps[..i].to_vec();
                        next.extend(&heaps[i + 1..]);
                        next.extend([smaller, h - smaller].into_iter().filter(|&x| x >= 3));
                        next.sort_unstable();
                        (Split { heap: h, smaller }, next)
                    })
                }),
        )
    }

    /// The moves' positions straight into the engine's buffer: no boxed
    /// iterator and no move record per child.
    fn successors(&self, heaps: &Vec<u64>, limit: usize, out: &mut Vec<Vec<u64>>) {
        let want = limit.saturating_add(1);
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            for smaller in 1..h.div_ceil(2) {
                if out.len() >= want {
                    return;
                }
                let mut next = Vec::with_capacity(heaps.len() + 1);
                next.extend_from_slice(&heaps[..i]);
                next.extend_from_slice(&heaps[i + 1..]);
                next.extend([smaller, h - smaller].into_iter().filter(|&x| x >= 3));
                next.sort_unstable();
                out.push(next);
            }
        }
    }

    /// A few small heaps fit one integer, the memo's key.
    fn pack(&self, heaps: &Vec<u64>) -> Option<u128> {
        crate::search::pack_numbers(heaps.iter().map(|&h| u128::from(h)))
    }
}

/// A position as the oracle keeps it: heaps of 3 or more, ascending (heaps
/// of 1 and 2 have no move and change nothing).
pub fn position(heaps: &[u64]) -> Vec<u64> {
    let mut v: Vec<u64> = heaps.iter().copied().filter(|&h| h >= 3).collect();
    v.sort_unstable();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn successors_match_the_moves() {
        let p = position(&[7, 7, 4, 9]);
        let mut fast = Vec::new();
        GrundyGame.successors(&p, usize::MAX, &mut fast);
        let slow: Vec<_> = GrundyGame.moves(&p).map(|(_, c)| c).collect();
        assert_eq!(fast, slow);
        let mut few = Vec::new();
        GrundyGame.successors(&p, 2, &mut few);
        assert_eq!(few, slow[..3]);
    }

    #[test]
    fn first_values() {
        // OEIS A002188: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0
        let mut s = Searcher::new(GrundyGame, 1_000_000);
        let g: Vec<u64> = (0..=20)
            .map(|n| s.analyze(&position(&[n])).unwrap().grundy.unwrap())
            .collect();
        assert_eq!(
            g,
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
    }
}
