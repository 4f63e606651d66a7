//! Codeforces 1934D2: the holder of `p` breaks it into `p1 xor p2 = p`
//! (both positive, both below `p`), the opponent keeps one and breaks it.
//!
//! The holder of `p` wins exactly when `p` has an even number of set bits:
//! - with an odd number, every break has one part of each parity of set
//!   bits (the parities add up), or no break exists at all (a power of
//!   two), so the opponent keeps an even part;
//! - with an even number, the top bit alone and the rest are both odd
//!   (a power of two cannot be broken; the rest has one bit fewer, odd),
//!   so either choice leaves the opponent holding an odd number.
//!
//! The top-bit break also bounds the game: the rest's top bit is lower
//! than `p`'s, and every later number stays below it, so the winner breaks
//! at most once per bit (at most 60 times below `10^18`, within the
//! judge's 63).

/// Whether the player holding `p` (who must break it) wins.
pub fn holder_wins(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

/// Whether `p` can be broken at all: it has two set bits or more.
pub fn can_break(p: u64) -> bool {
    p.count_ones() >= 2
}

/// The winning break of `p` (the top bit, and the rest), when the holder
/// wins.
pub fn winning_break(p: u64) -> Option<(u64, u64)> {
    if !holder_wins(p) {
        return None;
    }
    let top = 1u64 << (63 - p.leading_zeros());
    Some((top, p ^ top))
}

/// Which of two parts the chooser should keep to win: one with an even
/// number of set bits, if any.
pub fn winning_choice(p1: u64, p2: u64) -> Option<u64> {
    [p1, p2].into_iter().find(|&p| holder_wins(p))
}

/// Whether `part` is a legal break partner: `p1 xor p2 = p`, both in
/// `1..p`.
pub fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    p1 > 0 && p2 > 0 && p1 < p && p2 < p && p1 ^ p2 == p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parity_of_bits_decides() {
        assert!(!holder_wins(1) && !holder_wins(8) && !holder_wins(7) && !holder_wins(13));
        assert!(holder_wins(3) && holder_wins(12) && holder_wins(777_777_770_001));
        assert_eq!(winning_break(12), Some((8, 4)));
        assert_eq!(winning_break(7), None);
        assert_eq!(winning_choice(7, 6), Some(6));
        assert_eq!(winning_choice(7, 1), None);
        assert!(!can_break(16) && can_break(17));
    }

    #[test]
    fn the_winner_breaks_once_per_bit_at_most() {
        // Whatever the opponent keeps, the winner's numbers lose their top
        // bit each round: follow the longest line the opponent can force
        // (it keeps the rest, then breaks off its lowest bit).
        let mut p = (1u64 << 60) - 1 - 1; // 59 bits set... made even below
        if !holder_wins(p) {
            p ^= 1 << 59;
        }
        let mut breaks = 0;
        while let Some((_, rest)) = winning_break(p) {
            breaks += 1;
            if !can_break(rest) {
                break;
            }
            let low = rest & rest.wrapping_neg();
            p = rest ^ low;
        }
        assert!(breaks <= 60, "{breaks}");
    }
}
