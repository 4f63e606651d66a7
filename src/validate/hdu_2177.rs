//! hdu-2177: lines `a b` until `0 0`. The judge's statement: two
//! non-negative integers, neither above 1,000,000, and `a <= b` (the
//! statement on the judge, ECJTU 2008 summer contest; `problems.md` leaves
//! the bound out). At least one case before `0 0`.

use super::{Broken, Reader};

pub const MAX: u64 = 1_000_000;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let mut cases = 0;
    loop {
        let a = r.int("a", 0, MAX)?;
        let b = r.int("b", 0, MAX)?;
        r.end_of_line()?;
        if a.value == 0 && b.value == 0 {
            return r.ensure(cases > 0, &a, "at least one case before the final `0 0`");
        }
        r.ensure(a.value <= b.value, &a, "a <= b")?;
        cases += 1;
    }
}
