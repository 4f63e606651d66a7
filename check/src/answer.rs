//! What a solver under test says about one position.

/// A solver's answer about one position: what it knows, or that the position
/// is outside its domain (the answer is then skipped, not failed).
///
/// Build one with [`Answer::grundy`] (impartial games: the value decides the
/// winner) or [`Answer::winner`], then add the winning moves with
/// [`Answer::with_moves`] (in the game's own move type, the oracle's
/// [`Rules::Move`](oracle::search::Rules::Move)) and their count with
/// [`Answer::with_count`] where the solver computes it separately.
///
/// ```
/// use grundy_check::Answer;
///
/// let answer: Answer<u64> = Answer::grundy(3).with_moves(vec![1, 2]);
/// assert_eq!(answer.solution().unwrap().first_player_wins, true);
/// let refused: Answer<u64> = Answer::outside("heaps above 2^40");
/// assert!(refused.solution().is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<M> {
    /// The solver answered.
    Solved(Solution<M>),
    /// The solver does not answer this position (too large, a variant it does
    /// not cover): nothing is compared, and the check counts it as skipped.
    Outside(String),
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
}

impl<M> Answer<M> {
    /// Who wins, and nothing else.
    pub fn winner(first_player_wins: bool) -> Self {
        Answer::Solved(Solution {
            first_player_wins,
            grundy: None,
            winning_moves: None,
            winning_move_count: None,
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

    /// The solution, or `None` for a refusal.
    pub fn solution(&self) -> Option<&Solution<M>> {
        match self {
            Answer::Solved(s) => Some(s),
            Answer::Outside(_) => None,
        }
    }

    fn map(self, f: impl FnOnce(Solution<M>) -> Solution<M>) -> Self {
        match self {
            Answer::Solved(s) => Answer::Solved(f(s)),
            outside => outside,
        }
    }
}
