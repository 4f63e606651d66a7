//! Every sample and worked example of `problems.md` and `problems-2.md`, byte
//! for byte, through the solver and (where it reaches) the oracle.
//!
//! The snapshots pin what the solver prints; this pins what the specification
//! says, so a wrong snapshot accepted by mistake cannot hide a wrong answer.
//! Where a statement gives no sample (hdu-2999) or pins values instead
//! (poj-3537's losing lengths), the `.out` is what its rules give.

/// Every sample and worked example: each is written once, as a case of
/// `cases/<problem-id>/` whose expected output (the statement's, not the
/// solver's) is the `.out` file beside its `.in`. The snapshots of the same
/// cases pin what the solver prints; the `.out` pins what the statement says.
fn samples() -> Vec<Sample> {
    let cases = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cases");
    let mut samples = Vec::new();
    for problem in std::fs::read_dir(&cases).expect("the cases directory") {
        let problem = problem.expect("a directory entry").path();
        let id = problem
            .file_name()
            .and_then(|n| n.to_str())
            .expect("cases live in cases/<problem-id>/")
            .to_string();
        for file in std::fs::read_dir(&problem).expect("a problem's cases") {
            let expected = file.expect("a directory entry").path();
            if expected.extension().is_none_or(|e| e != "out") {
                continue;
            }
            let input = expected.with_extension("in");
            let read = |path: &std::path::Path| {
                std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            };
            samples.push(Sample {
                id: id.clone(),
                input: read(&input),
                expected: read(&expected),
            });
        }
    }
    samples.sort_by(|a, b| (&a.id, &a.input).cmp(&(&b.id, &b.input)));
    samples
}

/// One sample: its problem, its input and the output the statement gives.
struct Sample {
    id: String,
    input: String,
    expected: String,
}

#[test]
fn every_problem_has_a_sample() {
    let samples = samples();
    for p in solver::problems::PROBLEMS {
        assert!(
            samples.iter().any(|s| s.id == p.id),
            "no sample for {} (a `.out` beside a case in cases/{}/)",
            p.id,
            p.id
        );
    }
    assert_eq!(
        solver::problems::PROBLEMS.len(),
        17 + 8,
        "problems.md has seventeen problems, and the eight of problems-2.md"
    );
}

#[test]
fn solver_reproduces_every_sample() {
    for Sample {
        id,
        input,
        expected,
    } in samples()
    {
        let program =
            solver::problems::find(&id).unwrap_or_else(|| panic!("no solver program {id}"));
        let out = solver::problems::run(program, input.as_bytes())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(String::from_utf8_lossy(&out), expected, "{id} on {input:?}");
    }
}

#[test]
fn oracle_reproduces_every_sample_it_reaches() {
    let samples = samples();
    let mut answered = 0;
    for Sample {
        id,
        input,
        expected,
    } in &samples
    {
        let program =
            oracle::problems::find(id).unwrap_or_else(|| panic!("no oracle program {id}"));
        match (program.answer)(input.as_bytes()) {
            Ok(out) => {
                assert_eq!(&out, expected, "{id} on {input:?}");
                answered += 1;
            }
            Err(oracle::problems::Failure::TooLarge(_)) => {}
            Err(e) => panic!("{id}: the oracle rejects the sample: {e}"),
        }
    }
    assert!(
        answered >= samples.len() - 4,
        "the oracle answered only {answered} samples"
    );
}
