//! `grundy verify`: every position of every game up to a size bound, then
//! random positions until the time budget runs out.
//!
//! The exhaustive phase is deterministic and always completes, so a green run
//! means at least "nothing wrong up to these sizes". The random phase adds
//! coverage in proportion to the time given. Work is spread over `jobs` threads
//! (each with its own oracle memo per game) and, with `--shard i/n`, over CI
//! jobs: shard `i` takes every position whose index is `i` modulo `n`.
//!
//! A run asked to stop ([`Stop`]: Ctrl-C or SIGTERM once
//! [`crate::stop_signals::catch`] is called) ends at its next position, in either
//! phase, and reports what it checked and found until then
//! ([`Report::interruption`]).

use crate::check::{Checked, Game, OracleBudget};
use crate::discrepancy::Discrepancy;
use crate::rng::Rng;
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A slice of the sweep: `index` of `count` (written `i/n`, 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl Shard {
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    fn takes(&self, position_index: usize) -> bool {
        position_index % self.count as usize == self.index as usize
    }
}

impl FromStr for Shard {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || format!("`{s}`: write a shard as i/n with 0 <= i < n, e.g. 0/4");
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let (index, count): (u32, u32) =
            (i.parse().map_err(|_| bad())?, n.parse().map_err(|_| bad())?);
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

pub use crate::stop_signals::Stop;

/// How a run shows that it is alive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Nothing (tests).
    Hidden,
    /// A bar redrawn in place (standard error is a terminal).
    Bar,
    /// A line on standard error when the exhaustive phase is counted and
    /// when it is done, then one every [`LINE_EVERY`] (a CI log, a pipe).
    Lines,
}

/// How often [`Progress::Lines`] prints a line while a run goes on.
pub const LINE_EVERY: Duration = Duration::from_secs(10);

pub struct Options<'a> {
    pub games: Vec<&'static dyn Game>,
    /// The whole run ends at this time after its start, exhaustive phase
    /// permitting (that phase always completes).
    pub budget: Duration,
    /// The oracle's budget for each query (`grundy verify` gives
    /// [`crate::check::VERIFY_BUDGET`]).
    pub oracle_budget: OracleBudget,
    pub seed: u64,
    pub jobs: usize,
    pub shard: Shard,
    pub progress: Progress,
    /// Checked before each position: once it is requested, the run ends.
    pub stop: &'a Stop,
}

/// What one game's sweep found.
#[derive(Clone, Debug, Default)]
pub struct GameSummary {
    pub game: &'static str,
    pub exhaustive: u64,
    pub random: u64,
    /// The largest position size checked against the oracle's answer.
    pub largest_size: u64,
    /// Positions where the oracle gave up (only laws were checked).
    pub oracle_gave_up: u64,
    /// Every discrepancy count, and each signature's count, first time and
    /// first few distinct examples.
    pub discrepancies: u64,
    pub signatures: BTreeMap<String, Found>,
    /// Thread-seconds spent.
    pub seconds: f64,
    /// The random phase's part of them (each game gets an equal share).
    pub random_seconds: f64,
    /// Every position of every size up to the game's bound was checked (a
    /// stopped run may leave the sweep short).
    pub exhaustive_complete: bool,
}

/// What one signature's discrepancies were.
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub count: u64,
    /// When the first was found, from the start of the run.
    pub first_after: Duration,
    /// The first few, each a different position (random positions shrink
    /// to the same small one again and again).
    pub examples: Vec<Discrepancy>,
}

impl Found {
    fn keep(&mut self, d: Discrepancy) {
        if self.examples.len() < EXAMPLES_PER_SIGNATURE && !self.examples.contains(&d) {
            self.examples.push(d);
        }
    }
}

/// How many examples of one signature are kept.
const EXAMPLES_PER_SIGNATURE: usize = 3;

impl GameSummary {
    /// Counts `checked`, which took `elapsed` and ended `since_start()`
    /// after the run began (read only for a discrepancy: a clock read per
    /// position showed in verify's rate). Returns how many discrepancies it
    /// had.
    fn record(
        &mut self,
        checked: &Checked,
        exhaustive: bool,
        elapsed: Duration,
        since_start: impl Fn() -> Duration,
    ) -> u64 {
        if exhaustive {
            self.exhaustive += 1;
        } else {
            self.random += 1;
            self.random_seconds += elapsed.as_secs_f64();
        }
        self.seconds += elapsed.as_secs_f64();
        if checked.comparison.oracle_gave_up() {
            self.oracle_gave_up += 1;
        } else {
            self.largest_size = self.largest_size.max(checked.size);
        }
        if checked.comparison.agrees() {
            return 0;
        }
        let found = checked.discrepancies();
        let count = found.len() as u64;
        for d in found {
            self.discrepancies += 1;
            let found = self
                .signatures
                .entry(d.signature())
                .or_insert_with(|| Found {
                    first_after: since_start(),
                    ..Found::default()
                });
            found.count += 1;
            found.keep(d);
        }
        count
    }

    /// The share of checked positions the oracle answered (so solver and
    /// oracle were compared, not only the solver's laws), as a percentage
    /// rounded down, with "-" when nothing was checked.
    pub fn compared_share(&self) -> String {
        let checked = self.exhaustive + self.random;
        if checked == 0 {
            return "-".into();
        }
        let compared = checked - self.oracle_gave_up.min(checked);
        format!("{}%", u128::from(compared) * 100 / u128::from(checked))
    }

    fn merge(&mut self, other: GameSummary) {
        self.exhaustive += other.exhaustive;
        self.random += other.random;
        self.largest_size = self.largest_size.max(other.largest_size);
        self.oracle_gave_up += other.oracle_gave_up;
        self.discrepancies += other.discrepancies;
        self.seconds += other.seconds;
        self.random_seconds += other.random_seconds;
        self.exhaustive_complete &= other.exhaustive_complete;
        for (sig, other) in other.signatures {
            let found = self.signatures.entry(sig).or_insert_with(|| Found {
                first_after: other.first_after,
                ..Found::default()
            });
            found.count += other.count;
            found.first_after = found.first_after.min(other.first_after);
            for d in other.examples {
                found.keep(d);
            }
        }
    }
}

pub struct Report {
    pub games: Vec<GameSummary>,
    pub wall: Duration,
    /// The run's time budget.
    pub budget: Duration,
    /// The signal that stopped the run before its end, if one did.
    pub stopped_by: Option<i32>,
}

/// Exit status of a run with a discrepancy (stopped or not).
pub const STATUS_DISCREPANCY: u8 = 1;

impl Report {
    /// 0 when the run ended clean, [`STATUS_DISCREPANCY`] when it found a
    /// discrepancy (even if it was then stopped), and `128 + signal` when a
    /// signal stopped a run that had found none (130 for Ctrl-C, as a shell
    /// reports a command it interrupted): a stopped run is not a pass.
    pub fn status(&self) -> u8 {
        if self.discrepancies() > 0 {
            STATUS_DISCREPANCY
        } else if let Some(signal) = self.stopped_by {
            crate::stop_signals::exit_status(signal)
        } else {
            0
        }
    }

    /// For a stopped run: what it checked, which games' exhaustive sweeps
    /// were complete, and that what it found is printed, for standard error.
    pub fn interruption(&self) -> Option<String> {
        let signal = self.stopped_by?;
        let complete: Vec<&str> = self
            .games
            .iter()
            .filter(|g| g.exhaustive_complete)
            .map(|g| g.game)
            .collect();
        let (exhaustive, random): (u64, u64) = self
            .games
            .iter()
            .fold((0, 0), |(e, r), g| (e + g.exhaustive, r + g.random));
        let games = self.games.len();
        let sweep = match complete.len() {
            0 => format!("complete for none of {}", games_count(games)),
            1 if games == 1 => format!("complete for {}", complete[0]),
            n if n == games => format!("complete for all {games} games"),
            n => format!(
                "complete for {} ({n} of {games} games); the others were cut short",
                complete.join(", ")
            ),
        };
        let random_phase = if random > 0 || complete.len() == games {
            format!("{random} positions")
        } else {
            "not started".to_string()
        };
        // `--budget 0` is the exhaustive phase alone, however long it takes:
        // "after 0.5 s of the 0.0 s budget" read as a run past its time.
        let budget = if self.budget.is_zero() {
            "(budget 0: the exhaustive phase alone)".to_string()
        } else {
            format!("of the {:.1} s budget", self.budget.as_secs_f64())
        };
        Some(format!(
            "verify: interrupted by {} after {:.1} s {budget}\n  \
             checked:         {} positions ({exhaustive} exhaustive, {random} random), \
             {}\n  \
             exhaustive sweep: {sweep}\n  \
             random phase:    {random_phase}\n  \
             nothing found is lost: the table and every discrepancy found are printed \
             on standard output; exit status {}",
            signal_name(signal),
            self.wall.as_secs_f64(),
            exhaustive + random,
            discrepancies_count(self.discrepancies()),
            self.status()
        ))
    }

    pub fn discrepancies(&self) -> u64 {
        self.games.iter().map(|g| g.discrepancies).sum()
    }

    pub fn checked(&self) -> u64 {
        self.games.iter().map(|g| g.exhaustive + g.random).sum()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<16} {:>11} {:>9} {:>8} {:>12} {:>9} {:>14} {:>8}",
            "game",
            "exhaustive",
            "random",
            "largest",
            "oracle-gave-up",
            "compared",
            "discrepancies",
            "seconds"
        )?;
        for g in &self.games {
            writeln!(
                f,
                "{:<16} {:>11} {:>9} {:>8} {:>14} {:>9} {:>14} {:>8.1}",
                g.game,
                g.exhaustive,
                g.random,
                g.largest_size,
                g.oracle_gave_up,
                g.compared_share(),
                g.discrepancies,
                g.seconds
            )?;
        }
        // A pass where the oracle gave up is a pass of the laws alone
        // there: the total says how many, beside the table's columns.
        let gave_up: u64 = self.games.iter().map(|g| g.oracle_gave_up).sum();
        let laws_only = if gave_up == 0 {
            String::new()
        } else {
            format!(" ({gave_up} of them by the solver's laws alone: past the oracle's budget)")
        };
        write!(
            f,
            "{} positions checked in {:.1} s{laws_only}, {}",
            self.checked(),
            self.wall.as_secs_f64(),
            discrepancies_count(self.discrepancies())
        )
    }
}

/// `0 discrepancies`, `1 discrepancy`, `2 discrepancies`.
pub fn discrepancies_count(n: u64) -> String {
    format!("{n} discrepanc{}", if n == 1 { "y" } else { "ies" })
}

/// `1 game`, `41 games`.
fn games_count(games: usize) -> String {
    format!("{games} game{}", if games == 1 { "" } else { "s" })
}

/// A signal's name, as a user would know it.
fn signal_name(signal: i32) -> String {
    match signal {
        2 => "SIGINT (Ctrl-C)".to_string(),
        15 => "SIGTERM".to_string(),
        other => format!("signal {other}"),
    }
}

/// The random phase's scheduler: each game gets an equal share of the time,
/// not an equal count (a count paced by the slowest problem would leave the
/// fast games almost idle). The next slice goes to the game that has spent
/// the least so far.
///
/// A game keeps the thread for a slice of [`FairShare::SLICE`], not one
/// draw: a game's oracle memo and solver tables go cold in the caches while
/// the other games draw, and with one draw per turn a fast game would pay
/// for that on every position, checking far fewer per second than alone.
/// Near the deadline the slices shrink, so that every game still gets its
/// turn.
struct FairShare {
    spent: Vec<Duration>,
}

impl FairShare {
    /// A slice that checked nothing, or took less than the clock shows,
    /// still costs this much, so a game that cannot draw does not hold the
    /// loop.
    const TICK: Duration = Duration::from_micros(1);

    /// How long a game draws before the next game's turn, when time allows:
    /// long against the cost of warming a game's memo and tables again, and
    /// short against a full run's share of each game (about a second).
    const SLICE: Duration = Duration::from_millis(20);

    fn new(games: usize) -> FairShare {
        FairShare {
            spent: vec![Duration::ZERO; games],
        }
    }

    /// The game to draw next (the one that has spent least, the first
    /// such) and for how long, when `left` remains before the deadline:
    /// a [`FairShare::SLICE`], or less, so that a turn of every game fits in
    /// what is left.
    fn next(&self, left: Duration) -> (usize, Duration) {
        let game = (0..self.spent.len())
            .min_by_key(|&gi| self.spent[gi])
            .expect("at least one game");
        let games = u32::try_from(self.spent.len()).unwrap_or(u32::MAX);
        (game, Self::SLICE.min(left / games))
    }

    fn charge(&mut self, game: usize, took: Duration) {
        self.spent[game] += took.max(Self::TICK);
    }

    /// Gives the games turns until `deadline`, read on `clock` (both the
    /// time since the phase began), or until `stopped()`: each turn is a
    /// slice of the game that has spent least, in which `draw(game)` checks
    /// one batch after another (at least one) until the slice is over.
    fn run_until(
        &mut self,
        deadline: Duration,
        clock: impl Fn() -> Duration,
        stopped: impl Fn() -> bool,
        mut draw: impl FnMut(usize),
    ) {
        loop {
            let now = clock();
            if now >= deadline || stopped() {
                return;
            }
            let (game, slice) = self.next(deadline - now);
            let slice_end = now + slice;
            loop {
                draw(game);
                if clock() >= slice_end || stopped() {
                    break;
                }
            }
            self.charge(game, clock().saturating_sub(now));
        }
    }
}

/// The lines of [`Progress::Lines`]: what the run has checked so far, said
/// when a phase ends and every [`LINE_EVERY`] between, by whichever thread
/// sees that a line is due.
struct ProgressLines {
    on: bool,
    start: Instant,
    checked: AtomicU64,
    exhaustive: AtomicU64,
    discrepancies: AtomicU64,
    /// When the next periodic line is due, in milliseconds since the start.
    next_line_ms: AtomicU64,
}

impl ProgressLines {
    fn new(on: bool, start: Instant) -> ProgressLines {
        ProgressLines {
            on,
            start,
            checked: AtomicU64::new(0),
            exhaustive: AtomicU64::new(0),
            discrepancies: AtomicU64::new(0),
            next_line_ms: AtomicU64::new(millis(LINE_EVERY)),
        }
    }

    /// Counts a position checked (with its `discrepancies`) in this
    /// thread's `unsaid` counts, which are added
    /// to the shared ones (and a line said, if one is due) every
    /// [`COUNTS_EVERY`] positions: adding each position to counters every
    /// job shares, and reading the clock for each, showed in verify's rate.
    fn count(&self, unsaid: &mut Unsaid, discrepancies: u64, exhaustive: bool, phase: &str) {
        unsaid.checked += 1;
        unsaid.exhaustive += u64::from(exhaustive);
        unsaid.discrepancies += discrepancies;
        if unsaid.checked >= COUNTS_EVERY {
            self.add(unsaid);
            self.tick(phase);
        }
    }

    /// Adds this thread's `unsaid` counts to the shared ones (at the end of
    /// a phase, and every [`COUNTS_EVERY`] positions).
    fn add(&self, unsaid: &mut Unsaid) {
        self.checked.fetch_add(unsaid.checked, Ordering::Relaxed);
        self.exhaustive
            .fetch_add(unsaid.exhaustive, Ordering::Relaxed);
        self.discrepancies
            .fetch_add(unsaid.discrepancies, Ordering::Relaxed);
        *unsaid = Unsaid::default();
    }

    fn totals(&self) -> String {
        format!(
            "{} positions checked, {}",
            self.checked.load(Ordering::Relaxed),
            discrepancies_count(self.discrepancies.load(Ordering::Relaxed))
        )
    }

    fn say(&self, what: &str) {
        if self.on {
            to_stderr(&format!(
                "verify: {:.1} s: {what}",
                self.start.elapsed().as_secs_f64()
            ));
        }
    }

    /// A line with the totals, if one is due (one thread claims it).
    fn tick(&self, phase: &str) {
        if !self.on {
            return;
        }
        let now = millis(self.start.elapsed());
        let due = self.next_line_ms.load(Ordering::Relaxed);
        if now >= due
            && self
                .next_line_ms
                .compare_exchange(
                    due,
                    now + millis(LINE_EVERY),
                    Ordering::Relaxed,
                    Ordering::Relaxed,
                )
                .is_ok()
        {
            self.say(&format!("{phase}: {}", self.totals()));
        }
    }
}

/// One thread's counts not yet added to [`ProgressLines`]'.
#[derive(Default)]
struct Unsaid {
    checked: u64,
    exhaustive: u64,
    discrepancies: u64,
}

/// How many positions a thread counts before adding them to the shared
/// counts and looking at the clock for a line.
const COUNTS_EVERY: u64 = 256;

/// Writes `line` to standard error, and nothing when it cannot: a reader
/// that left (`grundy verify 2>&1 | head`) must not end the run, whose
/// table and exit status are its result (`eprintln!` panicked there, status
/// 101).
pub fn to_stderr(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// Runs the sweep, until the budget is spent (the exhaustive phase
/// permitting) or `options.stop` is requested.
pub fn run(options: &Options) -> Report {
    let start = Instant::now();
    let deadline = start + options.budget;
    let jobs = options.jobs.max(1);
    let games = &options.games;
    let stopped = || options.stop.requested().is_some();

    // Count the exhaustive work first, for the progress bar.
    let sizes: Vec<u32> = games.iter().map(|g| g.exhaustive_size()).collect();
    let total: u64 = {
        let mut sum = 0u64;
        for (g, &max) in games.iter().zip(&sizes) {
            let mut w = g.worker(options.oracle_budget);
            for s in 0..=max {
                sum += (0..w.count_of_size(s))
                    .filter(|&i| options.shard.takes(i))
                    .count() as u64;
            }
        }
        sum
    };
    let bar = if options.progress == Progress::Bar {
        ProgressBar::new(total)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{prefix:>10} [{bar:40}] {pos}/{len} {msg}")
            .expect("valid template")
            .progress_chars("=> "),
    );
    bar.set_prefix("exhaustive");
    let lines = ProgressLines::new(options.progress == Progress::Lines, start);
    lines.say(&format!(
        "exhaustive phase: {total} positions of {}",
        games_count(games.len())
    ));

    let merged: Mutex<Vec<GameSummary>> = Mutex::new(
        games
            .iter()
            .map(|g| GameSummary {
                game: g.name(),
                exhaustive_complete: true,
                ..Default::default()
            })
            .collect(),
    );
    let random_started = Mutex::new(false);
    let jobs_done_with_exhaustive = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for job in 0..jobs {
            let (bar, merged, random_started, sizes) = (&bar, &merged, &random_started, &sizes);
            let (lines, jobs_done_with_exhaustive) = (&lines, &jobs_done_with_exhaustive);
            scope.spawn(move || {
                let mut workers: Vec<_> = games
                    .iter()
                    .map(|g| g.worker(options.oracle_budget))
                    .collect();
                let mut unsaid = Unsaid::default();
                let mut summaries: Vec<GameSummary> = games
                    .iter()
                    .map(|g| GameSummary {
                        game: g.name(),
                        ..Default::default()
                    })
                    .collect();
                // Exhaustive: position i of a size goes to this shard and job
                // when i is this shard's modulo n, then this job's among those.
                // Once a stop is asked for, the rest of a size is skipped.
                for (gi, worker) in workers.iter_mut().enumerate() {
                    for size in 0..=sizes[gi] {
                        let shard = options.shard;
                        let keep = |i: usize| {
                            shard.takes(i) && (i / shard.count as usize) % jobs == job && !stopped()
                        };
                        let mut last = Instant::now();
                        worker.check_of_size(size, &keep, &mut |checked| {
                            let now = Instant::now();
                            let found =
                                summaries[gi].record(&checked, true, now - last, || now - start);
                            last = now;
                            bar.inc(1);
                            lines.count(&mut unsaid, found, true, "exhaustive phase");
                        });
                        if stopped() {
                            break;
                        }
                    }
                    if stopped() {
                        break;
                    }
                    summaries[gi].exhaustive_complete = true;
                }
                if !stopped() {
                    {
                        let mut started = random_started.lock().expect("no panics while held");
                        if !*started {
                            *started = true;
                            bar.set_prefix("random");
                            bar.set_style(
                                ProgressStyle::with_template(
                                    "{prefix:>10} {spinner} {elapsed} {pos} positions {msg}",
                                )
                                .expect("valid template"),
                            );
                            bar.set_position(0);
                        }
                    }
                    lines.add(&mut unsaid);
                    if jobs_done_with_exhaustive.fetch_add(1, Ordering::SeqCst) + 1 == jobs as u64 {
                        lines.say(&format!(
                            "exhaustive phase done: {} positions; {}; random positions until {:.1} s",
                            lines.exhaustive.load(Ordering::Relaxed),
                            lines.totals(),
                            options.budget.as_secs_f64()
                        ));
                    }
                }
                // Random: each game gets an equal share of the time (see
                // `FairShare`). Each game draws from its own stream, so a
                // seed checks the same positions of a game (a prefix of
                // them) however the timing interleaves the games.
                let mut rngs: Vec<Rng> = (0..workers.len())
                    .map(|gi| {
                        Rng::new(
                            options.seed
                                ^ (u64::from(options.shard.index) << 48)
                                ^ ((job as u64) << 32)
                                ^ ((gi as u64) << 16),
                        )
                    })
                    .collect();
                if !workers.is_empty() && !stopped() {
                    let phase_start = Instant::now();
                    let mut share = FairShare::new(workers.len());
                    share.run_until(
                        deadline.saturating_duration_since(phase_start),
                        || phase_start.elapsed(),
                        stopped,
                        |gi| {
                            let t = Instant::now();
                            let checked = workers[gi].check_random(&mut rngs[gi]);
                            let took = t.elapsed();
                            // A batch's time, spread evenly over its positions.
                            let each =
                                took / u32::try_from(checked.len().max(1)).unwrap_or(u32::MAX);
                            for checked in &checked {
                                let found =
                                    summaries[gi].record(checked, false, each, || start.elapsed());
                                lines.count(&mut unsaid, found, false, "random phase");
                            }
                            bar.inc(checked.len() as u64);
                        },
                    );
                }
                lines.add(&mut unsaid);
                let mut all = merged.lock().expect("no panics while held");
                for (into, from) in all.iter_mut().zip(summaries) {
                    into.merge(from);
                }
            });
        }
    });
    bar.finish_and_clear();
    Report {
        games: merged.into_inner().expect("threads joined"),
        wall: start.elapsed(),
        budget: options.budget,
        stopped_by: options.stop.requested(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry;

    #[test]
    fn shard_syntax() {
        assert_eq!("1/4".parse::<Shard>(), Ok(Shard { index: 1, count: 4 }));
        assert!("4/4".parse::<Shard>().is_err());
        assert!("0/0".parse::<Shard>().is_err());
        assert!("x".parse::<Shard>().is_err());
    }

    #[test]
    fn shards_cover_the_sweep_once() {
        let nim = registry::game("nim").unwrap();
        let run_shard = |shard| {
            run(&Options {
                games: vec![nim],
                budget: Duration::ZERO,
                oracle_budget: OracleBudget::DEFAULTS,
                seed: 1,
                jobs: 2,
                shard,
                progress: Progress::Hidden,
                stop: &Stop::new(),
            })
        };
        let whole = run_shard(Shard::WHOLE);
        let parts: u64 = (0..3)
            .map(|i| run_shard(Shard { index: i, count: 3 }).games[0].exhaustive)
            .sum();
        assert!(whole.games[0].exhaustive > 0);
        assert_eq!(parts, whole.games[0].exhaustive);
        assert_eq!(whole.discrepancies(), 0);
    }

    /// Runs `share`'s turns until `deadline` on a fake clock, where a draw
    /// of game `g` costs `cost[g]`: the games drawn, in order.
    fn turns_on_a_fake_clock(
        share: &mut FairShare,
        deadline: Duration,
        cost: &[Duration],
    ) -> Vec<usize> {
        let clock = std::cell::Cell::new(Duration::ZERO);
        let mut drawn = Vec::new();
        share.run_until(
            deadline,
            || clock.get(),
            || false,
            |gi| {
                drawn.push(gi);
                clock.set(clock.get() + cost[gi]);
            },
        );
        drawn
    }

    fn draws_of(drawn: &[usize], games: usize) -> Vec<usize> {
        (0..games)
            .map(|g| drawn.iter().filter(|&&d| d == g).count())
            .collect()
    }

    #[test]
    fn the_random_phase_shares_time_not_counts() {
        // A Nim position costs 3 us, an m,n,k board 20 us. An equal count
        // would give m,n,k most of the time; an equal share gives Nim about
        // 20/3 times the draws, each game half the time to within a slice.
        let cost = [Duration::from_micros(3), Duration::from_micros(20)];
        let deadline = Duration::from_millis(400);
        let mut share = FairShare::new(2);
        let drawn = turns_on_a_fake_clock(&mut share, deadline, &cost);
        let draws = draws_of(&drawn, 2);
        for (g, &n) in draws.iter().enumerate() {
            let spent = cost[g] * u32::try_from(n).unwrap();
            assert_eq!(spent, share.spent[g], "game {g}");
            assert!(
                spent.abs_diff(deadline / 2) <= FairShare::SLICE + cost[g],
                "game {g} spent {spent:?} of {deadline:?}"
            );
        }
        assert!(draws[0] > 6 * draws[1], "{draws:?}");
    }

    #[test]
    fn a_game_keeps_the_thread_for_a_slice_not_one_draw() {
        // Draws of 1 us: a turn of one draw each would switch games at every
        // draw; slices switch about once per slice, a few more times as they
        // shrink before the deadline.
        let cost = [Duration::from_micros(1); 3];
        let deadline = Duration::from_secs(1);
        let drawn = turns_on_a_fake_clock(&mut FairShare::new(3), deadline, &cost);
        let first_slice = FairShare::SLICE.as_micros() as usize;
        assert!(drawn[..first_slice].iter().all(|&g| g == 0));
        assert_eq!(drawn[first_slice], 1);
        let switches = drawn.windows(2).filter(|w| w[0] != w[1]).count();
        let slices = (deadline.as_micros() / FairShare::SLICE.as_micros()) as usize;
        assert!(
            switches < slices + 40,
            "{switches} switches in {} draws",
            drawn.len()
        );
        assert_eq!(drawn.len(), 1_000_000);
    }

    #[test]
    fn every_game_gets_a_turn_even_when_little_time_is_left() {
        // 41 games (a full run's count) and 5 ms left: a whole slice of the
        // first would leave the others nothing.
        let cost = [Duration::from_micros(2); 41];
        let drawn = turns_on_a_fake_clock(&mut FairShare::new(41), Duration::from_millis(5), &cost);
        let draws = draws_of(&drawn, 41);
        assert!(draws.iter().all(|&n| n > 0), "{draws:?}");
    }

    #[test]
    fn a_turn_that_measured_nothing_still_costs_a_tick() {
        // The clock showed no time passing: the game is charged a tick, so
        // the other game goes next and no game holds the loop. No clock is
        // read here: `next` is given the time left, `charge` the time a turn
        // took, both as values, so the test is the same on any machine.
        let mut share = FairShare::new(2);
        assert_eq!(share.next(Duration::from_secs(1)).0, 0);
        share.charge(0, Duration::ZERO);
        assert_eq!(share.next(Duration::from_secs(1)).0, 1);
        assert_eq!(share.spent[0], FairShare::TICK);
    }

    /// A run of `games` with a zero budget (the exhaustive phase alone),
    /// stopped by `stop`.
    fn run_stopped(games: &[&str], stop: &Stop) -> Report {
        run(&Options {
            games: games.iter().map(|g| registry::game(g).unwrap()).collect(),
            budget: Duration::ZERO,
            oracle_budget: OracleBudget::DEFAULTS,
            seed: 1,
            jobs: 2,
            shard: Shard::WHOLE,
            progress: Progress::Hidden,
            stop,
        })
    }

    #[test]
    fn a_stopped_run_leaves_its_exhaustive_sweep_and_says_what_it_checked() {
        let stop = Stop::new();
        stop.request(2);
        let report = run_stopped(&["nim", "wythoff"], &stop);
        assert_eq!(report.checked(), 0);
        assert!(report.games.iter().all(|g| !g.exhaustive_complete));
        assert_eq!(report.status(), 130);
        let said = report.interruption().expect("a stopped run says so");
        assert!(
            said.starts_with("verify: interrupted by SIGINT (Ctrl-C) after ")
                && said.contains(
                    "checked:         0 positions (0 exhaustive, 0 random), 0 discrepancies"
                )
                && said.contains("exhaustive sweep: complete for none of 2 games")
                && said.contains("random phase:    not started")
                && said.contains("nothing found is lost")
                && said.ends_with("exit status 130"),
            "{said}"
        );
    }

    #[test]
    fn a_run_not_stopped_completes_its_sweep_and_has_no_interruption() {
        let report = run_stopped(&["nim"], &Stop::new());
        assert!(report.checked() > 0);
        assert!(report.games[0].exhaustive_complete);
        assert_eq!(report.status(), 0);
        assert_eq!(report.interruption(), None);
    }

    fn summary(game: &'static str, exhaustive_complete: bool, discrepancies: u64) -> GameSummary {
        GameSummary {
            game,
            exhaustive: 10,
            exhaustive_complete,
            discrepancies,
            ..GameSummary::default()
        }
    }

    #[test]
    fn the_total_says_how_many_positions_the_laws_alone_judged() {
        let mut report = Report {
            games: vec![summary("nim", true, 0), summary("wythoff", true, 0)],
            wall: Duration::from_secs(3),
            budget: Duration::from_secs(3),
            stopped_by: None,
        };
        let total = report.to_string();
        assert!(
            total.ends_with("\n20 positions checked in 3.0 s, 0 discrepancies"),
            "{total}"
        );
        report.games[1].oracle_gave_up = 4;
        let total = report.to_string();
        assert!(
            total.ends_with(
                "\n20 positions checked in 3.0 s (4 of them by the solver's laws alone: \
                 past the oracle's budget), 0 discrepancies"
            ),
            "{total}"
        );
    }

    #[test]
    fn a_discrepancy_is_a_failure_even_when_the_run_was_stopped() {
        let mut report = Report {
            games: vec![summary("nim", true, 0), summary("wythoff", false, 1)],
            wall: Duration::from_secs(3),
            budget: Duration::from_secs(40),
            stopped_by: None,
        };
        assert_eq!(report.status(), STATUS_DISCREPANCY);
        assert_eq!(report.interruption(), None);
        report.stopped_by = Some(15);
        assert_eq!(report.status(), STATUS_DISCREPANCY);
        let said = report.interruption().unwrap();
        assert!(
            said.contains("by SIGTERM after 3.0 s of the 40.0 s budget")
                && said.contains("complete for nim (1 of 2 games); the others were cut short")
                && said.contains("random), 1 discrepancy\n")
                && said.ends_with("exit status 1"),
            "{said}"
        );
        report.games[1].discrepancies = 0;
        assert_eq!(report.status(), 128 + 15);
        report.budget = Duration::ZERO;
        let said = report.interruption().unwrap();
        assert!(
            said.contains("after 3.0 s (budget 0: the exhaustive phase alone)"),
            "{said}"
        );
    }

    #[test]
    fn a_signature_keeps_distinct_examples_and_counts_every_one() {
        let d = |position: &str| Discrepancy {
            game: "wythoff",
            position: position.into(),
            what: "outcome".into(),
            solver: "first player wins".into(),
            oracle: "second player wins".into(),
            repro: Discrepancy::check_command("wythoff", position),
        };
        let mut one = Found::default();
        // Random positions that shrink to the same one are one example.
        for position in ["377 610", "377 610", "377 610", "987 1597", "377 610"] {
            one.count += 1;
            one.keep(d(position));
        }
        let mut other = Found {
            count: 2,
            first_after: Duration::from_millis(5),
            examples: vec![d("987 1597"), d("2584 4181")],
        };
        let mut a = summary("wythoff", true, 5);
        a.signatures.insert("wythoff:outcome".into(), one);
        let mut b = summary("wythoff", false, 2);
        other.first_after = Duration::from_millis(2);
        b.signatures.insert("wythoff:outcome".into(), other);
        a.merge(b);
        let found = &a.signatures["wythoff:outcome"];
        assert_eq!(found.count, 7);
        assert_eq!(found.first_after, Duration::ZERO);
        let shown: Vec<&str> = found.examples.iter().map(|d| d.position.as_str()).collect();
        assert_eq!(shown, ["377 610", "987 1597", "2584 4181"]);
        assert!(!a.exhaustive_complete);
    }

    #[test]
    fn the_compared_share_counts_what_the_oracle_answered() {
        let mut g = GameSummary::default();
        assert_eq!(g.compared_share(), "-");
        g.exhaustive = 3;
        g.random = 1;
        g.oracle_gave_up = 1;
        assert_eq!(g.compared_share(), "75%");
        g.oracle_gave_up = 4;
        assert_eq!(g.compared_share(), "0%");
    }
}
