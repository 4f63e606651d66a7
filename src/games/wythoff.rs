//! Wythoff's game: two heaps, take any amount from one heap or the same
//! amount from both.
//!
//! Compared: outcome, and the winning moves as the heaps they leave, in the
//! hdu-2177 order (the diagonal move first, then distinct one-heap results
//! ascending). The solver has no Grundy values (none are known in closed
//! form), so the oracle answers with its sieve, which finds who wins without
//! them: it spreads marks from lost positions only, where the depth-first
//! search would try every move of every lost position. Laws, checked at any
//! size:
//! the answers do not depend on the order of the heaps; every winning move is
//! a legal move and leaves a position the solver calls lost; a lost position
//! has no winning move, a won one has one and at most three; after the first
//! move the list ascends. Where the heaps are small enough to try every move,
//! the winning moves are exactly the moves to positions the solver calls
//! lost, in the hdu-2177 order.

use crate::notation::prelude::*;
use grundy_check::Engine;
use oracle::search::Analysis;
use oracle::sieve::Sieve;
use oracle::wythoff::WythoffMove;

/// The least heap of the generated huge cases: far past any budget.
pub const HUGE: u64 = 1 << 40;

/// Up to how many moves the laws try every move with the solver's outcome.
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
}

impl<'a> Arbitrary<'a> for WythoffPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        // One case in sixteen has a heap of at least HUGE: the oracle is not
        // asked, the laws still check the solver.
        if u.ratio(1, 16)? {
            let a = u.int_in_range(HUGE..=u64::MAX)?;
            return Ok(WythoffPosition::new(a, u.int_in_range(0..=u64::MAX)?));
        }
        let a = u.int_in_range(0..=Self::MAX_HEAP)?;
        Ok(WythoffPosition::new(a, u.int_in_range(0..=Self::MAX_HEAP)?))
    }
}

/// The heaps a move leaves, as both sides are compared.
fn leaves_text(&(x, y): &(u64, u64)) -> String {
    format!("{x} {y}")
}

fn ordered(a: u64, b: u64) -> (u64, u64) {
    (a.min(b), a.max(b))
}

/// Moves described by what they leave, put in the hdu-2177 order: the
/// diagonal results first, then the distinct one-heap results ascending.
fn hdu_2177_order(diagonal: Vec<(u64, u64)>, mut one_heap: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
    let mut out = diagonal;
    out.sort_unstable();
    one_heap.sort_unstable();
    one_heap.dedup();
    out.extend(one_heap);
    out
}

/// The heaps `leaves` of each take in `takes`, of those the solver calls
/// lost, each smaller heap first.
fn losses(
    takes: std::ops::RangeInclusive<u64>,
    leaves: impl Fn(u64) -> (u64, u64) + Copy,
) -> impl Iterator<Item = (u64, u64)> {
    let lost = move |&t: &u64| {
        let (x, y) = leaves(t);
        !solver::wythoff::first_player_wins(x, y)
    };
    takes.filter(lost).map(move |t| {
        let (x, y) = leaves(t);
        ordered(x, y)
    })
}

/// Can one move from `(a, b)` leave the heaps `{x, y}`, and is it the
/// diagonal one?
fn move_kind(a: u64, b: u64, (x, y): (u64, u64)) -> Option<&'static str> {
    let (s, l) = ordered(a, b);
    if x < s && y < l && s - x == l - y {
        return Some("diagonal");
    }
    let one_heap = (y == l && x < s) || (x == s && y < l) || (y == s && x < l);
    one_heap.then_some("one heap")
}

/// The oracle's winning moves as the heaps they leave, in the hdu-2177 order.
fn oracle_winning_moves(&(a, b): &(u64, u64), analysis: &Analysis<WythoffMove>) -> String {
    let mut diagonal = Vec::new();
    let mut one_heap = Vec::new();
    for m in &analysis.winning_moves {
        match *m {
            WythoffMove::Both { take } => diagonal.push(ordered(a - take, b - take)),
            WythoffMove::First { take } => one_heap.push(ordered(a - take, b)),
            WythoffMove::Second { take } => one_heap.push(ordered(a, b - take)),
        }
    }
    list(hdu_2177_order(diagonal, one_heap).iter().map(leaves_text))
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

    pair_declaration_items!();
    unit_variant_items!(oracle::wythoff::Wythoff);
    /// The solver's answer: who wins, the winning moves as a row of the game's
    /// own (the heaps they leave), and the laws of those answers, at any size.
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
        for &m in &moves {
            let legal = m.0 <= m.1 && move_kind(a, b, m).is_some();
            let m_text = || leaves_text(&m);
            laws.check("winning-move-is-legal", legal, || {
                format!("no move leaves {}", m_text())
            });
            laws.check(
                "winning-move-leaves-a-loss",
                !solver::wythoff::first_player_wins(m.0, m.1),
                || format!("after leaving {} the mover's opponent wins", m_text()),
            );
        }
        laws.check("loss-has-no-winning-move", wins || moves.is_empty(), || {
            format!("lost, yet moves {}", text(&moves))
        });
        laws.check("win-has-a-winning-move", !wins || !moves.is_empty(), || {
            "won, yet no winning move".into()
        });
        laws.check("at-most-three-winning-moves", moves.len() <= 3, || {
            format!("{} winning moves", moves.len())
        });
        let rest = moves.get(1..).unwrap_or(&[]);
        laws.check(
            "moves-after-the-first-ascend",
            rest.windows(2).all(|w| w[0] < w[1]),
            || text(&moves),
        );
        if a.saturating_add(b) <= ALL_MOVES_LAW_LIMIT {
            let diagonal = losses(1..=a.min(b), |t| (a - t, b - t));
            let after_first = losses(1..=a, |t| (a - t, b));
            let one_heap = after_first.chain(losses(1..=b, |t| (a, b - t)));
            let expected = hdu_2177_order(diagonal.collect(), one_heap.collect());
            laws.check(
                "winning-moves-are-the-moves-to-losses",
                expected == moves,
                || format!("trying every move gives {}", text(&expected)),
            );
        }
        laws.onto(Answer::winner(wins).with_row("winning-moves", text(&moves)))
    }
    /// Not in any row: the winning moves are a row of the game's own.
    fn show_move(_: &(u64, u64), m: &WythoffMove) -> String {
        format!("{m:?}")
    }
    fn own_rows() -> Vec<(&'static str, OracleRow<Self>)> {
        vec![("winning-moves", oracle_winning_moves)]
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
    fn move_kinds() {
        assert_eq!(move_kind(2, 3, (1, 2)), Some("diagonal"));
        assert_eq!(move_kind(3, 2, (0, 2)), Some("one heap"));
        assert_eq!(move_kind(2, 3, (0, 3)), Some("one heap"));
        assert_eq!(move_kind(5, 7, (3, 5)), Some("diagonal"));
        assert_eq!(move_kind(5, 7, (4, 6)), Some("diagonal"));
        assert_eq!(move_kind(5, 7, (4, 5)), Some("one heap"));
        assert_eq!(move_kind(5, 7, (3, 6)), None);
        assert_eq!(move_kind(5, 7, (5, 7)), None);
    }

    #[test]
    fn sizes_cover_both_orders() {
        assert_eq!(Wythoff::positions_of_size(0).len(), 1);
        assert_eq!(Wythoff::positions_of_size(3).len(), 7);
    }
}
