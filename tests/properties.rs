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
fn staircase_nim() {
    assert_property::<games::staircase_nim::StaircaseNim>();
}

#[test]
fn georgia_bob() {
    assert_property::<games::georgia_bob::GeorgiaBob>();
}

#[test]
fn climbing_hill() {
    assert_property::<games::climbing_hill::ClimbingHill>();
}

#[test]
fn split() {
    assert_property::<games::split::Split>();
}
