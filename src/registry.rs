//! Every game family and contest problem the harness knows, in the order
//! `grundy list` shows them.

use crate::check::{Game, Registered};
use crate::games;
use crate::problems::{self, as_game::ProblemGame};
use std::sync::OnceLock;

static NIM: Registered<games::nim::Nim> = Registered::new();
static MISERE_NIM: Registered<games::misere_nim::MisereNim> = Registered::new();
static SUBTRACTION: Registered<games::subtraction::Subtraction> = Registered::new();
static SUM: Registered<games::sum::Sum> = Registered::new();
static NORTHCOTT: Registered<games::northcott::Northcott> = Registered::new();
static MNK: Registered<games::mnk::Mnk> = Registered::new();
static STAIRCASE_NIM: Registered<games::staircase_nim::StaircaseNim> = Registered::new();
static GEORGIA_BOB: Registered<games::georgia_bob::GeorgiaBob> = Registered::new();
static CLIMBING_HILL: Registered<games::climbing_hill::ClimbingHill> = Registered::new();
static SPLIT: Registered<games::split::Split> = Registered::new();
static WYTHOFF: Registered<games::wythoff::Wythoff> = Registered::new();
static FIBONACCI_NIM: Registered<games::fibonacci_nim::FibonacciNim> = Registered::new();
static LIEGES: Registered<games::lieges::Lieges> = Registered::new();
static DAG: Registered<games::dag::Dag> = Registered::new();
static OCTAL: Registered<games::octal::Octal> = Registered::new();
static GRUNDY_GAME: Registered<games::grundy_game::GrundyGame> = Registered::new();

/// The game families.
pub fn games() -> Vec<&'static dyn Game> {
    vec![
        &NIM,
        &MISERE_NIM,
        &SUBTRACTION,
        &SUM,
        &WYTHOFF,
        &FIBONACCI_NIM,
        &STAIRCASE_NIM,
        &GEORGIA_BOB,
        &CLIMBING_HILL,
        &NORTHCOTT,
        &DAG,
        &SPLIT,
        &OCTAL,
        &GRUNDY_GAME,
        &LIEGES,
        &MNK,
    ]
}

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
