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
    static KEPT: RefCell<Shelf> = RefCell::new(Shelf::default());
}

/// The kept engines of one thread, at most [`RULE_SETS_KEPT`]. Full, it
/// lets go of the engines used once so far; when every engine was used more
/// than once, it keeps the most used half (the most recent first among
/// equals) and halves their counts, so that rules used heavily long ago do
/// not hold their place forever.
///
/// It used to empty itself when full. In a `verify` sweep of every problem,
/// cf-603c, hdu-2188 and hdu-3980 bring new rules with nearly every input (a
/// new `k`, `m` or circle), and each emptying threw away the memo of
/// hdu-5795, whose one rule set every input uses, so its inputs were
/// searched from scratch, hundreds of times slower. Halving at every fill
/// was not enough either: a flood of new rules fills the shelf faster than
/// a slow problem comes back.
#[derive(Default)]
struct Shelf {
    entries: FxHashMap<Key, Shelved>,
    /// Engines put back so far: when each entry was last put back.
    clock: u64,
}

struct Shelved {
    engine: Box<dyn Any>,
    uses: u64,
    last: u64,
}

impl Shelf {
    /// Takes the engine of `key` off the shelf, with its use count (0 for
    /// one not there), to be put back with [`Shelf::put`].
    fn take(&mut self, key: &Key) -> Option<(Box<dyn Any>, u64)> {
        self.entries.remove(key).map(|s| (s.engine, s.uses))
    }

    fn put(&mut self, key: Key, engine: Box<dyn Any>, uses: u64) {
        if self.entries.len() >= RULE_SETS_KEPT && !self.entries.contains_key(&key) {
            self.make_room();
        }
        self.clock += 1;
        let shelved = Shelved {
            engine,
            uses: uses.saturating_add(1),
            last: self.clock,
        };
        self.entries.insert(key, shelved);
    }

    fn make_room(&mut self) {
        let before = self.entries.len();
        self.entries.retain(|_, s| s.uses > 1);
        if self.entries.len() < before {
            return;
        }
        let mut ranked: Vec<(u64, u64, Key)> = self
            .entries
            .iter()
            .map(|(k, s)| (s.uses, s.last, k.clone()))
            .collect();
        ranked.sort_unstable_by_key(|&(uses, last, _)| std::cmp::Reverse((uses, last)));
        for (_, _, key) in ranked.into_iter().skip(RULE_SETS_KEPT / 2) {
            self.entries.remove(&key);
        }
        for s in self.entries.values_mut() {
            s.uses /= 2;
        }
    }
}

/// Runs `f` with a sieve for `rules` with `budget`, taken from this thread's
/// kept ones when there is one for the same rules; it goes back afterwards
/// unless its box is past `KEEP_UP_TO` positions.
pub fn with_sieve<R, T>(rules: R, budget: usize, f: impl FnOnce(&mut Sieve<R>) -> T) -> T
where
    R: SieveRules + Debug + 'static,
{
    let key = (TypeId::of::<Sieve<R>>(), format!("{rules:?}"));
    let found = KEPT.with(|k| k.borrow_mut().take(&key));
    let (mut sieve, uses) = match found {
        Some((b, uses)) => match b.downcast::<Sieve<R>>() {
            Ok(s) => (*s, uses),
            Err(_) => (Sieve::new(rules, budget), 0),
        },
        None => (Sieve::new(rules, budget), 0),
    };
    sieve.set_budget(budget);
    let out = f(&mut sieve);
    if sieve.labeled_len() <= KEEP_UP_TO {
        // Ignore a thread being torn down.
        let _ = KEPT.try_with(|k| k.borrow_mut().put(key, Box::new(sieve), uses));
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
    let found = KEPT.with(|k| k.borrow_mut().take(&key));
    let (kept, uses) = match found {
        Some((b, uses)) => (b.downcast::<Searcher<R>>().ok(), uses),
        None => (None, 0),
    };
    let mut searcher = match kept {
        Some(s) => *s,
        None if outcome_only => Searcher::for_outcome(rules, budget),
        None => Searcher::new(rules, budget),
    };
    searcher.set_budget(budget);
    Kept {
        key: Some(key),
        searcher: Some(searcher),
        uses,
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
    /// Its use count on the shelf, restored when it goes back.
    uses: u64,
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
        let uses = self.uses;
        let _ = KEPT.try_with(|k| k.borrow_mut().put(key, Box::new(searcher), uses));
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
    fn new_rule_sets_do_not_push_out_a_much_used_one() {
        use crate::subtraction::{Subtraction, SubtractionSet};
        // As in a sweep of every problem: one rule set used by every input
        // of its problem, and between two of them, rule sets met once each
        // (cf-603c brings a new `k` with nearly every input), more of them
        // than the shelf holds.
        let mut m = 0;
        for round in 0..40 {
            {
                let mut s = searcher(Nim::misere(), 10_000);
                assert!(round == 0 || s.memo_len() > 0, "lost at round {round}");
                s.value(&vec![2, 3]).unwrap();
            }
            for _ in 0..40 {
                m += 1;
                let rules = Subtraction {
                    set: SubtractionSet::OneTo(m),
                };
                searcher(rules, 10_000).value(&vec![3]).unwrap();
            }
        }
        KEPT.with(|k| assert!(k.borrow().entries.len() <= RULE_SETS_KEPT));
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
