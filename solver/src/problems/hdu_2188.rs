//! hdu-2188 — donation race: `C` cases of `n m`. Grass and Rabbit in turn add
//! 1 to `m` to a total that starts at 0; whoever brings it to at least `n`
//! wins. Grass moves first: `Grass` when the first player wins, else `Rabbit`.
//!
//! The race is the subtraction game `1..m` on a heap of `n`, the heap being
//! what the total still lacks, `n - total`. While that exceeds `m`, a move
//! takes 1 to `m` from it and ends nothing, in both games. Once it is at most
//! `m`, the player to move wins the race at once, and wins the subtraction game
//! by taking all of it (the opponent is left with no move). So overshooting is
//! never needed, and "at least `n`" answers as "exactly `n`" does.
//!
//! `n` from 1 (with `n = 0` the total starts at the goal: nobody brought it
//! there, so there is no winner to name) to `u64::MAX`; `m` from 1 (adding
//! nothing is no move) to `u64::MAX`.

use crate::io::{InputError, Tokens};
use crate::subtraction::SubtractionSet;
use std::io::{BufRead, Write};

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let cases = t.u64("the number of cases C")?;
    for _ in 0..cases {
        let n = t.u64_in("the goal n", 1, u64::MAX)?;
        let m = t.u64_in("the largest gift m", 1, u64::MAX)?;
        let wins = SubtractionSet::one_to(m)
            .grundy(n)
            .expect("1..m answers every heap")
            != 0;
        output.write_all(if wins { b"Grass\n" } else { b"Rabbit\n" })?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run};

    #[test]
    fn edges() {
        let p = find("hdu-2188").unwrap();
        // n <= m: the first gift reaches the goal. n = m + 1: it never does,
        // and the second player's always can.
        assert_eq!(run(p, b"3 1 1 5 5 6 5").unwrap(), b"Grass\nGrass\nRabbit\n");
        let max = u64::MAX;
        assert_eq!(
            run(p, format!("2 {max} {max} {max} {}", max - 1).as_bytes()).unwrap(),
            b"Grass\nRabbit\n"
        );
        let e = run(p, b"1\n0 3").unwrap_err().to_string();
        assert!(e.contains("expected the goal n from 1 to"), "{e}");
        let e = run(p, b"1\n3 0").unwrap_err().to_string();
        assert!(e.contains("expected the largest gift m from 1 to"), "{e}");
    }
}
