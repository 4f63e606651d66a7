//! quickcheck properties: one per game family, each the family's differential
//! check on random positions. A failure prints the seed that replays it
//! (`QUICKCHECK_SEED=...`); `QUICKCHECK_TESTS` scales the number of cases.

use grundy::games;
use grundy::properties::assert_property;

#[test]
fn nim() {
    assert_property::<games::nim::Nim>();
}

#[test]
fn misere_nim() {
    assert_property::<games::misere_nim::MisereNim>();
}

#[test]
fn subtraction() {
    assert_property::<games::subtraction::Subtraction>();
}

#[test]
fn sum() {
    assert_property::<games::sum::Sum>();
}

#[test]
fn dag() {
    assert_property::<games::dag::Dag>();
}
