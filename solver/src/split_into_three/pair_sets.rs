//! `G(0..=limit)` of split into three (`8.[3]`) by mex over the rules, in
//! quadratic time instead of cubic, so that the closed form can be held to
//! a table computed from the rules up to 10^5 and past.
//!
//! Why it is exact. Every split of `n` into three non-empty parts has a
//! smallest part `a` with `1 <= a <= n / 3`, and its other two parts are a
//! pair `b + c = n - a` with `b, c >= 1`. Conversely every such `a` and pair
//! is a legal split (the parts need not be ordered). So, with
//! `S_m = { G(b) ^ G(c) : b + c = m, b, c >= 1 }`, the values of the splits
//! of `n` are exactly the union over `a = 1..=n/3` of `G(a) ^ S_{n-a}`.
//! `G(n)` is the least value that is neither the value of a smaller heap
//! (the takes) nor in that union. The closed form is not used anywhere.
//!
//! Why it is quadratic. `S_m` costs `m / 2` marks, once per `m`. Deciding
//! heap `n` looks at one window of 64 candidate values at a time (from the
//! first value no take reaches): for each `a` the candidates `v` of the
//! window ask for the bits `v ^ G(a)` of `S_{n-a}`, which are one aligned
//! 64-bit word of it, permuted within the word by the low six bits of
//! `G(a)`. Words that need the same permutation are ORed together first, so
//! each `a` costs one load and one OR, and each window 64 permutations.
//! Usually one window decides the heap, so a heap costs about `n / 3` loads.
//!
//! Why this layout. Only `S_m` with `m >= n - n/3` is ever read again, so
//! the sets live in a ring of `limit / 3 + 2` slots. They are stored word
//! by word across the ring (all slots' word 0, then all slots' word 1, ...):
//! as `a` grows, `n - a` walks the slots one by one, and while `G(a)` stays
//! in one block of 64 the word read stays the same, so the loads of a
//! window are mostly consecutive. Values are bounded by the number of words
//! per set, a power of two of 64-bit words: every value so far is below
//! it, so every xor of values is too. When a value reaches it, the words
//! double (new words are zero: no earlier set holds such a value).
//! Memory is `8 * (limit / 3 + 2) * words` bytes: about 520 MiB at 10^5,
//! where values pass 2^16 and the sets need 2^17 bits each.

/// `G(0..=limit)` of split into three: the mex over every take and every
/// split into three non-empty parts, computed through the sets of pair
/// xors (see the module docs). Agrees with
/// [`super::table_by_mex`], which is cubic.
pub fn table_by_pair_sets(limit: usize) -> Vec<u64> {
    let mut pair_sets = PairSets::new(limit / 3 + 2);
    let mut g: Vec<usize> = Vec::with_capacity(limit + 1);
    // Bit `v` set iff some smaller heap has value `v`: the takes' values.
    let mut taken: Vec<u64> = vec![0; 1];
    let mut first_untaken = 0;
    let mut by_low_bits = [0u64; 64];
    for n in 0..=limit {
        if n >= 1 {
            pair_sets.record(n - 1, &g);
        }
        let mut window = first_untaken / 64;
        let value = loop {
            let split = pair_sets.split_values(n, window, &g, &mut by_low_bits);
            let free = !(taken.get(window).copied().unwrap_or(0) | split);
            if free != 0 {
                break 64 * window + free.trailing_zeros() as usize;
            }
            window += 1;
        };
        if value / 64 >= taken.len() {
            taken.resize(value / 64 + 1, 0);
        }
        taken[value / 64] |= 1 << (value % 64);
        while taken
            .get(first_untaken / 64)
            .is_some_and(|w| w & (1 << (first_untaken % 64)) != 0)
        {
            first_untaken += 1;
        }
        pair_sets.make_room_for(value);
        g.push(value);
    }
    g.into_iter().map(|v| v as u64).collect()
}

/// The sets `S_m` of the last `slots` sums `m`, as bitsets over values.
struct PairSets {
    /// Slot `m % slots` holds `S_m`.
    slots: usize,
    /// Words per set, a power of two: every value recorded so far is below
    /// `64 * words`.
    words: usize,
    /// Word `w` of slot `s` is at `w * slots + s`.
    bits: Vec<u64>,
    /// One set being built, contiguous.
    scratch: Vec<u64>,
}

impl PairSets {
    fn new(slots: usize) -> Self {
        PairSets {
            slots,
            words: 1,
            bits: vec![0; slots],
            scratch: vec![0; 1],
        }
    }

    /// Keeps `value` and every xor of it with recorded values in range.
    fn make_room_for(&mut self, value: usize) {
        if value >= 64 * self.words {
            let words = (value / 64 + 1).next_power_of_two();
            self.bits.resize(words * self.slots, 0);
            self.scratch.resize(words, 0);
            self.words = words;
        }
    }

    /// Builds `S_m` from `g[1..m]` into the slot of `m`, replacing the set
    /// `slots` sums back.
    fn record(&mut self, m: usize, g: &[usize]) {
        self.scratch.fill(0);
        // The pairs `(b, m - b)` for `b = 1..=m/2`.
        let small = &g[1..=m / 2];
        let large = g[m - m / 2..m].iter().rev();
        // Consecutive pairs' xors often share a word: gather their bits in
        // a register and write the word when the next xor leaves it.
        let (mut word, mut gathered) = (0, 0u64);
        for (&gb, &gc) in small.iter().zip(large) {
            let v = gb ^ gc;
            if v / 64 != word {
                self.scratch[word] |= gathered;
                (word, gathered) = (v / 64, 0);
            }
            gathered |= 1 << (v % 64);
        }
        self.scratch[word] |= gathered;
        let slot = m % self.slots;
        for (w, &word) in self.scratch.iter().enumerate() {
            self.bits[w * self.slots + slot] = word;
        }
    }

    /// The values `64 * window .. 64 * window + 64` that some split of heap
    /// `n` into three reaches, as a word (bit `i` for value
    /// `64 * window + i`). Needs `S_{n-n/3} ..= S_{n-1}` recorded.
    fn split_values(
        &self,
        n: usize,
        window: usize,
        g: &[usize],
        by_low_bits: &mut [u64; 64],
    ) -> u64 {
        by_low_bits.fill(0);
        if n >= 3 {
            // Slot of `n - a`, walked down as `a` walks up.
            let mut slot = (n - 1) % self.slots;
            for &ga in &g[1..=n / 3] {
                // Candidates `64 * window + i` ask for `(64 * window + i) ^ ga`,
                // bit `i ^ (ga % 64)` of word `window ^ (ga / 64)`.
                let word = window ^ (ga / 64);
                if word < self.words {
                    by_low_bits[ga % 64] |= self.bits[word * self.slots + slot];
                }
                slot = if slot == 0 { self.slots - 1 } else { slot - 1 };
            }
        }
        by_low_bits
            .iter()
            .enumerate()
            .fold(0, |acc, (low, &word)| acc | xor_permute(word, low))
    }
}

/// The word whose bit `i` is bit `i ^ k` of `word` (`k < 64`): swaps halves,
/// quarters, ... of the word for each set bit of `k`.
fn xor_permute(mut word: u64, k: usize) -> u64 {
    const KEEP: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
        0x00ff_00ff_00ff_00ff,
        0x0000_ffff_0000_ffff,
        0x0000_0000_ffff_ffff,
    ];
    for (bit, &keep) in KEEP.iter().enumerate() {
        if k & (1 << bit) != 0 {
            let shift = 1 << bit;
            word = ((word & keep) << shift) | ((word >> shift) & keep);
        }
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xor_permute_moves_every_bit_to_its_xor() {
        for k in 0..64 {
            for i in 0..64 {
                assert_eq!(xor_permute(1 << i, k), 1 << (i ^ k), "bit {i}, k {k}");
            }
        }
    }

    #[test]
    fn agrees_with_the_cubic_table() {
        let limit = if cfg!(debug_assertions) { 600 } else { 2_000 };
        assert_eq!(table_by_pair_sets(limit), super::super::table_by_mex(limit));
    }

    /// The ring's size follows the limit, so every limit is its own
    /// layout: the tightest ring is read up to its last slot at the limit.
    #[test]
    fn every_limit_gives_a_prefix_of_the_same_table() {
        let full = super::super::table_by_mex(150);
        for limit in 0..=150 {
            assert_eq!(table_by_pair_sets(limit), full[..=limit], "limit {limit}");
        }
    }

    #[test]
    fn tiny_limits() {
        assert_eq!(table_by_pair_sets(0), [0]);
        assert_eq!(table_by_pair_sets(8), [0, 1, 2, 3, 4, 5, 6, 8, 7]);
    }
}
