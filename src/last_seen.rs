//! What a thread found for the key it asked last: a sweep and a fuzz run
//! ask about many positions of one graph, or one code, in a row, and what
//! is found once for it (a solver's graph, the oracle's reading of a code)
//! serves them all while it stays the key asked last. A key holds all that
//! the value depends on (a budget too, where the value was found within
//! one).

/// The value found for the key asked last, if any.
pub struct LastSeen<K, V>(Option<(K, V)>);

impl<K, V> LastSeen<K, V> {
    /// Nothing found yet.
    pub const fn new() -> Self {
        LastSeen(None)
    }

    /// The value kept for the key asked last when `is_key` accepts that
    /// key; else the value `make` finds, with its key, kept in its place.
    /// `is_key` compares without making a key (a copy of a graph).
    pub fn get_or_make(
        &mut self,
        is_key: impl FnOnce(&K) -> bool,
        make: impl FnOnce() -> (K, V),
    ) -> &mut V {
        if !self.0.as_ref().is_some_and(|(key, _)| is_key(key)) {
            self.0 = Some(make());
        }
        &mut self.0.as_mut().expect("just set").1
    }
}

impl<K, V> Default for LastSeen<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_found_again_only_for_another_key() {
        let mut seen = LastSeen::new();
        let mut made = 0;
        for key in [1, 1, 2, 2, 1] {
            let value = seen.get_or_make(
                |&k| k == key,
                || {
                    made += 1;
                    (key, key * 10)
                },
            );
            assert_eq!(*value, key * 10);
        }
        assert_eq!(made, 3);
    }
}
