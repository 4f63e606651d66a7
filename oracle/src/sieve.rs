//! A second exhaustive engine, for games whose positions can be listed so that
//! every move goes to an earlier position: a sieve (forward labeling).
//!
//! Why a second engine: the depth-first [`Searcher`](crate::search::Searcher)
//! looks at the moves of every position it meets until one reaches a loss,
//! and at every move of a lost position. In a game where a position has
//! thousands of moves (Wythoff's heaps of 1000) that is most of the work. The
//! sieve turns the work around: it walks the positions from the first, and a
//! position no earlier loss has reached is lost for the player to move; a
//! lost position marks every position with a move to it as won. Only lost
//! positions spread marks, so the work is the positions plus the moves into
//! lost positions, not every move.
//!
//! It is still a brute force over the rules: a game states its box of
//! positions, their order, and the un-moves (which positions have a move to
//! a given one); nothing about who wins. Its tests hold it against the
//! depth-first searcher, position by position.
//!
//! Like the searcher, it counts its work (positions walked and marks made)
//! against a budget and refuses with [`SearchError::TooLarge`] past it; the
//! box is counted before it is allocated, so a position that only claims a
//! huge box costs nothing. A label is one byte: the box kept between queries
//! and the one being labeled take at most twice the budget in bytes.
//!
//! Rules that break the promise the labels rest on (a move out of the box or
//! forward in the order, un-moves that are not the moves reversed) get
//! [`SearchError::Cycle`], the engines' word for "these rules do not describe
//! a game that surely ends in the order given", never a wrong answer the
//! check could catch.

use crate::search::{Analysis, Convention, Rules, SearchError, PROGRESS_BATCH, STATES_EXPANDED};
use std::fmt::Debug;
use std::sync::atomic::Ordering;

/// Rules whose positions a [`Sieve`] can walk: every position reachable from
/// a given one lies in a box, listed in an order where each move goes to an
/// earlier position.
///
/// Positions here are canonical ([`Rules::canonical`]): the box holds one
/// form per position the rules cannot tell apart.
pub trait SieveRules: Rules {
    /// A box of positions, described by a few numbers.
    type Bounds: Clone + PartialEq + Debug;

    /// The least box holding every position reachable from `position`
    /// (canonical), itself included.
    fn bounds(&self, position: &Self::Position) -> Self::Bounds;

    /// The least box holding both boxes.
    fn join(&self, a: &Self::Bounds, b: &Self::Bounds) -> Self::Bounds;

    /// How many positions the box holds; `None` when past `u128`.
    fn count(&self, bounds: &Self::Bounds) -> Option<u128>;

    /// Every position of the box, in an order where each move of a position
    /// goes to an earlier one.
    fn positions<'a>(
        &'a self,
        bounds: &'a Self::Bounds,
    ) -> Box<dyn Iterator<Item = Self::Position> + 'a>;

    /// Where `position` (canonical) comes in [`SieveRules::positions`];
    /// `None` outside the box.
    fn index(&self, bounds: &Self::Bounds, position: &Self::Position) -> Option<usize>;

    /// Appends to `out` the indices of at most `limit + 1` positions of the
    /// box that have a move to `position` (canonical): its un-moves, each
    /// made canonical (so the engine can tell "more than `limit`" without
    /// listing them all). An index may come twice when two moves of one
    /// position lead to `position`.
    fn predecessors(
        &self,
        bounds: &Self::Bounds,
        position: &Self::Position,
        limit: usize,
        out: &mut Vec<usize>,
    );
}

/// A box holding the kept one and a query's is tried when it has at most
/// this share of the budget in positions (or at most twice the query's own).
const JOIN_SHARE: u128 = 4;

/// A box and, for each of its positions (by index), whether the player to
/// move wins.
type LabeledBox<R> = (<R as SieveRules>::Bounds, Vec<bool>);

/// A sieve over the boxes of one game, keeping the largest box it labeled so
/// that queries inside it cost only their own moves.
pub struct Sieve<R: SieveRules> {
    rules: R,
    budget: usize,
    /// The box kept between queries (see [`Sieve::keep`]).
    labeled: Option<LabeledBox<R>>,
    /// Scratch for the un-moves of one position.
    predecessors: Vec<usize>,
    /// Scratch for telling whether a position has a move (misère play).
    successors: Vec<R::Position>,
    /// Positions walked over the sieve's life, for rates in benchmarks.
    states: u64,
}

impl<R: SieveRules> Sieve<R> {
    /// A sieve that lets each query walk and mark at most `budget` positions
    /// and moves together.
    pub fn new(rules: R, budget: usize) -> Self {
        Sieve {
            rules,
            budget,
            labeled: None,
            predecessors: Vec::new(),
            successors: Vec::new(),
            states: 0,
        }
    }

    /// Changes the budget of the queries that follow.
    pub fn set_budget(&mut self, budget: usize) {
        self.budget = budget;
    }

    pub fn budget(&self) -> usize {
        self.budget
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// How many positions this sieve has walked in its life.
    pub fn states_expanded(&self) -> u64 {
        self.states
    }

    /// How many positions the kept box holds.
    pub fn labeled_len(&self) -> usize {
        self.labeled.as_ref().map_or(0, |(_, wins)| wins.len())
    }

    /// Outcome and winning moves of `position`. The sieve knows who wins, not
    /// Grundy values: `grundy` is `None`.
    pub fn analyze(&mut self, position: &R::Position) -> Result<Analysis<R::Move>, SearchError> {
        let mut root = position.clone();
        self.rules.canonical(&mut root);
        let (work, fresh) = self.label(&root)?;
        let answer = {
            let (bounds, wins) = fresh
                .as_ref()
                .or(self.labeled.as_ref())
                .expect("a box holding the root was labeled or kept");
            self.answer(bounds, wins, position, &root, work)
        };
        if let Some(fresh) = fresh {
            self.keep(fresh);
        }
        answer
    }

    /// The answer for `position` (`root` is its canonical form) from the
    /// labels of a box holding it, `work` already spent.
    fn answer(
        &self,
        bounds: &R::Bounds,
        wins: &[bool],
        position: &R::Position,
        root: &R::Position,
        mut work: usize,
    ) -> Result<Analysis<R::Move>, SearchError> {
        let too_large = SearchError::TooLarge {
            budget: self.budget,
        };
        let own = self.rules.index(bounds, root).ok_or(SearchError::Cycle)?;
        // The winning moves: the moves of the rules whose positions the
        // labels call lost.
        let mut winning_moves = Vec::new();
        let mut any_move = false;
        for (mv, mut child) in self.rules.moves(position) {
            work += 1;
            if work > self.budget {
                return Err(too_large);
            }
            any_move = true;
            self.rules.canonical(&mut child);
            // A move out of the box, or forward in the order, breaks the
            // promise the sieve's labels rest on.
            let at = self
                .rules
                .index(bounds, &child)
                .filter(|&at| at < own)
                .ok_or(SearchError::Cycle)?;
            if !wins[at] {
                winning_moves.push(mv);
            }
        }
        // The label the marks gave, checked against the moves: they differ
        // only when the un-moves are not the moves reversed.
        let player_to_move_wins = wins[own];
        let by_moves = match self.rules.convention() {
            Convention::Normal => !winning_moves.is_empty(),
            Convention::Misere => !winning_moves.is_empty() || !any_move,
        };
        if player_to_move_wins != by_moves {
            return Err(SearchError::Cycle);
        }
        Ok(Analysis {
            player_to_move_wins,
            grundy: None,
            winning_moves,
        })
    }

    /// The work spent making sure a labeled box holds `root`, and that box
    /// when it is not the kept one.
    fn label(&mut self, root: &R::Position) -> Result<(usize, Option<LabeledBox<R>>), SearchError> {
        let own = self.rules.bounds(root);
        let kept = self.labeled.as_ref().map(|(b, _)| b.clone());
        if let Some(kept) = &kept {
            if self.rules.join(kept, &own) == *kept {
                return Ok((0, None));
            }
        }
        // A box holding the kept one too serves later queries near both
        // (positions asked one size after another, or a run of small ones),
        // when it costs not much more than the query's own box or little of
        // the budget. Refused, the query's own box decides, so the answer
        // never depends on what was asked before.
        if let Some(kept) = &kept {
            let joined = self.rules.join(kept, &own);
            let own_count = self.rules.count(&own).unwrap_or(u128::MAX);
            let joined_count = self.rules.count(&joined).unwrap_or(u128::MAX);
            let cheap = joined_count <= own_count.saturating_mul(2)
                || joined_count <= self.budget as u128 / JOIN_SHARE;
            if joined != own && cheap {
                if let Ok((work, wins)) = self.label_box(&joined) {
                    return Ok((work, Some((joined, wins))));
                }
            }
        }
        let (work, wins) = self.label_box(&own)?;
        Ok((work, Some((own, wins))))
    }

    /// Keeps the box that serves more later queries: a fresh box replaces
    /// the kept one when it holds it or holds as many positions.
    fn keep(&mut self, fresh: LabeledBox<R>) {
        let replace = match &self.labeled {
            None => true,
            Some((kept, wins)) => {
                self.rules.join(&fresh.0, kept) == fresh.0 || fresh.1.len() >= wins.len()
            }
        };
        if replace {
            self.labeled = Some(fresh);
        }
    }

    /// Labels every position of `bounds`: the work (positions and marks, at
    /// most the budget) and for each position whether the player to move
    /// wins. The kept box stays as it is, so a refused query loses nothing.
    fn label_box(&mut self, bounds: &R::Bounds) -> Result<(usize, Vec<bool>), SearchError> {
        let too_large = SearchError::TooLarge {
            budget: self.budget,
        };
        // Counted before anything is allocated.
        let count = self
            .rules
            .count(bounds)
            .filter(|&c| c <= self.budget as u128)
            .ok_or(too_large.clone())? as usize;
        let convention = self.rules.convention();
        let mut wins = vec![false; count];
        let mut work = count;
        let mut walked = 0usize;
        let mut batch = 0;
        for (at, position) in self.rules.positions(bounds).enumerate() {
            if at >= count {
                return Err(SearchError::Cycle);
            }
            self.states += 1;
            walked += 1;
            batch += 1;
            if batch == PROGRESS_BATCH {
                STATES_EXPANDED.fetch_add(PROGRESS_BATCH, Ordering::Relaxed);
                batch = 0;
            }
            if wins[at] {
                continue;
            }
            // No earlier loss reaches this position: every move of it goes
            // to a won one (or it has none).
            let lost = match convention {
                Convention::Normal => true,
                Convention::Misere => {
                    self.successors.clear();
                    self.rules
                        .successors(&position, 0, &mut self.successors, &mut Vec::new());
                    !self.successors.is_empty()
                }
            };
            if !lost {
                wins[at] = true;
                continue;
            }
            let remaining = self.budget - work;
            self.predecessors.clear();
            self.rules
                .predecessors(bounds, &position, remaining, &mut self.predecessors);
            if self.predecessors.len() > remaining {
                return Err(too_large);
            }
            work += self.predecessors.len();
            for &from in &self.predecessors {
                // A predecessor must come later: a move goes to an earlier
                // position. Anything else means the order is broken.
                if from <= at || from >= count {
                    return Err(SearchError::Cycle);
                }
                wins[from] = true;
            }
        }
        if walked != count {
            return Err(SearchError::Cycle);
        }
        Ok((work, wins))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Moves, Searcher};

    /// Take one or two counters from a line of `n`, under either convention:
    /// tiny rules with known answers, both conventions. The bool makes the
    /// un-moves forget taking two (un-moves that are not the moves reversed).
    struct TakeOneOrTwo(Convention, bool);

    impl TakeOneOrTwo {
        fn new(convention: Convention) -> Self {
            TakeOneOrTwo(convention, false)
        }

        fn forgetting_two() -> Self {
            TakeOneOrTwo(Convention::Normal, true)
        }
    }

    impl Rules for TakeOneOrTwo {
        type Position = u32;
        type Move = u32;
        fn convention(&self) -> Convention {
            self.0
        }
        fn moves<'a>(&'a self, &n: &'a u32) -> Moves<'a, u32, u32> {
            Box::new((1..=2).filter(move |&t| t <= n).map(move |t| (t, n - t)))
        }
    }

    impl SieveRules for TakeOneOrTwo {
        type Bounds = u32;
        fn bounds(&self, &n: &u32) -> u32 {
            n
        }
        fn join(&self, a: &u32, b: &u32) -> u32 {
            *a.max(b)
        }
        fn count(&self, &n: &u32) -> Option<u128> {
            Some(u128::from(n) + 1)
        }
        fn positions<'a>(&'a self, &n: &'a u32) -> Box<dyn Iterator<Item = u32> + 'a> {
            Box::new(0..=n)
        }
        fn index(&self, &n: &u32, &p: &u32) -> Option<usize> {
            (p <= n).then_some(p as usize)
        }
        fn predecessors(&self, &n: &u32, &p: &u32, limit: usize, out: &mut Vec<usize>) {
            let most = if self.1 { 1 } else { 2 };
            let from = (1..=most).map(|t| p + t).filter(|&q| q <= n);
            out.extend(from.map(|q| q as usize).take(limit.saturating_add(1)));
        }
    }

    #[test]
    fn agrees_with_the_searcher_in_both_conventions() {
        for convention in [Convention::Normal, Convention::Misere] {
            let mut searcher = Searcher::new(TakeOneOrTwo::new(convention), 10_000);
            let mut sieve = Sieve::new(TakeOneOrTwo::new(convention), 10_000);
            for n in 0..40 {
                let want = searcher.analyze(&n).unwrap();
                let got = sieve.analyze(&n).unwrap();
                assert_eq!(got.player_to_move_wins, want.player_to_move_wins, "{n}");
                assert_eq!(got.winning_moves, want.winning_moves, "{n}");
                assert_eq!(got.grundy, None);
            }
        }
        let mut sieve = Sieve::new(TakeOneOrTwo::new(Convention::Normal), 100);
        assert!(!sieve.analyze(&6).unwrap().player_to_move_wins);
        assert_eq!(sieve.analyze(&7).unwrap().winning_moves, [1]);
        let mut sieve = Sieve::new(TakeOneOrTwo::new(Convention::Misere), 100);
        assert!(sieve.analyze(&0).unwrap().player_to_move_wins);
        assert!(!sieve.analyze(&1).unwrap().player_to_move_wins);
        assert!(!sieve.analyze(&4).unwrap().player_to_move_wins);
    }

    #[test]
    fn a_box_past_the_budget_is_refused_and_smaller_ones_still_answer() {
        let mut sieve = Sieve::new(TakeOneOrTwo::new(Convention::Normal), 100);
        // 101 positions alone are past a budget of 100.
        assert_eq!(
            sieve.analyze(&100),
            Err(SearchError::TooLarge { budget: 100 })
        );
        assert_eq!(sieve.states_expanded(), 0);
        // 70 positions and the marks of the 24 lost ones (2 each but the
        // last) are past it too.
        assert_eq!(
            sieve.analyze(&69),
            Err(SearchError::TooLarge { budget: 100 })
        );
        assert!(!sieve.analyze(&9).unwrap().player_to_move_wins);
        assert_eq!(sieve.labeled_len(), 10);
        // A refusal loses nothing kept.
        assert!(sieve.analyze(&69).is_err());
        assert_eq!(sieve.labeled_len(), 10);
        let walked = sieve.states_expanded();
        assert!(!sieve.analyze(&6).unwrap().player_to_move_wins);
        assert_eq!(sieve.states_expanded(), walked);
    }

    #[test]
    fn a_kept_box_grows_to_serve_its_neighbours() {
        let mut sieve = Sieve::new(TakeOneOrTwo::new(Convention::Normal), 1000);
        sieve.analyze(&10).unwrap();
        assert_eq!(sieve.labeled_len(), 11);
        // Inside the kept box: nothing new is walked.
        sieve.analyze(&4).unwrap();
        assert_eq!(sieve.states_expanded(), 11);
        sieve.analyze(&12).unwrap();
        assert_eq!(sieve.labeled_len(), 13);
    }

    /// Rules whose un-moves point the wrong way: the order is broken.
    struct Backwards;
    impl Rules for Backwards {
        type Position = u32;
        type Move = ();
        fn moves<'a>(&'a self, &n: &'a u32) -> Moves<'a, (), u32> {
            Box::new((n > 0).then(|| ((), n - 1)).into_iter())
        }
    }
    impl SieveRules for Backwards {
        type Bounds = u32;
        fn bounds(&self, &n: &u32) -> u32 {
            n
        }
        fn join(&self, a: &u32, b: &u32) -> u32 {
            *a.max(b)
        }
        fn count(&self, &n: &u32) -> Option<u128> {
            Some(u128::from(n) + 1)
        }
        fn positions<'a>(&'a self, &n: &'a u32) -> Box<dyn Iterator<Item = u32> + 'a> {
            Box::new(0..=n)
        }
        fn index(&self, &n: &u32, &p: &u32) -> Option<usize> {
            (p <= n).then_some(p as usize)
        }
        fn predecessors(&self, _: &u32, &p: &u32, _: usize, out: &mut Vec<usize>) {
            if p > 0 {
                out.push(p as usize - 1);
            }
        }
    }

    #[test]
    fn a_broken_order_is_an_error_not_an_answer() {
        let mut sieve = Sieve::new(Backwards, 100);
        assert!(sieve.analyze(&0).is_ok());
        assert_eq!(sieve.analyze(&5), Err(SearchError::Cycle));
    }

    #[test]
    fn unmoves_that_are_not_the_moves_reversed_are_an_error() {
        let mut sieve = Sieve::new(TakeOneOrTwo::forgetting_two(), 100);
        assert!(!sieve.analyze(&0).unwrap().player_to_move_wins);
        assert!(sieve.analyze(&1).unwrap().player_to_move_wins);
        // The marks call 2 lost; its move to 0 says otherwise.
        assert_eq!(sieve.analyze(&2), Err(SearchError::Cycle));
    }
}
