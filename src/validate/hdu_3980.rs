//! hdu-3980: `T` on a line, then `T` lines `N M` (1 <= N, M <= 1000). The
//! statement gives no bound on `T`; 1000 is taken as one.

use super::{Broken, Reader};

pub const MAX_CASES: u64 = 1000;
pub const MAX: u64 = 1000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let t = r.int("T", 1, MAX_CASES)?;
    r.end_of_line()?;
    for _ in 0..t.value {
        r.int("N", 1, MAX)?;
        r.int("M", 1, MAX)?;
        r.end_of_line()?;
    }
    Ok(())
}
