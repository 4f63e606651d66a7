//! hdu-3980 by search of the real game: a circle of `n` beads as a set of
//! painted beads; a move paints `m` consecutive unpainted beads anywhere on
//! the circle (wrapping past bead `n - 1` to bead 0). The circle is never
//! cut into rows here: that reduction is the solver's, checked by this.

use super::{states, Failure, Words};
use crate::search::{Moves, Rules};

/// The rules for one circle: its size and how many beads a move paints.
#[derive(Debug)]
pub struct PaintCircle {
    n: usize,
    m: usize,
}

impl Rules for PaintCircle {
    /// Bit `i` set: bead `i` is painted.
    type Position = u64;
    /// The first bead painted.
    type Move = usize;

    fn moves<'a>(&'a self, painted: &'a u64) -> Moves<'a, usize, u64> {
        let (n, m) = (self.n, self.m);
        Box::new((0..n).filter_map(move |start| {
            if m > n {
                return None;
            }
            let mut next = *painted;
            for k in 0..m {
                let bead = 1u64 << ((start + k) % n);
                if next & bead != 0 {
                    return None;
                }
                next |= bead;
            }
            Some((start, next))
        }))
    }

    /// The circle has no first bead and no direction: turning it or
    /// mirroring it maps painted beads to painted beads and moves to moves,
    /// so the memo keeps one of the `2n` turned and mirrored masks (the
    /// least). Deduplication, not theory: no position is cut into rows.
    fn canonical(&self, painted: &mut u64) {
        let n = self.n;
        if n == 0 || n >= 64 {
            return;
        }
        let full = (1u64 << n) - 1;
        let turn = |mask: u64, r: usize| {
            if r == 0 {
                mask
            } else {
                ((mask >> r) | (mask << (n - r))) & full
            }
        };
        let mirrored = painted.reverse_bits() >> (64 - n);
        let mut least = *painted;
        for r in 0..n {
            least = least.min(turn(*painted, r)).min(turn(mirrored, r));
        }
        *painted = least;
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of cases T")?;
    let mut circles = Vec::new();
    for _ in 0..cases {
        let n = w.number_between("the number of beads N", 1, u64::MAX)?;
        let m = w.number_between("the beads painted per move M", 1, u64::MAX)?;
        circles.push((n, m));
    }
    w.finish()?;
    let mut out = String::new();
    for (k, (n, m)) in circles.into_iter().enumerate() {
        let wins = if m > n {
            // No first move: the rules give the circle no move at any size.
            false
        } else {
            let small = usize::try_from(n).ok().filter(|&n| n <= 40);
            let n = small.ok_or_else(|| Failure::TooLarge(format!("a circle of {n} beads: more than 40")))?;
            let rules = PaintCircle { n, m: m as usize };
            super::kept::searcher(rules, states())
                .analyze(&0)
                .map_err(|e| Failure::TooLarge(format!("a circle of {n} beads: {}", super::too_large(&e))))?
                .player_to_move_wins
        };
        let name = if wins { "aekdycoin" } else { "abcdxyzk" };
        out.push_str(&format!("Case #{}: {name}\n", k + 1));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges() {
        assert_eq!(answer(b"2 1 2 5 5").unwrap(), "Case #1: abcdxyzk\nCase #2: aekdycoin\n");
        assert!(matches!(answer(b"1 3 0"), Err(Failure::Invalid(_))));
    }

    #[test]
    fn turned_and_mirrored_circles_are_one_position() {
        let rules = PaintCircle { n: 6, m: 2 };
        let canonical = |mut mask: u64| {
            rules.canonical(&mut mask);
            mask
        };
        // Beads 0 and 1 painted, beads 2 and 3, beads 5 and 0: one position.
        assert_eq!(canonical(0b000011), 0b000011);
        assert_eq!(canonical(0b001100), 0b000011);
        assert_eq!(canonical(0b100001), 0b000011);
        // Beads 0, 1, 3 and their mirror image 0, 2, 3 (read the other way).
        assert_eq!(canonical(0b001011), canonical(0b001101));
        // Different gaps stay different positions.
        assert_ne!(canonical(0b000101), canonical(0b001001));
        // The answers are those of the plain search for every small circle.
        for n in 1..=12u64 {
            for m in 1..=n {
                let plain = crate::search::Searcher::new(Plain(PaintCircle { n: n as usize, m: m as usize }), 1 << 22)
                    .analyze(&0)
                    .unwrap()
                    .player_to_move_wins;
                let input = format!("1\n{n} {m}\n");
                let name = if plain { "aekdycoin" } else { "abcdxyzk" };
                assert_eq!(answer(input.as_bytes()).unwrap(), format!("Case #1: {name}\n"), "{n} {m}");
            }
        }
    }

    /// The same rules without the canonical form.
    struct Plain(PaintCircle);

    impl Rules for Plain {
        type Position = u64;
        type Move = usize;
        fn moves<'a>(&'a self, painted: &'a u64) -> Moves<'a, usize, u64> {
            self.0.moves(painted)
        }
    }
}
