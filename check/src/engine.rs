//! [`Engine`]: the oracle's side of a check, whatever searches the rules.
//!
//! A [`Check`](crate::Check) asks its engine, position by position, who wins,
//! the Grundy value where it finds one, and every winning move, within a
//! budget. The depth-first [`Searcher`] is the default (it knows every
//! impartial game's values); the [`Sieve`] decides who wins without values,
//! spreading marks from lost positions only, which is far less work where a
//! position has thousands of moves (Wythoff's game). A user may bring an
//! engine of their own: it is held to nothing but the rules, as these are.

use oracle::search::{Analysis, Rules, SearchError, Searcher};
use oracle::sieve::{Sieve, SieveRules};

/// An exhaustive engine over a game's rules: the truth a check compares a
/// solver with. It keeps what it learns between queries (a memo, a labeled
/// box), so one engine serves every position of a check.
///
/// ```
/// use grundy_check::oracle::sieve::Sieve;
/// use grundy_check::oracle::wythoff::Wythoff;
/// use grundy_check::{Answer, Check, Engine};
///
/// // Wythoff's game has no Grundy value in closed form; my solver says only
/// // who wins: (a, b) is lost exactly on the pairs (0, 0), (1, 2), (3, 5), ...
/// let cold = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)];
/// let solver = move |&(a, b): &(u64, u64)| Answer::winner(!cold.contains(&(a.min(b), a.max(b))));
///
/// // The sieve answers who wins without the values the searcher would find.
/// let sieve: Box<dyn Engine<Wythoff>> = Box::new(Sieve::new(Wythoff, 100_000));
/// let mut check = Check::with_engine("wythoff", sieve, solver);
/// let small = (0..=8).flat_map(|a| (0..=8).map(move |b| (a, b)));
/// assert_eq!(check.sweep(small).unwrap().checked, 81);
/// ```
pub trait Engine<R: Rules> {
    /// The rules it searches: the laws read their moves.
    fn rules(&self) -> &R;

    /// Sets how many states and moves each query that follows may create;
    /// past it, the query answers [`SearchError::TooLarge`].
    fn set_budget(&mut self, states: usize);

    /// Who wins from `position`, its Grundy value where the engine finds
    /// one (`None` otherwise: the `grundy` row then reads `none`), and every
    /// winning move.
    fn analyze(&mut self, position: &R::Position) -> Result<Analysis<R::Move>, SearchError>;

    /// The Grundy value of `position` alone, where the engine finds one
    /// (`None` otherwise), refused for the reasons [`Engine::analyze`]
    /// refuses (a cycle, the budget; an analysis that also values the
    /// children may run out of budget where the value alone does not):
    /// for a caller that needs no outcome or moves (the value of one token
    /// on each node of a graph). By default the value of an analysis; an
    /// engine that keeps values answers from its memo without looking for
    /// the winning moves.
    ///
    /// ```
    /// use grundy_check::oracle::nim::Nim;
    /// use grundy_check::oracle::search::Searcher;
    /// use grundy_check::Engine;
    ///
    /// let mut searcher = Searcher::new(Nim::normal(), 10_000);
    /// assert_eq!(Engine::value(&mut searcher, &vec![3, 5]), Ok(Some(6)));
    /// ```
    fn value(&mut self, position: &R::Position) -> Result<Option<u64>, SearchError> {
        self.analyze(position).map(|a| a.grundy)
    }

    /// How many positions it keeps between queries: what keeping it costs
    /// (0 for an engine that does not say).
    fn memo_len(&self) -> usize {
        0
    }
}

impl<R: Rules> Engine<R> for Searcher<R> {
    fn rules(&self) -> &R {
        Searcher::rules(self)
    }

    fn set_budget(&mut self, states: usize) {
        Searcher::set_budget(self, states);
    }

    fn analyze(&mut self, position: &R::Position) -> Result<Analysis<R::Move>, SearchError> {
        Searcher::analyze(self, position)
    }

    /// The memo's value, without the moves; none where the searcher keeps
    /// no Grundy values (misère play, a searcher for the outcome only).
    fn value(&mut self, position: &R::Position) -> Result<Option<u64>, SearchError> {
        let value = Searcher::value(self, position)?;
        let is_grundy = !self.decides_only_the_outcome()
            && self.rules().convention() == oracle::search::Convention::Normal;
        Ok(is_grundy.then_some(value))
    }

    fn memo_len(&self) -> usize {
        Searcher::memo_len(self)
    }
}

impl<R: SieveRules> Engine<R> for Sieve<R> {
    fn rules(&self) -> &R {
        Sieve::rules(self)
    }

    fn set_budget(&mut self, states: usize) {
        Sieve::set_budget(self, states);
    }

    fn analyze(&mut self, position: &R::Position) -> Result<Analysis<R::Move>, SearchError> {
        Sieve::analyze(self, position)
    }

    fn memo_len(&self) -> usize {
        Sieve::labeled_len(self)
    }
}

#[cfg(test)]
mod tests {
    use crate::oracle::dag::TokenGraph;
    use crate::oracle::nim::Nim;
    use crate::oracle::search::{SearchError, Searcher};
    use crate::oracle::sieve::Sieve;
    use crate::oracle::wythoff::{Wythoff, WythoffMove};
    use crate::{Answer, Check, Engine};

    /// Says the player to move wins unless the heaps are equal: wrong at
    /// (1, 2), the first lost position after (0, 0).
    fn equal_heaps_lose(&(a, b): &(u64, u64)) -> Answer<WythoffMove> {
        Answer::winner(a != b)
    }

    fn sieve(budget: usize) -> Box<dyn Engine<Wythoff>> {
        Box::new(Sieve::new(Wythoff, budget))
    }

    #[test]
    fn the_given_engine_answers_and_catches_a_wrong_solver() {
        let mut check = Check::with_engine("wythoff", sieve(10_000), equal_heaps_lose);
        let c = check.compare(&(0, 0));
        assert_eq!(c.rows[0].oracle, Ok("second player wins".to_string()));
        let report = check.position(&(2, 1)).unwrap_err();
        assert_eq!(report.signature(), "wythoff:outcome");
        assert_eq!(report.oracle, "second player wins");
    }

    #[test]
    fn a_value_the_engine_does_not_find_reads_none() {
        // The sieve decides who wins without Grundy values: a solver that
        // gives one is compared with `none`, so it differs.
        let with_value = |p: &(u64, u64)| Answer::<WythoffMove>::grundy(u64::from(p != &(0, 0)));
        let mut check = Check::with_engine("wythoff", sieve(10_000), with_value);
        let report = check.position(&(0, 1)).unwrap_err();
        assert_eq!(report.signature(), "wythoff:grundy");
        assert_eq!(report.oracle, "none");
    }

    /// Each engine's value alone, next to its full analysis of the same
    /// position in a fresh engine: the same value, or the same refusal.
    fn value_and_analysis<R: crate::oracle::search::Rules>(
        mut fresh: impl FnMut() -> Box<dyn Engine<R>>,
        position: &R::Position,
    ) -> (
        Result<Option<u64>, SearchError>,
        Result<Option<u64>, SearchError>,
    ) {
        let analyzed = fresh().analyze(position).map(|a| a.grundy);
        (fresh().value(position), analyzed)
    }

    #[test]
    fn the_value_alone_is_the_value_of_an_analysis() {
        let normal = || Box::new(Searcher::new(Nim::normal(), 10_000)) as Box<dyn Engine<Nim>>;
        let misere = || Box::new(Searcher::new(Nim::misere(), 10_000)) as Box<dyn Engine<Nim>>;
        let outcome =
            || Box::new(Searcher::for_outcome(Nim::normal(), 10_000)) as Box<dyn Engine<Nim>>;
        let tiny = || Box::new(Searcher::new(Nim::normal(), 3)) as Box<dyn Engine<Nim>>;
        for heaps in [vec![], vec![1, 2], vec![3, 5, 6], vec![2, 7]] {
            let (value, analyzed) = value_and_analysis(normal, &heaps);
            assert_eq!(value, analyzed, "{heaps:?}");
            assert_eq!(value, Ok(Some(heaps.iter().fold(0, |x, h| x ^ h))));
            // No Grundy value where the searcher keeps none.
            assert_eq!(value_and_analysis(misere, &heaps).0, Ok(None));
            assert_eq!(value_and_analysis(outcome, &heaps).0, Ok(None));
        }
        let (value, analyzed) = value_and_analysis(tiny, &vec![9, 9, 9]);
        assert_eq!(value, analyzed);
        assert!(
            matches!(value, Err(SearchError::TooLarge { .. })),
            "{value:?}"
        );
        // The sieve finds no values: its default answer is its analysis's.
        let (value, analyzed) = value_and_analysis(|| sieve(10_000), &(3, 5));
        assert_eq!((value.clone(), analyzed), (Ok(None), Ok(None)));
    }

    #[test]
    fn a_cycle_is_refused_by_the_value_as_by_the_analysis() {
        let graph = || TokenGraph::new(3, &[(0, 1), (1, 2), (2, 1)]).unwrap();
        let fresh = || Box::new(Searcher::new(graph(), 10_000)) as Box<dyn Engine<TokenGraph>>;
        assert_eq!(
            value_and_analysis(fresh, &vec![0]).0,
            Err(SearchError::Cycle)
        );
        assert_eq!(
            value_and_analysis(fresh, &vec![0]).1,
            Err(SearchError::Cycle)
        );
        let acyclic = TokenGraph::new(3, &[(0, 1), (1, 2), (0, 2)]).unwrap();
        let mut check = Check::new("dag", acyclic, |_: &Vec<usize>| Answer::grundy(0));
        let values: Vec<_> = (0..3).map(|v| check.oracle_value(&vec![v])).collect();
        assert_eq!(values, [Ok(Some(2)), Ok(Some(1)), Ok(Some(0))]);
        assert_eq!(check.oracle(&vec![0, 1]).unwrap().grundy, Some(3));
    }

    #[test]
    fn the_budget_reaches_the_given_engine() {
        let mut check = Check::with_engine("wythoff", sieve(10_000), equal_heaps_lose).budget(10);
        let c = check.compare(&(30, 40));
        assert!(c.oracle_gave_up(), "{c:?}");
        assert!(c.agrees(), "a position past the budget is not compared");
    }
}
