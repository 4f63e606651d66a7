//! What a partisan game's solver says about one position.

use super::Outcome;
use crate::comparison::BrokenLaw;

/// A solver's answer about one position of a partisan game: what it knows,
/// that the position is outside its domain (skipped, not failed), or that
/// it failed on it (a disagreement wherever the oracle answers).
///
/// ```
/// use grundy_check::partisan::{Outcome, PartisanAnswer, PartisanQuestion, Player};
///
/// let won: PartisanAnswer<usize> = PartisanAnswer::outcome(Outcome::Wins(Player::First))
///     .with_moves(vec![4])
///     .with_best_moves(vec![4])
///     .with_note("searched 12 positions");
/// assert_eq!(won.solution().unwrap().winning_moves, Some(vec![4]));
///
/// // An error on a position the solver should answer: its rows fail.
/// let failed: PartisanAnswer<usize> =
///     PartisanAnswer::failed("illegal moves").failing(PartisanQuestion::WinningMoves);
/// assert!(failed.solution().is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartisanAnswer<M> {
    Solved(PartisanSolution<M>),
    /// Not the solver's domain: nothing is compared.
    Outside(String),
    Failed(PartisanFailure),
}

/// A question both sides answer: one row of a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PartisanQuestion {
    /// `outcome`.
    Outcome,
    /// `winning-moves`.
    WinningMoves,
    /// `best-moves`.
    BestMoves,
    /// `winning-move-count`.
    WinningMoveCount,
    /// A question of the game's own, answered by the engine's
    /// [`PartisanAnalysis::rows`](super::PartisanAnalysis::rows).
    Own(&'static str),
}

impl PartisanQuestion {
    /// The row's name in reports and signatures.
    pub fn field(self) -> &'static str {
        match self {
            PartisanQuestion::Outcome => "outcome",
            PartisanQuestion::WinningMoves => "winning-moves",
            PartisanQuestion::BestMoves => "best-moves",
            PartisanQuestion::WinningMoveCount => "winning-move-count",
            PartisanQuestion::Own(field) => field,
        }
    }
}

/// The parts of an answer a solver may give; each part given is compared
/// with the engine and held to the laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartisanSolution<M> {
    pub outcome: Outcome,
    /// Every move to a position the mover wins.
    pub winning_moves: Option<Vec<M>>,
    /// Every move that keeps the outcome: the winning moves of a win, the
    /// drawing moves of a draw, every move of a loss.
    pub best_moves: Option<Vec<M>>,
    /// How many winning moves there are, when computed apart from the list.
    pub winning_move_count: Option<u64>,
    /// Answers to the game's own questions (or the solver's error on one),
    /// by row name.
    pub own_rows: Vec<(&'static str, Result<String, String>)>,
    /// Shown with the comparison, never compared.
    pub notes: Vec<String>,
    /// Laws of the game's own theory this answer breaks, reported before
    /// the check's.
    pub broken_laws: Vec<BrokenLaw>,
}

/// A solver's error on a position it should answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartisanFailure {
    /// The error, as a person reads it: the solver's side of each row below.
    pub why: String,
    /// The rows that fail, `outcome` first.
    pub questions: Vec<PartisanQuestion>,
    /// The game's own questions the solver answered all the same (whether
    /// the moves that reach the position are legal), by row name.
    pub own_rows: Vec<(&'static str, Result<String, String>)>,
    pub notes: Vec<String>,
    /// Laws of the game's own theory the failure breaks.
    pub broken_laws: Vec<BrokenLaw>,
}

impl<M> PartisanAnswer<M> {
    /// Who wins, and nothing else yet.
    pub fn outcome(outcome: Outcome) -> Self {
        PartisanAnswer::Solved(PartisanSolution {
            outcome,
            winning_moves: None,
            best_moves: None,
            winning_move_count: None,
            own_rows: Vec::new(),
            notes: Vec::new(),
            broken_laws: Vec::new(),
        })
    }

    /// A refusal: the position is outside the solver's domain.
    pub fn outside(why: impl Into<String>) -> Self {
        PartisanAnswer::Outside(why.into())
    }

    /// A failure: the `outcome` row fails; [`PartisanAnswer::failing`] names
    /// the others.
    pub fn failed(why: impl Into<String>) -> Self {
        PartisanAnswer::Failed(PartisanFailure {
            why: why.into(),
            questions: vec![PartisanQuestion::Outcome],
            own_rows: Vec::new(),
            notes: Vec::new(),
            broken_laws: Vec::new(),
        })
    }

    /// Adds a row a failure leaves without an answer (an answer is unchanged).
    pub fn failing(mut self, question: PartisanQuestion) -> Self {
        if let PartisanAnswer::Failed(f) = &mut self {
            f.questions.push(question);
        }
        self
    }

    /// Adds the winning moves.
    pub fn with_moves(self, moves: Vec<M>) -> Self {
        self.map(|s| s.winning_moves = Some(moves))
    }

    /// Adds the best moves (those that keep the outcome): compared with the
    /// engine's where it lists them (retrograde analysis does not), and
    /// held to the laws (legal, keeping the outcome) everywhere.
    pub fn with_best_moves(self, moves: Vec<M>) -> Self {
        self.map(|s| s.best_moves = Some(moves))
    }

    /// Adds the number of winning moves.
    pub fn with_count(self, count: u64) -> Self {
        self.map(|s| s.winning_move_count = Some(count))
    }

    /// Answers a question of the game's own (on an answer or a failure),
    /// compared with the engine's row of the same name.
    pub fn with_row(self, field: &'static str, text: impl Into<String>) -> Self {
        self.with_own_row(field, Ok(text.into()))
    }

    /// The solver's error on a question of the game's own: a row whose
    /// solver side is the error, so it fails where the engine answers.
    ///
    /// ```
    /// use grundy_check::partisan::PartisanAnswer;
    ///
    /// let a = PartisanAnswer::<usize>::failed("out of range").with_row_error("legal", "no cells");
    /// let PartisanAnswer::Failed(f) = a else { unreachable!() };
    /// assert_eq!(f.own_rows, [("legal", Err("no cells".to_string()))]);
    /// ```
    pub fn with_row_error(self, field: &'static str, why: impl Into<String>) -> Self {
        self.with_own_row(field, Err(why.into()))
    }

    fn with_own_row(mut self, field: &'static str, answer: Result<String, String>) -> Self {
        match &mut self {
            PartisanAnswer::Solved(s) => s.own_rows.push((field, answer)),
            PartisanAnswer::Failed(f) => f.own_rows.push((field, answer)),
            PartisanAnswer::Outside(_) => {}
        }
        self
    }

    /// Adds a note (on an answer or a failure).
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        match &mut self {
            PartisanAnswer::Solved(s) => s.notes.push(note.into()),
            PartisanAnswer::Failed(f) => f.notes.push(note.into()),
            PartisanAnswer::Outside(_) => {}
        }
        self
    }

    /// Holds the answer (or the failure) to a law of the game's own theory:
    /// unless `holds`, `law` is reported broken with `detail()`.
    pub fn with_law(
        mut self,
        law: &'static str,
        holds: bool,
        detail: impl FnOnce() -> String,
    ) -> Self {
        let broken = match &mut self {
            PartisanAnswer::Solved(s) => &mut s.broken_laws,
            PartisanAnswer::Failed(f) => &mut f.broken_laws,
            PartisanAnswer::Outside(_) => return self,
        };
        if !holds {
            broken.push(BrokenLaw {
                law,
                detail: detail(),
            });
        }
        self
    }

    /// The solution, or `None` for a refusal or a failure.
    pub fn solution(&self) -> Option<&PartisanSolution<M>> {
        match self {
            PartisanAnswer::Solved(s) => Some(s),
            _ => None,
        }
    }

    fn map(mut self, f: impl FnOnce(&mut PartisanSolution<M>)) -> Self {
        if let PartisanAnswer::Solved(s) = &mut self {
            f(s);
        }
        self
    }
}
