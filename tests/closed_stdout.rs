//! The command line when stdout goes away: a reader that closes the pipe
//! early (`grundy list | head -1`) ends the output quietly with the command's
//! own status; a stdout that cannot take the output (`> /dev/full`) is an
//! error that says so, status 2. Neither is a panic. A `grundy stress
//! --json` run stops at either: it writes as it goes, so it need not run the
//! cases no one will read.
#![cfg(target_os = "linux")]

#[path = "support/tools.rs"]
mod tools;

use std::fs::File;
use std::io::Write;
use std::os::fd::{FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The write end of a pipe whose read end is already closed: every write to
/// it fails with a broken pipe, whatever the timing. Close-on-exec, so that
/// a program another test starts meanwhile cannot inherit the read end and
/// keep the pipe open.
fn pipe_without_reader() -> Stdio {
    let mut fds = [0; 2];
    // SAFETY: `pipe2` fills two new descriptors that nothing else owns; the
    // read end is closed at once and the write end handed to one owner.
    unsafe {
        let made = libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC);
        assert_eq!(made, 0, "pipe2 failed");
        libc::close(fds[0]);
        Stdio::from(OwnedFd::from_raw_fd(fds[1]))
    }
}

fn grundy(args: &[&str], stdin: &[u8], stdout: Stdio) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A program that fails before reading closes stdin: not this test's concern.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Commands whose output is a report, with the status each has when its
/// output is read to the end.
const REPORTS: &[(&[&str], &[u8], i32)] = &[
    (&["list"], b"", 0),
    (&["--help"], b"", 0),
    (&["check", "--help"], b"", 0),
    (&["check", "nim", "3", "4", "5"], b"", 0),
    (&["octal", "0.77"], b"", 0),
    (&["validate", "hihocoder-1163"], b"2\n1 2\n", 0),
    (&["validate", "hihocoder-1163"], b"2\n1\n", 1),
    (&["oracle", "hihocoder-1163"], b"3\n1 2 3\n", 0),
    (&["gen", "hdu-1850", "--size", "huge"], b"", 0),
];

#[test]
fn a_reader_that_leaves_early_ends_the_output_quietly() {
    for &(args, input, status) in REPORTS {
        let out = grundy(args, input, pipe_without_reader());
        assert_eq!(
            out.status.code(),
            Some(status),
            "{args:?}: {}",
            stderr(&out)
        );
        assert_eq!(stderr(&out), "", "{args:?}");
    }
}

#[test]
fn a_solution_whose_reader_leaves_early_ends_quietly() {
    // Enough answers to fill any pipe buffer: the program is still writing
    // when the write fails.
    let mut input = String::new();
    for a in 0..100_000u64 {
        input.push_str(&format!("{a} {}\n", a * 2 + 1));
    }
    let out = grundy(
        &["solve", "hdu-1527"],
        input.as_bytes(),
        pipe_without_reader(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

#[test]
fn output_that_cannot_be_written_is_an_error() {
    if !tools::available("output_that_cannot_be_written_is_an_error", "/dev/full") {
        return;
    }
    let full = File::create("/dev/full").unwrap();
    for &(args, input, _) in REPORTS {
        let out = grundy(args, input, Stdio::from(full.try_clone().unwrap()));
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("cannot write the output"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
}

/// Cases asked of the stress runs below: enough that running them all (as
/// when nothing was written before the end) cannot pass for stopping early,
/// few enough that a run of them all takes a minute, not an hour.
const STRESS_CASES: usize = 1000;

/// `grundy stress PROBLEM --json --jobs JOBS --cases STRESS_CASES` on
/// `program` (a file of `tests/stress_programs/`), which notes each of its
/// runs in a file first: what grundy did, and how many times it ran the
/// program.
fn stress_json(problem: &str, program: &str, jobs: &str, stdout: Stdio) -> (Output, usize) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let runs = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "closed-stdout-{}-{}.runs",
        std::process::id(),
        RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    let _ = std::fs::remove_file(&runs);
    let program = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/stress_programs")
        .join(program);
    let runner = if program.extension().is_some_and(|e| e == "py") {
        "python3"
    } else {
        "sh"
    };
    let note_then_run = format!("echo >> \"$GRUNDY_RUNS\"; exec {runner} \"$0\"");
    let cases = STRESS_CASES.to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "stress", problem, "--json", "--jobs", jobs, "--cases", &cases,
        ])
        .args(["--", "sh", "-c", &note_then_run])
        .arg(&program)
        .env("GRUNDY_RUNS", &runs)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let count = std::fs::read_to_string(&runs).map_or(0, |t| t.lines().count());
    let _ = std::fs::remove_file(&runs);
    (out, count)
}

#[test]
fn a_json_stress_run_whose_reader_leaves_stops_quietly() {
    // A right program: the first line cannot be written, so one job runs
    // one case. Two jobs run a few: the other job may finish its case, and
    // start another, before the stop is known.
    for (jobs, most) in [("1", 1), ("2", 20)] {
        let (out, runs) = stress_json(
            "hdu-1846",
            "right/hdu1846_lines.sh",
            jobs,
            pipe_without_reader(),
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "--jobs {jobs}: {}",
            stderr(&out)
        );
        assert_eq!(stderr(&out), "", "--jobs {jobs}");
        assert!(
            (1..=most).contains(&runs),
            "--jobs {jobs}: {runs} runs of {STRESS_CASES} cases"
        );
    }
    // A program wrong at the first case: status 1, and no shrinking (which
    // would run the program again and again) for a reader that is gone.
    if !tools::available(
        "a_json_stress_run_whose_reader_leaves_stops_quietly",
        "python3",
    ) {
        return;
    }
    let (out, runs) = stress_json(
        "hdu-1846",
        "wrong/hdu1846_mod_m.py",
        "1",
        pipe_without_reader(),
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
    assert_eq!(runs, 1);
}

#[test]
fn a_json_stress_run_that_cannot_write_stops_with_an_error() {
    if !tools::available(
        "a_json_stress_run_that_cannot_write_stops_with_an_error",
        "/dev/full",
    ) {
        return;
    }
    let full = File::create("/dev/full").unwrap();
    let (out, runs) = stress_json("hdu-1846", "right/hdu1846_lines.sh", "1", Stdio::from(full));
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    // Said once: the run stopped at its first line.
    let said = stderr(&out);
    assert!(
        said.starts_with("error: cannot write the output: "),
        "{said}"
    );
    assert_eq!(said.lines().count(), 1, "{said}");
    assert_eq!(runs, 1, "{runs} runs of {STRESS_CASES} cases");
}
