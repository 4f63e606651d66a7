//! Sums of impartial games searched as one game.
//!
//! A position is a list of components of different games; a move is a move in
//! exactly one of them. The oracle never combines the parts' values: it walks
//! the tree of the whole sum, which is what lets the harness test the
//! Sprague-Grundy theorem instead of assuming it.

use crate::nim;
use crate::search::{Moves, Rules};
use crate::subtraction::SubtractionSet;

/// One part of a sum.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Component {
    /// A Nim heap.
    Nim(u64),
    /// A heap played with the sum's subtraction set.
    Subtraction(u64),
}

/// A sum whose subtraction heaps all use `set`.
#[derive(Clone, Debug)]
pub struct Sum {
    pub set: SubtractionSet,
}

/// A move in component number `component`, leaving it as `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SumMove {
    pub component: usize,
    pub to: Component,
}

impl Sum {
    /// The positions one move in component `c` can leave it in.
    fn component_moves<'a>(&'a self, c: &Component) -> Box<dyn Iterator<Item = Component> + 'a> {
        match *c {
            Component::Nim(h) => Box::new(nim::heap_moves(h).map(|(_, left)| Component::Nim(left))),
            Component::Subtraction(h) => Box::new(
                self.set
                    .amounts(h)
                    .map(move |s| Component::Subtraction(h - s)),
            ),
        }
    }
}

impl Rules for Sum {
    type Position = Vec<Component>;
    type Move = SumMove;

    fn moves<'a>(&'a self, parts: &'a Vec<Component>) -> Moves<'a, SumMove, Vec<Component>> {
        Box::new(parts.iter().enumerate().flat_map(move |(component, part)| {
            self.component_moves(part).map(move |to| {
                let mut next = parts.clone();
                next[component] = to.clone();
                (SumMove { component, to }, next)
            })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn nim_heap_plus_equivalent_subtraction_heap_loses() {
        // Take 1..2 from a heap of 5 behaves like a Nim heap of 2.
        let mut s = Searcher::new(
            Sum {
                set: SubtractionSet::OneTo(2),
            },
            100_000,
        );
        let p = vec![Component::Nim(2), Component::Subtraction(5)];
        assert!(!s.analyze(&p).unwrap().player_to_move_wins);
        let p = vec![Component::Nim(1), Component::Subtraction(5)];
        assert_eq!(s.analyze(&p).unwrap().grundy, Some(3));
    }
}
