//! The naive side of Grundy: the rules of each game, and exhaustive search over
//! them.
//!
//! This crate exists to be obviously right rather than fast. A game here is only
//! its rules ([`search::Rules`]: the legal moves from a position, and whether the
//! player without a move loses or wins; a partisan game's are
//! [`partisan::PartisanRules`]: whose turn it is, and that player's moves).
//! Every answer (who wins, the Sprague-Grundy value, which moves win) comes
//! from walking the game tree. No xor, no modulus, no closed form: a sum of
//! games is one position whose moves are the moves of its parts, searched as
//! a whole. That is what makes it a useful check of the `solver` crate, which
//! knows theory and could share none of its mistakes.
//!
//! The search never recurses (its depth would follow the game) and refuses work
//! past a state budget with [`search::SearchError::TooLarge`] instead of running
//! for ever or exhausting memory.
//!
//! ```
//! use oracle::nim::Nim;
//! use oracle::search::Searcher;
//!
//! let mut searcher = Searcher::new(Nim::normal(), 100_000);
//! let answer = searcher.analyze(&vec![1, 2, 3]).unwrap();
//! assert!(!answer.first_player_wins());
//! assert_eq!(answer.grundy, Some(0));
//! ```

pub mod climbing_hill;
pub mod dag;
pub mod fibonacci_nim;
pub mod fxhash;
pub mod georgia_bob;
pub mod grundy_game;
pub mod interactive;
pub mod interner;
pub mod lieges;
pub mod mnk;
pub mod nim;
pub mod northcott;
pub mod octal;
pub mod partisan;
#[cfg(test)]
mod play_agrees_with_moves;
pub mod problems;
pub mod retrograde;
pub mod search;
pub mod sieve;
pub mod split;
pub mod staircase_nim;
pub mod subtraction;
pub mod sum;
pub mod treblecross;
pub mod wythoff;

// The README's example runs as a doctest, so it cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
