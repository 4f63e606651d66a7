//! hdu-1527: lines `a b` (0..10^9, either order) until the end of the input,
//! at least one.

use super::{Broken, Reader};

pub const MAX: u64 = 1_000_000_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    loop {
        r.int("a", 0, MAX)?;
        r.int("b", 0, MAX)?;
        r.end_of_line()?;
        if r.at_end() {
            return Ok(());
        }
    }
}
