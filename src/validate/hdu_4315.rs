//! hdu-4315: cases until the end of the input: `N k` (1 <= k <= N <= 1000)
//! on a line, then `N` increasing cells (1..99999) on the next.

use super::{Broken, Reader};

pub const MAX_PEOPLE: u64 = 1000;
pub const MAX_CELL: u64 = 99_999;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    loop {
        let n = r.int("N", 1, MAX_PEOPLE)?;
        r.int("k", 1, n.value)?;
        r.end_of_line()?;
        let mut previous = 0;
        for _ in 0..n.value {
            let cell = r.int("cell", 1, MAX_CELL)?;
            r.ensure(cell.value > previous, &cell, "cells in increasing order")?;
            previous = cell.value;
        }
        r.end_of_line()?;
        if r.at_end() {
            return Ok(());
        }
    }
}
