//! quickcheck properties: one per game family, each the family's differential
//! check on random positions. A failure prints the seed that replays it
//! (`QUICKCHECK_SEED=...`); `QUICKCHECK_TESTS` scales the number of cases.
//! The families come from the registry's list (`grundy::game_list!`), so a
//! registered family cannot lack its property.

use grundy::family::Family;
use grundy::properties::assert_property;

/// One `#[test]` per family, named after its module; and a test that each
/// module is named after its family (`misere_nim` for `misere-nim`).
macro_rules! properties {
    ($($module:ident => $family:ty,)*) => {
        $(
            #[test]
            fn $module() {
                assert_property::<$family>();
            }
        )*

        #[test]
        fn each_property_is_named_after_its_family() {
            $(
                assert_eq!(
                    stringify!($module),
                    <$family as Family>::NAME.replace('-', "_"),
                    "the list's module name and the family's name differ"
                );
            )*
        }
    };
}

grundy::game_list!(properties);
