//! One run's verdict, from what the judge recorded and how the program
//! ended.

use super::record::Record;
use crate::stress::run::{signal_name, Conversation, Exit, Idle};
use crate::stress::verdict::{mebibytes, seconds};
use std::time::Duration;

/// The verdict of one interactive run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The reason, in words; its kind for shrinking.
    WrongAnswer {
        kind: String,
        reason: String,
    },
    TimeLimit,
    /// It neither wrote nor computed while the judge waited for it: most
    /// often an answer left in an unflushed buffer while it waits for
    /// input, but a sleep looks the same from outside.
    Idle,
    /// It kept waiting for input after the game's end marker.
    ReadAfterEnd,
    /// It wrote after the game's end marker.
    WroteAfterEnd {
        wrote: String,
    },
    MemoryLimit,
    RuntimeError {
        how: String,
    },
    OutputLimit,
    /// It ran past the wall clock while computing slowly (not idle).
    WallLimit,
}

impl Verdict {
    /// A short name: `AC`, `WA`, `TLE`, ...
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer { .. } | Verdict::WroteAfterEnd { .. } => "WA",
            Verdict::TimeLimit | Verdict::WallLimit => "TLE",
            Verdict::Idle | Verdict::ReadAfterEnd => "ILE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::OutputLimit => "OLE",
        }
    }

    /// What "fails the same way" compares when shrinking.
    pub fn kind(&self) -> String {
        match self {
            Verdict::WrongAnswer { kind, .. } => format!("WA {kind}"),
            other => other.code().to_string() + " " + &other.describe(None),
        }
    }

    /// The verdict in words.
    pub fn describe(&self, limits: Option<(Duration, Option<u64>)>) -> String {
        match self {
            Verdict::Accepted => "accepted".into(),
            Verdict::WrongAnswer { reason, .. } => reason.clone(),
            Verdict::TimeLimit => match limits {
                Some((cpu, _)) => format!("time limit: more than {} of CPU", seconds(cpu)),
                None => "time limit".into(),
            },
            Verdict::WallLimit => "time limit: past the wall clock".into(),
            Verdict::Idle => "idleness limit: while the judge waited for its answer, the program neither wrote nor computed (waiting for input with its answer unflushed, reading to the end of the input as `sys.stdin.read()` or `while (cin >> x)` do, or sleeping)".into(),
            Verdict::ReadAfterEnd => "idleness limit after the end: the game was over (end marker written) but the program kept waiting for input".into(),
            Verdict::WroteAfterEnd { wrote } => format!("wrote after the end marker: `{wrote}`"),
            Verdict::MemoryLimit => match limits {
                Some((_, Some(m))) => format!("memory limit: more than {}", mebibytes(m)),
                _ => "memory limit".into(),
            },
            Verdict::RuntimeError { how } => format!("runtime error: {how}"),
            Verdict::OutputLimit => "output limit: too much output".into(),
        }
    }
}

/// The verdict of a run: the program's own ending first where it broke a
/// limit, then what the judge saw.
pub fn judge(record: &Record, run: &Conversation) -> Verdict {
    let finished = &run.finished;
    let after: String = String::from_utf8_lossy(&run.after_end).trim().to_string();
    match finished.exit {
        Exit::CpuLimit => return Verdict::TimeLimit,
        Exit::MemoryLimit => return Verdict::MemoryLimit,
        Exit::TooMuchOutput => return Verdict::OutputLimit,
        Exit::WallLimit => {
            return match run.idle {
                _ if !after.is_empty() => Verdict::WroteAfterEnd { wrote: after },
                Some(Idle::AfterEnd) => {
                    if record.reason().is_some() {
                        wrong(record)
                    } else {
                        Verdict::ReadAfterEnd
                    }
                }
                Some(Idle::Answering) => Verdict::Idle,
                None => Verdict::WallLimit,
            }
        }
        _ => {}
    }
    if record.reason().is_some() {
        return wrong(record);
    }
    if !after.is_empty() {
        return Verdict::WroteAfterEnd { wrote: after };
    }
    match finished.exit {
        Exit::Code(0) if record.all_won => Verdict::Accepted,
        Exit::Code(0) => Verdict::WrongAnswer {
            kind: "ended before the game was over".into(),
            reason: format!(
                "the program ended while the judge waited for its answer (game {} of {})",
                record.game + 1,
                record.games
            ),
        },
        Exit::Code(code) => Verdict::RuntimeError {
            how: format!("exit status {code}"),
        },
        Exit::Signal(s) => Verdict::RuntimeError {
            how: format!("killed by {}", signal_name(s)),
        },
        _ => unreachable!("limits handled above"),
    }
}

fn wrong(record: &Record) -> Verdict {
    Verdict::WrongAnswer {
        kind: record.reason().map_or("", |f| f.kind()).into(),
        reason: record.explain().unwrap_or_default(),
    }
}
