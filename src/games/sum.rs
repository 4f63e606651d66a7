//! Sums of games: Nim heaps and subtraction heaps (under one set) side by side,
//! a move in exactly one part.
//!
//! This is where the Sprague-Grundy theorem itself is tested: the solver xors
//! the parts' values, the oracle searches the whole sum as one game.
//! Compared: outcome, Grundy value, winning moves (part, amount taken), by part
//! then amount.

use crate::family::{list, parse_u64, Comparison, Family};
use crate::games::outcome_word;
use crate::games::subtraction::{take_set_option, SetSpec};
use arbitrary::{Arbitrary, Unstructured};
use oracle::search::Searcher;
use solver::OutOfRange;
use std::fmt;

pub const ORACLE_BUDGET: usize = 1_000_000;

/// One part of a sum, written `kind:size` on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// `nim:H`
    Nim(u64),
    /// `sub:H`, played with the sum's subtraction set.
    Subtraction(u64),
}

impl Part {
    pub fn parse(word: &str) -> Result<Part, String> {
        let (kind, value) = word
            .split_once(':')
            .ok_or_else(|| format!("`{word}`: write a part as nim:H or sub:H"))?;
        let h = parse_u64(value, &format!("part `{word}`"))?;
        match kind {
            "nim" => Ok(Part::Nim(h)),
            "sub" => Ok(Part::Subtraction(h)),
            _ => Err(format!("`{word}`: unknown part kind `{kind}` (nim, sub)")),
        }
    }

    fn size(&self) -> u64 {
        match *self {
            Part::Nim(h) | Part::Subtraction(h) => h,
        }
    }

    fn to_oracle(self) -> oracle::sum::Component {
        match self {
            Part::Nim(h) => oracle::sum::Component::Nim(h),
            Part::Subtraction(h) => oracle::sum::Component::Subtraction(h),
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Nim(h) => write!(f, "nim:{h}"),
            Part::Subtraction(h) => write!(f, "sub:{h}"),
        }
    }
}

impl<'a> Arbitrary<'a> for Part {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(if u.arbitrary::<bool>()? {
            Part::Nim(u.int_in_range(0..=6)?)
        } else {
            Part::Subtraction(u.int_in_range(0..=14)?)
        })
    }
}

/// The solver's view of one part: a component it knows the value of.
struct SolverPart<'a> {
    part: Part,
    set: &'a solver::subtraction::SubtractionSet,
}

impl solver::sum::Component for SolverPart<'_> {
    /// The amount taken.
    type Move = u64;

    fn grundy(&self) -> Result<u64, OutOfRange> {
        match self.part {
            Part::Nim(h) => Ok(solver::nim::grundy(&[h])),
            Part::Subtraction(h) => self.set.grundy(h),
        }
    }

    fn moves_to(&self, target: u64) -> Result<Vec<u64>, OutOfRange> {
        match self.part {
            Part::Nim(h) => Ok(if target < h { vec![h - target] } else { vec![] }),
            Part::Subtraction(h) => self.set.removals_to(h, target),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumPosition {
    pub set: SetSpec,
    pub parts: Vec<Part>,
}

impl<'a> Arbitrary<'a> for SumPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let set = SetSpec::arbitrary(u)?;
        let n = u.int_in_range(1..=3)?;
        let parts = (0..n)
            .map(|_| Part::arbitrary(u))
            .collect::<Result<_, _>>()?;
        Ok(SumPosition { set, parts })
    }
}

impl fmt::Display for SumPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "--set {}", self.set)?;
        for p in &self.parts {
            write!(f, " {p}")?;
        }
        Ok(())
    }
}

fn move_text(part: usize, taken: u64) -> String {
    format!("part {part} take {taken}")
}

pub struct Sum;

#[derive(Default)]
pub struct SumOracle(Option<(SetSpec, Searcher<oracle::sum::Sum>)>);

impl Family for Sum {
    type Position = SumPosition;
    type Oracle = SumOracle;

    const NAME: &'static str = "sum";
    const ABOUT: &'static str =
        "sums of games: Nim heaps and subtraction heaps, a move in one part (tests Sprague-Grundy itself)";
    const SYNTAX: &'static str =
        "--set SET PART... with PART nim:H or sub:H (e.g. `--set 1..3 nim:2 sub:6`)";
    const EXHAUSTIVE_SIZE: u32 = 10;

    fn parse(args: &[String]) -> Result<SumPosition, String> {
        let (set, rest) = take_set_option(args)?;
        if rest.is_empty() {
            return Err("give at least one part (nim:H or sub:H)".into());
        }
        let parts = rest
            .iter()
            .map(|w| Part::parse(w))
            .collect::<Result<_, _>>()?;
        Ok(SumPosition { set, parts })
    }

    fn size(p: &SumPosition) -> u64 {
        p.parts.iter().map(Part::size).max().unwrap_or(0)
    }

    fn positions_of_size(size: u32) -> Vec<SumPosition> {
        let s = u64::from(size);
        let mut out = Vec::new();
        for set in SetSpec::sweep_sets() {
            for other in 0..=s {
                for (a, b) in [
                    (Part::Nim(s), Part::Subtraction(other)),
                    (Part::Subtraction(s), Part::Nim(other)),
                ] {
                    out.push(SumPosition {
                        set: set.clone(),
                        parts: vec![a, b],
                    });
                    out.push(SumPosition {
                        set: set.clone(),
                        parts: vec![a, b, Part::Subtraction(other / 2)],
                    });
                }
            }
        }
        out
    }

    fn compare(p: &SumPosition, oracle: &mut SumOracle) -> Comparison {
        let mut c = Comparison::default();
        if oracle.0.as_ref().map(|(s, _)| s) != Some(&p.set) {
            let rules = oracle::sum::Sum {
                set: p.set.to_oracle(),
            };
            oracle.0 = Some((p.set.clone(), Searcher::new(rules, ORACLE_BUDGET)));
        }
        let searcher = &mut oracle.0.as_mut().expect("just set").1;
        let position: Vec<oracle::sum::Component> =
            p.parts.iter().map(|&x| x.to_oracle()).collect();
        let answer = searcher.analyze(&position).map_err(|e| e.to_string());

        let largest = Sum::size(p);
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
        let parts: Vec<SolverPart> = p
            .parts
            .iter()
            .map(|&part| SolverPart { part, set: &set })
            .collect();
        let grundy = solver::sum::grundy(&parts).map_err(|e| e.to_string());
        let moves = solver::sum::winning_moves(&parts).map_err(|e| e.to_string());

        c.row(
            "outcome",
            grundy.clone().map(|g| outcome_word(g != 0)),
            answer
                .as_ref()
                .map(|a| outcome_word(a.player_to_move_wins))
                .map_err(Clone::clone),
        );
        c.row(
            "grundy",
            grundy.clone().map(|g| g.to_string()),
            answer
                .as_ref()
                .map(|a| a.grundy.map_or("none".into(), |g| g.to_string()))
                .map_err(Clone::clone),
        );
        c.row(
            "winning-moves",
            moves
                .as_ref()
                .map(|ms| list(ms.iter().map(|&(i, t)| move_text(i, t))))
                .map_err(Clone::clone),
            answer
                .as_ref()
                .map(|a| {
                    let mut found: Vec<(usize, u64)> = a
                        .winning_moves
                        .iter()
                        .map(|m| {
                            let before = p.parts[m.component].size();
                            let after = match m.to {
                                oracle::sum::Component::Nim(h)
                                | oracle::sum::Component::Subtraction(h) => h,
                            };
                            (m.component, before - after)
                        })
                        .collect();
                    found.sort_unstable();
                    list(found.into_iter().map(|(i, t)| move_text(i, t)))
                })
                .map_err(Clone::clone),
        );
        if let (Ok(g), Ok(ms)) = (&grundy, &moves) {
            c.law("win-has-a-winning-move", *g == 0 || !ms.is_empty(), || {
                "won, yet no winning move".into()
            });
            for &(i, taken) in ms {
                let mut next = p.parts.clone();
                next[i] = match next[i] {
                    Part::Nim(h) => Part::Nim(h - taken),
                    Part::Subtraction(h) => Part::Subtraction(h - taken),
                };
                let after: Vec<SolverPart> = next
                    .iter()
                    .map(|&part| SolverPart { part, set: &set })
                    .collect();
                let value = solver::sum::grundy(&after);
                c.law("winning-move-leaves-a-loss", value == Ok(0), || {
                    format!("after {} the value is {value:?}", move_text(i, taken))
                });
            }
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_round_trip_and_errors() {
        let words: Vec<String> = "--set 1..3 nim:2 sub:6"
            .split(' ')
            .map(String::from)
            .collect();
        let p = Sum::parse(&words).unwrap();
        assert_eq!(p.to_string(), "--set 1..3 nim:2 sub:6");
        assert!(Part::parse("heap:3")
            .unwrap_err()
            .contains("unknown part kind"));
        assert!(Part::parse("3").is_err());
    }

    #[test]
    fn nim_heap_cancels_its_subtraction_twin() {
        let words: Vec<String> = "--set 1..3 nim:2 sub:6"
            .split(' ')
            .map(String::from)
            .collect();
        let c = Sum::compare(&Sum::parse(&words).unwrap(), &mut SumOracle::default());
        assert!(c.discrepancies("sum", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[1].oracle, Ok("0".into()));
    }
}
