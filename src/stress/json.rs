//! `grundy stress --json`: one JSON object per case, then one for the run,
//! one per line, for CI to read without scraping the report. Each case's
//! line is written when it is known (in seed order), so a pipeline sees a
//! long run as it goes. Written by hand (a dozen fields of numbers and
//! strings do not need a serializer).

use super::verdict::CODES;
use super::{side, Case, Outcome, Peak, Totals};
use std::fmt::Write;
use std::time::Duration;

/// A JSON string literal.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                write!(out, "\\u{:04x}", c as u32).expect("writing to a String")
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn millis(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

/// One case: `{"seed":..,"verdict":"AC",..}`.
pub fn case(case: &Case) -> String {
    let reason = case.failure.map_or(String::new(), |f| f.to_string());
    format!(
        "{{\"seed\":{},\"verdict\":{},\"reason\":{},\"cpu_ms\":{},\"wall_ms\":{},\"memory_kib\":{},\"input_bytes\":{},\"inside\":{},\"constraints\":{},\"judge\":{},\"left_behind\":{}}}",
        case.seed,
        string(case.code()),
        string(&reason),
        millis(case.run.cpu),
        millis(case.run.elapsed),
        case.run.peak_memory / 1024,
        case.input_bytes,
        case.inside.is_ok(),
        string(&side(&case.inside)),
        string(&case.expected.judge.to_string()),
        case.run.left_behind,
    )
}

fn peak_time(p: &Peak<Duration>) -> String {
    format!("{{\"ms\":{},\"seed\":{}}}", millis(p.value), p.seed)
}

fn totals(t: &Totals) -> String {
    let counts: Vec<String> = CODES
        .iter()
        .zip(t.verdicts)
        .map(|(c, n)| format!("{}:{n}", string(c)))
        .collect();
    format!(
        "\"cases\":{},\"verdicts\":{{{}}},\"peak_cpu\":{},\"peak_wall\":{},\"peak_memory\":{{\"kib\":{},\"seed\":{}}},\"inside\":{},\"oracle_judged\":{},\"left_behind\":{},\"contained\":{}",
        t.done,
        counts.join(","),
        peak_time(&t.peak_cpu),
        peak_time(&t.peak_wall),
        t.peak_memory.value / 1024,
        t.peak_memory.seed,
        t.inside,
        t.judges.oracle,
        t.left_behind,
        t.contained,
    )
}

/// The run: `{"summary":true,"passed":..,..}`.
pub fn summary(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Passed(s) => format!(
            "{{\"summary\":true,\"problem\":{},\"passed\":true,{},\"time_limit\":{{\"cpu_s\":{},\"wall_s\":{},\"counts\":\"cpu\"}},\"memory_limit_mib\":{}}}",
            string(s.id),
            totals(&s.totals),
            s.limits.cpu.as_secs_f64(),
            s.limits.wall.as_secs_f64(),
            s.limits.memory.map_or(0, |m| m >> 20),
        ),
        Outcome::Failed(f) => format!(
            "{{\"summary\":true,\"problem\":{},\"passed\":false,{},\"time_limit\":{{\"cpu_s\":{},\"wall_s\":{},\"counts\":\"cpu\"}},\"memory_limit_mib\":{},\"first_failure\":{{\"seed\":{},\"verdict\":{},\"reason\":{},\"minimal_input\":{},\"constraints\":{},\"repro\":{}}}}}",
            string(f.id),
            totals(&f.totals),
            f.limits.cpu.as_secs_f64(),
            f.limits.wall.as_secs_f64(),
            f.limits.memory.map_or(0, |m| m >> 20),
            f.original.seed,
            string(f.failure.code()),
            string(&f.failure.to_string()),
            string(&String::from_utf8_lossy(&f.minimal.input)),
            string(&side(&f.minimal.inside)),
            string(&format!(
                "grundy stress {} {} -- {}",
                f.id,
                f.repro_flags,
                super::report::shell_command(&f.command)
            )),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        assert_eq!(string("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    }
}
