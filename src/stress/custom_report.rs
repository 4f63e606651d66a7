//! What `grundy stress` prints for a problem of the user's own
//! ([`super::custom`]): the summary, the failure report (with the runs of
//! each command shrinking took), or `--json` lines serialized by
//! serde_json; and the status it exits with.

use super::custom::{run, FailureReport, FaultReport, Options, Outcome, Summary, Totals};
use super::interrupt;
use super::json::{SummaryHead, Verdicts};
use super::report::{
    interrupted_after, interrupted_while_shrinking, line_diff, printf_format, write_ending,
    write_input,
};
use super::run::Limits;
use super::shrink::Cut;
use super::verdict::{mebibytes, seconds, CODES};
use crate::shell;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

fn write_commands(f: &mut fmt::Formatter<'_>, options: &Options) -> fmt::Result {
    let shown = |command: &[String], program: &[String]| {
        if command == program {
            shell::command(command)
        } else {
            format!(
                "{} (built: {})",
                shell::command(command),
                shell::command(program)
            )
        }
    };
    writeln!(
        f,
        "  command:   {}",
        shown(&options.command, &options.program)
    )?;
    let tools = [
        ("reference", Some(&options.reference)),
        ("generator", Some(&options.generator)),
        ("validator", options.validator.as_ref()),
    ];
    for (name, tool) in tools {
        if let Some(t) = tool {
            writeln!(f, "  {name}: {}", shown(&t.command, &t.program))?;
        }
    }
    if let Some(c) = &options.checker {
        writeln!(f, "  checker:   {}", shown(&c.command, &c.program))?;
    }
    Ok(())
}

fn write_totals(f: &mut fmt::Formatter<'_>, t: &Totals, limits: &Limits) -> fmt::Result {
    let counts: Vec<String> = CODES
        .iter()
        .zip(t.verdicts)
        .filter(|(c, n)| *n > 0 || **c == "AC")
        .map(|(c, n)| format!("{c} {n}"))
        .collect();
    writeln!(f, "  verdicts:  {}", counts.join(", "))?;
    writeln!(
        f,
        "  time:      peak {} CPU (seed {}); limit {} CPU, {} wall",
        seconds(t.peak_cpu.value),
        t.peak_cpu.seed,
        seconds(limits.cpu),
        seconds(limits.wall)
    )?;
    writeln!(
        f,
        "  memory:    peak {} resident (seed {}); limit {}",
        mebibytes(t.peak_memory.value),
        t.peak_memory.seed,
        limits.memory.map_or("none".to_string(), mebibytes)
    )?;
    writeln!(f, "  inputs:    {} to {} bytes", t.min_bytes, t.max_bytes)?;
    if super::custom::one_input_for_every_seed(t) {
        writeln!(
            f,
            "  warning:   the generator wrote the same input for all {} seeds: does it read its seed (its last argument)?",
            t.done
        )?;
    }
    if t.left_behind > 0 {
        writeln!(
            f,
            "  cleanup:   {} processes left running by the program, ended with their cases",
            t.left_behind
        )?;
    }
    Ok(())
}

fn judged_by(options: &Options) -> String {
    match &options.checker {
        Some(c) => format!("judged by the checker {}", shell::command(&c.command)),
        None => options.comparison.to_string(),
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = &self.options;
        let t = &self.totals;
        let last_seed = o.seed.wrapping_add(t.done.saturating_sub(1));
        writeln!(
            f,
            "stress {}: all {} cases passed (seeds {} to {last_seed}, {})",
            o.name,
            t.done,
            o.seed,
            judged_by(o)
        )?;
        write_commands(f, o)?;
        write_totals(f, t, &o.limits(0))?;
        write!(f, "  elapsed:   {}", seconds(self.elapsed))
    }
}

impl fmt::Display for FailureReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = &self.options;
        let minimal = &self.minimal;
        writeln!(
            f,
            "stress {}: {} on case {} of {} (seed {})",
            o.name, self.failure, self.case_number, o.cases, self.original.seed
        )?;
        write_commands(f, o)?;
        write_totals(f, &self.totals, &o.limits(0))?;
        writeln!(f)?;
        let s = &self.shrunk;
        let r = &self.runs;
        writeln!(
            f,
            "minimal failing input ({} bytes, from {}; {} edits in {}, {}):",
            minimal.input.len(),
            self.original.input.len(),
            s.steps,
            seconds(self.shrink_time),
            match s.cut {
                _ if s.fixed_point => "no single edit makes it smaller".to_string(),
                None => "stopped by the shrinking budget".to_string(),
                Some(cut) => format!("{cut}: the smallest failing input found so far"),
            }
        )?;
        write_input(f, &minimal.input)?;
        if let Some(args) = &self.generator_args {
            writeln!(
                f,
                "first the generator's arguments, same seed: {} became {} ({} kept, {} program runs), then {} token edits",
                shell::command(&o.generator.command),
                shell::command(args),
                s.choice_steps,
                s.choice_runs,
                s.steps - s.choice_steps
            )?;
        }
        let mut spent = format!(
            "shrinking ran the program {} times, the reference {}",
            r.program, r.reference
        );
        if r.generator > 0 {
            spent.push_str(&format!(", the generator {}", r.generator));
        }
        if o.validator.is_some() {
            spent.push_str(&format!(
                ", the validator {} (only inputs it accepts are kept)",
                r.validator
            ));
        }
        if o.checker.is_some() {
            spent.push_str(&format!(", the checker {}", r.checker));
        }
        writeln!(f, "{spent}")?;
        if o.validator.is_none() && minimal.input.len() < self.original.input.len() {
            // Token edits keep counts and lists consistent only where a
            // validator refuses the rest: without one, the failure kept may
            // be the program's reading of a malformed input.
            writeln!(
                f,
                "no validator: the shrunk input may break the statement (a count that no longer matches its list); --validator CMD keeps only inputs it accepts"
            )?;
        }
        write_ending(f, &minimal.run, &o.limits(minimal.expected.len()))?;
        if let Some(said) = &minimal.checker_message {
            writeln!(f, "the checker said: {said}")?;
        }
        writeln!(f, "output diff ({}; - reference, + program):", judged_by(o))?;
        for line in line_diff(&minimal.expected, &minimal.run.stdout)
            .iter()
            .take(30)
        {
            writeln!(f, "{line}")?;
        }
        if !minimal.run.stderr.is_empty() {
            writeln!(f, "stderr of the program:")?;
            let text = String::from_utf8_lossy(&minimal.run.stderr);
            for l in text.lines().take(10) {
                writeln!(f, "  {l}")?;
            }
        }
        writeln!(f)?;
        writeln!(f, "reproduce:")?;
        if minimal.input.len() <= 2000 {
            writeln!(
                f,
                "  printf {} | {}",
                printf_format(&minimal.input),
                shell::command(&o.program)
            )?;
        }
        writeln!(f, "  {}", o.repro(self.original.seed))?;
        if let Some(args) = &self.generator_args {
            let seed = self.original.seed;
            writeln!(
                f,
                "  {}  (the generator's smaller input: {} {seed})",
                o.repro_with_generator(seed, args),
                shell::command(args)
            )?;
        }
        match &self.saved {
            Some(Ok(path)) => write!(f, "saved: {}", path.display()),
            Some(Err(e)) => write!(f, "not saved: {e}"),
            None => write!(f, "(not saved; --save DIR writes the input to a file)"),
        }
    }
}

impl fmt::Display for FaultReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = &self.options;
        writeln!(f, "stress {}: {}", o.name, self.fault)?;
        let t = &self.totals;
        if t.done == 0 {
            return write!(f, "no case was judged before it");
        }
        let counts: Vec<String> = CODES
            .iter()
            .zip(t.verdicts)
            .filter(|(_, n)| *n > 0)
            .map(|(c, n)| format!("{c} {n}"))
            .collect();
        write!(
            f,
            "cases judged before it: {} (seeds {} to {}; {})",
            t.done,
            o.seed,
            o.seed.wrapping_add(t.done - 1),
            counts.join(", ")
        )
    }
}

fn millis(d: Duration) -> f64 {
    (d.as_secs_f64() * 10_000.0).round() / 10.0
}

#[derive(Serialize)]
struct CaseLine<'a> {
    seed: u64,
    verdict: &'a str,
    reason: String,
    cpu_ms: f64,
    wall_ms: f64,
    memory_kib: u64,
    input_bytes: usize,
    left_behind: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    checker: Option<&'a str>,
}

#[derive(Serialize)]
struct SummaryLine<'a> {
    #[serde(flatten)]
    head: SummaryHead<'a>,
    /// A helper failed (`fault` says which and why): the run stopped
    /// without a verdict on the program past it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    run_failed: bool,
    cases: u64,
    verdicts: Verdicts,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_failure: Option<FirstFailure>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fault: Option<Fault<'a>>,
}

#[derive(Serialize)]
struct FirstFailure {
    seed: u64,
    verdict: &'static str,
    reason: String,
    minimal_input: String,
    shrink_runs: BTreeMap<&'static str, usize>,
    repro: String,
    /// Why shrinking stopped short, when it did: the minimal input is the
    /// smallest failing one found so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    shrink_stopped: Option<String>,
}

#[derive(Serialize)]
struct Fault<'a> {
    role: String,
    seed: u64,
    what: &'a str,
}

/// `--json`: one line per case run, then one for the run.
pub fn json_lines(name: &str, outcome: &Outcome) -> Vec<String> {
    let (cases, totals) = match outcome {
        Outcome::Passed(s) | Outcome::Interrupted(s) => (&s.cases[..], &s.totals),
        Outcome::Failed(f) => (&f.cases[..], &f.totals),
        Outcome::Fault(f) => (&f.cases[..], &f.totals),
    };
    let mut lines: Vec<String> = cases
        .iter()
        .map(|c| {
            line(&CaseLine {
                seed: c.seed,
                verdict: c.code(),
                reason: c.failure.map_or(String::new(), |f| f.to_string()),
                cpu_ms: millis(c.run.cpu),
                wall_ms: millis(c.run.elapsed),
                memory_kib: c.run.peak_memory / 1024,
                input_bytes: c.input_bytes,
                left_behind: c.run.left_behind,
                checker: c.checker_message.as_deref(),
            })
        })
        .collect();
    let verdicts = Verdicts(totals.verdicts);
    let interrupted = match outcome {
        Outcome::Interrupted(_) => true,
        Outcome::Failed(f) => f.shrunk.cut == Some(Cut::Interrupted),
        Outcome::Passed(_) | Outcome::Fault(_) => false,
    };
    let summary = SummaryLine {
        head: SummaryHead::new(name, matches!(outcome, Outcome::Passed(_)), interrupted),
        run_failed: matches!(outcome, Outcome::Fault(_)),
        cases: totals.done,
        verdicts,
        first_failure: match outcome {
            Outcome::Failed(f) => Some(FirstFailure {
                seed: f.original.seed,
                verdict: f.failure.code(),
                reason: f.failure.to_string(),
                minimal_input: String::from_utf8_lossy(&f.minimal.input).into_owned(),
                shrink_runs: [
                    ("generator", f.runs.generator),
                    ("program", f.runs.program),
                    ("reference", f.runs.reference),
                    ("validator", f.runs.validator),
                    ("checker", f.runs.checker),
                ]
                .into_iter()
                .collect(),
                repro: f.options.repro(f.original.seed),
                shrink_stopped: f.shrunk.cut.map(|cut| cut.to_string()),
            }),
            _ => None,
        },
        fault: match outcome {
            Outcome::Fault(report) => Some(Fault {
                role: report.fault.role.to_string(),
                seed: report.fault.seed,
                what: &report.fault.what,
            }),
            _ => None,
        },
    };
    lines.push(line(&summary));
    lines
}

fn line(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain structs of numbers and strings serialize")
}

/// Prints the outcome (the report, or `--json` lines) and returns the exit
/// status: 0 passed, 1 the program failed, 2 a helper failed, 130
/// interrupted (Ctrl-C) before any failure, said on stderr.
pub fn run_and_print(options: &Options, as_json: bool) -> u8 {
    interrupt::catch();
    let outcome = run(options);
    let text = if as_json {
        json_lines(&options.name, &outcome).join("\n")
    } else {
        match &outcome {
            Outcome::Passed(s) => s.to_string(),
            Outcome::Failed(r) => r.to_string(),
            Outcome::Fault(report) => report.to_string(),
            Outcome::Interrupted(_) => String::new(),
        }
    };
    match &outcome {
        Outcome::Interrupted(s) => eprintln!(
            "{}",
            interrupted_after(&options.name, s.totals.done, options.seed)
        ),
        Outcome::Failed(r) if r.shrunk.cut == Some(Cut::Interrupted) => eprintln!(
            "{}",
            interrupted_while_shrinking(&options.name, r.case_number, r.original.seed)
        ),
        _ => {}
    }
    let written = match text.is_empty() {
        true => Ok(()),
        false => crate::output::to_stdout(|out| writeln!(out, "{text}")),
    };
    if let Err(e) = written {
        if !crate::output::reader_left(&e) {
            eprintln!("error: cannot write the output: {e}");
            return 2;
        }
    }
    match outcome {
        Outcome::Passed(_) => 0,
        Outcome::Failed(_) => 1,
        Outcome::Fault(_) => 2,
        Outcome::Interrupted(_) => interrupt::exit_status(),
    }
}
