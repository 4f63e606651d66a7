//! hdu-1730 by retrograde analysis: each group is one Northcott position
//! with the first player to move, decided over its whole position graph
//! (the pieces move back, so the graph has cycles). Nothing here knows about
//! the gaps between the pieces.
//!
//! Accepted input (the solver's `problems::hdu_1730` states the same):
//! - groups follow each other until the end of input (none: no output);
//! - `n`: any `u64` (0 rows: the first player has no move, `BAD LUCK!`);
//! - `m`: `2..=u64::MAX` columns (a row must hold two pieces);
//! - `T`, `J`: `1..=m`, and `J != T` (two pieces never share a cell: an
//!   error at `J`).
//!
//! A draw by endless play (which the theory says never happens) is written
//! as the line `DRAW`, an answer the solver never gives, so a comparison
//! shows it rather than hides it.

use super::{budget, Failure, Words};
use crate::northcott::{Northcott, Position, Row};
use crate::partisan::Player;
use crate::retrograde::{Retrograde, Value};
use std::cell::RefCell;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut groups: Vec<(u64, Vec<Row>)> = Vec::new();
    while !w.at_end() {
        let n = w.number("the number of rows")?;
        let m = w.number_between("the number of columns", 2, u64::MAX)?;
        let mut rows = Vec::new();
        for _ in 0..n {
            let first = w.number_between("the first player's column", 1, m)?;
            let second = w.number_between("the second player's column", 1, m)?;
            if first == second {
                return Err(Failure::Invalid(format!(
                    "group {}: both pieces of a row on column {first}",
                    groups.len() + 1
                )));
            }
            rows.push(Row { first, second });
        }
        groups.push((m, rows));
    }
    let mut out = String::new();
    // One engine per board width, kept by the thread: its graph is shared by
    // the groups on it and by later runs.
    let mut engines = ENGINES.with(|e| std::mem::take(&mut *e.borrow_mut()));
    let answered = solve_groups(groups, &mut engines, &mut out);
    engines.retain(|e| e.known() <= KEEP_UP_TO);
    ENGINES.with(|e| *e.borrow_mut() = engines);
    answered.map(|()| out)
}

/// A board's graph larger than this is not kept after a run.
const KEEP_UP_TO: usize = 1 << 20;

thread_local! {
    static ENGINES: RefCell<Vec<Retrograde<Northcott>>> = const { RefCell::new(Vec::new()) };
}

fn solve_groups(
    groups: Vec<(u64, Vec<Row>)>,
    engines: &mut Vec<Retrograde<Northcott>>,
    out: &mut String,
) -> Result<(), Failure> {
    for (columns, rows) in groups {
        // A row is two numbers.
        let budget = budget::for_length(rows.len().saturating_mul(2));
        let at = match engines.iter().position(|e| e.rules().columns == columns) {
            Some(at) => at,
            None => {
                engines.push(Retrograde::new(Northcott { columns }, budget));
                engines.len() - 1
            }
        };
        let engine = &mut engines[at];
        engine.set_budget(budget);
        let start = Position {
            rows,
            to_move: Player::First,
        };
        let value = engine
            .value(&start)
            .map_err(Failure::from)?;
        out.push_str(match value {
            Value::Win => "I WIN!\n",
            Value::Loss => "BAD LUCK!\n",
            Value::Draw => "DRAW\n",
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_inputs() {
        assert_eq!(answer(b"\n\n0 2\n\n"), Ok("BAD LUCK!\n".into()));
        for bad in [&b"1 6 3 3"[..], b"1 1", b"1 6 7 1", b"2 6 1 2", b"1 6 0 2"] {
            assert!(
                matches!(answer(bad), Err(Failure::Invalid(_))),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
        assert!(matches!(
            answer(b"1 18446744073709551615 1 18446744073709551615"),
            Err(Failure::TooLarge(_))
        ));
    }
}
