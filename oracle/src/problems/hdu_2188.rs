//! hdu-2188 by search over the race as its statement tells it: a position is
//! the running total, a move adds 1 to `m` to it, and a total of at least `n`
//! ends the race, won by the player who brought it there. In the engine's
//! terms a finished race has no move, so the player to move in it has lost.
//!
//! Nothing here treats the race as a subtraction game (the solver does); this
//! program is what checks that translation.

use super::{Failure, Words, states};
use crate::search::{Moves, Rules};

/// The race to `goal` with gifts of 1 to `most`.
#[derive(Debug)]
struct Race {
    goal: u64,
    most: u64,
}

impl Rules for Race {
    /// The total so far; a last gift may carry it past `u64::MAX`.
    type Position = u128;
    /// The amount added.
    type Move = u64;

    fn moves<'a>(&'a self, total: &'a u128) -> Moves<'a, u64, u128> {
        if *total >= u128::from(self.goal) {
            return Box::new(std::iter::empty());
        }
        Box::new((1..=self.most).map(move |gift| (gift, total + u128::from(gift))))
    }

    /// Before the goal, every gift `1..=m` is a move.
    fn more_moves_than(&self, total: &u128, limit: usize) -> bool {
        *total < u128::from(self.goal) && u128::from(self.most) > limit as u128
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases")?;
    let mut races = Vec::new();
    for _ in 0..cases {
        let goal = w.number_between("the goal n", 1, u64::MAX)?;
        let most = w.number_between("the largest gift m", 1, u64::MAX)?;
        races.push(Race { goal, most });
    }
    w.finish()?;
    let mut out = String::new();
    for race in races {
        // Every total below the goal is a state with up to `m` moves: a tree
        // past the budget is refused before it is walked.
        let size = u128::from(race.goal) * (u128::from(race.most) + 1);
        if size > states() as u128 {
            return Err(Failure::TooLarge(format!(
                "goal {} with gifts 1..{}: about {size} states and moves, more than {} (the budget; --budget STATES raises it)",
                race.goal,
                race.most,
                states()
            )));
        }
        let result = super::kept::searcher(race, states())
            .analyze(&0)
            .map_err(Failure::from)?;
        out.push_str(if result.player_to_move_wins {
            "Grass\n"
        } else {
            "Rabbit\n"
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overshoot() {
        // Gifts of up to 5 towards 3: any first gift of 3 or more finishes.
        let race = Race { goal: 3, most: 5 };
        let ends: Vec<u128> = race.moves(&0).map(|(_, t)| t).collect();
        assert_eq!(ends, [1, 2, 3, 4, 5]);
        assert_eq!(race.moves(&4).count(), 0);
        assert!(matches!(answer(b"1\n0 4"), Err(Failure::Invalid(_))));
    }
}
