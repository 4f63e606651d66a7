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

use crate::notation::prelude::*;
use oracle::fibonacci_nim::Remove;
use solver::fibonacci_nim as theory;

/// Past this heap (with a limit of at least 1) the oracle is not asked:
/// removing one at a time alone visits that many distinct states, more than
/// its budget and its memo together hold, so it could only spend its budget
/// and refuse.
pub const PAST_REACH: u128 = 1 << 32;

/// The least heap of the generated huge cases: far past [`PAST_REACH`].
pub const HUGE: u64 = 1 << 40;

/// Up to how many removals the laws try every one with the solver's outcome.
pub const ALL_MOVES_LAW_LIMIT: u64 = 3_000;

/// The words of a Fibonacci nim position: `N LIMIT`, measured by the heap.
pub struct HeapAndLimit;

impl PairWords for HeapAndLimit {
    const NAMES: [&'static str; 2] = ["heap N", "LIMIT"];
    const TAKES: &'static str = "fibonacci-nim takes a heap and a limit (N LIMIT)";
    fn size((heap, _): (u64, u64)) -> u64 {
        heap
    }
    /// The heap `size` with every limit from 0 to `size` (a larger limit
    /// allows the same removals).
    fn of_size(size: u32) -> Vec<(u64, u64)> {
        let heap = u64::from(size);
        (0..=heap).map(|limit| (heap, limit)).collect()
    }
}

/// A heap and the most the player to move may remove.
pub type FibonacciNimPosition = NumberPair<HeapAndLimit>;

impl FibonacciNimPosition {
    /// Generated heaps are at most this, which the oracle searches quickly.
    pub const MAX_HEAP: u64 = 100;
}

impl<'a> Arbitrary<'a> for FibonacciNimPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        // One case in sixteen is a heap of at least HUGE: laws only.
        if u.ratio(1, 16)? {
            let heap = u.int_in_range(HUGE..=u64::MAX)?;
            return Ok(FibonacciNimPosition::new(heap, u.arbitrary()?));
        }
        let heap = u.int_in_range(0..=Self::MAX_HEAP)?;
        // Half the time the contest opening, else any limit up to past the heap.
        let limit = if u.arbitrary()? {
            heap.saturating_sub(1)
        } else {
            u.int_in_range(0..=heap + 2)?
        };
        Ok(FibonacciNimPosition::new(heap, limit))
    }
}

pub struct FibonacciNimGame;
pub type FibonacciNim = Declared<FibonacciNimGame>;

impl Declaration for FibonacciNimGame {
    type Position = FibonacciNimPosition;
    type Rules = oracle::fibonacci_nim::FibonacciNim;
    type Variant = ();
    const NAME: &'static str = "fibonacci-nim";
    const ABOUT: &'static str =
        "Fibonacci nim: remove 1 to LIMIT from a heap; the next limit is twice the removal";
    const SYNTAX: &'static str = "N LIMIT (e.g. `10 9`: the opening of a heap of 10)";
    const EXHAUSTIVE_SIZE: u32 = 150;
    /// States and moves an oracle query may visit: a heap of 300 with any
    /// limit fits (under 0.1 s in a release build); 400 does not.
    const ORACLE_BUDGET: usize = 2_000_000;
    const RENAMED: &'static [(&'static str, &'static str)] = &[
        ("winning-moves", "winning-removals"),
        ("winning-move-is-legal", "winning-removal-is-legal"),
        (
            "winning-move-leaves-a-loss",
            "winning-removal-leaves-a-loss",
        ),
        ("loss-has-no-winning-move", "loss-has-no-winning-removal"),
        (
            "winning-moves-are-every-move-to-a-loss",
            "winning-removals-are-the-removals-to-losses",
        ),
    ];
    /// Up to [`ALL_MOVES_LAW_LIMIT`] removals.
    const LAW_MOVES: usize = ALL_MOVES_LAW_LIMIT as usize;

    pair_declaration_items!();
    unit_variant_items!(oracle::fibonacci_nim::FibonacciNim);
    /// The winning removals, and the laws of the theory: a won position
    /// can take the smallest Zeckendorf term of the heap; the removals
    /// ascend; raising the limit never turns a win into a loss.
    fn solve(_: &(), &(n, limit): &(u64, u64)) -> Answer<Remove> {
        let wins = theory::first_player_wins(n, limit);
        let moves = theory::winning_removals(n, limit);
        let smallest = theory::smallest_zeckendorf_term(n);
        Answer::winner(wins)
            .with_law(
                "win-takes-the-smallest-zeckendorf-term",
                !wins || smallest.is_some_and(|z| moves.contains(&z)),
                || format!("won, yet {smallest:?} is not among {moves:?}"),
            )
            .with_law("removals-ascend", moves.is_sorted_by(|a, b| a < b), || {
                format!("{moves:?}")
            })
            .with_law(
                "a-higher-limit-keeps-a-win",
                !wins || theory::first_player_wins(n, limit.saturating_add(1)),
                || format!("won with limit {limit}, lost with one more"),
            )
            .with_moves(moves.iter().map(|&r| Remove { r }).collect())
    }
    fn children_winner() -> Option<Winner<Self>> {
        Some(|_, &(n, limit)| Some(theory::first_player_wins(n, limit)))
    }
    /// Where the removals are few enough to try, the winning ones are
    /// exactly those to positions the solver calls lost.
    fn every_move(_: &(), &(n, limit): &(u64, u64)) -> bool {
        limit.min(n) <= ALL_MOVES_LAW_LIMIT
    }
    fn not_asked() -> Option<NotAsked<Self>> {
        Some(|_, &(n, limit)| {
            (limit > 0 && u128::from(n) > PAST_REACH)
                .then(|| format!("not asked: a heap of {n} means more states than any budget"))
        })
    }
    fn oracle_note() -> Option<OracleNote<Self>> {
        Some(|_, a| {
            a.grundy
                .map(|g| format!("oracle Grundy value {g} (the solver has no closed form for it)"))
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
                &mut Default::default(),
            );
            assert!(c.discrepancies("fibonacci-nim", text).is_empty(), "{c:?}");
            assert_eq!(c.rows[1].solver, Ok(removals.to_string()), "{text}");
        }
    }

    #[test]
    fn several_winning_removals() {
        // 20 = 13 + 5 + 2: 2 wins (2*2 < 5), 7 does not (14 > 13), 20 wins.
        let c = FibonacciNim::compare(&FibonacciNimPosition::new(20, 20), &mut Default::default());
        assert!(c.discrepancies("fibonacci-nim", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[1].oracle, Ok("[2, 20]".to_string()));
    }

    #[test]
    fn the_every_move_law_is_decided_wherever_it_is_asked() {
        use oracle::search::Rules;
        let rules = oracle::fibonacci_nim::FibonacciNim;
        let most = ALL_MOVES_LAW_LIMIT;
        for p in [(most, most), (u64::MAX, most), (most, u64::MAX)] {
            assert!(FibonacciNimGame::every_move(&(), &p), "{p:?}");
            let moves = rules.moves(&p).count();
            assert!(moves <= FibonacciNimGame::LAW_MOVES, "{p:?}: {moves} moves");
        }
        assert!(!FibonacciNimGame::every_move(&(), &(most + 1, most + 1)));
        assert!(!FibonacciNimGame::every_move(&(), &(u64::MAX, u64::MAX)));
    }

    #[test]
    fn huge_heaps_get_laws() {
        for (heap, limit) in [(u64::MAX, u64::MAX), (u64::MAX, 1000), (1 << 63, 1 << 62)] {
            let c = FibonacciNim::compare(
                &FibonacciNimPosition::new(heap, limit),
                &mut Default::default(),
            );
            assert!(c.oracle_gave_up());
            assert!(c.discrepancies("fibonacci-nim", "").is_empty(), "{c:?}");
        }
    }
}
