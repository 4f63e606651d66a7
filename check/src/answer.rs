//! What a solver under test says about one position.

/// A solver's answer about one position: what it knows, that the position
/// is outside its domain (the answer is then skipped, not failed), or that
/// the solver failed on it (a disagreement wherever the oracle answers).
///
/// Build one with [`Answer::grundy`] (impartial games: the value decides the
/// winner) or [`Answer::winner`], then add the winning moves with
/// [`Answer::with_moves`] (in the game's own move type, the oracle's
/// [`Rules::Move`](oracle::search::Rules::Move)) and their count with
/// [`Answer::with_count`] where the solver computes it separately.
///
/// ```
/// use grundy_check::{Answer, Question};
///
/// let answer: Answer<u64> = Answer::grundy(3).with_moves(vec![1, 2]);
/// assert_eq!(answer.solution().unwrap().first_player_wins, true);
/// let refused: Answer<u64> = Answer::outside("heaps above 2^40");
/// assert!(refused.solution().is_none());
///
/// // A solver that ought to answer and cannot: compared, so it fails.
/// let failed: Answer<u64> = Answer::failed("table too short").failing(Question::Grundy);
/// assert!(failed.solution().is_none());
///
/// // What a game's solver knows beyond the rows: a note, a law of its own.
/// let noted: Answer<u64> = Answer::grundy(0)
///     .with_note("certified period 22")
///     .with_law("value-is-periodic", true, || unreachable!());
/// assert_eq!(noted.solution().unwrap().notes, ["certified period 22"]);
/// assert!(noted.solution().unwrap().broken_laws.is_empty());
///
/// // A question of the game's own: its oracle side is the check's `row`.
/// let first: Answer<u64> = Answer::grundy(2).with_row("first-winning-move", "1");
/// assert_eq!(first.solution().unwrap().own_rows, [("first-winning-move", "1".to_string())]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<M> {
    /// The solver answered.
    Solved(Solution<M>),
    /// The solver does not answer this position (too large, a variant it does
    /// not cover): nothing is compared, and the check counts it as skipped.
    Outside(String),
    /// The solver should answer this position and could not (an error it
    /// returned): each question it names is a row whose solver side is the
    /// error, so it disagrees wherever the oracle answers.
    Failed(Failure),
}

/// A solver's error about one position, and the questions it leaves without
/// an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The solver's error, as a person reads it.
    pub why: String,
    /// The rows that fail, `outcome` first; each is compared with the oracle.
    pub questions: Vec<Question>,
    /// Notes the solver gave before it failed.
    pub notes: Vec<String>,
}

/// A question both sides answer: one row of a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Question {
    /// Who wins (`outcome`).
    Outcome,
    /// The Grundy value (`grundy`).
    Grundy,
    /// The set of winning moves (`winning-moves`).
    WinningMoves,
    /// How many winning moves there are (`winning-move-count`).
    WinningMoveCount,
    /// A question of the game's own, named by its row, whose oracle side the
    /// check was given with [`Check::row`](crate::Check::row).
    Own(&'static str),
}

impl Question {
    /// The row's name in reports and signatures.
    pub fn field(self) -> &'static str {
        match self {
            Question::Outcome => "outcome",
            Question::Grundy => "grundy",
            Question::WinningMoves => "winning-moves",
            Question::WinningMoveCount => "winning-move-count",
            Question::Own(field) => field,
        }
    }
}

/// The parts of an answer a solver may give; each part given is compared with
/// the oracle and held to the laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution<M> {
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// The Sprague-Grundy value (normal play).
    pub grundy: Option<u64>,
    /// Every winning move, in any order.
    pub winning_moves: Option<Vec<M>>,
    /// How many winning moves there are, when computed apart from the list.
    pub winning_move_count: Option<u64>,
    /// Answers to the game's own questions, as text, by row name: each is
    /// compared with the oracle side given to [`Check::row`](crate::Check::row).
    pub own_rows: Vec<(&'static str, String)>,
    /// Questions the solver returned an error for while it answered the
    /// others ([`Answer::with_error`]): compared, so each fails where the
    /// oracle answers.
    pub errors: Vec<(Question, String)>,
    /// Facts worth showing a person (a certified period, a named cycle):
    /// carried to the comparison, never compared.
    pub notes: Vec<String>,
    /// Laws of the game's own theory that this answer breaks (added with
    /// [`Answer::with_law`]), reported beside the check's laws.
    pub broken_laws: Vec<crate::comparison::BrokenLaw>,
}

impl<M> Answer<M> {
    /// Who wins, and nothing else.
    pub fn winner(first_player_wins: bool) -> Self {
        Answer::Solved(Solution {
            first_player_wins,
            grundy: None,
            winning_moves: None,
            winning_move_count: None,
            own_rows: Vec::new(),
            errors: Vec::new(),
            notes: Vec::new(),
            broken_laws: Vec::new(),
        })
    }

    /// The Grundy value of an impartial game under normal play (the player to
    /// move wins exactly when it is not 0).
    pub fn grundy(value: u64) -> Self {
        Answer::winner(value != 0).with_grundy(value)
    }

    /// A refusal: the position is outside the solver's domain.
    pub fn outside(why: impl Into<String>) -> Self {
        Answer::Outside(why.into())
    }

    /// A failure: the solver returned an error on a position it should
    /// answer. The `outcome` row fails; [`Answer::failing`] names the others.
    pub fn failed(why: impl Into<String>) -> Self {
        Answer::Failed(Failure {
            why: why.into(),
            questions: vec![Question::Outcome],
            notes: Vec::new(),
        })
    }

    /// Adds a question the failure leaves without an answer (a failure only;
    /// an answer is unchanged).
    pub fn failing(mut self, question: Question) -> Self {
        if let Answer::Failed(f) = &mut self {
            if !f.questions.contains(&question) {
                f.questions.push(question);
            }
        }
        self
    }

    /// Answers a question of the game's own (`first-winning-move`), as text;
    /// the check's [`Check::row`](crate::Check::row) of the same name gives
    /// the oracle's side.
    pub fn with_row(self, field: &'static str, text: impl Into<String>) -> Self {
        let text = text.into();
        self.map(|mut s| {
            s.own_rows.push((field, text));
            s
        })
    }

    /// The solver's error on one question it could not answer, where it
    /// answered the others (the value of a heap, not its moves): a row whose
    /// solver side is the error, after the rows answered.
    ///
    /// ```
    /// use grundy_check::{Answer, Question};
    ///
    /// let a: Answer<u64> = Answer::grundy(5).with_error(Question::WinningMoves, "too many splits");
    /// let s = a.solution().unwrap();
    /// assert_eq!(s.errors, [(Question::WinningMoves, "too many splits".to_string())]);
    /// ```
    pub fn with_error(self, question: Question, why: impl Into<String>) -> Self {
        let why = why.into();
        self.map(|mut s| {
            s.errors.push((question, why));
            s
        })
    }

    /// Adds a note shown with the comparison (on an answer or a failure).
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        match &mut self {
            Answer::Solved(s) => s.notes.push(note.into()),
            Answer::Failed(f) => f.notes.push(note.into()),
            Answer::Outside(_) => {}
        }
        self
    }

    /// Holds the answer to a law of the game's own theory, named `law`
    /// (`grundy-is-mex-of-options`): unless `holds`, it is reported broken
    /// with `detail()`, seen without the oracle as the check's laws are.
    pub fn with_law(
        mut self,
        law: &'static str,
        holds: bool,
        detail: impl FnOnce() -> String,
    ) -> Self {
        if let (Answer::Solved(s), false) = (&mut self, holds) {
            s.broken_laws.push(crate::comparison::BrokenLaw {
                law,
                detail: detail(),
            });
        }
        self
    }

    /// Adds a Grundy value to an answer built with [`Answer::winner`], for a
    /// solver that decides the winner apart from the value (the law
    /// `grundy-decides-the-winner` then holds the two together).
    pub fn with_grundy(self, value: u64) -> Self {
        self.map(|s| Solution {
            grundy: Some(value),
            ..s
        })
    }

    /// Adds the winning moves (a refusal stays a refusal).
    pub fn with_moves(self, moves: Vec<M>) -> Self {
        self.map(|s| Solution {
            winning_moves: Some(moves),
            ..s
        })
    }

    /// Adds the number of winning moves.
    pub fn with_count(self, count: u64) -> Self {
        self.map(|s| Solution {
            winning_move_count: Some(count),
            ..s
        })
    }

    /// The solution, or `None` for a refusal or a failure.
    pub fn solution(&self) -> Option<&Solution<M>> {
        match self {
            Answer::Solved(s) => Some(s),
            Answer::Outside(_) | Answer::Failed(_) => None,
        }
    }

    fn map(self, f: impl FnOnce(Solution<M>) -> Solution<M>) -> Self {
        match self {
            Answer::Solved(s) => Answer::Solved(f(s)),
            other => other,
        }
    }
}
