//! hdu-1846: `C` (1..100), then `C` lines `n m` (both 1..1000).

use super::{Broken, Reader};

pub const MAX_CASES: u64 = 100;
pub const MAX: u64 = 1000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let c = r.int("C", 1, MAX_CASES)?;
    r.end_of_line()?;
    for _ in 0..c.value {
        r.int("n", 1, MAX)?;
        r.int("m", 1, MAX)?;
        r.end_of_line()?;
    }
    Ok(())
}
