//! Sums of impartial games searched as one game.
//!
//! A position is a list of components of different games; a move is a move in
//! exactly one of them, as that game's own rules allow. The oracle never
//! combines the parts' values: it walks the tree of the whole sum, which is
//! what lets the harness test the Sprague-Grundy theorem instead of assuming
//! it.

use crate::georgia_bob::GeorgiaBob;
use crate::lieges::{Heaps, Lieges};
use crate::nim;
use crate::search::{Moves, Rules};
use crate::split::Split;
use crate::staircase_nim::StaircaseNim;
use crate::subtraction::SubtractionSet;

/// One part of a sum, in the oracle's terms for its game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Component {
    /// A Nim heap.
    Nim(u64),
    /// A heap played with the sum's subtraction set.
    Subtraction(u64),
    /// Coins on steps 1..n.
    Staircase(Vec<u128>),
    /// Pieces on cells of a line (Georgia and Bob).
    GeorgiaBob(Vec<u64>),
    /// Beans in bottles (the split game).
    Split(Vec<u128>),
    /// Heaps of Lieges of Legendre, played with the sum's `k`.
    Lieges(Heaps),
}

/// A sum: its subtraction heaps use `set`, its Lieges heaps use `lieges`.
#[derive(Clone, Debug)]
pub struct Sum {
    pub set: SubtractionSet,
    pub lieges: Lieges,
}

/// A move in component number `component`, leaving it as `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SumMove {
    pub component: usize,
    pub to: Component,
}

impl Component {
    /// The heap a Nim or subtraction part holds (the parts whose moves are
    /// read as amounts taken); `None` for the others.
    pub fn heap(&self) -> Option<u64> {
        match self {
            Component::Nim(h) | Component::Subtraction(h) => Some(*h),
            _ => None,
        }
    }
}

impl SumMove {
    /// The move as (part, amount taken) from `parts`; a move that is not a
    /// heap's takes 0.
    pub fn taken(&self, parts: &[Component]) -> (usize, u64) {
        let before = parts.get(self.component).and_then(Component::heap);
        let after = self.to.heap();
        let amount = before.zip(after).map_or(0, |(b, a)| b.saturating_sub(a));
        (self.component, amount)
    }
}

impl Sum {
    /// A sum with only Nim and subtraction heaps in mind (Lieges `k` = 1).
    pub fn with_set(set: SubtractionSet) -> Self {
        Sum {
            set,
            lieges: Lieges { k: 1 },
        }
    }

    /// The positions one move in component `c` can leave it in: the moves of
    /// that game's own rules.
    fn component_moves<'a>(&'a self, c: &'a Component) -> Box<dyn Iterator<Item = Component> + 'a> {
        match c {
            &Component::Nim(h) => {
                Box::new(nim::heap_moves(h).map(|(_, left)| Component::Nim(left)))
            }
            &Component::Subtraction(h) => Box::new(
                self.set
                    .amounts(h)
                    .map(move |s| Component::Subtraction(h - s)),
            ),
            Component::Staircase(p) => {
                Box::new(StaircaseNim.moves(p).map(|(_, q)| Component::Staircase(q)))
            }
            Component::GeorgiaBob(p) => {
                Box::new(GeorgiaBob.moves(p).map(|(_, q)| Component::GeorgiaBob(q)))
            }
            Component::Split(p) => Box::new(Split.moves(p).map(|(_, q)| Component::Split(q))),
            Component::Lieges(p) => {
                Box::new(self.lieges.moves(p).map(|(_, q)| Component::Lieges(q)))
            }
        }
    }
}

impl Rules for Sum {
    type Position = Vec<Component>;
    type Move = SumMove;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        4 * position.len()
    }

    /// `part 1 take 3` ([`SumMove::taken`]).
    fn show_move(&self, parts: &Vec<Component>, m: &SumMove) -> String {
        let (part, amount) = m.taken(parts);
        format!("part {part} take {amount}")
    }

    fn moves<'a>(&'a self, parts: &'a Vec<Component>) -> Moves<'a, SumMove, Vec<Component>> {
        Box::new(parts.iter().enumerate().flat_map(move |(component, part)| {
            self.component_moves(part).map(move |to| {
                let mut next = parts.clone();
                next[component] = to.clone();
                (SumMove { component, to }, next)
            })
        }))
    }

    /// The moves' positions straight into the engine's buffer, without a
    /// move record (and its copy of the part) per child. Equal parts (the
    /// position is canonical: sorted) give the same children, so only the
    /// first of them is moved in.
    fn successors(
        &self,
        parts: &Vec<Component>,
        limit: usize,
        out: &mut Vec<Vec<Component>>,
        _spare: &mut Vec<Vec<Component>>,
    ) {
        let want = limit.saturating_add(1);
        for (component, part) in parts.iter().enumerate() {
            if component > 0 && parts[component - 1] == *part {
                continue;
            }
            for to in self.component_moves(part) {
                if out.len() >= want {
                    return;
                }
                let mut next = parts.clone();
                next[component] = to;
                out.push(next);
            }
        }
    }

    /// The parts of a sum are unordered: two parts of the same game with the
    /// same position are interchangeable, whatever their places. The parts,
    /// sorted (each keeps its game and its own position), each in its own
    /// game's canonical form where it has one (a split part's last bottle
    /// is stored as 0, as the split game's own search does).
    fn canonical(&self, parts: &mut Vec<Component>) {
        for part in parts.iter_mut() {
            if let Component::Split(counts) = part {
                Split.canonical(counts);
            }
        }
        parts.sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn nim_heap_plus_equivalent_subtraction_heap_loses() {
        // Take 1..2 from a heap of 5 behaves like a Nim heap of 2.
        let mut s = Searcher::new(Sum::with_set(SubtractionSet::OneTo(2)), 100_000);
        let p = vec![Component::Nim(2), Component::Subtraction(5)];
        assert!(!s.analyze(&p).unwrap().player_to_move_wins);
        let p = vec![Component::Nim(1), Component::Subtraction(5)];
        assert_eq!(s.analyze(&p).unwrap().grundy, Some(3));
    }

    #[test]
    fn a_split_part_is_kept_without_its_last_bottle() {
        let rules = Sum::with_set(SubtractionSet::OneTo(2));
        let with = |last: u128| vec![Component::Split(vec![1, 0, last]), Component::Nim(1)];
        let mut s = Searcher::new(rules, 100_000);
        let value = s.value(&with(0)).unwrap();
        let entries = s.memo_len();
        // The beans of the last bottle never move: the same entries answer.
        assert_eq!(s.value(&with(7)).unwrap(), value);
        assert_eq!(s.memo_len(), entries);
        assert_eq!(s.canonical(&with(7)), s.canonical(&with(0)));
        // Earlier bottles are kept as they are.
        let other = vec![Component::Split(vec![1, 1, 0]), Component::Nim(1)];
        assert_ne!(s.canonical(&other), s.canonical(&with(0)));
    }

    #[test]
    fn successors_match_the_moves() {
        let rules = Sum::with_set(SubtractionSet::Finite(vec![1, 3]));
        let mut p = vec![
            Component::Nim(2),
            Component::Subtraction(4),
            Component::Nim(2),
            Component::Split(vec![0, 2]),
        ];
        rules.canonical(&mut p);
        let canonical = |mut ps: Vec<Vec<Component>>| {
            ps.iter_mut().for_each(|q| rules.canonical(q));
            ps.sort();
            ps.dedup();
            ps
        };
        let mut fast = Vec::new();
        rules.successors(&p, usize::MAX, &mut fast, &mut Vec::new());
        let slow: Vec<_> = rules.moves(&p).map(|(_, c)| c).collect();
        assert_eq!(canonical(fast), canonical(slow));
        let mut few = Vec::new();
        rules.successors(&p, 1, &mut few, &mut Vec::new());
        assert_eq!(few.len(), 2);
    }

    #[test]
    fn reordered_parts_share_one_memo_entry() {
        let mut s = Searcher::new(Sum::with_set(SubtractionSet::OneTo(2)), 100_000);
        let p = vec![
            Component::Nim(3),
            Component::Subtraction(4),
            Component::Nim(2),
        ];
        let v = s.value(&p).unwrap();
        let entries = s.memo_len();
        let q = vec![
            Component::Nim(2),
            Component::Nim(3),
            Component::Subtraction(4),
        ];
        assert_eq!(s.value(&q).unwrap(), v);
        assert_eq!(s.memo_len(), entries);
    }

    #[test]
    fn parts_of_different_games_move_by_their_own_rules() {
        let mut s = Searcher::new(Sum::with_set(SubtractionSet::OneTo(1)), 100_000);
        // One coin on step 1 can only drop to step 0: a Nim heap of 1.
        let p = vec![Component::Staircase(vec![1]), Component::Nim(1)];
        assert_eq!(s.analyze(&p).unwrap().grundy, Some(0));
        let p = vec![
            Component::Staircase(vec![1]),
            Component::Lieges(Lieges::position(&[1])),
        ];
        assert_eq!(s.analyze(&p).unwrap().grundy, Some(0));
    }
}
