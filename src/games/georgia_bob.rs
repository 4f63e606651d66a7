//! Georgia and Bob (poj-1704): pieces on distinct cells from cell 1, a move
//! slides one piece left, never onto or over another, never left of cell 1.
//!
//! Compared: outcome, Grundy value, the winning moves (cell from, cell to) by
//! the cell moved from, and their count. Positions are given in any order, as
//! the judge gives them: the solver sorts, the oracle never does. Laws, at any
//! size: each winning move is legal and leaves a position the solver calls
//! lost; a lost position has no winning move, a won one has one.

use crate::notation::prelude::*;
use grundy_check::Question::*;
use oracle::georgia_bob::Slide;

/// The words of a Georgia and Bob position: the pieces' cells.
pub struct PieceCells;

impl ListWords for PieceCells {
    /// Reads cells; refuses cell 0 and two pieces on one cell.
    fn read(words: &[String]) -> Result<Vec<u64>, String> {
        parse_cells(words, "piece", false)
    }
    /// Every set of pieces whose rightmost is on cell `size`, each listed
    /// left to right or, for every other set, right to left (the solver must
    /// not rely on sorted input).
    fn of_size(size: u32) -> Vec<Vec<u64>> {
        let s = u64::from(size);
        if s == 0 {
            return vec![vec![]];
        }
        let sets = (0u64..1 << (s - 1)).map(|mask| {
            let mut cells = cells_of_mask(mask, s);
            if mask % 2 == 1 {
                cells.reverse();
            }
            cells
        });
        sets.collect()
    }
}

/// The cells of the pieces, in the order given, measured by the rightmost.
/// Generated with at most [`GeorgiaBobPosition::MAX_PIECES`] pieces and at
/// most [`GeorgiaBobPosition::MAX_GAP`] empty cells before each; parsed at
/// any size.
pub type GeorgiaBobPosition = NumberList<PieceCells>;

impl GeorgiaBobPosition {
    pub const MAX_PIECES: usize = 5;
    pub const MAX_GAP: u64 = 3;
}

impl<'a> Arbitrary<'a> for GeorgiaBobPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let count = u.int_in_range(0..=Self::MAX_PIECES)?;
        let mut cells = Vec::with_capacity(count);
        push_gapped_cells(u, &mut cells, count, Self::MAX_GAP)?;
        // Any order: rotate, then maybe reverse.
        if !cells.is_empty() {
            let by = u.int_in_range(0..=cells.len() - 1)?;
            cells.rotate_left(by);
        }
        maybe_reversed(u, &mut cells)?;
        Ok(GeorgiaBobPosition::new(cells))
    }
}

pub struct GeorgiaBobGame;
pub type GeorgiaBob = Declared<GeorgiaBobGame>;

impl Declaration for GeorgiaBobGame {
    type Position = GeorgiaBobPosition;
    type Rules = oracle::georgia_bob::GeorgiaBob;
    type Variant = ();
    const NAME: &'static str = "georgia-bob";
    const ABOUT: &'static str =
        "Georgia and Bob: slide a piece left on a line, never onto or over another";
    const SYNTAX: &'static str = "CELL... distinct, from 1, any order (e.g. `1 5 6 7`)";
    const EXHAUSTIVE_SIZE: u32 = 16;
    const ORACLE_BUDGET: usize = 500_000;

    notation_items!();
    unit_variant_items!(oracle::georgia_bob::GeorgiaBob);
    fn in_rules(p: &GeorgiaBobPosition) -> Cow<'_, Vec<u64>> {
        Cow::Borrowed(&p.numbers)
    }
    fn solve(_: &(), cells: &Vec<u64>) -> Answer<Slide> {
        let slide = |m: solver::georgia_bob::Slide| Slide {
            from: m.from,
            to: m.to,
        };
        let answer = || -> Result<_, solver::OutOfRange> {
            let g = Answer::grundy(solver::georgia_bob::grundy(cells)?);
            let moves = solver::georgia_bob::winning_moves(cells)?.into_iter();
            Ok(with_counted_moves(g, moves.map(slide).collect()))
        };
        answer_or_failed(answer(), &[Grundy, WinningMoves, WinningMoveCount])
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|_, cells| grundy_or_failed(solver::georgia_bob::grundy(cells)))
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
    fn parse_round_trips_and_refuses_bad_cells() {
        let p = GeorgiaBobPosition::parse(&words("7 1 18446744073709551615")).unwrap();
        assert_eq!(
            GeorgiaBobPosition::parse(&words(&p.to_string())).unwrap(),
            p
        );
        assert!(GeorgiaBobPosition::parse(&words("3 0"))
            .unwrap_err()
            .contains("piece 2"));
        assert!(GeorgiaBobPosition::parse(&words("3 5 3"))
            .unwrap_err()
            .contains("already"));
        assert!(GeorgiaBobPosition::parse(&words("3 x")).is_err());
    }

    #[test]
    fn sizes_partition_the_small_positions() {
        assert_eq!(GeorgiaBobPosition::of_size(0).len(), 1);
        assert_eq!(GeorgiaBobPosition::of_size(4).len(), 8);
        assert!(GeorgiaBobPosition::of_size(4)
            .iter()
            .any(|p| p.numbers == [4, 3, 1]));
    }

    #[test]
    fn agrees_on_small_lines() {
        let mut oracle = Default::default();
        for size in 0..=8 {
            for p in GeorgiaBobPosition::of_size(size) {
                let c = GeorgiaBob::compare(&p, &mut oracle);
                assert!(!c.oracle_gave_up(), "{p}");
                assert!(c.discrepancies("georgia-bob", "").is_empty(), "{p}: {c:?}");
            }
        }
    }

    #[test]
    fn poj_sample_and_huge_cells() {
        let mut oracle = Default::default();
        let c = GeorgiaBob::compare(
            &GeorgiaBobPosition::parse(&words("17 1 5 6 7 9 12 14")).unwrap(),
            &mut oracle,
        );
        assert!(c.discrepancies("georgia-bob", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[0].solver, Ok(crate::games::outcome_word(true)));
        let c = GeorgiaBob::compare(
            &GeorgiaBobPosition::parse(&words("18446744073709551615 1 2")).unwrap(),
            &mut oracle,
        );
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("georgia-bob", "").is_empty(), "{c:?}");
    }
}
