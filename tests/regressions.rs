//! Replays every committed failure under `fuzz/regressions/<target>/` through
//! the same check its fuzz target runs. Once a bug found by fuzzing,
//! quickcheck, `verify` or `stress` is fixed, its input goes there, so it can
//! never come back unnoticed.
//!
//! File kinds, by extension:
//! - `.position`: a game position in `grundy check` syntax (one line);
//! - `.in`: a problem input, as text;
//! - anything else: raw fuzzer bytes (a crash artifact as cargo-fuzz wrote it).

use grundy::check::{Checked, Game};
use grundy::registry;
use std::path::Path;

fn target_of(name: &str) -> &'static dyn Game {
    registry::everything()
        .into_iter()
        .find(|g| g.fuzz_target() == name)
        .unwrap_or_else(|| panic!("fuzz/regressions/{name}: no check has that fuzz target"))
}

fn replay(game: &dyn Game, path: &Path) -> Option<Checked> {
    let bytes = std::fs::read(path).unwrap();
    match path.extension().and_then(|e| e.to_str()) {
        Some("position") => {
            let text = String::from_utf8(bytes).expect("positions are text");
            let words: Vec<String> = text.split_whitespace().map(String::from).collect();
            Some(
                game.check_args(&words)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display())),
            )
        }
        Some("in") => {
            let mut raw = vec![1u8]; // the raw-input mode of a problem target
            raw.extend(bytes);
            game.check_fuzz_input(&raw)
        }
        _ => game.check_fuzz_input(&bytes),
    }
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
            if let Some(checked) = replay(game, &path) {
                replayed += 1;
                for d in checked.discrepancies() {
                    failures.push(format!("{}:\n{d}", path.display()));
                }
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
