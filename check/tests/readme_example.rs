//! The README's "Check your own solver" example, verbatim inside this test
//! (indented as a function body; `tests/readme_check_example.rs` at the
//! repository's root fails when the two part): compiled and run, so the
//! README's example cannot rot.

#[test]
#[allow(clippy::ptr_arg)] // a solver takes the rules' position type, `Vec<u64>` here
fn the_readme_example_runs() {
    use grundy_check::oracle::subtraction::{Remove, Subtraction, SubtractionSet::OneTo};
    use grundy_check::{arbitrary::*, seed, Answer, Check};
    fn solve(heaps: &Vec<u64>) -> Answer<Remove> {
        // Take 1 to 3 counters from one heap: a heap's value is its size mod 4.
        let value = heaps.iter().fold(0, |x, h| x ^ (h % 4));
        let moves = heaps.iter().enumerate().filter_map(|(heap, &h)| {
            let amount = (h % 4 + 4 - ((h % 4) ^ value)) % 4; // to the residue that zeroes
            (amount > 0 && amount <= h).then_some(Remove { heap, amount })
        });
        Answer::grundy(value).with_moves(moves.collect())
    }
    fn small(u: &mut Unstructured) -> Result<Vec<u64>> {
        let heaps = u.int_in_range(1..=3)?;
        (0..heaps).map(|_| u.int_in_range(0..=20)).collect()
    }
    let mut check = Check::new("1-to-3", Subtraction { set: OneTo(3) }, solve);
    let swept = check.sweep((0..=30).map(|h| vec![h])).unwrap(); // every heap up to 30
    assert_eq!(swept.oracle_gave_up, 0); // each compared with the oracle, not laws alone
    check.random(seed(), 500, small).unwrap(); // shrinks a failure; GRUNDY_CHECK_SEED=... replays
    check.quickcheck(200, seed(), small).unwrap(); // quickcheck's generator and shrinker
}
