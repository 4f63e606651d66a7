//! hdu-2999 by search: each query is a row of `k` stones; a move removes a
//! run of consecutive stones whose length is in the case's set, leaving the
//! stones on either side as separate rows. The rows are searched together
//! as one position (never valued apart).

use super::{budget, Failure, Words};
use crate::search::{Moves, Rules, Searcher};

/// The rules of one case: the allowed lengths. A position is the multiset
/// of non-empty rows, sorted.
pub struct RemoveRun {
    lengths: Vec<u64>,
}

impl Rules for RemoveRun {
    type Position = Vec<u64>;
    /// (row index, run length, stones left of the run)
    type Move = (usize, u64, u64);

    fn moves<'a>(&'a self, rows: &'a Vec<u64>) -> Moves<'a, Self::Move, Vec<u64>> {
        Box::new((0..rows.len()).flat_map(move |i| {
            let r = rows[i];
            self.lengths.iter().filter(move |&&s| s <= r).flat_map(move |&s| {
                (0..=r - s).map(move |left| {
                    let mut next: Vec<u64> = rows[..i].iter().chain(&rows[i + 1..]).copied().collect();
                    next.extend([left, r - s - left].into_iter().filter(|&x| x > 0));
                    next.sort_unstable();
                    ((i, s, left), next)
                })
            })
        }))
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut cases = Vec::new();
    while !w.at_end() {
        let n = w.number("the number of lengths n")?;
        let mut lengths = Vec::new();
        for _ in 0..n {
            lengths.push(w.number_between("an allowed length", 1, u64::MAX)?);
        }
        let m = w.number("the number of rows m")?;
        let mut rows = Vec::new();
        for _ in 0..m {
            rows.push(w.number("a row of k stones")?);
        }
        cases.push((lengths, rows));
    }
    let mut out = String::new();
    for (mut lengths, rows) in cases {
        lengths.sort_unstable();
        lengths.dedup();
        let mut searcher = Searcher::new(RemoveRun { lengths }, budget::for_length(1));
        for k in rows {
            let start = if k == 0 { vec![] } else { vec![k] };
            let result = searcher
                .analyze(&start)
                .map_err(|e| Failure::TooLarge(format!("a row of {k}: {}", super::too_large(&e))))?;
            out.push_str(if result.player_to_move_wins { "1\n" } else { "2\n" });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_and_edges() {
        assert_eq!(answer(b"2\n1 2\n3\n4 0 12\n1\n2\n2\n1 5\n").unwrap(), "1\n2\n1\n2\n2\n");
        assert_eq!(answer(b"").unwrap(), "");
        assert!(matches!(answer(b"1 0 1 5"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"1 1 2 5"), Err(Failure::Invalid(_))));
    }
}
