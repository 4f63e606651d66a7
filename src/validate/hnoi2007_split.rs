//! hnoi2007-split: `t` (1..10) cases; each `n` (2..21) on a line, then the
//! `n` bean counts (0..10^4) on the next.

use super::{Broken, Reader};

pub const MAX_CASES: u64 = 10;
pub const MIN_BOTTLES: u64 = 2;
pub const MAX_BOTTLES: u64 = 21;
pub const MAX_BEANS: u64 = 10_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let t = r.int("t", 1, MAX_CASES)?;
    r.end_of_line()?;
    for _ in 0..t.value {
        let n = r.int("n", MIN_BOTTLES, MAX_BOTTLES)?;
        r.end_of_line()?;
        r.ints_to_end_of_line("p", n.value, 0, MAX_BEANS)?;
    }
    Ok(())
}
