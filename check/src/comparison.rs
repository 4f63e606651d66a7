//! Both sides' answers to each question about one position, and the laws the
//! solver's own answers broke.

use crate::discrepancy::Discrepancy;
use crate::panics::Panic;

/// An answer as text, or why there is none (the oracle's "too large", a
/// solver's refusal).
pub type Text = Result<String, String>;

/// One question asked of both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The question (`outcome`, `grundy`, `winning-moves`, ...).
    pub field: &'static str,
    pub solver: Text,
    pub oracle: Text,
}

impl Row {
    /// Compared only where the oracle answered; a solver that fails where the
    /// oracle answers disagrees with it.
    pub fn differs(&self) -> bool {
        match (&self.solver, &self.oracle) {
            (_, Err(_)) => false,
            (Ok(s), Ok(o)) => s != o,
            (Err(_), Ok(_)) => true,
        }
    }
}

/// A law of the theory that the solver's answers broke, seen without the
/// oracle (so it is checked at any size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenLaw {
    /// The law's name (`winning-move-leaves-a-loss`).
    pub law: &'static str,
    /// What the solver said that breaks it.
    pub detail: String,
}

/// Everything one check found out about one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    pub rows: Vec<Row>,
    pub broken_laws: Vec<BrokenLaw>,
    /// The solver's refusal, when it refused: nothing was compared.
    pub outside: Option<String>,
    /// The solver's notes ([`Answer::with_note`](crate::Answer::with_note)).
    pub notes: Vec<String>,
    /// The panic the check ended in, if it did (in the solver, most often):
    /// then nothing else was compared.
    pub panic: Option<Panic>,
}

impl Comparison {
    /// The comparison of a check that ended in `panic`.
    pub fn panicked(panic: Panic) -> Comparison {
        Comparison {
            panic: Some(panic),
            ..Comparison::default()
        }
    }

    /// No question answered differently, no law broken, no panic.
    pub fn agrees(&self) -> bool {
        self.panic.is_none() && self.broken_laws.is_empty() && !self.rows.iter().any(Row::differs)
    }

    /// Did the oracle give up on any question?
    pub fn oracle_gave_up(&self) -> bool {
        self.rows.iter().any(|r| r.oracle.is_err())
    }

    /// Every disagreement, then every broken law, as reports; a panic is one
    /// report, `game:panicked`, with the panic as the solver's side.
    pub fn discrepancies(&self, game: &str, position: &str, repro: &str) -> Vec<Discrepancy> {
        let report = |what: &str, solver: String, oracle: String| Discrepancy {
            game: game.to_string(),
            position: position.to_string(),
            what: what.to_string(),
            solver,
            oracle,
            repro: repro.to_string(),
        };
        let rows = self
            .rows
            .iter()
            .filter(|r| r.differs())
            .map(|r| report(r.field, show(&r.solver), show(&r.oracle)));
        let laws = self.broken_laws.iter().map(|b| {
            report(
                b.law,
                b.detail.clone(),
                "(not consulted: a law of the solver's own answers)".to_string(),
            )
        });
        let panic = self.panic.iter().map(|panic| {
            let (solver, oracle) = panic.report_sides();
            report(PANICKED, solver, oracle)
        });
        panic.chain(rows).chain(laws).collect()
    }
}

/// What a report of a panic says differs (its signature is `game:panicked`).
pub const PANICKED: &str = "panicked";

/// An answer as a person reads it.
pub fn show(answer: &Text) -> String {
    match answer {
        Ok(s) => s.clone(),
        Err(e) => format!("no answer: {e}"),
    }
}

/// How both sides' outcome answers are written.
pub fn outcome_word(player_to_move_wins: bool) -> String {
    if player_to_move_wins {
        "first player wins"
    } else {
        "second player wins"
    }
    .to_string()
}

/// `[a, b, c]`, written into one string as the items come (both sides'
/// lists are written for every position checked).
pub fn list(items: impl IntoIterator<Item = String>) -> String {
    let mut text = String::from("[");
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        text.push_str(&item);
    }
    text.push(']');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_is_written_in_brackets_with_commas_between() {
        assert_eq!(list(Vec::new()), "[]");
        assert_eq!(list(["heap 1".to_string()]), "[heap 1]");
        let items = ["a", "b c", ""].map(String::from);
        assert_eq!(list(items), "[a, b c, ]");
    }
}
