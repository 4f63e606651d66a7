//! Staircase Nim: coins on steps `1..n`, a move carries coins one step down;
//! coins on step 0 are out of play. Compared: outcome, Grundy value, the
//! winning moves (step, coins carried) and their count, with `grundy_check`'s
//! laws over the oracle's rules.

use crate::notation::prelude::*;
use oracle::staircase_nim::Carry;

/// Coins on steps `1..n` (`heaps[0]` is step 1). Generated with at most 5
/// steps of at most 3 coins (1 to 4 steps in the sweep); parsed at any size.
pub type StaircasePosition = Heaps<5, 3, 4>;

pub struct StaircaseNimGame;
pub type StaircaseNim = Declared<StaircaseNimGame>;

impl Declaration for StaircaseNimGame {
    type Position = StaircasePosition;
    type Rules = oracle::staircase_nim::StaircaseNim;
    type Variant = ();
    const NAME: &'static str = "staircase-nim";
    const ABOUT: &'static str =
        "Staircase Nim: carry coins from a step to the one below; step 0 is out of play";
    const SYNTAX: &'static str = "COINS... on steps 1..n (e.g. `3 0 2`)";
    const EXHAUSTIVE_SIZE: u32 = 10;
    const ORACLE_BUDGET: usize = 500_000;

    notation_items!(parse_named "coins on step");
    unit_variant_items!(oracle::staircase_nim::StaircaseNim);
    fn in_rules(p: &StaircasePosition) -> Cow<'_, Vec<u128>> {
        Cow::Owned(in_u128(&p.heaps))
    }
    fn solve(_: &(), steps: &Vec<u128>) -> Answer<Carry> {
        let Some(steps) = in_u64(steps) else {
            return Answer::outside("a step holds more than 2^64 - 1 coins");
        };
        let moves = solver::staircase_nim::winning_moves(&steps);
        let carry = |m: solver::staircase_nim::Carry| Carry {
            step: m.step,
            coins: u128::from(m.coins),
        };
        let answer = Answer::winner(solver::staircase_nim::first_player_wins(&steps))
            .with_grundy(solver::staircase_nim::grundy(&steps));
        with_counted_moves(answer, moves.into_iter().map(carry).collect())
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
    fn display_round_trips() {
        let p = StaircasePosition {
            heaps: vec![3, 0, u64::MAX],
        };
        assert_eq!(StaircaseNim::parse(&words(&p.to_string())).unwrap(), p);
        assert!(StaircaseNim::parse(&words("3 -1"))
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
        let mut oracle = Default::default();
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
            &StaircaseNim::parse(&words("18446744073709551614 5 18446744073709551615")).unwrap(),
            &mut Default::default(),
        );
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("staircase-nim", "").is_empty(), "{c:?}");
        assert_eq!(
            c.rows[2].solver,
            Ok("[step 2 carry 1, step 3 carry 1]".to_string())
        );
    }
}
