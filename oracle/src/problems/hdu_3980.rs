//! hdu-3980 by search of the real game: a circle of `n` beads as a set of
//! painted beads; a move paints `m` consecutive unpainted beads anywhere on
//! the circle (wrapping past bead `n - 1` to bead 0). The circle is never
//! cut into rows here: that reduction is the solver's, checked by this.

use super::{states, Failure, Words};
use crate::search::{Moves, Rules, Searcher};

/// The rules for one circle: its size and how many beads a move paints.
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
            let n = small.ok_or_else(|| Failure::TooLarge(format!("a circle of {n} beads")))?;
            let rules = PaintCircle { n, m: m as usize };
            Searcher::new(rules, states())
                .analyze(&0)
                .map_err(|e| Failure::TooLarge(format!("a circle of {n} beads: {e}")))?
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
    fn sample_and_edges() {
        assert_eq!(
            answer(b"2\n3 1\n4 2\n").unwrap(),
            "Case #1: aekdycoin\nCase #2: abcdxyzk\n"
        );
        assert_eq!(answer(b"2 1 2 5 5").unwrap(), "Case #1: abcdxyzk\nCase #2: aekdycoin\n");
        assert!(matches!(answer(b"1 3 0"), Err(Failure::Invalid(_))));
    }
}
