//! Climbing the Hill (hdu-4315): people on cells below the top (cell 0 holds
//! any number of them), a move takes one person up, never onto or past the
//! next person above unless that person is on the top; whoever brings the king
//! (the k-th from the top) onto the top wins.
//!
//! Compared: outcome, the winning moves (cell from, cell to) by the cell moved
//! from then the cell reached, and their count. Not compared: the Grundy value,
//! which the solver does not claim (its pair xor decides the outcome only).
//! The oracle is the judge of the closed form: the exhaustive sweep covers
//! every king and every set of people below a small cell, with and without a
//! person already on the top. Laws, at any size: each winning move is legal
//! and leaves a position the solver calls lost; a lost position has no winning
//! move, a won one has one.

use crate::notation::prelude::*;
use grundy_check::Question::*;
use oracle::climbing_hill::Climb;

/// The `--king K` of a position: the king is the `k`-th person from the
/// top, 1-based.
pub struct King;

impl OptionWord for King {
    type Value = u64;
    const NAME: &'static str = "--king";
    const NEEDS: &'static str = "a value: the king's place from the top";
    const MISSING: &'static str = "missing --king K (the king is the k-th person from the top)";
    fn read(word: &str) -> Result<u64, String> {
        parse_u64(word, "--king")
    }
    /// The people's cells; two below the top on one cell are refused.
    fn read_numbers(words: &[String]) -> Result<Vec<u64>, String> {
        parse_cells(words, "person", true)
    }
    /// Refuses a king who is not one of the people.
    fn fits(&king: &u64, cells: &[u64]) -> Result<(), String> {
        if king == 0 || king > cells.len() as u64 {
            return Err(format!(
                "--king {king}: give 1 to the number of people ({})",
                cells.len()
            ));
        }
        Ok(())
    }
    /// Every set of people below the top whose lowest is on cell `size`, with
    /// nobody or one person on the top, and every king.
    fn of_size(size: u32) -> Vec<HillPosition> {
        let s = u64::from(size);
        let mut out = Vec::new();
        if s == 0 {
            return out;
        }
        for mask in 0u64..1 << (s - 1) {
            let climbers = cells_of_mask(mask, s);
            for on_top in 0..=1 {
                let mut cells = vec![0; on_top];
                cells.extend(&climbers);
                for king in 1..=cells.len() as u64 {
                    out.push(HillPosition::new(king, cells.clone()));
                }
            }
        }
        out
    }
}

/// The king (`option`, written `--king K` anywhere among the words) and the
/// people's cells (`numbers`) in the order given, 0 for a person on the
/// top. Generated with at most [`HillPosition::MAX_PEOPLE`] people, at most
/// [`HillPosition::MAX_GAP`] empty cells above each; parsed at any size,
/// measured by the lowest person's cell.
pub type HillPosition = OptionAndNumbers<King>;

impl HillPosition {
    pub const MAX_PEOPLE: usize = 5;
    pub const MAX_GAP: u64 = 3;

    /// The people from the top down, as the oracle lists them.
    fn top_down(&self) -> Vec<u64> {
        let mut sorted = self.numbers.clone();
        sorted.sort_unstable();
        sorted
    }
}

impl<'a> Arbitrary<'a> for HillPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let count = u.int_in_range(1..=Self::MAX_PEOPLE)?;
        let on_top = u.int_in_range(0..=count - 1)?;
        let mut cells = vec![0u64; on_top];
        push_gapped_cells(u, &mut cells, count - on_top, Self::MAX_GAP)?;
        let king = u.int_in_range(1..=count)?;
        maybe_reversed(u, &mut cells)?;
        Ok(HillPosition::new(king as u64, cells))
    }
}

pub struct ClimbingHillGame;
pub type ClimbingHill = Declared<ClimbingHillGame>;

impl Declaration for ClimbingHillGame {
    type Position = HillPosition;
    type Rules = oracle::climbing_hill::ClimbingHill;
    /// The king: a check (and searcher) per king.
    type Variant = usize;
    const NAME: &'static str = "climbing-hill";
    const ABOUT: &'static str =
        "Climbing the Hill: move people up toward the top; whoever brings the king onto it wins";
    const SYNTAX: &'static str = "--king K CELL... (0 is the top; e.g. `--king 4 1 2 3 4 5`)";
    const EXHAUSTIVE_SIZE: u32 = 13;
    const ORACLE_BUDGET: usize = 500_000;

    notation_items!();
    fn variant(p: &HillPosition) -> usize {
        p.option as usize
    }
    fn rules(&king: &usize) -> oracle::climbing_hill::ClimbingHill {
        oracle::climbing_hill::ClimbingHill { king }
    }
    fn in_rules(p: &HillPosition) -> Cow<'_, Vec<u64>> {
        Cow::Owned(p.top_down())
    }
    fn solve(&king: &usize, cells: &Vec<u64>) -> Answer<Climb> {
        use solver::climbing_hill::{first_player_wins, winning_moves};
        let climb = |m: solver::climbing_hill::Climb| Climb {
            from: m.from,
            to: m.to,
        };
        let answer = || -> Result<_, solver::OutOfRange> {
            let wins = Answer::winner(first_player_wins(cells, king)?);
            let moves = winning_moves(cells, king)?.into_iter();
            Ok(with_counted_moves(wins, moves.map(climb).collect()))
        };
        answer_or_failed(answer(), &[WinningMoves, WinningMoveCount])
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|&king, cells| {
            let wins = solver::climbing_hill::first_player_wins(cells, king);
            answer_or_failed(wins.map(Answer::winner), &[])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{Comparison, Family};
    use crate::games::outcome_word;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    fn check(text: &str, oracle: &mut <ClimbingHill as Family>::Oracle) -> Comparison {
        let c = ClimbingHill::compare(&HillPosition::parse(&words(text)).unwrap(), oracle);
        assert!(
            c.discrepancies("climbing-hill", text).is_empty(),
            "{text}: {c:?}"
        );
        c
    }

    #[test]
    fn parse_round_trips_and_refuses_bad_input() {
        let p = HillPosition::parse(&words("--king 2 0 0 5 18446744073709551615")).unwrap();
        assert_eq!(HillPosition::parse(&words(&p.to_string())).unwrap(), p);
        // `--king` may come after the cells, as every game's options may.
        let after = HillPosition::parse(&words("0 0 5 18446744073709551615 --king=2")).unwrap();
        assert_eq!(after, p);
        assert!(HillPosition::parse(&words("1 2 3"))
            .unwrap_err()
            .contains("--king"));
        assert!(HillPosition::parse(&words("--king 3 1 2"))
            .unwrap_err()
            .contains("--king 3"));
        assert!(HillPosition::parse(&words("--king 0 1 2")).is_err());
        assert!(HillPosition::parse(&words("--king 1 4 4"))
            .unwrap_err()
            .contains("person 2"));
        assert!(HillPosition::parse(&words("--king x 4")).is_err());
    }

    #[test]
    fn hdu_sample_and_the_even_king_trap() {
        let mut oracle = Default::default();
        let c = check("--king 3 1 2 4", &mut oracle);
        assert_eq!(c.rows[0].oracle, Ok(outcome_word(false)));
        let c = check("--king 1 10 20", &mut oracle);
        assert_eq!(c.rows[0].oracle, Ok(outcome_word(true)));
        let c = check("--king 4 1 2 3 4 5", &mut oracle);
        assert_eq!(c.rows[0].oracle, Ok(outcome_word(true)));
        assert_eq!(c.rows[0].solver, Ok(outcome_word(true)));
    }

    /// The oracle judges the closed form on every king and every set of
    /// people below cell 8, with and without someone on the top.
    #[test]
    fn agrees_exhaustively_on_small_hills() {
        let mut oracle = Default::default();
        let mut checked = 0;
        for size in 0..=8 {
            for p in HillPosition::of_size(size) {
                let c = ClimbingHill::compare(&p, &mut oracle);
                assert!(!c.oracle_gave_up(), "{p}");
                assert!(
                    c.discrepancies("climbing-hill", "").is_empty(),
                    "{p}: {c:?}"
                );
                checked += 1;
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn huge_cells_get_laws_but_no_oracle() {
        let c = ClimbingHill::compare(
            &HillPosition::parse(&words(
                "--king 3 18446744073709551606 18446744073709551614 18446744073709551615",
            ))
            .unwrap(),
            &mut Default::default(),
        );
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("climbing-hill", "").is_empty(), "{c:?}");
        assert_eq!(
            c.rows[1].solver,
            Ok("[18446744073709551606 to 0]".to_string())
        );
    }
}
