//! Partisan games by their rules: the two players have different moves, so a
//! position says whose turn it is, and a player without a move has reached
//! the end of the game (who won, or whether it is a draw, is for a game's
//! engine to say: [`crate::retrograde`] for Northcott's game, where the
//! player without a move loses, [`crate::mnk`]'s minimax where a full board
//! draws).
//!
//! One trait, [`PartisanRules`], is all a game's rules: its engines and the
//! laws `grundy-check` holds a solver to read the same moves. An engine that
//! needs more of the rules asks for it in a trait of its own on top of this
//! one ([`crate::retrograde::Packed`]: positions as words).
//!
//! ```
//! use oracle::partisan::{PartisanRules, Player, VisitMove};
//! use oracle::search::Played;
//! use std::ops::ControlFlow;
//!
//! /// A race up to 3: the player to move adds 1 or 2 to the count.
//! struct Race;
//! #[derive(Clone, Debug, PartialEq)]
//! struct Count { total: u8, to_move: Player }
//!
//! impl PartisanRules for Race {
//!     type Position = Count;
//!     type Move = u8;
//!     fn to_move(&self, p: &Count) -> Player {
//!         p.to_move
//!     }
//!     fn for_each_move(&self, p: &Count, visit: &mut VisitMove<'_, u8, Count>) -> ControlFlow<()> {
//!         for add in (1..=2).filter(|add| p.total + add <= 3) {
//!             visit(add, &Count { total: p.total + add, to_move: p.to_move.other() })?;
//!         }
//!         ControlFlow::Continue(())
//!     }
//! }
//!
//! let start = Count { total: 2, to_move: Player::Second };
//! let mut children = Vec::new();
//! let _ = Race.for_each_move(&start, &mut |add, child| {
//!     children.push((add, child.clone()));
//!     ControlFlow::Continue(())
//! });
//! assert_eq!(children, [(1, Count { total: 3, to_move: Player::First })]);
//! // `play` and `show_move` have defaults: look the move up, write its `Debug`.
//! assert_eq!(Race.play(&start, &1), Played::LookItUp);
//! assert_eq!(Race.show_move(&start, &1), "1");
//! ```

use crate::search::Played;
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

/// What [`PartisanRules::for_each_move`] calls with each move and the
/// position it leads to; breaking stops the listing.
pub type VisitMove<'a, M, P> = dyn FnMut(M, &P) -> ControlFlow<()> + 'a;

/// The rules of a partisan game: whose turn it is, and the moves of the
/// player to move. A position without a move is the end of the game.
/// They may also say how a move reads ([`PartisanRules::show_move`]) and
/// where it leads ([`PartisanRules::play`]), as the impartial
/// [`Rules`](crate::search::Rules) do.
pub trait PartisanRules {
    /// A position, with whatever says whose turn it is.
    type Position: Clone;
    /// A move of the player to move ([`PartisanRules::show_move`] writes it;
    /// its `Debug` by default). Moves are compared: a solver's move is
    /// looked up among the rules' own.
    type Move: Clone + PartialEq + fmt::Debug;

    /// The player to move in `position`: the one whose moves
    /// [`PartisanRules::for_each_move`] lists. Engines find the value for
    /// the player to move and name the winner by it, so a `to_move` that
    /// names the other player turns every outcome around (in a
    /// `grundy-check` report, as the solver's `outcome` disagreeing).
    fn to_move(&self, position: &Self::Position) -> Player;

    /// Calls `visit` with every legal move of the player to move and the
    /// position it leads to, always in the same order, lazily: it stops as
    /// soon as `visit` breaks (an engine's budget ran out), and then breaks
    /// too, so a board of 10^18 cells costs nothing unlisted.
    fn for_each_move(
        &self,
        position: &Self::Position,
        visit: &mut VisitMove<'_, Self::Move, Self::Position>,
    ) -> ControlFlow<()>;

    /// Where `m` leads from `position` ([`Played::To`], the child
    /// [`PartisanRules::for_each_move`] lists with it), or that it is not a
    /// move of the player to move ([`Played::Illegal`]): for rules whose
    /// moves are too many to look a move up among them (a row of 10^18
    /// cells), so that a solver's move can be judged anyway. The default,
    /// [`Played::LookItUp`], leaves it to the caller to look the move up
    /// among the moves. Must agree with [`PartisanRules::for_each_move`]: a
    /// second description of the same legality, so a position without moves
    /// (a game already won) has no move to play either. Engines never ask
    /// it; the laws do.
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

#[cfg(test)]
mod tests {
    use super::Player;

    #[test]
    fn each_player_is_the_others_other() {
        assert_eq!(Player::First.other(), Player::Second);
        assert_eq!(Player::Second.other(), Player::First);
    }
}
