//! Lieges of Legendre (cf-603c): heaps and a parameter `k`; remove one from a
//! heap, or replace a heap of even size `2x` by `k` heaps of size `x`.
//!
//! Compared: outcome, Grundy value, and the winning moves by heap index,
//! removing one before splitting within a heap (the oracle plays on the
//! multiset of heaps, so its move on a heap size stands for every heap of that
//! size). Laws, checked at any size: each heap's value is the mex of its two
//! options' values; every winning move is legal and leaves a position of
//! value 0; a lost position has no winning move, a won one has one; the moves
//! are in the stated order.

use crate::games::outcome_word;
use crate::notation::prelude::*;
use oracle::lieges::Heaps;
use oracle::search::{SearchError, Searcher};
use solver::lieges::{self as theory, Action, LiegeMove};

/// Past this many counters in all the oracle is not asked: removing one at a
/// time alone visits that many distinct states, more than its budget and its
/// memo together hold, so it could only spend its budget and refuse.
pub const PAST_REACH: u128 = 1 << 32;

/// The least heap of the generated huge cases: far past [`PAST_REACH`].
pub const HUGE: u64 = 1 << 40;

/// The `--k K` of a position: the number of heaps a split makes.
pub struct SplitCount;

impl OptionWord for SplitCount {
    type Value = u64;
    const NAME: &'static str = "--k";
    const NEEDS: &'static str = "a value: a whole number";
    const MISSING: &'static str = "missing --k K (the number of heaps a split makes)";
    fn read(word: &str) -> Result<u64, String> {
        parse_u64(word, "--k")
    }
    /// k from 0 to [`LiegesPosition::MAX_K`].
    fn sweep_values() -> Vec<u64> {
        (0..=LiegesPosition::MAX_K).collect()
    }
}

/// The number of heaps a split makes (`option`, written `--k K` anywhere
/// among the words) and the heaps (`numbers`).
pub type LiegesPosition = OptionAndNumbers<SplitCount>;

impl LiegesPosition {
    pub const MAX_K: u64 = 4;
    pub const MAX_HEAPS: usize = 3;
    pub const MAX_HEAP: u64 = 6;
}

impl<'a> Arbitrary<'a> for LiegesPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let count = u.int_in_range(0..=Self::MAX_HEAPS)?;
        // One case in sixteen has heaps of at least HUGE and any k: laws only.
        let (k, least, most) = if u.ratio(1, 16)? {
            (u.arbitrary()?, HUGE, u64::MAX)
        } else {
            (u.int_in_range(0..=Self::MAX_K)?, 0, Self::MAX_HEAP)
        };
        let heaps = draw_numbers(u, count, least..=most)?;
        Ok(LiegesPosition::new(k, heaps))
    }
}

fn move_text(m: &LiegeMove) -> String {
    match m.action {
        Action::TakeOne => format!("heap {} take one", m.heap),
        Action::Split => format!("heap {} split", m.heap),
    }
}

pub struct LiegesGame;
pub type Lieges = Declared<LiegesGame>;

/// Sizes and counts of the rules' multiset, each count cut to 1 or 2 (its
/// parity kept): equal heaps in pairs cancel, and a heap's moves are the
/// same whatever number of its size there are.
fn reduced(heaps: &Heaps) -> Vec<u64> {
    let each = |&(size, count): &(u64, u128)| {
        std::iter::repeat_n(size, if count % 2 == 1 { 1 } else { 2 })
    };
    heaps.iter().flat_map(each).collect()
}

/// The value of the rules' multiset by the solver's heap values.
fn multiset_grundy(heaps: &Heaps, k: u64) -> u64 {
    let odd = heaps.iter().filter(|&&(_, count)| count % 2 == 1);
    odd.fold(0, |x, &(size, _)| x ^ theory::heap_grundy(size, k))
}

/// A `k`, with the oracle's searcher that decides only who wins, for
/// positions whose full search runs out of budget: made on first use, with
/// a quarter of the budget of the check that keeps the variant.
pub type SplitsWithSearcher = WithState<u64, Option<Searcher<oracle::lieges::Lieges>>>;

/// The oracle's winning moves by heap index: its move on a heap size is a
/// move on each heap of that size.
fn by_heap_index(heaps: &[u64], moves: &[oracle::lieges::LiegeMove]) -> String {
    let mut found: Vec<LiegeMove> = Vec::new();
    for m in moves {
        let action = match m.action {
            oracle::lieges::Action::TakeOne => Action::TakeOne,
            oracle::lieges::Action::Split => Action::Split,
        };
        for (heap, _) in heaps.iter().enumerate().filter(|&(_, &h)| h == m.size) {
            found.push(LiegeMove { heap, action });
        }
    }
    found.sort_unstable();
    list(found.iter().map(move_text))
}

/// The rows by heap index, and the search of who wins alone where the
/// full search runs out of budget. Splits multiply the heaps, so the Grundy
/// value (every move's value) runs out of budget long before who wins does
/// (the first move to a lost position settles it): the outcome is still
/// compared, and the winning moves when their own searches fit the budget.
fn finish(
    k: &SplitsWithSearcher,
    p: &LiegesPosition,
    check: &mut DeclaredCheck<LiegesGame>,
    budget: usize,
    found: &mut Found,
) {
    let [outcome, grundy, winning] = &mut found.rows[..] else {
        return;
    };
    let moves = theory::winning_moves(&p.numbers, p.option);
    winning.solver = Ok(list(moves.iter().map(move_text)));
    found
        .broken_laws
        .extend((!moves.windows(2).all(|w| w[0] < w[1])).then(|| BrokenLaw {
            law: "moves-by-heap-then-take-one-first",
            detail: list(moves.iter().map(move_text)),
        }));
    let position = oracle::lieges::Lieges::position(&p.numbers);
    if outcome.oracle.is_ok() {
        // Answered: the analysis is in the memo.
        winning.oracle = check
            .oracle(&position)
            .map(|a| by_heap_index(&p.numbers, &a.winning_moves));
        return;
    }
    if counters(&position) > PAST_REACH {
        return;
    }
    k.with(|&k, searcher| {
        let s = searcher.get_or_insert_with(|| {
            // A quarter: it runs after the full search has spent its
            // budget, and its winning moves cost a search per move.
            Searcher::for_outcome(oracle::lieges::Lieges { k }, (budget / 4).max(1))
        });
        let wins = s.value(&position).map(|v| v != 0);
        let moves = match wins {
            Ok(_) => s.analyze(&position).map(|r| r.winning_moves),
            Err(ref e) => Err(e.clone()),
        };
        // Said of the quarter's refusals, or "more than 250" would read as
        // a mistake under `--budget 1000`.
        let quarter = |e: SearchError| match e {
            SearchError::TooLarge { .. } => {
                format!("{e}: a quarter of the budget, who wins searched alone")
            }
            e => e.to_string(),
        };
        outcome.oracle = wins.map(outcome_word).map_err(quarter);
        grundy.oracle = Err(format!(
            "{} (the budget); who wins was searched alone",
            SearchError::TooLarge { budget }
        ));
        winning.oracle = moves
            .map(|m| by_heap_index(&p.numbers, &m))
            .map_err(quarter);
    });
}

/// Counters in all: past [`PAST_REACH`] the oracle is not asked.
fn counters(heaps: &Heaps) -> u128 {
    let each = heaps
        .iter()
        .map(|&(size, count)| u128::from(size).saturating_mul(count));
    each.fold(0, u128::saturating_add)
}

impl Declaration for LiegesGame {
    type Position = LiegesPosition;
    type Rules = oracle::lieges::Lieges;
    type Variant = SplitsWithSearcher;
    const NAME: &'static str = "lieges";
    const ABOUT: &'static str =
        "Lieges of Legendre: remove one from a heap, or split a heap 2x into K heaps of x";
    const SYNTAX: &'static str = "--k K HEAP... (e.g. `--k 2 3 4`)";
    const EXHAUSTIVE_SIZE: u32 = 10;
    /// States and moves an oracle query may visit. Measured in a release build:
    /// one heap of 32 fits for k = 2, of 20 for k = 3, of 14 (not 16) for k = 4,
    /// each in under 0.2 s; a refusal comes back as fast.
    const ORACLE_BUDGET: usize = 500_000;
    /// Room for every `k` the generator draws (0 to 4) in the half a full
    /// map keeps, beside the huge `k`s drawn one in sixteen.
    const KEPT_VARIANTS: usize = 16;

    notation_items!();
    fn variant(p: &LiegesPosition) -> SplitsWithSearcher {
        WithState::new(p.option)
    }
    fn rules(k: &SplitsWithSearcher) -> oracle::lieges::Lieges {
        oracle::lieges::Lieges { k: **k }
    }
    fn in_rules(p: &LiegesPosition) -> Cow<'_, Heaps> {
        Cow::Owned(oracle::lieges::Lieges::position(&p.numbers))
    }
    /// The solver on the multiset (each size once or twice, its parity
    /// kept), its moves as moves on a heap size; each heap's value is the
    /// mex of its two options' values.
    fn solve(k: &SplitsWithSearcher, heaps: &Heaps) -> Answer<oracle::lieges::LiegeMove> {
        let k = **k;
        let list = reduced(heaps);
        let mut moves: Vec<oracle::lieges::LiegeMove> = theory::winning_moves(&list, k)
            .into_iter()
            .map(|m| oracle::lieges::LiegeMove {
                size: list.get(m.heap).copied().unwrap_or(0),
                action: match m.action {
                    Action::TakeOne => oracle::lieges::Action::TakeOne,
                    Action::Split => oracle::lieges::Action::Split,
                },
            })
            .collect();
        moves.sort_unstable();
        moves.dedup();
        let answer = Answer::winner(theory::first_player_wins(&list, k))
            .with_grundy(theory::grundy(&list, k))
            .with_moves(moves);
        heaps.iter().fold(answer, |answer, &(h, _)| {
            let g = theory::heap_grundy(h, k);
            let mut options = vec![theory::heap_grundy(h - 1, k)];
            if h % 2 == 0 {
                options.push(theory::split_value(h, k));
            }
            let mex = (0..).find(|v| !options.contains(v)).unwrap_or(0);
            answer.with_law("grundy-is-mex-of-options", g == mex, || {
                format!("heap {h}: value {g}, mex of options {options:?} is {mex}")
            })
        })
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|k, heaps| Answer::grundy(multiset_grundy(heaps, **k)))
    }
    fn not_asked() -> Option<NotAsked<Self>> {
        Some(|_, heaps| {
            let counters = counters(heaps);
            (counters > PAST_REACH)
                .then(|| format!("not asked: {counters} counters mean more states than any budget"))
        })
    }
    fn finish() -> Option<Finish<Self>> {
        Some(finish)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::OracleBudget;
    use crate::family::Family;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "--k 2 3 4",
            "--k 18446744073709551615 18446744073709551614",
            "--k 0",
        ] {
            assert_eq!(Lieges::parse(&words(text)).unwrap().to_string(), text);
        }
        assert_eq!(
            Lieges::parse(&words("3 --k=1 4")).unwrap().to_string(),
            "--k 1 3 4"
        );
        assert!(Lieges::parse(&words("3 4")).unwrap_err().contains("--k"));
        assert!(Lieges::parse(&words("--k")).unwrap_err().contains("--k"));
        assert!(Lieges::parse(&words("--k 1 x"))
            .unwrap_err()
            .contains("heap 1"));
    }

    #[test]
    fn agrees_on_cf_603c_samples_and_more() {
        for (text, moves) in [
            ("--k 1 3 4", "[heap 1 take one]"),
            ("--k 2 3", "[]"),
            ("--k 2 4", "[heap 0 take one, heap 0 split]"),
            ("--k 3 4 4 4", "[heap 0 split, heap 1 split, heap 2 split]"),
        ] {
            let c = Lieges::compare(
                &Lieges::parse(&words(text)).unwrap(),
                &mut Default::default(),
            );
            assert!(c.discrepancies("lieges", text).is_empty(), "{c:?}");
            assert_eq!(c.rows[2].solver, Ok(moves.to_string()), "{text}");
            assert_eq!(c.rows[2].oracle, Ok(moves.to_string()), "{text}");
        }
    }

    #[test]
    fn past_the_full_search_the_outcome_and_winning_moves_are_still_compared() {
        // k = 5, one heap of 24: the Grundy search refuses it under the
        // small fuzz budget; who wins is decided at once.
        let p = Lieges::parse(&words("--k 5 24")).unwrap();
        let c = Lieges::compare(&p, &mut Default::default());
        assert!(c.discrepancies("lieges", "").is_empty(), "{c:?}");
        assert!(c.rows[0].oracle.is_ok(), "{c:?}");
        assert!(
            c.rows[1]
                .oracle
                .as_ref()
                .is_err_and(|e| e.contains("alone")),
            "{c:?}"
        );
        assert_eq!(c.rows[0].oracle, c.rows[0].solver);
        // A small position the full search answers keeps its Grundy row.
        let small = Lieges::parse(&words("--k 5 6")).unwrap();
        let c = Lieges::compare(&small, &mut Default::default());
        assert!(c.rows.iter().all(|r| r.oracle.is_ok()), "{c:?}");
        // Past both searches, the outcome's refusal names its quarter: its
        // limit is not the budget a user gave.
        let both = Lieges::parse(&words("--k 2 40 40 40 40 40")).unwrap();
        let c = Lieges::compare(&both, &mut Default::default());
        let quarter = LiegesGame::ORACLE_BUDGET / 4;
        assert_eq!(
            c.rows[0].oracle,
            Err(format!(
                "the game tree needs more than {quarter} states and moves: \
                 a quarter of the budget, who wins searched alone"
            ))
        );
    }

    #[test]
    fn a_check_under_another_budget_searches_who_wins_under_its_own() {
        // k = 5, one heap of 24: past the full search, who wins is searched
        // alone within a quarter of the budget. Under the default budget the
        // quarter answers; under 8 states its quarter (2) cannot: each
        // check keeps its own searcher, made within its own budget.
        let p = Lieges::parse(&words("--k 5 24")).unwrap();
        let c = Lieges::compare(&p, &mut Lieges::oracle(OracleBudget::DEFAULTS));
        assert!(c.rows[0].oracle.is_ok(), "{c:?}");
        let c = Lieges::compare(&p, &mut Lieges::oracle(OracleBudget::states(8)));
        assert_eq!(
            c.rows[0].oracle,
            Err("the game tree needs more than 2 states and moves: \
                 a quarter of the budget, who wins searched alone"
                .to_string()),
            "{c:?}"
        );
    }

    #[test]
    fn huge_positions_get_laws() {
        let p = Lieges::parse(&words("--k 1000000000 18446744073709551614 6 1")).unwrap();
        let c = Lieges::compare(&p, &mut Default::default());
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("lieges", "").is_empty(), "{c:?}");
    }
}
