//! The contest problems as programs: bytes in, bytes out, exact to
//! `problems.md`, fast at any size.
//!
//! Every problem reads with [`crate::io::Tokens`] (streaming, positions in
//! errors) and writes through the `Write` it is given (callers buffer it).
//! Output for the cases before a bad token has been written when the error is
//! returned; the caller decides what to do with it.
//!
//! Input rules shared by all problems (the oracle states them independently):
//! - tokens are unsigned decimal numbers up to `u64::MAX`; anything else (a
//!   sign, a letter, an overflow) is an error at that token;
//! - a count claims tokens that must follow: running out is an error;
//! - after the last case (the terminator, or the single case) only white
//!   space may follow;
//! - judge bounds are floors, not ceilings: values beyond them are answered
//!   exactly unless the problem's module says otherwise; values that make no
//!   sense for the game (a repeated cell, a node out of range) are errors.

use crate::io::InputError;
use std::io::{BufRead, Write};

/// A problem's program.
pub type Solve = fn(&mut dyn BufRead, &mut dyn Write) -> Result<(), InputError>;

/// A problem the solver answers.
pub struct Problem {
    pub id: &'static str,
    pub solve: Solve,
}

/// Declares each problem's module and lists it in [`PROBLEMS`], for each
/// line of the one list of problems (`problems.list.rs` at the repository's
/// root; this crate's `problems.list.rs` is a link to it).
macro_rules! problems {
    ($($id:literal => $module:ident,)*) => {
        $(pub mod $module;)*
        /// Every problem, by id, in the order of the specification.
        pub const PROBLEMS: &[Problem] = &[$(Problem { id: $id, solve: $module::solve },)*];
    };
}

include!("../../problems.list.rs");
problem_list!(problems);

/// The problem with this id.
pub fn find(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

/// Runs a problem on a byte slice, for tests and the harness.
pub fn run(problem: &Problem, input: &[u8]) -> Result<Vec<u8>, InputError> {
    let (out, result) = run_partial(problem, input);
    result.map(|()| out)
}

/// Runs a problem on a byte slice and keeps what it wrote even when the input
/// turns out bad (the cases before the bad token are answered).
pub fn run_partial(problem: &Problem, input: &[u8]) -> (Vec<u8>, Result<(), InputError>) {
    let mut out = Vec::new();
    let result = (problem.solve)(&mut &input[..], &mut out);
    (out, result)
}
