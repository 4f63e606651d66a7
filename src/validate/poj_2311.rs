//! poj-2311: lines `W H` (2..200 each) to end of input, at least one.

use super::{Broken, Reader};

pub const MIN_SIDE: u64 = 2;
pub const MAX_SIDE: u64 = 200;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    loop {
        r.int("W", MIN_SIDE, MAX_SIDE)?;
        r.int("H", MIN_SIDE, MAX_SIDE)?;
        r.end_of_line()?;
        if r.at_end() {
            return Ok(());
        }
    }
}
