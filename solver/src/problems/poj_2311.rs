//! poj-2311 — Cutting Game: pairs `W H` to end of input; one `W x H` sheet,
//! players cut pieces in turn, whoever first cuts out a `1 x 1` wins. `WIN`
//! when the first player wins, else `LOSE`.
//!
//! Sides from 1 (the judge's are 2 to 200): a `1 x 1` sheet has no cut
//! (`LOSE`), a `1 x k` sheet is cut into a `1 x 1` at once (`WIN`). Sides
//! past [`SIDE_LIMIT`] are refused at their token (the table is cubic to
//! build); 0 is no sheet and an error. The table grows to the largest side
//! asked so far, so small inputs stay cheap.
//!
//! Why the table is kept for the whole process: it is cubic to build (a
//! 200-side table is milliseconds in a release build, a 500-side one a
//! second in a debug build), and fuzzing, `verify` and the test suites run
//! this program thousands of times. A table depends on nothing but its side,
//! so sharing it cannot carry one input's state into the next.

use crate::cutting_game::{first_player_wins, Table, SIDE_LIMIT};
use crate::io::{InputError, Tokens};
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

/// The largest table built so far in this process.
static KEPT: Mutex<Option<Arc<Table>>> = Mutex::new(None);

/// A table that reaches `side` (at most [`SIDE_LIMIT`]): the kept one, or a
/// new one at least twice as large (and at least [`FIRST_SIDE`]), kept in
/// its place.
fn table_reaching(side: u64) -> Arc<Table> {
    let mut kept = KEPT.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    match kept.as_ref() {
        Some(table) if table.side() >= side => Arc::clone(table),
        _ => {
            let grown = kept.as_ref().map_or(FIRST_SIDE, |tb| tb.side() * 2);
            let table = Arc::new(Table::new(side.max(grown).min(SIDE_LIMIT)));
            *kept = Some(Arc::clone(&table));
            table
        }
    }
}

/// The table is first built this large (the judge's largest side).
const FIRST_SIDE: u64 = 200;

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut table: Option<Arc<Table>> = None;
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
                table = Some(table_reaching(side));
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

    /// The kept table serves every later input, before and after it grows.
    #[test]
    fn the_kept_table_answers_like_a_fresh_one() {
        use crate::cutting_game::{first_player_wins, Table};
        let p = find("poj-2311").unwrap();
        let fresh = Table::new(450);
        for sheets in [[(7, 5), (2, 3)], [(450, 449), (3, 2)], [(12, 200), (199, 4)]] {
            let input: String = sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect();
            let expected: String = sheets
                .iter()
                .map(|&(w, h)| if first_player_wins(&fresh, w, h) { "WIN\n" } else { "LOSE\n" })
                .collect();
            assert_eq!(run(p, input.as_bytes()).unwrap(), expected.as_bytes());
        }
    }

    #[test]
    fn edges() {
        let p = find("poj-2311").unwrap();
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
