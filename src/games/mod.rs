//! One file per game family: its position type, how it is written on the
//! command line, and how solver and oracle answers are put side by side.
//!
//! Adding a game touches one file in `solver`, one in `oracle`, one here, plus
//! its line in [`crate::registry`].
//! The parts games share are in [`crate::notation`] (a list-of-numbers
//! position and the other notations) and [`crate::answer_builders`] (the
//! answers solver adapters keep writing).

pub mod climbing_hill;
pub mod dag;
pub mod fibonacci_nim;
pub mod georgia_bob;
pub mod grundy_game;
pub mod lieges;
pub mod misere_nim;
pub mod mnk;
pub mod nim;
pub mod northcott;
pub mod octal;
pub mod split;
pub mod staircase_nim;
pub mod subtraction;
pub mod sum;
pub mod wythoff;

/// How both sides' outcome answers are written, so that rows compare as text.
pub fn outcome_word(player_to_move_wins: bool) -> String {
    if player_to_move_wins {
        "first player wins"
    } else {
        "second player wins"
    }
    .to_string()
}
