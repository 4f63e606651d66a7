//! Wythoff's game: two heaps, take any amount from one heap or the same
//! amount from both.
//!
//! Compared: outcome, and the winning moves as the heaps they leave, in the
//! hdu-2177 order (the diagonal move first, then distinct one-heap results
//! ascending). The solver has no Grundy values (none are known in closed
//! form), so the oracle answers with its sieve, which finds who wins without
//! them: it spreads marks from lost positions only, where the depth-first
//! search would try every move of every lost position. Laws, checked at any
//! size: the check's (every winning move is a move of the rules and leaves a
//! position the solver calls lost; a lost position has no winning move, a
//! won one has one), and the game's own: the answers do not depend on the
//! order of the heaps; every result is one a move leaves; at most three
//! winning moves; after the first move the list ascends. Where the heaps are
//! small enough to try every move, the winning moves are exactly the moves to
//! positions the solver calls lost, in the hdu-2177 order.

use crate::notation::prelude::*;
use grundy_check::Engine;
use oracle::search::{Played, Rules};
use oracle::sieve::Sieve;
use oracle::wythoff::WythoffMove;

/// The least heap of the generated huge cases: far past any budget.
pub const HUGE: u64 = 1 << 40;

/// Up to how many counters (both heaps) the laws try every move with the
/// solver's outcome.
pub const ALL_MOVES_LAW_LIMIT: u64 = 3_000;

/// The words of a Wythoff position: two heaps `A B`, measured by the larger.
pub struct TwoHeaps;

impl PairWords for TwoHeaps {
    const NAMES: [&'static str; 2] = ["heap A", "heap B"];
    const TAKES: &'static str = "wythoff takes exactly two heaps A B";
    /// The larger heap.
    fn size((a, b): (u64, u64)) -> u64 {
        a.max(b)
    }
    /// Every pair whose larger heap is `size`, both orders.
    fn of_size(size: u32) -> Vec<(u64, u64)> {
        pairs_of_size(size)
    }
}

/// Two heaps, in the order given.
pub type WythoffPosition = NumberPair<TwoHeaps>;

impl WythoffPosition {
    /// Generated heaps are at most this, which the oracle searches quickly.
    pub const MAX_HEAP: u64 = 50;
    /// Generated heaps of one position in 32 are at most this.
    pub const MIDDLE_HEAP: u64 = 1_000;
}

impl<'a> Arbitrary<'a> for WythoffPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        // One case in sixteen has a heap of at least HUGE: the oracle is not
        // asked, the laws still check the solver.
        if u.ratio(1, 16)? {
            let a = u.int_in_range(HUGE..=u64::MAX)?;
            return Ok(WythoffPosition::new(a, u.int_in_range(0..=u64::MAX)?));
        }
        // One in 32 has heaps up to MIDDLE_HEAP: past the exhaustive
        // sweep, where a closed form's rounding first goes wrong (a golden
        // ratio of 1.618 does at 377 610), and within the oracle's reach.
        // Each costs some ten small ones (its moves are checked), so they
        // are few: a wrong value there shows in a fraction of a second.
        let top = if u.ratio(1, 32)? {
            Self::MIDDLE_HEAP
        } else {
            Self::MAX_HEAP
        };
        let a = u.int_in_range(0..=top)?;
        Ok(WythoffPosition::new(a, u.int_in_range(0..=top)?))
    }
}

/// The heaps a move leaves, as both sides are compared.
fn leaves_text(&(x, y): &(u64, u64)) -> String {
    format!("{x} {y}")
}

fn ordered(a: u64, b: u64) -> (u64, u64) {
    (a.min(b), a.max(b))
}

/// Where `m` leads from `(a, b)` by the rules, in their order of the
/// heaps; `None` where it is no move.
fn after(position: &(u64, u64), m: &WythoffMove) -> Option<(u64, u64)> {
    match oracle::wythoff::Wythoff.play(position, m) {
        Played::To(child) => Some(child),
        Played::Illegal | Played::LookItUp => None,
    }
}

/// What `m` leaves of `(a, b)`, the smaller heap first, and whether it is a
/// one-heap move: the hdu-2177 order sorts by this (the diagonal moves
/// first), and two moves with the same key are one answer.
fn hdu_2177_key(position: &(u64, u64), m: &WythoffMove) -> (bool, (u64, u64)) {
    let (x, y) = after(position, m).unwrap_or(*position);
    (!matches!(m, WythoffMove::Both { .. }), ordered(x, y))
}

/// The solver's results (the heaps a move leaves, smaller first, in the
/// hdu-2177 order) as the rules' moves from `(a, b)`: a result listed twice
/// is the diagonal move, then the one-heap move. The results no move leaves
/// (or none not already listed) come apart, second.
fn as_moves(a: u64, b: u64, results: &[(u64, u64)]) -> (Vec<WythoffMove>, Vec<(u64, u64)>) {
    let (mut moves, mut no_move) = (Vec::new(), Vec::new());
    for &(x, y) in results {
        let takes = |heap: u64| {
            [heap.checked_sub(x), heap.checked_sub(y)]
                .into_iter()
                .flatten()
        };
        let diagonal = takes(a.min(b)).map(|take| WythoffMove::Both { take });
        let first = takes(a).map(|take| WythoffMove::First { take });
        let one_heap = first.chain(takes(b).map(|take| WythoffMove::Second { take }));
        let leaves_it = |m: &WythoffMove| {
            after(&(a, b), m).map(|(p, q)| ordered(p, q)) == Some((x, y)) && !moves.contains(m)
        };
        match diagonal.chain(one_heap).find(leaves_it) {
            Some(m) => moves.push(m),
            None => no_move.push((x, y)),
        }
    }
    (moves, no_move)
}

pub struct WythoffGame;
pub type Wythoff = Declared<WythoffGame>;

impl Declaration for WythoffGame {
    type Position = WythoffPosition;
    type Rules = oracle::wythoff::Wythoff;
    type Variant = ();
    const NAME: &'static str = "wythoff";
    const ABOUT: &'static str =
        "Wythoff's game: take any amount from one heap, or the same from both";
    const SYNTAX: &'static str = "A B (e.g. `165580140 267914295`)";
    const EXHAUSTIVE_SIZE: u32 = 100;
    /// Positions and marks an oracle query may make: two heaps up to about
    /// 1300 fit; a larger box is refused before it is made, so a refusal
    /// comes back at once.
    const ORACLE_BUDGET: usize = 2_000_000;
    /// Up to [`ALL_MOVES_LAW_LIMIT`] counters, `a + b + min(a, b)` moves.
    const LAW_MOVES: usize = ALL_MOVES_LAW_LIMIT as usize * 3 / 2;
    const RENAMED: &'static [(&'static str, &'static str)] = &[(
        "winning-moves-are-every-move-to-a-loss",
        "winning-moves-are-the-moves-to-losses",
    )];

    pair_declaration_items!();
    unit_variant_items!(oracle::wythoff::Wythoff);
    /// The solver's answer: who wins and the winning moves, and the laws of
    /// the game's own, at any size (the check's own laws see to the rest).
    fn solve(_: &(), &(a, b): &(u64, u64)) -> Answer<WythoffMove> {
        let wins = solver::wythoff::first_player_wins(a, b);
        let moves = solver::wythoff::winning_moves(a, b);
        let text = |moves: &[(u64, u64)]| list(moves.iter().map(leaves_text));
        let mut laws = Laws::default();
        laws.check(
            "heap-order-does-not-matter",
            wins == solver::wythoff::first_player_wins(b, a)
                && moves == solver::wythoff::winning_moves(b, a),
            || format!("({a}, {b}) and ({b}, {a}) get different answers"),
        );
        let (as_rules, no_move) = as_moves(a, b, &moves);
        for left in &no_move {
            laws.check("winning-move-is-legal", false, || {
                format!("no move leaves {}", leaves_text(left))
            });
        }
        laws.check("at-most-three-winning-moves", moves.len() <= 3, || {
            format!("{} winning moves", moves.len())
        });
        let rest = moves.get(1..).unwrap_or(&[]);
        laws.check(
            "moves-after-the-first-ascend",
            rest.windows(2).all(|w| w[0] < w[1]),
            || text(&moves),
        );
        laws.onto(Answer::winner(wins).with_moves(as_rules))
    }
    fn children_winner() -> Option<Winner<Self>> {
        Some(|_, &(a, b)| Some(solver::wythoff::first_player_wins(a, b)))
    }
    /// Where the heaps are small enough to try every move: the winning
    /// moves are exactly the moves to positions the solver calls lost, in
    /// the hdu-2177 order ([`WythoffGame::move_order`]), so a list out of
    /// that order breaks it too.
    fn every_move(_: &(), &(a, b): &(u64, u64)) -> bool {
        a.saturating_add(b) <= ALL_MOVES_LAW_LIMIT
    }
    /// The hdu-2177 order: the diagonal moves first, then the one-heap
    /// moves, each by the heaps they leave.
    fn move_order() -> Option<MoveOrder<Self>> {
        Some(|p, a, b| hdu_2177_key(p, a).cmp(&hdu_2177_key(p, b)))
    }
    /// From two equal heaps, a take from either is one answer.
    fn oracle_moves_alike() -> Option<MovesAlike<Self>> {
        Some(|p, a, b| hdu_2177_key(p, a) == hdu_2177_key(p, b))
    }
    fn engine(rules: oracle::wythoff::Wythoff, budget: usize) -> Box<dyn Engine<Self::Rules>> {
        Box::new(Sieve::new(rules, budget))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;
    use crate::games::outcome_word;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn random_positions_reach_past_the_sweep_within_the_oracles_reach() {
        let mut rng = crate::rng::Rng::new(1);
        let largest: Vec<u64> = (0..2_000)
            .filter_map(|_| {
                let bytes = rng.bytes_in_buffer(64);
                WythoffPosition::arbitrary(&mut Unstructured::new(bytes)).ok()
            })
            .map(|p| p.pair.0.max(p.pair.1))
            .collect();
        let sweep = u64::from(WythoffGame::EXHAUSTIVE_SIZE);
        let middle = largest
            .iter()
            .filter(|&&h| h > sweep && h <= WythoffPosition::MIDDLE_HEAP);
        assert!(
            middle.count() >= 50,
            "too few heaps past the sweep: {largest:?}"
        );
        assert!(largest.iter().any(|&h| h >= HUGE));
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in ["3 5", "0 18446744073709551615"] {
            assert_eq!(Wythoff::parse(&words(text)).unwrap().to_string(), text);
        }
        assert!(Wythoff::parse(&words("3"))
            .unwrap_err()
            .contains("two heaps"));
        assert!(Wythoff::parse(&words("3 -5"))
            .unwrap_err()
            .contains("heap B"));
    }

    #[test]
    fn agrees_on_hdu_2177_examples() {
        for (text, moves) in [
            ("2 3", "[1 2, 1 2]"),
            ("5 7", "[3 5, 3 5, 4 7]"),
            ("0 5", "[0 0]"),
            ("2 2", "[0 0, 1 2]"),
            ("13 10", "[4 7, 6 10, 8 13]"),
            ("4 7", "[]"),
        ] {
            let c = Wythoff::compare(
                &Wythoff::parse(&words(text)).unwrap(),
                &mut Default::default(),
            );
            assert!(c.discrepancies("wythoff", text).is_empty(), "{c:?}");
            assert_eq!(c.rows[1].solver, Ok(moves.to_string()), "{text}");
            assert_eq!(c.rows[1].oracle, Ok(moves.to_string()), "{text}");
        }
    }

    #[test]
    fn where_floating_point_breaks_laws_hold() {
        let p = Wythoff::parse(&words("165580140 267914295")).unwrap();
        let c = Wythoff::compare(&p, &mut Default::default());
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("wythoff", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[0].solver, Ok(outcome_word(false)));
    }

    #[test]
    fn huge_heaps_get_laws() {
        let p = WythoffPosition::new(u64::MAX, u64::MAX - 7);
        let c = Wythoff::compare(&p, &mut Default::default());
        assert!(c.discrepancies("wythoff", "").is_empty(), "{c:?}");
    }

    #[test]
    fn results_are_read_as_the_rules_moves() {
        use WythoffMove::*;
        let moves = |a, b, results: &[(u64, u64)]| as_moves(a, b, results).0;
        assert_eq!(moves(2, 3, &[(1, 2)]), [Both { take: 1 }]);
        let twice = moves(2, 3, &[(1, 2), (1, 2)]);
        assert_eq!(twice, [Both { take: 1 }, Second { take: 2 }]);
        assert_eq!(moves(3, 2, &[(0, 2)]), [First { take: 3 }]);
        assert_eq!(moves(2, 3, &[(0, 3)]), [First { take: 2 }]);
        assert_eq!(moves(5, 7, &[(4, 6)]), [Both { take: 1 }]);
        assert_eq!(moves(5, 7, &[(4, 5)]), [Second { take: 3 }]);
        assert_eq!(moves(2, 2, &[(0, 2)]), [First { take: 2 }]);
        // Results no move leaves come apart; the moves that are keep.
        let (kept, no_move) = as_moves(5, 7, &[(3, 5), (3, 6), (5, 7)]);
        assert_eq!(
            (kept, no_move),
            (vec![Both { take: 2 }], vec![(3, 6), (5, 7)])
        );
        let thrice = as_moves(2, 3, &[(1, 2), (1, 2), (1, 2)]);
        assert_eq!(thrice.1, [(1, 2)], "a third time is no move");
    }

    #[test]
    fn moves_are_ordered_and_merged_as_hdu_2177_lists_them() {
        let p = (3u64, 5u64);
        let moves = [
            WythoffMove::First { take: 1 },
            WythoffMove::Both { take: 1 },
        ];
        let order = WythoffGame::move_order().unwrap();
        assert!(order(&p, &moves[1], &moves[0]).is_lt(), "diagonal first");
        let alike = WythoffGame::oracle_moves_alike().unwrap();
        let (first, second) = (
            WythoffMove::First { take: 1 },
            WythoffMove::Second { take: 1 },
        );
        assert!(alike(&(2, 2), &first, &second));
        assert!(!alike(
            &(2, 3),
            &WythoffMove::Both { take: 1 },
            &WythoffMove::Second { take: 2 }
        ));
    }

    #[test]
    fn the_every_move_law_is_decided_wherever_it_is_asked() {
        // The most moves a position it asks about has: a + b + min(a, b).
        let rules = oracle::wythoff::Wythoff;
        let half = ALL_MOVES_LAW_LIMIT / 2;
        for p in [(half, half), (ALL_MOVES_LAW_LIMIT, 0), (half - 1, half + 1)] {
            assert!(WythoffGame::every_move(&(), &p), "{p:?}");
            let moves = rules.moves(&p).count();
            assert!(moves <= WythoffGame::LAW_MOVES, "{p:?}: {moves} moves");
        }
        assert!(!WythoffGame::every_move(&(), &(half + 1, half)));
        assert!(!WythoffGame::every_move(&(), &(u64::MAX, u64::MAX)));
    }

    #[test]
    fn sizes_cover_both_orders() {
        assert_eq!(Wythoff::positions_of_size(0).len(), 1);
        assert_eq!(Wythoff::positions_of_size(3).len(), 7);
    }
}
