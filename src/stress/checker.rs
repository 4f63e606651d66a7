//! A checker in testlib's convention, for problems with many right answers
//! (print any winning move): called as `checker INPUT OUTPUT ANSWER` with
//! three files (the input, the program's output, the reference's answer),
//! it exits 0 to accept, 1 (wrong answer) or 2 (presentation error) to
//! reject, and says why on stderr (or stdout). Any other ending (testlib's
//! 3, "fail", a crash, a time-out) is the checker's own failure, never the
//! program's: it is reported as an error of the run. So is a rejection of
//! an output equal to the answer, which is how a checker that crashes with
//! status 1 shows.
//!
//! It runs under the same sandbox as the program ([`super::run::run`]),
//! with its own limits.

use super::run::{self, Exit, Finished, Limits};
use super::verdict::{self, Comparison, Failure};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Characters of a checker's message kept for the report.
const MESSAGE_KEPT: usize = 500;

/// A command that judges an output against the reference's answer.
#[derive(Clone, Debug)]
pub struct Checker {
    /// As the user gave it (shown in reports and repro lines).
    pub command: Vec<String>,
    /// What runs (built from a source file when the command names one).
    pub program: Vec<String>,
    pub limits: Limits,
}

/// What the checker said about one output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    Accepted(String),
    Rejected(String),
}

/// The checker's message: stderr, else stdout, trimmed and cut short.
fn message(finished: &Finished) -> String {
    let text = if finished.stderr.iter().any(|b| !b.is_ascii_whitespace()) {
        &finished.stderr
    } else {
        &finished.stdout
    };
    let text = String::from_utf8_lossy(text);
    let text = text.trim();
    match text.char_indices().nth(MESSAGE_KEPT) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// How a helper command (reference, generator, validator, checker) ended
/// when it did not exit 0, for a report.
pub fn ending(finished: &Finished, limits: &Limits) -> String {
    let said = message(finished);
    let how = match finished.exit {
        Exit::Code(c) => format!("exited with status {c}"),
        Exit::Signal(s) => format!("was killed by {}", run::signal_name(s)),
        Exit::CpuLimit => format!(
            "was killed at its CPU time limit ({})",
            verdict::seconds(limits.cpu)
        ),
        Exit::WallLimit => format!(
            "was killed at its wall-clock limit ({})",
            verdict::seconds(limits.wall)
        ),
        Exit::MemoryLimit => format!(
            "was killed past its memory limit ({})",
            limits.memory.map_or("none".to_string(), verdict::mebibytes)
        ),
        Exit::TooMuchOutput => format!("was killed after printing {} bytes", limits.max_output),
    };
    if said.is_empty() {
        how
    } else {
        format!("{how}: {said}")
    }
}

impl Checker {
    /// Runs the checker on the three texts. `Err` when the checker itself
    /// failed (a status other than 0, 1 or 2, a crash, a limit).
    pub fn check(&self, input: &[u8], output: &[u8], answer: &[u8]) -> Result<Checked, String> {
        static CHECKS: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "grundy-check-{}-{}",
            std::process::id(),
            CHECKS.fetch_add(1, Ordering::Relaxed)
        ));
        let files: [(PathBuf, &[u8]); 3] = [
            (dir.join("input.txt"), input),
            (dir.join("output.txt"), output),
            (dir.join("answer.txt"), answer),
        ];
        let written = std::fs::create_dir_all(&dir).and_then(|()| {
            files
                .iter()
                .try_for_each(|(path, bytes)| std::fs::write(path, bytes))
        });
        let result = written
            .map_err(|e| format!("cannot write the checker's files in {}: {e}", dir.display()))
            .and_then(|()| {
                let mut command = self.program.clone();
                command.extend(files.iter().map(|(p, _)| p.display().to_string()));
                run::run(&command, b"", self.limits)
            });
        let _ = std::fs::remove_dir_all(&dir);
        let finished = result?;
        match finished.exit {
            Exit::Code(0) => Ok(Checked::Accepted(message(&finished))),
            // An output equal to the answer is right by definition: a
            // checker that rejects it is broken (a Python exception, for
            // one, exits with status 1, testlib's "wrong answer").
            Exit::Code(1 | 2) if output == answer => Err(format!(
                "the checker ({}) rejected an output byte for byte equal to the expected answer ({}): the checker failed, or the expected answer is wrong, which a testlib checker reports with status 3",
                crate::shell::command(&self.command),
                ending(&finished, &self.limits)
            )),
            Exit::Code(1 | 2) => Ok(Checked::Rejected(message(&finished))),
            _ => Err(format!(
                "the checker ({}) {}",
                crate::shell::command(&self.command),
                ending(&finished, &self.limits)
            )),
        }
    }
}

/// The failure in `run` (how it ended, then what it printed), judged by the
/// checker when there is one, else by `comparison` against `answer`; and the
/// checker's message, if it said anything. `Err`: the checker failed.
pub fn judge(
    run: &Finished,
    input: &[u8],
    answer: &[u8],
    comparison: Comparison,
    checker: Option<&Checker>,
    limits: &Limits,
) -> Result<(Option<Failure>, Option<String>), String> {
    let Some(checker) = checker else {
        return Ok((verdict::judge(run, answer, comparison, limits), None));
    };
    // How it ended first: against its own output, only the ending can fail.
    if let Some(failure) = verdict::judge(run, &run.stdout, Comparison::Exact, limits) {
        return Ok((Some(failure), None));
    }
    let said = |m: String| (!m.is_empty()).then_some(m);
    Ok(match checker.check(input, &run.stdout, answer)? {
        Checked::Accepted(m) => (None, said(m)),
        Checked::Rejected(m) => (Some(Failure::WrongAnswer), said(m)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn sh(script: &str) -> Checker {
        let command = vec![
            "sh".to_string(),
            "-c".to_string(),
            script.to_string(),
            "checker".to_string(),
        ];
        Checker {
            program: command.clone(),
            command,
            limits: Limits::judge(Duration::from_secs(5), None, 1 << 20),
        }
    }

    #[test]
    fn the_checker_gets_input_output_and_answer_files_in_that_order() {
        // Accepts when the output file holds the answer file's first token
        // plus the input's: reads all three.
        let checker = sh(
            r#"read i < "$1"; read o < "$2"; read a < "$3"; [ "$o" = $((i + a)) ] && echo ok >&2 && exit 0; echo "got $o" >&2; exit 1"#,
        );
        assert_eq!(
            checker.check(b"2\n", b"5\n", b"3\n"),
            Ok(Checked::Accepted("ok".into()))
        );
        assert_eq!(
            checker.check(b"2\n", b"6\n", b"3\n"),
            Ok(Checked::Rejected("got 6".into()))
        );
    }

    #[test]
    fn a_checker_that_fails_is_an_error_not_a_verdict() {
        let fail = sh("echo cannot read the answer; exit 3");
        let e = fail.check(b"", b"", b"").unwrap_err();
        assert!(
            e.contains("exited with status 3: cannot read the answer"),
            "{e}"
        );
        let presentation = sh("exit 2");
        assert_eq!(
            presentation.check(b"", b"1 \n", b"1\n"),
            Ok(Checked::Rejected(String::new()))
        );
    }

    #[test]
    fn a_checker_that_rejects_the_answer_itself_is_an_error_not_a_verdict() {
        // A crash that exits with status 1 (as a Python exception does)
        // looks like a rejection; on an output equal to the answer it
        // cannot be one.
        let crashing = sh("echo Traceback: IndexError >&2; exit 1");
        let e = crashing.check(b"1\n", b"First\n", b"First\n").unwrap_err();
        assert!(
            e.contains("rejected an output byte for byte equal to the expected answer")
                && e.contains("exited with status 1: Traceback: IndexError"),
            "{e}"
        );
        assert_eq!(
            crashing.check(b"1\n", b"Second\n", b"First\n"),
            Ok(Checked::Rejected("Traceback: IndexError".into()))
        );
    }

    #[test]
    fn a_crash_is_judged_before_the_checker_is_asked() {
        let never = sh("exit 3");
        let limits = Limits::judge(Duration::from_secs(1), None, 100);
        let crashed = verdict::tests::finished(Exit::Signal(11), b"1\n");
        let judged = judge(
            &crashed,
            b"",
            b"1\n",
            Comparison::Exact,
            Some(&never),
            &limits,
        );
        assert_eq!(judged, Ok((Some(Failure::Signal(11)), None)));
    }
}
