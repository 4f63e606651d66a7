//! What `grundy stress` prints and the status it exits with: the report (or
//! with `--json` one object per case and one for the run) on stdout.

use super::{json, run_with, Options, Outcome};
use std::io::Write;

/// A line on stdout; a closed stdout (`| head`) is not worth a panic.
fn say(text: &dyn std::fmt::Display) {
    let _ = writeln!(std::io::stdout().lock(), "{text}");
}

/// Runs the stress test and prints it; returns the exit status: 0 every case
/// passed, 1 a failure, 2 the run itself could not go on.
pub fn run_and_print(options: &Options, as_json: bool) -> u8 {
    let mut each = |case: &super::Case| {
        if as_json {
            say(&json::case(case));
        }
    };
    match run_with(options, &mut each) {
        Ok(outcome) => {
            if as_json {
                say(&json::summary(&outcome));
            } else {
                match &outcome {
                    Outcome::Passed(summary) => say(summary),
                    Outcome::Failed(report) => say(report),
                }
            }
            match outcome {
                Outcome::Passed(_) => 0,
                Outcome::Failed(_) => 1,
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}
