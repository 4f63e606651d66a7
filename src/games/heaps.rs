//! Building blocks shared by the heap-like games: a position that is a list
//! of numbers (heaps, coins on steps), and the answers their solver adapters
//! keep writing (a value or why there is none, a failure of several
//! questions). One place, so a new heap game declares its rules and solver
//! and not its position's parsing, printing and generation again.

use crate::family::{join_numbers, parse_numbers, vectors_with_max};
use arbitrary::{Arbitrary, Unstructured};
use grundy_check::{Answer, Question};
use std::fmt;

/// A list of numbers: at most `MAX_COUNT` of at most `MAX_VALUE` when
/// generated, any size when parsed; the exhaustive sweep lists 1 to
/// `SWEEP_COUNT` of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps<const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize> {
    pub heaps: Vec<u64>,
}

impl<const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize>
    Heaps<MAX_COUNT, MAX_VALUE, SWEEP_COUNT>
{
    /// Reads heaps, naming a bad word `heap N` (1-based).
    pub fn parse(args: &[String]) -> Result<Self, String> {
        Self::parse_named(args, "heap")
    }

    /// Reads the numbers, naming a bad word `WHAT N` (1-based).
    pub fn parse_named(args: &[String], what: &str) -> Result<Self, String> {
        let heaps = parse_numbers(args, |i| format!("{what} {}", i + 1))?;
        Ok(Heaps { heaps })
    }

    /// All lists of 1 to `SWEEP_COUNT` numbers whose largest is `size`.
    pub fn of_size(size: u32) -> Vec<Self> {
        let all = vectors_with_max(SWEEP_COUNT, u64::from(size)).into_iter();
        all.map(|heaps| Heaps { heaps }).collect()
    }

    /// The largest number, 0 for none: the size `verify` reports.
    pub fn largest(&self) -> u64 {
        largest(&self.heaps)
    }
}

/// Draws the count, then each number in turn.
impl<'a, const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize> Arbitrary<'a>
    for Heaps<MAX_COUNT, MAX_VALUE, SWEEP_COUNT>
{
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let count = u.int_in_range(0..=MAX_COUNT)?;
        let heaps = (0..count).map(|_| u.int_in_range(0..=MAX_VALUE));
        Ok(Heaps {
            heaps: heaps.collect::<Result<_, _>>()?,
        })
    }
}

/// The words [`Heaps::parse`] reads back.
impl<const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize> fmt::Display
    for Heaps<MAX_COUNT, MAX_VALUE, SWEEP_COUNT>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", join_numbers(&self.heaps))
    }
}

/// The largest of `numbers`, 0 for none.
pub fn largest(numbers: &[u64]) -> u64 {
    numbers.iter().copied().max().unwrap_or(0)
}

/// A solver's value as an answer, or its error as a failure.
pub fn grundy_or_failed<M, E: fmt::Display>(value: Result<u64, E>) -> Answer<M> {
    match value {
        Ok(g) => Answer::grundy(g),
        Err(e) => Answer::failed(e.to_string()),
    }
}

/// A solver's error as a failure of `questions` too (besides the outcome),
/// in that order.
pub fn failed_on<M>(why: impl fmt::Display, questions: &[Question]) -> Answer<M> {
    let failed = Answer::failed(why.to_string());
    questions.iter().fold(failed, |a, &q| a.failing(q))
}

/// The declaration items of a game whose position is a [`Heaps`] read with
/// `heap N` names, measured by its largest heap and searched by rules whose
/// position is the same `Vec<u64>` (borrowed, not copied): `parse`, `size`,
/// `positions_of_size` and `in_rules`.
macro_rules! heaps_declaration_items {
    () => {
        fn parse(args: &[String]) -> Result<Self::Position, String> {
            <Self::Position>::parse(args)
        }
        fn size(p: &Self::Position) -> u64 {
            p.largest()
        }
        fn positions_of_size(size: u32) -> Vec<Self::Position> {
            <Self::Position>::of_size(size)
        }
        fn in_rules(p: &Self::Position) -> std::borrow::Cow<'_, Vec<u64>> {
            std::borrow::Cow::Borrowed(&p.heaps)
        }
    };
}
pub(crate) use heaps_declaration_items;

/// Numbers widened for rules that count in `u128` (a move may add to one).
pub fn in_u128(numbers: &[u64]) -> Vec<u128> {
    numbers.iter().map(|&n| u128::from(n)).collect()
}

/// Numbers back in `u64` for a solver, `None` when one does not fit.
pub fn in_u64(numbers: &[u128]) -> Option<Vec<u64>> {
    numbers.iter().map(|&n| u64::try_from(n).ok()).collect()
}
