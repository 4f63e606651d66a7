//! Running somebody else's program on one input the way a judge does, so
//! that whatever it does (answer, crash, exit non-zero, hang, eat memory,
//! flood its stdout, leave processes behind) comes back as a value to
//! report, never as a crash or a hang of `grundy` itself, and never as a
//! process still running after its case.
//!
//! Why it is built this way:
//! - stdin is fed by its own thread: a program that does not read its input
//!   (or reads it only after writing a lot) would otherwise block us on a full
//!   pipe while it blocks on us;
//! - stdout and stderr are drained by their own threads for the same reason,
//!   and stdout comes back in chunks so the waiting thread can stop at the
//!   output cap instead of buffering whatever a runaway program prints;
//! - on Linux the program runs under a [`super::shepherd`], a
//!   subreaper of its own that ends every descendant when the program exits
//!   and tells us the program's status at once: a descendant that keeps
//!   stdout open cannot make us wait, and the verdict is the program's own;
//! - the program's tree is sampled every few milliseconds from `/proc`
//!   ([`super::procfs`]): resident memory summed over the tree (the memory
//!   limit: see that module for why not an address-space limit), and CPU
//!   time summed over the tree (the time limit). A program that waits
//!   without using the CPU (a `sleep`, a read that never returns) is stopped
//!   by the wall-clock limit instead, which [`Limits::judge`] sets to twice
//!   the CPU limit plus a second, so parallel jobs on a loaded machine do not
//!   turn slow answers into time-outs;
//! - no thread is ever joined without a deadline.

use super::interrupt;
use super::procfs;
#[cfg(target_os = "linux")]
use super::shepherd;
use super::shepherd::{Exited, CLEANED, EXITED, RECORD_WORDS, STARTED};
use std::io::{ErrorKind, Read, Write};
#[cfg(not(target_os = "linux"))]
use std::os::unix::process::CommandExt;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a program may run, how much memory it may hold and how much it
/// may print.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time of the program and all its descendants.
    pub cpu: Duration,
    /// Wall-clock time: the limit of a program that waits.
    pub wall: Duration,
    /// Resident memory of the program and all its descendants, in bytes;
    /// `None` for no limit.
    pub memory: Option<u64>,
    /// Bytes of stdout past which the program is killed.
    pub max_output: usize,
}

impl Limits {
    /// A judge's limits: `cpu` of CPU time, a wall clock of `2 cpu + 1 s`.
    pub fn judge(cpu: Duration, memory: Option<u64>, max_output: usize) -> Limits {
        Limits {
            cpu,
            wall: cpu * 2 + Duration::from_secs(1),
            memory,
            max_output,
        }
    }
}

/// How the program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited by itself with this status.
    Code(i32),
    /// A signal killed it (not one of ours).
    Signal(i32),
    /// It used more CPU time than the limit and was killed.
    CpuLimit,
    /// It ran past the wall-clock limit (waiting, not computing) and was killed.
    WallLimit,
    /// Its tree held more resident memory than the limit and was killed.
    MemoryLimit,
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
    /// Wall-clock time from start to the program's exit.
    pub elapsed: Duration,
    /// CPU time of the program and its descendants.
    pub cpu: Duration,
    /// The largest resident memory seen, in bytes: the tree's sum at a
    /// sample, or one process's high-water mark, whichever is larger (0
    /// where `/proc` cannot be read).
    pub peak_memory: u64,
    /// Processes of the program's still alive when it exited, ended by the
    /// shepherd.
    pub left_behind: usize,
    /// True when a shepherd contained the program (every descendant is
    /// ended with the case); false where the kernel refused, and only the
    /// program's process group is killed.
    pub contained: bool,
}

/// Bytes of stderr kept for the report; the rest is read and dropped.
pub const STDERR_KEPT: usize = 8 * 1024;

/// How long after a program's exit we keep reading its stdout for the last
/// bytes at least (the shepherd closes every other holder at once); a
/// program that ended by itself is read to the end of its output, up to its
/// wall-clock limit (see `conclude`).
const DRAIN_GRACE: Duration = Duration::from_millis(500);

/// Messages of the shepherd.
enum Report {
    Started(i32),
    Exited(Exited),
    Cleaned(usize),
}

/// The pipe the shepherd reports on: `(read, write)` descriptors.
fn report_pipe() -> Result<(std::fs::File, i32), String> {
    let mut fds = [0i32; 2];
    // SAFETY: pipe2 writes two descriptors into the array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(format!(
            "cannot make a pipe: {}",
            std::io::Error::last_os_error()
        ));
    }
    use std::os::fd::FromRawFd;
    // SAFETY: fds[0] is ours and open; the File closes it.
    Ok((unsafe { std::fs::File::from_raw_fd(fds[0]) }, fds[1]))
}

fn read_reports(mut pipe: std::fs::File) -> Receiver<Report> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let mut record = [0u8; RECORD_WORDS * 8];
        while pipe.read_exact(&mut record).is_ok() {
            let mut words = [0i64; RECORD_WORDS];
            for (w, bytes) in words.iter_mut().zip(record.chunks_exact(8)) {
                *w = i64::from_ne_bytes(bytes.try_into().expect("8 bytes"));
            }
            let report = match words[0] {
                STARTED => Report::Started(words[1] as i32),
                CLEANED => Report::Cleaned(words[1].max(0) as usize),
                EXITED => match Exited::from_record(words) {
                    Some(e) => Report::Exited(e),
                    None => continue,
                },
                _ => continue,
            };
            if send.send(report).is_err() {
                break;
            }
        }
    });
    receive
}

/// Variables of the user's environment that would hide a missing flush from
/// an interactive judge (`PYTHONUNBUFFERED=1`, set in many containers and
/// CI images, makes every Python `print` reach the judge at once), so a
/// program that passes here would sit idle at the contest's judge. They are
/// removed from an interactive program's environment.
const HIDE_A_MISSING_FLUSH: &[&str] = &["PYTHONUNBUFFERED"];

/// The JVM option that caps a Java program's heap at the memory limit, as
/// judges start Java; `None` when `command` is not `java ...` or there is
/// no limit. It goes first, so a command's own `-Xmx` (the JVM takes the
/// last one) still wins. Without it the JVM sizes its heap from the
/// machine (a quarter of its memory) and lets garbage stand, so a program
/// whose live data fits the limit is measured past it.
fn java_heap_option(command: &[String], memory: Option<u64>) -> Option<String> {
    let program = command.first()?;
    let is_java = Path::new(program).file_name() == Some(std::ffi::OsStr::new("java"));
    let mib = memory? >> 20;
    (is_java && mib > 0).then(|| format!("-Xmx{mib}m"))
}

/// The program's process, started under a shepherd where the kernel allows,
/// with its three pipes still attached, its environment without the
/// variables named in `removed`; a Java program's heap capped at `memory`
/// ([`java_heap_option`]).
fn spawn(
    command: &[String],
    removed: &[&str],
    memory: Option<u64>,
) -> Result<(Child, Receiver<Report>), String> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| "no command to run".to_string())?;
    let (report_read, report_write) = report_pipe()?;
    let mut spawn = Command::new(program);
    spawn
        .args(java_heap_option(command, memory))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for name in removed {
        spawn.env_remove(name);
    }
    #[cfg(target_os = "linux")]
    shepherd::install(&mut spawn, report_write);
    #[cfg(not(target_os = "linux"))]
    spawn.process_group(0);
    let spawned = spawn.spawn();
    // SAFETY: our copy of the write end; the shepherd has its own.
    unsafe { libc::close(report_write) };
    let child = spawned.map_err(|e| cannot_run(program, &e))?;
    Ok((child, read_reports(report_read)))
}

/// Why `program` did not start, with what to do where the cause is the
/// usual slip: a script without its execute bit, or a name the shell would
/// have looked up in the current directory.
fn cannot_run(program: &str, e: &std::io::Error) -> String {
    let advice = match e.kind() {
        ErrorKind::PermissionDenied => format!(
            " (not executable: `chmod +x {program}`, or give its interpreter first: `sh {program}`, `python3 {program}`)"
        ),
        ErrorKind::NotFound if !program.contains('/') && std::path::Path::new(program).is_file() => {
            format!(" (a file of the current directory is run as `./{program}`)")
        }
        _ => String::new(),
    };
    format!("cannot run `{program}`: {e}{advice}")
}

/// The program's stdout, in chunks, read by a thread of its own.
fn read_chunks(child: &mut Child) -> Receiver<Vec<u8>> {
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
    chunks
}

/// The first [`STDERR_KEPT`] bytes of the program's stderr, sent once it
/// closes; the rest is read and dropped.
fn keep_stderr(child: &mut Child) -> Receiver<Vec<u8>> {
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
    stderr_done
}

/// Runs `command` (program then arguments) with `input` on stdin. An error
/// only when the program cannot be started at all, or when the run was
/// interrupted ([`interrupt::STOPPED`]: the program is stopped at once).
pub fn run(command: &[String], input: &[u8], limits: Limits) -> Result<Finished, String> {
    let start = Instant::now();
    let (mut child, reports) = spawn(command, &[], limits.memory)?;

    if let Some(mut stdin) = child.stdin.take() {
        let input: Arc<[u8]> = Arc::from(input);
        // A program that exits without reading makes this a broken pipe:
        // not our failure, and not worth reporting.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let chunks = read_chunks(&mut child);
    let stderr_done = keep_stderr(&mut child);

    let mut watch = Watch::new(child);
    let mut stdout = Vec::new();
    let mut stdout_open = true;
    let mut pause = Duration::from_millis(1);
    let mut last_sample = Instant::now() - Duration::from_secs(1);
    let killed = loop {
        watch.read_reports(&reports);
        if watch.program_ended() {
            break None;
        }
        if interrupt::requested() {
            break Some(Exit::WallLimit);
        }
        if last_sample.elapsed() >= Duration::from_millis(4) {
            last_sample = Instant::now();
            if let Some(exit) = watch.sample_against(&limits) {
                break Some(exit);
            }
        }
        let now = Instant::now();
        if now - start >= limits.wall {
            break Some(Exit::WallLimit);
        }
        let wait = pause.min(limits.wall - (now - start));
        if stdout_open {
            match chunks.recv_timeout(wait) {
                Ok(chunk) => {
                    stdout.extend_from_slice(&chunk);
                    if stdout.len() > limits.max_output {
                        stdout.truncate(limits.max_output);
                        break Some(Exit::TooMuchOutput);
                    }
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => stdout_open = false,
                Err(RecvTimeoutError::Timeout) => {}
            }
        } else {
            std::thread::sleep(wait);
        }
        pause = (pause * 2).min(Duration::from_millis(4));
    };
    let finished = conclude(
        watch,
        &reports,
        Ending {
            start,
            killed,
            chunks: &chunks,
            stdout_open,
            stdout,
            stderr_done: &stderr_done,
            limits: &limits,
        },
    );
    if interrupt::requested() {
        // Stopped (or cut short) by the interruption: no verdict.
        return Err(interrupt::STOPPED.to_string());
    }
    Ok(finished)
}

/// What the watching loop of a run leaves for [`conclude`].
struct Ending<'a> {
    start: Instant,
    killed: Option<Exit>,
    chunks: &'a Receiver<Vec<u8>>,
    stdout_open: bool,
    stdout: Vec<u8>,
    stderr_done: &'a Receiver<Vec<u8>>,
    limits: &'a Limits,
}

/// Ends a run: kills the program if the loop stopped it, reads the last of
/// its stdout, reaps it and puts the measures together.
fn conclude(mut watch: Watch, reports: &Receiver<Report>, ending: Ending<'_>) -> Finished {
    let Ending {
        start,
        killed,
        chunks,
        mut stdout_open,
        mut stdout,
        stderr_done,
        limits,
    } = ending;
    let elapsed = start.elapsed();
    if killed.is_some() {
        watch.kill();
    }
    // The rest of stdout: what the program wrote before it ended. Its end
    // of file comes once the reader thread has read the pipe (the shepherd
    // has ended every other holder), so a program that ended by itself is
    // read to the end, up to its wall-clock limit: a fixed grace could cut
    // the tail of a right output (a WA) on a machine too loaded to run the
    // reader in time. A program stopped at a limit gets the grace only.
    let graced = Instant::now() + DRAIN_GRACE;
    let drain_until = match killed {
        None => graced.max(start + limits.wall),
        Some(_) => graced,
    };
    while stdout_open && killed != Some(Exit::TooMuchOutput) {
        let Some(left) = drain_until.checked_duration_since(Instant::now()) else {
            break;
        };
        match chunks.recv_timeout(left) {
            Ok(chunk) => {
                stdout.extend_from_slice(&chunk);
                if stdout.len() > limits.max_output {
                    stdout.truncate(limits.max_output);
                    break;
                }
            }
            Err(_) => stdout_open = false,
        }
    }
    let ended = watch.finish(reports);
    let stderr = stderr_done
        .recv_timeout(Duration::from_millis(200))
        .unwrap_or_default();
    let mut exit = match (killed, ended.status) {
        (Some(k), _) => k,
        (None, Some(status)) => exit_of(status),
        (None, None) => Exit::Code(-1),
    };
    // A judge would have stopped it: the limits hold even for a program
    // that finished between two samples.
    if matches!(exit, Exit::Code(_) | Exit::Signal(_)) {
        if limits.memory.is_some_and(|m| ended.peak > m) {
            exit = Exit::MemoryLimit;
        } else if ended.cpu > limits.cpu {
            exit = Exit::CpuLimit;
        }
    }
    Finished {
        exit,
        stdout,
        stderr,
        elapsed,
        cpu: ended.cpu,
        peak_memory: ended.peak,
        left_behind: ended.left_behind,
        contained: ended.contained,
    }
}

/// The judge's side of an interactive run ([`run_interactive`]): it speaks
/// first, then answers each group of tokens the program writes.
pub trait Interactor {
    /// What the judge writes before the program says anything.
    fn opening(&mut self) -> Vec<u8>;
    /// How many whitespace-separated tokens the judge waits for next; 0 once
    /// it has nothing more to hear (the end marker is written).
    fn wants(&self) -> usize;
    /// The program wrote `tokens` (as many as [`Interactor::wants`] said);
    /// what the judge writes back.
    fn hear(&mut self, tokens: &[String]) -> Vec<u8>;
}

/// The longest token the judge reads; a longer one is cut here (the
/// interactor then reports it as malformed) instead of growing a buffer
/// for as long as the program writes without a space.
pub const LONGEST_TOKEN: usize = 64;

/// How an interactive run ended, besides what [`Finished`] says.
#[derive(Clone, Debug)]
pub struct Conversation {
    pub finished: Finished,
    /// The program waited (used no CPU, wrote nothing) for the idleness
    /// limit; `finished.exit` is then [`Exit::WallLimit`].
    pub idle: Option<Idle>,
    /// What the program wrote after the judge's end marker (cut at
    /// [`LONGEST_TOKEN`] bytes).
    pub after_end: Vec<u8>,
}

/// When the program sat idle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Idle {
    /// The judge waited for its answer.
    Answering,
    /// The game was over (the end marker written) and it neither ended nor
    /// wrote: it waits for input that will never come.
    AfterEnd,
}

/// Cuts the program's output into tokens and hands them to the judge in
/// the groups it waits for; what comes after the judge's end is kept apart.
struct Feed<'a> {
    judge: &'a mut dyn Interactor,
    to_program: mpsc::Sender<Vec<u8>>,
    token: Vec<u8>,
    heard: Vec<String>,
    after_end: Vec<u8>,
}

impl Feed<'_> {
    fn bytes(&mut self, chunk: &[u8]) {
        for &byte in chunk {
            if self.judge.wants() == 0 {
                if self.after_end.len() < LONGEST_TOKEN {
                    self.after_end.push(byte);
                }
                continue;
            }
            if byte.is_ascii_whitespace() {
                self.end_token();
            } else if self.token.len() < LONGEST_TOKEN {
                self.token.push(byte);
            }
        }
    }

    /// The token under way is complete (a space, or the end of the output).
    fn end_token(&mut self) {
        if self.token.is_empty() || self.judge.wants() == 0 {
            return;
        }
        self.heard
            .push(String::from_utf8_lossy(&self.token).into_owned());
        self.token.clear();
        if self.heard.len() >= self.judge.wants() {
            let reply = self.judge.hear(&self.heard);
            self.heard.clear();
            let _ = self.to_program.send(reply);
        }
    }
}

/// Runs `command` with its stdin and stdout connected to `judge`, under the
/// same limits as [`run`], plus `idle`: a program that uses less than a
/// twentieth of that much CPU time, is never seen running or waiting for a
/// CPU (a program blocked on a read is neither; one starved on a busy
/// machine is runnable), and writes nothing for that long is stopped
/// (it waits for input, its answer sits unflushed in a buffer, or it waits
/// after the game's end). An error only when the program cannot be started,
/// or when the run was interrupted ([`interrupt::STOPPED`]).
pub fn run_interactive(
    command: &[String],
    judge: &mut dyn Interactor,
    limits: Limits,
    idle: Duration,
) -> Result<Conversation, String> {
    let start = Instant::now();
    let (mut child, reports) = spawn(command, HIDE_A_MISSING_FLUSH, limits.memory)?;
    let (to_program, writes) = mpsc::channel::<Vec<u8>>();
    if let Some(mut stdin) = child.stdin.take() {
        // Its own thread: a program that does not read cannot block us.
        std::thread::spawn(move || {
            while let Ok(bytes) = writes.recv() {
                if stdin.write_all(&bytes).and_then(|_| stdin.flush()).is_err() {
                    break;
                }
            }
        });
    }
    let chunks = read_chunks(&mut child);
    let stderr_done = keep_stderr(&mut child);
    let _ = to_program.send(judge.opening());
    let mut feed = Feed {
        judge,
        to_program,
        token: Vec::new(),
        heard: Vec::new(),
        after_end: Vec::new(),
    };

    let mut watch = Watch::new(child);
    let mut stdout = Vec::new();
    let mut stdout_open = true;
    let mut idle_since = (Instant::now(), Duration::ZERO);
    let mut idled = None;
    let mut pause = Duration::from_millis(1);
    let mut last_sample = Instant::now() - Duration::from_secs(1);
    let mut ended_at: Option<Instant> = None;
    let killed = loop {
        watch.read_reports(&reports);
        if ended_at.is_none() && watch.program_ended() {
            ended_at = Some(Instant::now());
        }
        // Once it ended, what it wrote last still reaches the judge: read
        // to the end of its output, up to the wall-clock limit (as `run`
        // does, so a loaded machine cannot cut it).
        if let Some(at) = ended_at {
            if !stdout_open || (at.elapsed() >= DRAIN_GRACE && start.elapsed() >= limits.wall) {
                break None;
            }
        } else if interrupt::requested() {
            break Some(Exit::WallLimit);
        } else if last_sample.elapsed() >= Duration::from_millis(4) {
            last_sample = Instant::now();
            if let Some(exit) = watch.sample_against(&limits) {
                break Some(exit);
            }
            if watch.cpu > idle_since.1 + idle / 20 || watch.any_runnable() {
                idle_since = (Instant::now(), watch.cpu);
            } else if idle_since.0.elapsed() >= idle {
                idled = Some(if feed.judge.wants() == 0 {
                    Idle::AfterEnd
                } else {
                    Idle::Answering
                });
                break Some(Exit::WallLimit);
            }
        }
        let now = Instant::now();
        if ended_at.is_none() && now - start >= limits.wall {
            break Some(Exit::WallLimit);
        }
        let wait = pause.min(
            limits
                .wall
                .saturating_sub(now - start)
                .max(Duration::from_millis(1)),
        );
        if !stdout_open {
            std::thread::sleep(wait);
            pause = (pause * 2).min(Duration::from_millis(4));
            continue;
        }
        match chunks.recv_timeout(wait) {
            Ok(chunk) => {
                stdout.extend_from_slice(&chunk);
                if stdout.len() > limits.max_output {
                    stdout.truncate(limits.max_output);
                    break Some(Exit::TooMuchOutput);
                }
                feed.bytes(&chunk);
                // From here: the judge's own thinking is not the program's
                // idleness.
                idle_since = (Instant::now(), watch.cpu);
            }
            Err(RecvTimeoutError::Disconnected) => {
                stdout_open = false;
                feed.end_token();
            }
            Err(RecvTimeoutError::Timeout) => pause = (pause * 2).min(Duration::from_millis(4)),
        }
    };
    let Feed {
        to_program,
        after_end,
        ..
    } = feed;
    drop(to_program);
    let finished = conclude(
        watch,
        &reports,
        Ending {
            start,
            killed,
            chunks: &chunks,
            stdout_open,
            stdout,
            stderr_done: &stderr_done,
            limits: &limits,
        },
    );
    if interrupt::requested() {
        return Err(interrupt::STOPPED.to_string());
    }
    Ok(Conversation {
        finished,
        idle: idled,
        after_end,
    })
}

fn exit_of(status: i32) -> Exit {
    let status = std::process::ExitStatus::from_raw(status);
    match (status.code(), status.signal()) {
        (Some(code), _) => Exit::Code(code),
        (None, Some(signal)) => Exit::Signal(signal),
        (None, None) => Exit::Code(-1),
    }
}

/// The program's process, its shepherd, and what was measured of them.
struct Watch {
    /// The shepherd, or the program itself when not contained.
    child: Child,
    program: Option<i32>,
    /// Known once the shepherd reported (or its pipe closed without a word).
    contained: Option<bool>,
    exited: Option<Exited>,
    cleaned: Option<usize>,
    peak: u64,
    cpu: Duration,
}

/// What is known once the program has ended.
struct Ended {
    status: Option<i32>,
    cpu: Duration,
    peak: u64,
    left_behind: usize,
    contained: bool,
}

impl Watch {
    fn new(child: Child) -> Watch {
        Watch {
            child,
            program: None,
            // Without a shepherd the pipe closes at exec with no word.
            contained: if cfg!(target_os = "linux") {
                None
            } else {
                Some(false)
            },
            exited: None,
            cleaned: None,
            peak: 0,
            cpu: Duration::ZERO,
        }
    }

    /// Samples the tree; the limit it broke, if any.
    fn sample_against(&mut self, limits: &Limits) -> Option<Exit> {
        self.sample();
        if limits.memory.is_some_and(|m| self.peak > m) {
            Some(Exit::MemoryLimit)
        } else if self.cpu > limits.cpu {
            Some(Exit::CpuLimit)
        } else {
            None
        }
    }

    fn read_reports(&mut self, reports: &Receiver<Report>) {
        loop {
            match reports.try_recv() {
                Ok(Report::Started(pid)) => {
                    self.program = Some(pid);
                    self.contained = Some(true);
                }
                Ok(Report::Exited(e)) => self.exited = Some(e),
                Ok(Report::Cleaned(n)) => self.cleaned = Some(n),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    // Closed at exec without a word: no shepherd.
                    if self.contained.is_none() {
                        self.contained = Some(false);
                        self.program = Some(self.child.id() as i32);
                    }
                    break;
                }
            }
        }
    }

    fn program_ended(&mut self) -> bool {
        match self.contained {
            Some(true) => self.exited.is_some(),
            Some(false) => matches!(self.child.try_wait(), Ok(Some(_)) | Err(_)),
            None => false,
        }
    }

    fn sample(&mut self) {
        // The root's memory counts only when it is the program itself: a
        // shepherd (or a root not yet known to be one) is a fork of grundy
        // and shares its pages.
        let root_is_program = self.contained == Some(false);
        let (usage, _) = procfs::tree_usage(self.child.id() as i32, root_is_program);
        self.peak = self.peak.max(usage.rss_bytes).max(usage.peak_rss_bytes);
        self.cpu = self.cpu.max(usage.cpu);
    }

    /// Whether a process of the program's is running or waiting for a CPU
    /// (state `R` in `/proc`): computing, however slowly a busy machine lets
    /// it, rather than blocked on a read or asleep. False where `/proc`
    /// cannot be read.
    fn any_runnable(&self) -> bool {
        let root = self.child.id() as i32;
        let pids = procfs::tree(root, 10_000);
        // The shepherd (the root, when there is one) only waits.
        let skip = usize::from(self.contained == Some(true));
        pids.iter().skip(skip).any(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .and_then(|stat| {
                    let (_, after_name) = stat.rsplit_once(')')?;
                    after_name.trim_start().chars().next()
                })
                == Some('R')
        })
    }

    /// Kills the program and everything it started.
    fn kill(&mut self) {
        let root = self.child.id() as i32;
        let pids = procfs::tree(root, 10_000);
        // SAFETY: kill only sends signals.
        unsafe {
            for &pid in pids.iter().skip(usize::from(self.contained == Some(true))) {
                libc::kill(pid, libc::SIGKILL);
            }
            if let Some(program) = self.program {
                libc::kill(-program, libc::SIGKILL);
            }
            if self.contained != Some(true) {
                libc::kill(-root, libc::SIGKILL);
            }
        }
        if self.contained != Some(true) {
            let _ = self.child.kill();
        }
    }

    /// Reaps the shepherd (or the program) and puts the measures together.
    fn finish(mut self, reports: &Receiver<Report>) -> Ended {
        let contained = self.contained == Some(true);
        let deadline = Instant::now() + Duration::from_secs(3);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break Some(status),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(1))
                }
                _ => {
                    let _ = self.child.kill();
                    break self.child.wait().ok();
                }
            }
        };
        // The shepherd's last word, sent just before it exited.
        let last_word = Instant::now() + Duration::from_millis(100);
        while contained && self.cleaned.is_none() && Instant::now() < last_word {
            self.read_reports(reports);
            std::thread::sleep(Duration::from_millis(1));
        }
        let left_behind = self.cleaned.unwrap_or(0);
        let (status, cpu) = match (contained, self.exited) {
            (true, Some(e)) => (
                Some(e.status),
                Duration::from_micros(e.cpu_micros + e.orphans_cpu_micros),
            ),
            _ => (status.map(|s| s.into_raw()), Duration::ZERO),
        };
        Ended {
            status,
            cpu: self.cpu.max(cpu),
            peak: self.peak,
            left_behind,
            contained,
        }
    }
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
    use crate::test_tools as tools;

    fn sh(script: &str) -> Vec<String> {
        vec!["sh".into(), "-c".into(), script.into()]
    }

    #[test]
    fn java_gets_a_heap_at_the_memory_limit() {
        let words = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        let mib = Some(256 << 20);
        for java in ["java -Xss64m -cp /c Main", "/usr/bin/java Main"] {
            assert_eq!(
                java_heap_option(&words(java), mib),
                Some("-Xmx256m".to_string())
            );
        }
        assert_eq!(java_heap_option(&words("java Main"), None), None);
        assert_eq!(java_heap_option(&words("python3 sol.py"), mib), None);
        assert_eq!(java_heap_option(&words("./javac-like java"), mib), None);
    }

    const QUICK: Limits = Limits {
        cpu: Duration::from_secs(5),
        wall: Duration::from_secs(10),
        memory: Some(256 << 20),
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
            wall: Duration::from_millis(300),
            ..QUICK
        };
        // `sleep` is a grandchild holding stdout: only the group kill ends it
        // before its 1000 s are up (and the run waits for stdout to close).
        let marker = format!("grundy-hang-test-{}", std::process::id());
        let script = format!("echo partial; sleep 1000; : {marker}; echo never");
        let f = run(&sh(&script), b"", limits).unwrap();
        assert_eq!(f.exit, Exit::WallLimit);
        assert_eq!(f.stdout, b"partial\n");
        assert_eq!(still_running(&marker), "");
    }

    /// The command lines of the processes whose command line holds `marker`.
    fn still_running(marker: &str) -> String {
        let found = Command::new("pgrep")
            .args(["-af", marker])
            .output()
            .unwrap();
        String::from_utf8_lossy(&found.stdout).into_owned()
    }

    #[test]
    fn a_memory_hog_is_stopped_at_the_limit_with_its_peak() {
        if !tools::available(
            "a_memory_hog_is_stopped_at_the_limit_with_its_peak",
            "python3",
        ) {
            return;
        }
        // Time enough that only memory can stop it, on any machine.
        let limits = Limits {
            memory: Some(64 << 20),
            cpu: Duration::from_secs(600),
            wall: Duration::from_secs(1200),
            ..QUICK
        };
        // Python holds 8 MiB more at each step, forever.
        let hog = vec![
            "python3".to_string(),
            "-c".to_string(),
            "x = []\nwhile True: x.append(bytearray(8 << 20))".to_string(),
        ];
        let f = run(&hog, b"", limits).unwrap();
        assert_eq!(f.exit, Exit::MemoryLimit, "{f:?}");
        assert!(f.peak_memory > 64 << 20, "{}", f.peak_memory);
    }

    #[test]
    fn cpu_time_is_the_limit_and_is_measured() {
        // A wall limit that a busy loop given any share of a core outlasts
        // 300 ms of CPU: only the CPU limit can stop it.
        let limits = Limits {
            cpu: Duration::from_millis(300),
            wall: Duration::from_secs(600),
            ..QUICK
        };
        let f = run(&sh("while :; do :; done"), b"", limits).unwrap();
        assert_eq!(f.exit, Exit::CpuLimit);
        assert!(f.cpu >= Duration::from_millis(250), "{:?}", f.cpu);
        // Sleeping uses no CPU: the wall clock stops it, before the CPU
        // limit could (which is what the CPU bound below says).
        let limits = Limits {
            cpu: Duration::from_millis(300),
            wall: Duration::from_millis(600),
            ..QUICK
        };
        let f = run(&sh("sleep 1000"), b"", limits).unwrap();
        assert_eq!(f.exit, Exit::WallLimit);
        assert!(f.cpu < Duration::from_millis(300), "{:?}", f.cpu);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn nothing_is_left_behind_and_the_exit_is_the_programs() {
        // A setsid child holds stdout after the program exits: the verdict is
        // the program's own status, at once, and the child is gone.
        let marker = format!("grundy-run-test-{}", std::process::id());
        let script = format!("setsid sh -c 'sleep 1000; : {marker}' & echo done; exit 4");
        let limits = Limits {
            wall: Duration::from_secs(1200),
            ..QUICK
        };
        let f = run(&sh(&script), b"", limits).unwrap();
        assert_eq!(f.exit, Exit::Code(4));
        assert_eq!(f.stdout, b"done\n");
        assert!(f.contained);
        // Ended by us (counted as left behind, and gone), not waited for.
        assert!(f.left_behind >= 1, "{f:?}");
        assert_eq!(still_running(&marker), "");
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

    /// A judge that writes `3`, then hears numbers: each `x` is answered
    /// with `x + 1` until it hears `stop` after `rounds` numbers.
    struct Counter {
        rounds: usize,
        heard: Vec<String>,
    }

    impl Interactor for Counter {
        fn opening(&mut self) -> Vec<u8> {
            b"3\n".to_vec()
        }
        fn wants(&self) -> usize {
            usize::from(self.heard.len() < self.rounds)
        }
        fn hear(&mut self, tokens: &[String]) -> Vec<u8> {
            self.heard.extend(tokens.iter().cloned());
            let x: i64 = tokens[0].parse().unwrap_or(0);
            format!("{}\n", x + 1).into_bytes()
        }
    }

    const IDLE: Duration = Duration::from_millis(400);

    #[test]
    fn a_conversation_goes_both_ways() {
        // Echoes each number it reads, three times, then ends.
        let script = "for i in 1 2 3; do read x; echo $x; done";
        let mut judge = Counter {
            rounds: 3,
            heard: Vec::new(),
        };
        let c = run_interactive(&sh(script), &mut judge, QUICK, IDLE).unwrap();
        assert_eq!(c.finished.exit, Exit::Code(0));
        assert_eq!(judge.heard, ["3", "4", "5"]);
        assert_eq!(c.idle, None);
        assert!(c.after_end.is_empty());
    }

    #[test]
    fn waiting_is_idleness_before_and_after_the_end() {
        // Never answers: it waits for more input than the judge sends.
        let mut judge = Counter {
            rounds: 1,
            heard: Vec::new(),
        };
        let c = run_interactive(&sh("read x; read y"), &mut judge, QUICK, IDLE).unwrap();
        assert_eq!(c.finished.exit, Exit::WallLimit);
        assert_eq!(c.idle, Some(Idle::Answering));
        // Answers, then reads again after the judge is done.
        let mut judge = Counter {
            rounds: 1,
            heard: Vec::new(),
        };
        let c = run_interactive(
            &sh("read x; echo $x; read y; read z"),
            &mut judge,
            QUICK,
            IDLE,
        )
        .unwrap();
        assert_eq!(c.idle, Some(Idle::AfterEnd));
        assert_eq!(judge.heard, ["3"]);
    }

    #[test]
    fn output_after_the_end_is_kept_and_computing_is_not_idleness() {
        let mut judge = Counter {
            rounds: 1,
            heard: Vec::new(),
        };
        let c =
            run_interactive(&sh("read x; echo $x; echo more"), &mut judge, QUICK, IDLE).unwrap();
        assert_eq!(c.finished.exit, Exit::Code(0));
        assert_eq!(c.after_end, b"more\n");
        // A busy loop is stopped by the CPU limit, not as idle.
        let limits = Limits {
            cpu: Duration::from_millis(300),
            wall: Duration::from_secs(600),
            ..QUICK
        };
        let mut judge = Counter {
            rounds: 1,
            heard: Vec::new(),
        };
        let c = run_interactive(&sh("while :; do :; done"), &mut judge, limits, IDLE).unwrap();
        assert_eq!(c.finished.exit, Exit::CpuLimit);
        assert_eq!(c.idle, None);
    }

    #[test]
    fn a_program_without_its_execute_bit_is_told_how_to_run() {
        let dir = std::env::temp_dir().join(format!("grundy-noexec-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let script = dir.join("sol.sh");
        std::fs::write(&script, "echo 1\n").unwrap();
        let shown = script.display().to_string();
        let e = run(std::slice::from_ref(&shown), b"", QUICK).unwrap_err();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            e.contains("Permission denied") && e.contains(&format!("`chmod +x {shown}`")),
            "{e}"
        );
    }

    #[test]
    fn a_missing_program_is_an_error() {
        let e = run(&["/nonexistent/program".to_string()], b"", QUICK).unwrap_err();
        assert!(e.contains("cannot run"), "{e}");
        assert!(run(&[], b"", QUICK).is_err());
    }
}
