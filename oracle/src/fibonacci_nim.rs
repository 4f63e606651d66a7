//! Fibonacci nim by its rules: a heap and a limit; a move removes `r` with
//! `1 <= r <= min(limit, heap)`, and the next player's limit is `2r`.
//!
//! Nothing about Zeckendorf representations lives here. The contest opening
//! "take at least one and not all" is the position `(n, n - 1)`.

use crate::search::{Moves, Played, Rules};

/// Fibonacci nim. A position is `(heap, limit)`.
#[derive(Clone, Copy, Debug, Default)]
pub struct FibonacciNim;

/// Remove `r` counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Remove {
    pub r: u64,
}

impl Rules for FibonacciNim {
    type Position = (u64, u64);
    type Move = Remove;

    /// A heap and a limit always fit one integer.
    fn pack(&self, &(heap, limit): &(u64, u64)) -> Option<u128> {
        Some(u128::from(heap) | (u128::from(limit) << 64))
    }

    /// At least one, at most the limit and the heap.
    fn play(&self, &(heap, limit): &(u64, u64), m: &Remove) -> Played<(u64, u64)> {
        Played::from(
            (1..=limit.min(heap))
                .contains(&m.r)
                .then(|| (heap - m.r, m.r.saturating_mul(2))),
        )
    }

    /// The number removed.
    fn show_move(&self, _: &(u64, u64), m: &Remove) -> String {
        m.r.to_string()
    }

    fn moves<'a>(&'a self, &(heap, limit): &'a (u64, u64)) -> Moves<'a, Remove, (u64, u64)> {
        // `2r` past u64::MAX is held as u64::MAX: the heap never exceeds that,
        // so the same removals stay allowed.
        Box::new(
            (1..=limit.min(heap)).map(move |r| (Remove { r }, (heap - r, r.saturating_mul(2)))),
        )
    }

    /// `min(limit, heap)` removals.
    fn more_moves_than(&self, &(heap, limit): &(u64, u64), most: usize) -> bool {
        u128::from(limit.min(heap)) > most as u128
    }

    /// A limit past the heap allows the same removals as the heap itself.
    fn canonical(&self, p: &mut (u64, u64)) {
        p.1 = p.1.min(p.0);
    }

    fn successors(
        &self,
        &(heap, limit): &(u64, u64),
        limit_out: usize,
        out: &mut Vec<(u64, u64)>,
        _spare: &mut Vec<(u64, u64)>,
    ) {
        out.extend(
            (1..=limit.min(heap))
                .map(|r| (heap - r, r.saturating_mul(2)))
                .take(limit_out.saturating_add(1)),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{SearchError, Searcher};

    #[test]
    fn moves_follow_the_limit() {
        let got: Vec<_> = FibonacciNim.moves(&(5, 2)).collect();
        assert_eq!(got, [(Remove { r: 1 }, (4, 2)), (Remove { r: 2 }, (3, 4))]);
        assert_eq!(FibonacciNim.moves(&(3, 0)).count(), 0);
    }

    #[test]
    fn openings_lost_exactly_at_fibonacci_numbers() {
        let mut s = Searcher::new(FibonacciNim, 1_000_000);
        let lost: Vec<u64> = (2..=40)
            .filter(|&n| !s.analyze(&(n, n - 1)).unwrap().player_to_move_wins)
            .collect();
        assert_eq!(lost, [2, 3, 5, 8, 13, 21, 34]);
    }

    #[test]
    fn huge_heap_is_too_large() {
        let mut s = Searcher::new(FibonacciNim, 1000);
        assert_eq!(
            s.analyze(&(u64::MAX, u64::MAX)),
            Err(SearchError::TooLarge { budget: 1000 })
        );
        // No limit, no move: lost at once, however large the heap.
        assert!(!s.analyze(&(u64::MAX, 0)).unwrap().player_to_move_wins);
    }
}
