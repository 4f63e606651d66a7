//! What the judge keeps of a game: each turn as it was written, and the
//! first thing the program did wrong.

use std::fmt;

/// Who wrote a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Program,
    Judge,
}

/// One line of the conversation, with what it means in the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub by: Player,
    pub wrote: String,
    /// The position after it, or what it meant.
    pub note: String,
}

/// Why the program's answer is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// It chose the side that loses against best play.
    WrongSide { chose: String, why: String },
    /// It held a won position and played a move that loses.
    GaveAway {
        position: String,
        moved: String,
        winning: String,
    },
    /// Its move breaks the rules.
    Illegal {
        position: String,
        moved: String,
        why: String,
    },
    /// It wrote something that is not what the protocol allows here.
    Malformed { expected: String, got: String },
    /// More moves than the problem allows.
    TooManyMoves { limit: usize },
    /// It ended (or closed its output) before the game was over.
    EndedEarly { waiting_for: String },
}

impl Fault {
    /// The kind of fault, for "fails the same way" when shrinking.
    pub fn kind(&self) -> &'static str {
        match self {
            Fault::WrongSide { .. } => "wrong side",
            Fault::GaveAway { .. } => "won game given away",
            Fault::Illegal { .. } => "illegal move",
            Fault::Malformed { .. } => "malformed output",
            Fault::TooManyMoves { .. } => "too many moves",
            Fault::EndedEarly { .. } => "ended before the game was over",
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::WrongSide { chose, why } => write!(f, "wrong side: chose {chose}, but {why}"),
            Fault::GaveAway {
                position,
                moved,
                winning,
            } => write!(
                f,
                "won game given away: at {position} it played {moved}, which loses; {winning} wins"
            ),
            Fault::Illegal {
                position,
                moved,
                why,
            } => write!(f, "illegal move: at {position} it played {moved}: {why}"),
            Fault::Malformed { expected, got } => {
                write!(f, "malformed output: expected {expected}, got `{got}`")
            }
            Fault::TooManyMoves { limit } => {
                write!(f, "too many moves: more than {limit} in one game")
            }
            Fault::EndedEarly { waiting_for } => write!(
                f,
                "the program ended its output while the judge waited for {waiting_for}"
            ),
        }
    }
}

/// Everything the judge keeps of a run.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// The turns of the game being played (or the last one).
    pub turns: Vec<Turn>,
    /// Which game the turns belong to (0-based), and how many there are.
    pub game: usize,
    pub games: usize,
    /// The start of the current game, as the judge wrote it.
    pub start: String,
    /// Who wins the current start, in words.
    pub start_side: String,
    /// The first mistake of the program in this game (a wrong side or a
    /// won game given away): the reason of the verdict if it loses.
    pub mistake: Option<Fault>,
    /// What ended the run with a loss (illegal, malformed, too many moves).
    pub fault: Option<Fault>,
    /// Every game is over and the program won them all.
    pub all_won: bool,
    /// The solver and the oracle disagreed on a position the judge met.
    pub discrepancy: Option<String>,
}

/// Turns kept for the report: the first and the last of a longer game.
pub const TURNS_KEPT: usize = 200;

impl Record {
    pub fn push(&mut self, by: Player, wrote: impl Into<String>, note: impl Into<String>) {
        if self.turns.len() >= TURNS_KEPT {
            // Keep the first half and a sliding last half.
            self.turns.remove(TURNS_KEPT / 2);
        }
        self.turns.push(Turn {
            by,
            wrote: wrote.into(),
            note: note.into(),
        });
    }

    /// The reason the program lost, if it did: what ended the game (an
    /// illegal move, malformed output, too many moves) when something did,
    /// else its first mistake (the wrong side, a won game given away).
    pub fn reason(&self) -> Option<&Fault> {
        self.fault.as_ref().or(self.mistake.as_ref())
    }

    /// The reason in words, with the first mistake too when the game ended
    /// otherwise.
    pub fn explain(&self) -> Option<String> {
        let reason = self.reason()?;
        match (&self.fault, &self.mistake) {
            (Some(_), Some(mistake)) => Some(format!("{reason}; before that, {mistake}")),
            _ => Some(reason.to_string()),
        }
    }

    /// Records `fault` as what ended the game (the first one counts).
    pub fn lose(&mut self, fault: Fault) {
        if self.fault.is_none() {
            self.fault = Some(fault);
        }
    }

    /// Records a mistake (the first one of a game counts).
    pub fn mistake(&mut self, fault: Fault) {
        if self.mistake.is_none() {
            self.mistake = Some(fault);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_ended_the_game_comes_first_with_the_mistake_after() {
        let mut r = Record::default();
        assert!(r.reason().is_none());
        r.mistake(Fault::WrongSide {
            chose: "First".into(),
            why: "the second player wins".into(),
        });
        assert_eq!(r.reason().unwrap().kind(), "wrong side");
        r.lose(Fault::Illegal {
            position: "cards 1-3".into(),
            moved: "4 1".into(),
            why: "x must be between 1 and 3".into(),
        });
        assert_eq!(r.reason().unwrap().kind(), "illegal move");
        let text = r.explain().unwrap();
        assert!(
            text.starts_with("illegal move: at cards 1-3 it played 4 1"),
            "{text}"
        );
        assert!(
            text.ends_with("before that, wrong side: chose First, but the second player wins"),
            "{text}"
        );
    }

    #[test]
    fn a_long_game_keeps_its_first_and_last_turns() {
        let mut r = Record::default();
        for i in 0..TURNS_KEPT + 50 {
            r.push(Player::Judge, i.to_string(), "");
        }
        assert_eq!(r.turns.len(), TURNS_KEPT);
        assert_eq!(r.turns[0].wrote, "0");
        assert_eq!(r.turns.last().unwrap().wrote, (TURNS_KEPT + 49).to_string());
    }
}
