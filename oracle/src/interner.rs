//! Positions packed into words, each stored once and numbered in the order
//! first seen.
//!
//! Why not a `HashMap<Position, usize>` beside a `Vec<Position>`: that keeps
//! every position twice, each a heap allocation of its own. A refused
//! Northcott query holds ten million positions, and allocating, hashing into a
//! growing table and finally freeing them was most of its time and memory.
//! Here the words of all positions sit end to end in one vector, and the table
//! holds only 32 bits of each position's hash and its number, so growing it
//! never looks at a position again.
//!
//! ```
//! use oracle::interner::Interner;
//!
//! let mut seen = Interner::default();
//! assert_eq!(seen.intern(&[3, 4]), (0, true));
//! assert_eq!(seen.intern(&[5]), (1, true));
//! assert_eq!(seen.intern(&[3, 4]), (0, false));
//! assert_eq!(seen.find(&[5]), Some(1));
//! assert_eq!(seen.words(0), [3, 4]);
//! seen.truncate(1);
//! assert_eq!(seen.find(&[5]), None);
//! ```

/// Numbered word sequences, found again by their words.
#[derive(Clone, Debug)]
pub struct Interner {
    /// Every position's words, end to end.
    words: Vec<u64>,
    /// Where position `i`'s words start; one more entry than positions.
    starts: Vec<usize>,
    /// Open addressing with linear probing: 0 is an empty slot, otherwise
    /// the high half is the hash's top 32 bits and the low half the number
    /// plus one.
    slots: Vec<u64>,
}

impl Default for Interner {
    fn default() -> Self {
        Interner {
            words: Vec::new(),
            starts: vec![0],
            slots: vec![0; 16],
        }
    }
}

/// The most positions an interner numbers (their numbers fit 32 bits with
/// one to spare for the empty slot).
pub const MAX_POSITIONS: usize = (u32::MAX - 1) as usize;

/// The top 32 bits of a well-mixed hash of `words`.
fn tag(words: &[u64]) -> u32 {
    let mut h = words.len() as u64;
    for &w in words {
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    // Murmur3's finalizer: every input bit reaches the top bits.
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^= h >> 33;
    (h >> 32) as u32
}

impl Interner {
    /// How many positions are numbered.
    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The words of position `i`.
    ///
    /// # Panics
    /// When `i` is not a number this interner gave.
    pub fn words(&self, i: usize) -> &[u64] {
        &self.words[self.starts[i]..self.starts[i + 1]]
    }

    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// The slot holding `words`, or the empty slot where they would go.
    fn slot_of(&self, words: &[u64], tag: u32) -> (usize, Option<usize>) {
        let mask = self.mask();
        let mut at = tag as usize & mask;
        loop {
            let slot = self.slots[at];
            if slot == 0 {
                return (at, None);
            }
            if (slot >> 32) as u32 == tag {
                let i = (slot as u32 - 1) as usize;
                if self.words(i) == words {
                    return (at, Some(i));
                }
            }
            at = (at + 1) & mask;
        }
    }

    /// The number of `words`, if they were interned.
    pub fn find(&self, words: &[u64]) -> Option<usize> {
        self.slot_of(words, tag(words)).1
    }

    /// The number of `words`, and whether they are new (numbered now, one
    /// more than the last number). `None` when they are new and
    /// [`MAX_POSITIONS`] are numbered already.
    pub fn try_intern(&mut self, words: &[u64]) -> Option<(usize, bool)> {
        let tag = tag(words);
        let (at, found) = self.slot_of(words, tag);
        if let Some(i) = found {
            return Some((i, false));
        }
        let i = self.len();
        if i >= MAX_POSITIONS {
            return None;
        }
        self.slots[at] = (u64::from(tag) << 32) | (i as u64 + 1);
        self.words.extend_from_slice(words);
        self.starts.push(self.words.len());
        // At most three quarters full, so a probe ends soon.
        if (i + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        Some((i, true))
    }

    /// [`Interner::try_intern`] for callers that never reach
    /// [`MAX_POSITIONS`].
    ///
    /// # Panics
    /// When [`MAX_POSITIONS`] are numbered and `words` are new.
    pub fn intern(&mut self, words: &[u64]) -> (usize, bool) {
        self.try_intern(words)
            .expect("more positions than an interner numbers")
    }

    /// Doubles the table; each entry goes where its stored tag says.
    fn grow(&mut self) {
        let doubled = vec![0; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        let mask = self.mask();
        for slot in old.into_iter().filter(|&s| s != 0) {
            let mut at = (slot >> 32) as usize & mask;
            while self.slots[at] != 0 {
                at = (at + 1) & mask;
            }
            self.slots[at] = slot;
        }
    }

    /// Forgets every position numbered `len` or more.
    pub fn truncate(&mut self, len: usize) {
        let dropped = self.len().saturating_sub(len);
        if dropped == 0 {
            return;
        }
        if dropped > len {
            // Most of the table goes: build it again from what stays.
            self.starts.truncate(len + 1);
            self.words.truncate(self.starts[len]);
            self.slots.iter_mut().for_each(|s| *s = 0);
            let mask = self.mask();
            for i in 0..len {
                let mut at = tag(self.words(i)) as usize & mask;
                while self.slots[at] != 0 {
                    at = (at + 1) & mask;
                }
                self.slots[at] = (u64::from(tag(self.words(i))) << 32) | (i as u64 + 1);
            }
        } else {
            for i in (len..self.len()).rev() {
                let (at, found) = self.slot_of(self.words(i), tag(self.words(i)));
                debug_assert_eq!(found, Some(i));
                self.remove_slot(at);
                self.starts.pop();
            }
            self.words.truncate(self.starts[len]);
        }
    }

    /// Empties slot `hole`, moving later entries of its probe run back so
    /// that every entry stays reachable from its home slot.
    fn remove_slot(&mut self, mut hole: usize) {
        let mask = self.mask();
        self.slots[hole] = 0;
        let mut at = hole;
        loop {
            at = (at + 1) & mask;
            let slot = self.slots[at];
            if slot == 0 {
                return;
            }
            let home = (slot >> 32) as usize & mask;
            // The entry may fill the hole when the hole lies between its
            // home and where it sits.
            if at.wrapping_sub(home) & mask >= at.wrapping_sub(hole) & mask {
                self.slots[hole] = slot;
                self.slots[at] = 0;
                hole = at;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small pseudo-random sequence (xorshift), so the tests need no crate.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn numbers_follow_first_sight_and_lengths_tell_apart() {
        let mut s = Interner::default();
        assert_eq!(s.intern(&[]), (0, true));
        assert_eq!(s.intern(&[0]), (1, true));
        assert_eq!(s.intern(&[0, 0]), (2, true));
        assert_eq!(s.intern(&[0]), (1, false));
        assert_eq!(s.intern(&[]), (0, false));
        assert_eq!(s.len(), 3);
        assert_eq!(s.words(2), [0, 0]);
    }

    #[test]
    fn agrees_with_a_hash_map_through_growth_and_truncation() {
        // Words from a small alphabet, so many repeat.
        let mut state = 0x2545_f491_4f6c_dd1d;
        let mut s = Interner::default();
        let mut map = std::collections::HashMap::new();
        let mut order: Vec<Vec<u64>> = Vec::new();
        for round in 0..40 {
            for _ in 0..2_000 {
                let len = (xorshift(&mut state) % 4) as usize;
                let key: Vec<u64> = (0..len).map(|_| xorshift(&mut state) % 7).collect();
                let expected = match map.get(&key) {
                    Some(&i) => (i, false),
                    None => {
                        map.insert(key.clone(), order.len());
                        order.push(key.clone());
                        (order.len() - 1, true)
                    }
                };
                assert_eq!(s.intern(&key), expected);
            }
            // Drop a few (one by one) or most (rebuilt), alternately.
            let keep = if round % 2 == 0 {
                order.len().saturating_sub(3)
            } else {
                order.len() / 3
            };
            for key in order.drain(keep..) {
                map.remove(&key);
            }
            s.truncate(keep);
            assert_eq!(s.len(), keep);
            for (i, key) in order.iter().enumerate() {
                assert_eq!(s.find(key), Some(i), "round {round}");
                assert_eq!(s.words(i), &key[..]);
            }
        }
    }

    #[test]
    fn removing_keeps_colliding_entries_findable() {
        // Many entries, then remove from the end one at a time: every
        // remaining one must still be found after each removal.
        let mut s = Interner::default();
        for w in 0..500u64 {
            s.intern(&[w.wrapping_mul(0x9e37_79b9_7f4a_7c15)]);
        }
        for len in (0..500).rev() {
            s.truncate(len);
            for w in 0..len as u64 {
                assert_eq!(
                    s.find(&[w.wrapping_mul(0x9e37_79b9_7f4a_7c15)]),
                    Some(w as usize)
                );
            }
        }
        assert!(s.is_empty());
    }
}
