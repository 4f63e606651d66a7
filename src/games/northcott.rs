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

use crate::partisan::prelude::*;
use oracle::northcott::{Northcott as Rules, Position, Row, Slide};
use oracle::retrograde::Retrograde;
use solver::northcott as theory;

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
}

impl Notation for NorthcottPosition {
    fn parse(args: &[String]) -> Result<Self, String> {
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

    fn size(&self) -> u64 {
        self.columns
    }

    /// Every position of `columns` cells with 1 or 2 rows (3 rows too on
    /// boards up to 3 wide), plus the rowless one on the narrowest board.
    fn of_size(columns: u32) -> Vec<Self> {
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

/// Calls `f` with the rows as the solver's theory takes them: the mover's
/// piece first (the theory is about the player to move). Positions of a few
/// rows, all the sweep and the fuzzer make, are turned on the stack: the laws
/// ask the theory about every child, and a list allocated per child costs as
/// much as the theory's answer.
fn with_mover_first<T>(p: &Position, f: impl FnOnce(&[theory::Row]) -> T) -> T {
    const ON_STACK: usize = 8;
    let row = |r: &Row| {
        let (first, second) = match p.to_move {
            Player::First => (r.first, r.second),
            Player::Second => (r.second, r.first),
        };
        theory::Row { first, second }
    };
    if p.rows.len() <= ON_STACK {
        let mut rows = [theory::Row {
            first: 0,
            second: 0,
        }; ON_STACK];
        for (to, from) in rows.iter_mut().zip(&p.rows) {
            *to = row(from);
        }
        f(&rows[..p.rows.len()])
    } else {
        f(&p.rows.iter().map(row).collect::<Vec<_>>())
    }
}

/// Who wins `p` by the theory, given its rows mover first: the mover unless
/// the gaps' xor is 0.
fn winner(rules: &Rules, p: &Position, mover_first: &[theory::Row]) -> Outcome {
    let mover = rules.to_move(p);
    let wins = theory::first_player_wins(mover_first);
    Outcome::Wins(if wins { mover } else { mover.other() })
}

pub struct NorthcottGame;
pub type Northcott = PartisanDeclared<NorthcottGame>;
/// The checks kept per board width, with the labeled graph of each: a
/// later position on the same width is answered from it.
pub type NorthcottOracle = PartisanOracle<NorthcottGame>;

impl PartisanDeclaration for NorthcottGame {
    type Position = NorthcottPosition;
    type Rules = Rules;
    type Variant = u64;
    const NAME: &'static str = "northcott";
    const ABOUT: &'static str =
        "Northcott's game: slide your own piece in a row, not over the opponent's (partisan, cycles)";
    const SYNTAX: &'static str = "--columns M T,J... (e.g. `--columns 6 4,5 1,2 1,2`)";
    const EXHAUSTIVE_SIZE: u32 = 6;
    /// Positions and moves together that one oracle query may explore. Three rows
    /// of six columns (6,750 positions) fit with room to spare; four rows of six
    /// do not and are refused in well under a second.
    const ORACLE_BUDGET: usize = 500_000;
    const RENAMED: &'static [(&'static str, &'static str)] = &[
        ("only-a-win-has-winning-moves", "loss-has-no-winning-move"),
        (
            "winning-move-leaves-a-win-for-the-mover",
            "winning-move-leaves-xor-0",
        ),
        (
            "winning-moves-are-every-move-to-a-win",
            "winning-moves-are-every-slide-to-xor-0",
        ),
    ];
    const KEPT_VARIANTS: usize = 16;
    const LAW_MOVES: usize = usize::MAX;

    fn variant(p: &NorthcottPosition) -> u64 {
        p.columns
    }
    fn rules(&columns: &u64) -> Rules {
        Rules { columns }
    }
    fn engine(rules: Rules, budget: usize) -> Box<dyn PartisanEngine<Rules>> {
        Box::new(Retrograde::new(rules, budget))
    }
    fn in_rules(p: &NorthcottPosition) -> Cow<'_, Position> {
        let rows = p.rows.iter().map(|&(first, second)| Row { first, second });
        let to_move = Player::First;
        Cow::Owned(Position {
            rows: rows.collect(),
            to_move,
        })
    }
    fn solve(&columns: &u64, p: &Position) -> Answer<Self> {
        with_mover_first(p, |rows| {
            let moves = theory::winning_moves(columns, rows).into_iter();
            PartisanAnswer::outcome(winner(&Rules { columns }, p, rows))
                .with_moves(
                    moves
                        .map(|m| Slide {
                            row: m.row,
                            to: m.to,
                        })
                        .collect(),
                )
                .with_row("draws-reachable", "none")
        })
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|&columns, p| {
            let outcome = with_mover_first(p, |rows| winner(&Rules { columns }, p, rows));
            PartisanAnswer::outcome(outcome)
        })
    }
    fn every_move(&columns: &u64, _: &Position) -> bool {
        columns <= LISTED_WIDTH
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;

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
}
