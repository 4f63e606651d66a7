//! A variant with what a declaration builds for it: the solver's set, table
//! or graph, the oracle's reading of its rules. A declared game's oracle
//! keeps one check per variant, and the check's closures share one copy of
//! the variant ([`crate::declaration`]); state kept in that copy is built on
//! first use, serves every position the check is asked about, and is dropped
//! with the check, so no game needs a cache of its own beside the kept
//! checks.
//!
//! ```
//! use grundy::variant_state::WithState;
//! let set: WithState<u64, Option<Vec<u64>>> = WithState::new(3);
//! let built = |m: &u64, state: &mut Option<Vec<u64>>| state.get_or_insert_with(|| (1..=*m).collect()).len();
//! assert_eq!(set.with(built), 3);
//! // A copy is the key alone: equal, and built again where it is used.
//! assert_eq!(set.clone(), set);
//! assert!(set.clone().with(|_, state| state.is_none()));
//! ```

use std::cell::RefCell;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// A key `K` (what a variant is: it alone is compared, hashed, shown and
/// copied) and state `S` built from it on first use. `S::default()` is the
/// state before anything is built (`Option<Built>`, or a table that grows
/// as larger positions come).
pub struct WithState<K, S> {
    key: K,
    state: RefCell<S>,
}

impl<K, S: Default> WithState<K, S> {
    /// The variant `key`, nothing built yet (`S::default()`): cheap, as a
    /// declaration makes one for every position before the kept one is
    /// found.
    pub fn new(key: K) -> Self {
        WithState {
            key,
            state: RefCell::new(S::default()),
        }
    }
}

impl<K, S> WithState<K, S> {
    /// The key.
    pub fn key(&self) -> &K {
        &self.key
    }

    /// Runs `f` on the key and the state, which `f` builds or grows. `f`
    /// must not ask this variant's state again (that panics): ask once,
    /// take what is needed, then go on.
    pub fn with<T>(&self, f: impl FnOnce(&K, &mut S) -> T) -> T {
        f(&self.key, &mut self.state.borrow_mut())
    }
}

/// A variant reads as its key (`graph.edges`, `*k`).
impl<K, S> Deref for WithState<K, S> {
    type Target = K;
    fn deref(&self) -> &K {
        &self.key
    }
}

/// The key alone: state is a cache, which the copy builds again if it needs
/// it (a map's key, a check's variant).
impl<K: Clone, S: Default> Clone for WithState<K, S> {
    fn clone(&self) -> Self {
        WithState::new(self.key.clone())
    }
}

impl<K: PartialEq, S> PartialEq for WithState<K, S> {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl<K: Eq, S> Eq for WithState<K, S> {}

impl<K: Hash, S> Hash for WithState<K, S> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

impl<K: fmt::Debug, S> fmt::Debug for WithState<K, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.key.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::collections::hash_map::DefaultHasher;

    /// The state a test builds: how many times it was built.
    #[derive(Default)]
    struct Built(u32);

    fn build(builds: &Cell<u32>) -> impl Fn(&u64, &mut Built) -> u32 + '_ {
        move |_, state| {
            if state.0 == 0 {
                builds.set(builds.get() + 1);
                state.0 = builds.get();
            }
            state.0
        }
    }

    #[test]
    fn the_state_is_built_once_and_kept() {
        let builds = Cell::new(0);
        let v: WithState<u64, Built> = WithState::new(7);
        assert_eq!(v.with(|_, state| state.0), 0, "nothing built yet");
        for _ in 0..3 {
            assert_eq!(v.with(build(&builds)), 1);
        }
        assert_eq!(builds.get(), 1);
    }

    #[test]
    fn a_copy_has_the_key_and_no_state() {
        let builds = Cell::new(0);
        let v: WithState<u64, Built> = WithState::new(7);
        v.with(build(&builds));
        let copy = v.clone();
        assert_eq!(copy.with(|_, state| state.0), 0, "the copy has no state");
        assert_eq!(*copy, 7);
        // The copy builds its own; the original keeps its first.
        assert_eq!(copy.with(build(&builds)), 2);
        assert_eq!(v.with(build(&builds)), 1);
    }

    #[test]
    fn equal_and_hashed_by_key_alone() {
        let hash = |v: &WithState<u64, Built>| {
            let mut h = DefaultHasher::new();
            v.hash(&mut h);
            h.finish()
        };
        let builds = Cell::new(0);
        let built: WithState<u64, Built> = WithState::new(7);
        built.with(build(&builds));
        let fresh = WithState::new(7);
        assert_eq!(built, fresh);
        assert_eq!(hash(&built), hash(&fresh));
        assert_ne!(built, WithState::new(8));
        assert_eq!(format!("{fresh:?}"), "7");
    }
}
