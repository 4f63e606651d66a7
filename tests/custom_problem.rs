//! `grundy stress` on a problem of its own, not one of the built-in ones: a
//! winning move of Nim (`tests/custom_problem/README.md`), with a generator,
//! a validator, a reference and a checker written in plain C++ to testlib's
//! conventions and read from `tests/custom_problem/grundy.toml`. A right
//! solution passes though it prints other right answers than the reference;
//! wrong ones are caught and shrunk to small inputs the validator accepts; a
//! reference that crashes, hangs or disagrees with itself is blamed, not the
//! program.

#[path = "support/interrupt.rs"]
mod interrupt;
#[path = "support/tools.rs"]
mod tools;

use std::path::{Path, PathBuf};
use std::process::Command;

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");

fn problem_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/custom_problem")
}

/// A build cache shared by the tests of this file (and kept between runs:
/// each C++ file is compiled once).
fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("custom-problem-cache")
}

struct Stressed {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// `grundy stress ARGS -- PROGRAM` (a path under the problem's folder).
fn stress(args: &[&str], program: &str) -> Stressed {
    let program = problem_dir().join(program);
    let out = Command::new(GRUNDY)
        .arg("stress")
        .args(args)
        .args(["--jobs", "2", "--"])
        .arg(&program)
        .env("GRUNDY_CACHE_DIR", cache_dir())
        .output()
        .unwrap();
    Stressed {
        status: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn with_problem<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let dir: &'static str = Box::leak(problem_dir().display().to_string().into_boxed_str());
    let mut args = vec!["--problem", dir];
    args.extend_from_slice(extra);
    args
}

/// The minimal failing input of a report, as its lines.
fn minimal_input(report: &str) -> Vec<String> {
    report
        .lines()
        .skip_while(|l| !l.starts_with("minimal failing input"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.trim().to_string())
        .collect()
}

fn gpp(test: &str) -> bool {
    tools::available(test, "g++")
}

#[test]
fn a_right_solution_passes_with_other_right_answers_than_the_reference() {
    if !gpp("a_right_solution_passes_with_other_right_answers_than_the_reference") {
        return;
    }
    let s = stress(&with_problem(&[]), "sol.cpp");
    assert_eq!(s.status, Some(0), "{}{}", s.stdout, s.stderr);
    assert!(
        s.stdout.starts_with(
            "stress nim-move: all 60 cases passed (seeds 0 to 59, judged by the checker "
        ),
        "{}",
        s.stdout
    );
    // Its answers are not the reference's: compared token by token instead
    // of by the checker, the same program fails.
    let dir = std::env::temp_dir().join(format!("grundy-custom-{}-exact", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The same problem without its checker: the comparison of tokens.
    let toml = std::fs::read_to_string(problem_dir().join("grundy.toml")).unwrap();
    let without: String = toml
        .lines()
        .filter(|l| !l.starts_with("checker"))
        .map(|l| format!("{l}\n"))
        .collect();
    for file in ["ref.cpp", "gen.cpp", "val.cpp"] {
        std::fs::copy(problem_dir().join(file), dir.join(file)).unwrap();
    }
    std::fs::write(dir.join("grundy.toml"), without).unwrap();
    let exact = stress(
        &["--problem", &dir.display().to_string(), "--tokens"],
        "sol.cpp",
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(exact.status, Some(1), "{}{}", exact.stdout, exact.stderr);
    assert!(
        exact.stdout.contains("WA (wrong answer)"),
        "{}",
        exact.stdout
    );
}

/// Each wrong solution: its verdict, and the minimal input it is shrunk to
/// (inside the validator: 1 <= n <= 8, 1 <= a_i <= 1000).
const WRONG: [(&str, &str, &[&str]); 3] = [
    ("wrong/first_heap.cpp", "WA (wrong answer)", &["2", "1 2"]),
    ("wrong/low_bit.cpp", "WA (wrong answer)", &["1", "2"]),
    (
        "wrong/three_heaps.cpp",
        "RE (runtime error: killed by SIGABRT (6))",
        &["4", "1 1 1 1"],
    ),
];

#[test]
fn wrong_solutions_are_caught_with_minimal_inputs_inside_the_validator() {
    if !gpp("wrong_solutions_are_caught_with_minimal_inputs_inside_the_validator") {
        return;
    }
    for (program, verdict, minimal) in WRONG {
        let s = stress(&with_problem(&[]), program);
        assert_eq!(s.status, Some(1), "{program}: {}{}", s.stdout, s.stderr);
        assert!(
            s.stdout
                .starts_with(&format!("stress nim-move: {verdict} on case ")),
            "{program}: {}",
            s.stdout
        );
        assert_eq!(minimal_input(&s.stdout), minimal, "{program}: {}", s.stdout);
        // How many runs of each it took, the validator keeping the inputs.
        assert!(
            s.stdout.contains("shrinking ran the program ")
                && s.stdout.contains("(only inputs it accepts are kept)"),
            "{}",
            s.stdout
        );
        // The repro line names the folder and runs the one case again.
        let repro = s
            .stdout
            .lines()
            .find(|l| l.trim_start().starts_with("grundy stress --problem "))
            .unwrap_or_else(|| panic!("no repro line: {}", s.stdout));
        let words: Vec<&str> = repro.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "--").unwrap();
        let again = stress(&words[2..at], program);
        assert_eq!(again.status, Some(1), "{repro}: {}", again.stdout);
        assert!(
            again.stdout.contains("on case 1 of 1 (seed "),
            "{}",
            again.stdout
        );
        assert_eq!(minimal_input(&again.stdout), minimal, "{}", again.stdout);
    }
}

#[test]
fn the_checker_s_message_and_the_diff_are_shown() {
    if !gpp("the_checker_s_message_and_the_diff_are_shown") {
        return;
    }
    let s = stress(&with_problem(&[]), "wrong/low_bit.cpp");
    assert!(
        s.stdout
            .contains("the checker said: the position is won (xor 2), but the program says lose"),
        "{}",
        s.stdout
    );
    assert!(s.stdout.contains("  - 1 2\n  + lose\n"), "{}", s.stdout);
}

/// An executable shell script in a scratch directory of its own.
fn script(name: &str, body: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-custom-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[test]
fn a_reference_that_crashes_or_hangs_is_blamed_not_the_program() {
    if !gpp("a_reference_that_crashes_or_hangs_is_blamed_not_the_program") {
        return;
    }
    let crashing = script("crashing-reference.sh", "kill -SEGV $$");
    let crash = stress(
        &with_problem(&[
            "--reference",
            &crashing.display().to_string(),
            "--cases",
            "3",
        ]),
        "sol.cpp",
    );
    assert_eq!(crash.status, Some(2), "{}{}", crash.stdout, crash.stderr);
    assert!(
        crash
            .stdout
            .contains("the reference failed on seed 0: was killed by SIGSEGV")
            && crash
                .stdout
                .contains("this is the reference's fault, not the program's"),
        "{}",
        crash.stdout
    );
    let hang = stress(
        &with_problem(&["--reference", "sleep 30", "--reference-timeout", "0.2"]),
        "sol.cpp",
    );
    assert_eq!(hang.status, Some(2), "{}{}", hang.stdout, hang.stderr);
    assert!(
        hang.stdout
            .contains("the reference failed on seed 0: was killed at its wall-clock limit")
            && hang.stdout.contains("the reference's fault"),
        "{}",
        hang.stdout
    );
    let _ = std::fs::remove_dir_all(crashing.parent().unwrap());
}

#[test]
fn a_checker_that_crashes_with_status_1_is_blamed_not_the_reference() {
    if !gpp("a_checker_that_crashes_with_status_1_is_blamed_not_the_reference") {
        return;
    }
    // A Python checker's uncaught exception exits with status 1, testlib's
    // "wrong answer": it rejects everything, the reference's own answer too.
    let checker = script(
        "crashing-checker.sh",
        "echo 'IndexError: list index out of range' >&2; exit 1",
    );
    let s = stress(
        &with_problem(&["--checker", &checker.display().to_string(), "--cases", "3"]),
        "sol.cpp",
    );
    let _ = std::fs::remove_dir_all(checker.parent().unwrap());
    assert_eq!(s.status, Some(2), "{}{}", s.stdout, s.stderr);
    assert!(
        s.stdout.contains("the checker failed on seed 0")
            && s.stdout
                .contains("rejected an output byte for byte equal to the expected answer")
            && s.stdout.contains("IndexError")
            && s.stdout
                .contains("this is the checker's fault, not the program's"),
        "{}",
        s.stdout
    );
    assert!(!s.stdout.contains("disagrees with itself"), "{}", s.stdout);
}

#[test]
fn a_generator_whose_input_the_validator_refuses_is_named_with_the_validator_and_the_seed() {
    if !gpp(
        "a_generator_whose_input_the_validator_refuses_is_named_with_the_validator_and_the_seed",
    ) {
        return;
    }
    // One heap of the seed's size: past the bound of 1000 at seed 1001.
    let generator = script("one-heap.sh", "printf '1\\n%s\\n' \"$1\"");
    let s = stress(
        &with_problem(&[
            "--generator",
            &generator.display().to_string(),
            "--seed",
            "995",
            "--cases",
            "10",
        ]),
        "sol.cpp",
    );
    let _ = std::fs::remove_dir_all(generator.parent().unwrap());
    assert_eq!(s.status, Some(2), "{}{}", s.stdout, s.stderr);
    assert!(
        s.stdout
            .contains("the generator and the validator disagree on seed 1001"),
        "{}",
        s.stdout
    );
    assert!(
        s.stdout.contains("the validator refuses the input the generator wrote (exited with status 1: line 2: a number above its upper bound)"),
        "{}",
        s.stdout
    );
}

#[test]
fn json_gives_one_line_per_case_and_one_for_the_run() {
    if !gpp("json_gives_one_line_per_case_and_one_for_the_run") {
        return;
    }
    let s = stress(&with_problem(&["--json", "--cases", "3"]), "sol.cpp");
    assert_eq!(s.status, Some(0), "{}{}", s.stdout, s.stderr);
    let lines: Vec<&str> = s.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", s.stdout);
    for (seed, line) in lines[..3].iter().enumerate() {
        assert!(
            line.starts_with(&format!("{{\"seed\":{seed},\"verdict\":\"AC\",")),
            "{line}"
        );
        assert!(line.contains("\"checker\":\"ok, "), "{line}");
    }
    assert_eq!(
        lines[3],
        "{\"summary\":true,\"problem\":\"nim-move\",\"passed\":true,\"cases\":3,\"verdicts\":{\"AC\":3,\"WA\":0,\"TLE\":0,\"MLE\":0,\"RE\":0,\"OLE\":0}}"
    );
    let failed = stress(&with_problem(&["--json"]), "wrong/low_bit.cpp");
    assert_eq!(failed.status, Some(1), "{}", failed.stdout);
    let summary = failed.stdout.lines().last().unwrap_or("");
    assert!(
        summary.contains("\"first_failure\":{\"seed\":0,\"verdict\":\"WA\",")
            && summary.contains("\"minimal_input\":\"1\\n2\\n\"")
            && summary.contains("\"shrink_runs\":{"),
        "{summary}"
    );
    // A helper's failure names the problem too.
    let generator = script("json-heap-0.sh", "printf '1\\n0\\n'");
    let fault = stress(
        &with_problem(&["--json", "--generator", &generator.display().to_string()]),
        "sol.cpp",
    );
    let _ = std::fs::remove_dir_all(generator.parent().unwrap());
    assert_eq!(fault.status, Some(2), "{}", fault.stdout);
    let summary = fault.stdout.lines().last().unwrap_or("");
    assert!(
        summary.starts_with("{\"summary\":true,\"problem\":\"nim-move\",\"passed\":false,")
            && summary.contains("\"fault\":{\"role\":\"generator or validator\",\"seed\":0,"),
        "{summary}"
    );
}

#[test]
fn a_helper_failing_midway_keeps_the_cases_judged_before_it() {
    // The generator writes seeds 0 to 2 and fails on 3: three cases were
    // judged, and the run says so, with the helper and why it failed.
    let generator = script(
        "midway-generator.sh",
        "[ \"$1\" -lt 3 ] || { echo \"no input for seed $1\" >&2; exit 3; }\nprintf '1\\n%s\\n' \"$1\"",
    );
    let reference = script("midway-reference.sh", "read n\nread x\necho $x");
    let (generator, reference) = (
        generator.display().to_string(),
        reference.display().to_string(),
    );
    let args = [
        "--reference",
        &reference,
        "--generator",
        &generator,
        "--cases",
        "5",
    ];
    let json = stress(&[&args[..], &["--json"]].concat(), &reference);
    let text = stress(&args, &reference);
    let _ = std::fs::remove_dir_all(Path::new(&generator).parent().unwrap());
    let _ = std::fs::remove_dir_all(Path::new(&reference).parent().unwrap());
    assert_eq!(json.status, Some(2), "{}{}", json.stdout, json.stderr);
    let lines: Vec<&str> = json.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", json.stdout);
    for (seed, line) in lines[..3].iter().enumerate() {
        assert!(
            line.starts_with(&format!("{{\"seed\":{seed},\"verdict\":\"AC\",")),
            "{line}"
        );
    }
    assert_eq!(
        lines[3],
        "{\"summary\":true,\"problem\":\"custom\",\"passed\":false,\"run_failed\":true,\"cases\":3,\
         \"verdicts\":{\"AC\":3,\"WA\":0,\"TLE\":0,\"MLE\":0,\"RE\":0,\"OLE\":0},\
         \"fault\":{\"role\":\"generator\",\"seed\":3,\"what\":\"exited with status 3: no input for seed 3\"}}"
    );
    assert_eq!(text.status, Some(2), "{}{}", text.stdout, text.stderr);
    assert!(
        text.stdout
            .starts_with("stress custom: the generator failed on seed 3: exited with status 3")
            && text
                .stdout
                .ends_with("\ncases judged before it: 3 (seeds 0 to 2; AC 3)\n"),
        "{}",
        text.stdout
    );
}

#[test]
fn ctrl_c_stops_a_run_and_says_how_many_cases_passed() {
    // Seeds 0 and 1 pass; on seed 2 the program marks that it started and
    // waits, and the run is interrupted there: that case is not counted.
    let dir = std::env::temp_dir().join(format!("grundy-custom-ctrl-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let started = dir.join("started");
    let sleeper = format!("sleep 30.{}", std::process::id());
    let generator = script("ctrl-c-generator.sh", "echo $1");
    let reference = script("ctrl-c-reference.sh", "read x\necho $x");
    let program = script(
        "ctrl-c-program.sh",
        &format!(
            "read x\nif [ \"$x\" -ge 2 ]; then touch {}; {sleeper}; fi\necho $x",
            started.display()
        ),
    );
    let child = Command::new(GRUNDY)
        .arg("stress")
        .arg("--reference")
        .arg(&reference)
        .arg("--generator")
        .arg(&generator)
        .args(["--cases", "5", "--jobs", "1", "--json", "--"])
        .arg(&program)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    interrupt::interrupt_once_made(&child, &started, "the program reaching seed 2");
    let out = child.wait_with_output().unwrap();
    for path in [&dir, &generator, &reference, &program] {
        let _ = std::fs::remove_dir_all(if path.is_dir() {
            path
        } else {
            path.parent().unwrap()
        });
    }
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(130), "{stdout}{stderr}");
    assert_eq!(
        stderr,
        "stress custom: interrupted after 2 cases (seeds 0 to 1): no failure found so far\n"
    );
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(
        lines[2].starts_with(
            "{\"summary\":true,\"problem\":\"custom\",\"passed\":false,\"interrupted\":true,\"cases\":2,"
        ),
        "{stdout}"
    );
    let left = Command::new("pgrep")
        .args(["-f", &sleeper])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&left.stdout), "", "sleepers left");
}

#[test]
fn a_generator_that_ignores_its_seed_is_pointed_out() {
    // Every case the same input: a pass proves one input, and the summary
    // says so, where a generator that reads its seed gets no such line.
    let fixed = script("fixed-generator.sh", "printf '1\\n5\\n'");
    let seeded = script("seeded-generator.sh", "printf '1\\n%s\\n' \"$1\"");
    let reference = script("echo-reference.sh", "read n\nread x\necho $x");
    let reference_text = reference.display().to_string();
    let run = |generator: &Path| {
        stress(
            &[
                "--reference",
                &reference_text,
                "--generator",
                &generator.display().to_string(),
                "--cases",
                "4",
            ],
            &reference_text,
        )
    };
    let (fixed_run, seeded_run) = (run(&fixed), run(&seeded));
    for path in [&fixed, &seeded, &reference] {
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
    assert_eq!(
        fixed_run.status,
        Some(0),
        "{}{}",
        fixed_run.stdout,
        fixed_run.stderr
    );
    assert!(
        fixed_run.stdout.contains(
            "\n  warning:   the generator wrote the same input for all 4 seeds: does it read its seed (its last argument)?\n"
        ),
        "{}",
        fixed_run.stdout
    );
    assert_eq!(
        seeded_run.status,
        Some(0),
        "{}{}",
        seeded_run.stdout,
        seeded_run.stderr
    );
    assert!(
        !seeded_run.stdout.contains("warning:"),
        "{}",
        seeded_run.stdout
    );
}

#[test]
fn a_fault_found_while_confirming_a_failure_does_not_count_it_as_the_program_s() {
    // The reference answers seeds 3 and up differently each time it runs:
    // the program's output on seed 3 differs from the first answer, and
    // the second answer shows the reference at fault. That case's WA was
    // no verdict on the program: the cases judged before it are 0 to 2.
    let generator = script("counting-generator.sh", "printf '1\\n%s\\n' \"$1\"");
    let reference = script(
        "unsteady-reference.sh",
        "read n\nread x\nif [ \"$x\" -ge 3 ]; then date +%N; else echo $x; fi",
    );
    let program = script("echo-program.sh", "read n\nread x\necho $x");
    let s = stress(
        &[
            "--reference",
            &reference.display().to_string(),
            "--generator",
            &generator.display().to_string(),
            "--cases",
            "6",
        ],
        &program.display().to_string(),
    );
    for path in [&generator, &reference, &program] {
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
    assert_eq!(s.status, Some(2), "{}{}", s.stdout, s.stderr);
    assert!(
        s.stdout.contains("disagrees with itself")
            && s.stdout
                .ends_with("\ncases judged before it: 3 (seeds 0 to 2; AC 3)\n"),
        "{}",
        s.stdout
    );
}

#[test]
fn a_shrunk_input_without_a_validator_is_said_to_be_unchecked() {
    // Without a validator nothing keeps a shrunk input's count and list
    // consistent (`3` and one number is a possible minimal input): the
    // report says so, and not when a validator judged every candidate.
    let generator = script("list-generator.sh", "printf '3\\n1 2 %s\\n' \"$1\"");
    let reference = script("ok-reference.sh", "cat > /dev/null; echo ok");
    let program = script("bad-program.sh", "cat > /dev/null; echo bad");
    let args = |validator: Option<&str>| {
        let mut args = vec![
            "--reference".to_string(),
            reference.display().to_string(),
            "--generator".to_string(),
            generator.display().to_string(),
            "--cases".to_string(),
            "1".to_string(),
        ];
        if let Some(v) = validator {
            args.extend(["--validator".to_string(), v.to_string()]);
        }
        args
    };
    let program_text = program.display().to_string();
    let run = |validator| {
        let a = args(validator);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        stress(&a, &program_text)
    };
    let (unchecked, checked) = (run(None), run(Some("true")));
    for path in [&generator, &reference, &program] {
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
    let line = "\nno validator: the shrunk input may break the statement";
    assert_eq!(
        unchecked.status,
        Some(1),
        "{}{}",
        unchecked.stdout,
        unchecked.stderr
    );
    assert!(unchecked.stdout.contains(line), "{}", unchecked.stdout);
    assert_eq!(
        checked.status,
        Some(1),
        "{}{}",
        checked.stdout,
        checked.stderr
    );
    assert!(!checked.stdout.contains(line), "{}", checked.stdout);
}

#[test]
fn one_failing_case_of_a_big_multi_case_input_shrinks_to_itself() {
    // T cases, each `n` then `n` lines `a b`; print each case's sum. The
    // program is wrong on an `a` of 990 or more: about one line in a
    // hundred of a generated input of thousands. The generator's bounds
    // shrink first (same seed), then whole cases go with `T` lowered, then
    // lines with `n` lowered: the validator refuses any count that does
    // not match, so every kept input is one of the statement's.
    let generator = script(
        "cases-generator.sh",
        "awk -v maxn=$1 -v maxv=$2 -v maxt=$3 -v seed=$4 'BEGIN { srand(seed);
           t = 1 + int(rand() * maxt); print t;
           for (c = 0; c < t; c++) { n = 1 + int(rand() * maxn); print n;
             for (i = 0; i < n; i++) print int(rand() * maxv), int(rand() * maxv) } }'",
    );
    let validator = script(
        "cases-validator.sh",
        "awk 'function count() { if (NF != 1 || $1 !~ /^[0-9]+$/ || $1 < 1) { bad = 1; exit } return $1 }
           NR == 1 { t = count(); next }
           need == 0 { need = count(); t--; if (t < 0) { bad = 1; exit } next }
           { if (NF != 2 || $1 !~ /^[0-9]+$/ || $2 !~ /^[0-9]+$/) { bad = 1; exit } need-- }
           END { if (bad || NR == 0 || t != 0 || need != 0) exit 1 }'",
    );
    let sums = |wrong: &str| {
        format!(
            "awk 'NR == 1 {{ next }} need == 0 {{ if (c) print s; need = $1; s = 0; c = 1; next }}
               {{ s += $1 + $2{wrong}; need-- }} END {{ if (c) print s }}'"
        )
    };
    let reference = script("cases-reference.sh", &sums(""));
    let program = script("cases-program.sh", &sums(" + ($1 >= 990)"));
    let generator_flag = format!("{} 300 1000 40", generator.display());
    let args = [
        "--reference".to_string(),
        reference.display().to_string(),
        "--generator".to_string(),
        generator_flag.clone(),
        "--validator".to_string(),
        validator.display().to_string(),
        "--cases".to_string(),
        "20".to_string(),
    ];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let s = stress(&args, &program.display().to_string());
    let repro = s
        .stdout
        .lines()
        .find(|l| l.contains("(the generator's smaller input: "))
        .map(|l| l.trim().to_string());
    let again = repro.as_ref().map(|line| {
        let words = shell_words(line);
        let at = words.iter().position(|w| w == "--").unwrap();
        let a: Vec<&str> = words[2..at].iter().map(String::as_str).collect();
        stress(&a, &program.display().to_string())
    });
    for path in [&generator, &validator, &reference, &program] {
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
    assert_eq!(s.status, Some(1), "{}{}", s.stdout, s.stderr);
    assert_eq!(
        minimal_input(&s.stdout),
        ["1", "1", "990 0"],
        "{}",
        s.stdout
    );
    assert!(
        s.stdout.contains(&format!(
            "first the generator's arguments, same seed: {generator_flag} became {} ",
            generator.display()
        )),
        "{}",
        s.stdout
    );
    // The repro with the smaller arguments fails on a smaller input.
    let again = again.unwrap_or_else(|| panic!("no repro of the smaller input: {}", s.stdout));
    assert_eq!(again.status, Some(1), "{}{}", again.stdout, again.stderr);
    assert_eq!(
        minimal_input(&again.stdout),
        ["1", "1", "990 0"],
        "{}",
        again.stdout
    );
}

/// The words of a shell line that quotes with single quotes only (as
/// repro lines do).
fn shell_words(line: &str) -> Vec<String> {
    let (mut words, mut word, mut quoted, mut started) = (Vec::new(), String::new(), false, false);
    for c in line.chars() {
        match c {
            '\'' => (quoted, started) = (!quoted, true),
            c if c.is_whitespace() && !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    words
}
