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
//! positions, no acyclicity, no reduction. A game is its
//! [`PartisanRules`] (whose turn it is is part of the position: the two
//! players have different moves), and [`Packed`], the words the engine keeps
//! each position as.

use crate::fxhash::FxHashMap;
use crate::interner::Interner;
use crate::partisan::PartisanRules;
use crate::search::{PROGRESS_BATCH, STATES_EXPANDED};
use std::collections::VecDeque;
use std::fmt;
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;

/// What the engine needs of a game's rules beyond its moves: positions
/// packed into words, so that all of them live in one vector and millions of
/// positions cost no allocation each. The laws never ask it, so rules for
/// another engine need not say it.
pub trait Packed: PartisanRules {
    /// Appends the words that name `position` in the graph. Positions the
    /// rules cannot tell apart (rows in any order are one Northcott
    /// position) must give the same words, and no others may.
    fn pack(&self, position: &Self::Position, words: &mut Vec<u64>);

    /// A position that [`Packed::pack`] wrote as `words`: any one of
    /// those it stands for, since they have the same moves up to renaming.
    fn unpack(&self, words: &[u64]) -> Self::Position;
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
                "the position graph needs more than {budget} positions and moves"
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
pub struct Retrograde<R: Packed> {
    rules: R,
    budget: usize,
    /// Every position of the graph, numbered breadth first.
    seen: Interner,
    /// The successors of position `i` are `edges[edge_starts[i]..edge_starts[i + 1]]`
    /// (one per move, repeats kept).
    edge_starts: Vec<usize>,
    edges: Vec<u32>,
    values: Vec<Value>,
    /// [`Retrograde::solve`]'s count of what a start reaches marks position
    /// `i` visited by writing the count's generation in `visit_marks[i]`, so
    /// that a count costs what it reaches, not the size of the kept graph.
    visit_marks: Vec<u32>,
    /// The generation of the latest count; no mark is above it.
    visit_generation: u32,
    /// `(positions, draws)` reachable from each start counted so far, by
    /// its number. What a kept position reaches never changes (it moves
    /// only to kept positions), so a start asked again, as a sweep asks the
    /// same small boards again and again, is not walked again. Dropped with
    /// the graph.
    reach_of_start: FxHashMap<usize, (usize, usize)>,
}

impl<R: Packed> Retrograde<R> {
    /// An engine that refuses graphs of more than `budget` positions and
    /// moves together.
    pub fn new(rules: R, budget: usize) -> Self {
        Retrograde {
            rules,
            budget,
            seen: Interner::default(),
            edge_starts: vec![0],
            edges: Vec::new(),
            values: Vec::new(),
            visit_marks: Vec::new(),
            visit_generation: 0,
            reach_of_start: FxHashMap::default(),
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
        self.seen.len()
    }

    /// The value of `start` and its winning moves, from the whole graph.
    pub fn solve(&mut self, start: &R::Position) -> Result<Solved<R::Move>, RetrogradeError> {
        let at = self.place(start)?;
        let mut winning_moves = Vec::new();
        let mut words = Vec::new();
        let (rules, seen, values) = (&self.rules, &self.seen, &self.values);
        let _ = rules.for_each_move(start, &mut |mv, child| {
            words.clear();
            rules.pack(child, &mut words);
            let i = seen
                .find(&words)
                .expect("every child of a known position is known");
            if values[i] == Value::Loss {
                winning_moves.push(mv);
            }
            ControlFlow::Continue(())
        });
        let (positions, draws) = match self.reach_of_start.get(&at) {
            Some(&reach) => reach,
            None => {
                let reach = self.reachable_from(at);
                self.reach_of_start.insert(at, reach);
                reach
            }
        };
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
        let mut root = Vec::new();
        self.rules.pack(start, &mut root);
        if let Some(i) = self.seen.find(&root) {
            return Ok(i);
        }
        // Keep the graph within a few budgets' worth.
        if self.seen.len() > self.budget.saturating_mul(2) {
            self.seen = Interner::default();
            self.edge_starts = vec![0];
            self.edges = Vec::new();
            self.values = Vec::new();
            self.reach_of_start.clear();
        }
        let first_new = self.seen.len();
        if let Err(e) = self.explore(&root) {
            self.forget_from(first_new);
            return Err(e);
        }
        self.label_from(first_new);
        Ok(first_new)
    }

    /// Drops the positions from `first_new` on, which a refused exploration
    /// left unlabeled.
    fn forget_from(&mut self, first_new: usize) {
        self.seen.truncate(first_new);
        self.edge_starts.truncate(first_new + 1);
        self.edges.truncate(self.edge_starts[first_new]);
    }

    /// Adds every position reachable from `root` (not yet known) to the
    /// graph, breadth first, with its successors.
    fn explore(&mut self, root: &[u64]) -> Result<(), RetrogradeError> {
        let too_large = RetrogradeError::TooLarge {
            budget: self.budget,
        };
        let budget = self.budget;
        let first_new = self.seen.len();
        self.seen.try_intern(root).ok_or(too_large.clone())?;
        let mut work = 1usize;
        if work > budget {
            return Err(too_large);
        }
        let mut words = Vec::new();
        let mut at = first_new;
        while at < self.seen.len() {
            let position = self.rules.unpack(self.seen.words(at));
            let (rules, seen, edges) = (&self.rules, &mut self.seen, &mut self.edges);
            // Each move costs one unit of the budget, and each new position one more.
            let flow = rules.for_each_move(&position, &mut |_, child| {
                work += 1;
                if work > budget {
                    return ControlFlow::Break(());
                }
                words.clear();
                rules.pack(child, &mut words);
                let Some((next, new)) = seen.try_intern(&words) else {
                    return ControlFlow::Break(());
                };
                if new {
                    work += 1;
                    if work > budget {
                        return ControlFlow::Break(());
                    }
                }
                edges.push(u32::try_from(next).expect("an interner numbers positions in 32 bits"));
                ControlFlow::Continue(())
            });
            if flow.is_break() {
                return Err(too_large);
            }
            // Breadth first: positions are finished in number order.
            debug_assert_eq!(self.edge_starts.len(), at + 1);
            self.edge_starts.push(self.edges.len());
            at += 1;
            // For a progress display, as the searcher counts its states.
            if (at - first_new) as u64 % PROGRESS_BATCH == 0 {
                STATES_EXPANDED.fetch_add(PROGRESS_BATCH, Ordering::Relaxed);
            }
        }
        Ok(())
    }

    /// Labels the positions from `first_new` on (the ones known before are
    /// labeled, and none of them moves to a new one).
    fn label_from(&mut self, first_new: usize) {
        let values = label(
            &self.edge_starts[first_new..],
            &self.edges,
            first_new,
            &self.values,
        );
        self.values.extend(values);
    }

    /// How many positions are reachable from `at` (itself included), and how
    /// many of them are draws.
    fn reachable_from(&mut self, at: usize) -> (usize, usize) {
        let generation = self.next_visit_generation();
        let marks = &mut self.visit_marks;
        let mut stack = vec![at];
        marks[at] = generation;
        let (mut count, mut draws) = (0, 0);
        while let Some(i) = stack.pop() {
            count += 1;
            draws += usize::from(self.values[i] == Value::Draw);
            for &j in &self.edges[self.edge_starts[i]..self.edge_starts[i + 1]] {
                let j = j as usize;
                if marks[j] != generation {
                    marks[j] = generation;
                    stack.push(j);
                }
            }
        }
        (count, draws)
    }

    /// A generation no position is marked with yet, with a mark for every
    /// position of the graph. Marks of positions dropped and numbered again
    /// are of older generations, so they read as unvisited; when the counter
    /// would wrap, every mark is cleared first.
    fn next_visit_generation(&mut self) -> u32 {
        if self.visit_generation == u32::MAX {
            self.visit_marks.fill(0);
            self.visit_generation = 0;
        }
        self.visit_generation += 1;
        self.visit_marks.resize(self.seen.len(), 0);
        self.visit_generation
    }
}

/// Backward induction over the new part of a graph. Position `offset + i`
/// moves to each of `edges[starts[i]..starts[i + 1]]` (repeats allowed, one
/// per move); a successor below `offset` is already labeled, with `known[j]`.
fn label(starts: &[usize], edges: &[u32], offset: usize, known: &[Value]) -> Vec<Value> {
    let n = starts.len() - 1;
    let successors = |i: usize| &edges[starts[i]..starts[i + 1]];
    // The predecessors of each new position, in one vector: counted, then
    // placed (`pred_starts[i + 1]` counts down to `pred_starts[i]`).
    let mut pred_starts = vec![0usize; n + 1];
    for from in 0..n {
        for &to in successors(from) {
            if let Some(to) = (to as usize).checked_sub(offset) {
                pred_starts[to + 1] += 1;
            }
        }
    }
    for i in 0..n {
        pred_starts[i + 1] += pred_starts[i];
    }
    let mut fill = pred_starts.clone();
    let mut predecessors = vec![0u32; pred_starts[n]];
    // Moves not yet known to lead to a win for the opponent.
    let mut unrefuted: Vec<usize> = (0..n).map(|i| successors(i).len()).collect();
    let mut value: Vec<Option<Value>> = vec![None; n];
    for from in 0..n {
        for &to in successors(from) {
            let to = to as usize;
            if to >= offset {
                predecessors[fill[to - offset]] = from as u32;
                fill[to - offset] += 1;
            } else {
                match known[to] {
                    Value::Loss => value[from] = Some(Value::Win),
                    Value::Win => unrefuted[from] -= 1,
                    Value::Draw => {}
                }
            }
        }
    }
    drop(fill);
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
        for &before in &predecessors[pred_starts[done]..pred_starts[done + 1]] {
            let before = before as usize;
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
    use crate::partisan::{Player, VisitMove};

    /// A game given as an explicit graph: position `i` moves to each of
    /// `edges[i]`; the move is named by its target.
    struct Graph {
        edges: Vec<Vec<usize>>,
    }

    impl PartisanRules for Graph {
        type Position = usize;
        type Move = usize;
        fn to_move(&self, _: &Self::Position) -> Player {
            Player::First
        }
        fn for_each_move(
            &self,
            p: &usize,
            visit: &mut VisitMove<'_, usize, usize>,
        ) -> ControlFlow<()> {
            for &t in &self.edges[*p] {
                visit(t, &t)?;
            }
            ControlFlow::Continue(())
        }
    }
    impl Packed for Graph {
        fn pack(&self, p: &usize, words: &mut Vec<u64>) {
            words.push(*p as u64);
        }
        fn unpack(&self, words: &[u64]) -> usize {
            words[0] as usize
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
        fn to_move(&self, _: &Self::Position) -> Player {
            Player::First
        }
        fn for_each_move(&self, p: &u64, visit: &mut VisitMove<'_, (), u64>) -> ControlFlow<()> {
            visit((), &(p + 1))
        }
    }
    impl Packed for Endless {
        fn pack(&self, p: &u64, words: &mut Vec<u64>) {
            words.push(*p);
        }
        fn unpack(&self, words: &[u64]) -> u64 {
            words[0]
        }
    }

    /// One position with more moves than any budget.
    struct Huge;
    impl PartisanRules for Huge {
        type Position = u64;
        type Move = u64;
        fn to_move(&self, _: &Self::Position) -> Player {
            Player::First
        }
        fn for_each_move(&self, p: &u64, visit: &mut VisitMove<'_, u64, u64>) -> ControlFlow<()> {
            for t in 1..=*p {
                visit(t, &(p - t))?;
            }
            ControlFlow::Continue(())
        }
    }
    impl Packed for Huge {
        fn pack(&self, p: &u64, words: &mut Vec<u64>) {
            words.push(*p);
        }
        fn unpack(&self, words: &[u64]) -> u64 {
            words[0]
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
    fn a_count_sees_no_mark_left_by_the_count_before() {
        // 0 reaches 1, 2 and 3; 5 reaches only 3; 4 reaches all of them.
        let edges = vec![vec![1, 2], vec![3], vec![3], vec![], vec![3, 0, 1], vec![3]];
        let mut e = Retrograde::new(Graph { edges }, 1000);
        assert_eq!(e.solve(&0).unwrap().positions, 4);
        // Positions 1 and 3, marked by the count from 0, are counted again.
        assert_eq!(e.solve(&1).unwrap().positions, 2);
        assert_eq!(e.solve(&0).unwrap().positions, 4);
        assert_eq!(e.solve(&4).unwrap().positions, 5);
        assert_eq!(e.solve(&5).unwrap().positions, 2);
        assert_eq!(e.solve(&4).unwrap().positions, 5);
    }

    #[test]
    fn a_count_after_the_generation_counter_wraps_sees_no_old_mark() {
        // 4 is not reached from 0: it is counted only when asked for.
        let edges = vec![vec![1, 2], vec![3], vec![3], vec![], vec![1, 2]];
        let mut e = Retrograde::new(Graph { edges }, 1000);
        // The first count marks 0 to 3 with generation 1.
        assert_eq!(e.solve(&0).unwrap().positions, 4);
        // The last generation before the wrap marks only 3 ...
        e.visit_generation = u32::MAX - 1;
        assert_eq!(e.solve(&3).unwrap().positions, 1);
        assert_eq!(e.visit_generation, u32::MAX);
        // ... and the count after it, generation 1 again, must not take
        // the first count's marks on 1 and 2 for its own.
        assert_eq!(e.solve(&4).unwrap().positions, 4);
        assert_eq!(e.visit_generation, 1);
    }

    #[test]
    fn a_count_after_the_graph_is_dropped_and_built_again_is_exact() {
        // Budget 8: the kept graph is dropped once it holds more than 16
        // positions, and the positions found next are numbered from 0 again.
        let edges: Vec<Vec<usize>> = (0..40)
            .map(|i| if i % 4 == 3 { vec![] } else { vec![i + 1] })
            .collect();
        let mut e = Retrograde::new(Graph { edges }, 8);
        for round in 0..3 {
            for start in (0..40).step_by(4) {
                let s = e.solve(&start).unwrap();
                assert_eq!(s.positions, 4, "round {round}, start {start}");
                assert_eq!(e.solve(&(start + 2)).unwrap().positions, 2);
            }
        }
    }

    #[test]
    fn a_start_asked_again_gets_its_own_count_across_dropped_graphs() {
        // Chains of different lengths; a small budget drops the kept graph
        // every few chains, so a start is numbered differently from round
        // to round, and a count kept from before a drop would be another
        // chain's.
        let lengths = [3, 6, 1, 5, 2, 4].repeat(4);
        let mut edges: Vec<Vec<usize>> = Vec::new();
        let mut starts = Vec::new();
        for &n in &lengths {
            starts.push((edges.len(), n));
            for k in 0..n {
                let next = edges.len() + 1;
                edges.push(if k + 1 < n { vec![next] } else { vec![] });
            }
        }
        let mut e = Retrograde::new(Graph { edges }, 12);
        for round in 0..3 {
            for &(start, n) in starts.iter().rev().step_by(round + 1).chain(&starts) {
                let s = e.solve(&start).unwrap();
                assert_eq!(s.positions, n, "round {round}, start {start}");
            }
        }
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
        fn to_move(&self, _: &Self::Position) -> Player {
            Player::First
        }
        fn for_each_move(&self, p: &u64, visit: &mut VisitMove<'_, (), u64>) -> ControlFlow<()> {
            let next = if *p >= 100 {
                Some(p + 1)
            } else {
                p.checked_sub(1)
            };
            match next {
                Some(q) => visit((), &q),
                None => ControlFlow::Continue(()),
            }
        }
    }
    impl Packed for UpOrDown {
        fn pack(&self, p: &u64, words: &mut Vec<u64>) {
            words.push(*p);
        }
        fn unpack(&self, words: &[u64]) -> u64 {
            words[0]
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
    fn explored_positions_count_towards_the_progress_display() {
        // Other tests may add to the shared counter meanwhile, never take.
        let before = crate::search::states_expanded();
        let s = Retrograde::new(UpOrDown, 1_000_000).solve(&99).unwrap();
        assert_eq!(s.positions, 100);
        let mut e = Retrograde::new(Endless, 3 * PROGRESS_BATCH as usize);
        assert!(e.solve(&0).is_err());
        // The refused walk expanded about 1.5 batches: one is counted.
        assert!(crate::search::states_expanded() - before >= PROGRESS_BATCH);
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
