//! Input a careless or hostile user gives the commands: each ends in an
//! error that says where and what, with a bounded read; never a panic, a
//! hang, or memory without end.

use std::process::{Command, Output};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the grundy binary runs")
}

fn status_and_stderr(out: &Output) -> (Option<i32>, String) {
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `/dev/zero` never ends: each command that reads an input whole reads at
/// most its bound and says so; the solver's streaming reader stops at the
/// first token, which is no number. (Before, `validate`, `oracle` and
/// `check --file` grew past 4 GiB in two seconds, and `solve` read for
/// ever.)
#[test]
fn an_endless_input_is_an_error_after_a_bounded_read() {
    for args in [
        &["validate", "hihocoder-1163", "--input", "/dev/zero"][..],
        &["oracle", "hihocoder-1163", "--input", "/dev/zero"][..],
        &["check", "hihocoder-1163", "--file", "/dev/zero"][..],
    ] {
        let (status, stderr) = status_and_stderr(&grundy(args));
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("/dev/zero") && stderr.contains("more than 256 MiB"),
            "{args:?}: {stderr}"
        );
    }
    let (status, stderr) = status_and_stderr(&grundy(&[
        "solve",
        "hihocoder-1163",
        "--input",
        "/dev/zero",
    ]));
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("line 1, column 1 (token 1)") && stderr.contains("(too long)"),
        "{stderr}"
    );
    let (status, stderr) =
        status_and_stderr(&grundy(&["octal", "0.77", "--checkpoint", "/dev/zero"]));
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("not a regular file"), "{stderr}");
}

/// A count of jobs is a count of threads: one past any machine is refused
/// by name instead of spawning threads without end.
#[test]
fn jobs_past_any_machine_are_refused() {
    let (status, stderr) = status_and_stderr(&grundy(&[
        "verify",
        "--jobs",
        "18446744073709551615",
        "--budget",
        "0",
        "--games",
        "nim",
    ]));
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("at most 1024 jobs"), "{stderr}");
}

/// A negative seed is named as a bad seed, not as an unknown argument.
#[test]
fn a_negative_seed_is_named() {
    for args in [
        &["verify", "--seed", "-1", "--budget", "0", "--games", "nim"][..],
        &["gen", "hdu-1850", "--seed", "-1"][..],
    ] {
        let (status, stderr) = status_and_stderr(&grundy(args));
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("expected a whole number from 0 to 18446744073709551615, found `-1`"),
            "{args:?}: {stderr}"
        );
    }
}

/// The oracle's errors show a word's first bytes, escaped: a million-digit
/// word was printed whole, a NUL byte raw.
#[test]
fn the_oracle_shows_a_bad_word_short_and_printable() {
    let dir = std::env::temp_dir().join(format!("grundy-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let long = dir.join("long.in");
    std::fs::write(&long, "7".repeat(1_000_000)).unwrap();
    let nul = dir.join("nul.in");
    std::fs::write(&nul, b"3\n3 2\x00 1\n").unwrap();
    let out = grundy(&[
        "oracle",
        "hihocoder-1163",
        "--input",
        long.to_str().unwrap(),
    ]);
    let (status, stderr) = status_and_stderr(&out);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.len() < 300, "{} bytes of error", stderr.len());
    let out = grundy(&["oracle", "hihocoder-1163", "--input", nul.to_str().unwrap()]);
    let (status, stderr) = status_and_stderr(&out);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(!out.stderr.contains(&0), "{stderr}");
    assert!(stderr.contains(r"`2\x00`"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// hdu-1850's `M` is 2 to 100, or 0 to end the input: `M = 101` names that,
/// and the value, not the `0 <= M <= 100` it once named.
#[test]
fn a_count_past_its_bound_names_the_bound_and_the_value() {
    let dir = std::env::temp_dir().join(format!("grundy-hostile-m-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("m101.in");
    let piles = vec!["1"; 101].join(" ");
    std::fs::write(&input, format!("101\n{piles}\n0\n")).unwrap();
    let out = grundy(&["validate", "hdu-1850", "--input", input.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "hdu-1850: beyond the judge's constraints: line 1, column 1, token `101`: \
         breaks 2 <= M <= 100, or M = 0 to end the input (found M = 101)\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
