//! `grundy stress` on a problem of the user's own: a reference (a right,
//! often slow, solution), a generator, and optionally a validator and a
//! checker, all commands in testlib's conventions, so that files written for
//! Polygon or testlib work as they are:
//!
//! - the generator gets the case's seed as its last argument and writes the
//!   input to stdout;
//! - the validator reads the input on stdin and exits 0 when it is valid
//!   (its stderr says why not);
//! - the reference reads the input and prints the expected answer;
//! - the checker is called as `checker INPUT OUTPUT ANSWER` ([`checker`]).
//!
//! Each runs under the same sandbox as the program ([`run::run`]), with its
//! own limits. Whatever goes wrong with one of them is reported as *its*
//! fault, never the program's ([`ToolFault`]): a generator that fails or
//! writes an input its validator refuses (naming the seed), a reference that
//! crashes, hangs or disagrees with itself (it runs twice on the failing
//! input), a checker that fails.
//!
//! On the first failure (the lowest seed, whatever `jobs`) the input is
//! shrunk: first the generator's numeric arguments, same seed
//! ([`shrink_args`], at most half the budget), then [`shrink`]'s token edits
//! on what that wrote, keeping only candidates the validator accepts (when
//! there is one), each judged by the reference; the report says which
//! arguments it ended with and how many runs of each that took
//! ([`super::custom_report`] writes it).

use super::checker::{self, Checker};
use super::report::{line_diff, write_input};
use super::run::{self, Exit, Finished, Limits};
use super::verdict::{Comparison, Failure, CODES};
use super::{interrupt, shrink, shrink_args, Peak, MAX_OUTPUT};
use crate::shell;
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Bytes a generator or a reference may print.
const TOOL_OUTPUT: usize = 64 << 20;

/// A helper command (reference, generator, validator) and its limits.
#[derive(Clone, Debug)]
pub struct Tool {
    /// As the user gave it (shown in reports).
    pub command: Vec<String>,
    /// What runs (built from a source file when the command names one).
    pub program: Vec<String>,
    pub limits: Limits,
}

impl Tool {
    /// A tool's limits: `cpu` of CPU time, `memory` bytes, at most `TOOL_OUTPUT` bytes of output.
    pub fn limits(cpu: Duration, memory: Option<u64>) -> Limits {
        Limits::judge(cpu, memory, TOOL_OUTPUT)
    }
}

/// Everything a stress run of a custom problem needs.
#[derive(Clone, Debug)]
pub struct Options {
    /// The problem's name in reports.
    pub name: String,
    /// The program under test as the user gave it, and what runs.
    pub command: Vec<String>,
    pub program: Vec<String>,
    pub reference: Tool,
    pub generator: Tool,
    pub validator: Option<Tool>,
    pub checker: Option<Checker>,
    pub cases: u64,
    /// The first case's seed; case `i` uses `seed + i`.
    pub seed: u64,
    /// CPU time of the program per case (the wall clock allows `2 t + 1 s`).
    pub timeout: Duration,
    /// Resident memory of the program per case, bytes.
    pub memory: Option<u64>,
    pub jobs: usize,
    pub comparison: Comparison,
    pub shrink: shrink::Limits,
    pub save: Option<PathBuf>,
    pub progress: bool,
    /// The flags that name the problem again in a repro line: `--problem
    /// DIR` and the flags given on the command line that override it, or
    /// the tools' flags.
    pub problem_flags: String,
}

impl Options {
    /// The limits of the program on a case whose answer is this long.
    pub fn limits(&self, expected_len: usize) -> Limits {
        Limits::judge(
            self.timeout,
            self.memory,
            MAX_OUTPUT.max(expected_len.saturating_mul(2)),
        )
    }

    /// The options that run case `seed` again, exactly as it ran.
    pub fn repro(&self, seed: u64) -> String {
        let mut flags = format!(
            "grundy stress {} --seed {seed} --cases 1 --timeout {} --memory {}",
            self.problem_flags,
            self.timeout.as_secs_f64(),
            self.memory.map_or(0, |m| m >> 20)
        );
        if self.comparison == Comparison::Tokens {
            flags.push_str(" --tokens");
        }
        format!("{flags} -- {}", shell::command(&self.command))
    }
}

impl Options {
    /// The options that run case `seed` again with the generator run as
    /// `generator` (its arguments shrunk): the flag replaces the
    /// generator's, wherever that came from.
    pub fn repro_with_generator(&self, seed: u64, generator: &[String]) -> String {
        let flag = format!("--generator {}", flag_value(generator));
        let given = format!("--generator {}", flag_value(&self.generator.command));
        let problem_flags = match self.problem_flags.contains(&given) {
            true => self.problem_flags.replacen(&given, &flag, 1),
            false => format!("{} {flag}", self.problem_flags).trim().to_string(),
        };
        Options {
            problem_flags,
            ..self.clone()
        }
        .repro(seed)
    }
}

/// The command of a tool in a repro line's flag: one word, spaces between
/// words (the flags split at whitespace).
pub fn flag_value(command: &[String]) -> String {
    shell::quote(&command.join(" "))
}

/// Which helper failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Reference,
    Generator,
    /// The validator refused what the generator wrote: one of the two is
    /// wrong, and only the statement says which.
    GeneratorOrValidator,
    Validator,
    Checker,
    /// The program under test could not be started at all (no verdict).
    Program,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Reference => "reference",
            Role::Generator => "generator",
            Role::GeneratorOrValidator => "generator or validator",
            Role::Validator => "validator",
            Role::Checker => "checker",
            Role::Program => "program",
        })
    }
}

/// A failure of a helper: the run says nothing of the program under test.
#[derive(Clone, Debug)]
pub struct ToolFault {
    pub role: Role,
    pub seed: u64,
    /// What went wrong, in a sentence.
    pub what: String,
    /// The input it failed on, when there was one.
    pub input: Option<Vec<u8>>,
}

impl fmt::Display for ToolFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let happened = match self.role {
            Role::Program => "the program cannot run".to_string(),
            Role::GeneratorOrValidator => "the generator and the validator disagree".to_string(),
            role => format!("the {role} failed"),
        };
        writeln!(f, "{happened} on seed {}: {}", self.seed, self.what)?;
        if let Some(input) = &self.input {
            writeln!(f, "input ({} bytes):", input.len())?;
            write_input(f, input)?;
        }
        if self.role == Role::Program {
            return write!(f, "the run cannot go on: nothing was judged");
        }
        if self.role == Role::GeneratorOrValidator {
            return write!(
                f,
                "one of the two is wrong, not the program: the generator if this input breaks the statement, else the validator; nothing was judged past it"
            );
        }
        write!(
            f,
            "this is the {}'s fault, not the program's: nothing was judged past it",
            self.role
        )
    }
}

/// One input, the reference's answer and what the program did.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    pub input: Vec<u8>,
    pub input_bytes: usize,
    /// A hash of the input, kept when the input's bytes are not.
    pub input_hash: u64,
    pub expected: Vec<u8>,
    pub run: Finished,
    pub failure: Option<Failure>,
    /// What the checker said, if anything.
    pub checker_message: Option<String>,
}

impl Case {
    pub fn code(&self) -> &'static str {
        self.failure.map_or("AC", |f| f.code())
    }
}

/// Verdict counts and peaks of the cases run.
#[derive(Clone, Debug, Default)]
pub struct Totals {
    pub done: u64,
    /// Cases per verdict, in the order of [`CODES`].
    pub verdicts: [u64; 6],
    pub min_bytes: usize,
    pub max_bytes: usize,
    pub peak_cpu: Peak<Duration>,
    pub peak_wall: Peak<Duration>,
    pub peak_memory: Peak<u64>,
    pub left_behind: usize,
    /// The first case's input hash, and whether another case's differed:
    /// a generator that ignores its seed writes one input for every case.
    pub first_input: Option<u64>,
    pub inputs_differ: bool,
}

impl Totals {
    fn add(&mut self, case: &Case) {
        if self.done == 0 {
            self.min_bytes = usize::MAX;
        }
        match self.first_input {
            None => self.first_input = Some(case.input_hash),
            Some(first) => self.inputs_differ |= first != case.input_hash,
        }
        self.done += 1;
        if let Some(i) = CODES.iter().position(|c| *c == case.code()) {
            self.verdicts[i] += 1;
        }
        self.min_bytes = self.min_bytes.min(case.input_bytes);
        self.max_bytes = self.max_bytes.max(case.input_bytes);
        self.peak_cpu.offer(case.run.cpu, case.seed);
        self.peak_wall.offer(case.run.elapsed, case.seed);
        self.peak_memory.offer(case.run.peak_memory, case.seed);
        self.left_behind += case.run.left_behind;
    }
}

/// Runs of each command spent shrinking.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShrinkRuns {
    /// Runs of the generator with its arguments shrunk.
    pub generator: usize,
    pub program: usize,
    pub reference: usize,
    pub validator: usize,
    pub checker: usize,
}

/// How a run ended.
#[derive(Debug)]
pub enum Outcome {
    Passed(Box<Summary>),
    Failed(Box<FailureReport>),
    /// A helper failed: no verdict on the program past it.
    Fault(Box<FaultReport>),
    /// Interrupted ([`super::interrupt`]) before any failure: the cases
    /// that finished before it, all passed.
    Interrupted(Box<Summary>),
}

/// A run a helper stopped, with the cases judged before it.
#[derive(Debug)]
pub struct FaultReport {
    pub options: Options,
    pub fault: ToolFault,
    /// The cases run, in seed order: those before the fault (and the
    /// failing one, when the fault came while confirming a failure).
    pub totals: Totals,
    pub cases: Vec<Case>,
    pub elapsed: Duration,
}

/// A run where every case passed.
#[derive(Debug)]
pub struct Summary {
    pub options: Options,
    pub totals: Totals,
    pub cases: Vec<Case>,
    pub elapsed: Duration,
}

/// A run that found a failing case, shrunk.
#[derive(Debug)]
pub struct FailureReport {
    pub options: Options,
    pub case_number: u64,
    pub original: Case,
    pub minimal: Case,
    pub failure: Failure,
    pub shrunk: shrink::Shrunk,
    /// The generator's command with the arguments the token edits started
    /// from, when shrinking them helped ([`shrink_args`]).
    pub generator_args: Option<Vec<String>>,
    pub runs: ShrinkRuns,
    pub shrink_time: Duration,
    pub saved: Option<Result<PathBuf, String>>,
    pub totals: Totals,
    /// The cases run, the failing one last (its bytes dropped from the others).
    pub cases: Vec<Case>,
    pub elapsed: Duration,
}

/// The generator's input for `seed`, checked by the validator.
fn generate(options: &Options, seed: u64) -> Result<Vec<u8>, ToolFault> {
    let fault = |role, what, input| ToolFault {
        role,
        seed,
        what,
        input,
    };
    let generator = &options.generator;
    let mut command = generator.program.clone();
    command.push(seed.to_string());
    let finished =
        run::run(&command, b"", generator.limits).map_err(|e| fault(Role::Generator, e, None))?;
    if finished.exit != Exit::Code(0) {
        let what = checker::ending(&finished, &generator.limits);
        return Err(fault(Role::Generator, what, None));
    }
    let input = finished.stdout;
    if let Some(validator) = &options.validator {
        match validate(validator, &input) {
            Ok(()) => {}
            Err(Invalid::Refused(why)) => {
                let what = format!("the validator refuses the input the generator wrote ({why})");
                return Err(fault(Role::GeneratorOrValidator, what, Some(input)));
            }
            Err(Invalid::Failed(why)) => {
                return Err(fault(Role::Validator, why, Some(input)));
            }
        }
    }
    Ok(input)
}

/// The generator's input for `seed` when it runs as `program` (its
/// arguments changed), or `None` when it fails: a candidate of
/// [`shrink_args`], not a case, so its failure is no fault.
fn generate_with(generator: &Tool, program: &[String], seed: u64) -> Option<Vec<u8>> {
    let mut command = program.to_vec();
    command.push(seed.to_string());
    let finished = run::run(&command, b"", generator.limits).ok()?;
    (finished.exit == Exit::Code(0)).then_some(finished.stdout)
}

/// The generator's numeric arguments: where they are in what runs, and
/// their values. Only words that are the same in the command as given
/// (counted from its end), so that the report can show them shrunk.
fn numeric_arguments(generator: &Tool) -> Vec<(usize, u64)> {
    let (program, command) = (&generator.program, &generator.command);
    (1..program.len())
        .filter_map(|at| {
            let from_end = program.len() - at;
            let given = command.len().checked_sub(from_end).filter(|&g| g > 0)?;
            let value = program[at].parse::<u64>().ok()?;
            (command[given] == program[at]).then_some((at, value))
        })
        .collect()
}

/// The positions of [`numeric_arguments`] in the command as given.
fn numeric_in_command(generator: &Tool, numeric: &[(usize, u64)]) -> Vec<(usize, u64)> {
    let shift = generator.program.len() - generator.command.len();
    numeric.iter().map(|&(at, v)| (at - shift, v)).collect()
}

/// `words` with the numeric arguments at `numeric`'s positions set to `values`.
fn with_arguments(words: &[String], numeric: &[(usize, u64)], values: &[u64]) -> Vec<String> {
    let mut out = words.to_vec();
    for (&(at, _), value) in numeric.iter().zip(values) {
        out[at] = value.to_string();
    }
    out
}

/// Why the validator did not accept an input.
enum Invalid {
    /// It exited with a status other than 0: the input is not valid.
    Refused(String),
    /// It crashed, hung or could not start: its own failure.
    Failed(String),
}

fn validate(validator: &Tool, input: &[u8]) -> Result<(), Invalid> {
    let finished =
        run::run(&validator.program, input, validator.limits).map_err(Invalid::Failed)?;
    match finished.exit {
        Exit::Code(0) => Ok(()),
        Exit::Code(_) => Err(Invalid::Refused(checker::ending(
            &finished,
            &validator.limits,
        ))),
        _ => Err(Invalid::Failed(checker::ending(
            &finished,
            &validator.limits,
        ))),
    }
}

/// The reference's answer on `input`, or how it failed.
fn answer(options: &Options, input: &[u8]) -> Result<Vec<u8>, String> {
    let reference = &options.reference;
    let finished = run::run(&reference.program, input, reference.limits)?;
    if finished.exit == Exit::Code(0) {
        Ok(finished.stdout)
    } else {
        Err(checker::ending(&finished, &reference.limits))
    }
}

/// Runs the program on `input` and judges it against `expected`.
fn judge_program(
    options: &Options,
    seed: u64,
    input: Vec<u8>,
    expected: Vec<u8>,
) -> Result<Case, ToolFault> {
    let limits = options.limits(expected.len());
    let fault = |role, what: String, input: &[u8]| ToolFault {
        role,
        seed,
        what,
        input: Some(input.to_vec()),
    };
    let finished =
        run::run(&options.program, &input, limits).map_err(|e| fault(Role::Program, e, &input))?;
    let (failure, checker_message) = checker::judge(
        &finished,
        &input,
        &expected,
        options.comparison,
        options.checker.as_ref(),
        &limits,
    )
    .map_err(|e| fault(Role::Checker, e, &input))?;
    Ok(Case {
        seed,
        input_bytes: input.len(),
        input_hash: hash_of(&input),
        input,
        expected,
        run: finished,
        failure,
        checker_message,
    })
}

/// One case from its seed: generated, validated, answered, run, judged.
fn one_case(options: &Options, seed: u64) -> Result<Case, ToolFault> {
    let input = generate(options, seed)?;
    let expected = answer(options, &input).map_err(|what| ToolFault {
        role: Role::Reference,
        seed,
        what,
        input: Some(input.clone()),
    })?;
    judge_program(options, seed, input, expected)
}

/// Whether the reference gives the same answer on `input` again (judged by
/// the checker when there is one: an answer of many right ones may differ).
fn reference_agrees(options: &Options, case: &Case) -> Result<(), ToolFault> {
    let fault = |what: String| ToolFault {
        role: Role::Reference,
        seed: case.seed,
        what,
        input: Some(case.input.clone()),
    };
    let again = answer(options, &case.input)
        .map_err(|e| fault(format!("run again on the failing input, it {e}")))?;
    let same = match &options.checker {
        Some(c) => match c.check(&case.input, &again, &case.expected) {
            Ok(checked) => matches!(checked, checker::Checked::Accepted(_)),
            // The checker could not judge: its fault, not the reference's.
            Err(what) => {
                return Err(ToolFault {
                    role: Role::Checker,
                    seed: case.seed,
                    what,
                    input: Some(case.input.clone()),
                })
            }
        },
        None => options.comparison.same(&case.expected, &again),
    };
    if same {
        Ok(())
    } else {
        let diff = line_diff(&case.expected, &again);
        let shown: Vec<&str> = diff.iter().take(6).map(String::as_str).collect();
        Err(fault(format!(
            "it disagrees with itself: run twice on the failing input, it answered differently (- first, + second):\n{}",
            shown.join("\n")
        )))
    }
}

/// Where the cases end.
enum End {
    Failed(u64, Box<Case>),
    Fault(Box<ToolFault>),
}

/// Runs the stress test of a custom problem.
pub fn run(options: &Options) -> Outcome {
    let started = Instant::now();
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
    let results: Mutex<BTreeMap<u64, Result<Case, ToolFault>>> = Mutex::new(BTreeMap::new());
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
                let result = one_case(options, options.seed.wrapping_add(index));
                if interrupt::requested() {
                    // Cut short, or ended by the same Ctrl-C: not counted.
                    break;
                }
                if result.as_ref().map_or(true, |c| c.failure.is_some()) {
                    stop.store(true, Ordering::SeqCst);
                }
                let result = result.map(|c| if c.failure.is_some() { c } else { lighten(c) });
                results
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(index, result);
                bar.inc(1);
            });
        }
    });
    // Every index below the first failure was claimed (indices are handed
    // out in order) and finished: the outcome does not depend on `jobs`.
    let mut totals = Totals::default();
    let mut before_failure = Totals::default();
    let mut cases = Vec::new();
    let mut end = None;
    for (index, result) in results.into_inner().unwrap_or_else(|e| e.into_inner()) {
        if index != cases.len() as u64 {
            break; // an earlier case was not run (interrupted)
        }
        match result {
            Err(fault) => {
                end = Some(End::Fault(Box::new(fault)));
                break;
            }
            Ok(case) => {
                // The totals before the failing case: a helper's fault found
                // while confirming it makes its verdict no verdict.
                before_failure = totals.clone();
                totals.add(&case);
                if case.failure.is_some() {
                    end = Some(End::Failed(index, Box::new(case)));
                    break;
                }
                cases.push(case);
            }
        }
    }
    let (index, original) = match end {
        None => {
            bar.finish_and_clear();
            let summary = Box::new(Summary {
                options: options.clone(),
                totals,
                cases,
                elapsed: started.elapsed(),
            });
            return match interrupt::requested() {
                true => Outcome::Interrupted(summary),
                false => Outcome::Passed(summary),
            };
        }
        Some(End::Fault(fault)) => {
            bar.finish_and_clear();
            return faulted(options, *fault, totals, cases, started);
        }
        Some(End::Failed(index, case)) => (index, *case),
    };
    let confirmed = reference_agrees(options, &original);
    // Interrupted, its second answer may have been cut short: no fault.
    if let (Err(fault), false) = (confirmed, interrupt::requested()) {
        bar.finish_and_clear();
        cases.push(original);
        return faulted(options, fault, before_failure, cases, started);
    }
    let failure = original.failure.unwrap_or(Failure::WrongAnswer);
    bar.set_style(
        ProgressStyle::with_template("{prefix:>8} {spinner} {elapsed} {msg}")
            .expect("valid template"),
    );
    bar.set_prefix("shrink");
    let shrink_started = Instant::now();
    let mut runs = ShrinkRuns::default();
    let mut smallest: Option<Case> = None;
    let mut at_limits = 0;
    let mut test = |candidate: &[u8]| {
        if let Some(cut) = super::shrink_cut(at_limits) {
            return shrink::Verdict::Stop(cut);
        }
        if let Some(validator) = &options.validator {
            runs.validator += 1;
            if validate(validator, candidate).is_err() {
                return shrink::Verdict::Invalid;
            }
        }
        runs.reference += 1;
        // An input the reference cannot answer is not one to judge by.
        let Ok(expected) = answer(options, candidate) else {
            return shrink::Verdict::Invalid;
        };
        runs.program += 1;
        let Ok(case) = judge_program(options, original.seed, candidate.to_vec(), expected) else {
            return match interrupt::requested() {
                true => shrink::Verdict::Stop(shrink::Cut::Interrupted),
                false => shrink::Verdict::Invalid,
            };
        };
        // A candidate stopped at a limit costs a whole limit; one that
        // still fails the same way is progress (a time-out shrinking),
        // bounded by the budget's time: only the others count.
        let kept = case.failure == Some(failure);
        at_limits += usize::from(super::stopped_at_a_limit(&case.run) && !kept);
        // The checker reads only outputs of programs that exited 0.
        runs.checker += usize::from(options.checker.is_some() && case.run.exit == Exit::Code(0));
        bar.set_message(format!(
            "{} bytes, {}",
            candidate.len(),
            case.failure.map_or("passes".to_string(), |f| f.to_string())
        ));
        bar.tick();
        if kept {
            smallest = Some(case);
            shrink::Verdict::Fails
        } else {
            shrink::Verdict::Passes
        }
    };
    // First the generator's numeric arguments (same seed), with at most
    // half the budget; then token edits on what that leaves.
    let numeric = numeric_arguments(&options.generator);
    let mut generator_runs = 0;
    let by_args = (!numeric.is_empty()).then(|| {
        let values: Vec<u64> = numeric.iter().map(|&(_, v)| v).collect();
        let half = shrink::Limits {
            max_runs: options.shrink.max_runs / 2,
            max_time: options.shrink.max_time / 2,
        };
        let mut regenerate = |values: &[u64]| {
            if interrupt::requested() {
                return Err(Some(shrink::Cut::Interrupted));
            }
            generator_runs += 1;
            let program = with_arguments(&options.generator.program, &numeric, values);
            generate_with(&options.generator, &program, original.seed).ok_or(None)
        };
        shrink_args::shrink_args(&values, &original.input, half, &mut regenerate, &mut test)
    });
    let (start, left) = match &by_args {
        Some(a) => (
            a.input.clone(),
            shrink::Limits {
                max_runs: options.shrink.max_runs.saturating_sub(a.runs),
                max_time: options
                    .shrink
                    .max_time
                    .saturating_sub(shrink_started.elapsed()),
            },
        ),
        None => (original.input.clone(), options.shrink),
    };
    let mut shrunk = shrink::shrink(&start, left, &mut test);
    let mut generator_args = None;
    if let Some(a) = &by_args {
        shrunk.cut = shrunk.cut.or(a.cut);
        shrunk.steps += a.steps;
        shrunk.runs += a.runs;
        shrunk.candidates += a.candidates;
        shrunk.choice_steps = a.steps;
        shrunk.choice_runs = a.runs;
        if shrunk.input != original.input {
            shrunk.kept_whitespace = false;
        }
        if a.steps > 0 {
            generator_args = Some(with_arguments(
                &options.generator.command,
                &numeric_in_command(&options.generator, &numeric),
                &a.values,
            ));
        }
    }
    runs.generator = generator_runs;
    let shrink_time = shrink_started.elapsed();
    bar.finish_and_clear();
    let minimal = match smallest {
        Some(case) if case.input == shrunk.input => case,
        _ => original.clone(),
    };
    // Interrupted, the reference is not asked again: it was, on the
    // original, and the minimal input is one it answered.
    let confirmed = match interrupt::requested() {
        true => Ok(()),
        false => reference_agrees(options, &minimal),
    };
    if let Err(fault) = confirmed {
        cases.push(original);
        return faulted(options, fault, before_failure, cases, started);
    }
    let saved = options.save.as_ref().map(|dir| {
        let path = dir.join(format!("{}-seed{}.in", options.name, original.seed));
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, &minimal.input))
            .map(|()| path.clone())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    });
    cases.push(original.clone());
    Outcome::Failed(Box::new(FailureReport {
        options: options.clone(),
        case_number: index + 1,
        original,
        minimal,
        failure,
        shrunk,
        generator_args,
        runs,
        shrink_time,
        saved,
        totals,
        cases,
        elapsed: started.elapsed(),
    }))
}

/// The outcome of a run `fault` stopped after `cases`.
fn faulted(
    options: &Options,
    fault: ToolFault,
    totals: Totals,
    cases: Vec<Case>,
    started: Instant,
) -> Outcome {
    Outcome::Fault(Box::new(FaultReport {
        options: options.clone(),
        fault,
        totals,
        cases,
        elapsed: started.elapsed(),
    }))
}

/// A hash of `bytes` (the same in every run: FNV-1a).
fn hash_of(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Whether every case of `totals` had one and the same input (two at least).
pub fn one_input_for_every_seed(totals: &Totals) -> bool {
    totals.done >= 2 && !totals.inputs_differ
}

/// A passing case without its bytes (only the input's length is kept).
fn lighten(mut case: Case) -> Case {
    case.input = Vec::new();
    case.expected = Vec::new();
    case.run.stdout = Vec::new();
    case.run.stderr = Vec::new();
    case
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Vec<String> {
        vec!["sh".into(), "-c".into(), script.into(), "sh".into()]
    }

    fn tool(script: &str) -> Tool {
        Tool {
            command: sh(script),
            program: sh(script),
            limits: Tool::limits(Duration::from_secs(5), None),
        }
    }

    /// A problem: read n, print n * 2. The generator writes the seed.
    fn options(program: &str) -> Options {
        Options {
            name: "double".into(),
            command: sh(program),
            program: sh(program),
            reference: tool("read n; echo $((n * 2))"),
            generator: tool("echo $(($1 * 7))"),
            validator: Some(tool("read n; [ \"$n\" -ge 0 ] 2>/dev/null || { echo \"not a number: $n\" >&2; exit 1; }")),
            checker: None,
            cases: 5,
            seed: 1,
            timeout: Duration::from_secs(5),
            memory: None,
            jobs: 2,
            comparison: Comparison::Tokens,
            shrink: shrink::Limits {
                max_runs: 200,
                max_time: Duration::from_secs(60),
            },
            save: None,
            progress: false,
            problem_flags: "--reference ref".into(),
        }
    }

    #[test]
    fn a_right_program_passes_every_case() {
        let Outcome::Passed(s) = run(&options("read n; echo $((n + n))")) else {
            panic!("should pass")
        };
        assert_eq!(s.totals.done, 5);
        assert_eq!(s.totals.verdicts[0], 5);
    }

    #[test]
    fn a_wrong_program_is_shrunk_inside_the_validator() {
        // Wrong from 30 on: seeds 1..4 give 7, 14, 21, 28 and pass; 35 fails.
        let o = Options {
            cases: 10,
            ..options("read n; if [ $n -ge 30 ]; then echo 0; else echo $((n * 2)); fi")
        };
        let Outcome::Failed(r) = run(&o) else {
            panic!("should fail")
        };
        assert_eq!(r.original.seed, 5);
        assert_eq!(r.minimal.input, b"30\n");
        assert!(r.runs.program > 0 && r.runs.reference >= r.runs.program);
        assert!(r.runs.validator >= r.runs.reference);
        let text = r.to_string();
        assert!(
            text.contains("grundy stress --reference ref --seed 5 --cases 1"),
            "{text}"
        );
    }

    #[test]
    fn a_time_out_keeps_shrinking_while_it_still_times_out() {
        // Seed 5 writes 1 to 35, a line each; the program spins on any
        // number from 30 on. Every kept candidate runs to the time limit:
        // more than five of them, and it goes on to the one number.
        let o = Options {
            cases: 10,
            timeout: Duration::from_millis(100),
            generator: tool("seq 1 $(($1 * 7))"),
            reference: tool("cat > /dev/null; echo ok"),
            validator: Some(tool(
                "while read n; do [ \"$n\" -ge 0 ] 2>/dev/null || exit 1; done",
            )),
            ..options("while read n; do [ $n -lt 30 ] || while :; do :; done; done; echo ok")
        };
        let Outcome::Failed(r) = run(&o) else {
            panic!("should time out")
        };
        assert_eq!(r.original.seed, 5);
        assert!(matches!(r.failure, Failure::CpuTime(_)), "{}", r.failure);
        assert!(r.shrunk.steps > shrink::MOST_AT_LIMITS, "{:?}", r.shrunk);
        assert_eq!(r.minimal.input, b"30\n", "{:?}", r.shrunk);
        assert_eq!(r.shrunk.cut, None);
    }

    #[test]
    fn helpers_that_fail_are_blamed_not_the_program() {
        let crashing = Options {
            reference: tool("kill -SEGV $$"),
            ..options("read n; echo $((n * 2))")
        };
        let Outcome::Fault(report) = run(&crashing) else {
            panic!("the reference crashed")
        };
        let f = report.fault;
        assert_eq!((f.role, f.seed), (Role::Reference, 1));
        assert!(f.to_string().contains("the reference's fault"), "{f}");
        let refused = Options {
            generator: tool("echo minus$1"),
            ..options("true")
        };
        let Outcome::Fault(report) = run(&refused) else {
            panic!("the validator refuses")
        };
        let f = report.fault;
        assert_eq!(f.role, Role::GeneratorOrValidator);
        assert!(f.what.contains("not a number: minus1"), "{}", f.what);
        // Either may be the wrong one (a validator can refuse a valid
        // input): the report does not blame the generator alone.
        let report = f.to_string();
        assert!(
            report.contains("the generator and the validator disagree on seed 1")
                && report.contains("else the validator")
                && !report.contains("the generator's fault"),
            "{report}"
        );
        // A program that cannot start is no verdict, and no helper's fault.
        let Outcome::Fault(report) = run(&Options {
            program: vec!["/nonexistent/program".into()],
            ..options("true")
        }) else {
            panic!("the program cannot start")
        };
        let f = report.fault;
        assert_eq!(f.role, Role::Program);
        assert!(
            f.to_string().contains("the program cannot run on seed 1"),
            "{f}"
        );
    }

    #[test]
    fn a_fault_keeps_the_cases_judged_before_it() {
        // Seeds 1 and 2 are generated and pass; the generator fails on 3.
        let o = Options {
            generator: tool("[ $1 -lt 3 ] || { echo boom >&2; exit 3; }; echo $(($1 * 7))"),
            ..options("read n; echo $((n * 2))")
        };
        let outcome = run(&o);
        let Outcome::Fault(report) = &outcome else {
            panic!("the generator fails on seed 3")
        };
        assert_eq!((report.fault.role, report.fault.seed), (Role::Generator, 3));
        assert_eq!(report.totals.done, 2);
        let seeds: Vec<u64> = report.cases.iter().map(|c| c.seed).collect();
        assert_eq!(seeds, [1, 2]);
        let text = report.to_string();
        assert!(
            text.starts_with(
                "stress double: the generator failed on seed 3: exited with status 3: boom\n"
            ) && text.ends_with("cases judged before it: 2 (seeds 1 to 2; AC 2)"),
            "{text}"
        );
        let lines = super::super::custom_report::json_lines("double", &outcome);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(
            lines[0].starts_with(r#"{"seed":1,"verdict":"AC""#),
            "{}",
            lines[0]
        );
        assert!(
            lines[2].starts_with(
                r#"{"summary":true,"problem":"double","passed":false,"run_failed":true,"cases":2,"verdicts":{"AC":2,"#
            ) && lines[2].ends_with(
                r#""fault":{"role":"generator","seed":3,"what":"exited with status 3: boom"}}"#
            ),
            "{}",
            lines[2]
        );
    }

    #[test]
    fn a_reference_that_disagrees_with_itself_is_blamed() {
        // Right on the first run of each input, wrong on the next: the
        // program (right) seems to fail, and the rerun shows why.
        let dir = std::env::temp_dir().join(format!("grundy-custom-flaky-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let flaky = format!(
            "read n; f={}/$n; if [ -e $f ]; then echo $((n * 2)); else touch $f; echo 1; fi",
            dir.display()
        );
        let o = Options {
            reference: tool(&flaky),
            ..options("read n; echo $((n * 2))")
        };
        let outcome = run(&o);
        let _ = std::fs::remove_dir_all(&dir);
        let Outcome::Fault(report) = outcome else {
            panic!("the reference disagrees with itself")
        };
        let f = &report.fault;
        assert_eq!(f.role, Role::Reference);
        assert!(f.what.contains("disagrees with itself"), "{}", f.what);
    }
}
