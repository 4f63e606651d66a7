//! `grundy stress` against deliberately wrong programs: one per failure kind
//! (wrong answer, crash by signal, non-zero exit, no output, garbage, too much
//! output, hang), each written as a shell script at test time. Each test
//! checks that the failure is found, named, shrunk to the smallest input (read
//! back from `--save`), and that a correct program (`grundy solve` itself)
//! passes.

#[path = "support/tools.rs"]
mod tools;

use std::path::PathBuf;
use std::process::Command;

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");

/// A scratch directory of one test, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("grundy-stress-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn script(&self, body: &str) -> String {
        let path = self.0.join("program.sh");
        std::fs::write(&path, body).unwrap();
        path.display().to_string()
    }

    fn file(&self, name: &str, body: &str) -> String {
        let path = self.0.join(name);
        std::fs::write(&path, body).unwrap();
        path.display().to_string()
    }

    fn saved(&self) -> String {
        let dir = self.0.join("saved");
        let entries: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        assert_eq!(entries.len(), 1, "{entries:?}");
        // The validator's verdict is saved beside the input.
        let verdict = std::fs::read_to_string(entries[0].with_extension("validate")).unwrap();
        assert!(verdict.contains("the judge's constraints"), "{verdict}");
        String::from_utf8(std::fs::read(&entries[0]).unwrap()).unwrap()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

struct Stressed {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// `grundy stress ARGS --save SCRATCH/saved -- COMMAND`.
fn stress(scratch: &Scratch, args: &[&str], command: &[&str]) -> Stressed {
    let out = Command::new(GRUNDY)
        .arg("stress")
        .args(args)
        // Limits of grundy's own time are set out of reach, so what a test
        // sees is the same on a slow machine: the shrinker stops at its count
        // of runs, and the oracle judges every input it can.
        .args(["--shrink-time", "100000", "--oracle-timeout", "100000"])
        .env("GRUNDY_CACHE_DIR", scratch.0.join("cache"))
        .arg("--save")
        .arg(scratch.0.join("saved"))
        .arg("--")
        .args(command)
        .output()
        .unwrap();
    Stressed {
        status: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Asserts a failure of the given kind, shrunk to `minimal`.
fn assert_fails(s: &Stressed, scratch: &Scratch, kind: &str, minimal: &str) {
    assert_eq!(s.status, Some(1), "{}\n{}", s.stdout, s.stderr);
    let first = s.stdout.lines().next().unwrap_or("");
    assert!(
        first.contains("FAILED") && first.contains(kind),
        "{}",
        s.stdout
    );
    assert_eq!(scratch.saved(), minimal, "{}", s.stdout);
    assert!(s.stdout.contains("reproduce:"), "{}", s.stdout);
    assert!(s.stdout.contains("--cases 1"), "{}", s.stdout);
}

/// hdu-1846 answered `first` whatever the heap: wrong exactly on the losing
/// heaps, multiples of m + 1. Inside the judge's constraints (heaps from 1)
/// the smallest is `2 1`; token edits alone stop at `3 2` (no single edit
/// keeps it losing), but the generator's choices reach `2 1`.
const ALWAYS_FIRST: &str =
    "read c\ni=0\nwhile [ \"$i\" -lt \"$c\" ]; do echo first; i=$((i+1)); done\n";

#[test]
fn a_wrong_answer_shrinks_to_one_case() {
    let scratch = Scratch::new("always-first");
    let program = scratch.script(ALWAYS_FIRST);
    let s = stress(&scratch, &["hdu-1846", "--cases", "30"], &["sh", &program]);
    assert_fails(&s, &scratch, "wrong answer", "1\n2 1\n");
    assert!(s.stdout.contains("judged by the oracle"), "{}", s.stdout);
    assert!(
        s.stdout
            .contains("this input is inside the judge's constraints"),
        "{}",
        s.stdout
    );
    assert!(s.stdout.contains("  - second\n  + first\n"), "{}", s.stdout);
    assert!(
        s.stdout.contains("printf '1\\n2 1\\n' | sh "),
        "{}",
        s.stdout
    );
    assert!(s.stdout.contains("exact comparison"), "{}", s.stdout);

    // The same first failure whatever the number of jobs.
    let seed_line = |out: &str| out.lines().next().unwrap_or("").to_string();
    let parallel = stress(
        &scratch,
        &["hdu-1846", "--cases", "30", "--jobs", "2"],
        &["sh", &program],
    );
    assert_eq!(seed_line(&parallel.stdout), seed_line(&s.stdout));
}

#[test]
fn a_subtle_wrong_answer_on_nim_shrinks_to_a_local_minimum() {
    // Parity of the sum instead of the xor: right whenever the xor is 0 or
    // odd, wrong on an even non-zero xor. `1\n2\n` is the smallest such
    // input inside the judge's constraints (piles from 1), and the shrinker
    // finds it (lowering a number by two gets past the parity).
    let scratch = Scratch::new("nim-parity");
    let program = scratch.script(
        "read n\nread piles\ns=0\nfor p in $piles; do s=$((s+p)); done\n\
         if [ $((s % 2)) -eq 1 ]; then echo Alice; else echo Bob; fi\n",
    );
    let s = stress(
        &scratch,
        &["hihocoder-1163", "--cases", "60"],
        &["sh", &program],
    );
    assert_fails(&s, &scratch, "wrong answer", "1\n2\n");
    assert!(s.stdout.contains("  - Alice\n  + Bob\n"), "{}", s.stdout);
}

#[test]
fn a_crash_by_signal_is_named() {
    // Crashes from two piles on; one pile is answered right.
    let scratch = Scratch::new("segv");
    let program = scratch.script(
        "read n\nif [ \"$n\" -ge 2 ]; then kill -SEGV $$; fi\nread p\n\
         if [ \"$n\" -eq 1 ] && [ \"$p\" -ne 0 ]; then echo Alice; else echo Bob; fi\n",
    );
    let s = stress(
        &scratch,
        &["hihocoder-1163", "--cases", "30"],
        &["sh", &program],
    );
    assert_fails(&s, &scratch, "SIGSEGV", "2\n1 1\n");
}

#[test]
fn a_non_zero_exit_is_reported_with_its_status() {
    let scratch = Scratch::new("exit");
    let program = scratch.script("cat > /dev/null\nexit 3\n");
    let s = stress(&scratch, &["hdu-1846", "--cases", "5"], &["sh", &program]);
    // One case is the smallest input inside the judge's constraints.
    assert_fails(&s, &scratch, "exited with status 3", "1\n1 1\n");
}

#[test]
fn no_output_and_garbage_are_failures_of_their_own() {
    let scratch = Scratch::new("silent");
    let silent = scratch.script("cat > /dev/null\n");
    let s = stress(
        &scratch,
        &["hihocoder-1163", "--cases", "5"],
        &["sh", &silent],
    );
    assert_fails(&s, &scratch, "no output", "1\n1\n");

    let scratch = Scratch::new("garbage");
    let garbage = scratch.script("printf '\\377\\000\\n'\n");
    let s = stress(
        &scratch,
        &["hihocoder-1163", "--cases", "5"],
        &["sh", &garbage],
    );
    assert_fails(&s, &scratch, "garbage", "1\n1\n");
}

#[test]
fn too_much_output_is_cut_off() {
    let scratch = Scratch::new("flood");
    let program = scratch.script("yes Alice\n");
    let s = stress(
        &scratch,
        &["hihocoder-1163", "--cases", "5"],
        &["sh", &program],
    );
    assert_fails(&s, &scratch, "OLE (output limit exceeded", "1\n1\n");
}

#[test]
fn a_hang_is_killed_at_the_timeout() {
    // Hangs from three piles on. `sleep` is the script's child: only killing
    // the whole process group ends it (and frees the pipes) before its 1000 s
    // are up. Its fractional seconds are this test's marker, so that no
    // sleeper of ours is left when the run is over.
    let scratch = Scratch::new("hang");
    let sleeper = format!("sleep 1000.{}", std::process::id());
    let program = scratch.script(&format!(
        "read n\nread piles\nif [ \"$n\" -ge 3 ]; then {sleeper}; fi\n\
         x=0\nfor p in $piles; do x=$((x ^ p)); done\n\
         if [ \"$x\" -ne 0 ]; then echo Alice; else echo Bob; fi\n"
    ));
    let s = stress(
        &scratch,
        &["hihocoder-1163", "--cases", "30", "--timeout", "0.5"],
        &["sh", &program],
    );
    assert_fails(&s, &scratch, "TLE (time limit exceeded", "3\n1 1 1\n");
    let left = Command::new("pgrep")
        .args(["-fx", &sleeper])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&left.stdout), "", "sleepers left");
}

#[test]
fn a_correct_program_passes() {
    let scratch = Scratch::new("correct");
    let s = stress(
        &scratch,
        &["hdu-1846", "--cases", "25"],
        &[GRUNDY, "solve", "hdu-1846"],
    );
    assert_eq!(s.status, Some(0), "{}\n{}", s.stdout, s.stderr);
    assert!(s.stdout.contains("all 25 cases passed"), "{}", s.stdout);
    assert!(
        s.stdout.contains("judges:   oracle 25, solver 0"),
        "{}",
        s.stdout
    );
    assert!(!scratch.0.join("saved").exists());

    let s = stress(
        &scratch,
        &[
            "hihocoder-1163",
            "--cases",
            "25",
            "--jobs",
            "2",
            "--seed",
            "1000",
        ],
        &[GRUNDY, "solve", "hihocoder-1163"],
    );
    assert_eq!(s.status, Some(0), "{}\n{}", s.stdout, s.stderr);
    assert!(s.stdout.contains("seeds 1000 to 1024"), "{}", s.stdout);
}

#[test]
fn tokens_forgive_whitespace_that_exact_comparison_does_not() {
    let scratch = Scratch::new("spaces");
    let program = scratch.script(&format!("'{GRUNDY}' solve hdu-1846 | sed 's/$/ /'\n"));
    let exact = stress(&scratch, &["hdu-1846", "--cases", "5"], &["sh", &program]);
    assert_fails(&exact, &scratch, "wrong answer", "1\n1 1\n");
    assert!(exact.stdout.contains("\\x20"), "{}", exact.stdout);

    let scratch = Scratch::new("spaces-tokens");
    let tokens = stress(
        &scratch,
        &["hdu-1846", "--cases", "5", "--tokens"],
        &["sh", &program],
    );
    assert_eq!(
        tokens.status,
        Some(0),
        "{}\n{}",
        tokens.stdout,
        tokens.stderr
    );
    assert!(
        tokens.stdout.contains("token comparison"),
        "{}",
        tokens.stdout
    );
}

#[test]
fn a_run_that_cannot_go_on_is_an_error_not_a_failure() {
    let scratch = Scratch::new("errors");
    let s = stress(&scratch, &["no-such-problem"], &["true"]);
    assert_eq!(s.status, Some(2), "{}", s.stderr);
    let s = stress(&scratch, &["hdu-1846"], &["/nonexistent/program"]);
    assert_eq!(s.status, Some(2), "{}", s.stderr);
    assert!(s.stderr.contains("cannot run"), "{}", s.stderr);
}

#[test]
fn beyond_the_judge_is_opt_in_and_every_failure_says_its_side() {
    // Wrong only on an empty heap, which the judge never sends (n >= 1).
    let scratch = Scratch::new("empty-heap");
    let program = scratch.script(
        "read c\ni=0\nwhile [ \"$i\" -lt \"$c\" ]; do read n m\n\
         if [ \"$n\" -eq 0 ] || [ $((n % (m + 1))) -ne 0 ]; then echo first; else echo second; fi\n\
         i=$((i+1)); done\n",
    );
    let inside = stress(&scratch, &["hdu-1846", "--cases", "60"], &["sh", &program]);
    assert_eq!(inside.status, Some(0), "{}", inside.stdout);
    assert!(
        inside.stdout.contains("inside the judge's constraints"),
        "{}",
        inside.stdout
    );
    let beyond = stress(
        &scratch,
        &["hdu-1846", "--cases", "60", "--beyond"],
        &["sh", &program],
    );
    assert_fails(&beyond, &scratch, "wrong answer", "1\n0 1\n");
    assert!(
        beyond.stdout.contains(
            "this input is beyond the judge's constraints (1 <= n <= 1000: line 2, column 1, token `0`)"
        ),
        "{}",
        beyond.stdout
    );
    assert!(
        beyond.stdout.contains(" --beyond -- sh "),
        "{}",
        beyond.stdout
    );

    // A failure found inside is shrunk inside, even with --beyond: the
    // inputs of seeds 6 and 10 are inside and fail, and `1\n0 1\n` (beyond)
    // would be one edit away from their minimum.
    let scratch = Scratch::new("always-first-beyond");
    let always = scratch.script(ALWAYS_FIRST);
    for seed in ["6", "10"] {
        let s = stress(
            &scratch,
            &["hdu-1846", "--cases", "1", "--beyond", "--seed", seed],
            &["sh", &always],
        );
        assert_eq!(s.status, Some(1), "{}", s.stdout);
        assert!(
            s.stdout
                .contains("this input is inside the judge's constraints"),
            "{}",
            s.stdout
        );
        let _ = std::fs::remove_dir_all(scratch.0.join("saved"));
    }
}

#[test]
fn a_uva_10561_failure_shrinks_to_one_board() {
    // Says LOSING for every board: wrong on any winning board. Boards are
    // single tokens, which token edits cannot shorten; the generator's
    // choices can (one board, a short one).
    let scratch = Scratch::new("uva-always-losing");
    let program = scratch
        .script("read n\ni=0\nwhile [ \"$i\" -lt \"$n\" ]; do echo LOSING; i=$((i+1)); done\n");
    let s = stress(&scratch, &["uva-10561", "--cases", "20"], &["sh", &program]);
    assert_eq!(s.status, Some(1), "{}\n{}", s.stdout, s.stderr);
    let minimal = scratch.saved();
    let lines: Vec<&str> = minimal.lines().collect();
    assert_eq!(lines.len(), 2, "{minimal}");
    assert_eq!(lines[0], "1");
    assert!(lines[1].len() <= 6, "{minimal}");
    assert!(
        s.stdout.contains("on the generator's choices"),
        "{}",
        s.stdout
    );
    assert!(
        s.stdout
            .contains("this input is inside the judge's constraints"),
        "{}",
        s.stdout
    );
}

#[test]
fn a_source_file_is_built_shown_as_given_and_replayed_from_its_source() {
    if !tools::available(
        "a_source_file_is_built_shown_as_given_and_replayed_from_its_source",
        "g++",
    ) {
        return;
    }
    // hdu-1846 in C++, always `first`: wrong on every losing heap.
    let scratch = Scratch::new("source");
    let source = scratch.file(
        "first.cpp",
        "#include <cstdio>\nint main(){int c;scanf(\"%d\",&c);while(c--){long long n,m;\
         scanf(\"%lld %lld\",&n,&m);puts(\"first\");}}\n",
    );
    let s = stress(&scratch, &["hdu-1846", "--cases", "30"], &[&source]);
    assert_fails(&s, &scratch, "wrong answer", "1\n2 1\n");
    let built = scratch.0.join("cache").join("build");
    assert!(
        s.stdout
            .contains(&format!("command:  {source} (built: {}", built.display())),
        "{}",
        s.stdout
    );
    // The repro line names the source, so it is built again if it changes.
    assert!(
        s.stdout
            .lines()
            .any(|l| l.trim_start().starts_with("grundy stress hdu-1846")
                && l.ends_with(&format!("-- {source}"))),
        "{}",
        s.stdout
    );

    // A compile error stops the run before any case, with g++'s message.
    let broken = scratch.file("broken.cpp", "int main() { return undeclared_name; }\n");
    let s = stress(&scratch, &["hdu-1846"], &[&broken]);
    assert_eq!(s.status, Some(2), "{}\n{}", s.stdout, s.stderr);
    assert!(
        s.stderr.starts_with("error: compile error in "),
        "{}",
        s.stderr
    );
    assert!(s.stderr.contains("undeclared_name"), "{}", s.stderr);
    assert_eq!(s.stdout, "");
}

#[test]
fn a_checker_judges_the_built_in_problems_too() {
    let scratch = Scratch::new("checker");
    let program = scratch.script(ALWAYS_FIRST);
    // testlib's convention: INPUT OUTPUT ANSWER, exit 0 accepts, 1 rejects.
    let strict = scratch.file(
        "strict.sh",
        "cmp -s \"$2\" \"$3\" && exit 0\necho \"expected $(head -c 6 \"$3\")\" >&2\nexit 1\n",
    );
    let checker = format!("sh {strict}");
    let s = stress(
        &scratch,
        &["hdu-1846", "--cases", "30", "--checker", &checker],
        &["sh", &program],
    );
    assert_fails(&s, &scratch, "wrong answer", "1\n2 1\n");
    assert!(
        s.stdout.contains("the checker said: expected second"),
        "{}",
        s.stdout
    );
    assert!(
        s.stdout
            .contains(&format!("output diff (judged by the checker sh {strict};")),
        "{}",
        s.stdout
    );
    assert!(
        s.stdout.contains(&format!("--checker 'sh {strict}'")),
        "the repro line names the checker: {}",
        s.stdout
    );
    // A checker that accepts everything passes the same program.
    let lenient = stress(
        &scratch,
        &["hdu-1846", "--cases", "30", "--checker", "true"],
        &["sh", &program],
    );
    assert_eq!(
        lenient.status,
        Some(0),
        "{}{}",
        lenient.stdout,
        lenient.stderr
    );
    assert!(
        lenient.stdout.starts_with(
            "stress hdu-1846: all 30 cases passed (seeds 0 to 29, size small, \
             inside the judge's constraints, judged by the checker true)"
        ),
        "{}",
        lenient.stdout
    );
    // A checker that fails (testlib's 3) is an error of the run, not a
    // verdict on the program.
    let failing = scratch.file("failing.sh", "echo cannot read >&2\nexit 3\n");
    let broken = stress(
        &scratch,
        &[
            "hdu-1846",
            "--cases",
            "3",
            "--checker",
            &format!("sh {failing}"),
        ],
        &["sh", &program],
    );
    assert_eq!(broken.status, Some(2), "{}{}", broken.stdout, broken.stderr);
    assert!(
        broken.stderr.contains("the checker (sh ")
            && broken.stderr.contains("exited with status 3: cannot read"),
        "{}",
        broken.stderr
    );
}

#[test]
fn shrinking_a_hang_stops_after_a_few_candidates_at_the_limit() {
    // Every input hangs, so every candidate costs the whole wall clock:
    // shrinking stops after five such candidates, short of its budget of
    // runs, and keeps the smallest failing input it found.
    let scratch = Scratch::new("hang-shrink");
    let program = scratch.script(&format!("sleep 1000.{}\n", std::process::id()));
    let s = stress(
        &scratch,
        &[
            "hdu-1850",
            "--size",
            "judge",
            "--cases",
            "1",
            "--timeout",
            "0.05",
            "--shrink-runs",
            "12",
        ],
        &["sh", &program],
    );
    assert_eq!(s.status, Some(1), "{}\n{}", s.stdout, s.stderr);
    let first = s.stdout.lines().next().unwrap_or("");
    assert!(first.contains("TLE (time limit exceeded"), "{}", s.stdout);
    assert!(
        s.stdout.contains(" 5 program runs, ")
            && s.stdout.contains(
                "; stopped early: 5 candidates ran until a time or memory limit stopped them, \
                 and each costs a whole limit: the smallest failing input found so far):\n"
            ),
        "{}",
        s.stdout
    );
    let minimal = scratch.saved();
    let original = s
        .stdout
        .lines()
        .find_map(|l| l.split_once("shrunk from ").map(|(_, r)| r.to_string()))
        .unwrap_or_default();
    assert!(
        original.starts_with(|c: char| c.is_ascii_digit()),
        "{}",
        s.stdout
    );
    let from: usize = original.split(' ').next().unwrap().parse().unwrap();
    assert!(minimal.len() < from, "{minimal:?} from {from} bytes");
}

/// Starts `grundy stress ARGS --json --save SCRATCH/saved -- COMMAND`,
/// reads its stdout up to the first line holding `wanted`, then sends
/// SIGINT to `grundy` alone (its programs run in process groups of their
/// own, as a terminal's Ctrl-C would leave them), and returns what it
/// printed in all.
fn interrupted_at(scratch: &Scratch, args: &[&str], command: &[&str], wanted: &str) -> Stressed {
    use std::io::{BufRead, BufReader, Read};
    let mut child = Command::new(GRUNDY)
        .arg("stress")
        .args(args)
        .args(["--json", "--oracle-timeout", "100000"])
        .env("GRUNDY_CACHE_DIR", scratch.0.join("cache"))
        .arg("--save")
        .arg(scratch.0.join("saved"))
        .arg("--")
        .args(command)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut printed = String::new();
    loop {
        let mut line = String::new();
        let read = stdout.read_line(&mut line).unwrap();
        assert!(read > 0, "the run ended before `{wanted}`:\n{printed}");
        printed.push_str(&line);
        if line.contains(wanted) {
            break;
        }
    }
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    stdout.read_to_string(&mut printed).unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    Stressed {
        status: status.code(),
        stdout: printed,
        stderr,
    }
}

/// Programs of ours still running whose command line holds `marker`.
fn still_running(marker: &str) -> String {
    let found = Command::new("pgrep").args(["-f", marker]).output().unwrap();
    String::from_utf8_lossy(&found.stdout).into_owned()
}

#[test]
fn ctrl_c_before_any_failure_says_how_many_cases_passed() {
    // A right program that takes its time: the run is interrupted after
    // its first case, while others run. The sleep's fractional seconds are
    // this test's marker.
    let scratch = Scratch::new("interrupted");
    let marker = format!("sleep 0.3000{}", std::process::id());
    let program = scratch.script(&format!(
        "{marker}\nread c\ni=0\nwhile [ \"$i\" -lt \"$c\" ]; do read n m; \
         if [ $((n % (m + 1))) -eq 0 ]; then echo second; else echo first; fi; i=$((i+1)); done\n"
    ));
    let s = interrupted_at(
        &scratch,
        &["hdu-1846", "--cases", "1000", "--jobs", "2"],
        &["sh", &program],
        "\"verdict\":\"AC\"",
    );
    assert_eq!(s.status, Some(130), "{}\n{}", s.stdout, s.stderr);
    let lines: Vec<&str> = s.stdout.lines().collect();
    let (summary, cases) = lines.split_last().unwrap();
    let done = cases.len();
    assert!((1..1000).contains(&done), "{}", s.stdout);
    assert!(
        cases.iter().all(|l| l.contains("\"verdict\":\"AC\"")),
        "{}",
        s.stdout
    );
    assert!(
        summary.starts_with(&format!(
            "{{\"summary\":true,\"problem\":\"hdu-1846\",\"passed\":false,\"interrupted\":true,\"cases\":{done},"
        )),
        "{summary}"
    );
    assert_eq!(
        s.stderr,
        format!(
            "stress hdu-1846: interrupted after {done} case{} (seeds 0 to {}): no failure found so far\n",
            if done == 1 { "" } else { "s" },
            done - 1
        )
    );
    assert_eq!(still_running(&marker), "", "programs left running");
}

#[test]
fn ctrl_c_while_shrinking_reports_the_smallest_failure_so_far() {
    // A wrong program that takes its time on every input: shrinking a
    // judge-sized input is interrupted once the failure is known.
    let scratch = Scratch::new("interrupted-shrink");
    let marker = format!("sleep 0.3000{}", std::process::id());
    let program = scratch.script(&format!("{marker}\n{ALWAYS_FIRST}"));
    let s = interrupted_at(
        &scratch,
        &["hdu-1846", "--size", "judge", "--cases", "5", "--jobs", "1"],
        &["sh", &program],
        "\"verdict\":\"WA\"",
    );
    assert_eq!(s.status, Some(1), "{}\n{}", s.stdout, s.stderr);
    assert_eq!(
        s.stderr,
        "stress hdu-1846: interrupted while shrinking the failure of case 1 (seed 0): \
         the report shows the smallest failing input found so far\n"
    );
    let summary = s.stdout.lines().last().unwrap();
    assert!(
        summary.starts_with(
            "{\"summary\":true,\"problem\":\"hdu-1846\",\"passed\":false,\"interrupted\":true,\"cases\":1,"
        ) && summary.contains(",\"shrink_stopped\":\"interrupted\"}"),
        "{summary}"
    );
    // The smallest failing input so far is reported and saved.
    let minimal = scratch.saved();
    assert!(
        summary.contains(&format!("\"minimal_input\":{}", json_string(&minimal))),
        "{summary}\n{minimal:?}"
    );
    assert_eq!(still_running(&marker), "", "programs left running");
}

/// `text` as a JSON string (the inputs here are digits, spaces and newlines).
fn json_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\n', "\\n"))
}
