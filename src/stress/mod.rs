//! `grundy stress`: test anybody's solution program of a contest problem
//! against the oracle, and hand back the smallest input it fails on.
//!
//! The rest of the harness holds *our* solver to the oracle, in process. A
//! contestant's program is a different animal: any language, run as a child
//! process, and it may crash, hang or print anything. So this driver
//! generates inputs with the problem's own generators (which plant its
//! traps), asks the [`referee`] for the expected output, runs the program
//! under the limits of [`run`], classifies the result with [`verdict`], and on
//! the first failure has [`shrink`] cut the input down before [`report`]
//! shows it. Each of those is its own module so that each can be tested
//! alone; this one only schedules them.
//!
//! Cases are handed out in seed order to `jobs` threads and the first failure
//! *by seed* is the one reported, so the outcome does not depend on `jobs`.

pub mod referee;
pub mod report;
pub mod run;
pub mod shrink;
pub mod verdict;

use crate::problems::{Domain, InputSize, Problem};
use indicatif::{ProgressBar, ProgressStyle};
use referee::{BeyondReach, Expected, Judge, OracleRunner, Referee};
use run::Finished;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use verdict::{Comparison, Failure};

/// Stdout past this many bytes (or twice the expected output, if larger) is
/// "too much output".
pub const MAX_OUTPUT: usize = 16 << 20;

/// Everything a stress run needs.
#[derive(Clone)]
pub struct Options {
    pub problem: &'static Problem,
    /// The program under test, then its arguments.
    pub command: Vec<String>,
    pub cases: u64,
    /// The first case's seed; case `i` uses `seed + i`.
    pub seed: u64,
    pub size: InputSize,
    /// Inside the judge's constraints, or beyond them too.
    pub domain: Domain,
    pub timeout: Duration,
    pub jobs: usize,
    pub comparison: Comparison,
    pub oracle: OracleRunner,
    pub shrink: shrink::Limits,
    /// Directory to write the minimal failing input to.
    pub save: Option<PathBuf>,
    pub progress: bool,
}

/// One input, what was expected and what the program did.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    pub input: Vec<u8>,
    pub expected: Expected,
    pub run: Finished,
    pub failure: Option<Failure>,
}

/// How many cases each judge decided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct JudgeCounts {
    pub oracle: u64,
    pub past_budget: u64,
    pub past_time: u64,
    pub oracle_skipped: u64,
    pub oracle_broken: u64,
}

impl JudgeCounts {
    fn add(&mut self, judge: Judge) {
        match judge {
            Judge::Oracle => self.oracle += 1,
            Judge::Solver(BeyondReach::Budget) => self.past_budget += 1,
            Judge::Solver(BeyondReach::Time) => self.past_time += 1,
            Judge::Solver(BeyondReach::Skipped) => self.oracle_skipped += 1,
            Judge::Solver(BeyondReach::Broken) => self.oracle_broken += 1,
        }
    }

    pub fn solver(&self) -> u64 {
        self.past_budget + self.past_time + self.oracle_skipped + self.oracle_broken
    }
}

/// A run where every case passed.
#[derive(Clone, Debug)]
pub struct Summary {
    pub id: &'static str,
    pub command: Vec<String>,
    pub cases: u64,
    pub first_seed: u64,
    pub size: InputSize,
    pub comparison: Comparison,
    pub min_bytes: usize,
    pub max_bytes: usize,
    pub judges: JudgeCounts,
    pub slowest: Duration,
    pub elapsed: Duration,
}

/// A run that found a failing case, with the case shrunk.
#[derive(Clone, Debug)]
pub struct FailureReport {
    pub id: &'static str,
    pub command: Vec<String>,
    pub size: InputSize,
    pub comparison: Comparison,
    pub timeout: Duration,
    /// 1-based position of the failing case in this run, and the run's length.
    pub case_number: u64,
    pub cases: u64,
    pub original: Case,
    pub minimal: Case,
    pub failure: Failure,
    pub shrunk: shrink::Shrunk,
    pub shrink_time: Duration,
    /// Where the minimal input was written, or why it could not be.
    pub saved: Option<Result<PathBuf, String>>,
    pub elapsed: Duration,
}

#[derive(Debug)]
pub enum Outcome {
    Passed(Summary),
    Failed(Box<FailureReport>),
}

/// What the workers gather.
struct Tally {
    done: u64,
    min_bytes: usize,
    max_bytes: usize,
    judges: JudgeCounts,
    slowest: Duration,
    /// Failing cases and harness errors, by case index.
    failures: Vec<(u64, Case)>,
    errors: Vec<(u64, String)>,
}

/// Runs the stress test. An error is a problem of the run itself (the
/// command cannot be started, a generator wrote an invalid input), not of
/// the program under test.
pub fn run(options: &Options) -> Result<Outcome, String> {
    let started = Instant::now();
    let referee = Referee::new(options.problem, options.oracle.clone());
    let bar = if options.progress {
        ProgressBar::new(options.cases)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{prefix:>8} [{bar:40}] {pos}/{len} {elapsed} {msg}")
            .expect("valid template")
            .progress_chars("=> "),
    );
    bar.set_prefix("stress");

    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let tally = Mutex::new(Tally {
        done: 0,
        min_bytes: usize::MAX,
        max_bytes: 0,
        judges: JudgeCounts::default(),
        slowest: Duration::ZERO,
        failures: Vec::new(),
        errors: Vec::new(),
    });
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| loop {
                if stop.load(Ordering::SeqCst) {
                    break;
                }
                let index = next.fetch_add(1, Ordering::SeqCst);
                if index >= options.cases {
                    break;
                }
                let seed = options.seed.wrapping_add(index);
                let input = options
                    .problem
                    .generate_seeded(seed, options.size, options.domain);
                let result = generated_case(options, &referee, seed, input);
                let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                match result {
                    Ok(case) => {
                        t.done += 1;
                        t.min_bytes = t.min_bytes.min(case.input.len());
                        t.max_bytes = t.max_bytes.max(case.input.len());
                        t.judges.add(case.expected.judge);
                        t.slowest = t.slowest.max(case.run.elapsed);
                        if case.failure.is_some() {
                            stop.store(true, Ordering::SeqCst);
                            t.failures.push((index, case));
                        }
                    }
                    Err(e) => {
                        stop.store(true, Ordering::SeqCst);
                        t.errors.push((index, e));
                    }
                }
                bar.inc(1);
            });
        }
    });
    let tally = tally.into_inner().unwrap_or_else(|e| e.into_inner());

    let first_failure = tally.failures.into_iter().min_by_key(|(i, _)| *i);
    let first_error = tally.errors.into_iter().min_by_key(|(i, _)| *i);
    let error_comes_first = match (&first_failure, &first_error) {
        (Some((f, _)), Some((e, _))) => e < f,
        (None, Some(_)) => true,
        (_, None) => false,
    };
    if let (true, Some((_, e))) = (error_comes_first, first_error) {
        bar.finish_and_clear();
        return Err(e);
    }
    let Some((index, original)) = first_failure else {
        bar.finish_and_clear();
        return Ok(Outcome::Passed(Summary {
            id: options.problem.id,
            command: options.command.clone(),
            cases: tally.done,
            first_seed: options.seed,
            size: options.size,
            comparison: options.comparison,
            min_bytes: if tally.done == 0 { 0 } else { tally.min_bytes },
            max_bytes: tally.max_bytes,
            judges: tally.judges,
            slowest: tally.slowest,
            elapsed: started.elapsed(),
        }));
    };
    let failure = original.failure.unwrap_or(Failure::WrongAnswer);

    bar.set_style(
        ProgressStyle::with_template("{prefix:>8} {spinner} {elapsed} {msg}")
            .expect("valid template"),
    );
    bar.set_prefix("shrink");
    let shrink_started = Instant::now();
    let mut smallest: Option<Case> = None;
    let shrunk = shrink::shrink(&original.input, options.shrink, |candidate| {
        let Ok(expected) = referee.expected(candidate) else {
            return shrink::Verdict::Invalid;
        };
        let Ok(case) = run_case(options, original.seed, candidate.to_vec(), expected) else {
            return shrink::Verdict::Passes;
        };
        bar.set_message(format!(
            "{} bytes, {}",
            candidate.len(),
            case.failure.map_or("passes".to_string(), |f| f.to_string())
        ));
        bar.tick();
        if case.failure == Some(failure) {
            smallest = Some(case);
            shrink::Verdict::Fails
        } else {
            shrink::Verdict::Passes
        }
    });
    let shrink_time = shrink_started.elapsed();
    bar.finish_and_clear();
    let mut minimal = match smallest {
        Some(case) if case.input == shrunk.input => case,
        _ => original.clone(),
    };
    if minimal.expected.judge != Judge::Oracle {
        // The oracle may not have been asked; give it its full time on the
        // one input the report is about, and take its word if the failure
        // stands.
        if let Ok(expected) = referee.expected_without_skipping(&minimal.input) {
            let cap = MAX_OUTPUT.max(expected.output.len().saturating_mul(2));
            let again = verdict::judge(
                &minimal.run,
                &expected.output,
                options.comparison,
                options.timeout,
                cap,
            );
            if expected.judge == Judge::Oracle && again == Some(failure) {
                minimal.expected = expected;
            }
        }
    }
    let saved = options.save.as_ref().map(|dir| {
        let path = dir.join(format!("{}-seed{}.in", options.problem.id, original.seed));
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, &minimal.input))
            .map(|()| path.clone())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    });
    Ok(Outcome::Failed(Box::new(FailureReport {
        id: options.problem.id,
        command: options.command.clone(),
        size: options.size,
        comparison: options.comparison,
        timeout: options.timeout,
        case_number: index + 1,
        cases: options.cases,
        original,
        minimal,
        failure,
        shrunk,
        shrink_time,
        saved,
        elapsed: started.elapsed(),
    })))
}

/// A generated input: it must be valid, or the generator has a bug.
fn generated_case(
    options: &Options,
    referee: &Referee,
    seed: u64,
    input: Vec<u8>,
) -> Result<Case, String> {
    let expected = referee.expected(&input).map_err(|e| {
        format!(
            "{}: the generated input of seed {seed} is not valid ({e}); this is a bug of grundy's generator",
            options.problem.id
        )
    })?;
    run_case(options, seed, input, expected)
}

/// Runs the program on one valid input and judges the result.
fn run_case(
    options: &Options,
    seed: u64,
    input: Vec<u8>,
    expected: Expected,
) -> Result<Case, String> {
    let cap = MAX_OUTPUT.max(expected.output.len().saturating_mul(2));
    let limits = run::Limits {
        timeout: options.timeout,
        max_output: cap,
    };
    let finished = run::run(&options.command, &input, limits)?;
    let failure = verdict::judge(
        &finished,
        &expected.output,
        options.comparison,
        options.timeout,
        cap,
    );
    Ok(Case {
        seed,
        input,
        expected,
        run: finished,
        failure,
    })
}
