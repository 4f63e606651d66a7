//! Running a family's comparison, and the object-safe face of a family that
//! the registry, `verify` and the CLI hold.
//!
//! `check` is the single entry for all four drivers: fuzz targets and
//! regression replay call [`assert_agrees`], quickcheck calls it through
//! `properties`, and `verify` and `grundy check` go through [`Game`].

use crate::discrepancy::Discrepancy;
use crate::family::{Comparison, Family};
use crate::fixed_hash::HashMap;
use crate::rng::Rng;
use arbitrary::{Arbitrary, Unstructured};
use grundy_check::panics::{self, Panic};
use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::marker::PhantomData;

/// The oracle's budget (states and moves per query) for `grundy check`,
/// `grundy oracle` and the oracle judge of `grundy stress`: about ten seconds
/// on a loaded 2-core machine, and up to about 2.6 GB of memory
/// (`ci/bench-oracle-memory` measures it; a state of a few numbers costs about
/// 100 bytes of memo).
pub const CLI_BUDGET: usize = 20_000_000;

/// `--budget N` (or `--budget=N`) written among a position's words, as in
/// `grundy check nim 3 4 --budget 100`, where the command line cannot tell
/// it from the position (positions have options of their own, `--k 2`):
/// taken out of `words`. `None` when it is not there.
pub fn take_budget_option(words: &mut Vec<String>) -> Result<Option<usize>, String> {
    let Some(value) = crate::family::take_option(words, "--budget", "a number of states")? else {
        return Ok(None);
    };
    parse_states(&value)
        .map(Some)
        .map_err(|e| format!("--budget: {e}"))
}

/// A `--budget STATES` value: a whole number of at least 1 (a budget of 0
/// would still search one state, and the verdict would then misname it).
/// Past `usize` it is `usize::MAX`: no search gets that far anyway.
///
/// ```
/// assert_eq!(grundy::check::parse_states("1000"), Ok(1000));
/// assert!(grundy::check::parse_states("0").unwrap_err().contains("at least 1"));
/// ```
pub fn parse_states(text: &str) -> Result<usize, String> {
    let states = text.parse::<u64>().map_err(|_| {
        format!(
            "expected a number of states from 1 to {}, found `{text}`",
            u64::MAX
        )
    })?;
    if states == 0 {
        return Err("the oracle needs at least 1 state, found `0`".to_string());
    }
    Ok(usize::try_from(states).unwrap_or(usize::MAX))
}

/// The budget `grundy verify` gives each query: its positions are small, and
/// one thread per core keeps a memo each.
pub const VERIFY_BUDGET: usize = 2_000_000;

/// The budget of a problem program's positions in fuzz targets and tests
/// (where no budget was set): small, so that a refusal costs little.
pub const PROBLEM_FUZZ_BUDGET: usize = 300_000;

/// The budget of a problem program on the raw-bytes half of a fuzz target.
/// Those inputs are there for the parsers: the inputs within the oracle's
/// reach come from the generated half, while raw bytes are mostly numbers
/// the oracle cannot search, and each refusal costs its whole budget (at the
/// full fuzz budget they took most of a target's time). A tenth of it still
/// answers every short valid input.
pub const RAW_BYTES_FUZZ_BUDGET: usize = PROBLEM_FUZZ_BUDGET / 10;

/// The oracle's budget for one run (states and moves per query), passed
/// from the command line down to where oracles are made: a value, so that
/// two checks in one process may each have their own.
///
/// [`OracleBudget::DEFAULTS`] leaves each family (and each problem program)
/// its own small default: what fuzz targets and quickcheck run with for
/// throughput, and where a family may also keep its other per-check work
/// small.
///
/// ```
/// use grundy::check::OracleBudget;
/// assert_eq!(OracleBudget::DEFAULTS.or(500), 500);
/// assert_eq!(OracleBudget::states(20).or(500), 20);
/// assert!(OracleBudget::DEFAULTS.throughput());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OracleBudget(Option<usize>);

impl OracleBudget {
    /// Each family's own default budget, in throughput mode.
    pub const DEFAULTS: OracleBudget = OracleBudget(None);

    /// At most `states` states and moves per query (at least 1).
    pub fn states(states: usize) -> OracleBudget {
        OracleBudget(Some(states.max(1)))
    }

    /// The budget a family's oracle gets: the one given, or the family's
    /// `default`.
    pub fn or(self, default: usize) -> usize {
        self.0.unwrap_or(default)
    }

    /// True when no budget was given: fuzz targets and quickcheck, which run
    /// each family with its own small defaults for throughput.
    pub fn throughput(self) -> bool {
        self.0.is_none()
    }
}

/// One position, checked.
#[derive(Clone, Debug)]
pub struct Checked {
    pub game: &'static str,
    /// As `grundy check` reads it; empty when a [`Worker`]'s check agrees
    /// (see [`check_in_sweep`]).
    pub position: String,
    pub size: u64,
    pub comparison: Comparison,
    /// The command that shows this check again; empty when `position` is.
    pub repro: String,
}

impl Checked {
    pub fn discrepancies(&self) -> Vec<Discrepancy> {
        self.comparison
            .discrepancies_with_repro(self.game, &self.position, &self.repro)
    }
}

/// Compares solver and oracle on `position`; a panic (of the solver, most
/// often) is the discrepancy `game:panicked`, and the oracle, whose search
/// it may have cut short, is made anew within `budget`.
fn compared<F: Family>(
    position: &F::Position,
    oracle: &mut F::Oracle,
    budget: OracleBudget,
) -> Comparison {
    panics::catch(|| F::compare(position, oracle)).unwrap_or_else(|panic| {
        *oracle = F::oracle(budget);
        Comparison::panicked(panic)
    })
}

/// Compares solver and oracle on `position` (an oracle within `budget`).
/// A panic is printed as it happens, with its backtrace where
/// `RUST_BACKTRACE` asks, and reported as `game:panicked`.
pub fn check<F: Family>(
    position: &F::Position,
    oracle: &mut F::Oracle,
    budget: OracleBudget,
) -> Checked {
    let text = position.to_string();
    Checked {
        game: F::NAME,
        repro: Discrepancy::check_command(F::NAME, &text),
        position: text,
        size: F::size(position),
        comparison: compared::<F>(position, oracle, budget),
    }
}

/// Compares solver and oracle on `position` as a sweep does, writing the
/// position and its repro command out only when the comparison has something
/// to report: a sweep reads them only for its discrepancies, and formatting
/// every position it checks showed in `verify`'s profile.
///
/// A panic is reported as `game:panicked` and not printed: a sweep may meet
/// it at many positions.
pub fn check_in_sweep<F: Family>(
    position: &F::Position,
    oracle: &mut F::Oracle,
    budget: OracleBudget,
) -> Checked {
    let comparison = panics::quietly(|| compared::<F>(position, oracle, budget));
    let (position_text, repro) = if comparison.agrees() {
        (String::new(), String::new())
    } else {
        let text = position.to_string();
        let repro = Discrepancy::check_command(F::NAME, &text);
        (text, repro)
    };
    Checked {
        game: F::NAME,
        position: position_text,
        size: F::size(position),
        comparison,
        repro,
    }
}

thread_local! {
    /// One oracle (with its memo) per family per thread, so that fuzzing and
    /// replay reuse work between positions.
    static ORACLES: RefCell<HashMap<TypeId, Box<dyn Any>>> = RefCell::new(HashMap::default());
}

/// Runs `f` with this thread's oracle for family `F`, at the family's
/// default budget (fuzz targets, quickcheck and regression replay).
pub fn with_thread_oracle<F: Family, T>(f: impl FnOnce(&mut F::Oracle) -> T) -> T {
    ORACLES.with(|cell| {
        let mut map = cell.borrow_mut();
        let oracle = map
            .entry(TypeId::of::<F>())
            .or_insert_with(|| Box::new(F::oracle(OracleBudget::DEFAULTS)))
            .downcast_mut::<F::Oracle>()
            .expect("keyed by type");
        f(oracle)
    })
}

/// Checks `position` and panics with every discrepancy, readable, if there is
/// one. This is the body of every fuzz target and of regression replay.
///
/// The position is written out only when something differs: a fuzz target
/// runs this on every input, and formatting each position and its repro
/// command showed in its profile.
pub fn assert_agrees<F: Family>(position: &F::Position) {
    let comparison = with_thread_oracle::<F, _>(|oracle| {
        compared::<F>(position, oracle, OracleBudget::DEFAULTS)
    });
    if comparison.agrees() {
        return;
    }
    let found = comparison.discrepancies(F::NAME, &position.to_string());
    let text: Vec<String> = found.iter().map(|d| d.to_string()).collect();
    panic!("{}", text.join("\n"));
}

/// A family behind a trait object, so that games of different position types
/// sit in one registry.
pub trait Game: Send + Sync {
    fn name(&self) -> &'static str;
    fn about(&self) -> &'static str;
    fn syntax(&self) -> &'static str;
    fn exhaustive_size(&self) -> u32;
    /// Parses `args` as a position and checks it with a fresh oracle within
    /// `budget`.
    fn check_args_within(&self, args: &[String], budget: OracleBudget) -> Result<Checked, String>;
    /// [`Game::check_args_within`] at the family's default budget.
    fn check_args(&self, args: &[String]) -> Result<Checked, String> {
        self.check_args_within(args, OracleBudget::DEFAULTS)
    }
    /// A per-thread checker that keeps the oracle's memo between positions,
    /// each query within `budget`.
    fn worker(&self, budget: OracleBudget) -> Box<dyn Worker>;
    /// The name of this check's fuzz target (and of its folders under
    /// `fuzz/regressions/` and `fuzz/seeds/`).
    fn fuzz_target(&self) -> String;
    /// Checks raw fuzzer bytes exactly as the fuzz target reads them; `None`
    /// when they build no input.
    fn check_fuzz_input(&self, data: &[u8]) -> Option<Checked>;
}

/// Checks positions of one family on one thread.
pub trait Worker {
    /// How many positions have exactly this size.
    fn count_of_size(&mut self, size: u32) -> usize;
    /// Checks the positions of `size` whose index `keep` accepts.
    fn check_of_size(
        &mut self,
        size: u32,
        keep: &dyn Fn(usize) -> bool,
        sink: &mut dyn FnMut(Checked),
    );
    /// Checks positions built from random bytes (bounded by the position
    /// type's `Arbitrary`): a game's one, or none when the bytes build none;
    /// a problem's batch of a few milliseconds, checked on its own thread
    /// (see `problems::own_thread`).
    fn check_random(&mut self, rng: &mut Rng) -> Vec<Checked>;
}

/// Puts family `F` behind [`Game`].
pub struct Registered<F>(PhantomData<F>);

impl<F: Family> Registered<F> {
    pub const fn new() -> Self {
        Registered(PhantomData)
    }
}

impl<F: Family> Default for Registered<F> {
    fn default() -> Self {
        Self::new()
    }
}

impl<F: Family> Game for Registered<F> {
    fn name(&self) -> &'static str {
        F::NAME
    }
    fn about(&self) -> &'static str {
        F::ABOUT
    }
    fn syntax(&self) -> &'static str {
        F::SYNTAX
    }
    fn exhaustive_size(&self) -> u32 {
        F::EXHAUSTIVE_SIZE
    }
    fn check_args_within(&self, args: &[String], budget: OracleBudget) -> Result<Checked, String> {
        let position = F::parse(args)?;
        Ok(check::<F>(&position, &mut F::oracle(budget), budget))
    }
    fn fuzz_target(&self) -> String {
        F::NAME.replace('-', "_")
    }
    fn check_fuzz_input(&self, data: &[u8]) -> Option<Checked> {
        // libfuzzer-sys builds typed inputs with `arbitrary_take_rest`.
        let position = F::Position::arbitrary_take_rest(Unstructured::new(data)).ok()?;
        Some(with_thread_oracle::<F, _>(|oracle| {
            check::<F>(&position, oracle, OracleBudget::DEFAULTS)
        }))
    }
    fn worker(&self, budget: OracleBudget) -> Box<dyn Worker> {
        Box::new(FamilyWorker::<F> {
            oracle: F::oracle(budget),
            budget,
            sized: None,
            shrunk_kinds: Vec::new(),
        })
    }
}

struct FamilyWorker<F: Family> {
    oracle: F::Oracle,
    /// The budget `oracle` was made with, to make it anew after a panic.
    budget: OracleBudget,
    /// The positions of the size last asked for.
    sized: Option<(u32, Vec<F::Position>)>,
    /// The kinds of failure (see [`failure_kind`]) this worker has shrunk
    /// once already: the same bug met again at random is reported as found.
    shrunk_kinds: Vec<FailureKind>,
}

impl<F: Family> FamilyWorker<F> {
    fn positions(&mut self, size: u32) -> &[F::Position] {
        if self.sized.as_ref().map(|(s, _)| *s) != Some(size) {
            self.sized = Some((size, F::positions_of_size(size)));
        }
        &self.sized.as_ref().expect("just set").1
    }
}

impl<F: Family> Worker for FamilyWorker<F> {
    fn count_of_size(&mut self, size: u32) -> usize {
        self.positions(size).len()
    }

    fn check_of_size(
        &mut self,
        size: u32,
        keep: &dyn Fn(usize) -> bool,
        sink: &mut dyn FnMut(Checked),
    ) {
        self.positions(size);
        let (_, positions) = self.sized.take().expect("just built");
        for (i, p) in positions.iter().enumerate() {
            if keep(i) {
                sink(check_in_sweep::<F>(p, &mut self.oracle, self.budget));
            }
        }
        self.sized = Some((size, positions));
    }

    /// A failure of a kind not met before is shrunk before it is reported
    /// (see [`shrunk`]); one of a kind already shrunk is reported as found,
    /// so that a common bug does not spend the run on shrinking it again.
    fn check_random(&mut self, rng: &mut Rng) -> Vec<Checked> {
        let bytes = rng.bytes_in_buffer(256);
        let Ok(position) = F::Position::arbitrary(&mut Unstructured::new(bytes)) else {
            return Vec::new();
        };
        let checked = check_in_sweep::<F>(&position, &mut self.oracle, self.budget);
        if checked.comparison.agrees() {
            return vec![checked];
        }
        let kind = failure_kind(&checked);
        if self.shrunk_kinds.contains(&kind) {
            return vec![checked];
        }
        self.shrunk_kinds.push(kind);
        vec![shrunk::<F>(bytes, checked, &mut self.oracle, self.budget)]
    }
}

/// What a smaller position must share with a failure to stand for it in a
/// shrink: the first discrepancy's signature, and for a panic the panic's
/// kind (so that a shrink does not slide from one bug to another).
type FailureKind = (Option<String>, Option<String>);

fn failure_kind(c: &Checked) -> FailureKind {
    let panic = c.comparison.panic.as_ref().map(Panic::kind);
    (c.discrepancies().first().map(Discrepancy::signature), panic)
}

/// The check of the smallest position that random `bytes` shrink to
/// (`grundy_check::shrink`: every candidate is a position the generator
/// builds) and that fails as `found` does (the same [`failure_kind`]).
fn shrunk<F: Family>(
    bytes: &[u8],
    found: Checked,
    oracle: &mut F::Oracle,
    budget: OracleBudget,
) -> Checked {
    let wanted = failure_kind(&found);
    let mut smallest = found;
    grundy_check::shrink::shrink_bytes(bytes, |candidate| {
        let Ok(position) = F::Position::arbitrary(&mut Unstructured::new(candidate)) else {
            return false;
        };
        let checked = check_in_sweep::<F>(&position, oracle, budget);
        let keep = !checked.comparison.agrees() && failure_kind(&checked) == wanted;
        if keep {
            smallest = checked;
        }
        keep
    });
    smallest
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    /// Checks `position` of `game` within `budget` a few times, and returns
    /// the oracle's refusals (its answers that are errors).
    fn refusals(game: &str, position: &[&str], budget: OracleBudget) -> Vec<String> {
        let game = crate::registry::game(game).expect("a registered game");
        let position: Vec<String> = position.iter().map(|w| w.to_string()).collect();
        (0..5)
            .flat_map(|_| {
                let checked = game
                    .check_args_within(&position, budget)
                    .expect("a valid position");
                checked
                    .comparison
                    .rows
                    .into_iter()
                    .filter_map(|r| r.oracle.err())
            })
            .collect()
    }

    #[test]
    fn two_checks_at_once_in_one_process_each_run_within_their_own_budget() {
        // A declared game, a family with an oracle of its own, a problem.
        let cases: [(&str, &[&str]); 3] = [
            ("nim", &["3", "4", "5"]),
            ("mnk", &["3", "3", "3"]),
            ("hdu-1850", &["--text", "3 1 2 3\\n0"]),
        ];
        for (game, position) in cases {
            std::thread::scope(|scope| {
                let tight = scope.spawn(|| refusals(game, position, OracleBudget::states(1)));
                let ample =
                    scope.spawn(|| refusals(game, position, OracleBudget::states(CLI_BUDGET)));
                let (tight, ample) = (tight.join().unwrap(), ample.join().unwrap());
                assert!(
                    !tight.is_empty() && tight.iter().all(|e| e.contains('1')),
                    "{game} within 1 state: {tight:?}"
                );
                assert_eq!(
                    ample,
                    Vec::<String>::new(),
                    "{game} within {CLI_BUDGET} states"
                );
            });
        }
    }

    #[test]
    fn workers_of_one_family_on_one_thread_keep_their_own_budgets() {
        let nim = crate::registry::game("nim").unwrap();
        let mut tight = nim.worker(OracleBudget::states(1));
        let mut ample = nim.worker(OracleBudget::states(CLI_BUDGET));
        for size in 2..=4 {
            let (mut tight_found, mut ample_found) = (Vec::new(), Vec::new());
            tight.check_of_size(size, &|_| true, &mut |c| tight_found.push(c));
            ample.check_of_size(size, &|_| true, &mut |c| ample_found.push(c));
            assert!(tight_found.iter().any(|c| c.comparison.oracle_gave_up()));
            assert!(ample_found
                .iter()
                .all(|c| c.comparison.agrees() && !c.comparison.oracle_gave_up()));
        }
    }

    /// One heap; the "solver" answers the heap's size plus one where it is
    /// odd, so odd heaps disagree with the oracle and even ones agree.
    struct WrongOnOddHeaps;

    impl Family for WrongOnOddHeaps {
        type Position = crate::games::nim::NimPosition;
        type Oracle = ();
        const NAME: &'static str = "wrong-on-odd";
        const ABOUT: &'static str = "one heap, wrong where it is odd";
        const SYNTAX: &'static str = "HEAP";
        const EXHAUSTIVE_SIZE: u32 = 3;
        fn oracle(_: OracleBudget) {}
        fn parse(args: &[String]) -> Result<Self::Position, String> {
            crate::games::nim::NimPosition::parse(args)
        }
        fn size(position: &Self::Position) -> u64 {
            position.heaps.iter().sum()
        }
        fn positions_of_size(size: u32) -> Vec<Self::Position> {
            vec![crate::games::nim::NimPosition {
                heaps: vec![u64::from(size)],
            }]
        }
        fn compare(position: &Self::Position, _: &mut ()) -> Comparison {
            let heap = position.heaps.first().copied().unwrap_or(0);
            let mut c = Comparison::default();
            c.row(
                "heap",
                Ok((heap + heap % 2).to_string()),
                Ok(heap.to_string()),
            );
            c
        }
    }

    #[test]
    fn a_sweep_writes_out_only_the_positions_it_reports() {
        let game = Registered::<WrongOnOddHeaps>::new();
        let mut worker = game.worker(OracleBudget::DEFAULTS);
        let mut found = Vec::new();
        for size in 0..=3 {
            worker.check_of_size(size, &|_| true, &mut |c| found.push(c));
        }
        let written: Vec<(&str, &str)> = found
            .iter()
            .map(|c| (c.position.as_str(), c.repro.as_str()))
            .collect();
        let repro = |text| Discrepancy::check_command(WrongOnOddHeaps::NAME, text);
        let (one, three) = (repro("1"), repro("3"));
        assert_eq!(
            written,
            [
                ("", ""),
                ("1", one.as_str()),
                ("", ""),
                ("3", three.as_str())
            ]
        );
        let reported: Vec<String> = found
            .iter()
            .flat_map(Checked::discrepancies)
            .map(|d| d.position)
            .collect();
        assert_eq!(reported, ["1", "3"]);
        // As `grundy check` shows it, an agreeing position is written out too.
        let shown = game.check_args(&words("2")).unwrap();
        assert_eq!(
            (shown.position.as_str(), shown.comparison.agrees()),
            ("2", true)
        );
    }

    #[test]
    fn a_random_failure_is_shrunk_to_the_smallest_position_that_fails_alike() {
        let mut worker = Registered::<WrongOnOddHeaps>::new().worker(OracleBudget::DEFAULTS);
        let mut rng = Rng::new(11);
        let mut failed = Vec::new();
        while failed.len() < 3 {
            let checked = worker.check_random(&mut rng);
            failed.extend(checked.into_iter().filter(|c| !c.comparison.agrees()));
        }
        // The least first heap that is odd, and no other heap.
        assert_eq!(failed[0].position, "1");
        assert_eq!(
            failed[0].repro,
            Discrepancy::check_command(WrongOnOddHeaps::NAME, "1")
        );
        // The same kind met again is reported as drawn, not shrunk again.
        let later: Vec<&str> = failed[1..].iter().map(|c| c.position.as_str()).collect();
        assert!(later.iter().all(|&p| p != "1"), "{later:?}");
    }

    /// One heap; the "solver" panics at heaps of 5 or more, and at a lone
    /// empty heap (a panic of another kind). The oracle counts the
    /// positions it was asked about, to show it is made anew after a panic.
    struct PanicsFromFive;

    impl Family for PanicsFromFive {
        type Position = crate::games::nim::NimPosition;
        type Oracle = usize;
        const NAME: &'static str = "panics-from-five";
        const ABOUT: &'static str = "one heap, a panic from 5 on";
        const SYNTAX: &'static str = "HEAP...";
        const EXHAUSTIVE_SIZE: u32 = 6;
        fn oracle(_: OracleBudget) -> usize {
            0
        }
        fn parse(args: &[String]) -> Result<Self::Position, String> {
            crate::games::nim::NimPosition::parse(args)
        }
        fn size(position: &Self::Position) -> u64 {
            position.heaps.iter().copied().max().unwrap_or(0)
        }
        fn positions_of_size(size: u32) -> Vec<Self::Position> {
            vec![crate::games::nim::NimPosition {
                heaps: vec![u64::from(size)],
            }]
        }
        fn compare(position: &Self::Position, asked: &mut usize) -> Comparison {
            *asked += 1;
            assert!(position.heaps[..] != [0], "a lone empty heap");
            if let Some(h) = position.heaps.iter().find(|&&h| h >= 5) {
                panic!("heap {h} is past the table");
            }
            Comparison::default()
        }
    }

    #[test]
    fn a_panic_is_reported_at_its_position_and_the_sweep_goes_on() {
        let mut worker = Registered::<PanicsFromFive>::new().worker(OracleBudget::DEFAULTS);
        let mut found = Vec::new();
        for size in 0..=6 {
            worker.check_of_size(size, &|_| true, &mut |c| found.extend(c.discrepancies()));
        }
        let reported: Vec<(&str, &str)> = found
            .iter()
            .map(|d| (d.position.as_str(), d.what.as_str()))
            .collect();
        assert_eq!(
            reported,
            [("0", "panicked"), ("5", "panicked"), ("6", "panicked")]
        );
        assert!(
            found[1]
                .solver
                .starts_with("panicked: heap 5 is past the table (at src/check.rs:"),
            "{}",
            found[1]
        );
        assert_eq!(
            found[1].oracle,
            "(not compared: the check ended in the panic)"
        );
        // The oracle, which the panic may have left half-way, is made anew.
        let mut asked = 3;
        let seven = crate::games::nim::NimPosition { heaps: vec![7] };
        compared::<PanicsFromFive>(&seven, &mut asked, OracleBudget::DEFAULTS);
        assert_eq!(asked, 0);
    }

    #[test]
    fn a_random_panic_is_shrunk_to_the_smallest_position_that_panics_alike() {
        let mut worker = Registered::<PanicsFromFive>::new().worker(OracleBudget::DEFAULTS);
        let mut rng = Rng::new(5);
        let mut failed = Vec::new();
        while failed.is_empty() {
            let checked = worker.check_random(&mut rng);
            failed.extend(checked.iter().flat_map(Checked::discrepancies));
        }
        // Never slid to the lone empty heap, which a shrink tries first.
        assert_eq!(failed[0].position, "5", "{}", failed[0]);
        assert!(
            failed[0].solver.starts_with("panicked: heap 5 is past"),
            "{}",
            failed[0]
        );
    }

    #[test]
    fn a_budget_among_the_position_words_is_taken_out() {
        let mut w = words("3 4 --budget 100 5");
        assert_eq!(take_budget_option(&mut w), Ok(Some(100)));
        assert_eq!(w, words("3 4 5"));
        let mut w = words("--k 2 6 --budget=7");
        assert_eq!(take_budget_option(&mut w), Ok(Some(7)));
        assert_eq!(w, words("--k 2 6"));
        let mut w = words("--code 0.77 7");
        assert_eq!(take_budget_option(&mut w), Ok(None));
        assert_eq!(w, words("--code 0.77 7"));
    }

    #[test]
    fn a_bad_budget_among_the_position_words_is_named() {
        for (text, error) in [
            ("3 --budget", "--budget needs a number of states"),
            (
                "3 --budget x",
                "--budget: expected a number of states from 1 to 18446744073709551615, found `x`",
            ),
            (
                "3 --budget=-1",
                "--budget: expected a number of states from 1 to 18446744073709551615, found `-1`",
            ),
            (
                "3 --budget 0",
                "--budget: the oracle needs at least 1 state, found `0`",
            ),
            ("--budget 5 3 --budget 6", "--budget is given twice"),
        ] {
            assert_eq!(take_budget_option(&mut words(text)), Err(error.to_string()));
        }
    }
}
