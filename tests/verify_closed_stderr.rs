//! `grundy verify` whose standard error no one reads any more (`grundy
//! verify 2>&1 | head`, a CI step that closed its log) still runs to its
//! end: its progress lines are dropped, its table is printed and its exit
//! status is the run's. Its progress lines were `eprintln!`s, which panic
//! when the write fails: status 101, and no table.

#![cfg(unix)]

use std::io::PipeReader;
use std::process::{Command, Stdio};

#[test]
fn a_closed_stderr_ends_no_run() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    // No one will read: every write to standard error fails (EPIPE).
    drop::<PipeReader>(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["verify", "--games", "nim", "--jobs", "1", "--budget", "0"])
        .stderr(Stdio::from(writer))
        .stdout(Stdio::piped())
        .output()
        .expect("the grundy binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("positions checked in") && stdout.contains("0 discrepancies"),
        "{stdout}"
    );
}
