//! The contest problems as the harness sees them: for each id, the solver's
//! program, the oracle's program, the judge's constraints (a validator, in
//! [`crate::validate`]) and a generator of inputs.
//!
//! A generator writes inputs on one side of the judge's constraints:
//! [`Domain::Inside`] inputs pass the problem's validator (what a judge can
//! send: a contestant's program must be right on them), [`Domain::Beyond`]
//! inputs may break them on purpose (u64 values, `a > b`, a heap of 0) and
//! need only be valid for the solver, which is exact far past the judge.
//! [`InputSize::Huge`] is beyond by definition, whatever the domain.
//!
//! A problem check runs both programs on the same bytes and compares: whether
//! the input is valid (the two must agree, though their messages differ), and
//! where both answer, the output byte for byte.

use crate::discrepancy::Discrepancy;
use crate::family::Comparison;
use crate::rng::Rng;
use crate::validate::{self, Broken, Validator};
use arbitrary::Unstructured;
use std::fmt;
use std::str::FromStr;

pub mod as_game;
pub mod choices;
pub mod escape;
pub mod fuzz;
mod own_thread;
pub mod swapped_pairs;
pub mod wythoff_traps;

/// How big a generated input is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputSize {
    /// Inside the oracle's reach.
    Small,
    /// The judge's maximum sizes.
    Judge,
    /// Past them: u64 values, millions of tokens.
    Huge,
}

impl FromStr for InputSize {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "small" => Ok(InputSize::Small),
            "judge" => Ok(InputSize::Judge),
            "huge" => Ok(InputSize::Huge),
            _ => Err(format!("`{s}`: the sizes are small, judge and huge")),
        }
    }
}

impl fmt::Display for InputSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            InputSize::Small => "small",
            InputSize::Judge => "judge",
            InputSize::Huge => "huge",
        })
    }
}

/// Which side of the judge's constraints a generated input is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Domain {
    /// Passes the problem's validator: what the judge can send.
    Inside,
    /// May break the judge's constraints (never the solver's): the traps
    /// past the judge (u64 values, `a > b`, a heap of 0), mixed with inputs
    /// inside.
    Beyond,
    /// Both sides of the judge's constraints, but at [`InputSize::Small`]
    /// only values within the oracle's reach (no judge-scale or u64 values):
    /// for fuzz targets and `verify`, which need the oracle's answer on
    /// (nearly) every input, fast.
    Reach,
}

impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Domain::Inside => "inside the judge's constraints",
            Domain::Beyond => "beyond the judge's constraints",
            Domain::Reach => "within the oracle's reach, on both sides of the judge's constraints",
        })
    }
}

/// True when a generated input may break the judge's constraints.
pub fn is_beyond(size: InputSize, domain: Domain) -> bool {
    size == InputSize::Huge || domain != Domain::Inside
}

/// True when a generated input may hold values past the judge's and the
/// oracle's reach (u64) at any size: `Beyond`, or `Huge`.
pub fn wide(size: InputSize, domain: Domain) -> bool {
    size == InputSize::Huge || domain == Domain::Beyond
}

/// How many items (piles, people, rows, set members) a small input at the
/// judge's scale holds at most: the judge's *values* are what such an input
/// is for (counts are `--size judge`'s), and a short failing input shrinks
/// in seconds where a line of a thousand numbers takes minutes.
pub const JUDGE_SCALE_COUNT: u64 = 12;

/// True when a small input should aim at the judge's largest values
/// instead of the oracle's reach (one in four): a table too small for the
/// judge's heaps, an int32 overflow or a float error inside the judge's range
/// then fails within a default run. Past the oracle's reach the solver judges.
pub fn at_judge_scale(src: &mut dyn Source, size: InputSize, domain: Domain) -> bool {
    match size {
        InputSize::Small => domain != Domain::Reach && src.one_in(4),
        InputSize::Judge | InputSize::Huge => true,
    }
}

/// Randomness for generators: a seeded [`Rng`] for `grundy gen`, or the
/// fuzzer's bytes, so one generator serves both.
pub trait Source {
    /// A value in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64;

    /// True about once in `n` calls.
    fn one_in(&mut self, n: u64) -> bool {
        self.range(1, n.max(1)) == 1
    }

    /// `hi`, the largest value, from a random source: for a count or a value
    /// a generator aims at the judge's maximum. A replayed source
    /// ([`choices::Replay`]) gives what was recorded, down to `lo`, so a
    /// shrinker can lower what the generator would otherwise fix at the top.
    fn largest(&mut self, lo: u64, hi: u64) -> u64 {
        let _ = lo;
        hi
    }

    /// The number of cases of an input at the judge's size where the
    /// statement bounds none ([`assumed_count`]): [`Source::largest`],
    /// unless the run caps it ([`CaseCap`], `grundy stress --judge-cases`).
    fn case_count(&mut self, lo: u64, hi: u64) -> u64 {
        self.largest(lo, hi)
    }
}

/// A source whose [`Source::case_count`] is at most `most` (and at least its
/// `lo`): the number of cases we send where the judge's is unknown is an
/// assumption, and a user who knows better sets it.
pub struct CaseCap<'a> {
    inner: &'a mut dyn Source,
    most: u64,
}

impl<'a> CaseCap<'a> {
    pub fn new(inner: &'a mut dyn Source, most: u64) -> CaseCap<'a> {
        CaseCap { inner, most }
    }
}

impl Source for CaseCap<'_> {
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        self.inner.range(lo, hi)
    }

    fn one_in(&mut self, n: u64) -> bool {
        self.inner.one_in(n)
    }

    fn largest(&mut self, lo: u64, hi: u64) -> u64 {
        self.inner.largest(lo, hi)
    }

    fn case_count(&mut self, lo: u64, hi: u64) -> u64 {
        self.inner.case_count(lo, hi.min(self.most).max(lo))
    }
}

impl dyn Source + '_ {
    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.range(0, items.len() as u64 - 1) as usize]
    }
}

impl Source for Rng {
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        Rng::range(self, lo, hi)
    }
}

impl Source for Unstructured<'_> {
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        self.int_in_range(lo..=hi).unwrap_or(lo)
    }
}

/// A problem: its id, aliases, generator and validator.
pub struct Problem {
    pub id: &'static str,
    pub aliases: &'static [&'static str],
    pub about: &'static str,
    /// Writes an input the solver accepts, inside the judge's constraints
    /// when asked for [`Domain::Inside`] at [`InputSize::Small`] or
    /// [`InputSize::Judge`]. Must not panic for any source.
    pub generate: fn(&mut dyn Source, InputSize, Domain) -> Vec<u8>,
    /// The judge's constraints (see [`crate::validate`]).
    pub validate: Validator,
}

/// Declares each problem's module (its generator) and lists its `PROBLEM` in
/// [`PROBLEMS`], for each line of the one list of problems
/// (`problems.list.rs` at the repository's root). A module whose `PROBLEM`
/// names another id than its line does not compile.
macro_rules! problems {
    ($($id:literal => $module:ident,)*) => {
        $(
            pub mod $module;
            const _: () = assert!(
                same_id($module::PROBLEM.id, $id),
                concat!("src/problems/", stringify!($module), ".rs: its PROBLEM's id is not ", $id)
            );
        )*
        /// Every problem, in the order of the specification.
        pub const PROBLEMS: &[Problem] = &[$($module::PROBLEM,)*];
    };
}

/// `a == b`, at compile time.
const fn same_id(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

include!("../../problems.list.rs");
problem_list!(problems);

/// What a generated input at the judge's size assumes where the statement
/// bounds no count of cases (cases until `0 0` or the end of the input, or a
/// count with no upper bound): the number sent is ours, not the judge's, so
/// a time limit exceeded on many cases may be an artefact of it.
pub fn assumed_count(id: &str) -> Option<&'static str> {
    Some(match id {
        "hdu-1524" => "3 graphs; the statement bounds no number of cases",
        "hdu-1527" => "up to 100,000 lines; the statement bounds no number of lines",
        "hdu-1730" => "up to 10 groups; the statement bounds no number of groups",
        "hdu-1847" => "1,000 lines, each n once (up to 10,000 beyond); the statement bounds no number of lines",
        "hdu-1848" => "up to 1,000 lines before `0 0 0`; the statement bounds no number of lines",
        "hdu-2177" => "up to 100,000 pairs before `0 0`; the statement bounds no number of lines",
        "hdu-2188" => "up to 100 cases; the statement gives no upper bound on C",
        "hdu-2516" => "up to 100,000 lines before `0`; the statement bounds no number of lines",
        "hdu-3980" => "up to 1,000 cases; the statement gives no upper bound on T",
        "hdu-4315" => "up to 20 cases; the statement bounds no number of cases",
        "poj-2311" => "up to 10,000 lines; the statement bounds no number of lines",
        _ => return None,
    })
}

/// The problem with this id or alias.
pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS
        .iter()
        .find(|p| p.id == name || p.aliases.contains(&name))
}

/// Both programs' results on one input.
#[derive(Clone, Debug)]
pub struct ProblemCheck {
    pub id: &'static str,
    pub input: Vec<u8>,
    /// The solver's output, or its error message.
    pub solver: Result<Vec<u8>, String>,
    /// The solver's error is a refusal to answer a valid input past its range
    /// (not a verdict that the input is invalid).
    pub solver_gave_up: bool,
    pub oracle: Result<String, oracle::problems::Failure>,
}

impl Problem {
    /// The solver's program on `input`.
    pub fn solve(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let program = solver::problems::find(self.id).expect("every problem has a solver program");
        solver::problems::run(program, input).map_err(|e| e.to_string())
    }

    /// The oracle's program on `input`, at the problems' default budget
    /// ([`crate::check::PROBLEM_FUZZ_BUDGET`]).
    pub fn oracle(&self, input: &[u8]) -> Result<String, oracle::problems::Failure> {
        self.oracle_within(input, crate::check::OracleBudget::DEFAULTS)
    }

    /// The oracle's program on `input`, within `budget`.
    pub fn oracle_within(
        &self,
        input: &[u8],
        budget: crate::check::OracleBudget,
    ) -> Result<String, oracle::problems::Failure> {
        self.oracle_with_budget(input, budget.or(crate::check::PROBLEM_FUZZ_BUDGET))
    }

    /// The oracle's program on `input`, within `states` states.
    fn oracle_with_budget(
        &self,
        input: &[u8],
        states: usize,
    ) -> Result<String, oracle::problems::Failure> {
        let program = oracle::problems::find(self.id).expect("every problem has an oracle program");
        oracle::problems::answer_with_budget(program, input, states)
    }

    /// Solver and oracle on `input`, at the problems' default budget.
    pub fn check(&self, input: &[u8]) -> ProblemCheck {
        self.check_with_budget(input, crate::check::PROBLEM_FUZZ_BUDGET)
    }

    /// [`Problem::check`] with `states` as the oracle's budget: the command
    /// line and `verify` give theirs, and the raw-bytes half of a fuzz target
    /// asks with a smaller one.
    pub fn check_with_budget(&self, input: &[u8], states: usize) -> ProblemCheck {
        let program = solver::problems::find(self.id).expect("every problem has a solver program");
        let solved = solver::problems::run(program, input);
        let solver_gave_up = matches!(solved, Err(solver::io::InputError::Unanswerable { .. }));
        ProblemCheck {
            id: self.id,
            input: input.to_vec(),
            solver: solved.map_err(|e| e.to_string()),
            solver_gave_up,
            oracle: self.oracle_with_budget(input, states),
        }
    }

    /// A generated input from a seed.
    pub fn generate_seeded(&self, seed: u64, size: InputSize, domain: Domain) -> Vec<u8> {
        self.generate_seeded_with_cases(seed, size, domain, None)
    }

    /// [`Problem::generate_seeded`], with at most `cases` cases where the
    /// statement bounds none ([`CaseCap`]).
    pub fn generate_seeded_with_cases(
        &self,
        seed: u64,
        size: InputSize,
        domain: Domain,
        cases: Option<u64>,
    ) -> Vec<u8> {
        self.generate_from(&mut Rng::new(seed), size, domain, cases)
    }

    fn generate_from(
        &self,
        src: &mut dyn Source,
        size: InputSize,
        domain: Domain,
        cases: Option<u64>,
    ) -> Vec<u8> {
        match cases {
            Some(most) => (self.generate)(&mut CaseCap::new(src, most), size, domain),
            None => (self.generate)(src, size, domain),
        }
    }

    /// [`Problem::generate_seeded`], with the choices the generator made.
    pub fn generate_recorded(
        &self,
        seed: u64,
        size: InputSize,
        domain: Domain,
        cases: Option<u64>,
    ) -> (Vec<u8>, Vec<choices::Draw>) {
        let mut rng = Rng::new(seed);
        let mut recorder = choices::Recorder::new(&mut rng);
        let input = self.generate_from(&mut recorder, size, domain, cases);
        (input, recorder.into_draws())
    }

    /// The input the generator writes when it makes `draws` (see
    /// [`choices::Replay`]): an input of the generator's domain whatever
    /// the draws.
    pub fn generate_replayed(
        &self,
        draws: &[choices::Draw],
        size: InputSize,
        domain: Domain,
    ) -> Vec<u8> {
        self.generate_replayed_recorded(draws, size, domain, None).0
    }

    /// [`Problem::generate_replayed`], with the draws as the generator
    /// took them: a value above its draw's bound as the lowest, and the
    /// list as long as the generator read (at most as long as `draws`).
    /// Those write the same input, and are never a larger list.
    pub fn generate_replayed_recorded(
        &self,
        draws: &[choices::Draw],
        size: InputSize,
        domain: Domain,
        cases: Option<u64>,
    ) -> (Vec<u8>, Vec<choices::Draw>) {
        let mut replay = choices::Replay::new(draws);
        let mut recorder = choices::Recorder::new(&mut replay);
        let input = self.generate_from(&mut recorder, size, domain, cases);
        let mut taken = recorder.into_draws();
        taken.truncate(draws.len());
        (input, taken)
    }

    /// `Ok` when `input` is inside the judge's constraints, else the first
    /// constraint it breaks.
    pub fn validate(&self, input: &[u8]) -> Result<(), Broken> {
        validate::run(self.validate, input)
    }
}

fn validity(valid: bool) -> String {
    if valid { "valid" } else { "invalid" }.to_string()
}

impl ProblemCheck {
    /// The comparison, in the same rows-and-answers form as the games.
    pub fn comparison(&self) -> Comparison {
        use oracle::problems::Failure;
        let mut c = Comparison::default();
        let oracle_valid = match &self.oracle {
            Ok(_) => Ok(validity(true)),
            Err(Failure::Invalid(_)) => Ok(validity(false)),
            Err(Failure::TooLarge(m)) => Err(m.clone()),
        };
        // A solver that refuses a valid input past its range gives no verdict
        // on validity, as the oracle gives none past its budget.
        if !self.solver_gave_up {
            c.row("validity", Ok(validity(self.solver.is_ok())), oracle_valid);
        }
        // The output is asked of the oracle whenever the solver gave one, so
        // a refusal shows as that question unanswered (and is counted so by
        // the verdict), not as a question that was never asked.
        match (&self.solver, &self.oracle) {
            (Ok(s), Ok(o)) => {
                c.row(
                    "output",
                    Ok(escape::escape(s)),
                    Ok(escape::escape(o.as_bytes())),
                );
            }
            (Ok(s), Err(Failure::TooLarge(m))) => {
                c.row("output", Ok(escape::escape(s)), Err(m.clone()));
            }
            _ => {}
        }
        if let Err(e) = &self.solver {
            c.note(format!("solver: {e}"));
        }
        // A refusal is already each unanswered row's reason.
        if let Err(e @ Failure::Invalid(_)) = &self.oracle {
            c.note(format!("oracle: {e}"));
        }
        c
    }

    /// The command that shows this check again.
    pub fn repro(&self) -> String {
        format!(
            "{} check {} --text '{}'",
            crate::discrepancy::REPRO_PREFIX,
            self.id,
            escape::escape(&self.input)
        )
    }

    pub fn discrepancies(&self) -> Vec<Discrepancy> {
        let shown = escape::escape(&self.input);
        self.comparison()
            .discrepancies_with_repro(self.id, &shown, &self.repro())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_has_both_programs() {
        for p in PROBLEMS {
            assert!(
                solver::problems::find(p.id).is_some(),
                "{} has no solver program",
                p.id
            );
            assert!(
                oracle::problems::find(p.id).is_some(),
                "{} has no oracle program",
                p.id
            );
            assert_eq!(find(p.id).map(|f| f.id), Some(p.id));
            for a in p.aliases {
                assert_eq!(find(a).map(|f| f.id), Some(p.id));
            }
        }
        assert_eq!(solver::problems::PROBLEMS.len(), PROBLEMS.len());
        assert_eq!(oracle::problems::PROBLEMS.len(), PROBLEMS.len());
    }

    #[test]
    fn small_generated_inputs_agree() {
        for p in PROBLEMS {
            for seed in 0..40 {
                let input = p.generate_seeded(seed, InputSize::Small, Domain::Reach);
                let check = p.check(&input);
                assert!(
                    check.solver.is_ok(),
                    "{} seed {seed}: generated input rejected: {:?}",
                    p.id,
                    check.solver
                );
                let found = check.discrepancies();
                assert!(found.is_empty(), "{}", found[0]);
            }
        }
    }

    #[test]
    fn a_refused_output_is_a_question_unanswered_naming_the_budget_given() {
        let cf_603c = find("cf-603c").unwrap();
        // Five heaps of 40 with k = 2 are far past 1000 states, and the
        // multiset search gets half the budget.
        let c = cf_603c
            .check_with_budget(b"5 2 40 40 40 40 40", 1000)
            .comparison();
        let output = c.rows.iter().find(|r| r.field == "output").unwrap();
        assert_eq!(output.solver, Ok("Kevin\\n".to_string()));
        let refused = output.oracle.as_ref().unwrap_err();
        assert!(
            refused.contains("more than 500 states")
                && refused.contains("share of the budget of 1000"),
            "{refused}"
        );
        assert!(
            c.notes.is_empty(),
            "the rows carry the refusal: {:?}",
            c.notes
        );
        assert!(c.discrepancies_with_repro("cf-603c", "", "").is_empty());

        // An answered input still gets both rows answered, and an input the
        // oracle rejects still says why in a note.
        let answered = cf_603c.check_with_budget(b"2 1 3 4", 1000).comparison();
        assert!(
            answered.rows.iter().all(|r| r.oracle.is_ok()),
            "{answered:?}"
        );
        let rejected = cf_603c.check_with_budget(b"2 1 3", 1000).comparison();
        assert!(
            rejected
                .notes
                .iter()
                .any(|n| n.starts_with("oracle: invalid input")),
            "{rejected:?}"
        );
    }

    #[test]
    fn assumed_counts_name_known_problems_only() {
        let assumed: Vec<&str> = PROBLEMS
            .iter()
            .filter_map(|p| assumed_count(p.id).map(|_| p.id))
            .collect();
        assert!(assumed.contains(&"hdu-2177") && assumed.contains(&"hdu-3980"));
        assert_eq!(assumed_count("hihocoder-1163"), None);
        assert_eq!(assumed_count("no-such-problem"), None);
    }

    #[test]
    fn judge_cases_changes_an_input_exactly_where_the_count_is_assumed() {
        // `--judge-cases` must reach every generator whose count is our
        // assumption, and no other: one whose count the statement fixes is
        // sent as the judge's, and one listed as assumed but deaf to the cap
        // leaves a user no way to correct the assumption.
        for p in PROBLEMS {
            for seed in 0..2 {
                let whole = p.generate_seeded(seed, InputSize::Judge, Domain::Inside);
                let capped =
                    p.generate_seeded_with_cases(seed, InputSize::Judge, Domain::Inside, Some(1));
                assert_eq!(
                    capped != whole,
                    assumed_count(p.id).is_some(),
                    "{} seed {seed}: the cap {} the input, and the count {} listed as assumed",
                    p.id,
                    if capped != whole { "changes" } else { "leaves" },
                    if assumed_count(p.id).is_some() {
                        "is"
                    } else {
                        "is not"
                    },
                );
                assert!(p.validate(&capped).is_ok(), "{} seed {seed}", p.id);
            }
        }
    }

    #[test]
    fn judge_cases_caps_the_count_where_the_statement_bounds_none() {
        // hdu-2188 and hdu-3980 write their count first; hdu-2177 and
        // hdu-2516 one case a line before the terminator; hdu-1847 and
        // poj-2311 one a line to the end of the input.
        let first_number = |input: &[u8]| -> u64 {
            let text = String::from_utf8_lossy(input);
            text.split_whitespace().next().unwrap().parse().unwrap()
        };
        let lines = |input: &[u8]| {
            input
                .split(|&b| b == b'\n')
                .filter(|l| !l.is_empty())
                .count()
        };
        for seed in 0..20 {
            for (id, count) in [
                ("hdu-2188", &first_number as &dyn Fn(&[u8]) -> u64),
                ("hdu-3980", &first_number),
                ("hdu-2177", &|i: &[u8]| lines(i) as u64 - 1),
                ("hdu-2516", &|i: &[u8]| lines(i) as u64 - 1),
                ("hdu-1847", &|i: &[u8]| lines(i) as u64),
                ("poj-2311", &|i: &[u8]| lines(i) as u64),
            ] {
                let p = find(id).unwrap();
                let capped =
                    p.generate_seeded_with_cases(seed, InputSize::Judge, Domain::Inside, Some(3));
                assert!((1..=3).contains(&count(&capped)), "{id} seed {seed}");
                assert!(p.validate(&capped).is_ok(), "{id} seed {seed}");
                // The cap only lowers the count: at most as large as without it.
                let whole = p.generate_seeded(seed, InputSize::Judge, Domain::Inside);
                assert!(count(&whole) >= count(&capped), "{id} seed {seed}");
                assert_eq!(
                    p.generate_seeded_with_cases(seed, InputSize::Judge, Domain::Inside, None),
                    whole
                );
            }
        }
    }

    #[test]
    fn generators_are_deterministic() {
        for p in PROBLEMS {
            for size in [InputSize::Small, InputSize::Judge] {
                for domain in [Domain::Inside, Domain::Beyond, Domain::Reach] {
                    assert_eq!(
                        p.generate_seeded(9, size, domain),
                        p.generate_seeded(9, size, domain),
                        "{} {size} {domain}",
                        p.id
                    );
                }
            }
        }
    }
}
