//! The contest problems answered by brute force: each input's positions are
//! searched by the oracle's engines, under a budget.
//!
//! The input rules are the same as the solver's (stated in `problems.md` and in
//! the solver's `problems` module), implemented here again on purpose, in the
//! plainest way: the whole input is split into words first. That is fine for
//! the small inputs the oracle is for, and it means a parsing bug in the fast
//! streaming reader is not shared.

use std::fmt;

pub mod hdu_1536;
pub mod hdu_1846;
pub mod hdu_1847;
pub mod hdu_1848;
pub mod hdu_1850;
pub mod hdu_1907;
pub mod hdu_2188;
pub mod hihocoder_1163;
mod words;

pub use words::Words;

/// Why the oracle gave no output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The input breaks the problem's rules (the message says where).
    Invalid(String),
    /// Some position of the input is past the search budget.
    TooLarge(String),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Invalid(m) => write!(f, "invalid input: {m}"),
            Failure::TooLarge(m) => write!(f, "too large for the oracle: {m}"),
        }
    }
}

/// A brute-force program: the whole input in, the whole output out.
pub type Answer = fn(&[u8]) -> Result<String, Failure>;

/// States and moves one position of a problem may cost the oracle.
pub const BUDGET: usize = 2_000_000;

pub struct Problem {
    pub id: &'static str,
    pub answer: Answer,
}

pub const PROBLEMS: &[Problem] = &[
    Problem {
        id: "hihocoder-1163",
        answer: hihocoder_1163::answer,
    },
    Problem {
        id: "hdu-2188",
        answer: hdu_2188::answer,
    },
    Problem {
        id: "hdu-1846",
        answer: hdu_1846::answer,
    },
    Problem {
        id: "hdu-1847",
        answer: hdu_1847::answer,
    },
    Problem {
        id: "hdu-1850",
        answer: hdu_1850::answer,
    },
    Problem {
        id: "hdu-1536",
        answer: hdu_1536::answer,
    },
    Problem {
        id: "hdu-1907",
        answer: hdu_1907::answer,
    },
    Problem {
        id: "hdu-1848",
        answer: hdu_1848::answer,
    },
];

pub fn find(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}
