//! `grundy stress --json`: one JSON object per case, then one for the run,
//! one per line, for CI to read without scraping the report. Each case's
//! line is written when it is known (in seed order), so a pipeline sees a
//! long run as it goes. The objects are structs serialized by serde_json,
//! whose fields are written in the order they are declared.

use super::shrink::Cut;
use super::verdict::CODES;
use super::{side, Case, Outcome, Peak, Totals};
use serde::Serialize;
use std::time::Duration;

/// Milliseconds to a tenth (no float is an answer here: only a measure).
fn millis(d: Duration) -> f64 {
    (d.as_secs_f64() * 10_000.0).round() / 10.0
}

fn line(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain structs of numbers and strings serialize")
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
    inside: bool,
    constraints: String,
    judge: String,
    left_behind: usize,
    /// What the checker said, with `--checker` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    checker: Option<&'a str>,
}

/// One case: `{"seed":..,"verdict":"AC",..}`.
pub fn case(case: &Case) -> String {
    line(&CaseLine {
        seed: case.seed,
        verdict: case.code(),
        reason: case.failure.map_or(String::new(), |f| f.to_string()),
        cpu_ms: millis(case.run.cpu),
        wall_ms: millis(case.run.elapsed),
        memory_kib: case.run.peak_memory / 1024,
        input_bytes: case.input_bytes,
        inside: case.inside.is_ok(),
        constraints: side(&case.inside),
        judge: case.expected.judge.to_string(),
        left_behind: case.run.left_behind,
        checker: case.checker_message.as_deref(),
    })
}

#[derive(Serialize)]
struct PeakTime {
    ms: f64,
    seed: u64,
}

impl From<&Peak<Duration>> for PeakTime {
    fn from(p: &Peak<Duration>) -> PeakTime {
        PeakTime {
            ms: millis(p.value),
            seed: p.seed,
        }
    }
}

#[derive(Serialize)]
struct PeakMemory {
    kib: u64,
    seed: u64,
}

#[derive(Serialize)]
struct TotalsFields {
    cases: u64,
    /// In the order of [`CODES`].
    verdicts: Verdicts,
    peak_cpu: PeakTime,
    peak_wall: PeakTime,
    peak_memory: PeakMemory,
    inside: u64,
    oracle_judged: u64,
    left_behind: usize,
    contained: bool,
}

/// The verdict counts as an object whose keys keep the order of [`CODES`].
pub(super) struct Verdicts(pub(super) [u64; 6]);

impl Serialize for Verdicts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(CODES.len()))?;
        for (code, n) in CODES.iter().zip(self.0) {
            map.serialize_entry(code, &n)?;
        }
        map.end()
    }
}

impl From<&Totals> for TotalsFields {
    fn from(t: &Totals) -> TotalsFields {
        TotalsFields {
            cases: t.done,
            verdicts: Verdicts(t.verdicts),
            peak_cpu: (&t.peak_cpu).into(),
            peak_wall: (&t.peak_wall).into(),
            peak_memory: PeakMemory {
                kib: t.peak_memory.value / 1024,
                seed: t.peak_memory.seed,
            },
            inside: t.inside,
            oracle_judged: t.judges.oracle,
            left_behind: t.left_behind,
            contained: t.contained,
        }
    }
}

#[derive(Serialize)]
struct TimeLimit {
    cpu_s: f64,
    wall_s: f64,
    counts: &'static str,
}

#[derive(Serialize)]
struct FirstFailure {
    seed: u64,
    verdict: &'static str,
    reason: String,
    minimal_input: String,
    constraints: String,
    repro: String,
    /// Why shrinking stopped short, when it did: the minimal input is the
    /// smallest failing one found so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    shrink_stopped: Option<String>,
}

/// The fields every run's last `--json` line starts with, for a built-in
/// problem, a problem of the user's own and an interactive one alike:
/// `{"summary":true,"problem":..,"passed":..}`, and `"interrupted":true`
/// when Ctrl-C or SIGTERM stopped the run (or its shrinking).
#[derive(Serialize)]
pub struct SummaryHead<'a> {
    summary: bool,
    problem: &'a str,
    passed: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    interrupted: bool,
}

impl<'a> SummaryHead<'a> {
    pub fn new(problem: &'a str, passed: bool, interrupted: bool) -> SummaryHead<'a> {
        SummaryHead {
            summary: true,
            problem,
            passed,
            interrupted,
        }
    }
}

#[derive(Serialize)]
struct SummaryLine<'a> {
    #[serde(flatten)]
    head: SummaryHead<'a>,
    #[serde(flatten)]
    totals: TotalsFields,
    time_limit: TimeLimit,
    memory_limit_mib: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_failure: Option<FirstFailure>,
}

/// The run: `{"summary":true,"passed":..,..}`.
pub fn summary(outcome: &Outcome) -> String {
    let (id, totals, limits) = match outcome {
        Outcome::Passed(s) | Outcome::Interrupted(s) => (s.id, &s.totals, s.limits),
        Outcome::Failed(f) => (f.id, &f.totals, f.limits),
    };
    let interrupted = match outcome {
        Outcome::Passed(_) => false,
        Outcome::Interrupted(_) => true,
        Outcome::Failed(f) => f.shrunk.cut == Some(Cut::Interrupted),
    };
    let first_failure = match outcome {
        Outcome::Passed(_) | Outcome::Interrupted(_) => None,
        Outcome::Failed(f) => Some(FirstFailure {
            seed: f.original.seed,
            verdict: f.failure.code(),
            reason: f.failure.to_string(),
            minimal_input: String::from_utf8_lossy(&f.minimal.input).into_owned(),
            constraints: side(&f.minimal.inside),
            repro: format!(
                "grundy stress {} {} -- {}",
                f.id,
                f.repro_flags,
                crate::shell::command(&f.command)
            ),
            shrink_stopped: f.shrunk.cut.map(|cut| cut.to_string()),
        }),
    };
    line(&SummaryLine {
        head: SummaryHead::new(id, matches!(outcome, Outcome::Passed(_)), interrupted),
        totals: totals.into(),
        time_limit: TimeLimit {
            cpu_s: limits.cpu.as_secs_f64(),
            wall_s: limits.wall.as_secs_f64(),
            counts: "cpu",
        },
        memory_limit_mib: limits.memory.map_or(0, |m| m >> 20),
        first_failure,
    })
}

#[cfg(test)]
mod tests {
    use super::super::referee::{Expected, Judge};
    use super::super::run::Exit;
    use super::super::verdict::{tests::finished, Failure};
    use super::*;

    /// The fields of a case's line, in order: those the hand-written
    /// writer before serde_json wrote, which readers of `--json` rely on.
    const CASE_FIELDS: [&str; 11] = [
        "seed",
        "verdict",
        "reason",
        "cpu_ms",
        "wall_ms",
        "memory_kib",
        "input_bytes",
        "inside",
        "constraints",
        "judge",
        "left_behind",
    ];

    fn a_case(checker_message: Option<String>) -> Case {
        Case {
            seed: 7,
            input: b"1\n\"q\"\n".to_vec(),
            input_bytes: 6,
            inside: Ok(()),
            expected: Expected {
                output: b"first\n".to_vec(),
                judge: Judge::Oracle,
                solver_disagrees: false,
            },
            run: finished(Exit::Code(0), b"second\n"),
            failure: Some(Failure::WrongAnswer),
            checker_message,
        }
    }

    /// Where each field's key starts in the line, in order of position.
    fn fields(line: &str) -> Vec<String> {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let mut found: Vec<(usize, String)> = value
            .as_object()
            .unwrap()
            .keys()
            .map(|k| (line.find(&format!("\"{k}\":")).unwrap(), k.clone()))
            .collect();
        found.sort();
        found.into_iter().map(|(_, k)| k).collect()
    }

    #[test]
    fn a_case_line_has_the_fields_it_always_had_in_their_order() {
        let line = case(&a_case(None));
        assert_eq!(fields(&line), CASE_FIELDS);
        assert!(
            line.starts_with("{\"seed\":7,\"verdict\":\"WA\",\"reason\":\"WA (wrong answer)\","),
            "{line}"
        );
        let with_checker = case(&a_case(Some("expected 3, found 4".into())));
        let mut expected = CASE_FIELDS.to_vec();
        expected.push("checker");
        assert_eq!(fields(&with_checker), expected);
        assert!(
            with_checker.ends_with(",\"checker\":\"expected 3, found 4\"}"),
            "{with_checker}"
        );
    }

    #[test]
    fn times_are_milliseconds_to_a_tenth() {
        assert_eq!(millis(Duration::from_micros(12_345)), 12.3);
        assert_eq!(millis(Duration::ZERO), 0.0);
    }
}
