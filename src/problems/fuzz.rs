//! The body of the problem fuzz targets: the same check `verify` and
//! regression replay run (see [`ProblemGame::check_fuzz_input`]).

use super::as_game::ProblemGame;
use super::find;
use crate::check::Game;

/// Checks fuzzer bytes for problem `id` and panics with every discrepancy.
pub fn fuzz_one(id: &str, data: &[u8]) {
    let problem = find(id).expect("fuzz targets name registered problems");
    let Some(checked) = ProblemGame(problem).check_fuzz_input(data) else {
        return;
    };
    let found = checked.discrepancies();
    if !found.is_empty() {
        let text: Vec<String> = found.iter().map(|d| d.to_string()).collect();
        panic!("{}", text.join("\n"));
    }
}
