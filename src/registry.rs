//! Every game family and contest problem the harness knows, in the order
//! `grundy list` shows them.

use crate::check::{Game, Registered};
use crate::problems::{self, as_game::ProblemGame};
use std::sync::OnceLock;

/// Every game family, once, in the order `grundy list` shows them: its
/// module name and its [`Family`](crate::family::Family) type. `callback!`
/// receives the list (`module => Type,` lines): this registry is made from
/// it, and so are the quickcheck properties (`tests/properties.rs`).
#[macro_export]
macro_rules! game_list {
    ($callback:ident) => {
        $callback! {
            nim => $crate::games::nim::Nim,
            misere_nim => $crate::games::misere_nim::MisereNim,
            subtraction => $crate::games::subtraction::Subtraction,
            sum => $crate::games::sum::Sum,
            wythoff => $crate::games::wythoff::Wythoff,
            fibonacci_nim => $crate::games::fibonacci_nim::FibonacciNim,
            staircase_nim => $crate::games::staircase_nim::StaircaseNim,
            georgia_bob => $crate::games::georgia_bob::GeorgiaBob,
            climbing_hill => $crate::games::climbing_hill::ClimbingHill,
            northcott => $crate::games::northcott::Northcott,
            dag => $crate::games::dag::Dag,
            split => $crate::games::split::Split,
            octal => $crate::games::octal::Octal,
            grundy_game => $crate::games::grundy_game::GrundyGame,
            lieges => $crate::games::lieges::Lieges,
            mnk => $crate::games::mnk::Mnk,
        }
    };
}

/// The registry's half of [`game_list!`]: each family registered once.
macro_rules! registered_games {
    ($($module:ident => $family:ty,)*) => {
        /// The game families.
        pub fn games() -> Vec<&'static dyn Game> {
            vec![$({
                static REGISTERED: Registered<$family> = Registered::new();
                &REGISTERED as &dyn Game
            },)*]
        }
    };
}
game_list!(registered_games);

/// The contest problems, as checks.
pub fn problems() -> Vec<&'static dyn Game> {
    static ALL: OnceLock<Vec<ProblemGame>> = OnceLock::new();
    ALL.get_or_init(|| problems::PROBLEMS.iter().map(ProblemGame).collect())
        .iter()
        .map(|p| p as &dyn Game)
        .collect()
}

/// Games, then problems.
pub fn everything() -> Vec<&'static dyn Game> {
    let mut all = games();
    all.extend(problems());
    all
}

/// The game or problem called `name` (a problem's alias works too).
pub fn game(name: &str) -> Option<&'static dyn Game> {
    let id = problems::find(name).map_or(name, |p| p.id);
    everything().into_iter().find(|g| g.name() == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        let all = everything();
        for g in &all {
            assert_eq!(game(g.name()).map(|f| f.name()), Some(g.name()));
            assert!(!g.about().is_empty());
        }
        let mut names: Vec<_> = all.iter().map(|g| g.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all.len());
        assert_eq!(game("hdu-1846").map(|g| g.name()), Some("hdu-1846"));
    }
}
