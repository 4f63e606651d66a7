//! What `grundy stress` prints and the status it exits with: the report (or
//! with `--json` one object per case and one for the run) on stdout.
//!
//! With `--json` each case's line is written the moment it is handed on, so
//! a failed write is known while cases still run: a reader that closed the
//! pipe (`| head -1`) ends the run quietly with the status of the cases that
//! ran, any other failure ends it as an error (status 2).

use super::shrink::Cut;
use super::{interrupt, json, run_with, Case, Halt, Options, Outcome};
use crate::output::reader_left;

/// The report or the summary on stdout, `false` when it could not be
/// written (said on stderr). A reader that closed the pipe (`| head`) is not
/// worth a panic, nor an error.
fn say(text: &dyn std::fmt::Display) -> bool {
    match crate::output::to_stdout(|out| writeln!(out, "{text}")) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("error: cannot write the output: {e}");
            false
        }
    }
}

/// Runs the stress test and prints it; returns the exit status: 0 every case
/// passed, 1 a failure, 2 the run itself could not go on or its output could
/// not be written, 130 interrupted (Ctrl-C) before any failure, said on
/// stderr (a failure whose shrinking was interrupted is reported, status 1). When the reader leaves before the end, the status is that
/// of the cases run so far.
pub fn run_and_print(options: &Options, as_json: bool) -> u8 {
    interrupt::catch();
    let mut each = |case: &Case| {
        if as_json {
            crate::output::line_now(&json::case(case))
        } else {
            Ok(())
        }
    };
    match run_with(options, &mut each) {
        Ok(outcome) => {
            let said = if as_json {
                say(&json::summary(&outcome))
            } else {
                match &outcome {
                    Outcome::Passed(summary) => say(summary),
                    Outcome::Failed(report) => say(report),
                    Outcome::Interrupted(_) => true,
                }
            };
            match &outcome {
                Outcome::Interrupted(summary) => eprintln!("{}", summary.interrupted()),
                Outcome::Failed(report) if report.shrunk.cut == Some(Cut::Interrupted) => {
                    eprintln!("{}", report.interrupted());
                }
                _ => {}
            }
            match outcome {
                _ if !said => 2,
                Outcome::Passed(_) => 0,
                Outcome::Failed(_) => 1,
                Outcome::Interrupted(_) => interrupt::exit_status(),
            }
        }
        Err(Halt::Refused { error, failed }) if reader_left(&error) => u8::from(failed),
        Err(Halt::Refused { error, .. }) => {
            eprintln!("error: cannot write the output: {error}");
            2
        }
        Err(Halt::Error(e)) => {
            eprintln!("error: {e}");
            2
        }
    }
}
