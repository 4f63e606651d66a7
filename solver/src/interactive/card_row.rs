//! AtCoder ABC278 G: cards in rows, a move removes `y` consecutive cards of
//! one row with `low <= y <= high`, leaving at most two rows.
//!
//! Two facts decide it:
//! - symmetry: a move that leaves two equal rows (take `y` of the parity of
//!   the row, from its middle) wins by mirroring every later move on the
//!   other row. From one row of `n >= low` such a move exists whenever some
//!   `y` in `low..=min(high, n)` has the parity of `n`: always when
//!   `low < high`, and when `low == high` exactly when `n - low` is even;
//! - otherwise Sprague-Grundy values of single rows: removing `y` from a row
//!   of `m` leaves rows `a + b = m - y`, so `G(m)` is the mex of
//!   `G(a) xor G(b)` over those splits, and a position is lost for the
//!   player to move exactly when the xor of its rows' values is 0.
//!
//! The table is built in `O(max^2)`: the values `G(a) xor G(s - a)` of every
//! total `s` are counted into a sliding window of totals `m - high ..= m -
//! low`, so each pair is added once and removed once.

use crate::OutOfRange;

/// The largest row the table will be built for (the judge's N is at most
/// 2000; the table's cost grows with the square).
pub const MAX_ROW: usize = 20_000;

/// The Grundy values of single rows for one `(low, high)`.
#[derive(Clone, Debug)]
pub struct CardRowTheory {
    low: usize,
    high: usize,
    values: Vec<u32>,
}

/// One move: take `take` cards of row `row` (an index into the position),
/// leaving `before` cards before them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeMove {
    pub row: usize,
    pub take: usize,
    pub before: usize,
}

impl CardRowTheory {
    /// The values of rows `0..=max`.
    pub fn new(low: usize, high: usize, max: usize) -> Result<CardRowTheory, OutOfRange> {
        if low == 0 || low > high {
            return Err(OutOfRange {
                what: format!("take between {low} and {high} cards"),
            });
        }
        if max > MAX_ROW {
            return Err(OutOfRange {
                what: format!("a row of {max} cards (at most {MAX_ROW})"),
            });
        }
        let mut values: Vec<u32> = vec![0; max + 1];
        // count[v]: how many splits of totals in the window have value v.
        let mut count: Vec<u32> = Vec::new();
        let change = |count: &mut Vec<u32>, values: &[u32], total: usize, add: bool| {
            for a in 0..=total / 2 {
                let v = (values[a] ^ values[total - a]) as usize;
                if v >= count.len() {
                    count.resize(v + 1, 0);
                }
                if add {
                    count[v] += 1;
                } else {
                    count[v] -= 1;
                }
            }
        };
        // The window of totals in the counts: `from..to`.
        let (mut from, mut to) = (0usize, 0usize);
        for m in 1..=max {
            if m < low {
                continue;
            }
            let (lo, hi) = (m.saturating_sub(high), m - low);
            while to <= hi {
                change(&mut count, &values, to, true);
                to += 1;
            }
            while from < lo {
                change(&mut count, &values, from, false);
                from += 1;
            }
            let mex = count.iter().position(|&c| c == 0).unwrap_or(count.len());
            values[m] = mex as u32;
        }
        Ok(CardRowTheory { low, high, values })
    }

    /// The Grundy value of one row; `None` past the table.
    pub fn grundy(&self, row: usize) -> Option<u32> {
        self.values.get(row).copied()
    }

    /// The xor of the rows' values; `None` when a row is past the table.
    pub fn position_value(&self, rows: &[usize]) -> Option<u32> {
        rows.iter().try_fold(0, |x, &r| Some(x ^ self.grundy(r)?))
    }

    /// From one row of `n`, the move that leaves two equal rows, if any.
    pub fn symmetric_opening(&self, n: usize) -> Option<TakeMove> {
        let take = (self.low..=self.high.min(n)).find(|y| (n - y) % 2 == 0)?;
        Some(TakeMove {
            row: 0,
            take,
            before: (n - take) / 2,
        })
    }

    /// Every move from `rows` after which the player who made it wins, in
    /// order of row, take, cards before; at most `limit` of them.
    pub fn winning_moves(&self, rows: &[usize], limit: usize) -> Vec<TakeMove> {
        let mut found = Vec::new();
        let Some(total) = self.position_value(rows) else {
            return found;
        };
        if total == 0 {
            return found;
        }
        for (index, &m) in rows.iter().enumerate() {
            let target = total ^ self.values[m];
            for take in self.low..=self.high.min(m) {
                let left = m - take;
                for before in 0..=left {
                    if self.values[before] ^ self.values[left - before] == target {
                        found.push(TakeMove {
                            row: index,
                            take,
                            before,
                        });
                        if found.len() >= limit {
                            return found;
                        }
                    }
                }
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn take_exactly_one_alternates() {
        let t = CardRowTheory::new(1, 1, 10).unwrap();
        for n in 0..=10 {
            assert_eq!(t.grundy(n), Some((n % 2) as u32), "{n}");
        }
    }

    #[test]
    fn kayles_values() {
        // Taking one or two adjacent pins is Kayles: 0 1 2 3 1 4 3 2 1 4 2 6.
        let t = CardRowTheory::new(1, 2, 11).unwrap();
        let got: Vec<u32> = (0..=11).map(|n| t.grundy(n).unwrap()).collect();
        assert_eq!(got, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    }

    #[test]
    fn symmetry_needs_a_take_of_the_rows_parity() {
        let t = CardRowTheory::new(2, 2, 10).unwrap();
        assert_eq!(t.symmetric_opening(6).unwrap().before, 2);
        assert!(t.symmetric_opening(5).is_none());
        let t = CardRowTheory::new(2, 3, 10).unwrap();
        assert_eq!(t.symmetric_opening(5).unwrap().take, 3);
        assert!(CardRowTheory::new(3, 2, 5).is_err());
    }

    #[test]
    fn a_winning_move_leaves_value_zero() {
        let t = CardRowTheory::new(1, 2, 30).unwrap();
        let rows = [7, 9, 4];
        for m in t.winning_moves(&rows, 100) {
            let mut next: Vec<usize> = rows.to_vec();
            let r = next.remove(m.row);
            next.extend([m.before, r - m.take - m.before]);
            assert_eq!(t.position_value(&next), Some(0));
        }
        assert!(!t.winning_moves(&rows, 1).is_empty());
    }
}
