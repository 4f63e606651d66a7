//! AtCoder ABC278 G, "Generalized Subtraction Game": the judge's protocol
//! and its play.
//!
//! The judge writes `N L R`; the program writes `First` or `Second`; then
//! the players alternate, a move `x y` removing cards `x..x+y-1` (all still
//! on the table, `L <= y <= R`). The program writes `0 0` when it has no
//! move. The judge writes its move `a b`, or `0 0` when it has none (the
//! program won), or `-1 -1` after an illegal move or the program's `0 0`
//! (the program lost); after either marker the program must end.

use super::record::{Fault, Player, Record};
use super::{Judge, Style};
use crate::rng::Rng;
use crate::stress::run::Interactor;
use oracle::interactive::card_row::CardRow;
use oracle::search::Searcher;
use solver::interactive::card_row::{CardRowTheory, TakeMove};

/// The judge's constraints.
pub const MAX_CARDS: u64 = 2000;

/// Positions of at most this many cards are checked against the oracle.
pub const ORACLE_CARDS: usize = 16;

/// A start: `N L R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    pub cards: u64,
    pub low: u64,
    pub high: u64,
}

impl Start {
    /// Inside the judge's constraints: `1 <= L <= R <= N <= 2000`.
    pub fn inside(&self) -> bool {
        1 <= self.low && self.low <= self.high && self.high <= self.cards && self.cards <= MAX_CARDS
    }

    /// What the solver accepts (beyond the judge, but within reason).
    pub fn playable(&self) -> bool {
        1 <= self.low
            && self.low <= self.high
            && self.cards <= solver::interactive::card_row::MAX_ROW as u64
    }

    pub fn text(&self) -> String {
        format!("{} {} {}", self.cards, self.low, self.high)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    ChooseSide,
    ProgramMoves,
    Over,
}

/// The judge of one game.
pub struct CardRowJudge {
    start: Start,
    theory: CardRowTheory,
    oracle: Searcher<CardRow>,
    /// `present[c]`: card `c` (1-based) is on the table.
    present: Vec<bool>,
    rng: Rng,
    style: Style,
    state: State,
    record: Record,
}

/// A row of cards on the table: its first card and its length.
#[derive(Clone, Copy, Debug)]
struct Row {
    first: usize,
    len: usize,
}

impl CardRowJudge {
    /// The judge of `start`, its choices drawn from `seed`. An error when
    /// the start is past what the solver can play.
    pub fn new(start: Start, seed: u64) -> Result<CardRowJudge, String> {
        if !start.playable() {
            return Err(format!("cannot play the start `{}`", start.text()));
        }
        let cards = start.cards as usize;
        let theory = CardRowTheory::new(start.low as usize, start.high as usize, cards)
            .map_err(|e| e.to_string())?;
        let oracle_rules = CardRow::new(start.low, start.high).ok_or("L and R out of order")?;
        let first_wins = theory.position_value(&[cards]) != Some(0);
        let record = Record {
            games: 1,
            start: start.text(),
            start_side: if first_wins {
                "the first player wins".into()
            } else {
                "the second player wins".into()
            },
            ..Record::default()
        };
        Ok(CardRowJudge {
            start,
            theory,
            oracle: Searcher::new(oracle_rules, 2_000_000),
            present: (0..=cards).map(|c| c > 0).collect(),
            rng: Rng::new(seed),
            style: Style::of_seed(seed),
            state: State::ChooseSide,
            record,
        })
    }

    pub fn style(&self) -> Style {
        self.style
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        let mut c = 1;
        while c < self.present.len() {
            if self.present[c] {
                let first = c;
                while c < self.present.len() && self.present[c] {
                    c += 1;
                }
                rows.push(Row {
                    first,
                    len: c - first,
                });
            } else {
                c += 1;
            }
        }
        rows
    }

    fn lengths(rows: &[Row]) -> Vec<usize> {
        rows.iter().map(|r| r.len).collect()
    }

    /// The table in words: `cards 1-3, 6-7` or `no cards`.
    fn table(&self) -> String {
        let rows = self.rows();
        if rows.is_empty() {
            return "no cards".into();
        }
        let parts: Vec<String> = rows
            .iter()
            .map(|r| {
                if r.len == 1 {
                    format!("{}", r.first)
                } else {
                    format!("{}-{}", r.first, r.first + r.len - 1)
                }
            })
            .collect();
        format!("cards {}", parts.join(", "))
    }

    fn has_move(&self) -> bool {
        self.rows().iter().any(|r| r.len >= self.start.low as usize)
    }

    fn value(&self) -> u32 {
        let rows = self.rows();
        self.theory
            .position_value(&Self::lengths(&rows))
            .unwrap_or(0)
    }

    /// A move as the protocol writes it.
    fn written(rows: &[Row], m: TakeMove) -> (usize, usize) {
        (rows[m.row].first + m.before, m.take)
    }

    /// Checks the solver's claim about the rows against the oracle's search,
    /// where the position is small.
    fn cross_check(&mut self, lengths: &[usize], claims_win: bool, after: Option<&[usize]>) {
        if lengths.iter().sum::<usize>() > ORACLE_CARDS || self.record.discrepancy.is_some() {
            return;
        }
        let mut position: Vec<u64> = lengths.iter().map(|&l| l as u64).collect();
        position.sort_unstable();
        let Ok(analysis) = self.oracle.analyze(&position) else {
            return;
        };
        if analysis.player_to_move_wins != claims_win {
            self.record.discrepancy = Some(format!(
                "rows {lengths:?} with L={} R={}: the solver says the player to move {}, the oracle says {}",
                self.start.low,
                self.start.high,
                if claims_win { "wins" } else { "loses" },
                if analysis.player_to_move_wins { "wins" } else { "loses" },
            ));
            return;
        }
        if let Some(after) = after {
            let mut next: Vec<u64> = after.iter().map(|&l| l as u64).filter(|&l| l > 0).collect();
            next.sort_unstable();
            if let Ok(a) = self.oracle.analyze(&next) {
                if a.player_to_move_wins {
                    self.record.discrepancy = Some(format!(
                        "rows {lengths:?} with L={} R={}: the solver's winning move leaves {next:?}, which the oracle says the opponent wins",
                        self.start.low, self.start.high
                    ));
                }
            }
        }
    }

    /// Every legal move, as (row index, take, before); for the styles.
    fn all_moves(&self, rows: &[Row]) -> Vec<TakeMove> {
        let mut moves = Vec::new();
        for (index, r) in rows.iter().enumerate() {
            for take in self.start.low as usize..=(self.start.high as usize).min(r.len) {
                for before in 0..=r.len - take {
                    moves.push(TakeMove {
                        row: index,
                        take,
                        before,
                    });
                }
            }
        }
        moves
    }

    fn lengths_after(rows: &[Row], m: TakeMove) -> Vec<usize> {
        let mut lengths = Self::lengths(rows);
        let len = lengths.remove(m.row);
        lengths.extend(
            [m.before, len - m.take - m.before]
                .into_iter()
                .filter(|&l| l > 0),
        );
        lengths
    }

    /// The judge's move (there is one).
    fn judge_move(&mut self) -> TakeMove {
        let rows = self.rows();
        let lengths = Self::lengths(&rows);
        let wins = self.theory.position_value(&lengths) != Some(0);
        if wins {
            let opening = if rows.len() == 1 && rows[0].len == self.start.cards as usize {
                self.theory.symmetric_opening(rows[0].len).filter(|m| {
                    let after = Self::lengths_after(&rows, *m);
                    self.theory.position_value(&after) == Some(0)
                })
            } else {
                None
            };
            let winning = self.theory.winning_moves(&lengths, 8);
            let chosen = match (opening, winning.is_empty()) {
                (Some(m), _) => m,
                (None, false) => winning[self.rng.range(0, winning.len() as u64 - 1) as usize],
                (None, true) => {
                    // A non-zero value always has a move to zero: the table
                    // is wrong. Say so, and play on legally.
                    self.record.discrepancy.get_or_insert_with(|| {
                        format!("rows {lengths:?}: value non-zero but no move to zero")
                    });
                    self.all_moves(&rows)[0]
                }
            };
            let after = Self::lengths_after(&rows, chosen);
            self.cross_check(&lengths, true, Some(&after));
            return chosen;
        }
        self.cross_check(&lengths, false, None);
        // Losing: hurt.
        let total: usize = lengths.iter().sum();
        let span = (self.start.high - self.start.low + 1) as usize;
        let affordable = total.saturating_mul(span) <= 20_000;
        match self.style {
            Style::Longest => {
                // The fewest cards, from the end of the longest row: the
                // most moves left.
                let (index, _) = rows
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.len >= self.start.low as usize)
                    .max_by_key(|(_, r)| r.len)
                    .expect("a move exists");
                let before = if self.rng.range(0, 1) == 0 {
                    0
                } else {
                    rows[index].len - self.start.low as usize
                };
                TakeMove {
                    row: index,
                    take: self.start.low as usize,
                    before,
                }
            }
            Style::FewestAnswers if affordable => {
                let moves = self.all_moves(&rows);
                let mut best: Option<(usize, TakeMove)> = None;
                // A sample of the moves (all of them when few).
                let picks = moves.len().min(24);
                for i in 0..picks {
                    let m = if moves.len() <= 24 {
                        moves[i]
                    } else {
                        moves[self.rng.range(0, moves.len() as u64 - 1) as usize]
                    };
                    let after = Self::lengths_after(&rows, m);
                    let answers = self.theory.winning_moves(&after, 64).len();
                    if best.is_none_or(|(b, _)| answers < b) {
                        best = Some((answers, m));
                    }
                }
                best.expect("a move exists").1
            }
            _ => {
                let moves = self.all_moves(&rows);
                moves[self.rng.range(0, moves.len() as u64 - 1) as usize]
            }
        }
    }

    fn remove(&mut self, x: usize, y: usize) {
        for c in x..x + y {
            self.present[c] = false;
        }
    }

    /// Plays the judge's turn: its move, or `0 0` when it has none.
    fn judge_turn(&mut self) -> Vec<u8> {
        if !self.has_move() {
            self.state = State::Over;
            self.record.all_won = self.record.fault.is_none();
            self.record.push(
                Player::Judge,
                "0 0",
                "the judge has no move: the program wins",
            );
            return b"0 0\n".to_vec();
        }
        let rows = self.rows();
        let m = self.judge_move();
        let (x, y) = Self::written(&rows, m);
        self.remove(x, y);
        let note = format!("{} left", self.table());
        self.record.push(Player::Judge, format!("{x} {y}"), note);
        self.state = State::ProgramMoves;
        format!("{x} {y}\n").into_bytes()
    }

    fn lost(&mut self, fault: Option<Fault>) -> Vec<u8> {
        if let Some(f) = fault {
            self.record.lose(f);
        }
        self.state = State::Over;
        self.record.push(Player::Judge, "-1 -1", "the program lost");
        b"-1 -1\n".to_vec()
    }

    /// Why `x y` is not a legal move now, if it is not.
    fn illegal(&self, x: i64, y: i64) -> Option<String> {
        let (n, low, high) = (
            self.start.cards as i64,
            self.start.low as i64,
            self.start.high as i64,
        );
        if x < 1 || x > n {
            return Some(format!("x must be between 1 and {n}"));
        }
        if y < low || y > high {
            return Some(format!("y must be between L={low} and R={high}"));
        }
        if x + y - 1 > n {
            return Some(format!("cards {x}..{} run past card {n}", x + y - 1));
        }
        let gone: Vec<usize> = (x as usize..(x + y) as usize)
            .filter(|&c| !self.present[c])
            .collect();
        if let Some(c) = gone.first() {
            return Some(format!("card {c} is no longer on the table"));
        }
        None
    }

    fn hear_move(&mut self, tokens: &[String]) -> Vec<u8> {
        let wrote = tokens.join(" ");
        let parsed = (tokens[0].parse::<i64>(), tokens[1].parse::<i64>());
        let (Ok(x), Ok(y)) = parsed else {
            self.record
                .push(Player::Program, &wrote, "not two integers");
            return self.lost(Some(Fault::Malformed {
                expected: "two integers `x y`".into(),
                got: wrote,
            }));
        };
        let position = self.table();
        if (x, y) == (0, 0) {
            let rows = self.rows();
            if let Some(m) = self.all_moves(&rows).first().copied() {
                let (a, b) = Self::written(&rows, m);
                self.record.push(Player::Program, &wrote, "claims no move");
                return self.lost(Some(Fault::Illegal {
                    position,
                    moved: wrote,
                    why: format!("it has a move, e.g. `{a} {b}`"),
                }));
            }
            self.record
                .push(Player::Program, &wrote, "no move left: the program loses");
            return self.lost(None);
        }
        if let Some(why) = self.illegal(x, y) {
            self.record.push(Player::Program, &wrote, "illegal");
            return self.lost(Some(Fault::Illegal {
                position,
                moved: wrote,
                why,
            }));
        }
        let rows = self.rows();
        let was_winning = self.value() != 0;
        self.remove(x as usize, y as usize);
        if was_winning && self.value() != 0 {
            let lengths = Self::lengths(&rows);
            let winning = self.theory.winning_moves(&lengths, 1);
            let hint = winning
                .first()
                .map(|&m| {
                    let (a, b) = Self::written(&rows, m);
                    format!("`{a} {b}`")
                })
                .unwrap_or_else(|| "another move".into());
            self.record.mistake(Fault::GaveAway {
                position,
                moved: wrote.clone(),
                winning: hint,
            });
        }
        let note = format!("{} left", self.table());
        self.record.push(Player::Program, &wrote, note);
        self.judge_turn()
    }

    fn hear_side(&mut self, tokens: &[String]) -> Vec<u8> {
        let side = tokens[0].as_str();
        let first_wins = self.value() != 0;
        let n = self.start.cards as usize;
        let why_first = || match self.theory.symmetric_opening(n).filter(|m| {
            let rest = n - m.take;
            rest % 2 == 0
        }) {
            Some(m) if m.before == 0 => {
                format!("the first player wins: `1 {}` takes every card", m.take)
            }
            Some(m) => format!(
                "the first player wins: `{} {}` leaves two rows of {} and mirrors",
                m.before + 1,
                m.take,
                m.before
            ),
            None => match self.theory.winning_moves(&[n], 1).first() {
                Some(m) => format!(
                    "the first player wins: `{} {}` leaves rows of Grundy value 0",
                    m.before + 1,
                    m.take
                ),
                None => "the first player wins".to_string(),
            },
        };
        match side {
            "First" => {
                self.record.push(Player::Program, side, "plays first");
                if !first_wins {
                    let why = if self.start.low as usize > n {
                        "no move exists: the first player loses at once".to_string()
                    } else {
                        format!(
                            "the second player wins: the row of {n} has Grundy value 0 (L = R = {} and N - L is odd, so no move leaves two equal rows)",
                            self.start.low
                        )
                    };
                    self.record.mistake(Fault::WrongSide {
                        chose: "First".into(),
                        why,
                    });
                }
                self.state = State::ProgramMoves;
                Vec::new()
            }
            "Second" => {
                self.record.push(Player::Program, side, "plays second");
                if first_wins {
                    let why = why_first();
                    self.record.mistake(Fault::WrongSide {
                        chose: "Second".into(),
                        why,
                    });
                }
                self.judge_turn()
            }
            _ => {
                self.record.push(Player::Program, side, "not a side");
                self.lost(Some(Fault::Malformed {
                    expected: "`First` or `Second`".into(),
                    got: side.into(),
                }))
            }
        }
    }
}

impl Interactor for CardRowJudge {
    fn opening(&mut self) -> Vec<u8> {
        let text = self.start.text();
        let note = format!("{} ({})", self.table(), self.record.start_side);
        self.record.push(Player::Judge, &text, note);
        format!("{text}\n").into_bytes()
    }

    fn wants(&self) -> usize {
        match self.state {
            State::ChooseSide => 1,
            State::ProgramMoves => 2,
            State::Over => 0,
        }
    }

    fn hear(&mut self, tokens: &[String]) -> Vec<u8> {
        match self.state {
            State::ChooseSide => self.hear_side(tokens),
            State::ProgramMoves => self.hear_move(tokens),
            State::Over => Vec::new(),
        }
    }
}

impl Judge for CardRowJudge {
    fn record(&self) -> &Record {
        &self.record
    }
}
