//! poj-2311 — Cutting Game: pairs `W H` to end of input; one `W x H` sheet,
//! players cut pieces in turn, whoever first cuts out a `1 x 1` wins. `WIN`
//! when the first player wins, else `LOSE`.
//!
//! Sides from 1 (the judge's are 2 to 200): a `1 x 1` sheet has no cut
//! (`LOSE`), a `1 x k` sheet is cut into a `1 x 1` at once (`WIN`). Sides
//! past [`SIDE_LIMIT`] are refused at their token (the table is cubic to
//! build); 0 is no sheet and an error. The table grows to the largest side
//! asked so far, so small inputs stay cheap.

use crate::cutting_game::{first_player_wins, Table, SIDE_LIMIT};
use crate::io::{InputError, Tokens};
use std::io::{BufRead, Write};

/// The table is first built this large (the judge's largest side).
const FIRST_SIDE: u64 = 200;

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut table: Option<Table> = None;
    while let Some(w) = t.try_u64_in("the width W", 1, u64::MAX)? {
        let w_place = t.last_place();
        let h = t.u64_in("the height H", 1, u64::MAX)?;
        let wins = if w.min(h) == 1 {
            w.max(h) > 1
        } else {
            let side = w.max(h);
            if side > SIDE_LIMIT {
                let place = if w > SIDE_LIMIT { w_place } else { t.last_place() };
                return Err(InputError::Unanswerable {
                    line: place.line,
                    column: place.column,
                    token: place.token,
                    what: format!("a side of {side}: the cutting game's table reaches {SIDE_LIMIT}"),
                });
            }
            if table.as_ref().is_none_or(|tb| tb.side() < side) {
                let grown = table.as_ref().map_or(FIRST_SIDE, |tb| tb.side() * 2);
                table = Some(Table::new(side.max(grown).min(SIDE_LIMIT)));
            }
            first_player_wins(table.as_ref().expect("built above"), w, h)
        };
        output.write_all(if wins { b"WIN\n" } else { b"LOSE\n" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn sample_and_edges() {
        let p = find("poj-2311").unwrap();
        assert_eq!(run(p, b"2 2\n3 2\n4 2\n").unwrap(), b"LOSE\nLOSE\nWIN\n");
        assert_eq!(run(p, b"1 1\n1 2\n5 1\n3 3\n").unwrap(), b"LOSE\nWIN\nWIN\nLOSE\n");
        assert_eq!(run(p, b"").unwrap(), b"");
        let e = run(p, b"3 0").unwrap_err().to_string();
        assert!(e.contains("column 3") && e.contains("from 1 to"), "{e}");
        let e = run(p, b"2 3\n2").unwrap_err().to_string();
        assert!(e.contains("the height H"), "{e}");
        let e = run(p, b"501 2").unwrap_err().to_string();
        assert!(e.contains("column 1") && e.contains("past what"), "{e}");
        assert_eq!(run(p, b"18446744073709551615 1").unwrap(), b"WIN\n");
    }
}
