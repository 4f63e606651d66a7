//! Subtraction games: heaps under one subtraction set, a move removes exactly
//! a member of the set from one heap.
//!
//! Compared: outcome, Grundy value of the sum, winning moves (heap, amount) in
//! heap order then amount order. Laws, checked at any size: each heap's value
//! is the mex of the values it can move to (where the amounts can be listed),
//! and each winning move leaves a position the solver calls lost. For a finite
//! set the certified preperiod and period are shown.

use crate::family::parse_u64_list;
use crate::notation::prelude::*;
use oracle::subtraction::Remove;
use solver::subtraction::SubtractionSet as SolverSet;
use std::convert::Infallible;

/// The largest Fibonacci table the harness asks the solver for.
pub const FIBONACCI_TABLE_CAP: u64 = 10_000_000;

/// A subtraction set as written on the command line.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetSpec {
    /// `1..M`
    OneTo(u64),
    /// `powers-of-two`
    PowersOfTwo,
    /// `fibonacci`
    Fibonacci,
    /// `a,b,c`
    Finite(Vec<u64>),
}

impl SetSpec {
    pub fn parse(text: &str) -> Result<Self, String> {
        if let Some(m) = text.strip_prefix("1..") {
            let m = parse_u64(m, "--set 1..M")?;
            return (m > 0)
                .then_some(SetSpec::OneTo(m))
                .ok_or_else(|| "--set 1..M needs M >= 1".into());
        }
        match text {
            "powers-of-two" => Ok(SetSpec::PowersOfTwo),
            "fibonacci" => Ok(SetSpec::Fibonacci),
            _ => {
                let members = parse_u64_list(text, "--set member")?;
                if members.contains(&0) {
                    return Err("--set: members are positive, found 0".into());
                }
                Ok(SetSpec::Finite(members))
            }
        }
    }

    /// The oracle's statement of the set.
    pub fn to_oracle(&self) -> oracle::subtraction::SubtractionSet {
        use oracle::subtraction::SubtractionSet as O;
        match self {
            SetSpec::OneTo(m) => O::OneTo(*m),
            SetSpec::PowersOfTwo => O::PowersOfTwo,
            SetSpec::Fibonacci => O::Fibonacci,
            SetSpec::Finite(v) => O::Finite(v.clone()),
        }
    }

    /// The solver's statement of the set, ready to answer heaps up to
    /// `largest_heap` (only the Fibonacci table depends on it).
    pub fn to_solver(
        &self,
        largest_heap: u64,
    ) -> Result<solver::subtraction::SubtractionSet, String> {
        use solver::subtraction::SubtractionSet as S;
        Ok(match self {
            SetSpec::OneTo(m) => S::one_to(*m),
            SetSpec::PowersOfTwo => S::powers_of_two(),
            SetSpec::Fibonacci => S::fibonacci(largest_heap.min(FIBONACCI_TABLE_CAP)),
            SetSpec::Finite(v) => S::finite_or_sparse(v).map_err(|e| e.to_string())?,
        })
    }

    /// A few sets for exhaustive sweeps: each member of the family, and finite
    /// sets with a preperiod, a long period, and a single member; and one
    /// whose period cannot show (a member past the term limit), answered
    /// from the heaps a position reaches.
    pub fn sweep_sets() -> Vec<SetSpec> {
        vec![
            SetSpec::OneTo(1),
            SetSpec::OneTo(3),
            SetSpec::OneTo(u64::MAX),
            SetSpec::PowersOfTwo,
            SetSpec::Fibonacci,
            SetSpec::Finite(vec![2, 5, 7]),
            SetSpec::Finite(vec![1, 4]),
            SetSpec::Finite(vec![3, 4, 5]),
            SetSpec::Finite(vec![4, 10, 11]),
            SetSpec::Finite(vec![2]),
            SetSpec::Finite(vec![3, 5, 1 << 40]),
        ]
    }
}

impl<'a> Arbitrary<'a> for SetSpec {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(match u.int_in_range(0..=4)? {
            0 => SetSpec::OneTo(u.int_in_range(1..=6)?),
            1 => SetSpec::OneTo(u64::MAX - u.int_in_range(0..=1)?),
            2 => SetSpec::PowersOfTwo,
            3 => SetSpec::Fibonacci,
            _ => {
                let n = u.int_in_range(1..=4)?;
                SetSpec::Finite(draw_numbers(u, n, 1..=9)?)
            }
        })
    }
}

impl fmt::Display for SetSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetSpec::OneTo(m) => write!(f, "1..{m}"),
            SetSpec::PowersOfTwo => write!(f, "powers-of-two"),
            SetSpec::Fibonacci => write!(f, "fibonacci"),
            SetSpec::Finite(v) => write!(f, "{}", join_numbers(v).replace(' ', ",")),
        }
    }
}

/// The `--set SPEC` of a position: its subtraction set.
pub struct SetWord;

impl OptionWord for SetWord {
    type Value = SetSpec;
    const NAME: &'static str = "--set";
    const NEEDS: &'static str = "a value: 1..M, powers-of-two, fibonacci or a,b,c";
    const MISSING: &'static str = "missing --set (1..M, powers-of-two, fibonacci or a,b,c)";
    fn read(word: &str) -> Result<SetSpec, String> {
        SetSpec::parse(word)
    }
    /// At least one heap.
    fn read_numbers(words: &[String]) -> Result<Vec<u64>, String> {
        parse_some_heaps(words)
    }
    fn sweep_values() -> Vec<SetSpec> {
        SetSpec::sweep_sets()
    }
}

/// Splits `--set SPEC` (or `--set=SPEC`) off the arguments.
pub fn take_set_option(args: &[String]) -> Result<(SetSpec, Vec<String>), String> {
    take_option_word::<SetWord>(args)
}

/// Heaps (`numbers`) played with one subtraction set (`option`, written
/// `--set SPEC` anywhere among the words); the sweep plays each of
/// [`SetSpec::sweep_sets`] on one and two heaps.
pub type SubtractionPosition = OptionAndNumbers<SetWord>;

impl<'a> Arbitrary<'a> for SubtractionPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let set = SetSpec::arbitrary(u)?;
        let n = u.int_in_range(1..=3)?;
        Ok(SubtractionPosition::new(set, draw_numbers(u, n, 0..=12)?))
    }
}

/// A set as the solver built it (or why it could not), with the Fibonacci
/// reach it was built for.
pub type BuiltSet = (u64, Result<SolverSet, String>);

/// A set as written, with the solver's set built for it on first use (a
/// finite set's period is certified once per check, not at every position
/// or child) and built again when a Fibonacci heap needs a longer table.
pub type SetWithSolver = WithState<SetSpec, Option<BuiltSet>>;

/// The solver's set `spec` as `built` keeps it, built (again) where it
/// does not answer heaps up to `largest`.
pub fn solver_set<'a>(
    spec: &SetSpec,
    built: &'a mut Option<BuiltSet>,
    largest: u64,
) -> &'a Result<SolverSet, String> {
    let reach = match spec {
        SetSpec::Fibonacci => largest.min(FIBONACCI_TABLE_CAP),
        _ => 0,
    };
    let fits = |(r, _): &BuiltSet| *r >= reach;
    let build = || Ok::<_, Infallible>((reach, spec.to_solver(largest)));
    let Ok((_, set)) = kept_or_built(built, fits, build);
    set
}

pub struct SubtractionGame;
pub type Subtraction = Declared<SubtractionGame>;

impl Declaration for SubtractionGame {
    type Position = SubtractionPosition;
    type Rules = oracle::subtraction::Subtraction;
    type Variant = SetWithSolver;
    const NAME: &'static str = "subtraction";
    const ABOUT: &'static str =
        "subtraction games: remove a member of a set (1..M, powers of two, Fibonacci, finite) from one heap";
    const SYNTAX: &'static str =
        "--set 1..M|powers-of-two|fibonacci|a,b,c HEAP... (e.g. `--set 2,5,7 1000000000000000000`)";
    const EXHAUSTIVE_SIZE: u32 = 24;
    const ORACLE_BUDGET: usize = 1_000_000;

    notation_items!();
    fn variant(p: &SubtractionPosition) -> SetWithSolver {
        WithState::new(p.option.clone())
    }
    fn rules(set: &SetWithSolver) -> oracle::subtraction::Subtraction {
        oracle::subtraction::Subtraction {
            set: set.to_oracle(),
        }
    }
    fn in_rules(p: &SubtractionPosition) -> Cow<'_, Vec<u64>> {
        Cow::Borrowed(&p.numbers)
    }
    /// The solver's answer for heaps under `spec`: the set is built (and a
    /// finite one certified) for the largest heap, or reused when built already.
    fn solve(spec: &SetWithSolver, heaps: &Vec<u64>) -> Answer<Remove> {
        spec.with(|spec, built| {
            let set = match solver_set(spec, built, largest(heaps)) {
                Ok(set) => set,
                Err(e) => return Answer::failed(e.clone()),
            };
            let note = match (spec, set.periodicity()) {
                (SetSpec::Finite(_), Some((pre, period))) => {
                    Some(format!("certified preperiod {pre}, period {period}"))
                }
                _ => None,
            };
            let remove = |m: &solver::subtraction::Removal| Remove {
                heap: m.heap,
                amount: m.amount,
            };
            let moves = set.winning_moves(heaps);
            let moves = moves.map(|moves| moves.iter().map(remove).collect());
            let answer = grundy_with_moves(set.grundy_of_sum(heaps), moves);
            note.into_iter().fold(answer, Answer::with_note)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "--set 2,5,7 1000000000000000000",
            "--set 1..18446744073709551615 3 4",
            "--set fibonacci 9",
            "--set powers-of-two 0",
        ] {
            let p = Subtraction::parse(&words(text)).unwrap();
            assert_eq!(p.to_string(), text);
        }
        assert!(Subtraction::parse(&words("--set 0,2 5"))
            .unwrap_err()
            .contains("positive"));
        assert!(Subtraction::parse(&words("5"))
            .unwrap_err()
            .contains("--set"));
        assert!(Subtraction::parse(&words("--set 1..0 5")).is_err());
    }

    #[test]
    fn huge_heap_with_certified_period() {
        let p = Subtraction::parse(&words("--set 2,5,7 1000000000000000000")).unwrap();
        let c = Subtraction::compare(&p, &mut Default::default());
        assert_eq!(c.notes, ["certified preperiod 0, period 22"]);
        assert!(c.oracle_gave_up());
        assert!(c.broken_laws.is_empty(), "{c:?}");
    }

    #[test]
    fn a_set_of_huge_members_is_answered_from_the_heaps_reached() {
        // No period shows for members near 2^64; the oracle answers, since
        // every move leads to a heap with no move.
        let text = "--set 18446744073709551614,18446744073709551615 18446744073709551615 1 5";
        let p = Subtraction::parse(&words(text)).unwrap();
        let c = Subtraction::compare(&p, &mut Default::default());
        assert!(c.agrees(), "{c:?}");
        assert!(!c.oracle_gave_up(), "{c:?}");
    }

    #[test]
    fn small_positions_agree() {
        let mut o = Default::default();
        for size in 0..8 {
            for p in Subtraction::positions_of_size(size) {
                let c = Subtraction::compare(&p, &mut o);
                assert!(
                    c.discrepancies("subtraction", &p.to_string()).is_empty(),
                    "{p}: {c:?}"
                );
            }
        }
    }
}
