//! The search engine for partisan games whose positions may repeat.
//!
//! Why a second engine: [`crate::search`] walks a game tree depth first and
//! must refuse a cycle, because a position that can come back has no value by
//! recursion. Games such as Northcott's, where pieces move back and forth, are
//! decided instead by retrograde analysis of the whole finite position graph:
//!
//! 1. enumerate every position reachable from the start (a queue, not
//!    recursion; every new position and every move counts against a budget,
//!    so a graph too large is refused with [`RetrogradeError::TooLarge`]);
//! 2. a position with no move is a loss for the player to move;
//! 3. going backwards: a position with a move to a loss is a win, a position
//!    all of whose moves go to wins is a loss;
//! 4. whatever is still unlabeled cannot be forced to an end by either side:
//!    it is a draw by endless play.
//!
//! The engine assumes nothing about the game beyond its moves: no ordering of
//! positions, no acyclicity, no reduction. Whose turn it is must be part of the
//! position (partisan rules give the two players different moves).

use crate::fxhash::FxHashMap;
use crate::search::Moves;
use std::collections::VecDeque;
use std::fmt;
use std::hash::Hash;

/// The rules of a partisan game: positions (including whose turn it is) and
/// the moves of the player to move. A player without a move loses.
pub trait PartisanRules {
    /// A position of the game, with the player to move in it.
    type Position: Clone + Eq + Hash;
    /// A move, described so that a person can read it.
    type Move: Clone;

    /// Every legal move of the player to move, with the position it leads to,
    /// lazily (the engine stops pulling when its budget runs out).
    fn moves<'a>(&'a self, position: &'a Self::Position) -> Moves<'a, Self::Move, Self::Position>;

    /// Rewrites `position` into the one form the graph keeps for every
    /// position the rules cannot tell apart (rows in any order are one
    /// Northcott position). The canonical form must have the same moves up to
    /// renaming. The default keeps every position as it is.
    fn canonical(&self, position: &mut Self::Position) {
        let _ = position;
    }
}

/// What a position is worth to the player to move, with best play by both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win, whatever the player to move does.
    Loss,
    /// Neither side can force a win: best play never ends.
    Draw,
}

/// Why the engine gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RetrogradeError {
    /// The reachable graph has more than `budget` positions and moves together.
    TooLarge { budget: usize },
}

impl fmt::Display for RetrogradeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RetrogradeError::TooLarge { budget } => write!(
                f,
                "too large: the position graph needs more than {budget} positions and moves"
            ),
        }
    }
}

impl std::error::Error for RetrogradeError {}

/// The engine's answers for the start position, and what it saw on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved<M> {
    /// The start position's value for the player to move.
    pub value: Value,
    /// Every move of the start position to a position lost for the opponent,
    /// in the order the rules list the moves.
    pub winning_moves: Vec<M>,
    /// How many positions are reachable from the start (the start included).
    pub positions: usize,
    /// How many of them are draws.
    pub draws: usize,
}

/// Retrograde analysis with a budget on the size of the graph.
///
/// The engine keeps the graph it has labeled: every position reachable from
/// an earlier start, with its successors and value. A later start already in
/// it is answered without a search; a new one explores only the positions
/// not seen before (a known position is a finished leaf: everything it
/// reaches is known too) and labels only those. So a board shape's graph is
/// built once and reused by every query on it.
pub struct Retrograde<R: PartisanRules> {
    rules: R,
    budget: usize,
    index: FxHashMap<R::Position, usize>,
    positions: Vec<R::Position>,
    successors: Vec<Vec<usize>>,
    values: Vec<Value>,
}

impl<R: PartisanRules> Retrograde<R> {
    /// An engine that refuses graphs of more than `budget` positions and
    /// moves together.
    pub fn new(rules: R, budget: usize) -> Self {
        Retrograde {
            rules,
            budget,
            index: FxHashMap::default(),
            positions: Vec::new(),
            successors: Vec::new(),
            values: Vec::new(),
        }
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }

    pub fn budget(&self) -> usize {
        self.budget
    }

    /// Changes the budget of the queries that follow.
    pub fn set_budget(&mut self, budget: usize) {
        self.budget = budget;
    }

    /// How many positions the kept graph holds.
    pub fn known(&self) -> usize {
        self.positions.len()
    }

    /// The value of `start` and its winning moves, from the whole graph.
    pub fn solve(&mut self, start: &R::Position) -> Result<Solved<R::Move>, RetrogradeError> {
        let at = self.place(start)?;
        let mut winning_moves = Vec::new();
        for (mv, mut child) in self.rules.moves(start) {
            self.rules.canonical(&mut child);
            // Every child of a known position is known.
            let i = self.index[&child];
            if self.values[i] == Value::Loss {
                winning_moves.push(mv);
            }
        }
        let (positions, draws) = self.reachable_from(at);
        Ok(Solved {
            value: self.values[at],
            winning_moves,
            positions,
            draws,
        })
    }

    /// Only the value of `start` (no moves, no count of the positions it
    /// reaches: a kept graph may be much larger than what one start reaches).
    pub fn value(&mut self, start: &R::Position) -> Result<Value, RetrogradeError> {
        let at = self.place(start)?;
        Ok(self.values[at])
    }

    /// The index of `start` in the labeled graph, exploring and labeling
    /// what is new first.
    fn place(&mut self, start: &R::Position) -> Result<usize, RetrogradeError> {
        let mut root = start.clone();
        self.rules.canonical(&mut root);
        let at = match self.index.get(&root) {
            Some(&i) => i,
            None => {
                // Keep the graph within a few budgets' worth.
                if self.positions.len() > self.budget.saturating_mul(2) {
                    self.index.clear();
                    self.positions.clear();
                    self.successors.clear();
                    self.values.clear();
                }
                let first_new = self.positions.len();
                if let Err(e) = self.explore(root) {
                    self.forget_from(first_new);
                    return Err(e);
                }
                self.label_from(first_new);
                first_new
            }
        };
        Ok(at)
    }

    /// Drops the positions from `first_new` on, which a refused exploration
    /// left unlabeled. When they outnumber the ones kept, the index is built
    /// again from those: taking millions out one by one was a third of a
    /// refused Northcott query's time.
    fn forget_from(&mut self, first_new: usize) {
        if self.positions.len() - first_new > first_new {
            self.positions.truncate(first_new);
            self.index.clear();
            let kept = self.positions.iter().cloned().enumerate();
            self.index.extend(kept.map(|(i, p)| (p, i)));
        } else {
            for p in self.positions.drain(first_new..) {
                self.index.remove(&p);
            }
        }
        self.successors.truncate(first_new);
    }

    /// Adds every position reachable from `start` (not yet known) to the
    /// graph, breadth first, with its successors.
    fn explore(&mut self, start: R::Position) -> Result<(), RetrogradeError> {
        let too_large = RetrogradeError::TooLarge {
            budget: self.budget,
        };
        let first_new = self.positions.len();
        self.index.insert(start.clone(), first_new);
        self.positions.push(start);
        let mut work = 1usize;
        let mut children: Vec<R::Position> = Vec::new();
        let mut at = first_new;
        while at < self.positions.len() {
            let remaining = self.budget.checked_sub(work).ok_or(too_large.clone())?;
            children.clear();
            children.extend(
                self.rules
                    .moves(&self.positions[at])
                    .take(remaining.saturating_add(1))
                    .map(|(_, child)| child),
            );
            if children.len() > remaining {
                return Err(too_large);
            }
            work += children.len();
            let mut successors = Vec::with_capacity(children.len());
            for mut child in children.drain(..) {
                self.rules.canonical(&mut child);
                let next = match self.index.get(&child) {
                    Some(&i) => i,
                    None => {
                        work += 1;
                        if work > self.budget {
                            return Err(too_large);
                        }
                        let i = self.positions.len();
                        self.index.insert(child.clone(), i);
                        self.positions.push(child);
                        i
                    }
                };
                successors.push(next);
            }
            // Breadth first: positions are finished in index order.
            debug_assert_eq!(self.successors.len(), at);
            self.successors.push(successors);
            at += 1;
        }
        Ok(())
    }

    /// Labels the positions from `first_new` on (the ones known before are
    /// labeled, and none of them moves to a new one).
    fn label_from(&mut self, first_new: usize) {
        let values = label(&self.successors[first_new..], first_new, &self.values);
        self.values.extend(values);
    }

    /// How many positions are reachable from `at` (itself included), and how
    /// many of them are draws.
    fn reachable_from(&self, at: usize) -> (usize, usize) {
        let mut seen = vec![false; self.positions.len()];
        let mut stack = vec![at];
        seen[at] = true;
        let (mut count, mut draws) = (0, 0);
        while let Some(i) = stack.pop() {
            count += 1;
            draws += usize::from(self.values[i] == Value::Draw);
            for &j in &self.successors[i] {
                if !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        (count, draws)
    }
}

/// Backward induction over the new part of a graph: `successors[i]` lists
/// the positions position `offset + i` can move to (repeats allowed, one per
/// move); a successor below `offset` is already labeled, with `known[j]`.
fn label(successors: &[Vec<usize>], offset: usize, known: &[Value]) -> Vec<Value> {
    let n = successors.len();
    let mut predecessors: Vec<Vec<usize>> = vec![Vec::new(); n];
    // Moves not yet known to lead to a win for the opponent.
    let mut unrefuted: Vec<usize> = successors.iter().map(Vec::len).collect();
    let mut value: Vec<Option<Value>> = vec![None; n];
    for (from, tos) in successors.iter().enumerate() {
        for &to in tos {
            if to >= offset {
                predecessors[to - offset].push(from);
            } else {
                match known[to] {
                    Value::Loss => value[from] = Some(Value::Win),
                    Value::Win => unrefuted[from] -= 1,
                    Value::Draw => {}
                }
            }
        }
    }
    let mut queue: VecDeque<usize> = VecDeque::new();
    for i in 0..n {
        if value[i].is_none() && unrefuted[i] == 0 {
            value[i] = Some(Value::Loss);
        }
        if value[i].is_some() {
            queue.push_back(i);
        }
    }
    while let Some(done) = queue.pop_front() {
        let done_value = value[done];
        for &before in &predecessors[done] {
            if value[before].is_some() {
                continue;
            }
            match done_value {
                Some(Value::Loss) => {
                    value[before] = Some(Value::Win);
                    queue.push_back(before);
                }
                Some(Value::Win) => {
                    unrefuted[before] -= 1;
                    if unrefuted[before] == 0 {
                        value[before] = Some(Value::Loss);
                        queue.push_back(before);
                    }
                }
                _ => unreachable!("only wins and losses are queued"),
            }
        }
    }
    value
        .into_iter()
        .map(|v| v.unwrap_or(Value::Draw))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game given as an explicit graph: position `i` moves to each of
    /// `edges[i]`; the move is named by its target.
    struct Graph {
        edges: Vec<Vec<usize>>,
    }

    impl PartisanRules for Graph {
        type Position = usize;
        type Move = usize;
        fn moves<'a>(&'a self, p: &'a usize) -> Moves<'a, usize, usize> {
            Box::new(self.edges[*p].iter().map(|&t| (t, t)))
        }
    }

    fn solve(edges: Vec<Vec<usize>>, start: usize) -> Solved<usize> {
        Retrograde::new(Graph { edges }, 1000)
            .solve(&start)
            .unwrap()
    }

    #[test]
    fn no_move_is_a_loss_and_a_move_to_it_wins() {
        let edges = vec![vec![1], vec![]];
        assert_eq!(solve(edges.clone(), 1).value, Value::Loss);
        let s = solve(edges, 0);
        assert_eq!(s.value, Value::Win);
        assert_eq!(s.winning_moves, [1]);
        assert_eq!((s.positions, s.draws), (2, 0));
    }

    #[test]
    fn a_pure_cycle_is_a_draw() {
        // 0 -> 1 -> 2 -> 0: nobody ever runs out of moves.
        let s = solve(vec![vec![1], vec![2], vec![0]], 0);
        assert_eq!(s.value, Value::Draw);
        assert!(s.winning_moves.is_empty());
        assert_eq!((s.positions, s.draws), (3, 3));
    }

    #[test]
    fn a_cycle_with_an_exit_is_decided() {
        // 0 <-> 1, and 1 can also move to the dead end 2: 1 wins by moving to
        // 2, so 0, whose only move goes to 1, loses although it sits on a cycle.
        let s = solve(vec![vec![1], vec![0, 2], vec![]], 0);
        assert_eq!(s.value, Value::Loss);
        assert_eq!(s.draws, 0);
        let s = solve(vec![vec![1], vec![0, 2], vec![]], 1);
        assert_eq!(s.value, Value::Win);
        // Both moves win: 2 is a dead end and 0 is lost.
        assert_eq!(s.winning_moves, [0, 2]);
    }

    #[test]
    fn a_player_who_would_lose_prefers_the_cycle() {
        // 0 can move to 1 (a win for the opponent: 1 -> 3 dead end) or to 2,
        // and 2 <-> 0 cycle. Escaping into the cycle draws.
        let edges = vec![vec![1, 2], vec![3], vec![0], vec![]];
        let s = solve(edges.clone(), 0);
        assert_eq!(s.value, Value::Draw);
        assert!(s.winning_moves.is_empty());
        assert_eq!(s.draws, 2);
        assert_eq!(solve(edges, 1).value, Value::Win);
    }

    #[test]
    fn all_moves_to_wins_is_a_loss_and_order_is_kept() {
        // 0 -> 1, 2 (both win: each moves to the dead end 3), so 0 loses;
        // 4 -> 3, 0, 3 lists its two winning moves in rule order.
        let edges = vec![vec![1, 2], vec![3], vec![3], vec![], vec![3, 0, 1]];
        assert_eq!(solve(edges.clone(), 0).value, Value::Loss);
        let s = solve(edges, 4);
        assert_eq!(s.value, Value::Win);
        assert_eq!(s.winning_moves, [3, 0]);
    }

    #[test]
    fn repeated_moves_to_one_position_count_each() {
        // Two moves from 0 to the win 1: both must be refuted before 0 is lost.
        let s = solve(vec![vec![1, 1], vec![2], vec![]], 0);
        assert_eq!(s.value, Value::Loss);
    }

    /// An endless line 0 -> 1 -> 2 -> ...: the budget must stop it.
    struct Endless;
    impl PartisanRules for Endless {
        type Position = u64;
        type Move = ();
        fn moves<'a>(&'a self, p: &'a u64) -> Moves<'a, (), u64> {
            Box::new(std::iter::once(((), p + 1)))
        }
    }

    /// One position with more moves than any budget.
    struct Huge;
    impl PartisanRules for Huge {
        type Position = u64;
        type Move = u64;
        fn moves<'a>(&'a self, p: &'a u64) -> Moves<'a, u64, u64> {
            Box::new((1..=*p).map(move |t| (t, p - t)))
        }
    }

    #[test]
    fn the_graph_is_kept_and_reused() {
        let edges = vec![vec![1, 2], vec![3], vec![3], vec![], vec![3, 0, 1]];
        let mut e = Retrograde::new(Graph { edges }, 1000);
        assert_eq!(e.solve(&0).unwrap().value, Value::Loss);
        assert_eq!(e.known(), 4);
        // 1 was reached from 0: answered from the kept graph.
        let s = e.solve(&1).unwrap();
        assert_eq!((s.value, s.positions), (Value::Win, 2));
        assert_eq!(e.known(), 4);
        // 4 is new; only it is added, its successors are known.
        let s = e.solve(&4).unwrap();
        assert_eq!(s.winning_moves, [3, 0]);
        assert_eq!((s.positions, e.known()), (5, 5));
    }

    #[test]
    fn a_refused_query_leaves_the_graph_as_it_was() {
        let mut e = Retrograde::new(Endless, 50);
        assert!(e.solve(&0).is_err());
        assert_eq!(e.known(), 0);
        let mut e = Retrograde::new(Huge, 500);
        assert_eq!(e.solve(&3).unwrap().value, Value::Win);
        let known = e.known();
        assert!(e.solve(&u64::MAX).is_err());
        assert_eq!(e.known(), known);
        // The positions kept are still found: nothing is explored again.
        assert_eq!(e.solve(&2).unwrap().value, Value::Win);
        assert_eq!(e.known(), known);
    }

    /// Counts down to 0 below 100, and up forever from 100 on.
    struct UpOrDown;
    impl PartisanRules for UpOrDown {
        type Position = u64;
        type Move = ();
        fn moves<'a>(&'a self, p: &'a u64) -> Moves<'a, (), u64> {
            let next = if *p >= 100 {
                Some(p + 1)
            } else {
                p.checked_sub(1)
            };
            Box::new(next.into_iter().map(|q| ((), q)))
        }
    }

    #[test]
    fn a_refused_query_larger_than_the_graph_keeps_the_graph_findable() {
        let mut e = Retrograde::new(UpOrDown, 50);
        assert_eq!(e.solve(&5).unwrap().value, Value::Win);
        assert_eq!(e.known(), 6);
        // Explores about 50 positions before it is refused: more than kept.
        assert!(e.solve(&100).is_err());
        assert_eq!(e.known(), 6);
        // Found again, not explored again.
        assert_eq!(e.solve(&3).unwrap().value, Value::Win);
        assert_eq!(e.solve(&2).unwrap().value, Value::Loss);
        assert_eq!(e.known(), 6);
    }

    #[test]
    fn budget_is_enforced() {
        let e = Retrograde::new(Endless, 500).solve(&0);
        assert_eq!(e, Err(RetrogradeError::TooLarge { budget: 500 }));
        let e = Retrograde::new(Huge, 500).solve(&u64::MAX);
        assert_eq!(e, Err(RetrogradeError::TooLarge { budget: 500 }));
        let s = Retrograde::new(Huge, 500).solve(&3).unwrap();
        assert_eq!(s.value, Value::Win);
        assert_eq!(s.winning_moves, [3]);
    }

    #[test]
    fn a_long_chain_needs_no_recursion() {
        let edges: Vec<Vec<usize>> = (0..200_000)
            .map(|i| if i + 1 < 200_000 { vec![i + 1] } else { vec![] })
            .collect();
        let s = Retrograde::new(Graph { edges }, 1_000_000)
            .solve(&0)
            .unwrap();
        // 200,000 positions: the last (199,999) has no move and loses, and
        // values alternate back along the chain, so position 0 wins.
        assert_eq!(s.value, Value::Win);
    }
}
