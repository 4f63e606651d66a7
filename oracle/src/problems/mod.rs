//! The contest problems answered by brute force: each input's positions are
//! searched by the oracle's engines, under a budget.
//!
//! The input rules are the same as the solver's (stated in `problems.md` and in
//! the solver's `problems` module), implemented here again on purpose, in the
//! plainest way: the whole input is split into words first. That is fine for
//! the small inputs the oracle is for, and it means a parsing bug in the fast
//! streaming reader is not shared.

use std::cell::Cell;
use std::fmt;

mod budget;
pub mod kept;
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

/// A search's refusal, in words that name the budget the user set. A search
/// that got only a share of it (a long position, states that are whole
/// multisets) says so: `--budget 1000` must not read as "more than 250
/// states" with no word of where the other 750 went.
pub(crate) fn too_large(e: &impl Refusal) -> String {
    let budget = states();
    match e.limit() {
        Some(limit) if limit < budget => format!(
            "{e}: this search's share of the budget of {budget} (--budget STATES raises both)"
        ),
        Some(_) => format!("{e} (the budget; --budget STATES raises it)"),
        None => e.to_string(),
    }
}

/// An engine's "no answer", and the limit it stopped at (none for a refusal
/// that no budget would lift, such as a cycle).
pub(crate) trait Refusal: fmt::Display {
    fn limit(&self) -> Option<usize>;
}

impl Refusal for crate::search::SearchError {
    fn limit(&self) -> Option<usize> {
        match *self {
            crate::search::SearchError::TooLarge { budget } => Some(budget),
            crate::search::SearchError::Cycle => None,
        }
    }
}

impl Refusal for crate::retrograde::RetrogradeError {
    fn limit(&self) -> Option<usize> {
        match *self {
            crate::retrograde::RetrogradeError::TooLarge { budget } => Some(budget),
        }
    }
}

impl From<crate::search::SearchError> for Failure {
    fn from(e: crate::search::SearchError) -> Self {
        Failure::TooLarge(too_large(&e))
    }
}

impl From<crate::retrograde::RetrogradeError> for Failure {
    fn from(e: crate::retrograde::RetrogradeError) -> Self {
        Failure::TooLarge(too_large(&e))
    }
}

/// A brute-force program: the whole input in, the whole output out.
pub type Answer = fn(&[u8]) -> Result<String, Failure>;

/// States and moves one position of a problem may cost the oracle by default
/// (fuzz targets and tests: small, for throughput). A caller that wants more
/// runs the program through [`answer_with_budget`]; programs read the budget
/// in force with [`states`].
pub const BUDGET: usize = 2_000_000;

thread_local! {
    static STATES: Cell<usize> = const { Cell::new(BUDGET) };
}

/// The state budget of one position for the program running on this thread.
pub fn states() -> usize {
    STATES.with(Cell::get)
}

/// Runs `problem`'s program on `input` with `budget` states and moves per
/// position (the budget in force is restored afterwards, even on a panic).
pub fn answer_with_budget(
    problem: &Problem,
    input: &[u8],
    budget: usize,
) -> Result<String, Failure> {
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            STATES.with(|s| s.set(self.0));
        }
    }
    let _restore = Restore(STATES.with(|s| s.replace(budget.max(1))));
    (problem.answer)(input)
}

pub struct Problem {
    pub id: &'static str,
    pub answer: Answer,
}

/// Declares each problem's module and lists it in [`PROBLEMS`], for each
/// line of the one list of problems (`problems.list.rs` at the repository's
/// root; this crate's `problems.list.rs` is a link to it).
macro_rules! problems {
    ($($id:literal => $module:ident,)*) => {
        $(pub mod $module;)*
        /// Every problem, by id, in the order of the specification.
        pub const PROBLEMS: &[Problem] = &[$(Problem { id: $id, answer: $module::answer },)*];
    };
}

include!("../../problems.list.rs");
problem_list!(problems);

pub fn find(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_in_force_decides_and_is_restored() {
        let p = find("hdu-1847").unwrap();
        let tight = answer_with_budget(p, b"1000\n", 10);
        assert!(matches!(tight, Err(Failure::TooLarge(_))), "{tight:?}");
        assert_eq!(states(), BUDGET);
        assert!(answer_with_budget(p, b"1000\n", 1_000_000).is_ok());
        assert_eq!(states(), BUDGET);
    }

    #[test]
    fn a_refusal_names_the_budget_given_and_a_share_of_it() {
        use crate::search::SearchError;
        let p = find("hihocoder-1163").unwrap();
        // Four numbers: the whole budget.
        let whole = answer_with_budget(p, b"4\n30 30 30 30\n", 1000);
        assert_eq!(
            whole,
            Err(Failure::TooLarge(
                "the game tree needs more than 1000 states and moves \
                 (the budget; --budget STATES raises it)"
                    .into()
            ))
        );
        // 40 numbers: a tenth of it, and said so.
        let heaps = vec!["9"; 40].join(" ");
        let long = answer_with_budget(p, format!("40\n{heaps}\n").as_bytes(), 1000);
        assert_eq!(
            long,
            Err(Failure::TooLarge(
                "the game tree needs more than 100 states and moves: this search's \
                 share of the budget of 1000 (--budget STATES raises both)"
                    .into()
            ))
        );
        // No budget lifts a cycle, so none is named.
        assert_eq!(
            too_large(&SearchError::Cycle),
            SearchError::Cycle.to_string()
        );
        // Said once: "too large" is the failure's word, not the search's too.
        let shown = whole.unwrap_err().to_string();
        assert_eq!(shown.matches("too large").count(), 1, "{shown}");
    }
}
