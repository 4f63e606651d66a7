//! hdu-1847: one `n` (1..1000) per line until the end of the input, at least
//! one.

use super::{Broken, Reader};

pub const MAX: u64 = 1000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    loop {
        r.int("n", 1, MAX)?;
        r.end_of_line()?;
        if r.at_end() {
            return Ok(());
        }
    }
}
