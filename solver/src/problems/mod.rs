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

/// Declares each problem's module and lists it in [`PROBLEMS`]: one line per
/// problem, in the order of `problems.md`.
macro_rules! problems {
    ($($id:literal => $module:ident,)*) => {
        $(pub mod $module;)*
        /// Every problem, by id.
        pub const PROBLEMS: &[Problem] = &[$(Problem { id: $id, solve: $module::solve },)*];
    };
}

problems! {
    "hihocoder-1163" => hihocoder_1163,
    "hnoi2007-split" => hnoi2007_split,
    "hdu-2188" => hdu_2188,
    "hdu-1846" => hdu_1846,
    "hdu-1847" => hdu_1847,
    "hdu-1850" => hdu_1850,
    "hdu-1730" => hdu_1730,
    "poj-1704" => poj_1704,
    "hdu-4315" => hdu_4315,
    "hdu-1527" => hdu_1527,
    "hdu-2177" => hdu_2177,
    "hdu-2516" => hdu_2516,
    "hdu-1524" => hdu_1524,
    "hdu-1536" => hdu_1536,
    "cf-603c" => cf_603c,
    "hdu-1907" => hdu_1907,
    "hdu-1848" => hdu_1848,
    "hdu-3032" => hdu_3032,
    "hdu-5795" => hdu_5795,
    "poj-2311" => poj_2311,
    "hdu-1729" => hdu_1729,
    "poj-3537" => poj_3537,
    "uva-10561" => uva_10561,
    "hdu-3980" => hdu_3980,
    "hdu-2999" => hdu_2999,
}

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
