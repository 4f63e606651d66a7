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

use crate::games::subtraction::{solver_set, take_set_option, BuiltSet, SetSpec};
use crate::notation::numbers_joined;
use crate::notation::prelude::*;
use oracle::sum::{Component, SumMove};
use solver::subtraction::SubtractionSet as SolverSet;
use solver::OutOfRange;

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
            Part::Staircase(v) | Part::GeorgiaBob(v) | Part::Split(v) => largest(v),
        }
    }

    fn to_oracle(&self) -> oracle::sum::Component {
        use oracle::sum::Component as C;
        match self {
            Part::Nim(h) => C::Nim(*h),
            Part::Subtraction(h) => C::Subtraction(*h),
            Part::Staircase(v) => C::Staircase(in_u128(v)),
            Part::GeorgiaBob(v) => C::GeorgiaBob(v.clone()),
            Part::Split(v) => C::Split(in_u128(v)),
            Part::Lieges(h) => C::Lieges(oracle::lieges::Lieges::position(&[*h])),
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Nim(h) => write!(f, "nim:{h}"),
            Part::Subtraction(h) => write!(f, "sub:{h}"),
            Part::Lieges(h) => write!(f, "lieges:{h}"),
            Part::Staircase(v) => write!(f, "staircase:{}", numbers_joined(v, "/")),
            Part::GeorgiaBob(v) => write!(f, "georgia:{}", numbers_joined(v, "/")),
            Part::Split(v) => write!(f, "split:{}", numbers_joined(v, "/")),
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

/// The solver's view of one part of the rules' position: a component it
/// knows the value of.
struct SolverPart<'a> {
    part: &'a Component,
    set: &'a SolverSet,
    k: u64,
}

/// Counts the rules keep wide (coins and beans can gather past `u64`).
fn narrow(counts: &[u128]) -> Result<Vec<u64>, OutOfRange> {
    in_u64(counts).ok_or_else(|| OutOfRange {
        what: "a count past 2^64 - 1 in a part".into(),
    })
}

impl solver::sum::Component for SolverPart<'_> {
    /// The amount taken (only Nim and subtraction heaps name their moves).
    type Move = u64;

    fn grundy(&self) -> Result<u64, OutOfRange> {
        match self.part {
            Component::Nim(h) => Ok(solver::nim::grundy(&[*h])),
            Component::Subtraction(h) => self.set.grundy(*h),
            Component::Staircase(v) => Ok(solver::staircase_nim::grundy(&narrow(v)?)),
            Component::GeorgiaBob(v) => solver::georgia_bob::grundy(v),
            Component::Split(v) => solver::split::grundy(&narrow(v)?),
            // Heaps of one size in an even number cancel.
            Component::Lieges(heaps) => Ok(heaps
                .iter()
                .filter(|&&(_, count)| count % 2 == 1)
                .fold(0, |x, &(h, _)| x ^ solver::lieges::heap_grundy(h, self.k))),
        }
    }

    fn moves_to(&self, target: u64) -> Result<Vec<u64>, OutOfRange> {
        match self.part {
            Component::Nim(h) => Ok(if target < *h {
                vec![h - target]
            } else {
                vec![]
            }),
            Component::Subtraction(h) => self.set.removals_to(*h, target),
            _ => Err(OutOfRange {
                what: "winning moves of this part kind in a sum".into(),
            }),
        }
    }
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

/// How many rule sets (subtraction set and `k`) a thread keeps checks for:
/// the fuzzer moves between a few and comes back.
const RULE_SETS_KEPT: usize = 64;

/// The rules a sum is played by (see `rules_of`), with the solver's
/// subtraction set built for them on first use (building a finite one costs
/// more than checking a small sum) and again for a longer Fibonacci table.
pub type RulesWithSet = WithState<(SetSpec, u64), Option<BuiltSet>>;

/// The rules a sum is played by: a rule no part plays is left out (no move
/// of a sum without subtraction parts depends on the set, nor, without
/// Lieges parts, on `k`, and no move makes such a part), so sums that differ
/// only there share one check and its memo instead of each searching its
/// small parts again (most of a fuzz run's first-time cost). A finite set
/// in any order, with repeats, is one set. A set the solver cannot build
/// stays as written, so its error is compared as it is today. Only a finite
/// set can fail, and only a sum without subtraction parts asks: its set is
/// certified here at each such position (the variant is found before the
/// kept check that holds a built set), a small part of a sum's check.
fn rules_of(p: &SumPosition) -> (SetSpec, u64) {
    let plays = |wanted: fn(&Part) -> bool| p.parts.iter().any(wanted);
    let unbuilt = || p.set.to_solver(0).is_err();
    let set = if plays(|x| matches!(x, Part::Subtraction(_))) || unbuilt() {
        p.set.clone()
    } else {
        SetSpec::OneTo(1)
    };
    let k = if plays(|x| matches!(x, Part::Lieges(_))) {
        p.k
    } else {
        1
    };
    let set = match set {
        SetSpec::Finite(mut members) => {
            members.sort_unstable();
            members.dedup();
            SetSpec::Finite(members)
        }
        other => other,
    };
    (set, k)
}

/// Runs `f` on the solver's view of `parts`, each with the sum's set (built
/// for its largest subtraction heap) and `k`; a set the solver cannot
/// build is its answer, a failure.
fn with_solver_parts(
    rules: &RulesWithSet,
    parts: &[Component],
    f: impl FnOnce(&[SolverPart]) -> Answer<SumMove>,
) -> Answer<SumMove> {
    let subtraction_heaps = parts.iter().filter_map(|c| match c {
        Component::Subtraction(h) => Some(*h),
        _ => None,
    });
    let largest = subtraction_heaps.max().unwrap_or(0);
    rules.with(|(set, k), built| match solver_set(set, built, largest) {
        Ok(set) => {
            let solver_parts: Vec<SolverPart> = parts
                .iter()
                .map(|part| SolverPart { part, set, k: *k })
                .collect();
            f(&solver_parts)
        }
        Err(e) => Answer::failed(e.clone()),
    })
}

pub struct SumGame;
pub type Sum = Declared<SumGame>;

impl Declaration for SumGame {
    type Position = SumPosition;
    type Rules = oracle::sum::Sum;
    type Variant = RulesWithSet;
    const NAME: &'static str = "sum";
    const ABOUT: &'static str =
        "sums of impartial games, a move in one part (tests Sprague-Grundy itself)";
    const SYNTAX: &'static str =
        "--set SET [--k K] PART... with PART nim:H, sub:H, staircase:C/C/.., \
        georgia:P/P/.., split:B/B/.., lieges:H (e.g. `--set 1..3 nim:2 sub:6 staircase:1/0/2`)";
    const EXHAUSTIVE_SIZE: u32 = 10;
    const ORACLE_BUDGET: usize = 300_000;
    const KEPT_VARIANTS: usize = RULE_SETS_KEPT;

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
        let at = |set, k, parts| SumPosition { set, k, parts };
        let mut out = Vec::new();
        for set in SetSpec::sweep_sets() {
            for other in 0..=s {
                for (a, b) in [
                    (Part::Nim(s), Part::Subtraction(other)),
                    (Part::Subtraction(s), Part::Nim(other)),
                ] {
                    out.push(at(set.clone(), 1, vec![a.clone(), b.clone()]));
                    let third = Part::Subtraction(other / 2);
                    out.push(at(set.clone(), 1, vec![a, b, third]));
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
                        out.push(at(SetSpec::OneTo(2), k, vec![part, Part::Nim(other)]));
                    }
                }
            }
        }
        out
    }
    fn variant(p: &SumPosition) -> RulesWithSet {
        WithState::new(rules_of(p))
    }
    fn rules(rules: &RulesWithSet) -> oracle::sum::Sum {
        let (set, k) = rules.key();
        oracle::sum::Sum {
            set: set.to_oracle(),
            lieges: oracle::lieges::Lieges { k: *k },
        }
    }
    fn in_rules(p: &SumPosition) -> Cow<'_, Vec<Component>> {
        Cow::Owned(p.parts.iter().map(Part::to_oracle).collect())
    }
    /// The xor of the parts' values (each from its own game's theory), and
    /// the winning moves where every part is a Nim or subtraction heap.
    fn solve(rules: &RulesWithSet, parts: &Vec<Component>) -> Answer<SumMove> {
        with_solver_parts(rules, parts, |solver_parts| {
            let grundy = solver::sum::grundy(solver_parts);
            if !parts.iter().all(|part| part.heap().is_some()) {
                let answer = answer_or_failed(grundy.map(Answer::grundy), &[Question::Grundy]);
                return answer.with_note(
                    "winning moves are compared when every part is a nim: or sub: heap",
                );
            }
            let in_rules = |(i, taken): (usize, u64)| {
                let h = parts[i].heap().unwrap_or(0).saturating_sub(taken);
                let to = match parts[i] {
                    Component::Nim(_) => Component::Nim(h),
                    _ => Component::Subtraction(h),
                };
                SumMove { component: i, to }
            };
            let moves = || solver::sum::winning_moves(solver_parts);
            grundy_and_moves(grundy, || {
                moves().map(|m| m.into_iter().map(in_rules).collect())
            })
        })
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|rules, parts| {
            with_solver_parts(rules, parts, |solver_parts| {
                grundy_or_failed(solver::sum::grundy(solver_parts))
            })
        })
    }
    /// By part, then by the amount taken.
    fn move_order() -> Option<MoveOrder<Self>> {
        Some(|parts, a, b| a.taken(parts).cmp(&b.taken(parts)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::declaration::DeclaredOracle;
    use crate::family::Family;

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(String::from).collect()
    }

    #[test]
    fn sums_that_differ_only_in_a_rule_no_part_plays_share_a_searcher() {
        let mut oracle = DeclaredOracle::<SumGame>::default();
        for text in [
            "--set 1..3 --k 2 nim:2 staircase:1/2",
            "--set 2,5 --k 3 nim:2 staircase:1/2",
            "--set fibonacci --k 1 nim:3 split:1/0",
        ] {
            let c = Sum::compare(&Sum::parse(&words(text)).unwrap(), &mut oracle);
            assert!(c.discrepancies("sum", text).is_empty(), "{text}: {c:?}");
        }
        assert_eq!(oracle.len(), 1);
        // A part that plays the rule keeps its own searcher, and answers.
        for text in ["--set 2,5 nim:2 sub:6", "--set 1..3 --k 3 lieges:4 nim:1"] {
            let c = Sum::compare(&Sum::parse(&words(text)).unwrap(), &mut oracle);
            assert!(c.discrepancies("sum", text).is_empty(), "{text}: {c:?}");
            assert!(!c.oracle_gave_up(), "{text}: {c:?}");
        }
        assert_eq!(oracle.len(), 3);
        // A finite set in another order, with a repeat, is the same rules.
        let text = "--set 5,2,2 nim:2 sub:6";
        Sum::compare(&Sum::parse(&words(text)).unwrap(), &mut oracle);
        assert_eq!(oracle.len(), 3);
        // Filling the cache with sets used once keeps the most used one.
        for m in 0..RULE_SETS_KEPT as u64 {
            let text = format!("--set {},{} sub:3", m + 10, m + 11);
            Sum::compare(&Sum::parse(&words(&text)).unwrap(), &mut oracle);
        }
        assert!(oracle.len() <= RULE_SETS_KEPT);
        assert!(
            oracle.contains(&WithState::new((SetSpec::OneTo(1), 1))),
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
            &mut DeclaredOracle::<SumGame>::default(),
        );
        assert!(c.discrepancies("sum", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[1].oracle, Ok("0".into()));
    }

    #[test]
    fn mixed_games_agree_with_the_whole_search() {
        let mut o = DeclaredOracle::<SumGame>::default();
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
