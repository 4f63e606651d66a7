//! Grundy's game: a move splits one heap into two non-empty heaps of
//! different sizes.
//!
//! Why its own file and not a code: "different sizes" is no digit of an
//! octal code. Its values are not known to be periodic (none has been found
//! to 2^35 and beyond), so the solver answers exactly up to the table it
//! computed and refuses past it; a position is the xor of its heaps.
//!
//! ```
//! let t = solver::grundy_game::Table::up_to(20).unwrap();
//! assert_eq!(t.grundy(13).unwrap(), 3);
//! assert!(t.grundy(21).is_err());
//! ```

use crate::OutOfRange;

/// The most heaps the table is built for (the computation is quadratic).
pub const MAX_LENGTH: u64 = 1 << 17;

/// `G(n)` for `n` up to a bound.
#[derive(Clone, Debug)]
pub struct Table {
    values: Vec<u16>,
}

/// Split heap number `heap` (0-based) into `smaller` and the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GrundyMove {
    pub heap: usize,
    pub smaller: u64,
}

impl Table {
    /// `G(0..=largest)`.
    pub fn up_to(largest: u64) -> Result<Table, OutOfRange> {
        if largest >= MAX_LENGTH {
            return Err(OutOfRange {
                what: format!("Grundy's game heap {largest} (the table stops below {MAX_LENGTH})"),
            });
        }
        let len = largest as usize + 1;
        let mut values: Vec<u16> = Vec::with_capacity(len);
        let mut seen: Vec<bool> = Vec::new();
        for n in 0..len {
            seen.clear();
            for a in 1..n.div_ceil(2) {
                let v = (values[a] ^ values[n - a]) as usize;
                if v >= seen.len() {
                    seen.resize(v + 1, false);
                }
                seen[v] = true;
            }
            let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
            values.push(mex as u16);
        }
        Ok(Table { values })
    }

    /// `G(n)`, if the table reaches it.
    pub fn grundy(&self, n: u64) -> Result<u64, OutOfRange> {
        usize::try_from(n)
            .ok()
            .and_then(|i| self.values.get(i))
            .map(|&g| u64::from(g))
            .ok_or_else(|| OutOfRange {
                what: format!(
                    "Grundy's game heap {n}: known below {} and not periodic",
                    self.values.len()
                ),
            })
    }

    /// The xor of the heaps' values.
    pub fn grundy_of_heaps(&self, heaps: &[u64]) -> Result<u64, OutOfRange> {
        heaps.iter().try_fold(0, |x, &h| Ok(x ^ self.grundy(h)?))
    }

    /// Every move to value 0, by heap then smaller part.
    pub fn winning_moves(&self, heaps: &[u64]) -> Result<Vec<GrundyMove>, OutOfRange> {
        let x = self.grundy_of_heaps(heaps)?;
        let mut out = Vec::new();
        if x == 0 {
            return Ok(out);
        }
        for (heap, &h) in heaps.iter().enumerate() {
            let target = x ^ self.grundy(h)?;
            for smaller in 1..h.div_ceil(2) {
                if self.grundy(smaller)? ^ self.grundy(h - smaller)? == target {
                    out.push(GrundyMove { heap, smaller });
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_values_as_the_oeis_gives_them() {
        // OEIS A002188.
        let t = Table::up_to(20).unwrap();
        let g: Vec<u64> = (0..=20).map(|n| t.grundy(n).unwrap()).collect();
        assert_eq!(
            g,
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
    }

    #[test]
    fn winning_moves_leave_zero() {
        let t = Table::up_to(200).unwrap();
        for heaps in [vec![7, 13], vec![200], vec![5, 6, 9]] {
            for m in t.winning_moves(&heaps).unwrap() {
                let mut next = heaps.clone();
                let h = next.remove(m.heap);
                next.extend([m.smaller, h - m.smaller]);
                assert_eq!(t.grundy_of_heaps(&next).unwrap(), 0, "{heaps:?} {m:?}");
            }
        }
        assert!(Table::up_to(MAX_LENGTH).is_err());
    }
}
