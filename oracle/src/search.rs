//! The search engine every impartial game of the oracle runs on.
//!
//! Why one engine: each game states only its rules, so a bug in how answers are
//! derived from the game tree lives in one place and is tested once, instead of
//! being re-implemented (and re-broken) per game.
//!
//! The engine memoizes the value of every position it has finished, walks the
//! tree with an explicit stack, and counts the states it creates. When a query
//! would create more than the budget allows it stops with
//! [`SearchError::TooLarge`]; memory stays proportional to the budget.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::hash::Hash;

/// Who loses when the player to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// The player with no legal move loses.
    Normal,
    /// The player with no legal move wins (the one who made the last move lost).
    Misere,
}

/// The rules of an impartial game: positions, legal moves, the play convention.
///
/// Every game of the oracle implements this and nothing else; the engine derives
/// all answers from it. Rules must describe a game that always ends: a cycle is
/// reported as [`SearchError::Cycle`].
pub trait Rules {
    /// A position of the game, in the oracle's own terms.
    type Position: Clone + Eq + Hash;
    /// A move, described so that a person can read it.
    type Move: Clone;

    /// Normal play unless the game says otherwise.
    fn convention(&self) -> Convention {
        Convention::Normal
    }

    /// Every legal move from `position` with the position it leads to, lazily:
    /// the engine stops pulling when its budget runs out, so a heap of 10^18
    /// costs nothing until it is searched.
    fn moves<'a>(&'a self, position: &'a Self::Position) -> Moves<'a, Self::Move, Self::Position>;
}

/// The moves of a position, produced on demand.
pub type Moves<'a, M, P> = Box<dyn Iterator<Item = (M, P)> + 'a>;

/// Why the engine gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The query would need more than `budget` new states and moves.
    TooLarge { budget: usize },
    /// A position is reachable from itself: the rules describe a game that may
    /// not end.
    Cycle,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::TooLarge { budget } => {
                write!(
                    f,
                    "too large: the game tree needs more than {budget} states"
                )
            }
            SearchError::Cycle => write!(f, "the game can return to a position: it may not end"),
        }
    }
}

impl std::error::Error for SearchError {}

/// The oracle's answers for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<M> {
    /// Does the player to move win with best play?
    pub player_to_move_wins: bool,
    /// The Sprague-Grundy value (normal play only: misere play has none).
    pub grundy: Option<u64>,
    /// Every move after which the player who made it wins, in the order the
    /// rules list the moves.
    pub winning_moves: Vec<M>,
}

impl<M> Analysis<M> {
    pub fn first_player_wins(&self) -> bool {
        self.player_to_move_wins
    }
}

/// An exhaustive searcher with a memo that lives as long as it does.
///
/// Keep one per game (and per rule set) to share work between queries. Each
/// query may visit at most `budget` new states and moves together, so both its
/// time and its memory are bounded by the budget.
pub struct Searcher<R: Rules> {
    rules: R,
    /// For normal play the Grundy value; for misere play 1 (player to move
    /// wins) or 0 (loses).
    memo: HashMap<R::Position, u64>,
    budget: usize,
    memo_cap: usize,
}

struct Frame<P> {
    position: P,
    children: Vec<P>,
    next: usize,
}

impl<R: Rules> Searcher<R> {
    /// A searcher that lets each query create at most `budget` states.
    pub fn new(rules: R, budget: usize) -> Self {
        Searcher {
            rules,
            memo: HashMap::new(),
            budget,
            memo_cap: memo_cap_for(budget),
        }
    }

    /// Changes the budget of the queries that follow (a long position costs
    /// more memory per state, so callers give it fewer states). The memo kept
    /// between queries is bounded by the budget too.
    pub fn set_budget(&mut self, budget: usize) {
        self.budget = budget;
        self.memo_cap = memo_cap_for(budget);
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }

    pub fn budget(&self) -> usize {
        self.budget
    }

    /// How many positions are remembered right now.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// Outcome, Grundy value and winning moves of `position`.
    pub fn analyze(&mut self, position: &R::Position) -> Result<Analysis<R::Move>, SearchError> {
        let value = self.value(position)?;
        let convention = self.rules.convention();
        let mut winning_moves = Vec::new();
        for (mv, child) in self.rules.moves(position) {
            // Bounded: `value` already enumerated these moves within budget.
            // `value` finished `position`, so every child is in the memo.
            let child_value = self.memo.get(&child).copied().ok_or(SearchError::Cycle)?;
            if child_value == 0 {
                winning_moves.push(mv);
            }
        }
        Ok(Analysis {
            player_to_move_wins: value != 0,
            grundy: (convention == Convention::Normal).then_some(value),
            winning_moves,
        })
    }

    /// The memoized value of `position` (Grundy value, or misere win flag).
    pub fn value(&mut self, position: &R::Position) -> Result<u64, SearchError> {
        if let Some(&v) = self.memo.get(position) {
            return Ok(v);
        }
        if self.memo.len() > self.memo_cap {
            self.memo.clear();
        }
        let convention = self.rules.convention();
        let mut work = 0usize;
        let mut on_stack: HashSet<R::Position> = HashSet::new();
        let mut stack = vec![self.frame(position.clone(), &mut work)?];
        on_stack.insert(position.clone());
        loop {
            let top = stack
                .last_mut()
                .expect("the loop returns when the stack empties");
            while top.next < top.children.len() && self.memo.contains_key(&top.children[top.next]) {
                top.next += 1;
            }
            if top.next < top.children.len() {
                let child = top.children[top.next].clone();
                if !on_stack.insert(child.clone()) {
                    return Err(SearchError::Cycle);
                }
                let frame = self.frame(child, &mut work)?;
                stack.push(frame);
                continue;
            }
            let frame = stack.pop().expect("non-empty");
            let values = frame.children.iter().map(|c| self.memo[c]);
            let value = match convention {
                Convention::Normal => mex(values),
                Convention::Misere => {
                    let mut any = false;
                    let mut to_losing = false;
                    for v in values {
                        any = true;
                        to_losing |= v == 0;
                    }
                    u64::from(!any || to_losing)
                }
            };
            on_stack.remove(&frame.position);
            self.memo.insert(frame.position, value);
            if stack.is_empty() {
                return Ok(value);
            }
        }
    }

    /// A new stack frame; counts the state and its moves against the budget.
    fn frame(
        &self,
        position: R::Position,
        work: &mut usize,
    ) -> Result<Frame<R::Position>, SearchError> {
        let too_large = SearchError::TooLarge {
            budget: self.budget,
        };
        *work += 1;
        let remaining = self.budget.checked_sub(*work).ok_or(too_large.clone())?;
        let children: Vec<R::Position> = self
            .rules
            .moves(&position)
            .take(remaining.saturating_add(1))
            .map(|(_, c)| c)
            .collect();
        if children.len() > remaining {
            return Err(too_large);
        }
        *work += children.len();
        Ok(Frame {
            position,
            children,
            next: 0,
        })
    }
}

/// How many finished positions a searcher keeps between queries: a few
/// budgets' worth, so repeated queries share work without the memo growing
/// past what one query may use by much.
fn memo_cap_for(budget: usize) -> usize {
    budget.saturating_mul(2).max(1 << 16)
}

/// The least value not among `values`.
fn mex(values: impl Iterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(seen.len() as u64, |(i, _)| i as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain 0 <- 1 <- 2 ... where a move goes one step down, or two when
    /// `skip` is set: tiny rules with known answers.
    struct Chain {
        skip: bool,
        convention: Convention,
    }

    impl Rules for Chain {
        type Position = u32;
        type Move = u32;
        fn convention(&self) -> Convention {
            self.convention
        }
        fn moves<'a>(&'a self, p: &'a u32) -> Moves<'a, u32, u32> {
            let mut out = Vec::new();
            if *p >= 1 {
                out.push((1, p - 1));
            }
            if self.skip && *p >= 2 {
                out.push((2, p - 2));
            }
            Box::new(out.into_iter())
        }
    }

    struct Loop;
    impl Rules for Loop {
        type Position = u8;
        type Move = ();
        fn moves<'a>(&'a self, p: &'a u8) -> Moves<'a, (), u8> {
            Box::new(std::iter::once(((), (p + 1) % 3)))
        }
    }

    #[test]
    fn mex_of_values() {
        assert_eq!(mex([].into_iter()), 0);
        assert_eq!(mex([1, 2].into_iter()), 0);
        assert_eq!(mex([0, 2, 0, 1, 4].into_iter()), 3);
    }

    #[test]
    fn chain_grundy_values_alternate() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Normal,
            },
            1000,
        );
        let got: Vec<u64> = (0..6).map(|p| s.value(&p).unwrap()).collect();
        assert_eq!(got, [0, 1, 0, 1, 0, 1]);
    }

    #[test]
    fn take_one_or_two_has_period_three() {
        let mut s = Searcher::new(
            Chain {
                skip: true,
                convention: Convention::Normal,
            },
            1000,
        );
        let got: Vec<u64> = (0..7).map(|p| s.value(&p).unwrap()).collect();
        assert_eq!(got, [0, 1, 2, 0, 1, 2, 0]);
        let a = s.analyze(&4).unwrap();
        assert!(a.player_to_move_wins);
        assert_eq!(a.winning_moves, [1]);
    }

    #[test]
    fn misere_terminal_position_is_a_win() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Misere,
            },
            1000,
        );
        let a = s.analyze(&0).unwrap();
        assert!(a.player_to_move_wins);
        assert_eq!(a.grundy, None);
        assert!(a.winning_moves.is_empty());
        assert!(!s.analyze(&1).unwrap().player_to_move_wins);
        assert!(s.analyze(&2).unwrap().player_to_move_wins);
    }

    #[test]
    fn deep_chain_needs_no_recursion() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Normal,
            },
            3_000_000,
        );
        assert_eq!(s.value(&1_000_001).unwrap(), 1);
    }

    #[test]
    fn budget_is_enforced() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Normal,
            },
            100,
        );
        assert_eq!(s.value(&1000), Err(SearchError::TooLarge { budget: 100 }));
        // Work already finished stays valid and answers small queries.
        assert_eq!(s.value(&10).unwrap(), 0);
    }

    /// One state with more moves than any budget: refused without building them.
    struct Huge;
    impl Rules for Huge {
        type Position = u64;
        type Move = u64;
        fn moves<'a>(&'a self, p: &'a u64) -> Moves<'a, u64, u64> {
            Box::new((1..=*p).map(move |t| (t, p - t)))
        }
    }

    #[test]
    fn a_huge_fan_out_is_too_large_at_once() {
        let mut s = Searcher::new(Huge, 1000);
        assert_eq!(
            s.value(&u64::MAX),
            Err(SearchError::TooLarge { budget: 1000 })
        );
        assert_eq!(s.value(&5).unwrap(), 5);
    }

    #[test]
    fn cycles_are_reported() {
        let mut s = Searcher::new(Loop, 100);
        assert_eq!(s.value(&0), Err(SearchError::Cycle));
    }
}
