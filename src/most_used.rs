//! What a family's oracle keeps between checks: searchers, position graphs
//! and solver tables, one per set of rules (a subtraction set, a code, a
//! value of `k`).
//!
//! Keeping them is what makes the oracle fast on a fuzz run or a sweep, which
//! come back to the same rules again and again: a searcher's memo answers the
//! next position of the same rules for free. But the same runs also meet
//! endless new rules (every mutated code is one), so what is kept must be
//! bounded. Each family used to bound it its own way, and emptying everything
//! when full (as most did) threw away the memo of the most used rules every
//! few thousand executions. So one rule for all: when full, the most used
//! half stays.
//!
//! ```
//! use grundy::most_used::MostUsed;
//! let mut kept: MostUsed<u32, String, 4> = MostUsed::default();
//! for k in [1, 1, 1, 2, 3, 4] {
//!     kept.get_or_insert_with(&k, || format!("rules {k}"));
//! }
//! // Full: a fifth key keeps the two most used (1, then 4, the most recent).
//! kept.get_or_insert_with(&5, || "rules 5".into());
//! let mut keys: Vec<u32> = kept.keys().copied().collect();
//! keys.sort();
//! assert_eq!(keys, [1, 4, 5]);
//! ```

use std::hash::Hash;

/// Keys are hashed with the oracle's fixed multiply-rotate hasher, not
/// SipHash: every check looks its rules up here (twice), and SipHash over
/// a code's digits showed in `verify`'s profile. Fixed, as
/// [`crate::fixed_hash`]'s maps are, so that fuzz runs repeat; the keys
/// are rules the program builds, not an adversary's.
type HashMap<K, V> = oracle::fxhash::FxHashMap<K, V>;

/// At most `BOUND` values by key (or a bound set at run time). When a new key comes to a full map, the
/// `BOUND / 2` most used stay (the most recently used first among equals),
/// and their counts are halved, so that rules used heavily long ago do not
/// hold their place forever.
pub struct MostUsed<K, V, const BOUND: usize> {
    entries: HashMap<K, Kept<V>>,
    /// Uses of any key so far: when each was last used.
    clock: u64,
    /// At most this many entries: `BOUND`, unless set by [`MostUsed::with_bound`].
    bound: usize,
}

struct Kept<V> {
    value: V,
    uses: u64,
    last_used: u64,
}

impl<K, V, const BOUND: usize> Default for MostUsed<K, V, BOUND> {
    fn default() -> Self {
        MostUsed {
            entries: HashMap::default(),
            clock: 0,
            bound: BOUND,
        }
    }
}

impl<K: Eq + Hash + Clone, V, const BOUND: usize> MostUsed<K, V, BOUND> {
    /// An empty map that keeps at most `bound` entries (at least one),
    /// for a bound known only at run time (a declaration's).
    pub fn with_bound(bound: usize) -> Self {
        MostUsed {
            bound: bound.max(1),
            ..MostUsed::default()
        }
    }

    /// The value of `key`, made by `make` when it is not kept; a use either
    /// way.
    pub fn get_or_insert_with(&mut self, key: &K, make: impl FnOnce() -> V) -> &mut V {
        match self.get_or_try_insert_with(key, || Ok::<V, std::convert::Infallible>(make())) {
            Ok(value) => value,
            Err(never) => match never {},
        }
    }

    /// The same, where making the value may fail: then nothing is kept or
    /// dropped, and the error is returned.
    pub fn get_or_try_insert_with<E>(
        &mut self,
        key: &K,
        make: impl FnOnce() -> Result<V, E>,
    ) -> Result<&mut V, E> {
        if !self.entries.contains_key(key) {
            let value = make()?;
            if self.entries.len() >= self.bound {
                self.keep_most_used();
            }
            self.entries.insert(
                key.clone(),
                Kept {
                    value,
                    uses: 0,
                    last_used: 0,
                },
            );
        }
        self.clock += 1;
        let kept = self.entries.get_mut(key).expect("kept or just inserted");
        kept.uses += 1;
        kept.last_used = self.clock;
        Ok(&mut kept.value)
    }

    /// Whether a value is kept for `key` (not a use).
    pub fn contains_key(&self, key: &K) -> bool {
        self.entries.contains_key(key)
    }

    /// Whether the next new key drops half of what is kept.
    pub fn is_full(&self) -> bool {
        self.entries.len() >= self.bound
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The keys kept, in no order.
    pub fn keys(&self) -> impl Iterator<Item = &K> {
        self.entries.keys()
    }

    /// Drops what `keep` says no to: for a family whose values may grow too
    /// large to keep many of.
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &V) -> bool) {
        self.entries.retain(|k, kept| keep(k, &kept.value));
    }

    fn keep_most_used(&mut self) {
        let mut order: Vec<(u64, u64, &K)> = self
            .entries
            .iter()
            .map(|(k, kept)| (kept.uses, kept.last_used, k))
            .collect();
        // `last_used` differs between keys, so the order is total and the
        // same for the same uses: fuzz runs repeat.
        order.sort_unstable_by_key(|&(uses, last_used, _)| std::cmp::Reverse((uses, last_used)));
        let stay: Vec<K> = order
            .into_iter()
            .take(self.bound / 2)
            .map(|(_, _, k)| k.clone())
            .collect();
        let mut entries = HashMap::with_capacity_and_hasher(stay.len() + 1, Default::default());
        for k in stay {
            if let Some((k, mut kept)) = self.entries.remove_entry(&k) {
                kept.uses = kept.uses.div_ceil(2);
                entries.insert(k, kept);
            }
        }
        self.entries = entries;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_at_most_its_bound_and_makes_each_value_once_while_kept() {
        let mut kept: MostUsed<u64, u64, 8> = MostUsed::default();
        let mut made = 0;
        for round in 0..3 {
            for k in 0..8 {
                let v = kept.get_or_insert_with(&k, || {
                    made += 1;
                    k * 10
                });
                assert_eq!(*v, k * 10, "round {round}");
            }
        }
        assert_eq!(made, 8);
        assert!(kept.is_full());
        for k in 100..200 {
            kept.get_or_insert_with(&k, || k);
            assert!(kept.len() <= 8);
        }
    }

    #[test]
    fn the_most_used_survive_a_stream_of_keys_used_once() {
        let mut kept: MostUsed<u64, (), 16> = MostUsed::default();
        for k in 0..10_000u64 {
            // Key 7 is one use in four; every other key is new.
            let key = if k % 4 == 0 { 7 } else { 1_000 + k };
            kept.get_or_insert_with(&key, || ());
            assert!(kept.contains_key(&7), "key 7 was dropped at use {k}");
        }
    }

    #[test]
    fn a_value_changed_in_place_stays_changed() {
        let mut kept: MostUsed<&str, Vec<u32>, 4> = MostUsed::default();
        kept.get_or_insert_with(&"a", Vec::new).push(1);
        kept.get_or_insert_with(&"a", Vec::new).push(2);
        assert_eq!(kept.get_or_insert_with(&"a", Vec::new), &[1, 2]);
    }

    #[test]
    fn a_failed_make_keeps_and_drops_nothing() {
        let mut kept: MostUsed<u32, u32, 2> = MostUsed::default();
        kept.get_or_insert_with(&1, || 1);
        kept.get_or_insert_with(&2, || 2);
        let failed = kept.get_or_try_insert_with(&3, || Err("no"));
        assert_eq!(failed.unwrap_err(), "no");
        assert_eq!(kept.len(), 2);
        assert!(kept.contains_key(&1) && kept.contains_key(&2));
    }

    #[test]
    fn old_heavy_use_fades() {
        let mut kept: MostUsed<u64, (), 4> = MostUsed::default();
        for _ in 0..64 {
            kept.get_or_insert_with(&0, || ());
        }
        // Each eviction halves key 0's count; keys used twice each come
        // after it, so it goes once its count falls under theirs.
        let mut gone_at = None;
        for k in 1..100u64 {
            kept.get_or_insert_with(&k, || ());
            kept.get_or_insert_with(&k, || ());
            if !kept.contains_key(&0) {
                gone_at = Some(k);
                break;
            }
        }
        let gone_at = gone_at.expect("key 0 stayed forever");
        assert!(gone_at > 4, "key 0 went at once: {gone_at}");
    }

    #[test]
    fn two_maps_of_the_same_uses_list_their_keys_alike() {
        // A hasher seeded per map (std's default) would list 1,000 keys in
        // two different orders, and fuzz runs would not repeat.
        let fill = || {
            let mut kept: MostUsed<u64, (), 2000> = MostUsed::default();
            for k in 0..1000u64 {
                kept.get_or_insert_with(&(k * 7919), || ());
            }
            kept.keys().copied().collect::<Vec<u64>>()
        };
        assert!(fill().len() == 1000 && fill() == fill());
    }

    #[test]
    fn retain_drops_what_it_is_told() {
        let mut kept: MostUsed<u32, u32, 8> = MostUsed::default();
        for k in 0..6 {
            kept.get_or_insert_with(&k, || k * k);
        }
        kept.retain(|_, v| *v < 10);
        let mut keys: Vec<u32> = kept.keys().copied().collect();
        keys.sort();
        assert_eq!(keys, [0, 1, 2, 3]);
    }
}
