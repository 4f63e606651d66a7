//! hihocoder-1163: `N` (1..100), then `N` piles (1..10^4) on one line.

use super::{Broken, Reader};

pub const MAX_PILES: u64 = 100;
pub const MAX_PILE: u64 = 10_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let n = r.int("N", 1, MAX_PILES)?;
    r.end_of_line()?;
    r.ints_to_end_of_line("pile", n.value, 1, MAX_PILE)?;
    Ok(())
}
