//! A problem behind the same [`Game`] face as the game families, so `verify`,
//! `check` and `list` treat the two alike.
//!
//! Its "positions" are generated inputs: the exhaustive phase checks the small
//! inputs of seeds `0..SEEDED_INPUTS`, the random phase small inputs of random
//! seeds. `verify`'s workers run a problem's checks on a thread of its own
//! (`OwnThread`), so that the oracle state its program keeps is its own.

use super::own_thread::OwnThread;
use super::{escape, Domain, InputSize, Problem};
use crate::check::{Checked, Game, OracleBudget, Worker};
use crate::rng::Rng;
use arbitrary::Unstructured;

/// Small inputs checked in the deterministic phase of `verify`.
pub const SEEDED_INPUTS: usize = 64;

pub struct ProblemGame(pub &'static Problem);

/// `input` checked within `budget` (the problems' default where none is given).
pub(super) fn checked(problem: &'static Problem, input: &[u8], budget: OracleBudget) -> Checked {
    checked_with_budget(problem, input, budget.or(crate::check::PROBLEM_FUZZ_BUDGET))
}

fn checked_with_budget(problem: &'static Problem, input: &[u8], states: usize) -> Checked {
    let check = problem.check_with_budget(input, states);
    Checked {
        game: problem.id,
        position: escape::escape(input),
        size: input.len() as u64,
        comparison: check.comparison(),
        repro: check.repro(),
    }
}

impl Game for ProblemGame {
    fn name(&self) -> &'static str {
        self.0.id
    }
    fn about(&self) -> &'static str {
        self.0.about
    }
    fn syntax(&self) -> &'static str {
        "--text 'INPUT with \\n escapes' | --file PATH (an input of the problem)"
    }
    fn exhaustive_size(&self) -> u32 {
        0
    }
    fn check_args_within(&self, args: &[String], budget: OracleBudget) -> Result<Checked, String> {
        let input = match args {
            [flag, text] if flag == "--text" => escape::unescape(text)?,
            [flag, path] if flag == "--file" => {
                crate::bounded_read::read_file(std::path::Path::new(path))?
            }
            [flag, _, extra, ..] if flag == "--text" || flag == "--file" => {
                return Err(format!(
                    "`{extra}` after {flag}: the input is one word (quote a --text input)"
                ))
            }
            _ => return Err("give the input as --text 'ESCAPED' or --file PATH".into()),
        };
        Ok(checked(self.0, &input, budget))
    }
    fn worker(&self, budget: OracleBudget) -> Box<dyn Worker> {
        Box::new(ProblemWorker {
            problem: self.0,
            own: OwnThread::new(self.0, budget),
        })
    }
    fn fuzz_target(&self) -> String {
        format!("problem_{}", self.0.id.replace('-', "_"))
    }
    /// The first byte picks the mode: even, the rest of the bytes drive the
    /// problem's generator (a valid small input, which the solver must accept
    /// and answer as the oracle does); odd, the rest is the input itself
    /// (neither side may panic, and they must agree on whether it is valid).
    fn check_fuzz_input(&self, data: &[u8]) -> Option<Checked> {
        let (&mode, rest) = data.split_first()?;
        if mode % 2 == 1 {
            return Some(checked_with_budget(
                self.0,
                rest,
                crate::check::RAW_BYTES_FUZZ_BUDGET,
            ));
        }
        let input = (self.0.generate)(
            &mut Unstructured::new(rest),
            InputSize::Small,
            Domain::Reach,
        );
        let mut found = checked(self.0, &input, OracleBudget::DEFAULTS);
        let accepted = found
            .comparison
            .rows
            .first()
            .is_some_and(|r| r.solver.as_deref() == Ok("valid"));
        found
            .comparison
            .law("generator-writes-valid-input", accepted, || {
                format!("the solver rejects a generated input: {}", found.position)
            });
        Some(found)
    }
}

struct ProblemWorker {
    problem: &'static Problem,
    /// Where its checks run.
    own: OwnThread,
}

impl Worker for ProblemWorker {
    fn count_of_size(&mut self, size: u32) -> usize {
        if size == 0 {
            SEEDED_INPUTS
        } else {
            0
        }
    }

    fn check_of_size(
        &mut self,
        size: u32,
        keep: &dyn Fn(usize) -> bool,
        sink: &mut dyn FnMut(Checked),
    ) {
        let inputs: Vec<Vec<u8>> = (0..self.count_of_size(size))
            .filter(|&seed| keep(seed))
            .map(|seed| {
                self.problem
                    .generate_seeded(seed as u64, InputSize::Small, Domain::Reach)
            })
            .collect();
        for checked in self.own.check(inputs) {
            sink(checked);
        }
    }

    fn check_random(&mut self, rng: &mut Rng) -> Vec<Checked> {
        self.own.check_random(rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn the_input_is_one_word_and_a_stray_one_is_named() {
        let game = ProblemGame(super::super::find("hdu-1850").unwrap());
        assert!(game.check_args(&args(&["--text", "3 1 2 3\\n0"])).is_ok());
        let Err(stray) = game.check_args(&args(&["--text", "3", "1 2 3 0"])) else {
            panic!("an unquoted input was taken");
        };
        assert!(stray.starts_with("`1 2 3 0` after --text"), "{stray}");
        let Err(none) = game.check_args(&args(&[])) else {
            panic!("no input was taken");
        };
        assert!(none.contains("--text 'ESCAPED' or --file PATH"), "{none}");
    }
}
