//! cf-603c: `n k` (1 <= n <= 10^5, 1 <= k <= 10^9) on a line, then `n`
//! heaps (1..10^9) on the next.

use super::{Broken, Reader};

pub const MAX_HEAPS: u64 = 100_000;
pub const MAX_K: u64 = 1_000_000_000;
pub const MAX_HEAP: u64 = 1_000_000_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let n = r.int("n", 1, MAX_HEAPS)?;
    r.int("k", 1, MAX_K)?;
    r.end_of_line()?;
    r.ints_to_end_of_line("a", n.value, 1, MAX_HEAP)?;
    Ok(())
}
