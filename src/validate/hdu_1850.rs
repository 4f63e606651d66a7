//! hdu-1850: cases until `M = 0`: `M` (1 < M <= 100) on a line, then `M`
//! piles (1..10^6) on the next; at least one case before the `0`.

use super::{Broken, Reader};

pub const MIN_PILES: u64 = 2;
pub const MAX_PILES: u64 = 100;
pub const MAX_PILE: u64 = 1_000_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let mut cases = 0;
    loop {
        let m = r.int_or_end("M", MIN_PILES, MAX_PILES, 0, "M = 0")?;
        r.end_of_line()?;
        if m.value == 0 {
            return r.ensure(cases > 0, &m, "at least one case before the final `0`");
        }
        r.ints_to_end_of_line("pile", m.value, 1, MAX_PILE)?;
        cases += 1;
    }
}
