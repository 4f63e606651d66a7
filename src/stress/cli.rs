//! What `grundy stress` prints and the status it exits with: the report (or
//! with `--json` one object per case and one for the run) on stdout.

use super::{json, run_with, Options, Outcome};

/// A line on stdout. A reader that closed the pipe (`| head`) is not worth
/// a panic; output that could not be written is said on stderr.
fn say(text: &dyn std::fmt::Display) {
    if let Err(e) = crate::output::to_stdout(|out| writeln!(out, "{text}")) {
        eprintln!("error: cannot write the output: {e}");
    }
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
