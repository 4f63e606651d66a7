//! Take-and-break games given by an octal or hexadecimal code.
pub mod code;
pub mod table;

pub use code::{Code, CodeError};
pub use table::Table;
