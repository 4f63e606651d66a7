//! The rules of the games that interactive judge problems play against the
//! contestant's program, as [`crate::search::Rules`], so that the harness
//! can check every move its judge makes (and every winning move it claims)
//! against exhaustive play on small starts.
//!
//! The oracle knows the rules only: which moves are legal and who has no
//! move. What a winning strategy looks like is the solver's business.

pub mod card_row;
pub mod xor_break;
