//! The documentation cannot drift from the tool: every example shown in
//! README.md and docs/ is run, and its output compared with what is shown;
//! every relative link in them must lead to a file (and to a heading, for
//! `file.md#heading`), and every problem's statement names its validator.
//!
//! An example is a fenced block whose info string is `console`. In it, a
//! line starting with `$ ` is a command, run by `sh` from the repository's
//! root with `grundy` on the `PATH` (the binary cargo built for this test)
//! and stderr merged into stdout; the lines up to the next command or the
//! end of the block are its expected output. A command must exit with
//! status 0 unless its output ends with a line `[exit: N]`.
//!
//! What varies from run to run is masked on both sides before comparing:
//! a number followed by ` s`, ` ms`, ` MiB`, ` KiB` or ` GiB` (times and
//! memory) becomes `#`, and so does the seed in `(seed N)` (which case set a
//! peak). Where a doc wants more, it writes `[..]` for any text within a
//! line and a line `...` for any number of lines.
//!
//! A block whose info string is `console expensive: REASON` is not run by
//! `cargo test` (the reason says why: usually its run time); the
//! `#[ignore]`d test `expensive_examples` runs them:
//! `cargo test --release --test docs_examples -- --ignored`. Blocks of other
//! languages (`sh`) show commands without their output and are not run.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How long one example may run before it is stopped and reported.
const EXAMPLE_TIME_LIMIT: Duration = Duration::from_secs(120);

/// The markdown files whose examples and links are checked.
fn documents() -> Vec<PathBuf> {
    let root = repository();
    let mut files = vec![
        root.join("README.md"),
        root.join("ARCHITECTURE.md"),
        root.join("CHANGELOG.md"),
        root.join("check/README.md"),
    ];
    let mut directories = vec![root.join("docs")];
    while let Some(directory) = directories.pop() {
        let mut entries: Vec<PathBuf> = fs::read_dir(&directory)
            .unwrap_or_else(|e| panic!("reading {}: {e}", directory.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                directories.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files
}

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn relative(path: &Path) -> String {
    path.strip_prefix(repository())
        .unwrap_or(path)
        .display()
        .to_string()
}

#[derive(Clone, Debug)]
struct Example {
    /// `file:line` of the command.
    place: String,
    command: String,
    expected: Vec<String>,
    /// `Some(reason)` for a block marked `console expensive: REASON`.
    expensive: Option<String>,
}

/// The examples of one markdown text, in order.
fn examples(file: &str, text: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let mut block: Option<Option<String>> = None; // inside a console block: its expensive reason
    let mut fenced_other = false;
    // Whether the console block we are in has had its first command.
    let mut commanded = false;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            if block.is_some() || fenced_other {
                block = None;
                fenced_other = false;
            } else if let Some(rest) = info.trim().strip_prefix("console") {
                let rest = rest.trim();
                let reason = rest
                    .strip_prefix("expensive:")
                    .map(|r| r.trim().to_string());
                assert!(
                    rest.is_empty() || reason.as_deref().is_some_and(|r| !r.is_empty()),
                    "{file}:{}: a console block's info string is `console` or `console expensive: REASON`, not `{}`",
                    index + 1,
                    info.trim()
                );
                block = Some(reason);
                commanded = false;
            } else {
                fenced_other = true;
            }
            continue;
        }
        let Some(reason) = &block else { continue };
        if let Some(command) = line.strip_prefix("$ ") {
            commanded = true;
            found.push(Example {
                place: format!("{file}:{}", index + 1),
                command: command.to_string(),
                expected: Vec::new(),
                expensive: reason.clone(),
            });
        } else if let Some(example) = found.last_mut().filter(|_| commanded) {
            example.expected.push(line.to_string());
        } else {
            panic!(
                "{file}:{}: a console block must start with a `$ ` command line",
                index + 1
            );
        }
    }
    assert!(
        block.is_none() && !fenced_other,
        "{file}: a fenced block is not closed"
    );
    found
}

fn all_examples() -> Vec<Example> {
    documents()
        .iter()
        .flat_map(|path| {
            let text = fs::read_to_string(path)
                .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
            examples(&relative(path), &text)
        })
        .collect()
}

/// A directory holding `grundy`, a link to the binary under test: made once
/// per process, and put in place by a rename, so tests running side by side
/// never see it missing.
fn grundy_on_path() -> PathBuf {
    static DIRECTORY: OnceLock<PathBuf> = OnceLock::new();
    DIRECTORY
        .get_or_init(|| {
            let directory = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("docs-examples-bin");
            fs::create_dir_all(&directory).expect("a directory for the grundy link");
            let fresh = directory.join(format!("grundy.{}", std::process::id()));
            let _ = fs::remove_file(&fresh);
            std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_grundy"), &fresh)
                .expect("a link to the grundy binary");
            fs::rename(&fresh, directory.join("grundy")).expect("the grundy link in place");
            directory
        })
        .clone()
}

/// Runs one command; its merged output and exit status.
fn run(command: &str, bin: &Path) -> Result<(String, i32), String> {
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("{{ {command}\n}} 2>&1"))
        .current_dir(repository())
        .env("PATH", path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("could not start sh: {e}"))?;
    let mut stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if start.elapsed() > EXAMPLE_TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "still running after {} s: stopped",
                EXAMPLE_TIME_LIMIT.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let bytes = reader
        .join()
        .map_err(|_| "the output reader panicked".to_string())?;
    Ok((
        String::from_utf8_lossy(&bytes).into_owned(),
        status.code().unwrap_or(-1),
    ))
}

/// A number followed by a unit of time or memory becomes `#`, and so does
/// the seed of `(seed N)`.
fn mask(line: &str) -> String {
    const UNITS: [&str; 5] = [" s", " ms", " MiB", " KiB", " GiB"];
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let starts_number =
            chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_alphanumeric());
        if starts_number {
            let mut end = i;
            while end < chars.len()
                && (chars[end].is_ascii_digit() || chars[end] == '.' || chars[end] == ',')
            {
                end += 1;
            }
            let rest: String = chars[end..].iter().collect();
            let before: String = chars[..i].iter().collect();
            let unit = UNITS.iter().any(|unit| {
                rest.starts_with(unit)
                    && rest[unit.len()..]
                        .chars()
                        .next()
                        .is_none_or(|c| !c.is_alphanumeric())
            });
            if unit || (before.ends_with("(seed ") && rest.starts_with(')')) {
                out.push('#');
                i = end;
                continue;
            }
            out.extend(&chars[i..end]);
            i = end;
            continue;
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

/// Whether `actual` matches `expected`, where `[..]` in `expected` stands
/// for any text.
fn line_matches(expected: &str, actual: &str) -> bool {
    let parts: Vec<&str> = expected.split("[..]").collect();
    if parts.len() == 1 {
        return expected == actual;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !actual.starts_with(first)
        || actual.len() < first.len() + last.len()
        || !actual.ends_with(last)
    {
        return false;
    }
    let mut rest = &actual[first.len()..actual.len() - last.len()];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

/// Whether the lines match, a line `...` in `expected` standing for any
/// number of lines (dynamic programming from the ends, no recursion).
fn lines_match(expected: &[String], actual: &[String]) -> bool {
    let (n, m) = (expected.len(), actual.len());
    // matches[i][j]: expected[i..] matches actual[j..].
    let mut matches = vec![vec![false; m + 1]; n + 1];
    matches[n][m] = true;
    for i in (0..n).rev() {
        for j in (0..=m).rev() {
            matches[i][j] = if expected[i] == "..." {
                matches[i + 1][j] || (j < m && matches[i][j + 1])
            } else {
                j < m && line_matches(&expected[i], &actual[j]) && matches[i + 1][j + 1]
            };
        }
    }
    matches[0][0]
}

/// Runs one example; a description of the difference if its output is not
/// what the doc shows.
fn check(example: &Example, bin: &Path) -> Result<(), String> {
    let mut expected: Vec<String> = example
        .expected
        .iter()
        .map(|l| l.trim_end().to_string())
        .collect();
    while expected.last().is_some_and(|l| l.is_empty()) {
        expected.pop();
    }
    let mut expected_status = 0;
    if let Some(status) = expected
        .last()
        .and_then(|l| l.strip_prefix("[exit: "))
        .and_then(|l| l.strip_suffix(']'))
    {
        expected_status = status
            .parse()
            .map_err(|_| format!("{}: bad `[exit: N]` line", example.place))?;
        expected.pop();
    }
    let (output, status) = run(&example.command, bin)
        .map_err(|e| format!("{}: $ {}\n{e}", example.place, example.command))?;
    let mut actual: Vec<String> = output.lines().map(|l| l.trim_end().to_string()).collect();
    while actual.last().is_some_and(|l| l.is_empty()) {
        actual.pop();
    }
    let masked_expected: Vec<String> = expected.iter().map(|l| mask(l)).collect();
    let masked_actual: Vec<String> = actual.iter().map(|l| mask(l)).collect();
    if status == expected_status && lines_match(&masked_expected, &masked_actual) {
        return Ok(());
    }
    Err(format!(
        "{}: $ {}\n--- shown (exit status {expected_status}):\n{}\n--- printed (exit status {status}):\n{}\n",
        example.place,
        example.command,
        expected.join("\n"),
        actual.join("\n")
    ))
}

/// Runs the examples, a few at a time (each is mostly a process waited
/// for), and fails with every difference found.
fn check_all(examples: &[Example]) {
    const WORKERS: usize = 4;
    let bin = grundy_on_path();
    let next = AtomicUsize::new(0);
    let mut failures: Vec<(usize, String)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..WORKERS)
            .map(|_| {
                scope.spawn(|| {
                    let mut failed = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(example) = examples.get(i) else {
                            return failed;
                        };
                        if let Err(difference) = check(example, &bin) {
                            failed.push((i, difference));
                        }
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("an example worker"))
            .collect()
    });
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {} examples differ from what the docs show:\n\n{}",
        failures.len(),
        examples.len(),
        failures
            .iter()
            .map(|(_, d)| d.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn examples_print_what_the_docs_show() {
    let (expensive, cheap): (Vec<Example>, Vec<Example>) = all_examples()
        .into_iter()
        .partition(|e| e.expensive.is_some());
    assert!(
        cheap.len() >= 10,
        "only {} examples found: did the console blocks lose their info string?",
        cheap.len()
    );
    for example in &expensive {
        // Visible with --nocapture, and counted by the ignored test below.
        eprintln!(
            "not run here ({}): {}: $ {}",
            example.expensive.as_deref().unwrap_or_default(),
            example.place,
            example.command
        );
    }
    check_all(&cheap);
}

#[test]
#[ignore = "the docs' expensive examples (each says why): run with --ignored, in release"]
fn expensive_examples() {
    let expensive: Vec<Example> = all_examples()
        .into_iter()
        .filter(|e| e.expensive.is_some())
        .collect();
    assert!(
        !expensive.is_empty(),
        "no example is marked `console expensive: REASON`"
    );
    check_all(&expensive);
}

#[test]
fn a_changed_output_fails() {
    // The first example of the README shown whole (no `...`, no `[..]`),
    // with one shown line altered, must fail; as shown, it must pass.
    let readme = fs::read_to_string(repository().join("README.md")).expect("README.md");
    let original = examples("README.md", &readme)
        .into_iter()
        .find(|e| {
            e.expensive.is_none()
                && !e.expected.iter().any(|l| l == "..." || l.contains("[..]"))
                && e.expected
                    .iter()
                    .any(|l| l.chars().any(|c| c.is_alphabetic()))
        })
        .expect("an example in the README shown whole");
    let bin = grundy_on_path();
    assert_eq!(check(&original, &bin), Ok(()));
    let mut changed = original.clone();
    let line = changed
        .expected
        .iter_mut()
        .find(|l| l.chars().any(|c| c.is_alphabetic()) && *l != "...")
        .expect("a line");
    line.push_str(" (changed)");
    let difference = check(&changed, &bin).expect_err("a changed output must fail");
    assert!(
        difference.contains("--- shown") && difference.contains("(changed)"),
        "{difference}"
    );
    let mut status = original.clone();
    status.expected.push("[exit: 7]".to_string());
    assert!(
        check(&status, &bin).is_err(),
        "a changed exit status must fail"
    );
}

#[test]
fn examples_are_read_from_console_blocks_only() {
    let text = "```sh\n$ grundy list\n```\n```console\n$ grundy a\nA\n\n$ grundy b\n```\n```console expensive: slow\n$ grundy c\nC\n```\n";
    let found = examples("x.md", text);
    let commands: Vec<&str> = found.iter().map(|e| e.command.as_str()).collect();
    assert_eq!(commands, ["grundy a", "grundy b", "grundy c"]);
    assert_eq!(found[0].expected, ["A", ""]);
    assert_eq!(found[0].place, "x.md:5");
    assert_eq!(found[2].expensive.as_deref(), Some("slow"));
    let headless = std::panic::catch_unwind(|| {
        examples(
            "y.md",
            "```console\n$ grundy a\n```\n```console\noutput\n```\n",
        )
    });
    assert!(
        headless.is_err(),
        "a console block without a command first must be refused"
    );
}

#[test]
fn masks_cover_times_memory_and_peak_seeds_only() {
    assert_eq!(
        mask("  time:     peak 0.12 s CPU (seed 257), 1.3 s wall (seed 255); limit 10 s CPU"),
        "  time:     peak # s CPU (seed #), # s wall (seed #); limit # s CPU"
    );
    assert_eq!(
        mask("memory: peak 14.4 MiB resident; 12 heaps, 3 states"),
        "memory: peak # MiB resident; 12 heaps, 3 states"
    );
    assert_eq!(
        mask("G(0..32) = 0 1 2 seeds 0 to 99"),
        "G(0..32) = 0 1 2 seeds 0 to 99"
    );
    assert!(line_matches(
        "verdicts: AC [..] of [..]",
        "verdicts: AC 3 of 4"
    ));
    assert!(!line_matches(
        "verdicts: AC [..] of 5",
        "verdicts: AC 3 of 4"
    ));
    let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(lines_match(
        &lines(&["a", "...", "d"]),
        &lines(&["a", "b", "c", "d"])
    ));
    assert!(lines_match(&lines(&["a", "...", "b"]), &lines(&["a", "b"])));
    assert!(!lines_match(
        &lines(&["a", "...", "d"]),
        &lines(&["a", "b", "c"])
    ));
    assert!(!lines_match(&lines(&["a", "b"]), &lines(&["a", "b", "c"])));
}

/// The relative links of one markdown text: (line, file, anchor). The file
/// is empty for a link to an anchor of the same text (`#section`).
fn links(text: &str) -> Vec<(usize, String, Option<String>)> {
    let mut found = Vec::new();
    let mut fenced = false;
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end]
                .split_whitespace()
                .next()
                .unwrap_or("")
                .trim_matches(['<', '>']);
            let external = ["http://", "https://", "mailto:"]
                .iter()
                .any(|p| target.starts_with(p));
            if !external && !target.is_empty() {
                let (file, anchor) = match target.split_once('#') {
                    Some((file, anchor)) => (file, Some(anchor.to_string())),
                    None => (target, None),
                };
                found.push((index + 1, file.to_string(), anchor));
            }
            rest = &after[end..];
        }
    }
    found
}

/// The anchors a markdown text's headings get, as GitHub makes them: the
/// heading's text in lower case, letters, digits, `_` and `-` kept, spaces
/// turned into `-`, everything else dropped; a repeated one gets `-1`,
/// `-2`, ...
fn anchors(text: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if fenced || hashes == 0 || hashes > 6 || !line[hashes..].starts_with(' ') {
            continue;
        }
        let slug: String = line[hashes..]
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' '))
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let repeats = found
            .iter()
            .filter(|a| {
                *a == &slug
                    || a.strip_prefix(slug.as_str())
                        .and_then(|r| r.strip_prefix('-'))
                        .is_some_and(|n| n.parse::<u32>().is_ok())
            })
            .count();
        found.push(if repeats == 0 {
            slug
        } else {
            format!("{slug}-{repeats}")
        });
    }
    found
}

#[test]
fn every_relative_link_leads_to_a_file_and_its_anchor() {
    let mut broken = Vec::new();
    let mut count = 0;
    for path in documents() {
        let text = fs::read_to_string(&path).expect("a markdown file");
        for (line, file, anchor) in links(&text) {
            count += 1;
            let resolved = if file.is_empty() {
                path.clone()
            } else {
                path.parent().expect("a directory").join(&file)
            };
            let place = format!("{}:{line}", relative(&path));
            if !resolved.exists() {
                broken.push(format!("{place}: {file}: no such file"));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            if resolved.extension().is_some_and(|e| e == "md") {
                let headings = fs::read_to_string(&resolved).expect("a markdown file");
                if !anchors(&headings).contains(&anchor) {
                    broken.push(format!("{place}: {file}#{anchor}: no such heading"));
                }
            }
        }
    }
    assert!(
        count >= 25,
        "only {count} relative links found: the README links every problem statement"
    );
    assert!(
        broken.is_empty(),
        "links to nothing:\n{}",
        broken.join("\n")
    );
}

#[test]
fn links_are_found_and_external_ones_skipped() {
    let text = "see [a](docs/a.md#x) and [b](https://example.org) and ![c](img.svg \"t\")\n```\n[d](code.md)\n```\n[e](#anchor)";
    assert_eq!(
        links(text),
        vec![
            (1, "docs/a.md".to_string(), Some("x".to_string())),
            (1, "img.svg".to_string(), None),
            (5, String::new(), Some("anchor".to_string())),
        ]
    );
}

#[test]
fn anchors_are_made_from_headings_as_github_makes_them() {
    let text = "# `grundy stress`: judging\n## Ctrl-C\n```\n# not a heading\n```\n## Ctrl-C\n#tag\n### Source files, and C++\n";
    assert_eq!(
        anchors(text),
        [
            "grundy-stress-judging",
            "ctrl-c",
            "ctrl-c-1",
            "source-files-and-c"
        ]
    );
}

/// Every problem with a validator (`src/validate/<id>.rs`) has a statement
/// that says what the validator enforces and links it, as
/// docs/gen-and-validate.md promises.
#[test]
fn every_problem_statement_names_its_validator() {
    let root = repository();
    let mut modules: Vec<String> = fs::read_dir(root.join("src/validate"))
        .expect("src/validate")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_string()))
        .filter(|module| module != "mod")
        .collect();
    modules.sort();
    assert!(
        modules.len() >= 25,
        "only {} validators found in src/validate",
        modules.len()
    );
    let mut missing = Vec::new();
    for module in &modules {
        let id = module.replace('_', "-");
        let statement = format!("docs/problems/{id}.md");
        let text = fs::read_to_string(root.join(&statement)).unwrap_or_default();
        let paragraph = text
            .split("\n\n")
            .find(|p| p.starts_with("**The judge's constraints**"));
        let link = format!("(../../src/validate/{module}.rs)");
        let command = format!("`grundy validate {id}`");
        if !paragraph.is_some_and(|p| p.contains(&link) && p.contains(&command)) {
            missing.push(format!(
                "{statement}: no paragraph \"**The judge's constraints** ([`src/validate/{module}.rs`]{link}, checked by {command}): ...\""
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "statements that do not say what their validator enforces:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_readme_is_short_undated_and_self_contained() {
    let readme = fs::read_to_string(repository().join("README.md")).expect("README.md");
    let lines = readme.lines().count();
    assert!(
        lines <= 300,
        "README.md has {lines} lines; at most 300 (guides go to docs/)"
    );
    for (index, line) in readme.lines().enumerate() {
        let bytes = line.as_bytes();
        let dated = bytes.windows(10).any(|w| {
            w.iter().enumerate().all(|(i, b)| {
                if i == 4 || i == 7 {
                    *b == b'-'
                } else {
                    b.is_ascii_digit()
                }
            })
        });
        assert!(
            !dated,
            "README.md:{}: names a date (the changelog does): {line}",
            index + 1
        );
        for private in ["problems.md", "problems-2.md", "issue "] {
            // `custom-problems.md` is ours: only the name standing alone counts.
            let cited = line.match_indices(private).any(|(at, _)| {
                !line[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            });
            assert!(
                !cited,
                "README.md:{}: cites `{private}`, which a reader does not have: {line}",
                index + 1
            );
        }
    }
}
