//! Codeforces 1934D2, "XOR Break — Game Version": the judge's protocol and
//! its play (the judge is Bob; the program is Alice).
//!
//! The judge writes `t`, then for each game `n`; the program writes `first`
//! or `second`. The holder of `p` breaks it, writing `p1 p2` (`p1 xor p2 =
//! p`, both in `1..p`); the other side keeps one part and breaks it. The
//! program's break names the part it kept implicitly (the xor of what it
//! writes). The judge writes `0 0` when it cannot break (the program won
//! this game; the next `n` follows), and `-1 -1` after an illegal break,
//! the program's `0 0`, or its 64th break in one game (it lost: it must end).

use super::record::{Fault, Player, Record};
use super::{Judge, Style};
use crate::rng::Rng;
use crate::stress::run::Interactor;
use oracle::interactive::xor_break::XorBreak;
use oracle::search::Searcher;
use solver::interactive::xor_break::{can_break, holder_wins, is_break, winning_break};

/// The judge's constraints.
pub const MAX_GAMES: usize = 1000;
pub const MAX_N: u64 = 1_000_000_000_000_000_000;
/// Breaks the program may make in one game.
pub const MAX_BREAKS: usize = 63;
/// Numbers below this are checked against the oracle.
pub const ORACLE_BELOW: u64 = 1 << 7;

/// A start: the numbers of the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    pub games: Vec<u64>,
}

impl Start {
    pub fn inside(&self) -> bool {
        (1..=MAX_GAMES).contains(&self.games.len())
            && self.games.iter().all(|&n| (1..=MAX_N).contains(&n))
    }

    pub fn playable(&self) -> bool {
        !self.games.is_empty() && self.games.iter().all(|&n| n >= 1)
    }

    /// The start in the form `--start` reads: `n1,n2,...`.
    pub fn text(&self) -> String {
        let all: Vec<String> = self.games.iter().map(|n| n.to_string()).collect();
        all.join(",")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    ChooseSide,
    /// The program breaks one of these (the same number twice at a start).
    ProgramBreaks(u64, u64),
    Over,
}

/// The judge of a run of games.
pub struct XorBreakJudge {
    start: Start,
    game: usize,
    breaks: usize,
    oracle: Searcher<XorBreak>,
    seed: u64,
    rng: Rng,
    style: Style,
    state: State,
    record: Record,
}

fn side_of(n: u64) -> String {
    if holder_wins(n) {
        format!("{n} has an even number of set bits: the first player wins")
    } else {
        format!(
            "{n} has an odd number of set bits ({}): the second player wins",
            n.count_ones()
        )
    }
}

impl XorBreakJudge {
    pub fn new(start: Start, seed: u64) -> Result<XorBreakJudge, String> {
        if !start.playable() {
            return Err(format!("cannot play the start `{}`", start.text()));
        }
        let record = Record {
            games: start.games.len(),
            ..Record::default()
        };
        Ok(XorBreakJudge {
            start,
            game: 0,
            breaks: 0,
            oracle: Searcher::new(XorBreak, 2_000_000),
            seed,
            rng: Rng::new(seed),
            style: Style::of_seed(seed),
            state: State::ChooseSide,
            record,
        })
    }

    pub fn style(&self) -> Style {
        self.style
    }

    /// Starts game `game`: its number, written.
    fn begin(&mut self) -> Vec<u8> {
        let n = self.start.games[self.game];
        // Each game draws from its own stream (the seed and its n): a game
        // replays the same when the shrinker drops the games around it.
        self.rng = Rng::new(self.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ n);
        self.breaks = 0;
        self.record.turns.clear();
        self.record.game = self.game;
        self.record.start = n.to_string();
        self.record.start_side = side_of(n);
        self.record.mistake = None;
        self.record.push(
            Player::Judge,
            n.to_string(),
            format!("game {}: {}", self.game + 1, side_of(n)),
        );
        self.state = State::ChooseSide;
        format!("{n}\n").into_bytes()
    }

    /// The program won the current game: the next one, or the end.
    fn next_game(&mut self) -> Vec<u8> {
        self.game += 1;
        if self.game == self.start.games.len() {
            self.state = State::Over;
            self.record.all_won = true;
            return Vec::new();
        }
        self.begin()
    }

    fn cross_check(&mut self, p: u64) {
        if p >= ORACLE_BELOW || self.record.discrepancy.is_some() {
            return;
        }
        if let Ok(a) = self.oracle.analyze(&(p, p)) {
            if a.player_to_move_wins != holder_wins(p) {
                self.record.discrepancy = Some(format!(
                    "holding {p}: the solver says the holder {}, the oracle says {}",
                    if holder_wins(p) { "wins" } else { "loses" },
                    if a.player_to_move_wins {
                        "wins"
                    } else {
                        "loses"
                    }
                ));
            }
        }
    }

    /// Which of the program's parts the judge keeps: a winning one, else
    /// the one worse for the program; `None` when neither can be broken.
    fn keep(&mut self, p1: u64, p2: u64) -> Option<u64> {
        let parts = [p1, p2];
        if let Some(&w) = parts.iter().find(|&&p| holder_wins(p)) {
            return Some(w);
        }
        let breakable: Vec<u64> = parts.into_iter().filter(|&p| can_break(p)).collect();
        match breakable.as_slice() {
            [] => None,
            [one] => Some(*one),
            [a, b] => Some(match self.style {
                Style::Longest => (*a).max(*b),
                Style::FewestAnswers => {
                    if a.count_ones() >= b.count_ones() {
                        *a
                    } else {
                        *b
                    }
                }
                Style::Rare => {
                    if self.rng.range(0, 1) == 0 {
                        *a
                    } else {
                        *b
                    }
                }
            }),
            _ => unreachable!("two parts"),
        }
    }

    /// The judge's break of `q` (breakable).
    fn judge_break(&mut self, q: u64) -> (u64, u64) {
        self.cross_check(q);
        if let Some(b) = winning_break(q) {
            return b;
        }
        let top = 1u64 << (63 - q.leading_zeros());
        // Losing: every break leaves the program an even part `e`; which
        // one depends on the style.
        let even = match self.style {
            Style::Longest => {
                // The largest even part: q - 1 when legal, else q without
                // its lowest bit.
                let minus = q - 1;
                if minus.count_ones() % 2 == 0 && is_break(q, minus, q ^ minus) {
                    minus
                } else {
                    q ^ (q & q.wrapping_neg())
                }
            }
            Style::FewestAnswers => {
                // Two bits (the top and one more of q's): a single winning
                // answer, breaking it into its two bits.
                let others: Vec<u64> = (0..63)
                    .map(|b| 1u64 << b)
                    .filter(|&b| q & b != 0 && b != top)
                    .collect();
                top | others[self.rng.range(0, others.len() as u64 - 1) as usize]
            }
            Style::Rare => {
                // A random odd-count part under one of q's bits (a few
                // draws; the lowest bit alone is always one).
                let bits: Vec<u32> = (0..64).filter(|&b| q >> b & 1 == 1).collect();
                let fallback = q ^ (q & q.wrapping_neg());
                (0..64)
                    .find_map(|_| {
                        let high = bits[self.rng.range(0, bits.len() as u64 - 1) as usize];
                        let below = (self.rng.next_u64()) & ((1u64 << high) - 1);
                        let odd = (1u64 << high) | below;
                        let e = q ^ odd;
                        (odd.count_ones() % 2 == 1 && is_break(q, odd, e)).then_some(e)
                    })
                    .unwrap_or(fallback)
            }
        };
        let other = q ^ even;
        debug_assert!(is_break(q, even, other));
        if self.rng.range(0, 1) == 0 {
            (even, other)
        } else {
            (other, even)
        }
    }

    /// The judge holds a choice of `p1`, `p2` (the same number at a start).
    fn judge_turn(&mut self, p1: u64, p2: u64) -> Vec<u8> {
        let Some(q) = self.keep(p1, p2) else {
            self.record.push(
                Player::Judge,
                "0 0",
                format!(
                    "the judge cannot break: the program wins game {}",
                    self.game + 1
                ),
            );
            let mut out = b"0 0\n".to_vec();
            out.extend(self.next_game());
            return out;
        };
        let (a, b) = self.judge_break(q);
        self.record.push(
            Player::Judge,
            format!("{a} {b}"),
            format!("keeps {q}, breaks it"),
        );
        self.state = State::ProgramBreaks(a, b);
        format!("{a} {b}\n").into_bytes()
    }

    fn lost(&mut self, fault: Option<Fault>) -> Vec<u8> {
        if let Some(f) = fault {
            self.record.lose(f);
        }
        self.state = State::Over;
        self.record.push(Player::Judge, "-1 -1", "the program lost");
        b"-1 -1\n".to_vec()
    }

    fn hear_side(&mut self, tokens: &[String]) -> Vec<u8> {
        let n = self.start.games[self.game];
        match tokens[0].as_str() {
            "first" => {
                self.record.push(Player::Program, "first", "holds n");
                if !holder_wins(n) {
                    self.record.mistake(Fault::WrongSide {
                        chose: "first".into(),
                        why: side_of(n),
                    });
                }
                self.state = State::ProgramBreaks(n, n);
                Vec::new()
            }
            "second" => {
                self.record
                    .push(Player::Program, "second", "the judge holds n");
                if holder_wins(n) {
                    let (a, b) = winning_break(n).expect("a winning break");
                    self.record.mistake(Fault::WrongSide {
                        chose: "second".into(),
                        why: format!("{}, breaking it into {a} {b}", side_of(n)),
                    });
                }
                self.judge_turn(n, n)
            }
            other => {
                let got = other.to_string();
                self.record.push(Player::Program, &got, "not a side");
                self.lost(Some(Fault::Malformed {
                    expected: "`first` or `second`".into(),
                    got,
                }))
            }
        }
    }

    fn hear_break(&mut self, a: u64, b: u64, tokens: &[String]) -> Vec<u8> {
        let wrote = tokens.join(" ");
        let position = if a == b {
            format!("holding {a}")
        } else {
            format!("choosing from {a} {b}")
        };
        let (Ok(p1), Ok(p2)) = (tokens[0].parse::<u64>(), tokens[1].parse::<u64>()) else {
            self.record.push(Player::Program, &wrote, "not two numbers");
            return self.lost(Some(Fault::Malformed {
                expected: "two integers `p1 p2`".into(),
                got: wrote,
            }));
        };
        if (p1, p2) == (0, 0) {
            let breakable = [a, b].into_iter().find(|&p| can_break(p));
            self.record.push(Player::Program, &wrote, "gives up");
            return self.lost(breakable.map(|p| Fault::Illegal {
                position,
                moved: wrote,
                why: format!("`0 0` gives up, but {p} can be broken"),
            }));
        }
        let p = p1 ^ p2;
        if p != a && p != b {
            self.record.push(Player::Program, &wrote, "illegal");
            return self.lost(Some(Fault::Illegal {
                position,
                moved: wrote,
                why: format!("{p1} xor {p2} = {p}, which it does not hold"),
            }));
        }
        if !is_break(p, p1, p2) {
            self.record.push(Player::Program, &wrote, "illegal");
            return self.lost(Some(Fault::Illegal {
                position,
                moved: wrote,
                why: format!("both parts must be between 1 and {}", p - 1),
            }));
        }
        self.breaks += 1;
        if self.breaks > MAX_BREAKS {
            self.record
                .push(Player::Program, &wrote, format!("break {}", self.breaks));
            return self.lost(Some(Fault::TooManyMoves { limit: MAX_BREAKS }));
        }
        let could_win = [a, b].into_iter().find(|&x| holder_wins(x));
        if let Some(w) = could_win {
            if holder_wins(p1) || holder_wins(p2) {
                let (x, y) = winning_break(w).expect("a winning break");
                self.record.mistake(Fault::GaveAway {
                    position: position.clone(),
                    moved: wrote.clone(),
                    winning: format!("`{x} {y}`"),
                });
            }
        }
        self.record.push(
            Player::Program,
            &wrote,
            format!("breaks {p} (break {})", self.breaks),
        );
        self.judge_turn(p1, p2)
    }
}

impl Interactor for XorBreakJudge {
    fn opening(&mut self) -> Vec<u8> {
        let mut out = format!("{}\n", self.start.games.len()).into_bytes();
        out.extend(self.begin());
        out
    }

    fn wants(&self) -> usize {
        match self.state {
            State::ChooseSide => 1,
            State::ProgramBreaks(..) => 2,
            State::Over => 0,
        }
    }

    fn hear(&mut self, tokens: &[String]) -> Vec<u8> {
        match self.state {
            State::ChooseSide => self.hear_side(tokens),
            State::ProgramBreaks(a, b) => self.hear_break(a, b, tokens),
            State::Over => Vec::new(),
        }
    }
}

impl Judge for XorBreakJudge {
    fn record(&self) -> &Record {
        &self.record
    }
}
