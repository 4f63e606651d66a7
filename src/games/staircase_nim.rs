//! Staircase Nim: coins on steps `1..n`, a move carries coins one step down;
//! coins on step 0 are out of play.
//!
//! Compared: outcome, Grundy value, the winning moves (step, coins carried) by
//! step, and their count. Laws, at any size: each winning move is legal and
//! leaves a position the solver calls lost; a lost position has no winning
//! move, a won one has one.

use crate::family::{join_numbers, list, parse_numbers, vectors_with_max, Comparison, Family};
use crate::games::outcome_word;
use arbitrary::{Arbitrary, Unstructured};
use oracle::search::Searcher;
use std::fmt;

/// States an oracle query may visit for Staircase Nim.
pub const ORACLE_BUDGET: usize = 500_000;

/// Coins on steps `1..n` (`steps[0]` is step 1). Generated with at most
/// [`StaircasePosition::MAX_STEPS`] steps of at most
/// [`StaircasePosition::MAX_COINS`] coins; parsed at any size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaircasePosition {
    pub steps: Vec<u64>,
}

impl StaircasePosition {
    pub const MAX_STEPS: usize = 5;
    pub const MAX_COINS: u64 = 3;

    pub fn parse(args: &[String]) -> Result<Self, String> {
        let steps = parse_numbers(args, |i| format!("coins on step {}", i + 1))?;
        Ok(StaircasePosition { steps })
    }

    /// All staircases of 1 to 4 steps whose fullest step holds `size` coins.
    pub fn of_size(size: u32) -> Vec<Self> {
        vectors_with_max(4, u64::from(size))
            .into_iter()
            .map(|steps| StaircasePosition { steps })
            .collect()
    }
}

impl<'a> Arbitrary<'a> for StaircasePosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let count = u.int_in_range(0..=Self::MAX_STEPS)?;
        let steps = (0..count)
            .map(|_| u.int_in_range(0..=Self::MAX_COINS))
            .collect::<Result<_, _>>()?;
        Ok(StaircasePosition { steps })
    }
}

impl fmt::Display for StaircasePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", join_numbers(&self.steps))
    }
}

/// A move as both sides are compared: the step it starts on, the coins carried.
pub fn move_text(step: usize, coins: u64) -> String {
    format!("step {step} carry {coins}")
}

/// The position after carrying `coins` from `step`, if that is a legal move
/// whose result fits in `u64`.
fn after(steps: &[u64], step: usize, coins: u64) -> Option<Vec<u64>> {
    let index = step.checked_sub(1)?;
    let mut next = steps.to_vec();
    if coins == 0 || index >= next.len() || next[index] < coins {
        return None;
    }
    next[index] -= coins;
    if index > 0 {
        next[index - 1] = next[index - 1].checked_add(coins)?;
    }
    Some(next)
}

pub struct StaircaseNim;

#[derive(Default)]
pub struct StaircaseNimOracle(Option<Searcher<oracle::staircase_nim::StaircaseNim>>);

impl Family for StaircaseNim {
    type Position = StaircasePosition;
    type Oracle = StaircaseNimOracle;

    const NAME: &'static str = "staircase-nim";
    const ABOUT: &'static str =
        "Staircase Nim: carry coins from a step to the one below; step 0 is out of play";
    const SYNTAX: &'static str = "COINS... on steps 1..n (e.g. `3 0 2`)";
    const EXHAUSTIVE_SIZE: u32 = 10;

    fn parse(args: &[String]) -> Result<StaircasePosition, String> {
        StaircasePosition::parse(args)
    }

    fn size(p: &StaircasePosition) -> u64 {
        p.steps.iter().copied().max().unwrap_or(0)
    }

    fn positions_of_size(size: u32) -> Vec<StaircasePosition> {
        StaircasePosition::of_size(size)
    }

    fn compare(p: &StaircasePosition, oracle: &mut StaircaseNimOracle) -> Comparison {
        let steps = &p.steps;
        let searcher = oracle.0.get_or_insert_with(|| {
            Searcher::new(
                oracle::staircase_nim::StaircaseNim,
                crate::check::oracle_budget(ORACLE_BUDGET),
            )
        });
        let position: Vec<u128> = steps.iter().map(|&c| u128::from(c)).collect();
        let answer = searcher.analyze(&position).map_err(|e| e.to_string());

        let wins = solver::staircase_nim::first_player_wins(steps);
        let moves = solver::staircase_nim::winning_moves(steps);

        let mut c = Comparison::default();
        c.row(
            "outcome",
            Ok(outcome_word(wins)),
            answer
                .as_ref()
                .map(|a| outcome_word(a.player_to_move_wins))
                .map_err(Clone::clone),
        );
        c.row(
            "grundy",
            Ok(solver::staircase_nim::grundy(steps).to_string()),
            answer
                .as_ref()
                .map(|a| a.grundy.map_or("none".into(), |g| g.to_string()))
                .map_err(Clone::clone),
        );
        c.row(
            "winning-moves",
            Ok(list(moves.iter().map(|m| move_text(m.step, m.coins)))),
            answer
                .as_ref()
                .map(|a| {
                    let mut found: Vec<(usize, u128)> =
                        a.winning_moves.iter().map(|m| (m.step, m.coins)).collect();
                    found.sort_unstable();
                    let texts = found
                        .into_iter()
                        .map(|(s, t)| format!("step {s} carry {t}"));
                    list(texts)
                })
                .map_err(Clone::clone),
        );
        c.row(
            "winning-move-count",
            Ok(moves.len().to_string()),
            answer
                .as_ref()
                .map(|a| a.winning_moves.len().to_string())
                .map_err(Clone::clone),
        );

        for m in &moves {
            let next = after(steps, m.step, m.coins);
            c.law("winning-move-is-legal", next.is_some(), || {
                format!("{} is not a move", move_text(m.step, m.coins))
            });
            if let Some(next) = next {
                c.law(
                    "winning-move-leaves-a-loss",
                    !solver::staircase_nim::first_player_wins(&next),
                    || {
                        format!(
                            "after {} the solver says the mover's opponent wins",
                            move_text(m.step, m.coins)
                        )
                    },
                );
            }
        }
        c.law("loss-has-no-winning-move", wins || moves.is_empty(), || {
            format!("lost, yet moves {moves:?}")
        });
        c.law("win-has-a-winning-move", !wins || !moves.is_empty(), || {
            "won, yet no winning move".into()
        });
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn display_round_trips() {
        let p = StaircasePosition {
            steps: vec![3, 0, u64::MAX],
        };
        assert_eq!(StaircasePosition::parse(&words(&p.to_string())).unwrap(), p);
        assert!(StaircasePosition::parse(&words("3 -1"))
            .unwrap_err()
            .contains("step 2"));
    }

    #[test]
    fn sizes_partition_the_small_positions() {
        assert_eq!(StaircasePosition::of_size(0).len(), 4);
        // 1 to 4 steps with the fullest exactly 1: 1 + 3 + 7 + 15.
        assert_eq!(StaircasePosition::of_size(1).len(), 26);
    }

    #[test]
    fn agrees_on_small_staircases() {
        let mut oracle = StaircaseNimOracle::default();
        for size in 0..=3 {
            for p in StaircasePosition::of_size(size) {
                let c = StaircaseNim::compare(&p, &mut oracle);
                assert!(!c.oracle_gave_up(), "{p}");
                assert!(
                    c.discrepancies("staircase-nim", "").is_empty(),
                    "{p}: {c:?}"
                );
            }
        }
    }

    #[test]
    fn huge_steps_get_laws_but_no_oracle() {
        let c = StaircaseNim::compare(
            &StaircasePosition::parse(&words("18446744073709551614 5 18446744073709551615"))
                .unwrap(),
            &mut StaircaseNimOracle::default(),
        );
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("staircase-nim", "").is_empty(), "{c:?}");
        assert_eq!(
            c.rows[2].solver,
            Ok("[step 2 carry 1, step 3 carry 1]".to_string())
        );
    }
}
