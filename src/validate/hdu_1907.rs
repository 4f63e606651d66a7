//! hdu-1907: `T` (1..474) cases; each `N` (1..47) on a line, then `N` sizes
//! (1..4747) on the next.

use super::{Broken, Reader};

pub const MAX_CASES: u64 = 474;
pub const MAX_PILES: u64 = 47;
pub const MAX_PILE: u64 = 4747;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let t = r.int("T", 1, MAX_CASES)?;
    r.end_of_line()?;
    for _ in 0..t.value {
        let n = r.int("N", 1, MAX_PILES)?;
        r.end_of_line()?;
        r.ints_to_end_of_line("size", n.value, 1, MAX_PILE)?;
    }
    Ok(())
}
