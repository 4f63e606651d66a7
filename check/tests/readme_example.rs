//! The README's "Check your own solver" example, verbatim from `use` to the
//! end (`tests/readme_check_example.rs` at the repository's root fails when
//! the two part): compiled and run, so the README's example cannot rot.

use grundy_check::arbitrary::{self, Unstructured};
use grundy_check::oracle::subtraction::{Remove, Subtraction, SubtractionSet};
use grundy_check::{seed, Answer, Check};

// Take 1 to 3 counters from one heap: a heap's value is its size mod 4.
fn solve(heaps: &[u64]) -> Answer<Remove> {
    let value = heaps.iter().fold(0, |x, h| x ^ (h % 4));
    let moves = heaps.iter().enumerate().filter_map(|(heap, &h)| {
        let amount = (h % 4 + 4 - ((h % 4) ^ value)) % 4; // to the residue that zeroes
        (amount > 0 && amount <= h).then_some(Remove { heap, amount })
    });
    Answer::grundy(value).with_moves(moves.collect())
}

// Positions small enough to search, built from bytes (random, quickcheck, fuzz).
fn position(u: &mut Unstructured) -> arbitrary::Result<Vec<u64>> {
    (0..u.int_in_range(1..=3)?)
        .map(|_| u.int_in_range(0..=20))
        .collect()
}

#[test]
fn my_solver_agrees_with_the_oracle() {
    let rules = Subtraction {
        set: SubtractionSet::OneTo(3),
    };
    let mut check = Check::new("take-1-to-3", rules, |h: &Vec<u64>| solve(h));
    check.sweep((0..=30).map(|h| vec![h])).unwrap(); // every heap up to 30
    check.random(seed(), 500, position).unwrap(); // GRUNDY_CHECK_SEED replays
    check.quickcheck(200, seed(), position).unwrap(); // shrinks a failure
}
