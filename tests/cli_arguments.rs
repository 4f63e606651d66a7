//! Counts on the command line that cannot mean what they say are refused by
//! name, before anything runs: a budget of 0 states (which searched one state
//! and printed "budget 0"), 0 jobs (which ran one and printed "0 jobs"), and
//! 0 stress cases (which printed "all 0 cases passed" and exited 0, a pass
//! for a CI gate that tested nothing). And options read wherever a user
//! puts them, after the position too.

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

#[test]
fn flags_of_one_kind_of_problem_are_refused_with_the_other() {
    for (args, named) in [
        (
            &[
                "stress",
                "--reference",
                "cat",
                "--generator",
                "echo",
                "--size",
                "judge",
                "--",
                "true",
            ][..],
            "--size",
        ),
        (
            &[
                "stress",
                "--reference",
                "cat",
                "--generator",
                "echo",
                "--beyond",
                "--",
                "true",
            ][..],
            "--beyond",
        ),
        (
            &["stress", "hdu-1850", "--reference", "cat", "--", "true"][..],
            "a problem id",
        ),
        (
            &["stress", "hdu-1850", "--validator", "true", "--", "true"][..],
            "--validator",
        ),
        // A custom problem needs both commands.
        (
            &["stress", "--reference", "cat", "--", "true"][..],
            "no generator",
        ),
        (
            &["stress", "--generator", "echo", "--", "true"][..],
            "no reference",
        ),
    ] {
        let (status, stderr) = grundy(args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(named),
            "{args:?} does not name {named}: {stderr}"
        );
    }
    // Neither a problem id nor a problem of one's own.
    let (status, stderr) = grundy(&["stress", "--", "true"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("<PROBLEM>"), "{stderr}");
}

#[test]
fn init_writes_a_template_that_stress_reads_and_never_overwrites() {
    let dir = std::env::temp_dir().join(format!("grundy-cli-init-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.display().to_string();
    let (status, stderr) = grundy(&["init", &folder]);
    assert_eq!(status, Some(0), "{stderr}");
    // The template parses: what stops the run is that its commands name
    // files the folder does not have yet, said before anything runs (not
    // as a helper's failure on seed 0).
    let (status, stderr) = grundy(&["stress", "--problem", &folder, "--cases", "1", "--", "true"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("error: the reference (ref.cpp): no file `ref.cpp`")
            && stderr.contains("write it, or fix the command"),
        "{stderr}"
    );
    std::fs::write(dir.join("ref.py"), "print(1)\n").unwrap();
    let template = std::fs::read_to_string(dir.join("grundy.toml")).unwrap();
    let template = template.replace(r#"reference = "ref.cpp""#, r#"reference = "ref.py""#);
    std::fs::write(dir.join("grundy.toml"), template).unwrap();
    let (status, stderr) = grundy(&["stress", "--problem", &folder, "--", "true"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("error: the generator (gen.cpp): no file `gen.cpp`"),
        "{stderr}"
    );
    let (again, refused) = grundy(&["init", &folder]);
    // A misspelt key is named, with its line.
    std::fs::write(dir.join("grundy.toml"), "reference = \"cat\"\ntimout = 2\n").unwrap();
    let (status, misspelt) = grundy(&["stress", "--problem", &folder, "--", "true"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(again, Some(2), "{refused}");
    assert!(refused.contains("already there"), "{refused}");
    assert_eq!(status, Some(2), "{misspelt}");
    assert!(
        misspelt.contains("grundy.toml")
            && misspelt.contains("timout")
            && misspelt.contains("line 2"),
        "{misspelt}"
    );
}

#[test]
fn a_stress_command_without_double_dash_is_told_where_the_program_goes() {
    let (status, stderr) = grundy(&["stress", "hdu-1846", "python3", "sol.py"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("unexpected argument 'python3'")
            && stderr.contains("tip: the program under test and its arguments go after `--`"),
        "{stderr}"
    );
    // With `--` present, a misspelt option gets clap's own advice only.
    let (status, stderr) = grundy(&["stress", "hdu-1846", "--case", "5", "--", "true"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(!stderr.contains("go after `--`"), "{stderr}");
}

#[test]
fn an_unknown_stress_problem_lists_the_interactive_ones_and_a_problem_of_one_s_own() {
    let (status, stderr) = grundy(&["stress", "abc278-h", "--", "true"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("unknown problem `abc278-h`")
            && stderr.contains("hihocoder-1163, ")
            && stderr.contains(", abc278-g, cf-1934d2")
            && stderr.contains("--reference CMD --generator CMD, or --problem DIR"),
        "{stderr}"
    );
}

#[test]
fn verify_names_the_option_and_the_value_it_cannot_take() {
    for (args, named) in [
        (&["verify", "--budget", "-1"][..], "'-1' for '--budget"),
        (&["verify", "--budget", "ten"][..], "'ten' for '--budget"),
        (&["verify", "--budget", "NaN"][..], "'NaN' for '--budget"),
        (&["verify", "--seed", "x"][..], "'x' for '--seed"),
        (&["verify", "--shard", "4/4"][..], "'4/4' for '--shard"),
        (
            &["verify", "--games", "nim,wythof"][..],
            "--games: unknown game `wythof`",
        ),
    ] {
        let (status, stderr) = grundy(args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(named) && !stderr.contains("invalid digit"),
            "{args:?} does not say {named}: {stderr}"
        );
    }
    let (_, stderr) = grundy(&["verify", "--budget", "-1"]);
    assert!(stderr.contains("expected seconds, 0 or more"), "{stderr}");
}

#[test]
fn a_count_that_is_no_whole_number_is_said_as_what_it_counts() {
    for (args, said) in [
        (
            &["stress", "hdu-1846", "--memory", "-5", "--", "true"][..],
            "'-5' for '--memory <MIB>': expected a whole number of MiB (0: no limit), 0 to",
        ),
        (
            &["stress", "hdu-1846", "--cases", "-1", "--", "true"][..],
            "'-1' for '--cases <N>': expected a whole number of cases, 1 to",
        ),
        (
            &["stress", "hdu-1846", "--judge-cases", "x", "--", "true"][..],
            "'x' for '--judge-cases <N>': expected a whole number of cases, 1 to",
        ),
        (
            &["stress", "hdu-1846", "--shrink-runs", "-1", "--", "true"][..],
            "'-1' for '--shrink-runs <N>': expected a whole number of program runs, 0 to",
        ),
        (
            &["octal", "0.77", "--max", "-1"][..],
            "'-1' for '--max <HEAPS>': expected a whole number of heaps, 0 to",
        ),
        (
            &["octal", "0.77", "--values", "-3"][..],
            "'-3' for '--values <N>': expected a whole number of values, 0 to",
        ),
    ] {
        let (status, stderr) = grundy(args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(said) && !stderr.contains("invalid digit"),
            "{args:?} does not say {said}: {stderr}"
        );
    }
}

#[test]
fn verify_refuses_a_budget_past_a_week_saying_the_limit() {
    for budget in ["1e9", "604800.5"] {
        // An unknown game too, so that a budget taken ends the run at once
        // instead of running it for 31 years.
        let (status, stderr) = grundy(&["verify", "--budget", budget, "--games", "nosuchgame"]);
        assert_eq!(status, Some(2), "{budget}: {stderr}");
        assert!(
            stderr.contains(&format!(
                "'{budget}' for '--budget <SECONDS>': at most 604800 seconds"
            )),
            "{budget}: {stderr}"
        );
    }
    // The limit itself is taken: the run is stopped as soon as it says so.
    let (status, stderr) = grundy(&["verify", "--budget", "604800", "--games", "nosuchgame"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("--games: unknown game `nosuchgame`"),
        "{stderr}"
    );
}

#[test]
fn verify_takes_a_budget_in_decimals_and_checks_a_game_named_twice_once() {
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["verify", "--budget", "0.2", "--jobs", "1"])
        .args(["--games", "nim,hdu-2177,nim"])
        .output()
        .expect("the grundy binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("verify: 2 games, budget 0.2 s, seed 0, 1 job, shard 0/1"),
        "{stderr}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let rows: Vec<&str> = stdout.lines().filter_map(|l| l.split(' ').next()).collect();
    assert_eq!(rows, ["game", "nim", "hdu-2177", rows[3]], "{stdout}");
}

#[test]
fn check_cuts_a_very_long_answer_unless_full_is_given_before_or_after_the_position() {
    let longest = |args: &[&str]| {
        let run = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .output()
            .expect("the grundy binary runs");
        let out = String::from_utf8_lossy(&run.stdout).into_owned();
        assert_eq!(run.status.code(), Some(0), "{out}");
        let line = out.lines().max_by_key(|l| l.len()).unwrap().to_string();
        (line, out)
    };
    let position = ["octal", "--code", "0.F", "100", "7", "--budget", "100000"];
    let (cut, out) = longest(&[&["check"][..], &position].concat());
    assert!(cut.len() < 2_100, "{out}");
    assert!(cut.ends_with(" more; --full shows all)"), "{cut}");
    let (before, _) = longest(&[&["check", "--full"][..], &position].concat());
    let (after, _) = longest(&[&["check"][..], &position, &["--full"]].concat());
    assert_eq!(before, after);
    assert!(before.len() > 10_000 && before.ends_with(']'), "{before}");
    assert!(before.starts_with(&cut[..cut.find(" ... (").unwrap()]));
}
