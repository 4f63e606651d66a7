//! Moore's Nim_2, which Grundy does not ship: heaps of counters, and a move
//! takes counters from one heap or from two (any amounts, at least one in
//! all). Below: its rules for the oracle, a fast solver of our own, and the
//! setup its checks share (`tests/check.rs`, `fuzz/`).

use grundy_check::arbitrary::{self, Unstructured};
use grundy_check::oracle::search::{Moves, Rules};
use grundy_check::{Answer, Check};

/// The check's crate, for the fuzz target (which depends on this crate
/// alone) to name a `Check`.
pub use grundy_check;

/// The rules, for the oracle. A position is the heaps; a move is the
/// counters it takes from each heap.
pub struct MooreNim2;

impl Rules for MooreNim2 {
    type Position = Vec<u64>;
    type Move = Vec<u64>;

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, Vec<u64>, Vec<u64>> {
        // Every vector of amounts up to the heaps, in odometer order, kept
        // when it touches one or two heaps.
        let mut take = vec![0u64; heaps.len()];
        Box::new(std::iter::from_fn(move || loop {
            let i = (0..heaps.len()).rev().find(|&i| take[i] < heaps[i])?;
            take[i] += 1;
            take[i + 1..].iter_mut().for_each(|t| *t = 0);
            if take.iter().filter(|&&t| t > 0).count() <= 2 {
                let child = heaps.iter().zip(&take).map(|(h, t)| h - t).collect();
                return Some((take.clone(), child));
            }
        }))
    }
}

/// Our solver: by Moore's theorem the player to move loses exactly when, at
/// every binary digit, the number of heaps with that digit set is a multiple
/// of 3. The winning moves are listed for positions of at most 64 counters.
pub fn solve(heaps: &[u64]) -> Answer<Vec<u64>> {
    solve_with(heaps, 3)
}

/// The solver with the modulus as a parameter: 3 is Moore's, and 2 is the
/// mistake of treating the game as plain Nim (the test's planted bug).
pub fn solve_with(heaps: &[u64], modulus: usize) -> Answer<Vec<u64>> {
    let loses = |heaps: &[u64]| {
        (0..64).all(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() % modulus == 0)
    };
    let answer = Answer::winner(!loses(heaps));
    if heaps.iter().map(|&h| u128::from(h)).sum::<u128>() > 64 {
        return answer;
    }
    // Each move from heap `i` alone (`j == i`) or from heaps `i < j`, kept
    // when it leaves a lost position.
    let mut moves = Vec::new();
    for i in 0..heaps.len() {
        for j in i..heaps.len() {
            let from_j = if j == i { 0..=0 } else { 1..=heaps[j] };
            for (a, b) in (1..=heaps[i]).flat_map(|a| from_j.clone().map(move |b| (a, b))) {
                let mut take = vec![0; heaps.len()];
                take[i] = a;
                take[j] += b;
                let child: Vec<u64> = heaps.iter().zip(&take).map(|(h, t)| h - t).collect();
                if loses(&child) {
                    moves.push(take);
                }
            }
        }
    }
    answer.with_moves(moves)
}

// ---- The checks' setup, shared by the tests and the fuzz target. ----

/// A check of `solver`, writing positions as `3 5 6`; a report's repro
/// reruns this crate's checks with the seed that found it.
pub fn check<S: FnMut(&Vec<u64>) -> Answer<Vec<u64>>>(solver: S) -> Check<MooreNim2, S> {
    Check::new("moore-nim-2", MooreNim2, solver)
        .show_position(|h| h.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
        .repro(|_, seed| match seed {
            Some(seed) => format!("GRUNDY_CHECK_SEED={seed} cargo test --test check"),
            None => "cargo test --test check".to_string(),
        })
}

/// Up to 4 heaps of up to 7: positions the oracle searches in milliseconds.
pub fn position(u: &mut Unstructured) -> arbitrary::Result<Vec<u64>> {
    let heaps = u.int_in_range(0..=4)?;
    (0..heaps).map(|_| u.int_in_range(0..=7)).collect()
}
