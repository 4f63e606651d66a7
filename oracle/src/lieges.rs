//! Lieges of Legendre by its rules: heaps and a parameter `k`; a move removes
//! one from a heap, or replaces a heap of even size `2x` (`x > 0`) by `k`
//! heaps of size `x`.
//!
//! The order of heaps is not part of the game, so a position is the multiset
//! of heap sizes: sorted `(size, count)` pairs. Counting instead of listing
//! keeps a split into `k = 10^18` heaps one pair, not a huge allocation; the
//! search budget then stops the game tree, which is what is really large.
//! Empty heaps offer no move and are not kept.

use crate::search::{Moves, Rules};

/// A multiset of positive heap sizes: `(size, count)`, sizes ascending,
/// counts positive.
pub type Heaps = Vec<(u64, u128)>;

/// Lieges of Legendre with parameter `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lieges {
    pub k: u64,
}

/// What a move does to one heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    TakeOne,
    Split,
}

/// A move on one heap of size `size` (any of the equal heaps: the positions
/// they lead to are the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LiegeMove {
    pub size: u64,
    pub action: Action,
}

impl Lieges {
    /// The position with these heaps, in any order.
    pub fn position(heaps: &[u64]) -> Heaps {
        let mut out = Heaps::new();
        for &h in heaps {
            add(&mut out, h, 1);
        }
        out
    }
}

/// Adds `count` heaps of `size` (none if `size` is 0).
fn add(heaps: &mut Heaps, size: u64, count: u128) {
    if size == 0 || count == 0 {
        return;
    }
    match heaps.binary_search_by_key(&size, |&(s, _)| s) {
        // Reaching 2^128 heaps would take more splits than any budget allows.
        Ok(i) => heaps[i].1 = heaps[i].1.saturating_add(count),
        Err(i) => heaps.insert(i, (size, count)),
    }
}

/// The position with one heap of the size at index `i` replaced by `count`
/// heaps of `size`.
fn replace_one(heaps: &Heaps, i: usize, size: u64, count: u128) -> Heaps {
    let mut next = heaps.clone();
    next[i].1 -= 1;
    if next[i].1 == 0 {
        next.remove(i);
    }
    add(&mut next, size, count);
    next
}

impl Rules for Lieges {
    type Position = Heaps;
    type Move = LiegeMove;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        3 * position.len()
    }

    /// The first move takes one from the smallest heap: the line of first
    /// moves passes through a position for every counter, all different.
    fn fewest_states(&self, heaps: &Heaps) -> u128 {
        heaps
            .iter()
            .map(|&(s, c)| u128::from(s).saturating_mul(c))
            .fold(0u128, u128::saturating_add)
    }

    /// Sizes and counts, interleaved, when they fit one integer.
    fn pack(&self, heaps: &Heaps) -> Option<u128> {
        if heaps.len() > 15 {
            return None;
        }
        crate::search::pack_numbers(heaps.iter().flat_map(|&(s, c)| [u128::from(s), c]))
    }

    /// The heap's size and the action (`size 3 split`).
    fn show_move(&self, _: &Heaps, m: &LiegeMove) -> String {
        match m.action {
            Action::TakeOne => format!("size {} take one", m.size),
            Action::Split => format!("size {} split", m.size),
        }
    }

    fn moves<'a>(&'a self, heaps: &'a Heaps) -> Moves<'a, LiegeMove, Heaps> {
        let k = u128::from(self.k);
        Box::new(heaps.iter().enumerate().flat_map(move |(i, &(size, _))| {
            let take = (
                LiegeMove {
                    size,
                    action: Action::TakeOne,
                },
                replace_one(heaps, i, size - 1, 1),
            );
            let split = (size % 2 == 0).then(|| {
                (
                    LiegeMove {
                        size,
                        action: Action::Split,
                    },
                    replace_one(heaps, i, size / 2, k),
                )
            });
            std::iter::once(take).chain(split)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{SearchError, Searcher};

    #[test]
    fn positions_are_multisets() {
        assert_eq!(Lieges::position(&[3, 0, 1, 3]), [(1, 1), (3, 2)]);
        let next: Vec<Heaps> = Lieges { k: 3 }
            .moves(&Lieges::position(&[2, 4]))
            .map(|(_, p)| p)
            .collect();
        assert_eq!(
            next,
            [
                vec![(1, 1), (4, 1)],
                vec![(1, 3), (4, 1)],
                vec![(2, 1), (3, 1)],
                vec![(2, 4)],
            ]
        );
        // k = 0: a split removes the heap.
        let next: Vec<Heaps> = Lieges { k: 0 }
            .moves(&Lieges::position(&[2]))
            .map(|(_, p)| p)
            .collect();
        assert_eq!(next, [vec![(1, 1)], vec![]]);
    }

    #[test]
    fn cf_603c_samples() {
        let mut s = Searcher::new(Lieges { k: 1 }, 100_000);
        assert!(
            s.analyze(&Lieges::position(&[3, 4]))
                .unwrap()
                .player_to_move_wins
        );
        let mut s = Searcher::new(Lieges { k: 2 }, 100_000);
        assert!(
            !s.analyze(&Lieges::position(&[3]))
                .unwrap()
                .player_to_move_wins
        );
    }

    #[test]
    fn a_huge_split_is_refused_not_allocated() {
        let mut s = Searcher::new(Lieges { k: u64::MAX }, 10_000);
        assert_eq!(
            s.analyze(&Lieges::position(&[4])),
            Err(SearchError::TooLarge { budget: 10_000 })
        );
        // Odd heaps of 1 cannot split: k does not matter.
        assert_eq!(s.analyze(&Lieges::position(&[1])).unwrap().grundy, Some(1));
    }
}
