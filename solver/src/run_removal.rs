//! The game of hdu-2999: a row of stones; a move removes a run of
//! consecutive stones whose length is in a given set, leaving up to two
//! rows. A position is its rows; a row's value is the mex over every allowed
//! length `s` and every place of the run of `G(a) xor G(k - s - a)`.
//!
//! Why by pairs: the options of a row of `k` are the pairs of rows summing
//! to `k - s`, for each `s` in the set. So the xors of the pairs summing to
//! each `t` are gathered once, as a bit set `pairs[t]`, and a row's options
//! are the union of `pairs[k - s]` over the set: quadratic in the longest
//! row and linear in the set, instead of their product.
//!
//! Rows are answered up to [`ROW_LIMIT`]; longer ones are refused (no period
//! is sought for an arbitrary set).

/// The longest row answered.
pub const ROW_LIMIT: usize = 1 << 12;

/// One set's values, computed as far as asked.
pub struct RunRemoval {
    /// The allowed lengths, ascending, distinct, each at least 1.
    lengths: Vec<usize>,
    values: Vec<u32>,
    /// `pairs[t]`: bit `v` set when some `a + b = t` has `G(a) ^ G(b) = v`.
    pairs: Vec<Vec<u64>>,
    /// Bits per set: values stay below this (checked as they are made).
    width: usize,
}

impl RunRemoval {
    /// The game of this set of lengths (any order, repeats, lengths past
    /// [`ROW_LIMIT`] allowed: they can never be removed from a row answered
    /// here). Lengths must be at least 1.
    pub fn new(lengths: &[u64]) -> RunRemoval {
        let mut l: Vec<usize> = lengths
            .iter()
            .filter(|&&s| s >= 1 && s <= ROW_LIMIT as u64)
            .map(|&s| s as usize)
            .collect();
        l.sort_unstable();
        l.dedup();
        RunRemoval {
            lengths: l,
            values: Vec::new(),
            pairs: Vec::new(),
            width: 1024,
        }
    }

    /// The value of a row of `k` stones; `None` past [`ROW_LIMIT`].
    pub fn value(&mut self, k: u64) -> Option<u32> {
        if k > ROW_LIMIT as u64 {
            return None;
        }
        let k = k as usize;
        while self.values.len() <= k {
            if !self.extend() {
                // A value reached the bit sets' width: start over wider.
                self.width *= 2;
                self.values.clear();
                self.pairs.clear();
            }
        }
        Some(self.values[k])
    }

    /// Computes the next row's value and the pairs summing to it; false when
    /// the value does not fit the width.
    fn extend(&mut self) -> bool {
        let k = self.values.len();
        let words = self.width / 64;
        let mut options = vec![0u64; words];
        for &s in self.lengths.iter().take_while(|&&s| s <= k) {
            for (o, p) in options.iter_mut().zip(&self.pairs[k - s]) {
                *o |= p;
            }
        }
        let mex = options
            .iter()
            .enumerate()
            .find(|(_, &w)| w != u64::MAX)
            .map(|(i, &w)| i * 64 + (!w).trailing_zeros() as usize)
            .unwrap_or(self.width);
        if mex >= self.width {
            return false;
        }
        self.values.push(mex as u32);
        // Pairs summing to k: a + b = k, a <= b (xor is symmetric).
        let mut pair = vec![0u64; words];
        for a in 0..=k / 2 {
            let v = (self.values[a] ^ self.values[k - a]) as usize;
            pair[v / 64] |= 1 << (v % 64);
        }
        self.pairs.push(pair);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values by the definition: every length, every place of the run.
    fn by_mex(lengths: &[usize], limit: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for k in 0..=limit {
            let mut options = Vec::new();
            for &s in lengths.iter().filter(|&&s| s <= k) {
                for a in 0..=k - s {
                    options.push(g[a] ^ g[k - s - a]);
                }
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn values_match_the_definition() {
        for lengths in [
            vec![1],
            vec![2],
            vec![1, 2],
            vec![3, 5, 7],
            vec![1, 4, 9, 16],
            vec![2, 3, 11],
        ] {
            let mut game = RunRemoval::new(&lengths.iter().map(|&s| s as u64).collect::<Vec<_>>());
            for (k, &v) in by_mex(&lengths, 150).iter().enumerate() {
                assert_eq!(game.value(k as u64), Some(v), "{lengths:?}, row {k}");
            }
        }
    }

    #[test]
    fn kayles_and_the_edges() {
        // {1, 2} is Kayles: 0 1 2 3 1 4 3 2 1 4 2 6 (OEIS A002186).
        let mut kayles = RunRemoval::new(&[2, 1, 2]);
        let first: Vec<u32> = (0..12).map(|k| kayles.value(k).unwrap()).collect();
        assert_eq!(first, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!(kayles.value(ROW_LIMIT as u64 + 1), None);
        let mut none = RunRemoval::new(&[u64::MAX]);
        assert_eq!(none.value(100), Some(0));
    }
}
