//! hdu-3032: `T` (1..100); each case `N` (1..10^6) on a line, then `N`
//! heap sizes (1..2^31 - 1) on the next.

use super::{Broken, Reader};

pub const MAX_CASES: u64 = 100;
pub const MAX_HEAPS: u64 = 1_000_000;
pub const MAX_HEAP: u64 = (1 << 31) - 1;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let t = r.int("T", 1, MAX_CASES)?;
    r.end_of_line()?;
    for _ in 0..t.value {
        let n = r.int("N", 1, MAX_HEAPS)?;
        r.end_of_line()?;
        r.ints_to_end_of_line("s[i]", n.value, 1, MAX_HEAP)?;
    }
    Ok(())
}
