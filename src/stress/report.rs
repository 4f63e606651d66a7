//! What `grundy stress` prints: a summary when every case passed, and for a
//! failure everything needed to act on it without running anything else:
//! the minimal input, expected against actual output as a line diff, which
//! judge vouched for the expected output, and commands that reproduce it.
//!
//! Outputs are shown line by line with invisible differences made visible
//! (`\r`, a trailing space, a missing final newline), since "looks the same"
//! is exactly the failure an exact comparison reports.

use super::run::{signal_name, Exit, Finished, Limits};
use super::verdict::{mebibytes, seconds, Comparison, Failure, CODES};
use super::{side, FailureReport, JudgeCounts, Summary, Totals};
use crate::problems::escape::escape;
use crate::problems::{is_beyond, Domain, InputSize};
use crate::shell;
use std::fmt::{self, Write};

/// Input lines shown before the rest is summarised.
const SHOWN_INPUT_LINES: usize = 30;
/// Diff lines shown before the rest is summarised.
const SHOWN_DIFF_LINES: usize = 30;
/// Inputs up to this size get a `printf ... |` reproduction line.
const PRINTF_MAX_BYTES: usize = 2000;
/// Outputs up to this many lines get a real (longest common subsequence)
/// diff; longer ones are shown from their first difference.
const LCS_MAX_LINES: usize = 1000;

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.totals;
        let last_seed = self.first_seed.wrapping_add(t.done.saturating_sub(1));
        writeln!(
            f,
            "stress {}: all {} cases passed (seeds {} to {last_seed}, size {}, {}, {})",
            self.id,
            t.done,
            self.first_seed,
            self.size,
            domain_words(self.domain, self.size),
            match &self.checker {
                Some(c) => format!("judged by the checker {}", shell::command(c)),
                None => self.comparison.to_string(),
            }
        )?;
        writeln!(
            f,
            "  command:  {}",
            shown_command(&self.command, &self.program)
        )?;
        write_totals(f, t, &self.limits)?;
        if self.size == InputSize::Small && self.domain != Domain::Reach {
            writeln!(
                f,
                "  sizes:    small, the oracle's reach; one input in four at the judge's largest values (few items)"
            )?;
        }
        write!(f, "  elapsed:  {}", seconds(self.elapsed))
    }
}

fn domain_words(domain: Domain, size: InputSize) -> &'static str {
    if is_beyond(size, domain) {
        "inside and beyond the judge's constraints"
    } else {
        "inside the judge's constraints"
    }
}

/// Verdict counts, peaks, limits and judges: the same in both reports.
fn write_totals(f: &mut fmt::Formatter<'_>, t: &Totals, limits: &Limits) -> fmt::Result {
    let counts: Vec<String> = CODES
        .iter()
        .zip(t.verdicts)
        .filter(|(c, n)| *n > 0 || **c == "AC")
        .map(|(c, n)| format!("{c} {n}"))
        .collect();
    writeln!(f, "  verdicts: {}", counts.join(", "))?;
    writeln!(
        f,
        "  time:     peak {} CPU (seed {}), {} wall (seed {}); limit {} CPU, {} wall",
        seconds(t.peak_cpu.value),
        t.peak_cpu.seed,
        seconds(t.peak_wall.value),
        t.peak_wall.seed,
        seconds(limits.cpu),
        seconds(limits.wall)
    )?;
    let limit = limits.memory.map_or("none".to_string(), mebibytes);
    writeln!(
        f,
        "  memory:   peak {} resident (seed {}); limit {limit}",
        mebibytes(t.peak_memory.value),
        t.peak_memory.seed
    )?;
    writeln!(
        f,
        "  inputs:   {} to {} bytes, {} of {} inside the judge's constraints",
        t.min_bytes, t.max_bytes, t.inside, t.done
    )?;
    writeln!(f, "  judges:   {}", judges(&t.judges))?;
    if t.left_behind > 0 {
        writeln!(
            f,
            "  cleanup:  {} process{} left running by the program, ended with {}",
            t.left_behind,
            if t.left_behind == 1 { "" } else { "es" },
            if t.left_behind == 1 {
                "its case"
            } else {
                "their cases"
            }
        )?;
    }
    if !t.contained {
        writeln!(
            f,
            "  warning:  no subreaper on this system: only the program's process group was ended, \
             and a descendant that left it (setsid) may still be running"
        )?;
    }
    Ok(())
}

fn judges(j: &JudgeCounts) -> String {
    let mut out = format!("oracle {}, solver {}", j.oracle, j.solver());
    let reasons: Vec<String> = [
        (j.past_budget, "past the oracle's budget"),
        (j.past_time, "the oracle out of time"),
        (
            j.oracle_skipped,
            "the oracle skipped: it ran out of time on an input at most twice as heavy",
        ),
        (
            j.oracle_skipped_past_budget,
            "the oracle skipped: it refused an input no heavier as past its budget",
        ),
        (j.oracle_broken, "the oracle's process failed"),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, why)| format!("{why}: {n}"))
    .collect();
    if !reasons.is_empty() {
        write!(out, " ({})", reasons.join(", ")).expect("writing to a String");
    }
    out
}

impl Summary {
    /// What stderr says of a run interrupted before any failure.
    pub fn interrupted(&self) -> String {
        interrupted_after(self.id, self.totals.done, self.first_seed)
    }
}

impl FailureReport {
    /// What stderr says when shrinking was interrupted.
    pub fn interrupted(&self) -> String {
        interrupted_while_shrinking(self.id, self.case_number, self.original.seed)
    }
}

/// What stderr says of a run of `name` interrupted after `done` cases, all
/// passed, from `first_seed` on.
pub fn interrupted_after(name: &str, done: u64, first_seed: u64) -> String {
    let seeds = match done {
        0 => String::new(),
        n => format!(
            " (seeds {first_seed} to {})",
            first_seed.wrapping_add(n - 1)
        ),
    };
    let plural = if done == 1 { "" } else { "s" };
    format!("stress {name}: interrupted after {done} case{plural}{seeds}: no failure found so far")
}

/// What stderr says when shrinking the failure of case `case_number` was
/// interrupted.
pub fn interrupted_while_shrinking(name: &str, case_number: u64, seed: u64) -> String {
    format!(
        "stress {name}: interrupted while shrinking the failure of case {case_number} \
         (seed {seed}): the report shows the smallest failing input found so far"
    )
}

impl fmt::Display for FailureReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minimal = &self.minimal;
        writeln!(
            f,
            "stress {}: FAILED at case {} of {} (seed {}, size {}): {}",
            self.id, self.case_number, self.cases, self.original.seed, self.size, self.failure
        )?;
        writeln!(
            f,
            "  command:  {}",
            shown_command(&self.command, &self.program)
        )?;
        write_totals(f, &self.totals, &self.limits)?;
        writeln!(f)?;
        let s = &self.shrunk;
        let how = if minimal.input == self.original.input {
            if s.kept_whitespace {
                "not shrunk: the failure depends on the input's exact bytes".to_string()
            } else {
                "not shrunk: no smaller input fails the same way".to_string()
            }
        } else {
            format!(
                "shrunk from {} bytes in {} step{}{}",
                self.original.input.len(),
                s.steps,
                if s.steps == 1 { "" } else { "s" },
                if s.choice_steps > 0 {
                    format!(
                        " ({} on the generator's choices, {} program runs)",
                        s.choice_steps, s.choice_runs
                    )
                } else {
                    String::new()
                }
            )
        };
        let fixed = match s.cut {
            _ if s.fixed_point => String::new(),
            None => "; the shrink budget ran out, it may shrink further".to_string(),
            Some(cut) => format!("; {cut}: the smallest failing input found so far"),
        };
        writeln!(
            f,
            "minimal input ({} bytes; {how}; {} program runs, {}{fixed}):",
            minimal.input.len(),
            s.runs,
            seconds(self.shrink_time)
        )?;
        let t = &self.shrink_spent;
        writeln!(
            f,
            "  (time: program runs {}, expected outputs {}, validator {}, the oracle on the minimal input {})",
            seconds(t.running),
            seconds(t.judging),
            seconds(t.validating),
            seconds(t.confirming)
        )?;
        write_input(f, &minimal.input)?;
        writeln!(f, "this input is {}", side(&minimal.inside))?;
        if self.original.inside.is_ok() != minimal.inside.is_ok() {
            writeln!(
                f,
                "  (the original input was {})",
                side(&self.original.inside)
            )?;
        }
        writeln!(f)?;
        writeln!(f, "expected output judged by {}", minimal.expected.judge)?;
        if self.original.expected.judge != minimal.expected.judge {
            writeln!(
                f,
                "  (the original input was judged by {})",
                self.original.expected.judge
            )?;
        }
        if minimal.expected.solver_disagrees {
            writeln!(
                f,
                "  NOTE: grundy's solver gives a different answer here than the oracle: a bug of \
                 grundy's, please report it with this input"
            )?;
        }
        if matches!(self.failure, Failure::CpuTime(_) | Failure::WallTime(_)) {
            if let Some(count) = crate::problems::assumed_count(self.id) {
                writeln!(
                    f,
                    "  NOTE: the number of cases in grundy's inputs is an assumption here ({count}): \
                     a time limit exceeded on many cases may not happen on the judge's data \
                     (--judge-cases N sends at most N)"
                )?;
            }
        }
        write_ending(f, &minimal.run, &self.limits)?;
        if let Some(said) = &minimal.checker_message {
            writeln!(f, "the checker said: {said}")?;
        }
        writeln!(
            f,
            "output diff ({}; - expected, + actual):",
            match &self.checker {
                Some(c) => format!("judged by the checker {}", shell::command(c)),
                None => self.comparison.to_string(),
            }
        )?;
        let diff = line_diff(&minimal.expected.output, &minimal.run.stdout);
        write_limited(f, &diff, SHOWN_DIFF_LINES)?;
        if self.comparison == Comparison::Tokens {
            writeln!(f, "  (lines shown for reading; the tokens are what differ)")?;
        }
        if !minimal.run.stderr.is_empty() {
            writeln!(f, "stderr of the program:")?;
            let text = String::from_utf8_lossy(&minimal.run.stderr);
            let lines: Vec<String> = text.lines().map(|l| format!("  {l}")).collect();
            write_limited(f, &lines, 10)?;
        }
        writeln!(f)?;
        writeln!(f, "reproduce:")?;
        if minimal.input.len() <= PRINTF_MAX_BYTES {
            writeln!(
                f,
                "  printf {} | {}",
                printf_format(&minimal.input),
                shell::command(&self.program)
            )?;
        } else if let Some(Ok(path)) = &self.saved {
            writeln!(
                f,
                "  {} < {}",
                shell::command(&self.program),
                shell::quote(&path.display().to_string())
            )?;
        } else {
            writeln!(
                f,
                "  (the input is {} bytes: add --save DIR to get it in a file)",
                minimal.input.len()
            )?;
        }
        writeln!(
            f,
            "  grundy stress {} {} -- {}",
            self.id,
            self.repro_flags,
            shell::command(&self.command)
        )?;
        match &self.saved {
            Some(Ok(path)) => write!(
                f,
                "saved: {} (and the validator's verdict in {})",
                path.display(),
                path.with_extension("validate").display()
            ),
            Some(Err(e)) => write!(f, "not saved: {e}"),
            None => write!(f, "(not saved; --save DIR writes the input to a file)"),
        }
    }
}

/// How the program ended and what it used, and what it left running.
pub(super) fn write_ending(
    f: &mut fmt::Formatter<'_>,
    run: &Finished,
    limits: &Limits,
) -> fmt::Result {
    let printed = run.stdout.len();
    let used = format!(
        "{} CPU, {} wall, {} resident at most",
        seconds(run.cpu),
        seconds(run.elapsed),
        mebibytes(run.peak_memory)
    );
    match run.exit {
        Exit::Code(c) => writeln!(
            f,
            "the program exited with status {c} ({used}), {printed} bytes on stdout"
        )?,
        Exit::Signal(s) => writeln!(
            f,
            "the program was killed by {} ({used}), {printed} bytes on stdout",
            signal_name(s)
        )?,
        Exit::CpuLimit => writeln!(
            f,
            "the program was killed at the CPU time limit ({}; {used}), {printed} bytes on stdout",
            seconds(limits.cpu)
        )?,
        Exit::WallLimit => writeln!(
            f,
            "the program was killed at the wall-clock limit ({}: 2 x --timeout + 1 s; {used}), {printed} bytes on stdout; {}",
            seconds(limits.wall),
            super::verdict::wall_limit_cause(run, limits)
        )?,
        Exit::MemoryLimit => writeln!(
            f,
            "the program was killed past the memory limit ({}; {used}), {printed} bytes on stdout",
            limits.memory.map_or("none".to_string(), mebibytes)
        )?,
        Exit::TooMuchOutput => writeln!(
            f,
            "the program was killed after printing {printed} bytes ({used})"
        )?,
    }
    if run.left_behind > 0 {
        writeln!(
            f,
            "it left {} process{} running when it exited (ended by grundy)",
            run.left_behind,
            if run.left_behind == 1 { "" } else { "es" }
        )?;
    }
    Ok(())
}

pub(super) fn write_input(f: &mut fmt::Formatter<'_>, input: &[u8]) -> fmt::Result {
    if input.is_empty() {
        return writeln!(f, "  (empty)");
    }
    let lines: Vec<String> = shown_lines(input)
        .into_iter()
        .map(|l| format!("  {l}"))
        .collect();
    write_limited(f, &lines, SHOWN_INPUT_LINES)
}

fn write_limited(f: &mut fmt::Formatter<'_>, lines: &[String], shown: usize) -> fmt::Result {
    for l in lines.iter().take(shown) {
        writeln!(f, "{l}")?;
    }
    if lines.len() > shown {
        writeln!(f, "  ... {} more lines", lines.len() - shown)?;
    }
    Ok(())
}

/// Lines as they should be read: escaped, with trailing spaces and a missing
/// final newline made visible.
pub(super) fn shown_lines(bytes: &[u8]) -> Vec<String> {
    if bytes.is_empty() {
        return Vec::new();
    }
    let mut parts: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    let complete = bytes.ends_with(b"\n");
    if complete {
        parts.pop();
    }
    let last = parts.len().saturating_sub(1);
    parts
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let body = line.trim_ascii_end();
            let mut shown = escape(body);
            for &b in &line[body.len()..] {
                shown.push_str(&escape(&[b]).replace(' ', "\\x20"));
            }
            if shown.is_empty() {
                shown.push_str("[empty line]");
            }
            if i == last && !complete {
                shown.push_str("  [no newline at end]");
            }
            shown
        })
        .collect()
}

/// The diff of two outputs, one line per entry: `  - ` expected only,
/// `  + ` actual only, `    ` both.
pub fn line_diff(expected: &[u8], actual: &[u8]) -> Vec<String> {
    let a = shown_lines(expected);
    let b = shown_lines(actual);
    if a.is_empty() && b.is_empty() {
        return vec!["    (both empty)".to_string()];
    }
    if expected == actual {
        // A run that failed for another reason (a crash, a time limit)
        // after writing the right output.
        let mut out: Vec<String> = a.iter().map(|l| format!("    {l}")).collect();
        out.push("  (the outputs are equal, byte for byte)".to_string());
        return out;
    }
    if a.len() > LCS_MAX_LINES || b.len() > LCS_MAX_LINES {
        return diff_from_first_difference(&a, &b);
    }
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] = if a[i] == b[j] {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            out.push(format!("    {}", a[i]));
            i += 1;
            j += 1;
        } else if j == m || (i < n && lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
            out.push(format!("  - {}", a[i]));
            i += 1;
        } else {
            out.push(format!("  + {}", b[j]));
            j += 1;
        }
    }
    if out.iter().all(|l| l.starts_with("    ")) {
        out.push("  (the lines are equal: only whitespace between tokens differs)".to_string());
    }
    out
}

/// For long outputs: the first differing line, a few around it.
fn diff_from_first_difference(a: &[String], b: &[String]) -> Vec<String> {
    let first = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let mut out = vec![format!("    ... {first} equal lines")];
    out.extend(a.iter().skip(first).take(10).map(|l| format!("  - {l}")));
    out.extend(b.iter().skip(first).take(10).map(|l| format!("  + {l}")));
    out
}

/// The command as given, and the program built from it when that differs.
fn shown_command(command: &[String], program: &[String]) -> String {
    if command == program {
        shell::command(command)
    } else {
        format!(
            "{} (built: {})",
            shell::command(command),
            shell::command(program)
        )
    }
}

/// A single-quoted POSIX `printf` format that prints exactly `bytes`
/// (octal escapes only: dash's printf has no `\x`).
pub fn printf_format(bytes: &[u8]) -> String {
    let mut out = String::from("'");
    for &b in bytes {
        match b {
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'\r' => out.push_str("\\r"),
            b'\\' => out.push_str("\\\\"),
            b'%' => out.push_str("%%"),
            b'\'' => out.push_str("\\047"),
            0x20..=0x7e => out.push(b as char),
            _ => write!(out, "\\{b:03o}").expect("writing to a String"),
        }
    }
    out.push('\'');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_marks_only_what_changed() {
        let d = line_diff(b"first\nsecond\nsecond\n", b"first\nfirst\nsecond\n");
        assert_eq!(d, ["    first", "  - second", "  + first", "    second"]);
    }

    #[test]
    fn invisible_differences_are_visible() {
        let d = line_diff(b"Bob\n", b"Bob \r\n");
        assert_eq!(d, ["  - Bob", "  + Bob\\x20\\r"]);
        let d = line_diff(b"Bob\n", b"Bob");
        assert_eq!(d, ["  - Bob", "  + Bob  [no newline at end]"]);
        assert_eq!(line_diff(b"", b""), ["    (both empty)"]);
        // An equal output (a crash after the right answer) is not said to
        // differ in whitespace.
        assert_eq!(
            line_diff(b"Bob\n", b"Bob\n"),
            ["    Bob", "  (the outputs are equal, byte for byte)"]
        );
    }

    #[test]
    fn long_outputs_start_at_the_first_difference() {
        let a: Vec<u8> = b"x\n".repeat(2000);
        let mut b = a.clone();
        b[2 * 1500] = b'y';
        let d = line_diff(&a, &b);
        assert_eq!(d[0], "    ... 1500 equal lines");
        assert!(d.contains(&"  + y".to_string()));
    }

    #[test]
    fn shell_words_round_trip() {
        assert_eq!(printf_format(b"1\n0 1\n"), "'1\\n0 1\\n'");
        assert_eq!(printf_format(b"%'\\\xff"), "'%%\\047\\\\\\377'");
    }

    #[test]
    fn printf_formats_print_the_bytes_back() {
        let bytes = b"5 %d\n'quoted' \\ \t\r\x01\xff\n";
        let out = std::process::Command::new("sh")
            .args(["-c", &format!("printf {}", printf_format(bytes))])
            .output()
            .unwrap();
        assert_eq!(out.stdout, bytes);
    }
}
