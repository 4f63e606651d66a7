//! hdu-1729: cases until a line `0`, at least one. A case: `N` (1..50) on a
//! line, then `N` lines `s c` (0 <= c <= s <= 10^6).

use super::{Broken, Reader};

pub const MAX_BOXES: u64 = 50;
pub const MAX_CAPACITY: u64 = 1_000_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let mut cases = 0;
    loop {
        let n = r.int_or_end("N", 1, MAX_BOXES, 0, "N = 0")?;
        r.end_of_line()?;
        if n.value == 0 {
            return r.ensure(cases > 0, &n, "at least one case before the final `0`");
        }
        for _ in 0..n.value {
            let s = r.int("s", 0, MAX_CAPACITY)?;
            let c = r.int("c", 0, MAX_CAPACITY)?;
            r.ensure(c.value <= s.value, &c, "c <= s")?;
            r.end_of_line()?;
        }
        cases += 1;
    }
}
