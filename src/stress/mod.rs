//! `grundy stress`: test anybody's solution program of a contest problem
//! against the oracle, and hand back the smallest input it fails on.
//!
//! The rest of the harness holds *our* solver to the oracle, in process. A
//! contestant's program is a different animal: any language, run as a child
//! process, and it may crash, hang or print anything. So this driver
//! generates inputs with the problem's own generators (which plant its
//! traps), asks the [`referee`] for the expected output, runs the program
//! under the limits of [`run`](mod@run), classifies the result with [`verdict`], and on
//! the first failure has [`shrink`] cut the input down before [`report`]
//! shows it. Each of those is its own module so that each can be tested
//! alone; this one only schedules them.
//!
//! Inputs are generated inside the judge's constraints unless `--beyond` (or
//! `--size huge`) asks for more, and every failure says on which side of the
//! problem's [validator](crate::validate) its input lies; shrinking an input
//! that was inside keeps only candidates that are inside too.
//!
//! Cases are handed out in seed order to `jobs` threads and the first failure
//! *by seed* is the one reported, so the outcome does not depend on `jobs`:
//! every case before it has been claimed, and each thread finishes the case
//! it holds before it looks at the stop flag.
//!
//! For the same reason finished cases are handed on (to `--json`) in seed
//! order, up to the first failure, and none after it. They are handed on as
//! soon as every earlier case has finished, not when the run is over: a
//! reader of a long run (`| jq`, `| tee`) sees it as it goes and keeps what
//! finished if it is interrupted, and a reader that has seen enough
//! (`| head -1`) ends the run instead of waiting for all of it. Only the few
//! cases that finished ahead of an earlier one wait, in a reorder buffer.

pub mod checker;
pub mod cli;
pub mod custom;
pub mod custom_report;
pub mod custom_setup;
pub mod interrupt;
pub mod json;
pub mod problem_file;
pub mod procfs;
pub mod referee;
pub mod report;
pub mod run;
pub mod shepherd;
pub mod shrink;
pub mod shrink_args;
pub mod shrink_choices;
pub mod verdict;

use crate::problems::{Domain, InputSize, Problem};
use crate::validate::Broken;
use indicatif::{ProgressBar, ProgressStyle};
use referee::{BeyondReach, Expected, Judge, OracleRunner, Referee};
use run::{Finished, Limits};
use std::collections::BTreeMap;
use std::io;
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
    /// The program under test, then its arguments, as the user gave them
    /// (shown in reports and repro lines).
    pub command: Vec<String>,
    /// What runs: `command` itself, or the program built from the source
    /// file it starts with ([`crate::build_cache`]).
    pub program: Vec<String>,
    pub cases: u64,
    /// The first case's seed; case `i` uses `seed + i`.
    pub seed: u64,
    pub size: InputSize,
    /// Inside the judge's constraints, or beyond them too.
    pub domain: Domain,
    /// At most this many cases where the statement bounds none (`--size
    /// judge`; see [`crate::problems::assumed_count`]).
    pub judge_cases: Option<u64>,
    /// CPU time per case (the wall clock allows `2 timeout + 1 s`).
    pub timeout: Duration,
    /// Resident memory per case, bytes (`None`: no limit).
    pub memory: Option<u64>,
    pub jobs: usize,
    pub comparison: Comparison,
    /// Judges outputs instead of `comparison` (`--checker`), for answers
    /// that are not unique.
    pub checker: Option<checker::Checker>,
    pub oracle: OracleRunner,
    /// `--budget STATES` as given, for the repro line.
    pub budget: Option<u64>,
    pub shrink: shrink::Limits,
    /// Directory to write the minimal failing input to.
    pub save: Option<PathBuf>,
    pub progress: bool,
}

impl Options {
    /// The limits every case runs under (before the output cap, which
    /// depends on the expected output).
    pub fn limits(&self, expected_len: usize) -> Limits {
        let cap = MAX_OUTPUT.max(expected_len.saturating_mul(2));
        Limits::judge(self.timeout, self.memory, cap)
    }

    /// The options that run case `seed` again, exactly as it ran.
    pub fn repro_flags(&self, seed: u64) -> String {
        let mut flags = format!(
            "--seed {seed} --cases 1 --size {} --timeout {} --memory {}",
            self.size,
            self.timeout.as_secs_f64(),
            self.memory.map_or(0, |m| m >> 20)
        );
        if self.domain == Domain::Beyond {
            flags.push_str(" --beyond");
        }
        if self.comparison == Comparison::Tokens {
            flags.push_str(" --tokens");
        }
        if let Some(b) = self.budget {
            flags.push_str(&format!(" --budget {b}"));
        }
        if let Some(n) = self.judge_cases {
            flags.push_str(&format!(" --judge-cases {n}"));
        }
        if let Some(c) = &self.checker {
            let command = crate::shell::command(&c.command);
            flags.push_str(&format!(" --checker {}", crate::shell::quote(&command)));
        }
        flags
    }
}

/// One input, what was expected and what the program did.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    pub input: Vec<u8>,
    /// The input's length (kept when the bytes are dropped from a tally).
    pub input_bytes: usize,
    /// `Ok` inside the judge's constraints, else the first one broken.
    pub inside: Result<(), Broken>,
    pub expected: Expected,
    pub run: Finished,
    pub failure: Option<Failure>,
    /// What the checker said (`--checker`), if anything.
    pub checker_message: Option<String>,
}

impl Case {
    /// `AC`, or the failure's verdict.
    pub fn code(&self) -> &'static str {
        self.failure.map_or("AC", |f| f.code())
    }
}

/// What `inside`/`beyond` says in a report.
pub fn side(inside: &Result<(), Broken>) -> String {
    match inside {
        Ok(()) => "inside the judge's constraints".to_string(),
        Err(b) => format!(
            "beyond the judge's constraints ({}: {})",
            b.constraint, b.place
        ),
    }
}

/// How many cases each judge decided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct JudgeCounts {
    pub oracle: u64,
    pub past_budget: u64,
    pub past_time: u64,
    pub oracle_skipped: u64,
    pub oracle_skipped_past_budget: u64,
    pub oracle_broken: u64,
}

impl JudgeCounts {
    fn add(&mut self, judge: Judge) {
        match judge {
            Judge::Oracle => self.oracle += 1,
            Judge::Solver(BeyondReach::Budget) => self.past_budget += 1,
            Judge::Solver(BeyondReach::Time) => self.past_time += 1,
            Judge::Solver(BeyondReach::Skipped) | Judge::Solver(BeyondReach::Shrinking) => {
                self.oracle_skipped += 1
            }
            Judge::Solver(BeyondReach::SkippedPastBudget) => self.oracle_skipped_past_budget += 1,
            Judge::Solver(BeyondReach::Broken) => self.oracle_broken += 1,
        }
    }

    pub fn solver(&self) -> u64 {
        self.past_budget
            + self.past_time
            + self.oracle_skipped
            + self.oracle_skipped_past_budget
            + self.oracle_broken
    }
}

/// A measure and the seed of the case that set it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Peak<T> {
    pub value: T,
    pub seed: u64,
}

impl<T: PartialOrd + Copy> Peak<T> {
    fn offer(&mut self, value: T, seed: u64) {
        if value > self.value {
            *self = Peak { value, seed };
        }
    }
}

/// What every case run adds up to: verdict counts, peaks, judges.
#[derive(Clone, Debug, Default)]
pub struct Totals {
    pub done: u64,
    /// Cases per verdict, in the order of [`verdict::CODES`].
    pub verdicts: [u64; 6],
    pub judges: JudgeCounts,
    pub min_bytes: usize,
    pub max_bytes: usize,
    pub inside: u64,
    pub peak_cpu: Peak<Duration>,
    pub peak_wall: Peak<Duration>,
    pub peak_memory: Peak<u64>,
    /// Processes left running by programs when they exited (all ended).
    pub left_behind: usize,
    /// False when some case ran without a shepherd (escaped processes
    /// could not be ended).
    pub contained: bool,
}

impl Totals {
    fn add(&mut self, case: &Case) {
        if self.done == 0 {
            self.min_bytes = usize::MAX;
            self.contained = true;
        }
        self.done += 1;
        let code = case.code();
        if let Some(i) = verdict::CODES.iter().position(|c| *c == code) {
            self.verdicts[i] += 1;
        }
        self.judges.add(case.expected.judge);
        self.min_bytes = self.min_bytes.min(case.input_bytes);
        self.max_bytes = self.max_bytes.max(case.input_bytes);
        self.inside += u64::from(case.inside.is_ok());
        self.peak_cpu.offer(case.run.cpu, case.seed);
        self.peak_wall.offer(case.run.elapsed, case.seed);
        self.peak_memory.offer(case.run.peak_memory, case.seed);
        self.left_behind += case.run.left_behind;
        self.contained &= case.run.contained;
    }
}

/// Where the time of shrinking goes: checking candidates against the
/// judge's constraints, computing their expected output (the solver), running
/// the program on them, and the oracle's final word on the minimal input.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShrinkTime {
    pub validating: Duration,
    pub judging: Duration,
    pub running: Duration,
    pub confirming: Duration,
}

/// A run where every case passed.
#[derive(Clone, Debug)]
pub struct Summary {
    pub id: &'static str,
    pub command: Vec<String>,
    /// What ran (see [`Options::program`]).
    pub program: Vec<String>,
    pub first_seed: u64,
    pub size: InputSize,
    pub domain: Domain,
    pub comparison: Comparison,
    /// The checker's command as given (`--checker`), which judged instead
    /// of `comparison`.
    pub checker: Option<Vec<String>>,
    pub limits: Limits,
    pub totals: Totals,
    pub elapsed: Duration,
}

/// A run that found a failing case, with the case shrunk.
#[derive(Clone, Debug)]
pub struct FailureReport {
    pub id: &'static str,
    pub command: Vec<String>,
    /// What ran (see [`Options::program`]).
    pub program: Vec<String>,
    pub size: InputSize,
    pub domain: Domain,
    pub comparison: Comparison,
    /// The checker's command as given (`--checker`), which judged instead
    /// of `comparison`.
    pub checker: Option<Vec<String>>,
    pub limits: Limits,
    /// The options that run the failing case again.
    pub repro_flags: String,
    /// 1-based position of the failing case in this run, and the run's length.
    pub case_number: u64,
    pub cases: u64,
    pub original: Case,
    pub minimal: Case,
    pub failure: Failure,
    pub shrunk: shrink::Shrunk,
    pub shrink_time: Duration,
    /// Where the shrinking time went.
    pub shrink_spent: ShrinkTime,
    /// Where the minimal input was written, or why it could not be.
    pub saved: Option<Result<PathBuf, String>>,
    /// The cases run before the stop, the failing one included.
    pub totals: Totals,
    pub elapsed: Duration,
}

#[derive(Debug)]
pub enum Outcome {
    Passed(Box<Summary>),
    Failed(Box<FailureReport>),
    /// Interrupted ([`interrupt`]) before any failure: the cases that
    /// finished before it, all passed.
    Interrupted(Box<Summary>),
}

impl Outcome {
    pub fn totals(&self) -> &Totals {
        match self {
            Outcome::Passed(s) | Outcome::Interrupted(s) => &s.totals,
            Outcome::Failed(f) => &f.totals,
        }
    }
}

/// Why a run ended without an [`Outcome`].
#[derive(Debug)]
pub enum Halt {
    /// The run itself could not go on (the command cannot be started, a
    /// generator wrote an invalid input): not a failure of the program under
    /// test.
    Error(String),
    /// `each_case` returned `error` on a case: the run stopped there (no
    /// case was started after that), without shrinking or a summary.
    /// `failed`: that case failed (every case before it passed).
    Refused { error: io::Error, failed: bool },
}

/// Where the cases handed on end.
enum End {
    /// The first failing case, by index.
    Failed(u64, Box<Case>),
    /// The first harness error, by index (before any failure).
    Error(String),
    /// `each_case` returned an error; whether its case failed.
    Refused(io::Error, bool),
}

/// What the workers gather: finished cases, handed on in index order.
struct Tally<'a> {
    /// The index of the next case to hand on.
    handed: u64,
    /// Cases (or harness errors) that finished while an earlier one was
    /// still running, by index; passing cases without their bytes.
    waiting: BTreeMap<u64, Result<Case, String>>,
    /// The cases handed on.
    totals: Totals,
    /// Set once, at the first failing case or error by index or when
    /// `each_case` refuses a case: nothing is handed on after it.
    end: Option<End>,
    each_case: &'a mut (dyn FnMut(&Case) -> io::Result<()> + Send),
}

impl Tally<'_> {
    /// Takes the case of `index` (or its error), then hands on every case
    /// that no earlier one is still holding back.
    fn finished(&mut self, index: u64, result: Result<Case, String>) {
        if self.end.is_some() {
            // It ran only because other jobs were ahead of the end, and a
            // run must not depend on `jobs`.
            return;
        }
        let result = result.map(|case| {
            if case.failure.is_some() {
                case // shrinking starts from its input
            } else {
                lighten(case)
            }
        });
        self.waiting.insert(index, result);
        while self.end.is_none() {
            let Some(result) = self.waiting.remove(&self.handed) else {
                break;
            };
            let index = self.handed;
            self.handed += 1;
            self.end = match result {
                Err(e) => Some(End::Error(e)),
                Ok(case) => {
                    self.totals.add(&case);
                    match ((self.each_case)(&case), case.failure) {
                        (Err(e), failure) => Some(End::Refused(e, failure.is_some())),
                        (Ok(()), Some(_)) => Some(End::Failed(index, Box::new(case))),
                        (Ok(()), None) => None,
                    }
                }
            };
        }
        if self.end.is_some() {
            self.waiting.clear();
        }
    }
}

/// A passing case without its bytes (only their lengths are kept).
fn lighten(mut case: Case) -> Case {
    case.input = Vec::new();
    case.run.stdout = Vec::new();
    case.run.stderr = Vec::new();
    case.expected.output = Vec::new();
    case
}

/// Runs the stress test. [`Halt::Error`] is a problem of the run itself,
/// not of the program under test.
pub fn run(options: &Options) -> Result<Outcome, Halt> {
    run_with(options, &mut |_| Ok(()))
}

/// [`run()`], handing each case to `each_case` in seed order as soon as it and
/// every earlier case have finished (for `--json`), up to the first failure
/// (included) and never past it or past a harness error. It is called from
/// the worker threads, one call at a time. An error from it stops the run
/// there: [`Halt::Refused`].
pub fn run_with(
    options: &Options,
    each_case: &mut (dyn FnMut(&Case) -> io::Result<()> + Send),
) -> Result<Outcome, Halt> {
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
        handed: 0,
        waiting: BTreeMap::new(),
        totals: Totals::default(),
        end: None,
        each_case,
    });
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| loop {
                if stop.load(Ordering::SeqCst) || interrupt::requested() {
                    break;
                }
                let index = next.fetch_add(1, Ordering::SeqCst);
                if index >= options.cases {
                    break;
                }
                let seed = options.seed.wrapping_add(index);
                let input = options.problem.generate_seeded_with_cases(
                    seed,
                    options.size,
                    options.domain,
                    options.judge_cases,
                );
                let result = generated_case(options, &referee, seed, input);
                if interrupt::requested() {
                    // Cut short, or ended by the same Ctrl-C: not counted.
                    break;
                }
                if result.as_ref().map_or(true, |case| case.failure.is_some()) {
                    // At once, not when the cases before it are done.
                    stop.store(true, Ordering::SeqCst);
                }
                let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                t.finished(index, result);
                if t.end.is_some() {
                    stop.store(true, Ordering::SeqCst);
                }
                bar.inc(1);
            });
        }
    });
    let Tally { totals, end, .. } = tally.into_inner().unwrap_or_else(|e| e.into_inner());
    let (index, original) = match end {
        Some(End::Failed(index, case)) => (index, *case),
        Some(End::Error(e)) => {
            bar.finish_and_clear();
            return Err(Halt::Error(e));
        }
        Some(End::Refused(error, failed)) => {
            bar.finish_and_clear();
            return Err(Halt::Refused { error, failed });
        }
        None => {
            bar.finish_and_clear();
            let summary = Box::new(Summary {
                id: options.problem.id,
                command: options.command.clone(),
                program: options.program.clone(),
                first_seed: options.seed,
                size: options.size,
                domain: options.domain,
                comparison: options.comparison,
                checker: options.checker.as_ref().map(|c| c.command.clone()),
                limits: options.limits(0),
                totals,
                elapsed: started.elapsed(),
            });
            return Ok(match interrupt::requested() {
                true => Outcome::Interrupted(summary),
                false => Outcome::Passed(summary),
            });
        }
    };
    let failure = original.failure.unwrap_or(Failure::WrongAnswer);

    bar.set_style(
        ProgressStyle::with_template("{prefix:>8} {spinner} {elapsed} {msg}")
            .expect("valid template"),
    );
    bar.set_prefix("shrink");
    let shrink_started = Instant::now();
    let mut smallest: Option<Case> = None;
    let keep_inside = original.inside.is_ok();
    let problem = options.problem;
    let (size, domain) = (options.size, options.domain);
    let mut spent = ShrinkTime::default();
    let mut at_limits = 0;
    // `trusted`: the candidate was written by the generator inside the
    // judge's constraints, so the validator need not read it (the minimal
    // input is validated once, below).
    let mut test = |candidate: &[u8], trusted: bool| {
        if let Some(cut) = shrink_cut(at_limits) {
            return shrink::Verdict::Stop(cut);
        }
        let inside = if keep_inside && !trusted {
            let clock = Instant::now();
            let inside = problem.validate(candidate);
            spent.validating += clock.elapsed();
            if inside.is_err() {
                return shrink::Verdict::Invalid;
            }
            inside
        } else {
            Ok(())
        };
        let clock = Instant::now();
        let expected = referee.expected_by_solver(candidate);
        spent.judging += clock.elapsed();
        let Ok(expected) = expected else {
            return shrink::Verdict::Invalid;
        };
        let clock = Instant::now();
        let case = run_case(options, original.seed, candidate.to_vec(), inside, expected);
        spent.running += clock.elapsed();
        let Ok(case) = case else {
            return match interrupt::requested() {
                true => shrink::Verdict::Stop(shrink::Cut::Interrupted),
                false => shrink::Verdict::Passes,
            };
        };
        at_limits += usize::from(stopped_at_a_limit(&case.run));
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
    };
    // First the generator's choices (when the generator, replayed, writes
    // the failing input again), then token edits on what that leaves.
    let cases = options.judge_cases;
    let (recorded, draws) = problem.generate_recorded(original.seed, size, domain, cases);
    let by_choices = (recorded == original.input).then(|| {
        let render = |d: &[crate::problems::choices::Draw]| {
            problem.generate_replayed_recorded(d, size, domain, cases)
        };
        let trusted = !crate::problems::is_beyond(size, domain);
        // At most half the budget: token edits get the rest, and where
        // the choices are wide (u64 values past the judge) they finish the
        // job more cheaply than bisecting every draw.
        let half = shrink::Limits {
            max_runs: options.shrink.max_runs / 2,
            max_time: options.shrink.max_time / 2,
        };
        shrink_choices::shrink_choices(&draws, half, &render, |c| test(c, trusted))
    });
    let (start, left) = match &by_choices {
        Some(c) => (
            c.input.clone(),
            shrink::Limits {
                max_runs: options.shrink.max_runs.saturating_sub(c.runs),
                max_time: options
                    .shrink
                    .max_time
                    .saturating_sub(shrink_started.elapsed()),
            },
        ),
        None => (original.input.clone(), options.shrink),
    };
    let mut shrunk = shrink::shrink(&start, left, |c| test(c, false));
    if let Some(c) = &by_choices {
        shrunk.cut = shrunk.cut.or(c.cut);
        shrunk.steps += c.steps;
        shrunk.runs += c.runs;
        shrunk.candidates += c.candidates;
        shrunk.choice_steps = c.steps;
        shrunk.choice_runs = c.runs;
        if shrunk.input != original.input {
            shrunk.kept_whitespace = false;
        }
    }
    let shrink_time = shrink_started.elapsed();
    bar.finish_and_clear();
    let clock = Instant::now();
    let mut minimal = match smallest {
        Some(case) if case.input == shrunk.input => case,
        _ => original.clone(),
    };
    // Candidates were checked against the judge's constraints only where
    // the generator does not promise them: the minimal input is read once.
    minimal.inside = problem.validate(&minimal.input);
    if minimal.expected.judge != Judge::Oracle {
        // Give the oracle its full time on the one input the report is
        // about, and take its word: if it disagrees with the solver there,
        // the report says so. Past its reach, say why the solver judged.
        if let Ok(expected) = referee.expected_without_skipping(&minimal.input) {
            let limits = options.limits(expected.output.len());
            let again = checker::judge(
                &minimal.run,
                &minimal.input,
                &expected.output,
                options.comparison,
                options.checker.as_ref(),
                &limits,
            );
            if let Ok((again, said)) = again {
                if again == Some(failure) || expected.solver_disagrees {
                    minimal.failure = again;
                    minimal.checker_message = said;
                    minimal.expected = expected;
                }
            }
        }
    }
    spent.confirming = clock.elapsed();
    let saved = options.save.as_ref().map(|dir| {
        let path = dir.join(format!("{}-seed{}.in", options.problem.id, original.seed));
        let verdict_path = path.with_extension("validate");
        let (verdict, _) = crate::validate::verdict(options.problem, &minimal.input);
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, &minimal.input))
            .and_then(|()| std::fs::write(&verdict_path, format!("{verdict}\n")))
            .map(|()| path.clone())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    });
    Ok(Outcome::Failed(Box::new(FailureReport {
        id: options.problem.id,
        command: options.command.clone(),
        program: options.program.clone(),
        size: options.size,
        domain: options.domain,
        comparison: options.comparison,
        checker: options.checker.as_ref().map(|c| c.command.clone()),
        limits: options.limits(0),
        repro_flags: options.repro_flags(original.seed),
        case_number: index + 1,
        cases: options.cases,
        original,
        minimal,
        failure,
        shrunk,
        shrink_time,
        shrink_spent: spent,
        saved,
        totals,
        elapsed: started.elapsed(),
    })))
}

/// Why shrinking stops before its next candidate, if it does: the run was
/// interrupted, or `at_limits` candidates ran until a limit stopped them
/// ([`shrink::MOST_AT_LIMITS`]).
pub fn shrink_cut(at_limits: usize) -> Option<shrink::Cut> {
    if interrupt::requested() {
        Some(shrink::Cut::Interrupted)
    } else if at_limits >= shrink::MOST_AT_LIMITS {
        Some(shrink::Cut::AtLimits(at_limits))
    } else {
        None
    }
}

/// Whether a time or memory limit stopped the program (which then cost a
/// whole limit).
pub fn stopped_at_a_limit(run: &Finished) -> bool {
    matches!(
        run.exit,
        run::Exit::CpuLimit | run::Exit::WallLimit | run::Exit::MemoryLimit
    )
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
    let inside = options.problem.validate(&input);
    if options.domain == Domain::Inside && options.size != InputSize::Huge {
        if let Err(b) = &inside {
            return Err(format!(
                "{}: the generated input of seed {seed} is beyond the judge's constraints ({b}); this is a bug of grundy's generator",
                options.problem.id
            ));
        }
    }
    run_case(options, seed, input, inside, expected)
}

/// Runs the program on one valid input and judges the result.
fn run_case(
    options: &Options,
    seed: u64,
    input: Vec<u8>,
    inside: Result<(), Broken>,
    expected: Expected,
) -> Result<Case, String> {
    let limits = options.limits(expected.output.len());
    let finished = run::run(&options.program, &input, limits)?;
    let (failure, checker_message) = checker::judge(
        &finished,
        &input,
        &expected.output,
        options.comparison,
        options.checker.as_ref(),
        &limits,
    )?;
    Ok(Case {
        seed,
        input_bytes: input.len(),
        input,
        inside,
        expected,
        run: finished,
        failure,
        checker_message,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(seed: u64, failure: Option<Failure>) -> Case {
        Case {
            seed,
            input: b"1\n".to_vec(),
            input_bytes: 2,
            inside: Ok(()),
            expected: Expected {
                output: b"first\n".to_vec(),
                judge: Judge::Oracle,
                solver_disagrees: false,
            },
            run: verdict::tests::finished(run::Exit::Code(0), b""),
            failure,
            checker_message: None,
        }
    }

    /// Feeds `finished` (index, failing?, or a harness error) to a tally in
    /// that order; the seeds handed on, and how the tally ended.
    fn hand_on(
        finished: &[(u64, Result<bool, &str>)],
        refuse_at: Option<u64>,
    ) -> (Vec<u64>, u64, Option<End>) {
        let mut seen = Vec::new();
        let mut each = |c: &Case| {
            seen.push(c.seed);
            if Some(c.seed) == refuse_at {
                Err(io::Error::from(io::ErrorKind::BrokenPipe))
            } else {
                Ok(())
            }
        };
        let mut tally = Tally {
            handed: 0,
            waiting: BTreeMap::new(),
            totals: Totals::default(),
            end: None,
            each_case: &mut each,
        };
        for &(index, result) in finished {
            let result = result
                .map(|fails| case(index, fails.then_some(Failure::WrongAnswer)))
                .map_err(str::to_string);
            tally.finished(index, result);
        }
        let (done, end) = (tally.totals.done, tally.end);
        (seen, done, end)
    }

    #[test]
    fn cases_are_handed_on_in_index_order_as_soon_as_they_can_be() {
        let (seen, done, end) = hand_on(&[(2, Ok(false)), (0, Ok(false)), (1, Ok(false))], None);
        assert_eq!((seen, done), (vec![0, 1, 2], 3));
        assert!(end.is_none());
        // Nothing is handed on past a case still running (index 1).
        let (seen, _, _) = hand_on(&[(0, Ok(false)), (3, Ok(false)), (2, Ok(false))], None);
        assert_eq!(seen, [0]);
    }

    #[test]
    fn nothing_is_handed_on_past_the_first_failure_or_error_by_index() {
        // The failure of index 1 finished after index 3, which passed.
        let finished = [(3, Ok(false)), (2, Ok(true)), (1, Ok(true)), (0, Ok(false))];
        let (seen, done, end) = hand_on(&finished, None);
        assert_eq!((seen, done), (vec![0, 1], 2));
        assert!(matches!(end, Some(End::Failed(1, c)) if !c.input.is_empty()));
        // An error before the first failure ends it there...
        let finished = [(2, Ok(true)), (1, Err("bad input")), (0, Ok(false))];
        let (seen, _, end) = hand_on(&finished, None);
        assert_eq!(seen, [0]);
        assert!(matches!(end, Some(End::Error(e)) if e == "bad input"));
        // ... and one after it changes nothing.
        let finished = [(2, Err("bad input")), (1, Ok(true)), (0, Ok(false))];
        let (seen, _, end) = hand_on(&finished, None);
        assert_eq!(seen, [0, 1]);
        assert!(matches!(end, Some(End::Failed(1, _))));
    }

    #[test]
    fn a_refused_case_is_the_last_one_handed_on() {
        let finished = [
            (1, Ok(false)),
            (0, Ok(false)),
            (2, Ok(true)),
            (3, Ok(false)),
        ];
        let (seen, _, end) = hand_on(&finished, Some(1));
        assert_eq!(seen, [0, 1]);
        assert!(matches!(end, Some(End::Refused(_, false))));
        let (seen, _, end) = hand_on(&finished, Some(2));
        assert_eq!(seen, [0, 1, 2]);
        assert!(matches!(end, Some(End::Refused(_, true))));
    }
}
