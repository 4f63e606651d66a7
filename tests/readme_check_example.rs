//! The README's "Check your own solver" example is the body of the test in
//! `check/tests/readme_example.rs`, which `cargo test` compiles and runs: here
//! the two are held to be the same text, so the README cannot show an
//! example that no longer builds.

use std::fs;
use std::path::Path;

#[test]
fn the_readme_shows_the_example_that_runs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).expect("README.md");
    let section = readme
        .split("\n## Check your own solver\n")
        .nth(1)
        .expect("README.md has a \"Check your own solver\" section");
    let block = section
        .split("```rust\n")
        .nth(1)
        .and_then(|rest| rest.split("```\n").next())
        .expect("the section has a rust block");
    let example = fs::read_to_string(root.join("check/tests/readme_example.rs")).expect("example");
    // The test's body, one indent out.
    let body: String = example
        .split_once("fn the_readme_example_runs() {\n")
        .and_then(|(_, rest)| rest.rsplit_once("}\n"))
        .expect("the test function")
        .0
        .lines()
        .map(|l| format!("{}\n", l.strip_prefix("    ").unwrap_or(l)))
        .collect();
    assert!(block.lines().count() >= 15, "{block}");
    assert_eq!(
        block, body,
        "README.md's example and check/tests/readme_example.rs differ"
    );
}
