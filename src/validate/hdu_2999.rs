//! hdu-2999 (no public statement found; the layout public accepted
//! solutions read, with their array bounds): cases to end of input, at
//! least one. A case: `n` (1..1000) on a line, the `n` lengths (1..1000)
//! on the next, `m` (1..1000) on a line, then `m` lines of one `k`
//! (1..1000) each.

use super::{Broken, Reader};

pub const MAX_COUNT: u64 = 1000;
pub const MAX: u64 = 1000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    loop {
        let n = r.int("n", 1, MAX_COUNT)?;
        r.end_of_line()?;
        r.ints_to_end_of_line("a length", n.value, 1, MAX)?;
        let m = r.int("m", 1, MAX_COUNT)?;
        r.end_of_line()?;
        for _ in 0..m.value {
            r.int("k", 1, MAX)?;
            r.end_of_line()?;
        }
        if r.at_end() {
            return Ok(());
        }
    }
}
