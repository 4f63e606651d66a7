//! The fast side of Grundy: what theory says about each game.
//!
//! Every answer here comes from a closed form, a Sprague-Grundy value, or a
//! periodicity that the code certifies before it relies on it. Nothing in this
//! crate walks a game tree of unbounded size; positions go up to `u64` wherever
//! the theory allows, and arithmetic at the edges is checked or widened.
//!
//! This crate shares no code with the `oracle` crate on purpose: a mistake
//! written once in a shared helper would be made by both sides and never seen.
//!
//! ```
//! // Nim: the player to move wins iff the xor of the heaps is non-zero.
//! assert_eq!(solver::nim::grundy(&[3, 4, 5]), 2);
//! let moves = solver::nim::winning_moves(&[3, 4, 5]);
//! assert_eq!(moves, [solver::nim::NimMove { heap: 0, leave: 1 }]);
//! ```

pub mod box_filling;
pub mod climbing_hill;
pub mod cutting_game;
pub mod dag;
pub mod fibonacci_nim;
pub mod georgia_bob;
pub mod grundy_game;
pub mod interactive;
pub mod io;
pub mod lasker_nim;
pub mod lieges;
pub mod mnk;
pub mod nim;
pub mod northcott;
pub mod octal;
pub mod paint_chain;
pub mod periodic;
pub mod problems;
pub mod run_removal;
pub mod split;
pub mod split_into_three;
pub mod staircase_nim;
pub mod subtraction;
pub mod sum;
pub mod treblecross;
pub mod wythoff;

use std::fmt;

/// A position past what the solver can answer exactly (a table's end, say).
/// The solver refuses rather than guesses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfRange {
    pub what: String,
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "out of the solver's range: {}", self.what)
    }
}

impl std::error::Error for OutOfRange {}

// The README's example runs as a doctest, so it cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
