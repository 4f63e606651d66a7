//! Grundy's harness: the registry of games, the differential checks between
//! the `solver` and `oracle` crates, and what the `grundy` command line runs.
//!
//! Every check is written once, as a [`family::Family`] in [`games`], and is
//! driven four ways: fuzz targets and regression replay through
//! [`check::assert_agrees`], quickcheck through [`properties`], and the
//! exhaustive-then-random sweep of [`verify`].
//!
//! ```
//! use grundy::registry;
//! let nim = registry::game("nim").unwrap();
//! let checked = nim.check_args(&["3".into(), "4".into(), "5".into()]).unwrap();
//! assert!(checked.discrepancies().is_empty());
//! ```

// Output goes through `output`: `print!` panics when stdout is gone.
#![deny(clippy::print_stdout)]

pub mod answer_builders;
pub mod bounded_read;
pub mod build_cache;
pub mod check;
pub mod declaration;
pub mod discrepancy;
pub mod family;
pub mod fixed_hash;
pub mod games;
pub mod interactive;
pub mod last_seen;
pub mod mex;
pub mod most_used;
pub mod notation;
pub mod octal_cli;
pub mod option_notation;
pub mod output;
pub mod partisan;
pub mod problems;
pub mod properties;
pub mod registry;
pub mod rng;
pub mod search_progress;
pub mod shell;
pub mod stop_signals;
pub mod stress;
pub mod validate;
pub mod variant_state;
pub mod verify;

// A test helper shared with the integration tests: a test that needs a tool
// (g++, python3) fails by name when it is missing instead of passing unrun.
#[cfg(test)]
#[path = "../tests/support/tools.rs"]
mod test_tools;
