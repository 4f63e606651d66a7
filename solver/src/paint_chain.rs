//! The painting game of hdu-3980: beads in a circle; a move paints `m`
//! consecutive unpainted beads. The first move opens the circle into a row
//! of `n - m` unpainted beads (every first move is the same up to rotation);
//! from then on a move paints `m` consecutive beads of a row, leaving two
//! rows (of `a` and `len - m - a` beads, either possibly empty): the octal
//! game whose only digit, the `m`-th, is 7.
//!
//! Why tables by `m`: the values of a row have no closed form for a general
//! `m` (`m = 2` is Dawson's Kayles, period 34 after 52 exceptions), so they
//! are computed by mex, per `m`, as far as asked. Rows shorter than `2m`
//! need no table (shorter than `m`: no move, value 0; from `m` to `2m - 1`:
//! every move leaves two rows with no move, value 1). Longer rows up to
//! [`ROW_LIMIT`] are tabled; past it the solver refuses.

/// The longest row whose value is computed by mex.
pub const ROW_LIMIT: u64 = 1 << 14;

/// Values of rows, by `m`, computed as far as asked (`u16`: a value is at
/// most the number of options, `ROW_LIMIT / 2 + 1`).
#[derive(Default)]
pub struct Tables {
    /// `by_m[m]`: the values of rows `0..` for moves painting `m`. Only
    /// `m` up to a third of [`ROW_LIMIT`] ever needs one.
    by_m: Vec<Vec<u16>>,
    seen: Vec<u32>,
    stamp: u32,
}

impl Tables {
    pub fn new() -> Tables {
        Tables::default()
    }

    /// The value of a row of `len` beads when a move paints `m >= 1`;
    /// `None` for a row past [`ROW_LIMIT`] that needs the table.
    pub fn row_value(&mut self, len: u64, m: u64) -> Option<u32> {
        assert!(m >= 1, "a move paints at least one bead");
        if len < m {
            return Some(0);
        }
        if len / 2 < m {
            return Some(1);
        }
        if len > ROW_LIMIT {
            return None;
        }
        let len = len as usize;
        let m = m as usize;
        if self.by_m.len() <= m {
            self.by_m.resize_with(m + 1, Vec::new);
        }
        let values = &mut self.by_m[m];
        if values.len() <= len {
            // Each value needs only the smaller ones: the table grows to
            // exactly what is asked, never recomputed.
            let target = len;
            // A value is at most the number of options, below `target`.
            let size = (target + 1).next_power_of_two() * 2;
            if self.seen.len() < size {
                self.seen.resize(size, 0);
            }
            while values.len() <= target {
                let l = values.len();
                self.stamp += 1;
                if l >= m {
                    // The run leaves a and l - m - a: each pair once.
                    let rest = l - m;
                    for a in 0..=rest / 2 {
                        self.seen[(values[a] ^ values[rest - a]) as usize] = self.stamp;
                    }
                }
                let mex = (0..)
                    .find(|&v| self.seen[v] != self.stamp)
                    .expect("a value is free");
                values.push(mex as u16);
            }
        }
        Some(u32::from(values[len]))
    }
}

/// Whether the first player wins on a circle of `n` beads painting `m`
/// (`m >= 1`); `None` when the row it opens is past [`ROW_LIMIT`].
pub fn first_player_wins(tables: &mut Tables, n: u64, m: u64) -> Option<bool> {
    if n < m {
        return Some(false);
    }
    tables.row_value(n - m, m).map(|v| v == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The row values by their definition, every `a` from 0, no shortcut.
    fn rows_by_mex(limit: usize, m: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for l in 0..=limit {
            let options: Vec<u32> = (0..=l.saturating_sub(m))
                .filter(|_| l >= m)
                .map(|a| g[a] ^ g[l - m - a])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn tables_match_the_definition() {
        let mut t = Tables::new();
        for m in 1..=12 {
            for (len, &v) in rows_by_mex(300, m).iter().enumerate() {
                assert_eq!(
                    t.row_value(len as u64, m as u64),
                    Some(v),
                    "m {m}, row {len}"
                );
            }
        }
    }

    #[test]
    fn dawsons_kayles_and_the_sample() {
        let mut t = Tables::new();
        // m = 2 is 0.07: G(n) from n = 0 is 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4.
        let first: Vec<u32> = (0..15).map(|n| t.row_value(n, 2).unwrap()).collect();
        assert_eq!(first, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4]);
        assert_eq!(first_player_wins(&mut t, 3, 1), Some(true));
        assert_eq!(first_player_wins(&mut t, 4, 2), Some(false));
        assert_eq!(first_player_wins(&mut t, 1, 2), Some(false));
        assert_eq!(first_player_wins(&mut t, u64::MAX, u64::MAX), Some(true));
        assert_eq!(first_player_wins(&mut t, u64::MAX, 1), None);
    }
}
