//! Partisan games: the player to move matters (the two players have
//! different moves), and best play may end in a draw or never end.
//!
//! The impartial [`Check`](crate::Check) asks for a Grundy value, which such
//! a game has not. Its partisan counterpart, [`PartisanCheck`], compares who
//! wins ([`Outcome`]: a player or neither) and the winning (and, where the
//! solver gives them, the best) moves in the rules' own move type, and holds
//! the answers to the same kind of laws, read off [`PartisanRules`]. The
//! oracle's side is a [`PartisanEngine`]: the retrograde analysis of
//! [`oracle::retrograde`] (positions that repeat, draws by endless play) or
//! an engine of your own.
//!
//! ```
//! use grundy_check::oracle::northcott::{Northcott, Player as Turn, Position, Row, Slide};
//! use grundy_check::oracle::retrograde::Retrograde;
//! use grundy_check::partisan::{Outcome, PartisanAnswer, PartisanCheck, Player};
//!
//! // Northcott's game on rows of 5: my solver (a guess) says the player to
//! // move wins unless the gaps between the pieces are equal.
//! let solver = |p: &Position| {
//!     let gap = |r: &Row| r.first.abs_diff(r.second) - 1;
//!     let equal = p.rows.windows(2).all(|w| gap(&w[0]) == gap(&w[1]));
//!     let mover = match p.to_move { Turn::First => Player::First, Turn::Second => Player::Second };
//!     PartisanAnswer::<Slide>::outcome(Outcome::Wins(if equal { mover.other() } else { mover }))
//! };
//! let engine = Box::new(Retrograde::new(Northcott { columns: 5 }, 100_000));
//! let mut check = PartisanCheck::new("northcott", engine, solver);
//! let two_rows = |a, b| Position { rows: vec![a, b], to_move: Turn::First };
//! let row = |first, second| Row { first, second };
//! // Gaps 1 and 1: lost for the player to move, as guessed.
//! assert!(check.position(&two_rows(row(1, 3), row(5, 3))).is_ok());
//! // One row, gap 2: the guess says lost, the oracle says won.
//! let one_row = Position { rows: vec![row(1, 4)], to_move: Turn::First };
//! let report = check.position(&one_row).unwrap_err();
//! assert_eq!(report.signature(), "northcott:outcome");
//! assert_eq!((report.solver.as_str(), report.oracle.as_str()), ("second player wins", "first player wins"));
//! ```

pub mod answer;
pub mod check;

pub use answer::{PartisanAnswer, PartisanFailure, PartisanQuestion, PartisanSolution};
pub use check::PartisanCheck;

use oracle::retrograde::{self, Retrograde, Value};
use oracle::search::Played;
use std::borrow::Cow;
use std::fmt;
use std::ops::ControlFlow;

/// One of the two players: the first moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    First,
    Second,
}

impl Player {
    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// Who wins a position with best play by both: a player, or neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Wins(Player),
    /// Neither side can force a win: the game ends drawn, or never ends.
    Draw,
}

impl Outcome {
    /// The outcome of a position whose value for the player to move,
    /// `mover`, is `value`.
    ///
    /// ```
    /// use grundy_check::oracle::retrograde::Value;
    /// use grundy_check::partisan::{Outcome, Player};
    ///
    /// assert_eq!(Outcome::of(Value::Loss, Player::Second), Outcome::Wins(Player::First));
    /// assert_eq!(Outcome::of(Value::Draw, Player::First).to_string(), "draw");
    /// ```
    pub fn of(value: Value, mover: Player) -> Outcome {
        match value {
            Value::Win => Outcome::Wins(mover),
            Value::Loss => Outcome::Wins(mover.other()),
            Value::Draw => Outcome::Draw,
        }
    }
}

impl fmt::Display for Outcome {
    /// `first player wins`, `second player wins` or `draw`: the `outcome`
    /// row's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Wins(Player::First) => "first player wins",
            Outcome::Wins(Player::Second) => "second player wins",
            Outcome::Draw => "draw",
        })
    }
}

/// What [`PartisanRules::for_each_move`] calls with each move and the
/// position it leads to; breaking stops the listing.
pub type VisitMove<'a, M, P> = dyn FnMut(M, &P) -> ControlFlow<()> + 'a;

/// The rules of a partisan game as the laws read them: whose turn it is,
/// and the moves of the player to move. A position without a move is the end
/// of the game (who won, or a draw, is the solver's and the engine's to say).
/// They may also say how a move reads ([`PartisanRules::show_move`]) and
/// where it leads ([`PartisanRules::play`]), as the impartial
/// [`Rules`](oracle::search::Rules) do.
pub trait PartisanRules {
    /// A position, with whatever says whose turn it is.
    type Position: Clone;
    /// A move of the player to move ([`PartisanRules::show_move`] writes it;
    /// its `Debug` by default).
    type Move: Clone + PartialEq + fmt::Debug;

    /// The player to move in `position`.
    fn to_move(&self, position: &Self::Position) -> Player;

    /// Calls `visit` with every legal move and the position it leads to,
    /// always in the same order, lazily: it stops as soon as `visit` breaks,
    /// and then breaks too (a board of 10^18 cells costs nothing unlisted).
    fn for_each_move(
        &self,
        position: &Self::Position,
        visit: &mut VisitMove<'_, Self::Move, Self::Position>,
    ) -> ControlFlow<()>;

    /// Where `m` leads from `position` ([`Played::To`], the child
    /// [`PartisanRules::for_each_move`] lists with it), or that it is not a
    /// move ([`Played::Illegal`]): for positions with too many moves to look
    /// a move up among them. The default, [`Played::LookItUp`], has the laws
    /// look it up among the position's first moves
    /// ([`PartisanCheck::law_moves`]). Must agree with
    /// [`PartisanRules::for_each_move`]: a second description of the same
    /// legality, so a position without moves (a game already won) has no
    /// move to play either.
    fn play(&self, position: &Self::Position, m: &Self::Move) -> Played<Self::Position> {
        let _ = (position, m);
        Played::LookItUp
    }

    /// How `m`, a move from `position`, reads in rows and reports: by
    /// default its `Debug`.
    fn show_move(&self, position: &Self::Position, m: &Self::Move) -> String {
        let _ = position;
        format!("{m:?}")
    }
}

/// An engine's answer about one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartisanAnalysis<M> {
    pub outcome: Outcome,
    /// Every move to a position the mover wins, in the rules' order.
    pub winning_moves: Vec<M>,
    /// Every move that keeps the outcome (the drawing moves of a draw, all
    /// moves of a loss), where the engine finds them.
    pub best_moves: Option<Vec<M>>,
    /// Answers to questions of the engine's own, by row name (compared with
    /// a solver's [`PartisanAnswer::with_row`] of the same name); a fixed
    /// answer borrowed, not written out per position.
    pub rows: Vec<(&'static str, Cow<'static, str>)>,
    /// Facts worth showing a person (the size of a graph searched).
    pub notes: Vec<String>,
}

/// An exhaustive engine over a partisan game's rules: the truth a
/// [`PartisanCheck`] compares a solver with. It keeps what it learns between
/// queries, so one engine serves every position of a check.
pub trait PartisanEngine<R: PartisanRules> {
    /// The rules it searches: the laws read their moves.
    fn rules(&self) -> &R;

    /// Sets how many states and moves each query that follows may create.
    fn set_budget(&mut self, states: usize);

    /// The outcome of `position` and its winning moves, or why there is no
    /// answer (past the budget, a position the rules cannot reach).
    fn analyze(&mut self, position: &R::Position) -> Result<PartisanAnalysis<R::Move>, String>;

    /// How many positions it keeps between queries (0 for an engine that
    /// does not say).
    fn memo_len(&self) -> usize {
        0
    }
}

/// Retrograde analysis answers for any rules it searches that also say whose
/// turn it is: the outcome, the winning moves, and a row of its own,
/// `draws-reachable` (`none`, or how many of the positions reachable are
/// draws), with a note of the graph's size.
impl<R> PartisanEngine<R> for Retrograde<R>
where
    R: retrograde::PartisanRules
        + PartisanRules<
            Position = <R as retrograde::PartisanRules>::Position,
            Move = <R as retrograde::PartisanRules>::Move,
        >,
{
    fn rules(&self) -> &R {
        Retrograde::rules(self)
    }

    fn set_budget(&mut self, states: usize) {
        Retrograde::set_budget(self, states);
    }

    fn analyze(
        &mut self,
        position: &<R as PartisanRules>::Position,
    ) -> Result<PartisanAnalysis<<R as PartisanRules>::Move>, String> {
        let solved = self.solve(position).map_err(|e| e.to_string())?;
        let draws = match solved.draws {
            0 => Cow::Borrowed("none"),
            d => Cow::Owned(format!("{d} of {} positions", solved.positions)),
        };
        Ok(PartisanAnalysis {
            outcome: Outcome::of(solved.value, self.rules().to_move(position)),
            winning_moves: solved.winning_moves,
            best_moves: None,
            rows: vec![("draws-reachable", draws)],
            notes: vec![format!(
                "the oracle's graph: {} positions",
                solved.positions
            )],
        })
    }

    fn memo_len(&self) -> usize {
        self.known()
    }
}

/// The oracle's Northcott rules, with the turn its positions carry.
impl PartisanRules for oracle::northcott::Northcott {
    type Position = oracle::northcott::Position;
    type Move = oracle::northcott::Slide;

    fn to_move(&self, position: &Self::Position) -> Player {
        match position.to_move {
            oracle::northcott::Player::First => Player::First,
            oracle::northcott::Player::Second => Player::Second,
        }
    }

    fn for_each_move(
        &self,
        position: &Self::Position,
        visit: &mut VisitMove<'_, Self::Move, Self::Position>,
    ) -> ControlFlow<()> {
        retrograde::PartisanRules::for_each_move(self, position, visit)
    }

    /// The oracle's: read off the row, for boards too wide to list.
    fn play(&self, position: &Self::Position, m: &Self::Move) -> Played<Self::Position> {
        retrograde::PartisanRules::play(self, position, m)
    }

    /// The oracle's: `row R to C`.
    fn show_move(&self, position: &Self::Position, m: &Self::Move) -> String {
        retrograde::PartisanRules::show_move(self, position, m)
    }
}

#[cfg(test)]
mod tests;
