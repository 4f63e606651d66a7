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
    /// The heaps of three or more counters, ascending (smaller ones cannot
    /// move).
    type Position = Vec<u64>;
    type Move = Split;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len()
    }

    /// The heap and its two parts (`7 into 3+4`); a solver's split of more
    /// than the heap holds is written as such, not wrapped around.
    fn show_move(&self, _: &Vec<u64>, m: &Split) -> String {
        match m.heap.checked_sub(m.smaller) {
            Some(larger) => format!("{} into {}+{larger}", m.heap, m.smaller),
            None => format!("{} into {} (more than the heap)", m.heap, m.smaller),
        }
    }

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

    /// The moves' positions straight into the engine's buffer, in finished
    /// children's vectors: the heaps not split, in order, and the parts of 3
    /// or more put where they belong (no boxed iterator, no move record).
    fn successors(
        &self,
        heaps: &Vec<u64>,
        limit: usize,
        out: &mut Vec<Vec<u64>>,
        spare: &mut Vec<Vec<u64>>,
    ) {
        let want = limit.saturating_add(1);
        let mut others = Vec::with_capacity(heaps.len());
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            others.clear();
            others.extend_from_slice(&heaps[..i]);
            others.extend_from_slice(&heaps[i + 1..]);
            for smaller in 1..h.div_ceil(2) {
                if out.len() >= want {
                    return;
                }
                // Heaps of 1 and 2 are not kept (see `canonical`).
                let larger = h - smaller;
                let parts = [smaller, larger];
                let dropped = parts.iter().take_while(|&&p| p < 3).count();
                out.push(crate::search::merged_into_spare(
                    spare,
                    &others,
                    &parts[dropped..],
                ));
            }
        }
    }

    /// Heaps in any order are one position, and heaps of 1 and 2 have no
    /// move: the heaps of 3 or more, ascending.
    fn canonical(&self, heaps: &mut Vec<u64>) {
        if !self.is_canonical(heaps) {
            heaps.retain(|&h| h >= 3);
            heaps.sort_unstable();
        }
    }

    /// Ascending from 3: no heap under 3, none smaller than the one before.
    fn is_canonical(&self, heaps: &Vec<u64>) -> bool {
        crate::search::ascending_from(heaps, 3)
    }

    /// A canonical position's children keep its heaps in order and put the
    /// parts where they belong, so only a root is made canonical.
    fn successors_are_canonical(&self) -> bool {
        true
    }

    /// A few small heaps fit one integer, the memo's key (canonical, so
    /// ascending).
    fn pack(&self, heaps: &Vec<u64>) -> Option<u128> {
        crate::search::pack_heaps(heaps)
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
    fn a_split_reads_as_the_heap_and_its_parts_even_when_it_is_not_one() {
        let split = |heap, smaller| GrundyGame.show_move(&vec![heap], &Split { heap, smaller });
        assert_eq!(split(7, 3), "7 into 3+4");
        assert_eq!(split(7, 9), "7 into 9 (more than the heap)");
    }

    #[test]
    fn successors_match_the_moves() {
        let p = position(&[7, 7, 4, 9]);
        let mut fast = Vec::new();
        GrundyGame.successors(&p, usize::MAX, &mut fast, &mut Vec::new());
        let slow: Vec<_> = GrundyGame.moves(&p).map(|(_, c)| c).collect();
        assert_eq!(fast, slow);
        let mut few = Vec::new();
        GrundyGame.successors(&p, 2, &mut few, &mut Vec::new());
        assert_eq!(few, slow[..3]);
    }

    #[test]
    fn reused_vectors_give_the_same_children() {
        let p = position(&[7, 7, 4, 9]);
        let mut fresh = Vec::new();
        GrundyGame.successors(&p, usize::MAX, &mut fresh, &mut Vec::new());
        // Spare vectors with old heaps in them must not leak into a child.
        let mut spare = vec![vec![99; 5], vec![1, 2, 3], Vec::new()];
        let mut reused = Vec::new();
        GrundyGame.successors(&p, usize::MAX, &mut reused, &mut spare);
        assert_eq!(reused, fresh);
        assert!(spare.is_empty());
    }

    #[test]
    fn a_position_in_any_order_is_one_memo_entry() {
        let mut s = Searcher::new(GrundyGame, 1_000_000);
        let g = s.value(&position(&[9, 6, 4])).unwrap();
        let entries = s.memo_len();
        for unsorted in [vec![4, 9, 6], vec![6, 1, 9, 2, 4], vec![9, 4, 6, 0]] {
            assert_eq!(s.value(&unsorted).unwrap(), g, "{unsorted:?}");
        }
        assert_eq!(s.memo_len(), entries);
    }

    #[test]
    fn canonical_means_ascending_heaps_of_three_or_more() {
        let lists: [&[u64]; 8] = [
            &[],
            &[3],
            &[2],
            &[3, 2],
            &[2, 3],
            &[3, 3, 9],
            &[9, 3],
            &[1, 1],
        ];
        for l in lists {
            let mut made: Vec<u64> = l.iter().copied().filter(|&h| h >= 3).collect();
            made.sort_unstable();
            assert_eq!(GrundyGame.is_canonical(&l.to_vec()), made == l, "{l:?}");
        }
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
