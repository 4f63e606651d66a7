//! `grundy verify` stopped part way by Ctrl-C or SIGTERM: it prints the table
//! of what it checked, says on standard error that it was interrupted and
//! what it had done, and exits with 128 + the signal (not 0, not 1).
//!
//! Each run is asked to stop only once it has printed the line that ends its
//! exhaustive phase (a few hundred positions), so the run is under way
//! whatever the machine's speed; its budget of 60 s is a margin no slow
//! machine needs, and bounds the wait when a binary never says that line.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

/// Standard output, standard error and exit status of a long `verify` run
/// sent `signal` once it says its exhaustive phase is done.
fn verify_stopped_by(signal: libc::c_int) -> (String, String, Option<i32>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["verify", "--games", "nim,hdu-2177", "--jobs", "1"])
        .args(["--budget", "60"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
    let mut said = String::new();
    loop {
        let mut line = String::new();
        let read = stderr.read_line(&mut line).expect("stderr reads");
        said.push_str(&line);
        if read == 0 {
            let _ = child.kill();
            panic!("verify ended before its exhaustive phase was done:\n{said}");
        }
        if line.contains("exhaustive phase done") {
            break;
        }
    }
    let pid = libc::pid_t::try_from(child.id()).expect("a pid");
    // SAFETY: `kill` is given the pid of a child not yet waited for.
    assert_eq!(unsafe { libc::kill(pid, signal) }, 0);
    stderr.read_to_string(&mut said).expect("stderr reads");
    let mut out = String::new();
    child
        .stdout
        .take()
        .expect("piped")
        .read_to_string(&mut out)
        .expect("stdout reads");
    let status = child.wait().expect("verify ends");
    (out, said, status.code())
}

#[test]
fn ctrl_c_prints_what_was_checked_and_exits_130() {
    let (out, err, status) = verify_stopped_by(libc::SIGINT);
    assert_eq!(status, Some(130), "stdout:\n{out}\nstderr:\n{err}");
    assert!(
        err.contains("verify: interrupted by SIGINT (Ctrl-C) after ")
            && err.contains("exhaustive sweep: complete for all 2 games")
            && err.contains("nothing found is lost")
            && err.contains("exit status 130"),
        "{err}"
    );
    // The table of the games checked, and the total, as a finished run's.
    let rows: Vec<&str> = out.lines().collect();
    assert!(rows[0].starts_with("game ") && rows[0].contains("discrepancies"));
    assert!(rows[1].starts_with("nim ") && rows[2].starts_with("hdu-2177 "));
    assert!(rows[3].ends_with(", 0 discrepancies"), "{out}");
    // What standard error says was checked is what the table's total says.
    let total = rows[3].split(' ').next().expect("a count");
    assert!(
        err.contains(&format!("checked:         {total} positions (")),
        "{out}\n{err}"
    );
}

#[test]
fn sigterm_stops_the_run_the_same_way_with_its_own_status() {
    let (out, err, status) = verify_stopped_by(libc::SIGTERM);
    assert_eq!(status, Some(128 + libc::SIGTERM), "{out}\n{err}");
    assert!(
        err.contains("verify: interrupted by SIGTERM after "),
        "{err}"
    );
    assert!(out.contains(" positions checked in "), "{out}");
}
