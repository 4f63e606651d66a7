//! The command line when stdout goes away: a reader that closes the pipe
//! early (`grundy list | head -1`) ends the output quietly with the command's
//! own status; a stdout that cannot take the output (`> /dev/full`) is an
//! error that says so, status 2. Neither is a panic.
#![cfg(target_os = "linux")]

use std::fs::File;
use std::io::Write;
use std::os::fd::{FromRawFd, OwnedFd};
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
    let Ok(full) = File::create("/dev/full") else {
        eprintln!("SKIPPED: no /dev/full here");
        return;
    };
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
