//! The expected output of an input, and who vouches for it.
//!
//! The oracle is the truth but only for small inputs; past its reach the
//! solver (checked against the oracle elsewhere, by `verify` and the fuzzers)
//! is the best judge there is. Every verdict says which of them judged, so a
//! failure found on the solver's word is read with that in mind.
//!
//! Validity is the solver's: an input the solver rejects is no test at all,
//! and the shrinker relies on that to throw away the broken candidates it
//! makes. An input the solver accepts but the oracle calls invalid is a bug of
//! ours, not of the program under test, and is treated as invalid too.
//!
//! The oracle can run out of process (`grundy oracle ID` under a timeout):
//! its budget is counted in states per position, and an input of many cases
//! each under the budget can still take it minutes. A child process can be
//! killed at the time limit; a thread cannot. Once it has run out of time on
//! an input, it is not asked about inputs at least half that size: its cost
//! grows much faster than the input, so it would most likely run out of time
//! again, and a `--size judge` run (or the shrinking of a judge-size input)
//! would otherwise spend the oracle's whole time limit on nearly every case.
//! A wrong guess costs nothing but the oracle's word: the solver judges.

use super::run::{self, Exit, Limits};
use crate::problems::Problem;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Why the solver judged instead of the oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BeyondReach {
    /// The oracle said the input is past its search budget.
    Budget,
    /// The oracle did not answer within its time limit.
    Time,
    /// The oracle was not asked: it ran out of time on an input at most twice
    /// as large.
    Skipped,
    /// The oracle's process failed (a bug of ours; the solver stands in).
    Broken,
}

/// Who gave the expected output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Judge {
    Oracle,
    Solver(BeyondReach),
}

impl fmt::Display for Judge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Judge::Oracle => f.write_str("the oracle (exhaustive search)"),
            Judge::Solver(BeyondReach::Budget) => {
                f.write_str("the solver (past the oracle's search budget)")
            }
            Judge::Solver(BeyondReach::Time) => {
                f.write_str("the solver (the oracle ran out of time)")
            }
            Judge::Solver(BeyondReach::Skipped) => f.write_str(
                "the solver (the oracle was not asked: it ran out of time on an input at most twice as large)",
            ),
            Judge::Solver(BeyondReach::Broken) => {
                f.write_str("the solver (the oracle's process failed)")
            }
        }
    }
}

/// An expected output and its judge.
#[derive(Clone, Debug)]
pub struct Expected {
    pub output: Vec<u8>,
    pub judge: Judge,
}

/// Where the oracle runs.
#[derive(Clone, Debug)]
pub enum OracleRunner {
    /// In this process, without a time limit: for tests and small inputs.
    InProcess,
    /// A command that behaves like `grundy oracle ID`: the input on stdin,
    /// the output on stdout with status 0, status 2 for invalid input and 3
    /// past the budget.
    Command {
        command: Vec<String>,
        timeout: Duration,
    },
}

/// The expected outputs of one problem.
pub struct Referee {
    problem: &'static Problem,
    oracle: OracleRunner,
    /// Inputs of this many bytes or more are not shown to the oracle.
    oracle_skips_from: AtomicUsize,
}

impl Referee {
    pub fn new(problem: &'static Problem, oracle: OracleRunner) -> Referee {
        Referee {
            problem,
            oracle,
            oracle_skips_from: AtomicUsize::new(usize::MAX),
        }
    }

    /// The expected output, or why the input is not valid.
    pub fn expected(&self, input: &[u8]) -> Result<Expected, String> {
        self.expected_unless_skipped(input, true)
    }

    /// The same, asking the oracle even about an input it is likely too slow
    /// for: for the one input a report is about.
    pub fn expected_without_skipping(&self, input: &[u8]) -> Result<Expected, String> {
        self.expected_unless_skipped(input, false)
    }

    fn expected_unless_skipped(&self, input: &[u8], may_skip: bool) -> Result<Expected, String> {
        let solved = self
            .problem
            .solve(input)
            .map_err(|e| format!("the solver rejects it: {e}"))?;
        let beyond = |why| {
            Ok(Expected {
                output: solved.clone(),
                judge: Judge::Solver(why),
            })
        };
        match &self.oracle {
            OracleRunner::InProcess => match self.problem.oracle(input) {
                Ok(out) => Ok(Expected {
                    output: out.into_bytes(),
                    judge: Judge::Oracle,
                }),
                Err(oracle::problems::Failure::TooLarge(_)) => beyond(BeyondReach::Budget),
                Err(oracle::problems::Failure::Invalid(m)) => Err(format!(
                    "the solver accepts it but the oracle does not (a bug of grundy's): {m}"
                )),
            },
            OracleRunner::Command { .. }
                if may_skip && input.len() >= self.oracle_skips_from.load(Ordering::Relaxed) =>
            {
                beyond(BeyondReach::Skipped)
            }
            OracleRunner::Command { command, timeout } => {
                let limits = Limits {
                    timeout: *timeout,
                    max_output: 1 << 30,
                };
                let finished = match run::run(command, input, limits) {
                    Ok(f) => f,
                    Err(_) => return beyond(BeyondReach::Broken),
                };
                match finished.exit {
                    Exit::Code(0) => Ok(Expected {
                        output: finished.stdout,
                        judge: Judge::Oracle,
                    }),
                    Exit::Code(2) => Err(format!(
                        "the solver accepts it but the oracle does not (a bug of grundy's): {}",
                        String::from_utf8_lossy(&finished.stderr).trim_end()
                    )),
                    Exit::Code(3) => beyond(BeyondReach::Budget),
                    Exit::TimedOut => {
                        self.oracle_skips_from
                            .fetch_min(input.len().div_ceil(2), Ordering::Relaxed);
                        beyond(BeyondReach::Time)
                    }
                    Exit::Code(_) | Exit::Signal(_) | Exit::TooMuchOutput => {
                        beyond(BeyondReach::Broken)
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::find;

    #[test]
    fn the_oracle_judges_small_inputs_and_the_solver_validates() {
        let referee = Referee::new(find("hdu-1846").unwrap(), OracleRunner::InProcess);
        let e = referee.expected(b"2\n23 2\n4 3\n").unwrap();
        assert_eq!(e.output, b"first\nsecond\n");
        assert_eq!(e.judge, Judge::Oracle);
        assert!(referee.expected(b"2\n23 2\n").is_err());
        let big = referee
            .expected(b"1\n18446744073709551615 18446744073709551615\n")
            .unwrap();
        assert_eq!(big.judge, Judge::Solver(BeyondReach::Budget));
        assert_eq!(big.output, b"first\n");
    }

    #[test]
    fn a_slow_oracle_process_hands_over_to_the_solver() {
        let referee = Referee::new(
            find("hdu-1846").unwrap(),
            OracleRunner::Command {
                command: vec!["sh".into(), "-c".into(), "sleep 30".into()],
                timeout: Duration::from_millis(200),
            },
        );
        let e = referee.expected(b"2\n4 3\n2 1\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Time));
        assert_eq!(e.output, b"second\nsecond\n");
        // Half its size or more: not asked again, unless we insist.
        let started = std::time::Instant::now();
        let e = referee.expected(b"1\n4 3\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Skipped));
        assert!(started.elapsed() < Duration::from_millis(150));
        let e = referee.expected_without_skipping(b"1\n4 3\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Time));
        // Smaller still: asked.
        let e = referee.expected(b"0\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Time));
    }
}
