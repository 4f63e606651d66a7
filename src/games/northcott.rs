//! Northcott's game (hdu-1730): rows of `m` cells, one piece of each player per
//! row; a player slides their own piece left or right, not onto or over the
//! other piece. The first player owns the first piece of each row and moves
//! first.
//!
//! Compared: outcome, the winning moves (row, column reached) in row order,
//! and whether any position reachable from this one is a draw (the solver's
//! theory says none is; the oracle's retrograde analysis finds out). Laws,
//! checked at any size: each winning move is a legal slide that leaves the
//! gaps' xor at 0; a lost position has no winning move and a won one has one;
//! on boards narrow enough to list every slide, the winning moves are exactly
//! the slides to xor 0, moves away from the other piece included.

use crate::family::{list, parse_u64, take_option, Comparison, Family};
use crate::games::outcome_word;
use crate::most_used::MostUsed;
use arbitrary::{Arbitrary, Unstructured};
use oracle::northcott::{Northcott as Rules, Player, Position, Row};
use oracle::retrograde::{Retrograde, Value};
use solver::northcott as theory;
use std::fmt;

/// Positions and moves together that one oracle query may explore. Three rows
/// of six columns (6,750 positions) fit with room to spare; four rows of six
/// do not and are refused in well under a second.
pub const ORACLE_BUDGET: usize = 500_000;

/// Boards up to this width get every slide listed by the laws.
pub const LISTED_WIDTH: u64 = 1000;

/// A board width and the pieces in each row, first player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NorthcottPosition {
    pub columns: u64,
    /// `(first, second)`: the 1-based columns of the two pieces of each row.
    pub rows: Vec<(u64, u64)>,
}

impl NorthcottPosition {
    pub const MAX_ROWS: usize = 3;
    pub const MAX_COLUMNS: u64 = 6;

    pub fn parse(args: &[String]) -> Result<Self, String> {
        let mut words = args.to_vec();
        let columns = take_option(&mut words, "--columns", "a number of columns")?
            .ok_or("missing --columns M (the width of every row)")?;
        let columns = parse_u64(&columns, "--columns")?;
        let mut rows = Vec::new();
        for w in &words {
            let row = rows.len() + 1;
            let (t, j) = w
                .split_once(',')
                .ok_or_else(|| format!("row {row}: expected `T,J` (two columns), found `{w}`"))?;
            let t = parse_u64(t.trim(), &format!("row {row}, first piece"))?;
            let j = parse_u64(j.trim(), &format!("row {row}, second piece"))?;
            rows.push((t, j));
        }
        if columns < 2 {
            return Err(format!(
                "--columns {columns}: a row needs at least 2 cells for its two pieces"
            ));
        }
        for (i, &(t, j)) in rows.iter().enumerate() {
            let row = i + 1;
            for (what, c) in [("first", t), ("second", j)] {
                if !(1..=columns).contains(&c) {
                    return Err(format!(
                        "row {row}: the {what} piece's column {c} is not in 1..={columns}"
                    ));
                }
            }
            if t == j {
                return Err(format!("row {row}: both pieces on column {t}"));
            }
        }
        Ok(NorthcottPosition { columns, rows })
    }

    /// Every position of `columns` cells with 1 or 2 rows (3 rows too on
    /// boards up to 3 wide), plus the rowless one on the narrowest board.
    pub fn of_size(columns: u32) -> Vec<Self> {
        let m = u64::from(columns);
        if m < 2 {
            return Vec::new();
        }
        let placements: Vec<(u64, u64)> = (1..=m)
            .flat_map(|t| (1..=m).filter(move |&j| j != t).map(move |j| (t, j)))
            .collect();
        let mut out = Vec::new();
        if m == 2 {
            out.push(NorthcottPosition {
                columns: m,
                rows: Vec::new(),
            });
        }
        let most_rows = if m <= 3 { 3 } else { 2 };
        for count in 1..=most_rows {
            let mut pick = vec![0usize; count];
            loop {
                out.push(NorthcottPosition {
                    columns: m,
                    rows: pick.iter().map(|&i| placements[i]).collect(),
                });
                let Some(i) = pick.iter().rposition(|&p| p + 1 < placements.len()) else {
                    break;
                };
                pick[i] += 1;
                pick[i + 1..].iter_mut().for_each(|p| *p = 0);
            }
        }
        out
    }

    fn solver_rows(&self) -> Vec<theory::Row> {
        self.rows
            .iter()
            .map(|&(first, second)| theory::Row { first, second })
            .collect()
    }

    fn oracle_position(&self) -> Position {
        Position {
            rows: self
                .rows
                .iter()
                .map(|&(first, second)| Row { first, second })
                .collect(),
            to_move: Player::First,
        }
    }
}

impl<'a> Arbitrary<'a> for NorthcottPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let columns = u.int_in_range(2..=Self::MAX_COLUMNS)?;
        let count = u.int_in_range(0..=Self::MAX_ROWS)?;
        let rows = (0..count)
            .map(|_| {
                let t = u.int_in_range(1..=columns)?;
                let j = u.int_in_range(1..=columns - 1)?;
                Ok((t, if j >= t { j + 1 } else { j }))
            })
            .collect::<arbitrary::Result<_>>()?;
        Ok(NorthcottPosition { columns, rows })
    }
}

impl fmt::Display for NorthcottPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "--columns {}", self.columns)?;
        for (t, j) in &self.rows {
            write!(f, " {t},{j}")?;
        }
        Ok(())
    }
}

/// A move as both sides are compared: which row (0-based), which column.
pub fn move_text(row: usize, to: u64) -> String {
    format!("row {row} to {to}")
}

/// Outcome words with draws, for the oracle's three values.
fn value_word(value: Value) -> String {
    match value {
        Value::Win => outcome_word(true),
        Value::Loss => outcome_word(false),
        Value::Draw => "draw".to_string(),
    }
}

/// Is moving the first piece of row `(t, j)` to `to` a legal slide?
fn is_slide(columns: u64, (t, j): (u64, u64), to: u64) -> bool {
    (1..=columns).contains(&to) && to != t && (to < j) == (t < j) && to != j
}

pub struct Northcott;

/// The oracle keeps the labeled position graph of each board width it uses
/// most: a later position on the same width is answered from it, or adds
/// only the positions not seen before.
pub struct NorthcottOracle {
    kept: MostUsed<u64, Retrograde<Rules>, 16>,
    /// States and moves one query may visit.
    budget: usize,
}

impl Default for NorthcottOracle {
    /// At the family's own budget.
    fn default() -> Self {
        Northcott::oracle(crate::check::OracleBudget::DEFAULTS)
    }
}

impl NorthcottOracle {
    fn engine(&mut self, columns: u64) -> &mut Retrograde<Rules> {
        let budget = self.budget;
        let engine = self
            .kept
            .get_or_insert_with(&columns, || Retrograde::new(Rules { columns }, budget));
        engine.set_budget(budget);
        engine
    }
}

impl Family for Northcott {
    type Position = NorthcottPosition;
    type Oracle = NorthcottOracle;

    const NAME: &'static str = "northcott";
    const ABOUT: &'static str =
        "Northcott's game: slide your own piece in a row, not over the opponent's (partisan, cycles)";
    const SYNTAX: &'static str = "--columns M T,J... (e.g. `--columns 6 4,5 1,2 1,2`)";
    const EXHAUSTIVE_SIZE: u32 = 6;

    fn oracle(budget: crate::check::OracleBudget) -> NorthcottOracle {
        NorthcottOracle {
            kept: MostUsed::default(),
            budget: budget.or(ORACLE_BUDGET),
        }
    }

    fn parse(args: &[String]) -> Result<NorthcottPosition, String> {
        NorthcottPosition::parse(args)
    }

    fn size(p: &NorthcottPosition) -> u64 {
        p.columns
    }

    fn positions_of_size(size: u32) -> Vec<NorthcottPosition> {
        NorthcottPosition::of_size(size)
    }

    fn compare(p: &NorthcottPosition, oracle: &mut NorthcottOracle) -> Comparison {
        let answer = oracle
            .engine(p.columns)
            .solve(&p.oracle_position())
            .map_err(|e| e.to_string());

        let rows = p.solver_rows();
        let wins = theory::first_player_wins(&rows);
        let moves = theory::winning_moves(p.columns, &rows);

        let mut c = Comparison::default();
        c.row(
            "outcome",
            Ok(outcome_word(wins)),
            answer
                .as_ref()
                .map(|a| value_word(a.value))
                .map_err(Clone::clone),
        );
        c.row(
            "winning-moves",
            Ok(list(moves.iter().map(|m| move_text(m.row, m.to)))),
            answer
                .as_ref()
                .map(|a| {
                    let mut found: Vec<(usize, u64)> =
                        a.winning_moves.iter().map(|m| (m.row, m.to)).collect();
                    found.sort_unstable();
                    list(found.into_iter().map(|(r, t)| move_text(r, t)))
                })
                .map_err(Clone::clone),
        );
        c.row(
            "draws-reachable",
            Ok("none".to_string()),
            answer
                .as_ref()
                .map(|a| match a.draws {
                    0 => "none".to_string(),
                    d => format!("{d} of {} positions", a.positions),
                })
                .map_err(Clone::clone),
        );
        if let Ok(a) = &answer {
            c.note(format!("the oracle's graph: {} positions", a.positions));
        }

        for m in &moves {
            let legal = m.row < p.rows.len() && is_slide(p.columns, p.rows[m.row], m.to);
            c.law("winning-move-is-legal", legal, || {
                format!("{} is not a slide", move_text(m.row, m.to))
            });
            if legal {
                let mut next = rows.clone();
                next[m.row].first = m.to;
                c.law(
                    "winning-move-leaves-xor-0",
                    theory::nim_value(&next) == 0,
                    || {
                        format!(
                            "after {} the gaps' xor is {}",
                            move_text(m.row, m.to),
                            theory::nim_value(&next)
                        )
                    },
                );
            }
        }
        c.law("loss-has-no-winning-move", wins || moves.is_empty(), || {
            format!("lost, yet moves {moves:?}")
        });
        c.law("win-has-a-winning-move", !wins || !moves.is_empty(), || {
            "won, yet no winning move".into()
        });
        if p.columns <= LISTED_WIDTH {
            let mut to_xor_0 = Vec::new();
            for (row, &(t, j)) in p.rows.iter().enumerate() {
                for to in 1..=p.columns {
                    if is_slide(p.columns, (t, j), to) {
                        let mut next = rows.clone();
                        next[row].first = to;
                        if theory::nim_value(&next) == 0 {
                            to_xor_0.push(theory::Slide { row, to });
                        }
                    }
                }
            }
            c.law(
                "winning-moves-are-every-slide-to-xor-0",
                to_xor_0 == moves,
                || {
                    format!(
                        "slides to xor 0: {}, listed: {}",
                        list(to_xor_0.iter().map(|m| move_text(m.row, m.to))),
                        list(moves.iter().map(|m| move_text(m.row, m.to)))
                    )
                },
            );
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_problem_sample_agrees() {
        let p = Northcott::parse(&words("--columns 6 4,5 1,2 1,2")).unwrap();
        let c = Northcott::compare(&p, &mut NorthcottOracle::default());
        assert!(c.discrepancies("northcott", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[0].oracle, Ok("second player wins".to_string()));
        let p = Northcott::parse(&words("--columns 6 4,5 1,3 1,2")).unwrap();
        let c = Northcott::compare(&p, &mut NorthcottOracle::default());
        assert!(c.discrepancies("northcott", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[1].oracle, Ok("[row 0 to 3, row 1 to 2]".to_string()));
        assert_eq!(c.rows[2].oracle, Ok("none".to_string()));
    }

    #[test]
    fn display_round_trips_and_bad_input_is_named() {
        let p = NorthcottPosition {
            columns: 100,
            rows: vec![(1, 100), (50, 3)],
        };
        assert_eq!(Northcott::parse(&words(&p.to_string())).unwrap(), p);
        assert_eq!(
            Northcott::parse(&words("--columns=6 1,2")).unwrap().columns,
            6
        );
        let err = |t: &str| Northcott::parse(&words(t)).unwrap_err();
        assert!(err("1,2").contains("--columns"));
        assert!(err("--columns 6 1,1").contains("row 1"));
        assert!(err("--columns 6 1,2 7,2").contains("row 2"));
        assert!(err("--columns 6 1;2").contains("T,J"));
        assert!(err("--columns 1").contains("at least 2"));
        assert!(err("--columns").contains("needs"));
    }

    #[test]
    fn sizes_list_every_placement() {
        // Width 3: 6 placements per row; 6 + 36 + 216 positions.
        assert_eq!(NorthcottPosition::of_size(3).len(), 6 + 36 + 216);
        assert_eq!(NorthcottPosition::of_size(2).len(), 1 + 2 + 4 + 8);
        assert!(NorthcottPosition::of_size(1).is_empty());
    }

    #[test]
    fn wide_boards_get_laws_but_no_oracle() {
        let p = Northcott::parse(&words("--columns 100 1,100 50,3 7,8 9,90")).unwrap();
        let c = Northcott::compare(&p, &mut NorthcottOracle::default());
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("northcott", "").is_empty(), "{c:?}");
    }

    #[test]
    fn slides_stay_on_their_side() {
        assert!(!is_slide(6, (4, 5), 6), "no passing over the other piece");
        assert!(!is_slide(6, (4, 5), 5), "no landing on it");
        assert!(!is_slide(6, (4, 5), 4), "a move moves");
        assert!(!is_slide(6, (4, 5), 0) && !is_slide(6, (5, 4), 7));
        assert!(is_slide(6, (4, 5), 1) && is_slide(6, (5, 2), 6));
    }
}
