//! Hold your own combinatorial-game solver to an exhaustive oracle.
//!
//! You bring a solver; the game's rules come from (or are written for) the
//! [`oracle`] crate as a [`Rules`](oracle::search::Rules) impl: the moves of
//! a position, nothing else. Your solver answers each position with a typed
//! [`Answer`]: who wins, the Grundy value where the game is impartial, the
//! winning moves in the rules' own move type, or "outside my domain"
//! ([`Answer::outside`], skipped rather than failed), or an error
//! ([`Answer::failed`], a disagreement wherever the oracle answers). An
//! answer may carry notes ([`Answer::with_note`]) and laws of the game's own
//! theory ([`Answer::with_law`]).
//!
//! A [`Check`] compares each answer with the oracle's search (outcome,
//! Grundy value, the set of winning moves, their count): by default the
//! depth-first `Searcher`, or any other [`Engine`] given to
//! [`Check::with_engine`] (the sieve, which decides who wins without Grundy
//! values, in far less work where positions have many moves); a caller's
//! own rows may ask it directly ([`Check::oracle`], or
//! [`Check::oracle_value`] for the value alone). It holds the
//! solver's answers to laws derived from the rules alone, so they are checked
//! at sizes the oracle cannot search:
//!
//! - `winning-move-is-legal`: each winning move is one of the rules' moves
//!   (where it leads is the rules' [`play`](oracle::search::Rules::play),
//!   or, where the rules leave it to that, the move is looked up among the
//!   position's first moves);
//! - `winning-move-leaves-a-loss`: after it, the solver calls the position lost;
//! - `loss-has-no-winning-move` and `win-has-a-winning-move` (unless it has
//!   no move at all: the end of a misere game);
//! - `count-matches-moves`: a count given apart agrees with the list;
//! - `grundy-is-mex-of-children`: a value is the mex of the solver's values
//!   of the position's children, where the oracle did not give the value
//!   (where it did, its value is the truth and each child a position of its
//!   own), and `grundy-decides-the-winner`: the player to move wins exactly
//!   when it is not 0 (normal play);
//! - `winning-moves-are-every-move-to-a-loss`, where asked
//!   ([`Check::every_move_where`]) and the position has at most
//!   [`Check::law_moves`] moves: the winning moves are exactly the moves to
//!   a position the solver calls lost (alike moves once, in the check's
//!   order where it gives one); like the mex law, not asked where the
//!   oracle's winning moves are the solver's.
//!
//! Reports write a move as the rules' [`show_move`](oracle::search::Rules::show_move)
//! does (its `Debug` unless the rules say otherwise), or as
//! [`Check::show_move`] gives.
//!
//! Four drivers, each stopping at the first [`Discrepancy`] (the position as
//! text, both answers, a signature `game:what-differs`, a repro command):
//! [`Check::sweep`] over positions you list, [`Check::random`] from a seed,
//! `Check::quickcheck` (feature `quickcheck`), and [`Check::fuzz`], the
//! body of a cargo-fuzz target. The last three build positions from bytes
//! with one generator of yours, an `FnMut(&mut Unstructured) ->
//! arbitrary::Result<Position>` that keeps them small enough to search.
//! A panic of the solver (or the rules) at a position is a discrepancy too,
//! `game:panicked`, with the panic's message and place as the solver's
//! answer ([`panics`]); a random run shrinks it like any other.
//!
//! A partisan game (the player to move matters, best play may draw) has no
//! Grundy value: [`partisan`] holds its solver to an engine by outcome
//! (first player wins, second player wins, draw) and winning moves, with the
//! same kind of laws over its rules' moves. Its rules are one trait, the
//! oracle's [`PartisanRules`](partisan::PartisanRules) (and
//! [`Packed`](oracle::retrograde::Packed) for the retrograde engine), which
//! say how a move reads and where it leads as the impartial ones do
//! ([`PartisanRules::show_move`](partisan::PartisanRules::show_move),
//! [`PartisanRules::play`](partisan::PartisanRules::play)).
//!
//! ```
//! use grundy_check::arbitrary::{self, Unstructured};
//! use grundy_check::oracle::subtraction::{Remove, Subtraction, SubtractionSet};
//! use grundy_check::{Answer, Check};
//!
//! // The subtraction game {1, 2, 3}: take 1 to 3 counters from one heap.
//! // My solver: the value of a heap is its size mod 4, xored over heaps.
//! fn solve(heaps: &Vec<u64>) -> Answer<Remove> {
//!     Answer::grundy(heaps.iter().fold(0, |x, h| x ^ (h % 4)))
//! }
//! fn position(u: &mut Unstructured) -> arbitrary::Result<Vec<u64>> {
//!     let heaps = u.int_in_range(1..=3)?;
//!     (0..heaps).map(|_| u.int_in_range(0..=30)).collect()
//! }
//!
//! let rules = Subtraction { set: SubtractionSet::OneTo(3) };
//! let mut check = Check::new("take-1-to-3", rules, solve);
//! check.sweep((0..=40).map(|h| vec![h])).unwrap();
//! check.random(grundy_check::seed(), 200, position).unwrap();
//! ```

pub mod answer;
pub mod check;
pub mod comparison;
pub mod discrepancy;
mod drivers;
pub mod engine;
pub mod panics;
pub mod partisan;
mod rng;
pub mod shrink;

pub use answer::{Answer, Failure, Question, Solution};
pub use check::{seed, Check, Summary};
pub use comparison::{BrokenLaw, Comparison, Row};
pub use discrepancy::Discrepancy;
pub use engine::Engine;
pub use rng::SplitMix64;

/// The rules and engines this crate checks against, re-exported so that a
/// user's crate needs one dependency.
pub use oracle;

/// The byte-driven generators of the random, quickcheck and fuzz drivers.
pub use arbitrary;

#[cfg(test)]
mod tests;

// The README's example runs as a doctest, so it cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
