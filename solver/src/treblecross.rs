//! Treblecross: a `1 x n` strip; players in turn put an `X` in an empty
//! cell; whoever first makes three `X` in a row wins (poj-3537, uva-10561).
//!
//! Why a heap game: a cross within two cells of another one, unless it
//! completes three, lets the opponent complete three at once. So, when no
//! move completes three, the cells worth playing are those at least three
//! away from every `X`; they form runs, a move in a run forbids the two cells
//! on each side of it, and a run of `n` playable cells is a heap whose move at
//! cell `i` leaves runs of `i - 3` and `n - i - 2` (each clipped at 0). That
//! is octal `0.007` shifted by two (`G_here(n) = G_0.007(n + 2)`).
//!
//! Why a table and a refusal: no period of `0.007` is known to us (its
//! losing heaps up to 2000 end with 1046, with no repetition within the
//! reach of a contest run), so the values are computed by mex, on demand,
//! up to [`GAP_LIMIT`]; a longer run is refused rather than guessed.

/// The longest run of playable cells the table answers.
pub const GAP_LIMIT: usize = 1 << 14;

/// Grundy values of runs of playable cells, computed by mex as far as asked.
#[derive(Default)]
pub struct Table {
    values: Vec<u32>,
    /// Generation marks for the mex, indexed by value.
    seen: Vec<u32>,
}

impl Table {
    pub const fn new() -> Table {
        Table {
            values: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// The value of a run of `n` playable cells; `None` past [`GAP_LIMIT`].
    pub fn value(&mut self, n: usize) -> Option<u32> {
        if n > GAP_LIMIT {
            return None;
        }
        if n >= self.values.len() {
            self.grow_to(n);
        }
        Some(self.values[n])
    }

    fn grow_to(&mut self, n: usize) {
        // Each value needs only the smaller ones: grow to what is asked.
        let target = n.clamp(256, GAP_LIMIT);
        // Values are at most the number of options, `target`: the xors stay
        // below the next power of two of it.
        let size = (target + 1).next_power_of_two() * 2;
        if self.seen.len() < size {
            self.seen.resize(size, 0);
        }
        while self.values.len() <= target {
            let len = self.values.len();
            let stamp = len as u32 + 1;
            for i in 1..=len {
                let left = i.saturating_sub(3);
                let right = (len - i).saturating_sub(2);
                let v = self.values[left] ^ self.values[right];
                self.seen[v as usize] = stamp;
            }
            let mex = (0..)
                .find(|&v| self.seen[v] != stamp)
                .expect("a value is free");
            self.values.push(mex as u32);
        }
    }
}

/// What a board is worth to the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The player to move wins; the cells (0-based, ascending) that win.
    Winning(Vec<usize>),
    Losing,
}

/// Why a board was not answered: a run longer than [`GAP_LIMIT`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunTooLong {
    pub run: usize,
}

/// The verdict on a board (`true` = an `X`), with no three `X` in a row
/// (the caller checks).
pub fn analyze(board: &[bool], table: &mut Table) -> Result<Verdict, RunTooLong> {
    let xs: Vec<usize> = (0..board.len()).filter(|&i| board[i]).collect();
    let mut cells = Vec::new();
    Ok(if winning_cells(board.len(), &xs, table, &mut cells)? {
        Verdict::Winning(cells)
    } else {
        Verdict::Losing
    })
}

/// The same verdict from the board's length and its `X` cells (ascending,
/// no three consecutive): true when the player to move wins, with the
/// winning cells (0-based, ascending) in `cells`. Linear in the board after
/// the table, and nothing allocated when `cells` has room.
pub fn winning_cells(
    n: usize,
    xs: &[usize],
    table: &mut Table,
    cells: &mut Vec<usize>,
) -> Result<bool, RunTooLong> {
    cells.clear();
    // A move that completes three wins at once, and if one exists every
    // other move loses: the opponent completes it. Such cells sit beside
    // two adjacent X, or between two X one apart (and are empty: a third X
    // there would make three already).
    for pair in xs.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if b - a == 1 {
            if a >= 1 {
                cells.push(a - 1);
            }
            if b + 1 < n {
                cells.push(b + 1);
            }
        } else if b - a == 2 {
            cells.push(a + 1);
        }
    }
    if !cells.is_empty() {
        cells.sort_unstable();
        cells.dedup();
        return Ok(true);
    }
    // Playable cells are at least three away from every X: the runs between
    // consecutive X (and before the first, after the last).
    let run_of = |from: usize, to: usize| (from, to.saturating_sub(from));
    let mut total = 0;
    let mut longest = 0;
    let mut from = 0;
    for &i in xs.iter().chain(std::iter::once(&(n + 2))) {
        let (_, len) = run_of(from, i.saturating_sub(2));
        longest = longest.max(len);
        from = i + 3;
    }
    table.value(longest).ok_or(RunTooLong { run: longest })?;
    let g = &table.values;
    from = 0;
    for &i in xs.iter().chain(std::iter::once(&(n + 2))) {
        total ^= g[run_of(from, i.saturating_sub(2)).1];
        from = i + 3;
    }
    if total == 0 {
        return Ok(false);
    }
    from = 0;
    for &i in xs.iter().chain(std::iter::once(&(n + 2))) {
        let (start, len) = run_of(from, i.saturating_sub(2));
        let rest = total ^ g[len];
        for i in 1..=len {
            if rest == g[i.saturating_sub(3)] ^ g[(len - i).saturating_sub(2)] {
                cells.push(start + i - 1);
            }
        }
        from = i + 3;
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(s: &str) -> Vec<bool> {
        s.bytes().map(|b| b == b'X').collect()
    }

    #[test]
    fn losing_strips_up_to_two_thousand() {
        // problems-2.md's list, from a search of the real game for small n.
        let mut t = Table::new();
        let losing: Vec<usize> = (3..=2000).filter(|&n| t.value(n).unwrap() == 0).collect();
        assert_eq!(
            losing,
            [
                6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194,
                202, 282, 290, 302, 356, 1046
            ]
        );
    }

    #[test]
    fn uva_sample_boards() {
        let mut t = Table::new();
        assert_eq!(
            analyze(&board("....."), &mut t),
            Ok(Verdict::Winning(vec![2]))
        );
        assert_eq!(
            analyze(&board("X.....X..X.............X....X..X"), &mut t),
            Ok(Verdict::Losing)
        );
        assert_eq!(
            analyze(&board(".X.X...X"), &mut t),
            Ok(Verdict::Winning(vec![2]))
        );
        assert_eq!(
            analyze(&board(&".".repeat(47)), &mut t),
            Ok(Verdict::Winning(vec![
                0, 11, 14, 16, 19, 23, 27, 30, 32, 35, 46
            ]))
        );
    }

    #[test]
    fn a_run_past_the_limit_is_refused() {
        let mut t = Table::new();
        let long = vec![false; GAP_LIMIT + 1];
        assert_eq!(
            analyze(&long, &mut t),
            Err(RunTooLong { run: GAP_LIMIT + 1 })
        );
    }
}
