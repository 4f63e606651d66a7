//! quickcheck properties: one per game family, each the family's differential
//! check on random positions. A failure prints the seed that replays it
//! (`QUICKCHECK_SEED=...`); `QUICKCHECK_TESTS` scales the number of cases.

use grundy::games;
use grundy::properties::assert_property;

/// One `#[test]` per family, named after it.
macro_rules! properties {
    ($($name:ident => $family:ty,)*) => {
        $(
            #[test]
            fn $name() {
                assert_property::<$family>();
            }
        )*
    };
}

properties! {
    nim => games::nim::Nim,
    misere_nim => games::misere_nim::MisereNim,
    subtraction => games::subtraction::Subtraction,
    sum => games::sum::Sum,
    staircase_nim => games::staircase_nim::StaircaseNim,
    georgia_bob => games::georgia_bob::GeorgiaBob,
    climbing_hill => games::climbing_hill::ClimbingHill,
    split => games::split::Split,
    northcott => games::northcott::Northcott,
    mnk => games::mnk::Mnk,
    wythoff => games::wythoff::Wythoff,
    fibonacci_nim => games::fibonacci_nim::FibonacciNim,
    lieges => games::lieges::Lieges,
    dag => games::dag::Dag,
    octal => games::octal::Octal,
    grundy_game => games::grundy_game::GrundyGame,
}

/// Every registered family has a property above: the macro's list and the
/// registry must not drift apart.
#[test]
fn every_family_has_a_property() {
    let source = include_str!("properties.rs");
    for game in grundy::registry::games() {
        let line = format!("    {} => ", game.name().replace('-', "_"));
        assert!(
            source.contains(&line),
            "no quickcheck property for {}",
            game.name()
        );
    }
}
