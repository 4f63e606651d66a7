//! Counts on the command line that cannot mean what they say are refused by
//! name, before anything runs: a budget of 0 states (which searched one state
//! and printed "budget 0"), 0 jobs (which ran one and printed "0 jobs"), and
//! 0 stress cases (which printed "all 0 cases passed" and exited 0, a pass
//! for a CI gate that tested nothing).

use std::process::Command;

/// Exit status and standard error of `grundy args`.
fn grundy(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the grundy binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn zero_counts_are_refused_by_name() {
    for (args, named) in [
        (&["check", "--budget", "0", "nim", "3", "4"][..], "--budget"),
        (&["check", "nim", "3", "4", "--budget", "0"][..], "--budget"),
        (&["oracle", "hdu-1850", "--budget", "0"][..], "--budget"),
        (
            &["stress", "hdu-1850", "--budget", "0", "--", "true"][..],
            "--budget",
        ),
        (
            &["stress", "hdu-1850", "--cases", "0", "--", "true"][..],
            "--cases",
        ),
        (
            &["stress", "hdu-1850", "--jobs", "0", "--", "true"][..],
            "--jobs",
        ),
        (
            &["stress", "hdu-2177", "--judge-cases", "0", "--", "true"][..],
            "--judge-cases",
        ),
        (&["verify", "--jobs", "0", "--budget", "1"][..], "--jobs"),
    ] {
        let (status, stderr) = grundy(args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(named) && stderr.contains('0'),
            "{args:?} does not name {named}: {stderr}"
        );
    }
}

#[test]
fn the_smallest_counts_are_taken() {
    let (status, stderr) = grundy(&["check", "nim", "1", "--budget", "1"]);
    assert_eq!(status, Some(0), "{stderr}");
    let (status, stderr) = grundy(&["verify", "--jobs", "1", "--budget", "0", "--games", "nim"]);
    assert_eq!(status, Some(0), "{stderr}");
}
