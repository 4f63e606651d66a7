//! Every game family the harness knows, in the order `grundy list` shows them.

use crate::check::{Game, Registered};
use crate::games;

static NIM: Registered<games::nim::Nim> = Registered::new();
static MISERE_NIM: Registered<games::misere_nim::MisereNim> = Registered::new();
static SUBTRACTION: Registered<games::subtraction::Subtraction> = Registered::new();
static SUM: Registered<games::sum::Sum> = Registered::new();
static DAG: Registered<games::dag::Dag> = Registered::new();

/// All games.
pub fn games() -> Vec<&'static dyn Game> {
    vec![&NIM, &MISERE_NIM, &SUBTRACTION, &SUM, &DAG]
}

/// The game called `name`, if any.
pub fn game(name: &str) -> Option<&'static dyn Game> {
    games().into_iter().find(|g| g.name() == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        let all = games();
        for g in &all {
            assert_eq!(game(g.name()).map(|f| f.name()), Some(g.name()));
            assert!(!g.about().is_empty());
        }
        let mut names: Vec<_> = all.iter().map(|g| g.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all.len());
    }
}
