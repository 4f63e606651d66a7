//! The minimum excludant (mex): the least value not among some values, the
//! Grundy value of a position whose options have those values. Several
//! games' own laws ask it of the solver's values (a DAG node's successors,
//! a take-and-break heap's options), some of them for every option of
//! every heap of a table, so the values are marked as they come, not listed.

/// Values marked one at a time, for their mex: those below `SMALL` (all but
/// a pathological few) as bits, in a bitset as long as the largest of them
/// needs; larger ones, which matter only when every smaller value is
/// marked, in a list.
#[derive(Default)]
pub struct MexMarks {
    /// Values below 256, the usual ones: no allocation.
    low: [u64; 4],
    /// Values from 256 to `SMALL`, from bit 256 on.
    bits: Vec<u64>,
    large: Vec<u64>,
}

impl MexMarks {
    /// Values from here on are listed, not marked as bits.
    pub const SMALL: u64 = 1 << 16;

    /// Marks `v` as present. Inlined where it is called: the laws mark
    /// every option of every heap of a table, and a call per value (this
    /// module is apart from its callers) costs as much as the marking.
    #[inline]
    pub fn mark(&mut self, v: u64) {
        if v < 256 {
            self.low[(v / 64) as usize] |= 1 << (v % 64);
        } else {
            self.mark_past_low(v);
        }
    }

    /// Marks a value from 256 on: rare, kept out of [`MexMarks::mark`]'s
    /// inlined body.
    #[inline(never)]
    fn mark_past_low(&mut self, v: u64) {
        if v < Self::SMALL {
            let word = (v / 64 - 4) as usize;
            if word >= self.bits.len() {
                self.bits.resize(word + 1, 0);
            }
            self.bits[word] |= 1 << (v % 64);
        } else {
            self.large.push(v);
        }
    }

    /// The least value not marked.
    pub fn mex(mut self) -> u64 {
        let mut word = 0;
        while word < 4 + self.bits.len() {
            let w = if word < 4 {
                self.low[word]
            } else {
                self.bits[word - 4]
            };
            if w != u64::MAX {
                return word as u64 * 64 + u64::from(w.trailing_ones());
            }
            word += 1;
        }
        // Every value below `m` is marked, and `m` is not unless it is large.
        let mut m = (4 + self.bits.len() as u64) * 64;
        if m < Self::SMALL {
            return m;
        }
        self.large.sort_unstable();
        for v in self.large {
            if v == m {
                m += 1;
            } else if v > m {
                break;
            }
        }
        m
    }
}

/// The least value not among `values`.
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut marks = MexMarks::default();
    values.into_iter().for_each(|v| marks.mark(v));
    marks.mex()
}

/// The least value not in `values`: the plain statement [`MexMarks`] is
/// tested against.
#[cfg(test)]
pub(crate) fn plain_mex(values: &[u64]) -> u64 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(slot) = usize::try_from(v).ok().and_then(|i| seen.get_mut(i)) {
            *slot = true;
        }
    }
    seen.iter()
        .position(|&s| !s)
        .expect("one more slot than values") as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_give_the_mex_of_the_values_marked() {
        let small = MexMarks::SMALL;
        let mut cases: Vec<Vec<u64>> = vec![
            vec![],
            vec![1, 2],
            vec![0, 0, 2],
            (0..64).collect(),
            (0..65).rev().collect(),
            vec![63, 0, 64, 1],
            (0..small)
                .chain([small, small + 2, small, small + 1])
                .collect(),
            (0..small).chain([small + 1]).collect(),
            vec![0, small, u64::MAX],
        ];
        // Pseudo-random lists of small values, some with a gap.
        let mut x = 0x2545F4914F6CDD1Du64;
        for len in 1..200 {
            let mut list = Vec::new();
            for _ in 0..len {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                list.push(x % (len as u64 + 3));
            }
            cases.push(list);
        }
        for values in cases {
            assert_eq!(
                mex(values.iter().copied()),
                plain_mex(&values),
                "{values:?}"
            );
        }
    }
}
