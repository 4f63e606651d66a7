//! Codeforces 1934D2, "XOR Break — Game Version", by its rules: the player
//! holding `p` breaks it into `p1 xor p2 = p` with `0 < p1, p2 < p`; the
//! opponent keeps one of the two and must break it in turn. The player who
//! cannot break loses.
//!
//! A position is the pair the player to move chooses from, `(a, b)` with
//! `a <= b`; the start `n` is the pair `(n, n)` (a choice of one number).
//! Choosing and breaking are one move of the same player, so this is an
//! ordinary normal-play game for the search engine.

use crate::search::{Moves, Rules};

/// The rules (they have no parameter).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct XorBreak;

/// Breaking `from` into `parts` (ascending).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Break {
    pub from: u64,
    pub parts: (u64, u64),
}

/// Whether `p1, p2` is a legal break of `p`.
pub fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    p1 > 0 && p2 > 0 && p1 < p && p2 < p && p1 ^ p2 == p
}

impl Rules for XorBreak {
    type Position = (u64, u64);
    type Move = Break;

    fn moves<'a>(&'a self, position: &'a (u64, u64)) -> Moves<'a, Break, (u64, u64)> {
        let (a, b) = *position;
        let held: Vec<u64> = if a == b { vec![a] } else { vec![a, b] };
        Box::new(held.into_iter().flat_map(|p| {
            (1..p).filter_map(move |p1| {
                let p2 = p ^ p1;
                (p1 < p2 && is_break(p, p1, p2)).then_some((
                    Break {
                        from: p,
                        parts: (p1, p2),
                    },
                    (p1, p2),
                ))
            })
        }))
    }

    fn canonical(&self, position: &mut (u64, u64)) {
        if position.0 > position.1 {
            *position = (position.1, position.0);
        }
    }

    fn successors_are_canonical(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    #[test]
    fn small_numbers_by_hand() {
        let mut s = Searcher::new(XorBreak, 1_000_000);
        let mut holder_wins = |n: u64| s.analyze(&(n, n)).unwrap().first_player_wins();
        // 1, 2, 4, 8: no break at all.
        for n in [1, 2, 4, 8] {
            assert!(!holder_wins(n), "{n}");
        }
        // 3 = 1 xor 2: both unbreakable.
        assert!(holder_wins(3));
        // 13 = 10 xor 7 (the public sample's first break) loses: the
        // opponent may keep 10 and break it into 8 and 2.
        assert!(!holder_wins(13));
        assert!(holder_wins(10));
        assert!(is_break(13, 10, 7) && !is_break(13, 14, 3) && !is_break(4, 1, 5));
    }

    #[test]
    fn the_chooser_picks_the_part_to_break() {
        let moves: Vec<_> = XorBreak.moves(&(3, 4)).collect();
        // 3 breaks into (1, 2); 4 cannot be broken.
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].1, (1, 2));
    }
}
