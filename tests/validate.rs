//! The judges' constraints: every sample of `problems.md` is inside, the
//! beyond-judge inputs that once made `grundy stress` fail right programs are
//! rejected by name, generated inputs are on the side they were asked for,
//! and `grundy validate` says so with its exit status.

use grundy::problems::{find, Domain, InputSize, PROBLEMS};
use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Every sample and worked example of the specification: the cases of
/// `snapshots/cases/<problem-id>/` with the statement's output beside them
/// (a `.out` file; `snapshots/tests/spec_samples.rs` checks the outputs).
fn samples() -> Vec<(String, Vec<u8>)> {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots/cases");
    let mut samples = Vec::new();
    for problem in fs::read_dir(&cases).expect("snapshots/cases/") {
        let problem = problem.expect("a directory entry").path();
        let id = problem
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a problem's id")
            .to_string();
        for file in fs::read_dir(&problem).expect("a problem's cases") {
            let path = file.expect("a directory entry").path();
            if path.extension().is_some_and(|e| e == "out") {
                let input = path.with_extension("in");
                let read = fs::read(&input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
                samples.push((id.clone(), read));
            }
        }
    }
    samples
}

#[test]
fn every_sample_of_the_specification_is_inside() {
    let samples = samples();
    for (id, input) in &samples {
        let p = find(id).unwrap_or_else(|| panic!("snapshots/cases/{id}/: no such problem"));
        assert_eq!(
            p.validate(input),
            Ok(()),
            "{id}: {:?}",
            String::from_utf8_lossy(input)
        );
    }
    for p in PROBLEMS {
        assert!(
            samples.iter().any(|(id, _)| id == p.id),
            "no sample for {}",
            p.id
        );
    }
}

/// (problem, input, the constraint broken, where as `line, column`)
const BEYOND: &[(&str, &str, &str, &str)] = &[
    (
        "hdu-2177",
        "39 24\n0 0\n",
        "a <= b",
        "line 1, column 1, token `39`",
    ),
    (
        "hdu-2516",
        "1\n0\n",
        "2 <= n <= 2^31 - 1",
        "line 1, column 1, token `1`",
    ),
    (
        "cf-603c",
        "1 973424072998808903\n0\n",
        "1 <= k <= 10^9",
        "line 1, column 3, token `973424072998808903`",
    ),
    (
        "cf-603c",
        "1 2\n0\n",
        "1 <= a <= 10^9",
        "line 2, column 1, token `0`",
    ),
    (
        "hdu-2177",
        "0 0\n",
        "at least one case before the final `0 0`",
        "line 1",
    ),
    (
        "hdu-1536",
        "1 1\n1\n0\n0\n",
        "1 <= l <= 100",
        "line 3, column 1",
    ),
    ("hdu-1850", "1\n5\n0\n", "2 <= M <= 100", "line 1, column 1"),
    (
        "poj-1704",
        "1\n2\n3 3\n",
        "distinct cells",
        "line 3, column 3",
    ),
    (
        "hdu-4315",
        "2 1\n5 3\n",
        "cells in increasing order",
        "line 2, column 3",
    ),
    ("hdu-1730", "1 4\n2 2\n", "T != J", "line 2, column 3"),
    ("hdu-1730", "0 4\n", "1 <= n <= 1000", "line 1, column 1"),
    (
        "hdu-1730",
        "1 3\n1 2\n\n",
        "no blank lines after the last group",
        "line 4, column 1",
    ),
    (
        "hdu-1524",
        "2\n1 1\n1 0\n0\n",
        "an acyclic graph",
        "line 2, column 1",
    ),
    ("hdu-1846", "1\n0 1\n", "1 <= n <= 1000", "line 2, column 1"),
    ("hdu-1847", "", "`n` here", "line 1, column 1"),
    (
        "hdu-1848",
        "0 1 2\n0 0 0\n",
        "1 <= m <= 1000",
        "line 1, column 1",
    ),
    (
        "hnoi2007-split",
        "1\n1\n5\n",
        "2 <= n <= 21",
        "line 2, column 1",
    ),
    ("hdu-1527", "1 2\n3 4", "", ""),
];

#[test]
fn beyond_judge_inputs_are_named() {
    for (id, input, constraint, place) in BEYOND {
        let p = find(id).unwrap();
        match p.validate(input.as_bytes()) {
            Ok(()) => assert!(constraint.is_empty(), "{id} {input:?} accepted"),
            Err(broken) => {
                assert!(
                    broken.constraint.starts_with(constraint),
                    "{id} {input:?}: {broken}"
                );
                assert!(
                    broken.to_string().starts_with(place),
                    "{id} {input:?}: {broken}"
                );
                assert!(!constraint.is_empty(), "{id} {input:?}: {broken}");
            }
        }
        // The solver answers every one of them all the same (exact beyond
        // the judge), except the inputs its grammar cannot read at all.
        if !matches!(
            *id,
            "hdu-1524" | "hdu-1847" | "hdu-1730" | "poj-1704" | "hdu-4315"
        ) {
            assert!(p.solve(input.as_bytes()).is_ok(), "{id} {input:?}");
        }
    }
}

#[test]
fn inside_generators_stay_inside_and_beyond_generators_leave() {
    for p in PROBLEMS {
        for seed in 0..80 {
            let input = p.generate_seeded(seed, InputSize::Small, Domain::Inside);
            if let Err(b) = p.validate(&input) {
                panic!(
                    "{} small seed {seed} beyond: {b}\n{}",
                    p.id,
                    String::from_utf8_lossy(&input)
                );
            }
            assert!(p.solve(&input).is_ok(), "{} seed {seed}", p.id);
        }
        let input = p.generate_seeded(1, InputSize::Judge, Domain::Inside);
        if let Err(b) = p.validate(&input) {
            panic!("{} judge size beyond: {b}", p.id);
        }
        let mut outside = 0;
        for seed in 0..200 {
            let input = p.generate_seeded(seed, InputSize::Small, Domain::Beyond);
            let solved = p.solve(&input);
            assert!(
                solved.is_ok(),
                "{} beyond seed {seed}: {solved:?}\n{}",
                p.id,
                String::from_utf8_lossy(&input)
            );
            outside += usize::from(p.validate(&input).is_err());
        }
        assert!(
            outside >= 10,
            "{}: {outside} of 200 beyond inputs outside",
            p.id
        );
    }
}

#[test]
fn small_inside_inputs_reach_the_judges_scale() {
    // One small input in four aims at the judge's largest values: here, a
    // heap past 1000 in hdu-1536 and an n past 2^30 in hdu-2516.
    let p = find("hdu-1536").unwrap();
    let big = (0..100)
        .map(|s| p.generate_seeded(s, InputSize::Small, Domain::Inside))
        .filter(|i| {
            let text = String::from_utf8_lossy(i);
            text.split_whitespace()
                .any(|w| w.parse::<u64>().is_ok_and(|v| v > 1000))
        })
        .count();
    assert!((10..60).contains(&big), "{big}");
    let p = find("hdu-2516").unwrap();
    let big = (0..100)
        .map(|s| p.generate_seeded(s, InputSize::Small, Domain::Inside))
        .filter(|i| {
            let text = String::from_utf8_lossy(i);
            text.split_whitespace()
                .any(|w| w.parse::<u64>().is_ok_and(|v| v > 1 << 30))
        })
        .count();
    assert!((5..60).contains(&big), "{big}");
}

fn validate_cli(id: &str, input: &str) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["validate", id])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn the_command_says_inside_or_names_the_constraint() {
    assert_eq!(
        validate_cli("hdu-2177", "1 2\n0 0\n"),
        (
            Some(0),
            "hdu-2177: inside the judge's constraints\n".to_string()
        )
    );
    assert_eq!(
        validate_cli("hdu-2177", "39 24\n0 0\n"),
        (
            Some(1),
            "hdu-2177: beyond the judge's constraints: line 1, column 1, token `39`: breaks a <= b\n"
                .to_string()
        )
    );
    let (status, _) = validate_cli("no-such-problem", "");
    assert_eq!(status, Some(2));
}

/// Every problem's generator, on 1,000 seeds at the small size and at the
/// judge's, writes inputs inside the judge's constraints. Judge-size inputs
/// run to megabytes, so a problem's judge sweep stops after 8 MB of input
/// (all 1,000 seeds for most problems); `every_judge_size_seed_stays_inside`
/// (ignored: run it with `--release -- --ignored`) takes every seed.
#[test]
fn generators_stay_inside_on_a_thousand_seeds_at_every_size() {
    sweep(8 << 20);
}

#[test]
#[ignore]
fn every_judge_size_seed_stays_inside() {
    sweep(usize::MAX);
}

fn sweep(judge_bytes: usize) {
    for p in PROBLEMS {
        for size in [InputSize::Small, InputSize::Judge] {
            let mut bytes = 0;
            for seed in 0..1000 {
                if size == InputSize::Judge && bytes > judge_bytes {
                    break;
                }
                let input = p.generate_seeded(seed, size, Domain::Inside);
                bytes += input.len();
                if let Err(b) = p.validate(&input) {
                    panic!("{} {size} seed {seed} beyond: {b}", p.id);
                }
            }
        }
    }
}

#[test]
fn hdu_3980_judge_inputs_keep_m_within_its_bound() {
    // A trap once added up to 2 to an N already at 1000: M = 1001.
    let p = find("hdu-3980").unwrap();
    for seed in 0..100 {
        let input = p.generate_seeded(seed, InputSize::Judge, Domain::Inside);
        assert_eq!(p.validate(&input), Ok(()), "seed {seed}");
    }
}

#[test]
fn judge_size_inputs_keep_the_zero_xor_traps() {
    // hdu-3032 at the judge's size: lost positions (a last heap worth the
    // xor of the others) in about half the cases, so "Bob" is answered.
    let p = find("hdu-3032").unwrap();
    let bob = (0..4)
        .map(|s| p.generate_seeded(s, InputSize::Judge, Domain::Inside))
        .filter(|i| String::from_utf8_lossy(&p.solve(i).unwrap()).contains("Bob"))
        .count();
    assert!(bob >= 1, "{bob}");
}
