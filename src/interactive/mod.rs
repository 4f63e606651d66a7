//! Interactive game problems: Grundy plays the judge's side against the
//! contestant's program, over its stdin and stdout, speaking the judge's
//! protocol exactly.
//!
//! Where the judge can win it plays a winning move (the solver's, checked
//! against the oracle's exhaustive play on small positions: a disagreement
//! is reported as a discrepancy). Where it loses it plays to make the
//! program's task hard, in a style the case's seed picks (the longest game,
//! a rare reply, a reply that leaves the program few winning answers), so
//! that a program that handles only convenient replies fails.
//!
//! - [`record`]: the game turn by turn, and what the program did wrong;
//! - [`card_row`], [`xor_break`]: the two problems' protocols and judges;
//! - [`start`]: the starts the judge sends, aimed at the traps;
//! - [`verdict`]: one run's verdict from the judge's record and the run;
//! - [`cli`]: `grundy stress abc278-g|cf-1934d2`, shrinking included.

pub mod card_row;
pub mod cli;
pub mod record;
pub mod start;
pub mod verdict;
pub mod xor_break;

use crate::stress::run::Interactor;

/// How the judge chooses its reply where it loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The move that keeps the game longest (the fewest cards taken, the
    /// largest number kept).
    Longest,
    /// A legal move drawn at random: the replies a program rarely meets.
    Rare,
    /// A move after which the program has the fewest winning answers.
    FewestAnswers,
}

impl Style {
    /// The style of a case: each seed picks one, so every run of a few
    /// cases meets all three.
    pub fn of_seed(seed: u64) -> Style {
        match seed % 3 {
            0 => Style::Longest,
            1 => Style::Rare,
            _ => Style::FewestAnswers,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Style::Longest => "the longest game",
            Style::Rare => "rare replies",
            Style::FewestAnswers => "replies leaving the fewest winning answers",
        }
    }
}

/// A judge of one of the problems: the protocol, and what it recorded.
pub trait Judge: Interactor {
    fn record(&self) -> &record::Record;
}

/// The problems this module judges, by id.
pub const PROBLEMS: [(&str, &str); 2] = [
    (
        "abc278-g",
        "AtCoder ABC278 G Generalized Subtraction Game (interactive: N L R, First/Second, x y)",
    ),
    (
        "cf-1934d2",
        "Codeforces 1934D2 XOR Break - Game Version (interactive: t games, first/second, p1 p2)",
    ),
];
