//! The split game (HNOI 2007): bottles `0..n-1` of beans; a move takes a bean
//! from bottle `i` and puts one into `j` and one into `k`, `i < j <= k`.
//!
//! Compared: outcome, Grundy value, the winning moves `(i, j, k)` in
//! lexicographic order, their count, and the first of them (the two lines of
//! the hnoi2007-split answer). Laws, at any size: each winning move is legal
//! (its source bottle really holds a bean) and leaves a position the solver
//! calls lost; a lost position has no winning move, a won one has one; the
//! solver's count, list and first move agree.

use crate::notation::prelude::*;
use grundy_check::Question::*;
use oracle::split::SplitMove;

/// The words of a split position: the beans in each bottle, from bottle 0.
pub struct Bottles;

impl ListWords for Bottles {
    fn word(bottle: usize) -> String {
        format!("beans in bottle {bottle}")
    }
    /// The number of bottles.
    fn size(counts: &[u64]) -> u64 {
        counts.len() as u64
    }
    /// Every position of `size` bottles with 0 to 3 beans in each (3: odd and
    /// more than one; 2: even yet a possible source); past 4 bottles at most
    /// 2, past 5 at most 1, where the oracle's tree would outgrow its budget.
    fn of_size(size: u32) -> Vec<Vec<u64>> {
        let n = size as usize;
        let most = match n {
            0..=4 => 3,
            5 => 2,
            _ => 1,
        };
        lists_of_len(n, most)
    }
}

/// Bean counts of bottles `0..n-1`. Generated with at most
/// [`SplitPosition::MAX_BOTTLES`] bottles and [`SplitPosition::MAX_BEANS`]
/// beans in all (a bean far from the last bottle multiplies into many, so the
/// tree grows fast); parsed at any size.
pub type SplitPosition = NumberList<Bottles>;

impl SplitPosition {
    pub const MAX_BOTTLES: usize = 5;
    pub const MAX_BEANS: u64 = 4;
}

impl<'a> Arbitrary<'a> for SplitPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let n = u.int_in_range(0..=Self::MAX_BOTTLES)?;
        let mut left = Self::MAX_BEANS;
        let mut counts = Vec::with_capacity(n);
        for _ in 0..n {
            let c = u.int_in_range(0..=left)?;
            left -= c;
            counts.push(c);
        }
        Ok(SplitPosition::new(counts))
    }
}

pub struct SplitGame;
pub type Split = Declared<SplitGame>;

/// The row of the hnoi2007-split answer's second line: the first winning move
/// in lexicographic order, or `-1 -1 -1`.
const FIRST: &str = "first-winning-move";

fn first_text(m: Option<&SplitMove>) -> String {
    m.map_or("-1 -1 -1".into(), |m| format!("{} {} {}", m.i, m.j, m.k))
}

impl Declaration for SplitGame {
    type Position = SplitPosition;
    type Rules = oracle::split::Split;
    type Variant = ();
    const NAME: &'static str = "split";
    const ABOUT: &'static str =
        "split game (HNOI 2007): a bean from bottle i becomes one in j and one in k, i < j <= k";
    const SYNTAX: &'static str = "BEANS... in bottles 0..n-1 (e.g. `1 0 1 5000`)";
    const EXHAUSTIVE_SIZE: u32 = 6;
    /// States an oracle query may visit.
    const ORACLE_BUDGET: usize = 500_000;

    notation_items!();
    unit_variant_items!(oracle::split::Split);
    fn in_rules(p: &SplitPosition) -> Cow<'_, Vec<u128>> {
        Cow::Owned(in_u128(&p.numbers))
    }
    fn solve(_: &(), counts: &Vec<u128>) -> Answer<SplitMove> {
        use solver::split::{count_winning_moves, first_winning_move, grundy, winning_moves};
        let Some(counts) = in_u64(counts) else {
            return Answer::outside("a bottle holds more than 2^64 - 1 beans");
        };
        let ours = |m: solver::split::SplitMove| SplitMove {
            i: m.i,
            j: m.j,
            k: m.k,
        };
        let answer = || -> Result<_, solver::OutOfRange> {
            let g = grundy(&counts)?;
            let moves: Vec<SplitMove> = winning_moves(&counts)?.into_iter().map(ours).collect();
            let count = count_winning_moves(&counts)?;
            let first = first_winning_move(&counts)?.map(ours);
            let holds = first.as_ref() == moves.first();
            let detail = || format!("first {first:?}, moves start {:?}", moves.first());
            Ok(Answer::grundy(g)
                .with_law("first-matches-moves", holds, detail)
                .with_moves(moves.clone())
                .with_count(count)
                .with_row(FIRST, first_text(first.as_ref())))
        };
        let questions = [Grundy, WinningMoves, WinningMoveCount, Own(FIRST)];
        answer_or_failed(answer(), &questions)
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|_, counts| match in_u64(counts) {
            Some(counts) => grundy_or_failed(solver::split::grundy(&counts)),
            None => Answer::outside("a bottle holds more than 2^64 - 1 beans"),
        })
    }
    fn own_rows() -> Vec<(&'static str, OracleRow<Self>)> {
        vec![(FIRST, |_, a| first_text(a.winning_moves.iter().min()))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parse_round_trips() {
        let p = SplitPosition::parse(&words("1 0 18446744073709551615")).unwrap();
        assert_eq!(SplitPosition::parse(&words(&p.to_string())).unwrap(), p);
        assert!(SplitPosition::parse(&words("1 -2"))
            .unwrap_err()
            .contains("bottle 1"));
    }

    #[test]
    fn sizes_count_the_bottles() {
        assert_eq!(SplitPosition::of_size(0).len(), 1);
        assert_eq!(SplitPosition::of_size(3).len(), 64);
    }

    #[test]
    fn hnoi_sample() {
        let mut oracle = Default::default();
        let c = Split::compare(
            &SplitPosition::parse(&words("1 0 1 5000")).unwrap(),
            &mut oracle,
        );
        assert!(c.discrepancies("split", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[4].solver, Ok("0 2 3".to_string()));
        assert_eq!(c.rows[3].solver, Ok("1".to_string()));
        // The same with an odd count in the last bottle is small enough for
        // the oracle.
        let c = Split::compare(
            &SplitPosition::parse(&words("1 0 1 1")).unwrap(),
            &mut oracle,
        );
        assert!(!c.oracle_gave_up());
        assert!(c.discrepancies("split", "").is_empty(), "{c:?}");
        let c = Split::compare(&SplitPosition::parse(&words("0 0 1")).unwrap(), &mut oracle);
        assert_eq!(c.rows[4].oracle, Ok("-1 -1 -1".to_string()));
        assert!(c.discrepancies("split", "").is_empty(), "{c:?}");
    }

    #[test]
    fn agrees_on_small_rows_of_bottles() {
        let mut oracle = Default::default();
        for size in 0..=3 {
            for p in SplitPosition::of_size(size) {
                let c = Split::compare(&p, &mut oracle);
                assert!(!c.oracle_gave_up(), "{p}");
                assert!(c.discrepancies("split", "").is_empty(), "{p}: {c:?}");
            }
        }
    }

    #[test]
    fn full_bottles_and_many_bottles_get_laws() {
        let mut counts = vec![0u64; 64];
        counts[0] = u64::MAX;
        counts[5] = 2;
        counts[63] = u64::MAX;
        let c = Split::compare(&SplitPosition::new(counts), &mut Default::default());
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("split", "").is_empty(), "{c:?}");
    }
}
