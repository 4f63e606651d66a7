//! hdu-1848: lines `m n p` (each 1..1000) until `0 0 0`, at least one.

use super::{Broken, Reader};

pub const MAX: u64 = 1000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let mut cases = 0;
    loop {
        let heaps = [
            r.int_or_end("m", 1, MAX, 0, "`0 0 0`")?,
            r.int_or_end("n", 1, MAX, 0, "`0 0 0`")?,
            r.int_or_end("p", 1, MAX, 0, "`0 0 0`")?,
        ];
        r.end_of_line()?;
        if heaps.iter().all(|h| h.value == 0) {
            return r.ensure(cases > 0, &heaps[0], "at least one case before the final `0 0 0`");
        }
        for h in &heaps {
            r.within(h, 1, MAX)?;
        }
        cases += 1;
    }
}
