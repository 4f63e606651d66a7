//! Staircase Nim: coins on steps `1..n`, a move carries at least one coin from
//! step `i` down to step `i - 1`; coins on step 0 are out of play.
//!
//! Why the odd steps are a Nim position: a move from an odd step removes coins
//! from an odd heap, exactly a Nim move. A move from an even step only adds
//! coins to the odd step below, and whatever was added can be carried one step
//! further down by the opponent at once, so such moves gain nothing. By
//! induction the Grundy value is the xor of the odd steps: every smaller value
//! is reachable by a Nim move on the odd steps, and no move keeps the xor
//! (each move changes exactly one odd step).
//!
//! Winning moves: from an odd step `i` with `c_i ^ x < c_i`, carry
//! `c_i - (c_i ^ x)` coins down; from an even step `i` with
//! `c_{i-1} ^ x > c_{i-1}`, carry `(c_{i-1} ^ x) - c_{i-1}` coins down if step
//! `i` holds that many. At most one per step; listed by step, ascending.
//!
//! ```
//! use solver::staircase_nim::{grundy, winning_moves, Carry};
//! // Steps 1, 2, 3 hold 3, 0, 2 coins: odd steps 3 ^ 2 = 1.
//! assert_eq!(grundy(&[3, 0, 2]), 1);
//! assert_eq!(winning_moves(&[3, 0, 2]), [Carry { step: 1, coins: 1 }]);
//! ```

/// Carry `coins` coins from step `step` (1-based) down to step `step - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Carry {
    pub step: usize,
    pub coins: u64,
}

/// The Sprague-Grundy value: the xor of the odd steps. `steps[0]` is step 1.
pub fn grundy(steps: &[u64]) -> u64 {
    steps.iter().step_by(2).fold(0, |x, &c| x ^ c)
}

/// Does the player to move win?
pub fn first_player_wins(steps: &[u64]) -> bool {
    grundy(steps) != 0
}

/// Every winning move, by step ascending (at most one per step).
pub fn winning_moves(steps: &[u64]) -> Vec<Carry> {
    // With x == 0 no target differs from its heap, so a lost position
    // lists none.
    let x = grundy(steps);
    let mut out = Vec::new();
    for (index, &here) in steps.iter().enumerate() {
        let step = index + 1;
        if step % 2 == 1 {
            // Shrink this odd heap to `here ^ x`.
            let target = here ^ x;
            if target < here {
                out.push(Carry {
                    step,
                    coins: here - target,
                });
            }
        } else {
            // Grow the odd heap below to `below ^ x` with coins from here.
            let below = steps[index - 1];
            let target = below ^ x;
            if target > below && target - below <= here {
                out.push(Carry {
                    step,
                    coins: target - below,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_odd_steps_count() {
        assert_eq!(grundy(&[]), 0);
        assert_eq!(grundy(&[0, 7]), 0);
        assert!(!first_player_wins(&[5, 9, 5]));
        assert!(first_player_wins(&[1]));
        assert_eq!(winning_moves(&[0, 7]), []);
    }

    #[test]
    fn moves_from_even_steps_need_enough_coins() {
        assert_eq!(winning_moves(&[2, 1]), [Carry { step: 1, coins: 2 }]);
        // x = 2 ^ 3 = 1: step 2 lifts step 1 to 3 with its one coin.
        assert_eq!(
            winning_moves(&[2, 1, 3]),
            [Carry { step: 2, coins: 1 }, Carry { step: 3, coins: 1 }]
        );
        // The same with an empty step 2: no coin to carry.
        assert_eq!(winning_moves(&[2, 0, 3]), [Carry { step: 3, coins: 1 }]);
        assert_eq!(
            winning_moves(&[0, 1, 1]),
            [Carry { step: 2, coins: 1 }, Carry { step: 3, coins: 1 }]
        );
    }

    #[test]
    fn u64_edges() {
        let steps = [u64::MAX - 1, u64::MAX, 0];
        assert_eq!(grundy(&steps), u64::MAX - 1);
        assert_eq!(
            winning_moves(&steps),
            [Carry {
                step: 1,
                coins: u64::MAX - 1
            }]
        );
        // x = 1: step 2 lifts step 1 from u64::MAX - 1 to u64::MAX exactly.
        let steps = [u64::MAX - 1, 5, u64::MAX];
        assert_eq!(grundy(&steps), 1);
        assert_eq!(
            winning_moves(&steps),
            [Carry { step: 2, coins: 1 }, Carry { step: 3, coins: 1 }]
        );
    }
}
