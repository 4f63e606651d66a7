//! Sums of games: parts of different impartial games side by side, a move in
//! exactly one part.
//!
//! This is where the Sprague-Grundy theorem itself is tested: the solver xors
//! the parts' values (each from its own game's theory), the oracle searches the
//! whole sum as one game (each part moving by its own game's rules).
//!
//! Parts: Nim heaps, subtraction heaps (one set per sum), Staircase Nim,
//! Georgia and Bob, split game, Lieges heaps (one `k` per sum). Left out:
//! games whose solver has no Grundy value (Wythoff, Fibonacci nim, Climbing the
//! Hill: it states outcomes only), the partisan ones (Northcott, m,n,k), and
//! DAG tokens (several tokens are a sum already, checked by the `dag` family).
//!
//! Compared: outcome and Grundy value always; winning moves (part, amount
//! taken) when every part is a Nim or subtraction heap, the parts for which
//! the solver can name the move that reaches a given value.

use crate::family::{list, parse_u64, take_option, Comparison, Family};
use crate::games::outcome_word;
use crate::games::subtraction::{take_set_option, SetSpec};
use crate::most_used::MostUsed;
use arbitrary::{Arbitrary, Unstructured};
use oracle::search::Searcher;
use solver::OutOfRange;
use std::fmt;

pub const ORACLE_BUDGET: usize = 300_000;

/// One part of a sum, written `kind:value` on the command line; lists of
/// numbers inside a part are separated by `/`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// `nim:H`
    Nim(u64),
    /// `sub:H`, played with the sum's subtraction set.
    Subtraction(u64),
    /// `staircase:C1/C2/...`, coins on steps 1..n.
    Staircase(Vec<u64>),
    /// `georgia:P1/P2/...`, pieces on distinct cells from 1.
    GeorgiaBob(Vec<u64>),
    /// `split:B0/B1/...`, beans in bottles 0..n-1.
    Split(Vec<u64>),
    /// `lieges:H`, a heap played with the sum's `--k`.
    Lieges(u64),
}

fn numbers(list: &[u64]) -> String {
    list.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join("/")
}

impl Part {
    pub fn parse(word: &str) -> Result<Part, String> {
        let (kind, value) = word
            .split_once(':')
            .ok_or_else(|| format!("`{word}`: write a part as KIND:VALUE"))?;
        let what = format!("part `{word}`");
        let many = || -> Result<Vec<u64>, String> {
            if value.is_empty() {
                return Ok(Vec::new());
            }
            value.split('/').map(|v| parse_u64(v, &what)).collect()
        };
        match kind {
            "nim" => Ok(Part::Nim(parse_u64(value, &what)?)),
            "sub" => Ok(Part::Subtraction(parse_u64(value, &what)?)),
            "lieges" => Ok(Part::Lieges(parse_u64(value, &what)?)),
            "staircase" => Ok(Part::Staircase(many()?)),
            "split" => Ok(Part::Split(many()?)),
            "georgia" => {
                let cells = many()?;
                let mut sorted = cells.clone();
                sorted.sort_unstable();
                if sorted.first() == Some(&0) || sorted.windows(2).any(|w| w[0] == w[1]) {
                    return Err(format!("{what}: cells are distinct and start at 1"));
                }
                Ok(Part::GeorgiaBob(cells))
            }
            _ => Err(format!("`{word}`: unknown part kind `{kind}` (nim, sub, staircase, georgia, split, lieges)")),
        }
    }

    fn size(&self) -> u64 {
        match self {
            Part::Nim(h) | Part::Subtraction(h) | Part::Lieges(h) => *h,
            Part::Staircase(v) | Part::GeorgiaBob(v) | Part::Split(v) => {
                v.iter().copied().max().unwrap_or(0)
            }
        }
    }

    fn to_oracle(&self) -> oracle::sum::Component {
        use oracle::sum::Component as C;
        let wide = |v: &[u64]| v.iter().map(|&x| u128::from(x)).collect();
        match self {
            Part::Nim(h) => C::Nim(*h),
            Part::Subtraction(h) => C::Subtraction(*h),
            Part::Staircase(v) => C::Staircase(wide(v)),
            Part::GeorgiaBob(v) => C::GeorgiaBob(v.clone()),
            Part::Split(v) => C::Split(wide(v)),
            Part::Lieges(h) => C::Lieges(oracle::lieges::Lieges::position(&[*h])),
        }
    }

    /// A Nim or subtraction heap: the parts whose winning moves are compared.
    fn is_heap(&self) -> bool {
        matches!(self, Part::Nim(_) | Part::Subtraction(_))
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Nim(h) => write!(f, "nim:{h}"),
            Part::Subtraction(h) => write!(f, "sub:{h}"),
            Part::Lieges(h) => write!(f, "lieges:{h}"),
            Part::Staircase(v) => write!(f, "staircase:{}", numbers(v)),
            Part::GeorgiaBob(v) => write!(f, "georgia:{}", numbers(v)),
            Part::Split(v) => write!(f, "split:{}", numbers(v)),
        }
    }
}

impl<'a> Arbitrary<'a> for Part {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let few = |u: &mut Unstructured<'a>, len: usize, max: u64| -> arbitrary::Result<Vec<u64>> {
            let n = u.int_in_range(1..=len)?;
            (0..n).map(|_| u.int_in_range(0..=max)).collect()
        };
        Ok(match u.int_in_range(0..=5)? {
            0 => Part::Nim(u.int_in_range(0..=5)?),
            1 => Part::Subtraction(u.int_in_range(0..=10)?),
            2 => Part::Staircase(few(u, 2, 2)?),
            3 => {
                // Distinct cells: each at least one past the previous.
                let gaps = few(u, 2, 2)?;
                let mut cell = 0;
                Part::GeorgiaBob(
                    gaps.iter()
                        .map(|g| {
                            cell += g + 1;
                            cell
                        })
                        .collect(),
                )
            }
            4 => Part::Split(few(u, 3, 1)?),
            _ => Part::Lieges(u.int_in_range(0..=4)?),
        })
    }
}

/// The solver's view of one part: a component it knows the value of.
struct SolverPart<'a> {
    part: &'a Part,
    set: &'a solver::subtraction::SubtractionSet,
    k: u64,
}

impl solver::sum::Component for SolverPart<'_> {
    /// The amount taken (only Nim and subtraction heaps name their moves).
    type Move = u64;

    fn grundy(&self) -> Result<u64, OutOfRange> {
        match self.part {
            Part::Nim(h) => Ok(solver::nim::grundy(&[*h])),
            Part::Subtraction(h) => self.set.grundy(*h),
            Part::Staircase(v) => Ok(solver::staircase_nim::grundy(v)),
            Part::GeorgiaBob(v) => solver::georgia_bob::grundy(v),
            Part::Split(v) => solver::split::grundy(v),
            Part::Lieges(h) => Ok(solver::lieges::heap_grundy(*h, self.k)),
        }
    }

    fn moves_to(&self, target: u64) -> Result<Vec<u64>, OutOfRange> {
        match self.part {
            Part::Nim(h) => Ok(if target < *h {
                vec![h - target]
            } else {
                vec![]
            }),
            Part::Subtraction(h) => self.set.removals_to(*h, target),
            _ => Err(OutOfRange {
                what: "winning moves of this part kind in a sum".into(),
            }),
        }
    }
}

fn solver_parts<'a>(
    parts: &'a [Part],
    set: &'a solver::subtraction::SubtractionSet,
    k: u64,
) -> Vec<SolverPart<'a>> {
    parts
        .iter()
        .map(|part| SolverPart { part, set, k })
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumPosition {
    pub set: SetSpec,
    /// Lieges' `k`, for `lieges:` parts.
    pub k: u64,
    pub parts: Vec<Part>,
}

impl<'a> Arbitrary<'a> for SumPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let set = SetSpec::arbitrary(u)?;
        let k = u.int_in_range(1..=3)?;
        let n = u.int_in_range(1..=3)?;
        let parts = (0..n)
            .map(|_| Part::arbitrary(u))
            .collect::<Result<_, _>>()?;
        Ok(SumPosition { set, k, parts })
    }
}

impl fmt::Display for SumPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "--set {}", self.set)?;
        if self.parts.iter().any(|p| matches!(p, Part::Lieges(_))) {
            write!(f, " --k {}", self.k)?;
        }
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

/// How many rule sets (subtraction set and `k`) a sum oracle keeps searchers
/// for: the fuzzer moves between a few and comes back.
const RULE_SETS_KEPT: usize = 64;

#[derive(Default)]
pub struct SumOracle(
    /// Searchers by rule set.
    MostUsed<(SetSpec, u64), Searcher<oracle::sum::Sum>, RULE_SETS_KEPT>,
    /// The solver's finite subtraction sets, keyed as written, each built
    /// once while kept (building one costs more than checking a small sum).
    MostUsed<SetSpec, Result<solver::subtraction::SubtractionSet, String>, { 4 * RULE_SETS_KEPT }>,
);

impl Family for Sum {
    type Position = SumPosition;
    type Oracle = SumOracle;

    const NAME: &'static str = "sum";
    const ABOUT: &'static str =
        "sums of impartial games, a move in one part (tests Sprague-Grundy itself)";
    const SYNTAX: &'static str =
        "--set SET [--k K] PART... with PART nim:H, sub:H, staircase:C/C/.., \
        georgia:P/P/.., split:B/B/.., lieges:H (e.g. `--set 1..3 nim:2 sub:6 staircase:1/0/2`)";
    const EXHAUSTIVE_SIZE: u32 = 10;

    fn parse(args: &[String]) -> Result<SumPosition, String> {
        let (set, mut rest) = take_set_option(args)?;
        let k = match take_option(&mut rest, "--k", "a value: a whole number")? {
            Some(k) => parse_u64(&k, "--k")?,
            None => 1,
        };
        let parts = rest
            .iter()
            .map(|w| Part::parse(w))
            .collect::<Result<Vec<_>, _>>()?;
        if parts.is_empty() {
            return Err("give at least one part (e.g. nim:3)".into());
        }
        Ok(SumPosition { set, k, parts })
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
                    let pos = |parts| SumPosition {
                        set: set.clone(),
                        k: 1,
                        parts,
                    };
                    out.push(pos(vec![a.clone(), b.clone()]));
                    out.push(pos(vec![a.clone(), b, Part::Subtraction(other / 2)]));
                }
            }
        }
        // Every other kind of part beside a heap, at small sizes.
        if s <= 4 {
            for other in 0..=s {
                for k in 1..=3 {
                    for part in [
                        Part::Staircase(vec![s, other]),
                        Part::GeorgiaBob(vec![other + 1, other + s + 2]),
                        Part::Split(vec![s.min(2), other.min(2), 0]),
                        Part::Lieges(s + other),
                    ] {
                        out.push(SumPosition {
                            set: SetSpec::OneTo(2),
                            k,
                            parts: vec![part, Part::Nim(other)],
                        });
                    }
                }
            }
        }
        out
    }

    fn compare(p: &SumPosition, oracle: &mut SumOracle) -> Comparison {
        let mut c = Comparison::default();
        // A rule no part plays is left out of the searcher's key: no move of
        // a sum without subtraction parts depends on the set (nor, without
        // Lieges parts, on `k`), and no move makes such a part, so sums that
        // differ only there share one memo instead of each searching its
        // small parts again (most of a fuzz run's first-time cost).
        let plays = |wanted: fn(&Part) -> bool| p.parts.iter().any(wanted);
        let set = if plays(|x| matches!(x, Part::Subtraction(_))) {
            p.set.clone()
        } else {
            SetSpec::OneTo(1)
        };
        let k = if plays(|x| matches!(x, Part::Lieges(_))) {
            p.k
        } else {
            1
        };
        // A finite set in any order, with repeats, is one set of rules.
        let set = match set {
            SetSpec::Finite(mut members) => {
                members.sort_unstable();
                members.dedup();
                SetSpec::Finite(members)
            }
            other => other,
        };
        let key = (set, k);
        let searcher = oracle.0.get_or_insert_with(&key, || {
            let rules = oracle::sum::Sum {
                set: key.0.to_oracle(),
                lieges: oracle::lieges::Lieges { k: key.1 },
            };
            Searcher::new(rules, crate::check::oracle_budget(ORACLE_BUDGET))
        });
        let position: Vec<oracle::sum::Component> = p.parts.iter().map(Part::to_oracle).collect();
        let answer = searcher.analyze(&position).map_err(|e| e.to_string());

        let largest = p
            .parts
            .iter()
            .filter(|x| matches!(x, Part::Subtraction(_)))
            .map(Part::size)
            .max();
        // Borrowed, not cloned: a finite set carries its table.
        let owned;
        let built = match &p.set {
            // Sums without subtraction parts build a set too, without
            // adding a searcher: this list has its own bound.
            SetSpec::Finite(_) => oracle
                .1
                .get_or_insert_with(&p.set, || p.set.to_solver(0))
                .as_ref(),
            _ => {
                owned = p.set.to_solver(largest.unwrap_or(0));
                owned.as_ref()
            }
        };
        let set = match built {
            Ok(set) => set,
            Err(e) => {
                c.row(
                    "outcome",
                    Err(e.clone()),
                    answer.map(|a| outcome_word(a.player_to_move_wins)),
                );
                return c;
            }
        };
        let parts = solver_parts(&p.parts, set, p.k);
        let grundy = solver::sum::grundy(&parts).map_err(|e| e.to_string());

        c.impartial_rows(&grundy, &answer);
        if !p.parts.iter().all(Part::is_heap) {
            c.note("winning moves are compared when every part is a nim: or sub: heap");
            return c;
        }
        let moves = solver::sum::winning_moves(&parts).map_err(|e| e.to_string());
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
                        .filter_map(|m| {
                            let after = match m.to {
                                oracle::sum::Component::Nim(h)
                                | oracle::sum::Component::Subtraction(h) => h,
                                _ => return None,
                            };
                            Some((m.component, p.parts[m.component].size() - after))
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
                    ref other => other.clone(),
                };
                let value = solver::sum::grundy(&solver_parts(&next, set, p.k));
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

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(String::from).collect()
    }

    #[test]
    fn sums_that_differ_only_in_a_rule_no_part_plays_share_a_searcher() {
        let mut oracle = SumOracle::default();
        for text in [
            "--set 1..3 --k 2 nim:2 staircase:1/2",
            "--set 2,5 --k 3 nim:2 staircase:1/2",
            "--set fibonacci --k 1 nim:3 split:1/0",
        ] {
            let c = Sum::compare(&Sum::parse(&words(text)).unwrap(), &mut oracle);
            assert!(c.discrepancies("sum", text).is_empty(), "{text}: {c:?}");
        }
        assert_eq!(oracle.0.len(), 1);
        // A part that plays the rule keeps its own searcher, and answers.
        for text in ["--set 2,5 nim:2 sub:6", "--set 1..3 --k 3 lieges:4 nim:1"] {
            let c = Sum::compare(&Sum::parse(&words(text)).unwrap(), &mut oracle);
            assert!(c.discrepancies("sum", text).is_empty(), "{text}: {c:?}");
            assert!(!c.oracle_gave_up(), "{text}: {c:?}");
        }
        assert_eq!(oracle.0.len(), 3);
        // A finite set in another order, with a repeat, is the same rules.
        let text = "--set 5,2,2 nim:2 sub:6";
        Sum::compare(&Sum::parse(&words(text)).unwrap(), &mut oracle);
        assert_eq!(oracle.0.len(), 3);
        // Filling the cache with sets used once keeps the most used one.
        for m in 0..RULE_SETS_KEPT as u64 {
            let text = format!("--set {},{} sub:3", m + 10, m + 11);
            Sum::compare(&Sum::parse(&words(&text)).unwrap(), &mut oracle);
        }
        assert!(oracle.0.len() <= RULE_SETS_KEPT);
        assert!(
            oracle.0.contains_key(&(SetSpec::OneTo(1), 1)),
            "the searcher of sums without subtraction parts was dropped"
        );
    }

    #[test]
    fn parse_round_trip_and_errors() {
        for text in [
            "--set 1..3 nim:2 sub:6",
            "--set 2,5 --k 3 staircase:1/0/2 georgia:1/4 split:1/0 lieges:5",
        ] {
            assert_eq!(Sum::parse(&words(text)).unwrap().to_string(), text);
        }
        // Options anywhere, in either form; twice is an error.
        let p = Sum::parse(&words("nim:2 --k=3 lieges:6 --set=2,5")).unwrap();
        assert_eq!(p.to_string(), "--set 2,5 --k 3 nim:2 lieges:6");
        assert_eq!(
            Sum::parse(&words("--set 1..3 --k 2 nim:2 --k 3")).unwrap_err(),
            "--k is given twice"
        );
        assert!(Part::parse("heap:3")
            .unwrap_err()
            .contains("unknown part kind"));
        assert!(Part::parse("3").is_err());
        assert!(Part::parse("georgia:2/2").unwrap_err().contains("distinct"));
        assert!(Part::parse("georgia:0/2").is_err());
    }

    #[test]
    fn nim_heap_cancels_its_subtraction_twin() {
        let c = Sum::compare(
            &Sum::parse(&words("--set 1..3 nim:2 sub:6")).unwrap(),
            &mut SumOracle::default(),
        );
        assert!(c.discrepancies("sum", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[1].oracle, Ok("0".into()));
    }

    #[test]
    fn mixed_games_agree_with_the_whole_search() {
        let mut o = SumOracle::default();
        for text in [
            "--set 1..2 --k 2 staircase:1/2 georgia:2/4 split:1/0/1 lieges:4",
            "--set 2,5,7 --k 3 lieges:6 sub:9 nim:3",
            "--set fibonacci split:1/1/0 staircase:0/2/1 nim:1",
        ] {
            let c = Sum::compare(&Sum::parse(&words(text)).unwrap(), &mut o);
            assert!(!c.oracle_gave_up(), "{text}: {c:?}");
            assert!(c.discrepancies("sum", text).is_empty(), "{text}: {c:?}");
        }
    }
}
