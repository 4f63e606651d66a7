//! Inputs shared by hdu-3032 and hdu-5795: heaps where a player may take any
//! number or split a heap (in two, or in three), whose values are the heap
//! sizes except that each block of `b` heaps swaps its last two (`b` = 4 for
//! Lasker's Nim, 8 for the split into three). A plain Nim solution is right
//! everywhere but at those heaps, so the generator aims at them, and half the
//! time builds a lost position (a last heap worth the xor of the others),
//! which plain Nim calls won.
//!
//! The blocks come from the problems' statements as solvers know them; the
//! generator only chooses where to look. Whether the answers there are right
//! is what the oracle (small sizes) and the snapshots check.

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Source, JUDGE_SCALE_COUNT};
use std::fmt::Write;

/// One problem's shape: its block and its judge's limits.
pub struct SwappedPairs {
    /// Each block of this many heaps swaps its last two values.
    pub block: u64,
    /// The largest heap of a small input (within the oracle's reach).
    pub small_max: u64,
    pub max_cases: u64,
    pub max_heaps: u64,
    pub max_heap: u64,
}

impl SwappedPairs {
    /// The value of heap `h`.
    fn worth(&self, h: u64) -> u128 {
        self.swap(u128::from(h))
    }

    /// The heap whose value is `v`, for building lost positions; `None`
    /// past `u64`. The swap undoes itself, so it is its own inverse.
    fn heap_worth(&self, v: u128) -> Option<u64> {
        u64::try_from(self.swap(v)).ok()
    }

    /// `n` with the last two numbers of its block of `b` swapped.
    fn swap(&self, n: u128) -> u128 {
        let b = u128::from(self.block);
        match n % b {
            r if r == b - 1 => n + 1,
            0 if n > 0 => n - 1,
            _ => n,
        }
    }

    /// `T` cases, each `n` on a line, then `n` heaps.
    pub fn generate(&self, src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
        let beyond = is_beyond(size, domain);
        // (cases, heaps per case at most, largest heap)
        let (cases, most, max) = match size {
            InputSize::Small if wide(size, domain) && src.one_in(3) => {
                (src.range(1, 4), 4, u64::MAX)
            }
            InputSize::Small if at_judge_scale(src, size, domain) => {
                (src.range(1, 4), JUDGE_SCALE_COUNT, self.max_heap)
            }
            InputSize::Small => (src.range(1, 4), 3, self.small_max),
            InputSize::Judge => (src.range(1, 3), self.max_heaps, self.max_heap),
            InputSize::Huge => (4, self.max_heaps, u64::MAX),
        };
        let cases = cases.min(self.max_cases);
        let b = self.block;
        let mut out = format!("{cases}\n");
        for case in 0..cases {
            // At judge size and past it, the first case has the most heaps.
            let n = if size != InputSize::Small && case == 0 {
                src.largest(1, most)
            } else {
                src.range(1, most)
            };
            let small_sum = size == InputSize::Small && max <= self.small_max;
            let mut heaps: Vec<u64> = (0..n)
                .map(|_| match src.range(0, 3) {
                    // Traps: the last two heaps of a block, whose values swap.
                    0 => {
                        let k = src.range(0, max / b);
                        (b * k + src.range(b - 1, b)).min(max)
                    }
                    1 if beyond && src.one_in(4) => 0,
                    _ => src.range(1, max),
                })
                .collect();
            // Keep the oracle's position small: the heaps' total bounds its
            // states.
            if small_sum {
                heaps.truncate(3);
            }
            // Half the time a lost position: a last heap worth the xor of
            // the others (plain Nim calls most of these won).
            if src.one_in(2) {
                let others = &heaps[..heaps.len().saturating_sub(1)];
                let rest = others.iter().fold(0u128, |x, &h| x ^ self.worth(h));
                if let Some(h) = self
                    .heap_worth(rest)
                    .filter(|&h| h <= max && (h > 0 || beyond))
                {
                    if let Some(last) = heaps.last_mut() {
                        *last = h;
                    }
                }
            }
            writeln!(out, "{}", heaps.len()).expect("writing to a String");
            let line: Vec<String> = heaps.iter().map(u64::to_string).collect();
            writeln!(out, "{}", line.join(" ")).expect("writing to a String");
        }
        out.into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(block: u64) -> SwappedPairs {
        SwappedPairs {
            block,
            small_max: 9,
            max_cases: 100,
            max_heaps: 1_000_000,
            max_heap: 1_000_000_000,
        }
    }

    #[test]
    fn values_swap_at_the_end_of_each_block() {
        let lasker = shape(4);
        let values: Vec<u128> = (0..9).map(|h| lasker.worth(h)).collect();
        assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
        let three = shape(8);
        let values: Vec<u128> = (0..17).map(|h| three.worth(h)).collect();
        assert_eq!(
            values,
            [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15]
        );
        for s in [lasker, three] {
            for h in 0..100 {
                assert_eq!(s.heap_worth(s.worth(h)), Some(h));
            }
            assert_eq!(s.heap_worth(u128::from(u64::MAX) + 2), None);
        }
    }
}
