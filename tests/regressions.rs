//! Replays every committed failure under `fuzz/regressions/<target>/` through
//! the same check its fuzz target runs. Once a bug found by fuzzing,
//! quickcheck, `verify` or `stress` is fixed, its input goes there, so it can
//! never come back unnoticed.
//!
//! File kinds, by extension:
//! - `.position`: a game position in `grundy check` syntax (one line);
//! - `.in`: a problem input, as text;
//! - no extension: raw fuzzer bytes (a crash artifact as cargo-fuzz wrote it).
//!
//! Any other extension is refused: a `.txt` holding `0 1 1` read as fuzzer
//! bytes would build some other position and pass without checking the one
//! it names.
//!
//! Positions and problem inputs are replayed at `grundy verify`'s oracle
//! budget ([`VERIFY_BUDGET`]), not the small one fuzz targets keep for
//! throughput: a discrepancy verify found by comparing with the oracle is
//! compared again, instead of being held to the solver's laws alone (which
//! a missing winning move breaks none of).

use grundy::check::{Checked, Game, OracleBudget, VERIFY_BUDGET};
use grundy::registry;
use std::path::Path;

fn target_of(name: &str) -> &'static dyn Game {
    registry::everything()
        .into_iter()
        .find(|g| g.fuzz_target() == name)
        .unwrap_or_else(|| panic!("fuzz/regressions/{name}: no check has that fuzz target"))
}

/// What a file under `fuzz/regressions/<target>/` holds, by its extension.
#[derive(Debug, PartialEq, Eq)]
enum Kind {
    Position,
    ProblemInput,
    FuzzerBytes,
}

fn kind_of(path: &Path) -> Result<Kind, String> {
    match path.extension().and_then(|e| e.to_str()) {
        Some("position") => Ok(Kind::Position),
        Some("in") => Ok(Kind::ProblemInput),
        None => Ok(Kind::FuzzerBytes),
        Some(other) => Err(format!(
            "{}: `.{other}` is no kind of regression: `.position` (a game position), \
             `.in` (a problem input) or no extension (fuzzer bytes)",
            path.display()
        )),
    }
}

fn replay(game: &dyn Game, path: &Path) -> Result<Option<Checked>, String> {
    let budget = OracleBudget::states(VERIFY_BUDGET);
    let checked = match kind_of(path)? {
        Kind::Position => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("{}: positions are text: {e}", path.display()))?;
            let words: Vec<String> = text.split_whitespace().map(String::from).collect();
            Some(game.check_args_within(&words, budget))
        }
        // As `grundy check ID --file PATH` reads it.
        Kind::ProblemInput => {
            let words = ["--file".to_string(), path.display().to_string()];
            Some(game.check_args_within(&words, budget))
        }
        Kind::FuzzerBytes => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            return Ok(game.check_fuzz_input(&bytes));
        }
    };
    checked
        .transpose()
        .map_err(|e| format!("{}: {e}", path.display()))
}

#[test]
fn every_committed_regression_still_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    let mut replayed = 0;
    let mut failures = Vec::new();
    for dir in std::fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        let game = target_of(dir.file_name().unwrap().to_str().unwrap());
        for file in std::fs::read_dir(&dir).unwrap() {
            let path = file.unwrap().path();
            match replay(game, &path) {
                Ok(Some(checked)) => {
                    replayed += 1;
                    for d in checked.discrepancies() {
                        failures.push(format!("{}:\n{d}", path.display()));
                    }
                }
                Ok(None) => {}
                Err(e) => failures.push(e),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        replayed > 0,
        "no regression inputs found under {}",
        root.display()
    );
}

#[test]
fn a_file_of_no_known_kind_is_refused() {
    assert_eq!(kind_of(Path::new("a/0-1-1.position")), Ok(Kind::Position));
    assert_eq!(kind_of(Path::new("a/sample.in")), Ok(Kind::ProblemInput));
    assert_eq!(kind_of(Path::new("a/crash-9d59a3")), Ok(Kind::FuzzerBytes));
    let refused = kind_of(Path::new("a/0-1-1.txt")).unwrap_err();
    assert!(
        refused.contains("`.txt` is no kind of regression"),
        "{refused}"
    );
}

/// A position the oracle answers within verify's budget but not within
/// staircase Nim's own small default (500,000): replayed at the default, a
/// solver missing the winning move `step 2 carry 1` passed its laws and the
/// replay, while verify and the repro line showed the discrepancy.
#[test]
fn a_position_is_replayed_at_verify_budget() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions/staircase_nim/planted-even-step-carries-all-its-coins.position");
    let checked = replay(target_of("staircase_nim"), &path)
        .unwrap()
        .expect("a position");
    assert!(
        !checked.comparison.oracle_gave_up(),
        "{}: the oracle gave up, so only the solver's laws were checked",
        path.display()
    );
}

#[test]
fn every_check_has_a_fuzz_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    for game in registry::everything() {
        let target = game.fuzz_target();
        assert!(
            manifest.contains(&format!("name = \"{target}\"")),
            "{} has no [[bin]] {target} in fuzz/Cargo.toml",
            game.name()
        );
        let source = root.join("fuzz_targets").join(format!("{target}.rs"));
        let text = std::fs::read_to_string(&source)
            .unwrap_or_else(|_| panic!("missing {}", source.display()));
        // The body must call the harness check: an empty body would run
        // happily and check nothing.
        let calls_check = text.contains("assert_agrees::<") || text.contains("fuzz_one(");
        assert!(
            text.contains("fuzz_target!") && calls_check,
            "{} does not run the harness check (fuzz_target! calling assert_agrees or fuzz_one)",
            source.display()
        );
    }
}
