//! Every input case under `cases/<problem-id>/` through the solver's program,
//! with its exact output pinned by insta: for a bad input, what it wrote before
//! the bad token, then its exact error message.
//!
//! Cases small enough for the oracle are run through it too, in the same test:
//! the two must agree on whether the input is valid and, if it is, on every
//! byte of the output. Review changes with `cargo insta review`.

use std::path::Path;

/// Inputs up to this many bytes are also run through the oracle.
const ORACLE_INPUT_LIMIT: usize = 4096;

fn problem_id(path: &Path) -> String {
    path.parent()
        .and_then(Path::file_name)
        .and_then(|n| n.to_str())
        .expect("cases live in cases/<problem-id>/")
        .to_string()
}

#[test]
fn problem_cases() {
    let mut seen = 0;
    insta::glob!("../cases", "*/*.in", |path| {
        seen += 1;
        let id = problem_id(path);
        let input = std::fs::read(path).unwrap();
        let program =
            solver::problems::find(&id).unwrap_or_else(|| panic!("no solver program {id}"));
        let (written, result) = solver::problems::run_partial(program, &input);
        let mut pinned = String::from_utf8(written.clone()).expect("outputs are text");
        if let Err(e) = &result {
            pinned.push_str(&format!("error: {e}\n"));
        }
        let solved = result.map(|()| written);
        insta::assert_snapshot!(pinned);

        if input.len() <= ORACLE_INPUT_LIMIT {
            let oracle =
                oracle::problems::find(&id).unwrap_or_else(|| panic!("no oracle program {id}"));
            match ((oracle.answer)(&input), &solved) {
                (Ok(expected), Ok(out)) => {
                    assert_eq!(
                        String::from_utf8_lossy(out),
                        expected,
                        "{}: solver and oracle differ",
                        path.display()
                    )
                }
                (Err(oracle::problems::Failure::TooLarge(_)), _) => {}
                // Past the solver's range (an uncertified period): no verdict.
                (_, Err(solver::io::InputError::Unanswerable { .. })) => {}
                (Err(oracle::problems::Failure::Invalid(_)), Err(_)) => {}
                (o, s) => panic!(
                    "{}: validity differs: solver {s:?}, oracle {o:?}",
                    path.display()
                ),
            }
        }
    });
    // Every problem is pinned by several cases, and every case is checked.
    for p in solver::problems::PROBLEMS {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("cases")
            .join(p.id);
        // Only inputs count: a `.out` beside one is the statement's output
        // (tests/spec_samples.rs), not a case.
        let cases = std::fs::read_dir(&dir)
            .map(|d| {
                d.filter(|f| {
                    f.as_ref()
                        .is_ok_and(|f| f.path().extension().is_some_and(|e| e == "in"))
                })
                .count()
            })
            .unwrap_or(0);
        assert!(
            cases >= 3,
            "{}: only {cases} input cases in {}",
            p.id,
            dir.display()
        );
    }
    assert!(
        seen >= 3 * solver::problems::PROBLEMS.len(),
        "only {seen} input cases checked"
    );
}
