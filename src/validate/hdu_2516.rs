//! hdu-2516: one `n` (2 <= n < 2^31) per line until `0`, at least one.

use super::{Broken, Reader};

pub const MIN: u64 = 2;
pub const MAX: u64 = (1 << 31) - 1;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let mut cases = 0;
    loop {
        let n = r.int_or_end("n", MIN, MAX, 0, "n = 0")?;
        r.end_of_line()?;
        if n.value == 0 {
            return r.ensure(cases > 0, &n, "at least one case before the final `0`");
        }
        cases += 1;
    }
}
