//! Partisan games: the player to move matters (the two players have
//! different moves), and best play may end in a draw or never end.
//!
//! The impartial [`Check`](crate::Check) asks for a Grundy value, which such
//! a game has not. Its partisan counterpart, [`PartisanCheck`], compares who
//! wins ([`Outcome`]: a player or neither) and the winning (and, where the
//! solver gives them, the best) moves in the rules' own move type, and holds
//! the answers to the same kind of laws, read off the game's
//! [`PartisanRules`] (the oracle's trait, named here too, with its
//! [`Player`]). The oracle's side is a [`PartisanEngine`]: the retrograde
//! analysis of [`oracle::retrograde`] (positions that repeat, draws by
//! endless play) or an engine of your own.
//!
//! ```
//! use grundy_check::oracle::northcott::{Northcott, Position, Row, Slide};
//! use grundy_check::oracle::retrograde::Retrograde;
//! use grundy_check::partisan::{Outcome, PartisanAnswer, PartisanCheck, Player};
//!
//! // Northcott's game on rows of 5: my solver (a guess) says the player to
//! // move wins unless the gaps between the pieces are equal.
//! let solver = |p: &Position| {
//!     let gap = |r: &Row| r.first.abs_diff(r.second) - 1;
//!     let equal = p.rows.windows(2).all(|w| gap(&w[0]) == gap(&w[1]));
//!     let mover = p.to_move;
//!     PartisanAnswer::<Slide>::outcome(Outcome::Wins(if equal { mover.other() } else { mover }))
//! };
//! let engine = Box::new(Retrograde::new(Northcott { columns: 5 }, 100_000));
//! let mut check = PartisanCheck::new("northcott", engine, solver);
//! let two_rows = |a, b| Position { rows: vec![a, b], to_move: Player::First };
//! let row = |first, second| Row { first, second };
//! // Gaps 1 and 1: lost for the player to move, as guessed.
//! assert!(check.position(&two_rows(row(1, 3), row(5, 3))).is_ok());
//! // One row, gap 2: the guess says lost, the oracle says won.
//! let one_row = Position { rows: vec![row(1, 4)], to_move: Player::First };
//! let report = check.position(&one_row).unwrap_err();
//! assert_eq!(report.signature(), "northcott:outcome");
//! assert_eq!((report.solver.as_str(), report.oracle.as_str()), ("second player wins", "first player wins"));
//! ```
//!
//! A game of your own is one trait, [`PartisanRules`] (whose turn it is,
//! the mover's moves; how a move reads and where it leads, if you say), and
//! for the retrograde engine [`Packed`] too (a
//! position as words, so that the engine keeps millions of them in one
//! vector):
//!
//! ```
//! use grundy_check::oracle::retrograde::{Packed, Retrograde};
//! use grundy_check::partisan::{Outcome, PartisanAnswer, PartisanCheck, PartisanRules, Player, VisitMove};
//! use std::ops::ControlFlow;
//!
//! /// A pile of counters: the first player takes 1 or 2, the second only 1;
//! /// a player who cannot take loses.
//! struct Uneven;
//! #[derive(Clone, Debug, PartialEq)]
//! struct Pile { counters: u64, to_move: Player }
//!
//! impl PartisanRules for Uneven {
//!     type Position = Pile;
//!     type Move = u64;
//!     fn to_move(&self, p: &Pile) -> Player {
//!         p.to_move
//!     }
//!     fn for_each_move(&self, p: &Pile, visit: &mut VisitMove<'_, u64, Pile>) -> ControlFlow<()> {
//!         let most = if p.to_move == Player::First { 2 } else { 1 };
//!         for take in (1..=most).filter(|&take| take <= p.counters) {
//!             visit(take, &Pile { counters: p.counters - take, to_move: p.to_move.other() })?;
//!         }
//!         ControlFlow::Continue(())
//!     }
//! }
//!
//! impl Packed for Uneven {
//!     fn pack(&self, p: &Pile, words: &mut Vec<u64>) {
//!         words.extend([p.counters, u64::from(p.to_move == Player::Second)]);
//!     }
//!     fn unpack(&self, words: &[u64]) -> Pile {
//!         let to_move = [Player::First, Player::Second][words[1] as usize];
//!         Pile { counters: words[0], to_move }
//!     }
//! }
//!
//! // My solver: an empty pile is lost for the mover, one counter is won by
//! // taking it, and from two on the first player wins, whoever moves.
//! let solver = |p: &Pile| {
//!     let winner = match p.counters {
//!         0 => p.to_move.other(),
//!         1 => p.to_move,
//!         _ => Player::First,
//!     };
//!     PartisanAnswer::<u64>::outcome(Outcome::Wins(winner))
//! };
//! let mut check = PartisanCheck::new("uneven", Box::new(Retrograde::new(Uneven, 10_000)), solver);
//! let piles = (0..20).flat_map(|counters| {
//!     [Player::First, Player::Second].map(|to_move| Pile { counters, to_move })
//! });
//! assert_eq!(check.sweep(piles).unwrap().checked, 40);
//! ```

pub mod answer;
pub mod check;

pub use answer::{PartisanAnswer, PartisanFailure, PartisanQuestion, PartisanSolution};
pub use check::PartisanCheck;

pub use oracle::partisan::{PartisanRules, Player, VisitMove};

use oracle::retrograde::{Packed, Retrograde, Value};
use std::borrow::Cow;
use std::fmt;

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

/// Retrograde analysis answers for any rules it can keep packed: the
/// outcome, the winning moves, and a row of its own, `draws-reachable`
/// (`none`, or how many of the positions reachable are draws), with a note
/// of the graph's size.
impl<R: Packed> PartisanEngine<R> for Retrograde<R> {
    fn rules(&self) -> &R {
        Retrograde::rules(self)
    }

    fn set_budget(&mut self, states: usize) {
        Retrograde::set_budget(self, states);
    }

    fn analyze(&mut self, position: &R::Position) -> Result<PartisanAnalysis<R::Move>, String> {
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

#[cfg(test)]
mod tests;
