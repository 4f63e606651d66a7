//! The split game by its rules: bottles `0..n-1` holding beans; a move takes a
//! bean from a bottle `i` that has one and puts one bean into `j` and one into
//! `k`, for `i < j <= k < n`.
//!
//! Counts are `u128`: a move adds a bean overall, so a bottle of `u64::MAX`
//! beans may grow past `u64`; the search budget bounds how far.

use crate::search::{Moves, Played, Rules};

/// The split game under normal play. A position lists the bottles' counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Split;

/// Take a bean from bottle `i`, put one into `j` and one into `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SplitMove {
    pub i: usize,
    pub j: usize,
    pub k: usize,
}

impl Rules for Split {
    type Position = Vec<u128>;
    type Move = SplitMove;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        2 * position.len()
    }

    /// The list fits one integer when it is short and its numbers small.
    fn pack(&self, position: &Vec<u128>) -> Option<u128> {
        crate::search::pack_numbers(position.iter().copied())
    }

    /// Beans in the last bottle can never move (no bottle comes after it),
    /// so positions that differ only there have the same moves, one for
    /// one: the memo stores the last count as 0. Deduplication, like Nim's
    /// empty heaps; no count is read for its parity.
    fn canonical(&self, counts: &mut Vec<u128>) {
        if let Some(last) = counts.last_mut() {
            *last = 0;
        }
    }

    /// One line of play: always move a bean of the first bottle that has
    /// one (not the last) into the last bottle twice. Each move leaves one
    /// bean fewer outside the last bottle, so its positions are all
    /// different, one per such bean and the start; a search for the value
    /// visits every position reachable. So a bottle of 10^9 beans before
    /// the last is refused at once instead of after a budget's work.
    fn fewest_states(&self, counts: &Vec<u128>) -> u128 {
        match counts.split_last() {
            Some((_, before_last)) => before_last
                .iter()
                .fold(1u128, |sum, &c| sum.saturating_add(c)),
            None => 1,
        }
    }

    /// The counts after move `(i, j, k)`, if it is a move.
    fn play(&self, counts: &Vec<u128>, m: &SplitMove) -> Played<Vec<u128>> {
        Played::from(split(counts, m))
    }

    /// A move as both sides are compared: `i j k`.
    fn show_move(&self, _: &Vec<u128>, m: &SplitMove) -> String {
        format!("{} {} {}", m.i, m.j, m.k)
    }

    fn moves<'a>(&'a self, counts: &'a Vec<u128>) -> Moves<'a, SplitMove, Vec<u128>> {
        let n = counts.len();
        Box::new(
            (0..n)
                .filter(move |&i| counts[i] >= 1)
                .flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
                .map(move |(i, j, k)| {
                    let mut next = counts.clone();
                    next[i] -= 1;
                    next[j] += 1;
                    next[k] += 1;
                    (SplitMove { i, j, k }, next)
                }),
        )
    }
}

/// The counts after move `(i, j, k)`, if it is a move.
fn split(counts: &[u128], &SplitMove { i, j, k }: &SplitMove) -> Option<Vec<u128>> {
    if !(i < j && j <= k && k < counts.len()) || counts[i] == 0 {
        return None;
    }
    let mut next = counts.to_vec();
    next[i] -= 1;
    next[j] = next[j].checked_add(1)?;
    next[k] = next[k].checked_add(1)?;
    Some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn moves_of_one_bean() {
        let got: Vec<_> = Split
            .moves(&vec![1, 0, 0])
            .map(|(m, _)| (m.i, m.j, m.k))
            .collect();
        assert_eq!(got, [(0, 1, 1), (0, 1, 2), (0, 2, 2)]);
        let (_, next) = Split.moves(&vec![1, 0, 0]).next().unwrap();
        assert_eq!(next, [0, 2, 0]);
        assert_eq!(Split.moves(&vec![0, 0, 7]).count(), 0);
    }

    #[test]
    fn beans_in_the_last_bottle_share_one_memo_entry() {
        let mut s = Searcher::new(Split, 1_000_000);
        let a = s.analyze(&vec![1, 2, 0, 5]).unwrap();
        let entries = s.memo_len();
        let b = s.analyze(&vec![1, 2, 0, 9]).unwrap();
        assert_eq!(s.memo_len(), entries);
        assert_eq!(a.grundy, b.grundy);
        assert_eq!(a.winning_moves, b.winning_moves);
        // Why it may: with the last bottle zeroed, their moves are the same.
        let zeroed = |p: Vec<u128>| -> Vec<(SplitMove, Vec<u128>)> {
            Split
                .moves(&p)
                .map(|(m, mut q)| {
                    Split.canonical(&mut q);
                    (m, q)
                })
                .collect()
        };
        assert_eq!(zeroed(vec![1, 2, 0, 5]), zeroed(vec![1, 2, 0, 9]));
    }

    #[test]
    fn hnoi_sample() {
        let mut s = Searcher::new(Split, 1_000_000);
        let a = s.analyze(&vec![1, 0, 1, 1]).unwrap();
        assert_eq!(a.winning_moves, [SplitMove { i: 0, j: 2, k: 3 }]);
        assert!(!s.analyze(&vec![0, 0, 1]).unwrap().player_to_move_wins);
    }

    #[test]
    fn fewest_states_is_a_line_of_play_and_refuses_huge_bottles_at_once() {
        assert_eq!(Split.fewest_states(&vec![]), 1);
        assert_eq!(Split.fewest_states(&vec![9]), 1);
        assert_eq!(Split.fewest_states(&vec![2, 0, 1, 5000]), 4);
        // Never more than what a search really creates.
        for counts in [
            vec![1, 0, 0],
            vec![2, 1, 0],
            vec![1, 1, 1, 3],
            vec![0, 2, 0, 0],
        ] {
            let mut s = Searcher::new(Split, 1_000_000);
            s.analyze(&counts).unwrap();
            assert!(
                Split.fewest_states(&counts) <= s.memo_len() as u128,
                "{counts:?}"
            );
        }
        let mut s = Searcher::new(Split, 1_000_000);
        assert!(s.analyze(&vec![0, 1_000_000_000, 0, 6]).is_err());
        assert_eq!(s.memo_len(), 0, "refused before any search");
    }

    #[test]
    fn a_full_last_bottle_does_not_overflow() {
        let mut s = Searcher::new(Split, 1000);
        let a = s.analyze(&vec![1, u128::from(u64::MAX)]).unwrap();
        assert!(a.player_to_move_wins);
    }
}
