//! Our Moore's Nim_2 solver held to the oracle: an exhaustive sweep, seeded
//! random positions, a quickcheck property and a snapshot; then the same
//! checks catching a bug planted on purpose, with the report a person reads.

use own_solver::{check, position, solve, solve_with};

/// Every position of 1 to 3 heaps of at most 5.
fn small_positions() -> impl Iterator<Item = Vec<u64>> {
    (1..=3u32)
        .flat_map(|n| (0..6u64.pow(n)).map(move |i| (0..n).map(|d| i / 6u64.pow(d) % 6).collect()))
}

#[test]
fn sweep() {
    let summary = check(|h: &Vec<u64>| solve(h))
        .sweep(small_positions())
        .unwrap();
    insta::assert_debug_snapshot!(summary);
}

#[test]
fn random() {
    let mut check = check(|h: &Vec<u64>| solve(h)).budget(1_000_000);
    check.random(grundy_check::seed(), 300, position).unwrap();
}

#[test]
fn quickcheck() {
    let mut check = check(|h: &Vec<u64>| solve(h));
    check
        .quickcheck(200, grundy_check::seed(), position)
        .unwrap();
}

/// The planted bug: the parity of plain Nim where Moore's rule wants
/// multiples of 3. Every driver finds it, and the report says where.
#[test]
fn a_planted_bug_is_reported() {
    let buggy = |h: &Vec<u64>| solve_with(h, 2);
    let report = check(buggy).sweep(small_positions()).unwrap_err();
    assert_eq!(report.signature(), "moore-nim-2:outcome");
    assert_eq!(report.position, "1 1");
    assert_eq!(report.solver, "second player wins");
    assert_eq!(report.oracle, "first player wins");
    assert_eq!(report.repro, "cargo test --test check");
    insta::assert_snapshot!(report.to_string());
    let seeded = check(buggy).random(7, 300, position).unwrap_err();
    assert_eq!(seeded.repro, "GRUNDY_CHECK_SEED=7 cargo test --test check");
    assert!(check(buggy).quickcheck(200, 7, position).is_err());
}
