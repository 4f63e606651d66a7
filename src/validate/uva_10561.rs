//! uva-10561: `N` (1..99) on a line, then `N` boards, each on a line by
//! itself: 3 to 200 characters `.` and `X`, no three `X` in a row. Blank
//! lines between boards are allowed: public copies of the sample show them,
//! and the statement does not say.

use super::{Broken, Reader};

pub const MAX_CASES: u64 = 99;
pub const MIN_LEN: usize = 3;
pub const MAX_LEN: usize = 200;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    let n = r.int("N", 1, MAX_CASES)?;
    r.end_of_line()?;
    for _ in 0..n.value {
        r.blank_lines();
        r.word(
            "a board",
            "a board of 3 to 200 `.` and `X`, no three `X` in a row",
            |b| {
                (MIN_LEN..=MAX_LEN).contains(&b.len())
                    && b.iter().all(|&c| c == b'.' || c == b'X')
                    && !b.windows(3).any(|w| w == b"XXX")
            },
        )?;
        r.end_of_line()?;
    }
    Ok(())
}
