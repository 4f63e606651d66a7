//! poj-3537: one line `n` (3..2000).

use super::{Broken, Reader};

pub const MIN: u64 = 3;
pub const MAX: u64 = 2000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    r.int("n", MIN, MAX)?;
    r.end_of_line()
}
