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
//! an input, it is not asked about inputs at least half that *weight* (the
//! number of tokens plus the sum of the numbers: a heap of 2^31 costs a
//! search far more than many small heaps, and is still a short input): its
//! cost grows much faster than that, so it would most likely run out of time
//! again, and a run with judge-scale values would otherwise spend the
//! oracle's whole time limit on nearly every such case. In the same way,
//! once it has refused an input as past its budget, it is not asked about
//! inputs at least that heavy: it would search its whole budget (seconds)
//! again only to refuse, and one input in four of a default run is drawn at
//! the judge's largest values. A wrong guess costs nothing but the oracle's
//! word: the solver judges.
//!
//! While shrinking, candidates are judged by the solver alone
//! ([`Referee::expected_by_solver`]): in process, in microseconds, and
//! checked against the oracle everywhere else (`verify`, the fuzzers). Only
//! the minimal input, the one the report is about, goes back to the oracle
//! with its full time ([`Referee::expected_without_skipping`]), and if the
//! oracle and the solver ever disagree there, the report says so.

use super::run::{self, Exit, Limits};
use crate::problems::Problem;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
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
    /// The oracle was not asked: it refused an input no heavier as past its
    /// budget.
    SkippedPastBudget,
    /// The oracle's process failed (a bug of ours; the solver stands in).
    Broken,
    /// The oracle was not asked: a shrinking candidate.
    Shrinking,
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
                "the solver (the oracle was not asked: it ran out of time on an input at most twice as heavy)",
            ),
            Judge::Solver(BeyondReach::SkippedPastBudget) => f.write_str(
                "the solver (the oracle was not asked: it refused an input no heavier as past its budget)",
            ),
            Judge::Solver(BeyondReach::Broken) => {
                f.write_str("the solver (the oracle's process failed)")
            }
            Judge::Solver(BeyondReach::Shrinking) => {
                f.write_str("the solver (a shrinking candidate: the oracle was not asked)")
            }
        }
    }
}

/// An expected output and its judge.
#[derive(Clone, Debug)]
pub struct Expected {
    pub output: Vec<u8>,
    pub judge: Judge,
    /// The oracle judged, and the solver's output differs from its: a bug of
    /// grundy's, shown in the report.
    pub solver_disagrees: bool,
}

/// `grundy oracle ID`, with `--budget STATES` only when one is given (so the
/// command works with a `grundy` whose oracle has no such option).
pub fn oracle_command(grundy: &str, id: &str, budget: Option<u64>) -> Vec<String> {
    let mut command = vec![grundy.to_string(), "oracle".to_string(), id.to_string()];
    if let Some(states) = budget {
        command.extend(["--budget".to_string(), states.to_string()]);
    }
    command
}

/// What the oracle's cost grows with: tokens, plus the sum of the numbers.
pub fn weight(input: &[u8]) -> u64 {
    let mut total = 0u64;
    for token in input
        .split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
    {
        let value = std::str::from_utf8(token)
            .ok()
            .and_then(|t| t.parse::<u64>().ok())
            .unwrap_or(0);
        total = total.saturating_add(1).saturating_add(value);
    }
    total
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
    /// Inputs of this [`weight`] or more are not shown to the oracle: it
    /// ran out of time on one at most twice as heavy.
    oracle_skips_from: AtomicU64,
    /// Inputs of this [`weight`] or more are not shown to the oracle: it
    /// refused one this heavy as past its budget.
    oracle_refused_from: AtomicU64,
}

impl Referee {
    pub fn new(problem: &'static Problem, oracle: OracleRunner) -> Referee {
        Referee {
            problem,
            oracle,
            oracle_skips_from: AtomicU64::new(u64::MAX),
            oracle_refused_from: AtomicU64::new(u64::MAX),
        }
    }

    /// The expected output, or why the input is not valid.
    pub fn expected(&self, input: &[u8]) -> Result<Expected, String> {
        self.expected_unless_skipped(input, true)
    }

    /// The solver's output alone (for shrinking candidates), or why the
    /// input is not valid.
    pub fn expected_by_solver(&self, input: &[u8]) -> Result<Expected, String> {
        let output = self
            .problem
            .solve(input)
            .map_err(|e| format!("the solver rejects it: {e}"))?;
        Ok(Expected {
            output,
            judge: Judge::Solver(BeyondReach::Shrinking),
            solver_disagrees: false,
        })
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
                solver_disagrees: false,
            })
        };
        let oracle = |output: Vec<u8>| {
            Ok(Expected {
                solver_disagrees: output != solved,
                output,
                judge: Judge::Oracle,
            })
        };
        match &self.oracle {
            OracleRunner::InProcess => match self.problem.oracle(input) {
                Ok(out) => oracle(out.into_bytes()),
                Err(oracle::problems::Failure::TooLarge(_)) => beyond(BeyondReach::Budget),
                Err(oracle::problems::Failure::Invalid(m)) => Err(format!(
                    "the solver accepts it but the oracle does not (a bug of grundy's): {m}"
                )),
            },
            OracleRunner::Command { .. }
                if may_skip
                    && weight(input) >= self.oracle_refused_from.load(Ordering::Relaxed) =>
            {
                beyond(BeyondReach::SkippedPastBudget)
            }
            OracleRunner::Command { .. }
                if may_skip && weight(input) >= self.oracle_skips_from.load(Ordering::Relaxed) =>
            {
                beyond(BeyondReach::Skipped)
            }
            OracleRunner::Command { command, timeout } => {
                // No memory limit: the oracle's budget bounds it (about 2 GiB
                // at its largest default), and its refusal is an answer.
                let limits = Limits {
                    cpu: *timeout,
                    wall: *timeout,
                    memory: None,
                    max_output: 1 << 30,
                };
                let finished = match run::run(command, input, limits) {
                    Ok(f) => f,
                    Err(_) => return beyond(BeyondReach::Broken),
                };
                match finished.exit {
                    Exit::Code(0) => oracle(finished.stdout),
                    Exit::Code(2) => Err(format!(
                        "the solver accepts it but the oracle does not (a bug of grundy's): {}",
                        String::from_utf8_lossy(&finished.stderr).trim_end()
                    )),
                    Exit::Code(3) => {
                        self.oracle_refused_from
                            .fetch_min(weight(input), Ordering::Relaxed);
                        beyond(BeyondReach::Budget)
                    }
                    Exit::CpuLimit | Exit::WallLimit => {
                        self.oracle_skips_from
                            .fetch_min(weight(input).div_ceil(2), Ordering::Relaxed);
                        beyond(BeyondReach::Time)
                    }
                    Exit::Code(_) | Exit::Signal(_) | Exit::TooMuchOutput | Exit::MemoryLimit => {
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
        // Half its weight or more (5 tokens + 12 = 17: from 9 on): not asked
        // again, unless we insist. (Skipped is said without running it: a
        // run would end as Time, 200 ms later.)
        assert_eq!(weight(b"2\n4 3\n2 1\n"), 17);
        let e = referee.expected(b"1\n4 3\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Skipped));
        let e = referee.expected_without_skipping(b"1\n4 3\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Time));
        // Lighter still: asked.
        let e = referee.expected(b"0\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Time));
    }

    #[test]
    fn after_a_refusal_past_its_budget_the_oracle_is_not_asked_about_heavier_inputs() {
        let referee = Referee::new(
            find("hdu-1846").unwrap(),
            OracleRunner::Command {
                command: vec!["sh".into(), "-c".into(), "exit 3".into()],
                timeout: Duration::from_secs(60),
            },
        );
        // Weight 17: asked, and refused.
        let e = referee.expected(b"2\n4 3\n2 1\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Budget));
        assert_eq!(e.output, b"second\nsecond\n");
        // As heavy or heavier: not asked, unless we insist.
        for heavier in [&b"2\n4 3\n2 1\n"[..], b"1\n90 3\n"] {
            let e = referee.expected(heavier).unwrap();
            assert_eq!(e.judge, Judge::Solver(BeyondReach::SkippedPastBudget));
        }
        let e = referee.expected_without_skipping(b"1\n90 3\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Budget));
        // Lighter (weight 9): asked.
        let e = referee.expected(b"1\n4 1\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::Budget));
        // And now every input from weight 9 on is skipped.
        let e = referee.expected(b"1\n5 1\n").unwrap();
        assert_eq!(e.judge, Judge::Solver(BeyondReach::SkippedPastBudget));
    }

    #[test]
    fn the_budget_is_passed_only_when_given() {
        assert_eq!(
            oracle_command("/bin/grundy", "hdu-1846", None),
            ["/bin/grundy", "oracle", "hdu-1846"]
        );
        assert_eq!(
            oracle_command("grundy", "hdu-1846", Some(500_000)),
            ["grundy", "oracle", "hdu-1846", "--budget", "500000"]
        );
    }

    #[test]
    fn a_heap_weighs_its_size() {
        assert_eq!(weight(b"1\n2147483647\n0\n"), 3 + 2_147_483_648);
        assert_eq!(weight(b"x 18446744073709551615 5"), u64::MAX);
        assert_eq!(weight(b""), 0);
    }
}
