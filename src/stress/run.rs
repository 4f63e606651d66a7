//! Running somebody else's program on one input, so that whatever it does
//! (answer, crash, exit non-zero, hang, flood its stdout, never read its
//! stdin) comes back as a value to report, never as a crash or a hang of
//! `grundy` itself.
//!
//! Why it is built this way:
//! - stdin is fed by its own thread: a program that does not read its input
//!   (or reads it only after writing a lot) would otherwise block us on a full
//!   pipe while it blocks on us;
//! - stdout and stderr are drained by their own threads for the same reason,
//!   and stdout comes back in chunks so the waiting thread can stop at the
//!   output cap instead of buffering whatever a runaway program prints;
//! - the program runs in a process group of its own, and a hung or flooding
//!   program is killed with its whole group (`kill -9 -PGID`): a shell
//!   script's `sleep` would otherwise outlive it and keep the pipes open;
//! - no thread is ever joined without a deadline, so even a grandchild that
//!   escaped the group cannot make us wait past the timeout.

use std::io::{ErrorKind, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a program may run and how much it may print.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub timeout: Duration,
    /// Bytes of stdout past which the program is killed.
    pub max_output: usize,
}

/// How the program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited by itself with this status.
    Code(i32),
    /// A signal killed it (not one of ours).
    Signal(i32),
    /// It ran past the timeout and was killed.
    TimedOut,
    /// It printed more than the cap and was killed.
    TooMuchOutput,
}

/// What one run produced.
#[derive(Clone, Debug)]
pub struct Finished {
    pub exit: Exit,
    /// Everything printed on stdout (up to the cap).
    pub stdout: Vec<u8>,
    /// The first [`STDERR_KEPT`] bytes of stderr.
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
}

/// Bytes of stderr kept for the report; the rest is read and dropped.
pub const STDERR_KEPT: usize = 8 * 1024;

/// Runs `command` (program then arguments) with `input` on stdin. An error
/// only when the program cannot be started at all.
pub fn run(command: &[String], input: &[u8], limits: Limits) -> Result<Finished, String> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| "no command to run".to_string())?;
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot run `{program}`: {e}"))?;

    if let Some(mut stdin) = child.stdin.take() {
        let input: Arc<[u8]> = Arc::from(input);
        // A program that exits without reading makes this a broken pipe:
        // not our failure, and not worth reporting.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let (chunks_in, chunks) = mpsc::channel::<Vec<u8>>();
    if let Some(mut stdout) = child.stdout.take() {
        std::thread::spawn(move || {
            let mut buffer = vec![0u8; 64 * 1024];
            loop {
                match stdout.read(&mut buffer) {
                    Ok(0) => break,
                    Ok(n) => {
                        if chunks_in.send(buffer[..n].to_vec()).is_err() {
                            break;
                        }
                    }
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
        });
    }
    let (stderr_in, stderr_done) = mpsc::channel::<Vec<u8>>();
    if let Some(mut stderr) = child.stderr.take() {
        std::thread::spawn(move || {
            let mut kept = Vec::new();
            let mut buffer = vec![0u8; 16 * 1024];
            loop {
                match stderr.read(&mut buffer) {
                    Ok(0) => break,
                    Ok(n) => {
                        let room = STDERR_KEPT.saturating_sub(kept.len());
                        kept.extend_from_slice(&buffer[..n.min(room)]);
                    }
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = stderr_in.send(kept);
        });
    }

    let deadline = start + limits.timeout;
    let mut stdout = Vec::new();
    let mut stdout_open = true;
    let mut exited = None;
    let mut pause = Duration::from_millis(1);
    let exit = loop {
        if exited.is_none() {
            match child.try_wait() {
                Ok(Some(status)) => exited = Some(status),
                Ok(None) => {}
                Err(_) => {
                    // Cannot ask about our own child: treat it as hung.
                    kill(&mut child);
                    break Exit::TimedOut;
                }
            }
        }
        if let (Some(status), false) = (exited, stdout_open) {
            break match (status.code(), status.signal()) {
                (Some(code), _) => Exit::Code(code),
                (None, Some(signal)) => Exit::Signal(signal),
                (None, None) => Exit::Code(-1),
            };
        }
        let now = Instant::now();
        if now >= deadline {
            kill(&mut child);
            break Exit::TimedOut;
        }
        let wait = (deadline - now).min(pause);
        if stdout_open {
            match chunks.recv_timeout(wait) {
                Ok(chunk) => {
                    stdout.extend_from_slice(&chunk);
                    if stdout.len() > limits.max_output {
                        stdout.truncate(limits.max_output);
                        kill(&mut child);
                        break Exit::TooMuchOutput;
                    }
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => stdout_open = false,
                Err(RecvTimeoutError::Timeout) => {}
            }
        } else {
            std::thread::sleep(wait);
        }
        pause = (pause * 2).min(Duration::from_millis(10));
    };
    let elapsed = start.elapsed();
    let stderr = stderr_done
        .recv_timeout(Duration::from_millis(200))
        .unwrap_or_default();
    Ok(Finished {
        exit,
        stdout,
        stderr,
        elapsed,
    })
}

/// Kills the child's whole process group, then the child itself in case the
/// group could not be signalled, and reaps it.
fn kill(child: &mut Child) {
    let group = format!("-{}", child.id());
    let _ = Command::new("kill")
        .args(["-9", "--", &group])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let _ = child.kill();
    let _ = child.wait();
}

/// The conventional name of a signal number (Linux numbering).
pub fn signal_name(signal: i32) -> String {
    const NAMES: [&str; 31] = [
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGBUS",
        "SIGFPE",
        "SIGKILL",
        "SIGUSR1",
        "SIGSEGV",
        "SIGUSR2",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGSTKFLT",
        "SIGCHLD",
        "SIGCONT",
        "SIGSTOP",
        "SIGTSTP",
        "SIGTTIN",
        "SIGTTOU",
        "SIGURG",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGIO",
        "SIGPWR",
        "SIGSYS",
    ];
    let named = usize::try_from(signal)
        .ok()
        .and_then(|s| s.checked_sub(1))
        .and_then(|i| NAMES.get(i))
        .filter(|_| cfg!(target_os = "linux"));
    match named {
        Some(name) => format!("{name} ({signal})"),
        None => format!("signal {signal}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Vec<String> {
        vec!["sh".into(), "-c".into(), script.into()]
    }

    const QUICK: Limits = Limits {
        timeout: Duration::from_secs(5),
        max_output: 1 << 20,
    };

    #[test]
    fn echoes_stdin_and_reports_the_exit_code() {
        let f = run(&sh("cat; echo oops >&2; exit 3"), b"hello\n", QUICK).unwrap();
        assert_eq!(f.exit, Exit::Code(3));
        assert_eq!(f.stdout, b"hello\n");
        assert_eq!(f.stderr, b"oops\n");
    }

    #[test]
    fn names_the_signal() {
        let f = run(&sh("kill -SEGV $$"), b"", QUICK).unwrap();
        assert_eq!(f.exit, Exit::Signal(11));
        assert_eq!(signal_name(11), "SIGSEGV (11)");
        assert_eq!(signal_name(99), "signal 99");
        assert_eq!(signal_name(-1), "signal -1");
    }

    #[test]
    fn kills_a_hang_with_its_children() {
        let limits = Limits {
            timeout: Duration::from_millis(300),
            ..QUICK
        };
        // `sleep` is a grandchild holding stdout: only the group kill ends it.
        let f = run(&sh("echo partial; sleep 30; echo never"), b"", limits).unwrap();
        assert_eq!(f.exit, Exit::TimedOut);
        assert_eq!(f.stdout, b"partial\n");
        assert!(f.elapsed < Duration::from_secs(5), "{:?}", f.elapsed);
    }

    #[test]
    fn caps_the_output() {
        let f = run(&sh("yes"), b"", QUICK).unwrap();
        assert_eq!(f.exit, Exit::TooMuchOutput);
        assert_eq!(f.stdout.len(), QUICK.max_output);
    }

    #[test]
    fn a_program_that_ignores_a_large_input_does_not_block_us() {
        let input = vec![b'7'; 4 << 20];
        let f = run(&sh("echo done"), &input, QUICK).unwrap();
        assert_eq!(f.exit, Exit::Code(0));
        assert_eq!(f.stdout, b"done\n");
    }

    #[test]
    fn a_missing_program_is_an_error() {
        let e = run(&["/nonexistent/program".to_string()], b"", QUICK).unwrap_err();
        assert!(e.contains("cannot run"), "{e}");
        assert!(run(&[], b"", QUICK).is_err());
    }
}
