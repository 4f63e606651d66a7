//! The parts heap-like games share, under the name their declarations use:
//! they live in [`crate::notation`] with the other shared notations.

pub use crate::notation::{failed_on, grundy_or_failed, in_u128, in_u64, largest, Heaps};
