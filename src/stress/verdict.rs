//! What counts as a failure of the program under test, and of which kind.
//!
//! The kind matters twice: the report names it (a crash is not a wrong
//! answer), and the shrinker keeps a smaller input only when the program
//! still fails *the same way*, so that shrinking a segfault cannot wander off
//! to a different, unrelated wrong answer.

use super::run::{signal_name, Exit, Finished, Limits};
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
/// what it printed. Each belongs to one judge verdict ([`Failure::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// `TLE`: CPU time of the program and its descendants past the limit.
    CpuTime(Duration),
    /// `TLE`: still running at the wall-clock limit, short of its CPU time
    /// limit (it waited, or a busy machine starved it: see
    /// [`wall_limit_cause`]).
    WallTime(Duration),
    /// `MLE`: resident memory of the program and its descendants past the
    /// limit (bytes).
    Memory(u64),
    /// `OLE`: killed after printing more than the cap (bytes).
    TooMuchOutput(usize),
    /// `RE`: killed by a signal it did not get from us.
    Signal(i32),
    /// `RE`: exited with a status other than 0.
    ExitCode(i32),
    /// `WA`: exited 0 with nothing on stdout where an answer was expected.
    NoOutput,
    /// `WA`: printed bytes no answer contains (control characters, non-ASCII).
    Garbage,
    /// `WA`: printed text with as many lines (tokens, under `--tokens`) as
    /// the expected answer, but not the same.
    WrongAnswer,
    /// `WA`: printed text with more or fewer lines (tokens) than expected:
    /// kept apart from `WrongAnswer` so that shrinking an off-by-one answer
    /// does not slide to, say, a stray blank line on an empty input.
    WrongLength,
}

impl Failure {
    /// The judge's verdict: `TLE`, `MLE`, `OLE`, `RE` or `WA`.
    pub fn code(&self) -> &'static str {
        match self {
            Failure::CpuTime(_) | Failure::WallTime(_) => "TLE",
            Failure::Memory(_) => "MLE",
            Failure::TooMuchOutput(_) => "OLE",
            Failure::Signal(_) | Failure::ExitCode(_) => "RE",
            Failure::NoOutput | Failure::Garbage | Failure::WrongAnswer | Failure::WrongLength => {
                "WA"
            }
        }
    }
}

/// Every verdict code, in the order a summary lists them.
pub const CODES: [&str; 6] = ["AC", "WA", "TLE", "MLE", "RE", "OLE"];

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.code())?;
        match self {
            Failure::CpuTime(t) => write!(
                f,
                "(time limit exceeded: more than {} of CPU time)",
                seconds(*t)
            ),
            Failure::WallTime(t) => write!(
                f,
                "(time limit exceeded: still running after {} of wall-clock time, short of its CPU time limit)",
                seconds(*t)
            ),
            Failure::Memory(limit) => write!(
                f,
                "(memory limit exceeded: more than {} resident)",
                mebibytes(*limit)
            ),
            Failure::TooMuchOutput(cap) => {
                write!(f, "(output limit exceeded: killed past {cap} bytes)")
            }
            Failure::Signal(s) => write!(f, "(runtime error: killed by {})", signal_name(*s)),
            Failure::ExitCode(c) => write!(f, "(runtime error: exited with status {c})"),
            Failure::NoOutput => f.write_str("(wrong answer: no output)"),
            Failure::Garbage => f.write_str("(wrong answer: garbage, bytes that are not text)"),
            Failure::WrongAnswer => f.write_str("(wrong answer)"),
            Failure::WrongLength => f.write_str("(wrong answer: wrong number of lines)"),
        }
    }
}

/// Bytes as MiB, as judges state memory, to a tenth and rounded up: a peak
/// past a limit never prints as the limit itself (`256.0 MiB` would read as
/// within a 256 MiB limit when it was 256.04).
/// Whole MiB (a limit, usually) print without a fraction.
pub fn mebibytes(bytes: u64) -> String {
    if bytes % (1 << 20) == 0 {
        return format!("{} MiB", bytes >> 20);
    }
    let tenths = (u128::from(bytes) * 10).div_ceil(1 << 20);
    format!("{}.{} MiB", tenths / 10, tenths % 10)
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

/// Why a program stopped at the wall clock (short of its CPU time limit)
/// did: it waited (a sleep, a read that never returns: little CPU time), or
/// it computed but the machine gave it too little of a core (at least a
/// quarter of its CPU time limit used), which a judge's idle machine would
/// not have done.
pub fn wall_limit_cause(run: &Finished, limits: &Limits) -> &'static str {
    if run.cpu * 4 >= limits.cpu {
        "it was computing, but got too little CPU time from a busy machine to finish: run fewer --jobs, or on a quieter machine, to judge its speed"
    } else {
        "it was waiting rather than computing (a sleep, a read that never returns)"
    }
}

/// Printable ASCII and the whitespace answers are made of.
fn is_text(b: u8) -> bool {
    matches!(b, b' '..=b'~' | b'\n' | b'\r' | b'\t')
}

/// The failure in `run`, if any, given the expected output and the limits
/// it ran under.
pub fn judge(
    run: &Finished,
    expected: &[u8],
    comparison: Comparison,
    limits: &Limits,
) -> Option<Failure> {
    match run.exit {
        Exit::CpuLimit => return Some(Failure::CpuTime(limits.cpu)),
        Exit::WallLimit => return Some(Failure::WallTime(limits.wall)),
        Exit::MemoryLimit => return Some(Failure::Memory(limits.memory.unwrap_or(0))),
        Exit::TooMuchOutput => return Some(Failure::TooMuchOutput(limits.max_output)),
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
pub(super) mod tests {
    use super::*;

    /// A run that ended with `exit` after printing `stdout`, in no time.
    pub(in crate::stress) fn finished(exit: Exit, stdout: &[u8]) -> Finished {
        Finished {
            exit,
            stdout: stdout.to_vec(),
            stderr: Vec::new(),
            elapsed: Duration::ZERO,
            cpu: Duration::ZERO,
            peak_memory: 0,
            left_behind: 0,
            contained: true,
        }
    }

    const LIMITS: Limits = Limits {
        cpu: Duration::from_secs(1),
        wall: Duration::from_secs(3),
        memory: Some(256 << 20),
        max_output: 99,
    };

    fn kind(exit: Exit, stdout: &[u8], comparison: Comparison) -> Option<Failure> {
        judge(
            &finished(exit, stdout),
            b"first\nsecond\n",
            comparison,
            &LIMITS,
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
            kind(Exit::CpuLimit, right, Exact),
            Some(Failure::CpuTime(Duration::from_secs(1)))
        );
        assert_eq!(
            kind(Exit::WallLimit, right, Exact),
            Some(Failure::WallTime(Duration::from_secs(3)))
        );
        assert_eq!(
            kind(Exit::MemoryLimit, right, Exact),
            Some(Failure::Memory(256 << 20))
        );
        assert_eq!(
            kind(Exit::TooMuchOutput, b"", Exact),
            Some(Failure::TooMuchOutput(99))
        );
    }

    #[test]
    fn a_wall_clock_time_out_says_whether_the_program_waited_or_was_starved() {
        // The durations are given, not measured: nothing here reads a clock.
        let mut run = finished(Exit::WallLimit, b"");
        run.cpu = Duration::from_millis(10);
        assert!(wall_limit_cause(&run, &LIMITS).contains("waiting rather than computing"));
        // 1.6 s of a 2 s limit in 5 s of wall clock: computing, starved.
        let limits = Limits::judge(Duration::from_secs(2), None, 99);
        run.cpu = Duration::from_millis(1600);
        assert!(wall_limit_cause(&run, &limits).contains("busy machine"));
        // The verdict itself names no cause: the report adds the one above.
        assert_eq!(
            Failure::WallTime(Duration::from_secs(5)).to_string(),
            "TLE (time limit exceeded: still running after 5.0 s of wall-clock time, \
             short of its CPU time limit)"
        );
    }

    #[test]
    fn each_failure_has_its_judge_verdict_and_reason() {
        assert_eq!(
            Failure::Memory(256 << 20).to_string(),
            "MLE (memory limit exceeded: more than 256 MiB resident)"
        );
        assert_eq!(
            Failure::Signal(6).to_string(),
            "RE (runtime error: killed by SIGABRT (6))"
        );
        assert_eq!(Failure::ExitCode(3).code(), "RE");
        assert_eq!(Failure::CpuTime(Duration::from_secs(2)).code(), "TLE");
        assert_eq!(Failure::WallTime(Duration::from_secs(5)).code(), "TLE");
        assert_eq!(Failure::TooMuchOutput(9).code(), "OLE");
        assert_eq!(Failure::WrongLength.code(), "WA");
        assert_eq!(Failure::WrongAnswer.to_string(), "WA (wrong answer)");
        assert_eq!(mebibytes(1536 * 1024), "1.5 MiB");
        assert_eq!(mebibytes(256 << 20), "256 MiB");
        assert_eq!(mebibytes((256 << 20) + 1), "256.1 MiB");
        assert_eq!(mebibytes(0), "0 MiB");
        assert_eq!(mebibytes((3 << 20) - 1), "3.0 MiB");
    }

    #[test]
    fn an_empty_answer_is_right_when_nothing_is_expected() {
        let f = finished(Exit::Code(0), b"");
        assert_eq!(judge(&f, b"", Comparison::Exact, &LIMITS), None);
    }

    #[test]
    fn durations_read_well() {
        assert_eq!(seconds(Duration::from_millis(250)), "0.25 s");
        assert_eq!(seconds(Duration::from_secs(1)), "1.0 s");
        assert_eq!(seconds(Duration::from_secs(10)), "10 s");
    }
}
