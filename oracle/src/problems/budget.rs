//! The search budget of one case whose positions are lists of numbers.
//!
//! Why not [`super::states`] as it is: the engines keep every state they
//! create (and `Retrograde` a second copy as a hash key), so a state of a
//! position with `len` numbers costs about `len` words. A short input can
//! claim a long position (1000 pieces fit in 4 KB), and two million states of
//! a thousand numbers each would be gigabytes. Scaling the state budget down
//! by the length keeps the memory of one case near [`NUMBERS_PER_STATE`]
//! numbers per state of the budget, whatever the input.

use super::states;

/// About how many numbers the states of one case may hold together, per
/// state of the budget: four, so a budget's memory stays near what states of
/// four numbers would take.
pub const NUMBERS_PER_STATE: usize = 4;

/// The state budget for positions of `len` numbers: the budget in force for
/// short positions, less for long ones, never below 1 (a position without
/// moves costs one state, so it is answered at any length).
pub fn for_length(len: usize) -> usize {
    let budget = states();
    (budget.saturating_mul(NUMBERS_PER_STATE) / len.max(1)).clamp(1, budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_positions_get_fewer_states() {
        assert_eq!(for_length(0), states());
        assert_eq!(for_length(4), states());
        assert_eq!(for_length(1000), states() * 4 / 1000);
        assert_eq!(for_length(usize::MAX), 1);
    }
}
