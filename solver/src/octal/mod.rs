//! Take-and-break games given by an octal or hexadecimal code.
pub mod certificate;
pub mod checkpoint;
pub mod code;
pub mod solution;
pub mod table;

pub use certificate::Periodicity;
pub use code::{Code, CodeError};
pub use solution::{OctalMove, Solution};
pub use table::{Table, Values};

#[cfg(test)]
mod closed_forms_test;
