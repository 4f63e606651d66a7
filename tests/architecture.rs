//! ARCHITECTURE.md's "Adding a game" and "Adding a problem" are what the
//! code requires, read from the document itself: every registered game and
//! every problem of `problems.list.rs` has each part the lists name, and
//! every file named after one of them is a part the lists name. A part added
//! to the code but not to the document fails here, and so does a part the
//! document names that an entry lacks.
//!
//! How a bullet reads: its backquoted paths (no spaces, a `/` or a file
//! extension) are parts, `<id>` and `<module>` standing for each entry's;
//! a `*` in a path's last component matches any text, and a path ending in
//! `/` is a directory that holds files. Each other backquoted text with a
//! placeholder must appear in the file of the path before it. A bullet
//! starting with a path is required of every entry; one starting with words
//! ("where ...") names parts only some entries have: checked only in that
//! files named after an entry must be parts of some bullet.

use std::fs;
use std::path::{Path, PathBuf};

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A path of a bullet and the texts its file must hold.
#[derive(Debug)]
struct Part {
    path: String,
    texts: Vec<String>,
}

/// One bullet of a section.
#[derive(Debug)]
struct Bullet {
    /// Every entry has its parts (the bullet starts with a path).
    required: bool,
    parts: Vec<Part>,
    /// The bullet as written, for messages.
    text: String,
}

fn has_placeholder(text: &str) -> bool {
    text.contains("<id>") || text.contains("<module>")
}

fn is_path(span: &str) -> bool {
    !span.contains([' ', '(', '[', '"', ':'])
        && (span.contains('/') || [".rs", ".md", ".toml"].iter().any(|e| span.ends_with(e)))
}

/// The bullets of the section headed `## {heading}` of `document`.
fn bullets(document: &str, heading: &str) -> Vec<Bullet> {
    let start = document
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("ARCHITECTURE.md has no section \"{heading}\""));
    let section = &document[start + heading.len() + 5..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    let mut texts: Vec<String> = Vec::new();
    let mut in_bullet = false;
    for line in section.lines() {
        if let Some(rest) = line.strip_prefix("- ") {
            texts.push(rest.to_string());
            in_bullet = true;
        } else if in_bullet && line.starts_with("  ") {
            let last = texts.last_mut().expect("a bullet");
            last.push(' ');
            last.push_str(line.trim());
        } else {
            in_bullet = false;
        }
    }
    texts
        .into_iter()
        .map(|text| {
            let mut parts: Vec<Part> = Vec::new();
            for span in text.split('`').skip(1).step_by(2) {
                if is_path(span) {
                    parts.push(Part {
                        path: span.to_string(),
                        texts: Vec::new(),
                    });
                } else if has_placeholder(span) {
                    parts
                        .last_mut()
                        .unwrap_or_else(|| panic!("`{span}` follows no path in: {text}"))
                        .texts
                        .push(span.to_string());
                }
            }
            // Paths with nothing of an entry in them (`ci/fuzz`, `lib.rs`)
            // are named in passing, not parts.
            parts.retain(|p| has_placeholder(&p.path) || !p.texts.is_empty());
            Bullet {
                required: text.starts_with('`'),
                parts,
                text,
            }
        })
        .collect()
}

fn architecture() -> String {
    fs::read_to_string(repository().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md")
}

/// A game or a problem, as the lists name its parts.
#[derive(Clone, Debug)]
struct Entry {
    id: String,
    module: String,
}

impl Entry {
    fn fill(&self, pattern: &str) -> String {
        pattern
            .replace("<id>", &self.id)
            .replace("<module>", &self.module)
    }

    /// True when `path` (relative, `/`-separated) is named after this entry.
    fn names(&self, path: &str, kind: Kind) -> bool {
        path.split('/').any(|component| match kind {
            // Problem ids and modules are distinctive: any mention.
            Kind::Problem => component.contains(&self.id) || component.contains(&self.module),
            // Game modules are words (`nim`, `sum`): the whole name.
            Kind::Game => {
                component == self.module
                    || component
                        .split_once('.')
                        .is_some_and(|(stem, _)| stem == self.module)
            }
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Game,
    Problem,
}

/// The problems of the one list, `problems.list.rs`: its lines
/// `"<id>" => <module>,`.
fn listed_problems() -> Vec<Entry> {
    let list = fs::read_to_string(repository().join("problems.list.rs")).expect("problems.list.rs");
    list.lines()
        .filter_map(|line| {
            let (id, module) = line.trim().strip_suffix(',')?.split_once(" => ")?;
            Some(Entry {
                id: id.strip_prefix('"')?.strip_suffix('"')?.to_string(),
                module: module.to_string(),
            })
        })
        .collect()
}

fn registered_games() -> Vec<Entry> {
    grundy::registry::games()
        .iter()
        .map(|g| Entry {
            id: g.name().to_string(),
            module: g.name().replace('-', "_"),
        })
        .collect()
}

/// `pattern` (relative to the repository) matches `path`: a directory
/// holds it, or its last component's `*` matches text.
fn matches(pattern: &str, path: &str) -> bool {
    if pattern.ends_with('/') {
        return path.starts_with(pattern);
    }
    match pattern.split_once('*') {
        Some((before, after)) => {
            path.len() >= before.len() + after.len()
                && path.starts_with(before)
                && path.ends_with(after)
                && !path[before.len()..path.len() - after.len()].contains('/')
        }
        None => path == pattern,
    }
}

/// The repository's files, relative and `/`-separated, without build
/// outputs, fuzzing's scratch directories and hidden files.
fn files() -> Vec<String> {
    let root = repository();
    let scratch = ["fuzz/corpus", "fuzz/artifacts", "fuzz/coverage"];
    let mut found = Vec::new();
    let mut directories = vec![root.clone()];
    while let Some(directory) = directories.pop() {
        for entry in fs::read_dir(&directory).expect("a directory of the repository") {
            let path = entry.expect("a directory entry").path();
            let relative = path
                .strip_prefix(&root)
                .expect("inside the repository")
                .to_string_lossy()
                .replace('\\', "/");
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.starts_with('.')
                || name == "target"
                || name.starts_with("mutants.out")
                || scratch.contains(&relative.as_str())
            {
                continue;
            }
            if path.is_dir() {
                directories.push(path);
            } else {
                found.push(relative);
            }
        }
    }
    found.sort();
    found
}

/// What `entry` lacks of the required bullets: one line per missing part.
fn missing_parts(entry: &Entry, bullets: &[Bullet], files: &[String]) -> Vec<String> {
    let root = repository();
    let mut missing = Vec::new();
    for bullet in bullets.iter().filter(|b| b.required) {
        for part in &bullet.parts {
            let path = entry.fill(&part.path);
            let present = if path.ends_with('/') || path.contains('*') {
                assert!(
                    part.texts.is_empty(),
                    "texts after a directory or a pattern: {}",
                    bullet.text
                );
                files.iter().any(|f| matches(&path, f))
            } else {
                Path::new(&root.join(&path)).is_file()
            };
            if !present {
                missing.push(format!("{}: no {path}", entry.id));
                continue;
            }
            if part.texts.is_empty() {
                continue;
            }
            let text = fs::read_to_string(root.join(&path))
                .unwrap_or_else(|e| panic!("reading {path}: {e}"));
            for wanted in &part.texts {
                let wanted = entry.fill(wanted);
                if !text.contains(&wanted) {
                    missing.push(format!("{}: {path} has no `{wanted}`", entry.id));
                }
            }
        }
    }
    missing
}

/// Files named after `entry` that no bullet names as a part.
fn unlisted_files(entry: &Entry, kind: Kind, bullets: &[Bullet], files: &[String]) -> Vec<String> {
    files
        .iter()
        .filter(|f| entry.names(f, kind))
        .filter(|f| {
            !bullets
                .iter()
                .flat_map(|b| &b.parts)
                .any(|p| matches(&entry.fill(&p.path), f))
        })
        .map(|f| format!("{}: {f} is a part ARCHITECTURE.md does not list", entry.id))
        .collect()
}

fn check_section(heading: &str, kind: Kind, entries: &[Entry]) {
    let bullets = bullets(&architecture(), heading);
    let required = bullets.iter().filter(|b| b.required).count();
    assert!(
        required >= 3,
        "\"{heading}\" lists only {required} required parts"
    );
    let files = files();
    let mut failures = Vec::new();
    for entry in entries {
        failures.extend(missing_parts(entry, &bullets, &files));
        failures.extend(unlisted_files(entry, kind, &bullets, &files));
    }
    assert!(
        failures.is_empty(),
        "ARCHITECTURE.md's \"{heading}\" and the code differ:\n{}",
        failures.join("\n")
    );
}

#[test]
fn every_problem_has_the_parts_adding_a_problem_lists() {
    let problems = listed_problems();
    check_section("Adding a problem", Kind::Problem, &problems);
}

#[test]
fn every_game_has_the_parts_adding_a_game_lists() {
    let games = registered_games();
    assert!(games.len() >= 16, "only {} games registered", games.len());
    check_section("Adding a game", Kind::Game, &games);
}

/// `problems.list.rs` is the list every registry is made from, in its order.
/// It only grows: a list cut short (a merge that lost lines) fails here, and
/// a problem added to it needs no edit of this test.
#[test]
fn the_one_list_is_every_registry() {
    let listed: Vec<String> = listed_problems().into_iter().map(|e| e.id).collect();
    assert!(listed.len() >= 25, "problems.list.rs: {listed:?}");
    let harness: Vec<&str> = grundy::problems::PROBLEMS.iter().map(|p| p.id).collect();
    let solver: Vec<&str> = solver::problems::PROBLEMS.iter().map(|p| p.id).collect();
    let oracle: Vec<&str> = oracle::problems::PROBLEMS.iter().map(|p| p.id).collect();
    assert_eq!(harness, listed);
    assert_eq!(solver, listed);
    assert_eq!(oracle, listed);
    for entry in listed_problems() {
        assert_eq!(
            entry.module,
            entry.id.replace('-', "_"),
            "a module is named after its id"
        );
    }
    // Each crate's copy is the one list (a link, packaged as its contents).
    let one = fs::read(repository().join("problems.list.rs")).unwrap();
    for copy in ["solver/problems.list.rs", "oracle/problems.list.rs"] {
        assert_eq!(fs::read(repository().join(copy)).unwrap(), one, "{copy}");
    }
}

/// The check can fail: a problem with none of its parts lacks every
/// required one, a stray file named after a problem is caught, and the
/// patterns match what they should.
#[test]
fn a_missing_part_is_named() {
    let bullets = bullets(&architecture(), "Adding a problem");
    let nobody = Entry {
        id: "hdu-0000".into(),
        module: "hdu_0000".into(),
    };
    let files = files();
    let missing = missing_parts(&nobody, &bullets, &files);
    let required_parts: usize = bullets
        .iter()
        .filter(|b| b.required)
        .map(|b| b.parts.len())
        .sum();
    assert_eq!(missing.len(), required_parts, "{missing:#?}");
    assert!(missing.contains(&"hdu-0000: no solver/src/problems/hdu_0000.rs".to_string()));
    assert!(missing
        .contains(&"hdu-0000: problems.list.rs has no `\"hdu-0000\" => hdu_0000,`".to_string()));

    let hdu_1850 = Entry {
        id: "hdu-1850".into(),
        module: "hdu_1850".into(),
    };
    let stray = vec!["benches/hdu_1850.rs".to_string()];
    assert_eq!(
        unlisted_files(&hdu_1850, Kind::Problem, &bullets, &stray).len(),
        1
    );
    assert!(matches(
        "snapshots/cases/hdu-1850/*.in",
        "snapshots/cases/hdu-1850/sample.in"
    ));
    assert!(!matches(
        "snapshots/cases/hdu-1850/*.in",
        "snapshots/cases/hdu-1850/sample.out"
    ));
    assert!(!matches(
        "snapshots/cases/hdu-1850/*.in",
        "snapshots/cases/hdu-1850/x/y.in"
    ));
    assert!(matches(
        "fuzz/seeds/problem_hdu_1850/",
        "fuzz/seeds/problem_hdu_1850/raw-sample"
    ));
    let nim = Entry {
        id: "nim".into(),
        module: "nim".into(),
    };
    assert!(nim.names("solver/src/nim.rs", Kind::Game));
    assert!(!nim.names("src/games/misere_nim.rs", Kind::Game));
}

/// A count as prose writes it: `25`, `seven`, `twenty-five`.
fn count_in_words(word: &str) -> Option<usize> {
    const UNITS: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 8] = [
        "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) {
        return word.parse().ok();
    }
    let unit = |w: &str| UNITS.iter().position(|&u| u == w);
    let tens = |w: &str| TENS.iter().position(|&t| t == w).map(|i| 20 + 10 * i);
    match word.split_once('-') {
        Some((t, u)) => Some(tens(t)? + unit(u).filter(|&u| (1..10).contains(&u))?),
        None => unit(word).or_else(|| tens(word)),
    }
}

/// Each count of the contest problems `text` states, with its line: "the
/// 25 problems", "of twenty-five classic contest problems", "The 25
/// built-in problems" (after `the` or `of`, words such as `classic`,
/// `contest` or `built-in` between; "these two problems" or "the two
/// interactive problems" are about some of them, not counts of all).
fn stated_problem_counts(text: &str) -> Vec<(usize, usize)> {
    let words: Vec<(usize, String)> = text
        .lines()
        .enumerate()
        .flat_map(|(i, line)| {
            line.split_whitespace().map(move |w| {
                let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
                (i + 1, w.to_lowercase())
            })
        })
        .collect();
    let mut counts = Vec::new();
    for (at, window) in words.windows(2).enumerate() {
        let (line, count) = (window[1].0, count_in_words(&window[1].1));
        let (Some(count), "the" | "of") = (count, window[0].1.as_str()) else {
            continue;
        };
        let rest = words[at + 2..]
            .iter()
            .map(|(_, w)| w.as_str())
            .skip_while(|w| matches!(*w, "classic" | "contest" | "built-in"));
        if rest.take(1).eq(["problems"]) {
            counts.push((line, count));
        }
    }
    counts
}

/// The count of problems the README and the guides state in words is the
/// list's: a problem added without them is a README that undercounts.
#[test]
fn every_count_of_problems_in_the_docs_is_the_list_s() {
    let count = listed_problems().len();
    let documents = files()
        .into_iter()
        .filter(|f| f == "README.md" || (f.starts_with("docs/") && f.ends_with(".md")));
    let mut stated = 0;
    let mut wrong = Vec::new();
    for path in documents {
        let text = fs::read_to_string(repository().join(&path)).expect("a document");
        for (line, said) in stated_problem_counts(&text) {
            stated += 1;
            if said != count {
                wrong.push(format!(
                    "{path}:{line}: {said} problems; problems.list.rs has {count}"
                ));
            }
        }
    }
    // The README's two and one in each of docs/solve.md and docs/custom-problems.md.
    assert!(stated >= 4, "only {stated} counts of problems found");
    assert!(
        wrong.is_empty(),
        "a count of problems is not the list's (\"Adding a problem\" in ARCHITECTURE.md):\n{}",
        wrong.join("\n")
    );
}

/// The counts are read as prose writes them, and only counts of all.
#[test]
fn counts_of_problems_are_read_as_written() {
    let text = "pinned snapshots of twenty-five classic contest\nproblems put\n\
                Each of the 26 problems is three programs.\n\
                The 7 built-in problems, these two problems, the two interactive\n\
                problems, of 3 games, the twenty problems, the fifty-zero problems.";
    assert_eq!(
        stated_problem_counts(text),
        [(1, 25), (3, 26), (4, 7), (5, 20)]
    );
    assert_eq!(count_in_words("ninety-nine"), Some(99));
    assert_eq!(count_in_words("problems"), None);
}
