//! hdu-2188: `C` (a positive count; the statement gives no upper bound),
//! then `C` lines `n m` with `0 < n < 10000` and `1 <= m <= 10`.

use super::{Broken, Reader};

pub const MAX_GOAL: u64 = 9_999;
pub const MAX_STEP: u64 = 10;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let c = r.int("C", 1, u64::MAX)?;
    r.end_of_line()?;
    for _ in 0..c.value {
        r.int("n", 1, MAX_GOAL)?;
        r.int("m", 1, MAX_STEP)?;
        r.end_of_line()?;
    }
    Ok(())
}
