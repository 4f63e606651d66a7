//! Wythoff's game by its rules: two heaps; a move takes any positive amount
//! from one heap, or the same positive amount from both.
//!
//! Nothing about the golden ratio lives here: the oracle lists the moves (and,
//! for the sieve, the un-moves) and an engine decides who wins.

use crate::search::{Moves, Played, Rules};
use crate::sieve::SieveRules;

/// Wythoff's game. A position is the two heaps, in the order given.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

/// Take `take` from the first heap, the second heap, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum WythoffMove {
    First { take: u64 },
    Second { take: u64 },
    Both { take: u64 },
}

impl Rules for Wythoff {
    type Position = (u64, u64);
    type Move = WythoffMove;

    /// Two heaps always fit one integer.
    fn pack(&self, &(a, b): &(u64, u64)) -> Option<u128> {
        Some(u128::from(a) | (u128::from(b) << 64))
    }

    /// Inline: the harness orders and merges winning moves by where they
    /// lead, asking this in every comparison of a sort.
    #[inline]
    fn play(&self, position: &(u64, u64), m: &WythoffMove) -> Played<(u64, u64)> {
        Played::from(after(position, m))
    }

    /// The heaps a move leaves, the smaller first, as both sides are
    /// compared (`2 5`).
    fn show_move(&self, position: &(u64, u64), m: &WythoffMove) -> String {
        let (x, y) = after(position, m).unwrap_or(*position);
        format!("{} {}", x.min(y), x.max(y))
    }

    fn moves<'a>(&'a self, &(a, b): &'a (u64, u64)) -> Moves<'a, WythoffMove, (u64, u64)> {
        let first = (1..=a).map(move |take| (WythoffMove::First { take }, (a - take, b)));
        let second = (1..=b).map(move |take| (WythoffMove::Second { take }, (a, b - take)));
        let both =
            (1..=a.min(b)).map(move |take| (WythoffMove::Both { take }, (a - take, b - take)));
        Box::new(first.chain(second).chain(both))
    }

    /// The two heaps play alike: `(a, b)` and `(b, a)` are one position.
    fn canonical(&self, p: &mut (u64, u64)) {
        if p.0 > p.1 {
            *p = (p.1, p.0);
        }
    }

    /// `a + b + min(a, b)` moves.
    fn more_moves_than(&self, &(a, b): &(u64, u64), limit: usize) -> bool {
        u128::from(a) + u128::from(b) + u128::from(a.min(b)) > limit as u128
    }

    fn successors(
        &self,
        &(a, b): &(u64, u64),
        limit: usize,
        out: &mut Vec<(u64, u64)>,
        _spare: &mut Vec<(u64, u64)>,
    ) {
        let want = limit.saturating_add(1);
        let first = (1..=a).map(|take| (a - take, b));
        let second = (1..=b).map(|take| (a, b - take));
        let both = (1..=a.min(b)).map(|take| (a - take, b - take));
        out.extend(first.chain(second).chain(both).take(want));
    }
}

/// Where `m` leads from `(a, b)`, in the rules' order of the heaps; `None`
/// where it takes nothing or more than a heap holds.
#[inline]
fn after(&(a, b): &(u64, u64), m: &WythoffMove) -> Option<(u64, u64)> {
    let child = match *m {
        WythoffMove::First { take } => (a.checked_sub(take)?, b),
        WythoffMove::Second { take } => (a, b.checked_sub(take)?),
        WythoffMove::Both { take } => (a.checked_sub(take)?, b.checked_sub(take)?),
    };
    (child != (a, b)).then_some(child)
}

/// The positions reachable from two heaps, in canonical form (smaller heap
/// first): every `(x, y)` with `x <= y`, `x <= smaller` and `y <= larger`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WythoffBox {
    pub smaller: u64,
    pub larger: u64,
}

impl WythoffBox {
    /// How many positions of the box come in the rows before row `y` (the
    /// rows are the larger heap; row `w` holds `x` from 0 to
    /// `min(w, smaller)`): the triangle of the rows up to `smaller`, then
    /// full rows of `smaller + 1`. `None` past `u128`.
    fn rows_before(&self, y: u128) -> Option<u128> {
        let s = u128::from(self.smaller);
        if y <= s + 1 {
            return Some(y.checked_mul(y + 1)? / 2);
        }
        let triangle = (s + 1).checked_mul(s + 2)? / 2;
        triangle.checked_add((y - s - 1).checked_mul(s + 1)?)
    }
}

/// Listed by the larger heap, then the smaller: a move lowers one heap or
/// both, so it lowers the larger heap or keeps it and lowers the smaller.
impl SieveRules for Wythoff {
    type Bounds = WythoffBox;

    fn bounds(&self, &(a, b): &(u64, u64)) -> WythoffBox {
        WythoffBox {
            smaller: a.min(b),
            larger: a.max(b),
        }
    }

    fn join(&self, p: &WythoffBox, q: &WythoffBox) -> WythoffBox {
        WythoffBox {
            smaller: p.smaller.max(q.smaller),
            larger: p.larger.max(q.larger),
        }
    }

    fn count(&self, bounds: &WythoffBox) -> Option<u128> {
        bounds.rows_before(u128::from(bounds.larger) + 1)
    }

    fn positions<'a>(
        &'a self,
        bounds: &'a WythoffBox,
    ) -> Box<dyn Iterator<Item = (u64, u64)> + 'a> {
        let s = bounds.smaller;
        Box::new((0..=bounds.larger).flat_map(move |y| (0..=y.min(s)).map(move |x| (x, y))))
    }

    fn index(&self, bounds: &WythoffBox, &(x, y): &(u64, u64)) -> Option<usize> {
        if x > y || x > bounds.smaller || y > bounds.larger {
            return None;
        }
        let at = bounds.rows_before(u128::from(y))? + u128::from(x);
        usize::try_from(at).ok()
    }

    /// A position with a move to `(x, y)` (`x <= y`) had more in the first
    /// heap, in the second, or the same more in both. Made canonical, they
    /// lie in row `y` after `x` (the first heap grown up to `y`) and in each
    /// row `v` below: at `y` (the first heap grown to `v`, past the second),
    /// at `x` (the second heap grown to `v`) and at `x + v - y` (both grown
    /// by `v - y`); each is kept when the box holds it. Walking the rows
    /// keeps each index a sum, where making each position and asking its
    /// index would cost a multiplication (the sieve's inner loop).
    fn predecessors(
        &self,
        bounds: &WythoffBox,
        &(x, y): &(u64, u64),
        limit: usize,
        out: &mut Vec<usize>,
    ) {
        let (smaller, larger) = (bounds.smaller, bounds.larger);
        // Indices are below the count; a box whose count does not fit a
        // `usize` is never labeled.
        let fits = self
            .count(bounds)
            .is_some_and(|c| usize::try_from(c).is_ok());
        let Some(row) = self.index(bounds, &(0, y)) else {
            return;
        };
        if x > y || x > smaller || !fits {
            return;
        }
        let wanted = limit.saturating_add(1);
        let mut left = wanted;
        let mut push = |at: usize, out: &mut Vec<usize>| {
            if left == 0 {
                return false;
            }
            left -= 1;
            out.push(at);
            true
        };
        // `(u, y)` for `x < u <= min(y, smaller)`: the same row, further on.
        for u in x + 1..=y.min(smaller) {
            if !push(row + u as usize, out) {
                return;
            }
        }
        // Row `v` starts where row `v - 1` did plus its length.
        let mut row_start = row;
        for v in y + 1..=larger {
            row_start += (v - 1).min(smaller) as usize + 1;
            let t = v - y;
            let first_passed = y <= smaller;
            let both = x + t <= smaller;
            if (first_passed && !push(row_start + y as usize, out))
                || !push(row_start + x as usize, out)
                || (both && !push(row_start + (x + t) as usize, out))
            {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{SearchError, Searcher};
    use crate::sieve::Sieve;
    use std::collections::BTreeSet;

    #[test]
    fn moves_of_a_position() {
        let got: Vec<_> = Wythoff.moves(&(1, 2)).map(|(_, p)| p).collect();
        assert_eq!(got, [(0, 2), (1, 1), (1, 0), (0, 1)]);
    }

    #[test]
    fn first_losing_positions() {
        let mut s = Searcher::new(Wythoff, 1_000_000);
        let mut losing = Vec::new();
        for a in 0..=13u64 {
            for b in a..=13u64 {
                if !s.analyze(&(a, b)).unwrap().player_to_move_wins {
                    losing.push((a, b));
                }
            }
        }
        assert_eq!(losing, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    }

    #[test]
    fn winning_moves_of_two_three() {
        let mut s = Searcher::new(Wythoff, 10_000);
        let a = s.analyze(&(2, 3)).unwrap();
        assert_eq!(
            a.winning_moves,
            [
                WythoffMove::Second { take: 2 },
                WythoffMove::Both { take: 1 }
            ]
        );
    }

    #[test]
    fn huge_heaps_are_too_large() {
        let mut s = Searcher::new(Wythoff, 1000);
        assert_eq!(
            s.analyze(&(u64::MAX, u64::MAX)),
            Err(SearchError::TooLarge { budget: 1000 })
        );
    }

    #[test]
    fn the_sieve_agrees_with_the_searcher_up_to_thirty() {
        let mut searcher = Searcher::new(Wythoff, 1_000_000);
        let mut kept = Sieve::new(Wythoff, 1_000_000);
        for a in 0..=30u64 {
            for b in 0..=30u64 {
                let want = searcher.analyze(&(a, b)).unwrap();
                let fresh = Sieve::new(Wythoff, 1_000_000).analyze(&(a, b)).unwrap();
                let again = kept.analyze(&(a, b)).unwrap();
                for got in [fresh, again] {
                    assert_eq!(
                        got.player_to_move_wins, want.player_to_move_wins,
                        "({a}, {b})"
                    );
                    assert_eq!(got.winning_moves, want.winning_moves, "({a}, {b})");
                }
            }
        }
        // Far corners, where the un-moves leave the box on one side.
        for p in [(0, 200), (200, 3), (57, 120), (121, 121)] {
            let want = searcher.analyze(&p).unwrap();
            let got = Sieve::new(Wythoff, 1_000_000).analyze(&p).unwrap();
            assert_eq!(got.player_to_move_wins, want.player_to_move_wins, "{p:?}");
            assert_eq!(got.winning_moves, want.winning_moves, "{p:?}");
        }
    }

    /// The canonical positions a move of `p` leads to.
    fn children(p: (u64, u64)) -> BTreeSet<(u64, u64)> {
        Wythoff
            .moves(&p)
            .map(|(_, mut c)| {
                Wythoff.canonical(&mut c);
                c
            })
            .collect()
    }

    #[test]
    fn the_box_lists_its_positions_in_order_and_unmoves_invert_moves() {
        for (smaller, larger) in [(0, 0), (0, 5), (3, 3), (4, 9), (7, 7), (2, 11)] {
            let bounds = WythoffBox { smaller, larger };
            let listed: Vec<_> = Wythoff.positions(&bounds).collect();
            assert_eq!(Some(listed.len() as u128), Wythoff.count(&bounds));
            // Every canonical position of the box, once, at its index.
            let mut want = Vec::new();
            for x in 0..=smaller {
                for y in x..=larger {
                    want.push((x, y));
                }
            }
            assert_eq!(
                listed.iter().copied().collect::<BTreeSet<_>>(),
                want.into_iter().collect::<BTreeSet<_>>()
            );
            for (at, p) in listed.iter().enumerate() {
                assert_eq!(Wythoff.index(&bounds, p), Some(at), "{p:?} in {bounds:?}");
                for c in children(*p) {
                    let to = Wythoff.index(&bounds, &c).expect("a move stays in the box");
                    assert!(to < at, "{p:?} -> {c:?} goes forward");
                }
            }
            for (at, p) in listed.iter().enumerate() {
                let mut out = Vec::new();
                Wythoff.predecessors(&bounds, p, usize::MAX - 1, &mut out);
                // At most `limit + 1`, for any limit.
                for limit in 0..3 {
                    let mut few = Vec::new();
                    Wythoff.predecessors(&bounds, p, limit, &mut few);
                    assert_eq!(few.len(), out.len().min(limit + 1), "{p:?} limit {limit}");
                }
                let got: BTreeSet<usize> = out.into_iter().collect();
                let want: BTreeSet<usize> = (0..listed.len())
                    .filter(|&from| children(listed[from]).contains(p))
                    .collect();
                assert_eq!(got, want, "un-moves of {p:?} (at {at}) in {bounds:?}");
            }
        }
        let bounds = WythoffBox {
            smaller: 2,
            larger: 4,
        };
        for outside in [(3, 3), (0, 5), (2, 1)] {
            assert_eq!(Wythoff.index(&bounds, &outside), None);
        }
    }

    #[test]
    fn the_sieve_refuses_a_box_past_its_budget() {
        // 51 * 52 / 2 = 1326 positions: refused before the box is made.
        let mut sieve = Sieve::new(Wythoff, 1000);
        let refused = sieve.analyze(&(50, 50)).unwrap_err();
        assert_eq!(refused, SearchError::TooLarge { budget: 1000 });
        assert!(refused.to_string().contains("1000"), "{refused}");
        assert_eq!(sieve.states_expanded(), 0);
        // 861 positions fit, their marks do not.
        assert_eq!(
            sieve.analyze(&(40, 40)),
            Err(SearchError::TooLarge { budget: 1000 })
        );
        assert!(Sieve::new(Wythoff, 10_000).analyze(&(40, 40)).is_ok());
        // What fits still answers.
        assert!(!sieve.analyze(&(3, 5)).unwrap().player_to_move_wins);
    }

    #[test]
    fn the_sieve_keeps_the_larger_box() {
        // A quarter of the budget is 300 positions: no box past it is made
        // to hold the kept one and the query's together.
        let mut sieve = Sieve::new(Wythoff, 1200);
        sieve.analyze(&(5, 40)).unwrap();
        // 6 * 7 / 2 + 35 * 6 positions.
        assert_eq!(sieve.labeled_len(), 231);
        // (8, 8) is outside, and its box smaller: answered, not kept.
        sieve.analyze(&(8, 8)).unwrap();
        assert_eq!(sieve.labeled_len(), 231);
        let walked = sieve.states_expanded();
        assert!(sieve.analyze(&(39, 3)).unwrap().player_to_move_wins);
        assert!(!sieve.analyze(&(5, 3)).unwrap().player_to_move_wins);
        assert_eq!(sieve.states_expanded(), walked);
        // A box as large replaces it ((20, 40) would hold 651 positions).
        sieve.analyze(&(20, 20)).unwrap();
        assert_eq!(sieve.labeled_len(), 231);
        sieve.analyze(&(20, 19)).unwrap();
        assert_eq!(sieve.states_expanded(), walked + 231);
        // A box holding both is made when it is cheap: (20, 21) holds 252.
        sieve.analyze(&(0, 21)).unwrap();
        assert_eq!(sieve.labeled_len(), 252);
    }

    #[test]
    fn the_sieve_refuses_huge_heaps_at_once() {
        let mut sieve = Sieve::new(Wythoff, 20_000_000);
        for p in [
            (u64::MAX, u64::MAX),
            (0, u64::MAX),
            (u64::MAX, 1),
            (165_580_140, 267_914_295),
        ] {
            assert_eq!(
                sieve.analyze(&p),
                Err(SearchError::TooLarge { budget: 20_000_000 }),
                "{p:?}"
            );
        }
        assert_eq!(sieve.states_expanded(), 0);
        assert_eq!(sieve.labeled_len(), 0);
    }
}
