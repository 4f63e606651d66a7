//! Staircase Nim by its rules: coins on steps `1..n`; a move carries at least
//! one coin from one step to the step below; coins carried off step 1 land on
//! step 0 and leave the game.
//!
//! Counts are `u128`: coins only move down, so no step ever holds more than
//! all the coins together, and `n` steps of up to `u64::MAX` coins fit.

use crate::search::{Moves, Played, Rules};

/// Staircase Nim under normal play. A position lists steps `1..n` in order
/// (`position[0]` is step 1).
#[derive(Clone, Copy, Debug, Default)]
pub struct StaircaseNim;

/// Carry `coins` coins from step `step` (1-based) to step `step - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Carry {
    pub step: usize,
    pub coins: u128,
}

impl Rules for StaircaseNim {
    type Position = Vec<u128>;
    type Move = Carry;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        2 * position.len()
    }

    /// The list fits one integer when it is short and its numbers small.
    fn pack(&self, position: &Vec<u128>) -> Option<u128> {
        crate::search::pack_numbers(position.iter().copied())
    }

    fn play(&self, steps: &Vec<u128>, m: &Carry) -> Played<Vec<u128>> {
        Played::from(carried(steps, m))
    }

    /// `step 2 carry 3`.
    fn show_move(&self, _: &Vec<u128>, m: &Carry) -> String {
        format!("step {} carry {}", m.step, m.coins)
    }

    fn moves<'a>(&'a self, steps: &'a Vec<u128>) -> Moves<'a, Carry, Vec<u128>> {
        Box::new(steps.iter().enumerate().flat_map(move |(index, &here)| {
            (1..=here).map(move |coins| {
                let mut next = steps.clone();
                next[index] -= coins;
                if index > 0 {
                    next[index - 1] += coins;
                }
                (
                    Carry {
                        step: index + 1,
                        coins,
                    },
                    next,
                )
            })
        }))
    }
}

/// The steps after carry `m`, if it is a move: at least one coin, at most
/// the step's.
fn carried(steps: &[u128], m: &Carry) -> Option<Vec<u128>> {
    let index = m.step.checked_sub(1)?;
    let here = *steps.get(index)?;
    if m.coins == 0 || here < m.coins {
        return None;
    }
    let mut next = steps.to_vec();
    next[index] -= m.coins;
    if index > 0 {
        next[index - 1] = next[index - 1].checked_add(m.coins)?;
    }
    Some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn moves_go_one_step_down() {
        let got: Vec<_> = StaircaseNim.moves(&vec![0, 2]).map(|(_, p)| p).collect();
        assert_eq!(got, [vec![1, 1], vec![2, 0]]);
        let got: Vec<_> = StaircaseNim.moves(&vec![1]).map(|(_, p)| p).collect();
        assert_eq!(got, [vec![0]]);
    }

    #[test]
    fn small_positions() {
        let mut s = Searcher::new(StaircaseNim, 100_000);
        // Coins on step 2 alone: whoever carries them down, the other takes
        // them off.
        assert!(!s.analyze(&vec![0, 3]).unwrap().player_to_move_wins);
        let a = s.analyze(&vec![1, 0, 1]).unwrap();
        assert!(!a.player_to_move_wins);
        let a = s.analyze(&vec![2, 1]).unwrap();
        assert!(a.player_to_move_wins);
        assert_eq!(a.winning_moves, [Carry { step: 1, coins: 2 }]);
    }

    #[test]
    fn huge_steps_are_too_large_not_overflow() {
        let mut s = Searcher::new(StaircaseNim, 1000);
        let huge = u128::from(u64::MAX);
        assert!(s.analyze(&vec![huge, huge]).is_err());
        assert!(s.analyze(&vec![3, huge]).is_err());
    }
}
