//! What counts as a failure of the program under test, and of which kind.
//!
//! The kind matters twice: the report names it (a crash is not a wrong
//! answer), and the shrinker keeps a smaller input only when the program
//! still fails *the same way*, so that shrinking a segfault cannot wander off
//! to a different, unrelated wrong answer.

use super::run::{signal_name, Exit, Finished};
use std::fmt;
use std::time::Duration;

/// How outputs are compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Byte for byte: the problems fix their output format exactly.
    Exact,
    /// Whitespace-separated tokens, for programs with a looser format.
    Tokens,
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Comparison::Exact => "exact comparison",
            Comparison::Tokens => "token comparison",
        })
    }
}

impl Comparison {
    /// Lines, or tokens under token comparison.
    fn length(self, output: &[u8]) -> usize {
        match self {
            Comparison::Exact => output.split(|&b| b == b'\n').count(),
            Comparison::Tokens => output
                .split(u8::is_ascii_whitespace)
                .filter(|t| !t.is_empty())
                .count(),
        }
    }

    pub fn same(self, expected: &[u8], actual: &[u8]) -> bool {
        match self {
            Comparison::Exact => expected == actual,
            Comparison::Tokens => expected
                .split(u8::is_ascii_whitespace)
                .filter(|t| !t.is_empty())
                .eq(actual
                    .split(u8::is_ascii_whitespace)
                    .filter(|t| !t.is_empty())),
        }
    }
}

/// One way to fail, checked in this order: how the program ended first, then
/// what it printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Killed after the timeout.
    TimedOut(Duration),
    /// Killed after printing more than the cap (bytes).
    TooMuchOutput(usize),
    /// Killed by a signal it did not get from us.
    Signal(i32),
    /// Exited with a status other than 0.
    ExitCode(i32),
    /// Exited 0 with nothing on stdout where an answer was expected.
    NoOutput,
    /// Printed bytes no answer contains (control characters, non-ASCII).
    Garbage,
    /// Printed text with as many lines (tokens, under `--tokens`) as the
    /// expected answer, but not the same.
    WrongAnswer,
    /// Printed text with more or fewer lines (tokens) than expected: kept
    /// apart from `WrongAnswer` so that shrinking an off-by-one answer does
    /// not slide to, say, a stray blank line on an empty input.
    WrongLength,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::TimedOut(t) => write!(f, "timed out (killed after {})", seconds(*t)),
            Failure::TooMuchOutput(cap) => {
                write!(f, "too much output (killed past {} bytes)", cap)
            }
            Failure::Signal(s) => write!(f, "crashed: killed by {}", signal_name(*s)),
            Failure::ExitCode(c) => write!(f, "exited with status {c}"),
            Failure::NoOutput => f.write_str("no output"),
            Failure::Garbage => f.write_str("garbage output (bytes that are not text)"),
            Failure::WrongAnswer => f.write_str("wrong answer"),
            Failure::WrongLength => f.write_str("wrong answer (wrong number of lines)"),
        }
    }
}

/// A duration as people write it in a report: `1 s`, `0.25 s`.
pub fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 10.0 {
        format!("{s:.0} s")
    } else if s >= 1.0 {
        format!("{s:.1} s")
    } else {
        format!("{s:.2} s")
    }
}

/// Printable ASCII and the whitespace answers are made of.
fn is_text(b: u8) -> bool {
    matches!(b, b' '..=b'~' | b'\n' | b'\r' | b'\t')
}

/// The failure in `run`, if any, given the expected output.
pub fn judge(
    run: &Finished,
    expected: &[u8],
    comparison: Comparison,
    timeout: Duration,
    cap: usize,
) -> Option<Failure> {
    match run.exit {
        Exit::TimedOut => return Some(Failure::TimedOut(timeout)),
        Exit::TooMuchOutput => return Some(Failure::TooMuchOutput(cap)),
        Exit::Signal(s) => return Some(Failure::Signal(s)),
        Exit::Code(0) => {}
        Exit::Code(c) => return Some(Failure::ExitCode(c)),
    }
    if comparison.same(expected, &run.stdout) {
        None
    } else if run.stdout.is_empty() {
        Some(Failure::NoOutput)
    } else if !run.stdout.iter().all(|&b| is_text(b)) {
        Some(Failure::Garbage)
    } else if comparison.length(expected) != comparison.length(&run.stdout) {
        Some(Failure::WrongLength)
    } else {
        Some(Failure::WrongAnswer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished(exit: Exit, stdout: &[u8]) -> Finished {
        Finished {
            exit,
            stdout: stdout.to_vec(),
            stderr: Vec::new(),
            elapsed: Duration::ZERO,
        }
    }

    fn kind(exit: Exit, stdout: &[u8], comparison: Comparison) -> Option<Failure> {
        judge(
            &finished(exit, stdout),
            b"first\nsecond\n",
            comparison,
            Duration::from_secs(1),
            99,
        )
    }

    #[test]
    fn each_kind() {
        use Comparison::*;
        let right = b"first\nsecond\n";
        assert_eq!(kind(Exit::Code(0), right, Exact), None);
        assert_eq!(
            kind(Exit::Code(0), b"first\r\nsecond \n", Exact),
            Some(Failure::WrongAnswer)
        );
        assert_eq!(kind(Exit::Code(0), b" first second", Tokens), None);
        assert_eq!(
            kind(Exit::Code(0), b"first", Tokens),
            Some(Failure::WrongLength)
        );
        assert_eq!(
            kind(Exit::Code(0), b"second first", Tokens),
            Some(Failure::WrongAnswer)
        );
        assert_eq!(
            kind(Exit::Code(0), b"first\nsecond\n\n", Exact),
            Some(Failure::WrongLength)
        );
        assert_eq!(kind(Exit::Code(0), b"", Exact), Some(Failure::NoOutput));
        assert_eq!(
            kind(Exit::Code(0), b"\xff\x00", Exact),
            Some(Failure::Garbage)
        );
        assert_eq!(
            kind(Exit::Code(2), right, Exact),
            Some(Failure::ExitCode(2))
        );
        assert_eq!(
            kind(Exit::Signal(11), b"", Exact),
            Some(Failure::Signal(11))
        );
        assert_eq!(
            kind(Exit::TimedOut, right, Exact),
            Some(Failure::TimedOut(Duration::from_secs(1)))
        );
        assert_eq!(
            kind(Exit::TooMuchOutput, b"", Exact),
            Some(Failure::TooMuchOutput(99))
        );
    }

    #[test]
    fn an_empty_answer_is_right_when_nothing_is_expected() {
        let f = finished(Exit::Code(0), b"");
        assert_eq!(judge(&f, b"", Comparison::Exact, Duration::ZERO, 1), None);
    }

    #[test]
    fn durations_read_well() {
        assert_eq!(seconds(Duration::from_millis(250)), "0.25 s");
        assert_eq!(seconds(Duration::from_secs(1)), "1.0 s");
        assert_eq!(seconds(Duration::from_secs(10)), "10 s");
    }
}
