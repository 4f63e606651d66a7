//! Fibonacci nim: a heap and a limit; remove 1 to `limit` counters, and the
//! next limit is twice the removal. The contest opening is `N N-1`.
//!
//! Compared: outcome, and the winning removals in ascending order. The solver
//! has no Grundy values (none are known in closed form); the oracle's value is
//! shown as a note. Laws, checked at any size: every winning removal is legal
//! and leaves a position the solver calls lost (or an empty heap); a lost
//! position has no winning removal; a won one can take the smallest
//! Zeckendorf term of the heap; the removals ascend; raising the limit never
//! turns a win into a loss. Where the removals are few enough to try, the
//! winning removals are exactly the removals to positions the solver calls
//! lost.

use crate::family::{list, parse_u64, Comparison, Family};
use crate::games::outcome_word;
use arbitrary::{Arbitrary, Unstructured};
use oracle::search::Searcher;
use solver::fibonacci_nim as theory;
use std::fmt;

/// States and moves an oracle query may visit: a heap of 300 with any limit
/// fits (under 0.1 s in a release build); 400 does not.
pub const ORACLE_BUDGET: usize = 2_000_000;

/// Past this heap (with a limit of at least 1) the oracle is not asked:
/// removing one at a time alone visits that many distinct states, more than
/// its budget and its memo together hold, so it could only spend its budget
/// and refuse.
pub const PAST_REACH: u128 = 1 << 32;

/// The least heap of the generated huge cases: far past [`PAST_REACH`].
pub const HUGE: u64 = 1 << 40;

/// Up to how many removals the laws try every one with the solver's outcome.
pub const ALL_MOVES_LAW_LIMIT: u64 = 3_000;

/// A heap and the most the player to move may remove.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FibonacciNimPosition {
    pub heap: u64,
    pub limit: u64,
}

impl FibonacciNimPosition {
    /// Generated heaps are at most this, which the oracle searches quickly.
    pub const MAX_HEAP: u64 = 100;
}

impl<'a> Arbitrary<'a> for FibonacciNimPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        // One case in sixteen is a heap of at least HUGE: laws only.
        if u.ratio(1, 16)? {
            return Ok(FibonacciNimPosition {
                heap: u.int_in_range(HUGE..=u64::MAX)?,
                limit: u.arbitrary()?,
            });
        }
        let heap = u.int_in_range(0..=Self::MAX_HEAP)?;
        // Half the time the contest opening, else any limit up to past the heap.
        let limit = if u.arbitrary()? {
            heap.saturating_sub(1)
        } else {
            u.int_in_range(0..=heap + 2)?
        };
        Ok(FibonacciNimPosition { heap, limit })
    }
}

impl fmt::Display for FibonacciNimPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.heap, self.limit)
    }
}

pub struct FibonacciNim;

#[derive(Default)]
pub struct FibonacciNimOracle(Option<Searcher<oracle::fibonacci_nim::FibonacciNim>>);

impl Family for FibonacciNim {
    type Position = FibonacciNimPosition;
    type Oracle = FibonacciNimOracle;

    const NAME: &'static str = "fibonacci-nim";
    const ABOUT: &'static str =
        "Fibonacci nim: remove 1 to LIMIT from a heap; the next limit is twice the removal";
    const SYNTAX: &'static str = "N LIMIT (e.g. `10 9`: the opening of a heap of 10)";
    const EXHAUSTIVE_SIZE: u32 = 150;

    fn parse(args: &[String]) -> Result<FibonacciNimPosition, String> {
        match args {
            [heap, limit] => Ok(FibonacciNimPosition {
                heap: parse_u64(heap, "heap N")?,
                limit: parse_u64(limit, "LIMIT")?,
            }),
            _ => Err(format!(
                "fibonacci-nim takes a heap and a limit (N LIMIT), found {} word(s)",
                args.len()
            )),
        }
    }

    fn size(p: &FibonacciNimPosition) -> u64 {
        p.heap
    }

    /// The heap `size` with every limit from 0 to `size` (a larger limit
    /// allows the same removals).
    fn positions_of_size(size: u32) -> Vec<FibonacciNimPosition> {
        let heap = u64::from(size);
        (0..=heap)
            .map(|limit| FibonacciNimPosition { heap, limit })
            .collect()
    }

    fn compare(p: &FibonacciNimPosition, oracle: &mut FibonacciNimOracle) -> Comparison {
        let (n, limit) = (p.heap, p.limit);
        let searcher = oracle.0.get_or_insert_with(|| {
            Searcher::new(
                oracle::fibonacci_nim::FibonacciNim,
                crate::check::oracle_budget(ORACLE_BUDGET),
            )
        });
        let answer = if limit > 0 && u128::from(n) > PAST_REACH {
            Err(format!(
                "not asked: a heap of {n} means more states than any budget"
            ))
        } else {
            searcher.analyze(&(n, limit)).map_err(|e| e.to_string())
        };

        let wins = theory::first_player_wins(n, limit);
        let moves = theory::winning_removals(n, limit);

        let mut c = Comparison::default();
        c.row(
            "outcome",
            Ok(outcome_word(wins)),
            answer
                .as_ref()
                .map(|r| outcome_word(r.player_to_move_wins))
                .map_err(Clone::clone),
        );
        c.row(
            "winning-removals",
            Ok(list(&moves)),
            answer
                .as_ref()
                .map(|r| {
                    let mut found: Vec<u64> = r.winning_moves.iter().map(|m| m.r).collect();
                    found.sort_unstable();
                    list(found)
                })
                .map_err(Clone::clone),
        );
        if let Ok(r) = &answer {
            if let Some(g) = r.grundy {
                c.note(format!(
                    "oracle Grundy value {g} (the solver has no closed form for it)"
                ));
            }
        }

        // Laws of the solver's own answers, at any size.
        let leaves_loss =
            |r: u64| r == n || !theory::first_player_wins(n - r, theory::next_limit(r));
        for &r in &moves {
            let legal = r >= 1 && r <= limit.min(n);
            c.law("winning-removal-is-legal", legal, || {
                format!("removing {r} is not a move")
            });
            c.law(
                "winning-removal-leaves-a-loss",
                !legal || leaves_loss(r),
                || format!("after removing {r} the mover's opponent wins"),
            );
        }
        c.law(
            "loss-has-no-winning-removal",
            wins || moves.is_empty(),
            || format!("lost, yet removals {}", list(&moves)),
        );
        let smallest = theory::smallest_zeckendorf_term(n);
        c.law(
            "win-takes-the-smallest-zeckendorf-term",
            !wins || smallest.is_some_and(|z| moves.contains(&z)),
            || format!("won, yet {smallest:?} is not among {}", list(&moves)),
        );
        c.law(
            "removals-ascend",
            moves.windows(2).all(|w| w[0] < w[1]),
            || list(&moves),
        );
        c.law(
            "a-higher-limit-keeps-a-win",
            !wins || theory::first_player_wins(n, limit.saturating_add(1)),
            || format!("won with limit {limit}, lost with one more"),
        );
        let most = limit.min(n);
        if most <= ALL_MOVES_LAW_LIMIT {
            let expected: Vec<u64> = (1..=most).filter(|&r| leaves_loss(r)).collect();
            c.law(
                "winning-removals-are-the-removals-to-losses",
                expected == moves,
                || format!("trying every removal gives {}", list(&expected)),
            );
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
        for text in ["10 9", "18446744073709551615 0"] {
            assert_eq!(FibonacciNim::parse(&words(text)).unwrap().to_string(), text);
        }
        assert!(FibonacciNim::parse(&words("10"))
            .unwrap_err()
            .contains("LIMIT"));
        assert!(FibonacciNim::parse(&words("10 x"))
            .unwrap_err()
            .contains("LIMIT"));
    }

    #[test]
    fn agrees_on_openings() {
        for (text, removals) in [
            ("10 9", "[2]"),
            ("13 12", "[]"),
            ("12 11", "[1]"),
            ("4 3", "[1]"),
        ] {
            let c = FibonacciNim::compare(
                &FibonacciNim::parse(&words(text)).unwrap(),
                &mut FibonacciNimOracle::default(),
            );
            assert!(c.discrepancies("fibonacci-nim", text).is_empty(), "{c:?}");
            assert_eq!(c.rows[1].solver, Ok(removals.to_string()), "{text}");
        }
    }

    #[test]
    fn several_winning_removals() {
        // 20 = 13 + 5 + 2: 2 wins (2*2 < 5), 7 does not (14 > 13), 20 wins.
        let c = FibonacciNim::compare(
            &FibonacciNimPosition {
                heap: 20,
                limit: 20,
            },
            &mut FibonacciNimOracle::default(),
        );
        assert!(c.discrepancies("fibonacci-nim", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[1].oracle, Ok("[2, 20]".to_string()));
    }

    #[test]
    fn huge_heaps_get_laws() {
        for (heap, limit) in [(u64::MAX, u64::MAX), (u64::MAX, 1000), (1 << 63, 1 << 62)] {
            let c = FibonacciNim::compare(
                &FibonacciNimPosition { heap, limit },
                &mut FibonacciNimOracle::default(),
            );
            assert!(c.oracle_gave_up());
            assert!(c.discrepancies("fibonacci-nim", "").is_empty(), "{c:?}");
        }
    }
}
