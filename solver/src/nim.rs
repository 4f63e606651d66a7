//! Nim and misere Nim by Bouton's theorem.
//!
//! Normal play: the Grundy value of a position is the xor of its heaps, and the
//! winning moves are exactly the heaps `h` with `h ^ x < h` (x the xor), reduced
//! to `h ^ x`. Misere play differs only when every heap is 0 or 1: then the
//! player to move wins iff the number of 1-heaps is even.

/// Leave `leave` counters in heap number `heap` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NimMove {
    pub heap: usize,
    pub leave: u64,
}

/// The Sprague-Grundy value: the xor of the heaps.
pub fn grundy(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// Does the player to move win under normal play?
pub fn first_player_wins(heaps: &[u64]) -> bool {
    grundy(heaps) != 0
}

/// Every winning move under normal play, by heap index. At most one per heap.
pub fn winning_moves(heaps: &[u64]) -> Vec<NimMove> {
    // With x == 0 no heap shrinks, so a lost position lists none.
    let x = grundy(heaps);
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h ^ x < h)
        .map(|(heap, &h)| NimMove { heap, leave: h ^ x })
        .collect()
}

/// How many winning moves there are, without listing them (the hdu-1850 count).
pub fn count_winning_moves(heaps: &[u64]) -> usize {
    let x = grundy(heaps);
    heaps.iter().filter(|&&h| h ^ x < h).count()
}

/// Misere Nim: whoever takes the last counter loses.
pub mod misere {
    use super::NimMove;

    /// Does the player to move win? With no counters left the player to move has
    /// no move, so the previous player took the last counter and lost.
    pub fn first_player_wins(heaps: &[u64]) -> bool {
        if heaps.iter().all(|&h| h <= 1) {
            heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
        } else {
            super::grundy(heaps) != 0
        }
    }

    /// Every winning move, by heap index then by the size left (ascending).
    pub fn winning_moves(heaps: &[u64]) -> Vec<NimMove> {
        let big = heaps.iter().filter(|&&h| h > 1).count();
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        match big {
            // Only 0- and 1-heaps: taking a 1-heap wins iff it leaves an odd
            // number of them.
            0 if ones % 2 == 0 => heaps
                .iter()
                .enumerate()
                .filter(|&(_, &h)| h == 1)
                .map(|(heap, _)| NimMove { heap, leave: 0 })
                .collect(),
            0 => Vec::new(),
            // One big heap: cut it to 0 or 1 so that an odd number of 1-heaps
            // remains; both choices may not exist, exactly one does.
            1 => {
                let (heap, _) = heaps
                    .iter()
                    .enumerate()
                    .find(|&(_, &h)| h > 1)
                    .expect("one big heap");
                let leave = if ones % 2 == 0 { 1 } else { 0 };
                vec![NimMove { heap, leave }]
            }
            // Two or more big heaps: play as in normal Nim; a move to xor 0 keeps
            // at least two big heaps.
            _ => super::winning_moves(heaps),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bouton() {
        assert_eq!(grundy(&[]), 0);
        assert_eq!(grundy(&[1, 2, 3]), 0);
        assert!(first_player_wins(&[5, 7, 9]));
        assert_eq!(winning_moves(&[5, 7, 9]), [NimMove { heap: 2, leave: 2 }]);
        assert_eq!(count_winning_moves(&[5, 7, 9]), 1);
        assert_eq!(count_winning_moves(&[1, 2, 4]), 1);
        assert_eq!(count_winning_moves(&[7, 1, 2, 4]), 0);
        assert_eq!(winning_moves(&[7, 1, 2, 4]), []);
        assert_eq!(count_winning_moves(&[3, 5, 6, 7]), 3);
    }

    #[test]
    fn u64_edges() {
        let heaps = [u64::MAX, u64::MAX - 1];
        assert_eq!(grundy(&heaps), 1);
        assert_eq!(
            winning_moves(&heaps),
            [NimMove {
                heap: 0,
                leave: u64::MAX - 1
            }]
        );
    }

    #[test]
    fn misere_rules() {
        assert!(misere::first_player_wins(&[]));
        assert!(!misere::first_player_wins(&[1]));
        assert!(misere::first_player_wins(&[1, 1]));
        assert!(!misere::first_player_wins(&[1, 1, 1]));
        assert!(misere::first_player_wins(&[3, 5, 1]));
        assert_eq!(
            misere::winning_moves(&[1, 1]),
            [NimMove { heap: 0, leave: 0 }, NimMove { heap: 1, leave: 0 }]
        );
        assert_eq!(
            misere::winning_moves(&[5, 1]),
            [NimMove { heap: 0, leave: 0 }]
        );
        assert_eq!(misere::winning_moves(&[5]), [NimMove { heap: 0, leave: 1 }]);
        assert_eq!(misere::winning_moves(&[2, 2]), []);
        assert_eq!(
            misere::winning_moves(&[2, 3]),
            [NimMove { heap: 1, leave: 2 }]
        );
    }
}
