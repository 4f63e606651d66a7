//! hdu-1536: cases until a line `0`. A case: `k s1..sk` on one line
//! (0 < k <= 100, 0 < s_i <= 10^4, any order, repeats possible); `m`
//! (0 < m <= 100); `m` lines `l h1..hl` (0 < l <= 100, 0 <= h_i <= 10^4).

use super::{Broken, Reader};

pub const MAX_SET: u64 = 100;
pub const MAX_MEMBER: u64 = 10_000;
pub const MAX_POSITIONS: u64 = 100;
pub const MAX_HEAPS: u64 = 100;
pub const MAX_HEAP: u64 = 10_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let mut cases = 0;
    loop {
        let k = r.int_or_end("k", 1, MAX_SET, 0, "k = 0")?;
        if k.value == 0 {
            r.end_of_line()?;
            return r.ensure(cases > 0, &k, "at least one case before the final `0`");
        }
        for _ in 0..k.value {
            r.int("s", 1, MAX_MEMBER)?;
        }
        r.end_of_line()?;
        let m = r.int("m", 1, MAX_POSITIONS)?;
        r.end_of_line()?;
        for _ in 0..m.value {
            let l = r.int("l", 1, MAX_HEAPS)?;
            r.ints_to_end_of_line("h", l.value, 0, MAX_HEAP)?;
        }
        cases += 1;
    }
}
