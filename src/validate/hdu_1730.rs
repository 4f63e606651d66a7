//! hdu-1730: groups until the end of the input, blank lines allowed between
//! them (not before the first or after the last): `n m` (1 <= n <= 1000,
//! 2 <= m <= 100), then `n` lines `T J`, two distinct columns in `1..=m`.

use super::{Broken, Reader};

pub const MAX_ROWS: u64 = 1000;
pub const MIN_COLUMNS: u64 = 2;
pub const MAX_COLUMNS: u64 = 100;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    loop {
        let n = r.int("n", 1, MAX_ROWS)?;
        let m = r.int("m", MIN_COLUMNS, MAX_COLUMNS)?;
        r.end_of_line()?;
        for _ in 0..n.value {
            let t = r.int("T", 1, m.value)?;
            let j = r.int("J", 1, m.value)?;
            r.ensure(t.value != j.value, &j, "T != J (the two pieces of a row on different cells)")?;
            r.end_of_line()?;
        }
        if r.at_end() {
            return Ok(());
        }
        if r.blank_lines() > 0 && r.at_end() {
            return r.ensure_at(false, &r.here(), "no blank lines after the last group");
        }
    }
}
