//! Sums of impartial games by the Sprague-Grundy theorem: the value of a sum is
//! the xor of its parts' values, and a winning move changes one part to the
//! value that makes the xor zero.
//!
//! ```
//! use solver::sum::{self, Component};
//! struct Heap(u64);
//! impl Component for Heap {
//!     type Move = u64; // size left
//!     fn grundy(&self) -> Result<u64, solver::OutOfRange> { Ok(self.0) }
//!     fn moves_to(&self, target: u64) -> Result<Vec<u64>, solver::OutOfRange> {
//!         Ok(if target < self.0 { vec![target] } else { vec![] })
//!     }
//! }
//! assert_eq!(sum::grundy(&[Heap(3), Heap(5)]).unwrap(), 6);
//! assert_eq!(sum::winning_moves(&[Heap(3), Heap(5)]).unwrap(), [(1, 3)]);
//! ```

use crate::OutOfRange;

/// A game the solver can put in a sum.
pub trait Component {
    /// A move inside this component.
    type Move;
    /// Its Sprague-Grundy value.
    fn grundy(&self) -> Result<u64, OutOfRange>;
    /// Every move to a position of value `target`, in the component's own order.
    fn moves_to(&self, target: u64) -> Result<Vec<Self::Move>, OutOfRange>;
}

/// The xor of the parts' values.
pub fn grundy<C: Component>(parts: &[C]) -> Result<u64, OutOfRange> {
    parts.iter().try_fold(0, |x, p| Ok(x ^ p.grundy()?))
}

/// Every winning move: (part index, move), by part index then the part's order.
pub fn winning_moves<C: Component>(parts: &[C]) -> Result<Vec<(usize, C::Move)>, OutOfRange> {
    let total = grundy(parts)?;
    let mut out = Vec::new();
    if total == 0 {
        return Ok(out);
    }
    for (i, p) in parts.iter().enumerate() {
        let target = p.grundy()? ^ total;
        out.extend(p.moves_to(target)?.into_iter().map(|m| (i, m)));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Nim heap as a component (the module's doc example, which
    /// `ci/mutants` does not run: nextest skips doctests).
    struct Heap(u64);

    impl Component for Heap {
        type Move = u64;
        fn grundy(&self) -> Result<u64, OutOfRange> {
            Ok(self.0)
        }
        fn moves_to(&self, target: u64) -> Result<Vec<u64>, OutOfRange> {
            Ok(if target < self.0 {
                vec![target]
            } else {
                vec![]
            })
        }
    }

    #[test]
    fn won_sums_list_their_moves_and_lost_ones_none() {
        assert_eq!(grundy(&[Heap(3), Heap(5)]).unwrap(), 6);
        assert_eq!(winning_moves(&[Heap(3), Heap(5)]).unwrap(), [(1, 3)]);
        assert_eq!(
            winning_moves(&[Heap(1), Heap(2), Heap(7)]).unwrap(),
            [(2, 3)]
        );
        assert!(winning_moves(&[Heap(3), Heap(3)]).unwrap().is_empty());
        assert!(winning_moves::<Heap>(&[]).unwrap().is_empty());
    }
}
