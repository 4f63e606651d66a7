//! The search budget of one case whose positions are lists of numbers.
//!
//! Why not [`super::BUDGET`] as it is: the engines keep every state they
//! create (and `Retrograde` a second copy as a hash key), so a state of a
//! position with `len` numbers costs about `len` words. A short input can
//! claim a long position (1000 pieces fit in 4 KB), and two million states of
//! a thousand numbers each would be gigabytes. Scaling the state budget down
//! by the length keeps the memory of one case near [`NUMBERS_PER_CASE`]
//! numbers, whatever the input.

use super::BUDGET;

/// About how many numbers the states of one case may hold together.
pub const NUMBERS_PER_CASE: usize = 8_000_000;

/// The state budget for positions of `len` numbers: [`BUDGET`] for short
/// positions, less for long ones, never below 1 (a position without moves
/// costs one state, so it is answered at any length).
pub fn for_length(len: usize) -> usize {
    (NUMBERS_PER_CASE / len.max(1)).clamp(1, BUDGET)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_positions_get_fewer_states() {
        assert_eq!(for_length(0), BUDGET);
        assert_eq!(for_length(4), BUDGET);
        assert_eq!(for_length(1000), 8000);
        assert_eq!(for_length(usize::MAX), 1);
    }
}
