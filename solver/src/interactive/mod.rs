//! The theory behind two interactive judge problems, for the side that plays
//! against the contestant's program: who wins from a start, and a winning
//! move from any position the winner holds.

pub mod card_row;
pub mod xor_break;
