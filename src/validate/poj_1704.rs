//! poj-1704: `T` (1..20) cases; each `N` (1..1000) on a line, then `N`
//! distinct cells (1..10^4), in any order, on the next.

use super::{Broken, Reader};
use std::collections::BTreeSet;

pub const MAX_CASES: u64 = 20;
pub const MAX_PIECES: u64 = 1000;
pub const MAX_CELL: u64 = 10_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let t = r.int("T", 1, MAX_CASES)?;
    r.end_of_line()?;
    for _ in 0..t.value {
        let n = r.int("N", 1, MAX_PIECES)?;
        r.end_of_line()?;
        let mut seen = BTreeSet::new();
        for _ in 0..n.value {
            let cell = r.int("cell", 1, MAX_CELL)?;
            r.ensure(seen.insert(cell.value), &cell, "distinct cells")?;
        }
        r.end_of_line()?;
    }
    Ok(())
}
