//! Subtraction games: heaps under one subtraction set, a move removes exactly
//! a member of the set from one heap.
//!
//! Compared: outcome, Grundy value of the sum, winning moves (heap, amount) in
//! heap order then amount order. Laws, checked at any size: each heap's value
//! is the mex of the values it can move to (where the amounts can be listed),
//! and each winning move leaves a position the solver calls lost. For a finite
//! set the certified preperiod and period are shown.

use crate::family::{
    list, parse_numbers, parse_u64, parse_u64_list, take_option, Comparison, Family,
};
use crate::games::outcome_word;
use crate::most_used::MostUsed;
use arbitrary::{Arbitrary, Unstructured};
use oracle::search::Searcher;
use std::fmt;

pub const ORACLE_BUDGET: usize = 1_000_000;

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
        match text {
            "powers-of-two" => Ok(SetSpec::PowersOfTwo),
            "fibonacci" => Ok(SetSpec::Fibonacci),
            _ => {
                if let Some(m) = text.strip_prefix("1..") {
                    let m = parse_u64(m, "--set 1..M")?;
                    return if m == 0 {
                        Err("--set 1..M needs M >= 1".into())
                    } else {
                        Ok(SetSpec::OneTo(m))
                    };
                }
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
            SetSpec::Finite(v) => S::finite(v).map_err(|e| e.to_string())?,
        })
    }

    /// The members up to `size`, where there are few enough to list.
    pub fn members_up_to(&self, size: u64) -> Option<Vec<u64>> {
        match self {
            SetSpec::OneTo(m) => ((*m).min(size) <= 64).then(|| (1..=(*m).min(size)).collect()),
            SetSpec::PowersOfTwo => Some(
                (0..64)
                    .map(|k| 1u64 << k)
                    .take_while(|&s| s <= size)
                    .collect(),
            ),
            SetSpec::Fibonacci => Some(
                solver::subtraction::fibonacci_numbers()
                    .take_while(|&s| s <= size)
                    .collect(),
            ),
            SetSpec::Finite(v) => {
                let mut v: Vec<u64> = v.iter().copied().filter(|&s| s <= size).collect();
                v.sort_unstable();
                v.dedup();
                Some(v)
            }
        }
    }

    /// A few sets for exhaustive sweeps: each member of the family, and finite
    /// sets with a preperiod, a long period, and a single member.
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
                SetSpec::Finite(
                    (0..n)
                        .map(|_| u.int_in_range(1..=9))
                        .collect::<Result<_, _>>()?,
                )
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
            SetSpec::Finite(v) => write!(
                f,
                "{}",
                v.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
            ),
        }
    }
}

/// Splits `--set SPEC` (or `--set=SPEC`) off the arguments.
pub fn take_set_option(args: &[String]) -> Result<(SetSpec, Vec<String>), String> {
    let mut rest = args.to_vec();
    let spec = take_option(
        &mut rest,
        "--set",
        "a value: 1..M, powers-of-two, fibonacci or a,b,c",
    )?
    .ok_or("missing --set (1..M, powers-of-two, fibonacci or a,b,c)")?;
    Ok((SetSpec::parse(&spec)?, rest))
}

/// Heaps played with one subtraction set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionPosition {
    pub set: SetSpec,
    pub heaps: Vec<u64>,
}

impl<'a> Arbitrary<'a> for SubtractionPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let set = SetSpec::arbitrary(u)?;
        let n = u.int_in_range(1..=3)?;
        let heaps = (0..n)
            .map(|_| u.int_in_range(0..=12))
            .collect::<Result<_, _>>()?;
        Ok(SubtractionPosition { set, heaps })
    }
}

impl fmt::Display for SubtractionPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "--set {}", self.set)?;
        for h in &self.heaps {
            write!(f, " {h}")?;
        }
        Ok(())
    }
}

fn removal_text(heap: usize, amount: u64) -> String {
    format!("heap {heap} take {amount}")
}

pub struct Subtraction;

/// The oracle's searchers (with their memos) for the sets it uses most:
/// fuzzing and sweeps come back to the same few sets, and a searcher's memo
/// is only valid for its own set.
#[derive(Default)]
pub struct SubtractionOracle(MostUsed<SetSpec, Searcher<oracle::subtraction::Subtraction>, 32>);

impl SubtractionOracle {
    fn searcher(&mut self, set: &SetSpec) -> &mut Searcher<oracle::subtraction::Subtraction> {
        self.0.get_or_insert_with(set, || {
            let rules = oracle::subtraction::Subtraction {
                set: set.to_oracle(),
            };
            Searcher::new(rules, crate::check::oracle_budget(ORACLE_BUDGET))
        })
    }
}

impl Family for Subtraction {
    type Position = SubtractionPosition;
    type Oracle = SubtractionOracle;

    const NAME: &'static str = "subtraction";
    const ABOUT: &'static str =
        "subtraction games: remove a member of a set (1..M, powers of two, Fibonacci, finite) from one heap";
    const SYNTAX: &'static str =
        "--set 1..M|powers-of-two|fibonacci|a,b,c HEAP... (e.g. `--set 2,5,7 1000000000000000000`)";
    const EXHAUSTIVE_SIZE: u32 = 24;

    fn parse(args: &[String]) -> Result<SubtractionPosition, String> {
        let (set, rest) = take_set_option(args)?;
        if rest.is_empty() {
            return Err("give at least one heap".into());
        }
        let heaps = parse_numbers(&rest, |i| format!("heap {}", i + 1))?;
        Ok(SubtractionPosition { set, heaps })
    }

    fn size(p: &SubtractionPosition) -> u64 {
        p.heaps.iter().copied().max().unwrap_or(0)
    }

    fn positions_of_size(size: u32) -> Vec<SubtractionPosition> {
        let s = u64::from(size);
        let mut out = Vec::new();
        for set in SetSpec::sweep_sets() {
            out.push(SubtractionPosition {
                set: set.clone(),
                heaps: vec![s],
            });
            for other in 0..=s {
                out.push(SubtractionPosition {
                    set: set.clone(),
                    heaps: vec![s, other],
                });
                if other < s {
                    out.push(SubtractionPosition {
                        set: set.clone(),
                        heaps: vec![other, s],
                    });
                }
            }
        }
        out
    }

    fn compare(p: &SubtractionPosition, oracle: &mut SubtractionOracle) -> Comparison {
        let mut c = Comparison::default();
        let answer = oracle
            .searcher(&p.set)
            .analyze(&p.heaps)
            .map_err(|e| e.to_string());
        let largest = p.heaps.iter().copied().max().unwrap_or(0);
        let set = match p.set.to_solver(largest) {
            Ok(set) => set,
            Err(e) => {
                c.row(
                    "outcome",
                    Err(e),
                    answer.map(|a| outcome_word(a.player_to_move_wins)),
                );
                return c;
            }
        };
        if let (SetSpec::Finite(_), Some((pre, period))) = (&p.set, set.periodicity()) {
            c.note(format!("certified preperiod {pre}, period {period}"));
        }
        let grundy = set.grundy_of_sum(&p.heaps).map_err(|e| e.to_string());
        let moves = set.winning_moves(&p.heaps).map_err(|e| e.to_string());

        c.impartial_rows(&grundy, &answer);
        c.row(
            "winning-moves",
            moves
                .as_ref()
                .map(|ms| list(ms.iter().map(|m| removal_text(m.heap, m.amount))))
                .map_err(Clone::clone),
            answer
                .as_ref()
                .map(|a| {
                    let mut found: Vec<(usize, u64)> =
                        a.winning_moves.iter().map(|m| (m.heap, m.amount)).collect();
                    found.sort_unstable();
                    list(found.into_iter().map(|(h, s)| removal_text(h, s)))
                })
                .map_err(Clone::clone),
        );

        // Laws of the solver's own answers.
        for &h in &p.heaps {
            let Some(members) = p.set.members_up_to(h) else {
                continue;
            };
            let Ok(g) = set.grundy(h) else { continue };
            let options: Result<Vec<u64>, _> = members.iter().map(|&s| set.grundy(h - s)).collect();
            if let Ok(options) = options {
                let mex = (0..).find(|v| !options.contains(v)).expect("finite");
                c.law("grundy-is-mex-of-options", g == mex, || {
                    format!("heap {h}: value {g}, mex of options {mex}")
                });
            }
        }
        if let (Ok(g), Ok(ms)) = (&grundy, &moves) {
            for m in ms {
                let legal = m.heap < p.heaps.len()
                    && m.amount <= p.heaps[m.heap]
                    && p.set
                        .members_up_to(m.amount)
                        .is_none_or(|v| v.contains(&m.amount));
                c.law("winning-move-is-legal", legal, || {
                    format!("{} is not a move", removal_text(m.heap, m.amount))
                });
                if legal {
                    let mut next = p.heaps.clone();
                    next[m.heap] -= m.amount;
                    let after = set.grundy_of_sum(&next);
                    c.law("winning-move-leaves-a-loss", after == Ok(0), || {
                        format!(
                            "after {} the value is {after:?}",
                            removal_text(m.heap, m.amount)
                        )
                    });
                }
            }
            c.law("win-has-a-winning-move", *g == 0 || !ms.is_empty(), || {
                "won, yet no winning move".into()
            });
            c.law("loss-has-no-winning-move", *g != 0 || ms.is_empty(), || {
                "lost, yet winning moves".into()
            });
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let c = Subtraction::compare(&p, &mut SubtractionOracle::default());
        assert_eq!(c.notes, ["certified preperiod 0, period 22"]);
        assert!(c.oracle_gave_up());
        assert!(c.broken_laws.is_empty(), "{c:?}");
    }

    #[test]
    fn small_positions_agree() {
        let mut o = SubtractionOracle::default();
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
