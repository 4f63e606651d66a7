//! The committed fuzz seeds (`fuzz/seeds/<target>/`) are what
//! `ci/make-seeds` writes, and when they are not, `ci/make-seeds --check`
//! (the first step of `ci/fuzz`) names each difference and the one command
//! that fixes them all.
//!
//! A hand run of the fuzzer given `fuzz/seeds/<target>` as its first
//! directory writes its new inputs there; a target added without seeds
//! starts from nothing. Both must fail the gate, not pass unseen.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Status and standard error of `bash ci/make-seeds ARGS` in `root`.
fn make_seeds(root: &Path, args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new("bash")
        .arg(root.join("ci/make-seeds"))
        .args(args)
        .output()
        .expect("bash runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A scratch copy of what `ci/make-seeds` reads and writes.
fn scratch_copy(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for sub in ["ci", "fuzz", "snapshots"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    for (from, to) in [
        ("ci/make-seeds", "ci"),
        ("ci/sync-fuzz-manifest", "ci"),
        ("fuzz/Cargo.toml", "fuzz"),
        ("fuzz/fuzz_targets", "fuzz"),
        ("fuzz/seeds", "fuzz"),
        ("snapshots/cases", "snapshots"),
    ] {
        let copied = Command::new("cp")
            .arg("-R")
            .arg(Path::new(ROOT).join(from))
            .arg(dir.join(to))
            .status()
            .expect("cp runs");
        assert!(copied.success(), "cp {from}");
    }
    dir
}

#[test]
fn the_committed_seeds_are_what_make_seeds_writes() {
    let (status, stderr) = make_seeds(Path::new(ROOT), &["--check"]);
    assert_eq!(status, Some(0), "{stderr}");
}

#[test]
fn stale_seeds_are_named_with_the_one_command_that_fixes_them_all() {
    let dir = scratch_copy("stale-seeds");
    let seeds = dir.join("fuzz/seeds");
    // A fuzz run's input, a target's seeds gone, a removed target's left.
    std::fs::write(seeds.join("wythoff/3f2a9c"), [7u8, 7]).unwrap();
    std::fs::remove_dir_all(seeds.join("nim")).unwrap();
    std::fs::create_dir_all(seeds.join("gone")).unwrap();
    std::fs::write(seeds.join("gone/seed-1"), "x").unwrap();
    let (status, stderr) = make_seeds(&dir, &["--check"]);
    let fixed = make_seeds(&dir, &[]);
    let checked_again = make_seeds(&dir, &["--check"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(status, Some(1), "{stderr}");
    for said in [
        "extra:   fuzz/seeds/wythoff/3f2a9c",
        "missing: fuzz/seeds/nim\n",
        "extra:   fuzz/seeds/gone\n",
        "to fix: bash ci/make-seeds ",
    ] {
        assert!(stderr.contains(said), "no `{said}` in:\n{stderr}");
    }
    assert_eq!(fixed.0, Some(0), "{}", fixed.1);
    assert_eq!(checked_again.0, Some(0), "{}", checked_again.1);
}
