//! Searchers kept between runs of a problem's program on one thread.
//!
//! Why: a fuzz target or `verify` runs a program thousands of times a second,
//! mostly on positions of the same game (Nim, Wythoff, ...). A fresh searcher
//! per run searches the same small positions again each time; a kept one
//! answers them from its memo. A memo is a set of facts about positions under
//! one set of rules, so keeping it changes no answer, only what each run
//! costs (each run still has its own budget for new states). A sieve's
//! labeled box is kept the same way.

use crate::fxhash::FxHashMap;
use crate::search::{Rules, Searcher};
use crate::sieve::{Sieve, SieveRules};
use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::fmt::Debug;
use std::ops::{Deref, DerefMut};

/// A searcher with a memo larger than this is not kept (the memory of a
/// long fuzz run stays bounded).
const KEEP_UP_TO: usize = 1 << 20;

/// How many searchers (rule sets) one thread keeps.
const RULE_SETS_KEPT: usize = 64;

type Key = (TypeId, String);

thread_local! {
    static KEPT: RefCell<FxHashMap<Key, Box<dyn Any>>> = RefCell::new(FxHashMap::default());
}

/// Runs `f` with a sieve for `rules` with `budget`, taken from this thread's
/// kept ones when there is one for the same rules; it goes back afterwards
/// unless its box is past `KEEP_UP_TO` positions.
pub fn with_sieve<R, T>(rules: R, budget: usize, f: impl FnOnce(&mut Sieve<R>) -> T) -> T
where
    R: SieveRules + Debug + 'static,
{
    let key = (TypeId::of::<Sieve<R>>(), format!("{rules:?}"));
    let found = KEPT.with(|k| k.borrow_mut().remove(&key));
    let mut sieve = match found.and_then(|b| b.downcast::<Sieve<R>>().ok()) {
        Some(s) => *s,
        None => Sieve::new(rules, budget),
    };
    sieve.set_budget(budget);
    let out = f(&mut sieve);
    if sieve.labeled_len() <= KEEP_UP_TO {
        // Ignore a thread being torn down.
        let _ = KEPT.try_with(|k| {
            let mut kept = k.borrow_mut();
            if kept.len() >= RULE_SETS_KEPT {
                kept.clear();
            }
            kept.insert(key, Box::new(sieve));
        });
    }
    out
}

/// A searcher for `rules` with `budget`, taken from this thread's kept ones
/// when there is one for the same rules; it goes back when dropped.
pub fn searcher<R>(rules: R, budget: usize) -> Kept<R>
where
    R: Rules + Debug + 'static,
    R::Position: 'static,
    R::Move: 'static,
{
    kept(rules, budget, false)
}

/// [`searcher`] for a searcher that decides only who wins
/// ([`Searcher::for_outcome`]), kept apart from the full one (its memo holds
/// outcomes, not Grundy values).
pub fn outcome_searcher<R>(rules: R, budget: usize) -> Kept<R>
where
    R: Rules + Debug + 'static,
    R::Position: 'static,
    R::Move: 'static,
{
    kept(rules, budget, true)
}

fn kept<R>(rules: R, budget: usize, outcome_only: bool) -> Kept<R>
where
    R: Rules + Debug + 'static,
    R::Position: 'static,
    R::Move: 'static,
{
    let engine = if outcome_only { "outcome" } else { "value" };
    let key = (TypeId::of::<R>(), format!("{engine} {rules:?}"));
    let found = KEPT.with(|k| k.borrow_mut().remove(&key));
    let mut searcher = match found.and_then(|b| b.downcast::<Searcher<R>>().ok()) {
        Some(s) => *s,
        None if outcome_only => Searcher::for_outcome(rules, budget),
        None => Searcher::new(rules, budget),
    };
    searcher.set_budget(budget);
    Kept {
        key: Some(key),
        searcher: Some(searcher),
    }
}

/// A kept searcher on loan: derefs to the searcher.
pub struct Kept<R>
where
    R: Rules + 'static,
    R::Position: 'static,
    R::Move: 'static,
{
    key: Option<Key>,
    searcher: Option<Searcher<R>>,
}

impl<R> Deref for Kept<R>
where
    R: Rules + 'static,
    R::Position: 'static,
    R::Move: 'static,
{
    type Target = Searcher<R>;
    fn deref(&self) -> &Searcher<R> {
        self.searcher.as_ref().expect("held until dropped")
    }
}

impl<R> DerefMut for Kept<R>
where
    R: Rules + 'static,
    R::Position: 'static,
    R::Move: 'static,
{
    fn deref_mut(&mut self) -> &mut Searcher<R> {
        self.searcher.as_mut().expect("held until dropped")
    }
}

impl<R> Drop for Kept<R>
where
    R: Rules + 'static,
    R::Position: 'static,
    R::Move: 'static,
{
    fn drop(&mut self) {
        let (Some(key), Some(searcher)) = (self.key.take(), self.searcher.take()) else {
            return;
        };
        if searcher.memo_len() > KEEP_UP_TO {
            return;
        }
        // Ignore a thread being torn down.
        let _ = KEPT.try_with(|k| {
            let mut kept = k.borrow_mut();
            if kept.len() >= RULE_SETS_KEPT {
                kept.clear();
            }
            kept.insert(key, Box::new(searcher));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nim::Nim;

    #[test]
    fn a_searcher_comes_back_with_its_memo_for_the_same_rules_only() {
        {
            let mut s = searcher(Nim::normal(), 10_000);
            assert_eq!(s.value(&vec![3, 4]).unwrap(), 7);
        }
        let again = searcher(Nim::normal(), 10_000);
        assert!(again.memo_len() > 0);
        let misere = searcher(Nim::misere(), 10_000);
        assert_eq!(misere.memo_len(), 0);
        // The budget is the one asked for now.
        drop(again);
        assert_eq!(searcher(Nim::normal(), 5).budget(), 5);
    }

    #[test]
    fn an_outcome_searcher_is_kept_apart_from_the_full_one() {
        {
            let mut s = outcome_searcher(Nim::normal(), 10_000);
            assert!(s.decides_only_the_outcome());
            assert_eq!(s.value(&vec![3, 4]).unwrap(), 1);
        }
        let full = searcher(Nim::normal(), 10_000);
        assert!(!full.decides_only_the_outcome());
        // Were the outcome memo shared, [3, 4] would have the value 1 here.
        drop(full);
        assert_eq!(
            searcher(Nim::normal(), 10_000).value(&vec![3, 4]).unwrap(),
            7
        );
        assert!(outcome_searcher(Nim::normal(), 10_000).memo_len() > 0);
    }

    #[test]
    fn a_sieve_comes_back_with_its_box() {
        use crate::wythoff::Wythoff;
        let lost = with_sieve(Wythoff, 10_000, |s| {
            assert_eq!(s.labeled_len(), 0);
            !s.analyze(&(3, 5)).unwrap().player_to_move_wins
        });
        assert!(lost);
        with_sieve(Wythoff, 7, |s| {
            assert!(s.labeled_len() > 0);
            assert_eq!(s.budget(), 7);
        });
        // A searcher of the same rules is another engine: it starts empty.
        assert_eq!(searcher(Wythoff, 10_000).memo_len(), 0);
    }
}
