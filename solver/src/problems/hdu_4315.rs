//! hdu-4315 — Climbing the Hill: cases `N k` then `N` cells until the end of
//! input; `Alice` when the first player wins, else `Bob`.
//!
//! Accepted input (the oracle's `problems::hdu_4315` states the same):
//! - cases follow each other until the end of input (none at all: no output);
//! - `N`: `1..=u64::MAX` (a case has a king, so at least one person);
//! - `k`: `1..=N` (`k > N` names nobody: an error at `k`);
//! - cells: `1..=u64::MAX` (cell 0 is the top, where nobody starts), each
//!   strictly greater than the one before it. The judge promises increasing
//!   cells and the king is counted from the top in that order, so a cell not
//!   above the previous one (a repeat or a decrease) is an error at that
//!   token rather than something silently sorted.
//! - `k == 1` is `Alice` (the king walks to the top at once), but its cells
//!   are read and checked all the same.
//!
//! Cells are kept as they arrive, never allocated by the claimed `N`.

use crate::climbing_hill;
use crate::io::{InputError, Tokens};
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    while let Some(n) = t.try_u64_in("the number of people N", 1, u64::MAX)? {
        let king = t.u64_in("the king's rank k", 1, n)?;
        let mut cells: Vec<u64> = Vec::new();
        for _ in 0..n {
            let cell = t.u64_in("a cell", 1, u64::MAX)?;
            if let Some(&above) = cells.last() {
                if cell <= above {
                    return Err(t.reject_last(
                        &format!("a cell greater than the previous cell {above}"),
                        format!("`{cell}`"),
                    ));
                }
            }
            cells.push(cell);
        }
        // `king <= n == cells.len()`, so it fits a usize.
        let king = usize::try_from(king).expect("k is at most the number of cells read");
        let wins = climbing_hill::first_player_wins(&cells, king)
            .map_err(|e| t.reject_last("a position", e))?;
        output.write_all(if wins { b"Alice\n" } else { b"Bob\n" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn traps() {
        let p = find("hdu-4315").unwrap();
        assert_eq!(run(p, b"3 2 1 2 3").unwrap(), b"Bob\n");
        assert_eq!(run(p, b"").unwrap(), b"");
        // k == 1 still reads (and checks) its cells.
        assert!(run(p, b"2 1 5 5")
            .unwrap_err()
            .to_string()
            .contains("token 4"));
        assert!(run(p, b"2 3 1 2")
            .unwrap_err()
            .to_string()
            .contains("from 1 to 2"));
        assert!(run(p, b"2 1 3")
            .unwrap_err()
            .to_string()
            .contains("end of input"));
        let top = run(p, b"2 2 18446744073709551615 1")
            .unwrap_err()
            .to_string();
        assert!(top.contains("token 4"), "{top}");
        assert_eq!(run(p, b"2 2 1 18446744073709551615").unwrap(), b"Alice\n");
    }
}
