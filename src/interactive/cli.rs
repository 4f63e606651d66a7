//! `grundy stress abc278-g -- ./sol` and `grundy stress cf-1934d2 -- ./sol`:
//! cases one after another, each a game (or games) against the judge; the
//! first failure is shrunk to the smallest start that fails the same way,
//! and reported with its game turn by turn and a line that replays it.

use super::card_row::CardRowJudge;
use super::record::{Player, Record};
use super::start::{self, Start};
use super::verdict::{self, Verdict};
use super::xor_break::XorBreakJudge;
use super::{Judge, Style, PROBLEMS};
use crate::output;
use crate::problems::InputSize;
use crate::shell;
use crate::stress::json::SummaryHead;
use crate::stress::report::{interrupted_after, interrupted_while_shrinking};
use crate::stress::run::{self, Conversation, Limits};
use crate::stress::shrink::Cut;
use crate::stress::verdict::{mebibytes, seconds};
use crate::stress::{self, interrupt};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Turns of a long game shown at its start and at its end.
const SHOWN_TURNS: usize = 12;

/// The longest start the repro line writes out (`cf-1934d2=n1,n2,...`);
/// a longer one, never shrunk, is given by its seed and size instead.
const LONGEST_START_IN_REPRO: usize = 200;

/// Everything a run needs.
#[derive(Clone, Debug)]
pub struct Options {
    /// `abc278-g` or `cf-1934d2`.
    pub problem: &'static str,
    /// A start given with the problem (`abc278-g=N,L,R`): every case plays it.
    pub start: Option<Start>,
    /// The command as the user wrote it (for the repro line).
    pub command: Vec<String>,
    /// The command that runs (a source file compiled first).
    pub program: Vec<String>,
    pub cases: u64,
    pub seed: u64,
    pub size: InputSize,
    pub beyond: bool,
    pub timeout: Duration,
    /// Bytes; `None` for no limit.
    pub memory: Option<u64>,
    /// How long the program may wait without writing or computing.
    pub idle: Duration,
    pub json: bool,
    pub save: Option<PathBuf>,
    pub shrink_runs: usize,
    pub shrink_time: Duration,
    /// A progress bar on stderr (on a terminal, without `--json`), as a
    /// batch problem's run has.
    pub progress: bool,
}

impl Options {
    /// How reports name case `case` (0-based) of the run, as the batch
    /// reports do: its place among the cases, counted from 1, and its seed;
    /// the size too, where the start was generated.
    fn case_name(&self, case: u64, seed: u64) -> String {
        let size = match self.start {
            Some(_) => String::new(),
            None => format!(", size {}", self.size),
        };
        format!("case {} of {} (seed {seed}{size})", case + 1, self.cases)
    }
}

/// The interactive problem `argument` names (`abc278-g`, or
/// `abc278-g=START` with a start of its own), if it names one.
pub fn problem(argument: &str) -> Option<Result<(&'static str, Option<Start>), String>> {
    let (id, start) = match argument.split_once('=') {
        Some((id, start)) => (id, Some(start)),
        None => (argument, None),
    };
    let (id, _) = PROBLEMS
        .iter()
        .find(|(p, _)| *p == id.to_ascii_lowercase())?;
    Some(match start.map(|s| start::parse(id, s)).transpose() {
        Ok(start) => Ok((id, start)),
        Err(e) => Err(format!("{argument}: {e}")),
    })
}

/// The default idleness limit: the time limit, at least one second and at
/// most three (a program that waits is waiting, however long we wait).
pub fn default_idle(timeout: Duration) -> Duration {
    timeout.clamp(Duration::from_secs(1), Duration::from_secs(3))
}

/// One played case.
pub struct Played {
    pub verdict: Verdict,
    pub record: Record,
    pub run: Conversation,
    pub style: Style,
}

/// Plays `start` against the program, the judge's choices drawn from
/// `seed`.
pub fn play(options: &Options, start: &Start, seed: u64) -> Result<Played, String> {
    let limits = Limits::judge(options.timeout, options.memory, 16 << 20);
    let mut judge: Box<dyn Judge> = match start {
        Start::CardRow(s) => Box::new(CardRowJudge::new(*s, seed)?),
        Start::XorBreak(s) => Box::new(XorBreakJudge::new(s.clone(), seed)?),
    };
    let run = run::run_interactive(&options.program, judge.as_mut(), limits, options.idle)?;
    let record = judge.record().clone();
    let verdict = verdict::judge(&record, &run);
    Ok(Played {
        verdict,
        record,
        run,
        style: Style::of_seed(seed),
    })
}

/// Runs the cases and prints the report; the exit status (0 all passed, 1
/// a failure, 2 the run could not go on, 130 interrupted before a failure).
pub fn run_and_print(options: &Options) -> u8 {
    interrupt::catch();
    let mut out = String::new();
    let bar = if options.progress {
        indicatif::ProgressBar::new(options.cases)
    } else {
        indicatif::ProgressBar::hidden()
    };
    bar.set_style(
        indicatif::ProgressStyle::with_template("{prefix:>8} [{bar:40}] {pos}/{len} {elapsed}")
            .expect("valid template")
            .progress_chars("=> "),
    );
    bar.set_prefix("stress");
    let status = run_cases(options, &mut out, &bar);
    bar.finish_and_clear();
    match output::to_stdout(|o| o.write_all(out.as_bytes())) {
        Ok(()) => status,
        Err(e) => {
            eprintln!("error: cannot write the output: {e}");
            2
        }
    }
}

fn run_cases(options: &Options, out: &mut String, bar: &indicatif::ProgressBar) -> u8 {
    let started = Instant::now();
    let mut slowest = Duration::ZERO;
    // The most memory one case held, and its seed (as the batch summary says it).
    let mut peak_memory: Option<(u64, u64)> = None;
    let mut inside = 0u64;
    for case in 0..options.cases {
        if interrupt::requested() {
            return interrupted(options, case, out);
        }
        let seed = options.seed.wrapping_add(case);
        let start = match &options.start {
            Some(s) => s.clone(),
            None => start::generate(options.problem, seed, options.size, options.beyond),
        };
        let played = match play(options, &start, seed) {
            Ok(p) => p,
            Err(_) if interrupt::requested() => return interrupted(options, case, out),
            Err(e) => {
                bar.finish_and_clear();
                eprintln!("error: {e}");
                return 2;
            }
        };
        slowest = slowest.max(played.run.finished.cpu);
        let held = played.run.finished.peak_memory;
        if peak_memory.is_none_or(|(most, _)| held > most) {
            peak_memory = Some((held, seed));
        }
        inside += u64::from(start.inside());
        bar.inc(1);
        if options.json {
            // Written now, as `grundy stress` writes a batch problem's cases:
            // a pipeline sees a long run as it goes.
            if let Err(e) = output::line_now(&json_case(case, seed, &start, &played)) {
                let failed =
                    played.verdict != Verdict::Accepted || played.record.discrepancy.is_some();
                if output::reader_left(&e) {
                    return u8::from(failed);
                }
                eprintln!("error: cannot write the output: {e}");
                return 2;
            }
        }
        if let Some(d) = &played.record.discrepancy {
            let _ = writeln!(
                out,
                "stress {}: DISCREPANCY at {}: {d}\nthe judge's theory and the oracle disagree: a bug of grundy, not of the program",
                options.problem,
                options.case_name(case, seed)
            );
            return 1;
        }
        if played.verdict != Verdict::Accepted {
            // Shrinking comes next: no bar stuck at this case meanwhile.
            bar.finish_and_clear();
            report_failure(options, out, case, seed, start, played);
            return 1;
        }
    }
    if options.json {
        let passed = SummaryLine {
            head: SummaryHead::new(options.problem, true, false),
            cases: options.cases,
            first_failure: None,
        };
        let _ = writeln!(out, "{}", json_line(&passed));
    } else {
        let passed = match options.cases {
            1 => "1 case passed".to_string(),
            n => format!("all {n} cases passed"),
        };
        let styles = if options.cases >= 3 {
            "all three styles".to_string()
        } else {
            (0..options.cases)
                .map(|c| Style::of_seed(options.seed.wrapping_add(c)).name())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let seeds = match options.cases {
            1 => format!("seed {}", options.seed),
            n => format!(
                "seeds {} to {}",
                options.seed,
                options.seed.wrapping_add(n - 1)
            ),
        };
        let starts = match &options.start {
            Some(s) => format!("start {}", s.shown()),
            None => format!("size {}", options.size),
        };
        let _ = writeln!(
            out,
            "stress {}: {passed} ({seeds}, {starts}, {}; the judge's replies where it loses: {styles}); most CPU of one case {}, {}, elapsed {}",
            options.problem,
            sides(inside, options.cases),
            seconds(slowest),
            peak_memory.map_or("no case run".to_string(), |(bytes, seed)| format!(
                "peak memory {} resident (seed {seed})",
                mebibytes(bytes)
            )),
            seconds(started.elapsed())
        );
    }
    0
}

/// Which side of the judge's constraints `inside` of the run's `cases`
/// starts were on, as a passed run's summary says it.
fn sides(inside: u64, cases: u64) -> String {
    match (inside, cases - inside) {
        (_, 0) => "inside the judge's constraints".to_string(),
        (0, _) => "beyond the judge's constraints".to_string(),
        (i, b) => format!("{i} inside the judge's constraints and {b} beyond them"),
    }
}

/// Says on stderr (and in `--json`) that the run was interrupted after
/// `done` cases, all passed; the exit status.
fn interrupted(options: &Options, done: u64, out: &mut String) -> u8 {
    eprintln!("{}", interrupted_after(options.problem, done, options.seed));
    if options.json {
        let line = SummaryLine {
            head: SummaryHead::new(options.problem, false, true),
            cases: done,
            first_failure: None,
        };
        let _ = writeln!(out, "{}", json_line(&line));
    }
    interrupt::exit_status()
}

/// The command that plays the failure again, and whether it plays the
/// case's start before shrinking instead of `start`. A start too long to
/// write out (a time limit over 1000 games, or a shrinking that stopped
/// halfway) is given as the seed and size that generate the case's start
/// again, not as thousands of characters of numbers: that start failed
/// the same way, and it is `start` itself when nothing shrank.
fn repro(options: &Options, seed: u64, start: &Start) -> (String, bool) {
    let by_seed = options.start.is_none() && start.text().len() > LONGEST_START_IN_REPRO;
    let replayed = if by_seed {
        let beyond = if options.beyond { " --beyond" } else { "" };
        format!("{} --size {}{beyond}", options.problem, options.size)
    } else {
        format!("{}={}", options.problem, start.text())
    };
    let line = repro_line(options, seed, &replayed);
    let before_shrinking =
        by_seed && *start != start::generate(options.problem, seed, options.size, options.beyond);
    (line, before_shrinking)
}

/// `grundy stress PROBLEM_AND_START --seed S --cases 1` with the run's limits.
fn repro_line(options: &Options, seed: u64, replayed: &str) -> String {
    format!(
        "grundy stress {replayed} --seed {seed} --cases 1 --timeout {} --memory {} -- {}",
        options.timeout.as_secs_f64(),
        options.memory.map_or(0, |m| m >> 20),
        shell::command(&options.command)
    )
}

/// The run's last `--json` line, in the shape of a batch problem's:
/// `{"summary":true,"problem":..,"passed":..,..}`.
#[derive(Serialize)]
struct SummaryLine<'a> {
    #[serde(flatten)]
    head: SummaryHead<'a>,
    /// Cases played, the failing one included.
    cases: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_failure: Option<FirstFailure<'a>>,
}

#[derive(Serialize)]
struct FirstFailure<'a> {
    case: u64,
    seed: u64,
    verdict: &'a str,
    reason: String,
    minimal_start: String,
    repro: String,
    /// Where `--save` wrote the minimal start (or why it could not).
    #[serde(skip_serializing_if = "Option::is_none")]
    saved: Option<String>,
    /// Why shrinking stopped short, when it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    shrink_stopped: Option<String>,
}

/// One line of `--json`: a struct's fields in the order they are declared.
fn json_line(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain structs of numbers and strings serialize")
}

fn json_case(case: u64, seed: u64, start: &Start, played: &Played) -> String {
    #[derive(Serialize)]
    struct CaseLine<'a> {
        case: u64,
        seed: u64,
        start: String,
        inside: bool,
        verdict: &'a str,
        reason: String,
        cpu_ms: u128,
    }
    json_line(&CaseLine {
        case: case + 1,
        seed,
        start: start.text(),
        inside: start.inside(),
        verdict: played.verdict.code(),
        reason: played.verdict.describe(None),
        cpu_ms: played.run.finished.cpu.as_millis(),
    })
}

/// Smaller starts to try in place of `start` (inside the judge's
/// constraints when `start` is), smallest first.
fn smaller(start: &Start, record: &Record) -> Vec<Start> {
    let inside = start.inside();
    let mut out: Vec<Start> = Vec::new();
    match start {
        Start::CardRow(s) => {
            // Fewer cards first; for each, a few L (the gap R - L kept) so
            // that a failure tied to L = R or to the parity of N - L can
            // be met again at a smaller N. Besides the tiny rows, N less
            // half, a quarter, an eighth ... down to one: a failure that
            // needs N past some bound (an array too small) is bisected to
            // it in a few dozen games, not walked down one card at a time.
            let mut sizes: Vec<u64> = (1..=6).collect();
            let mut cut = s.cards / 2;
            while cut >= 1 {
                sizes.push(s.cards - cut);
                cut /= 2;
            }
            sizes.retain(|&n| n >= 1 && n < s.cards);
            sizes.sort_unstable();
            sizes.dedup();
            let gap = s.high - s.low;
            for n in sizes {
                let mut lows = vec![1, 2, 3, s.low.min(n)];
                lows.sort_unstable();
                lows.dedup();
                for low in lows.into_iter().filter(|&l| l <= n) {
                    out.push(Start::CardRow(super::card_row::Start {
                        cards: n,
                        low,
                        high: (low + gap).min(n),
                    }));
                }
            }
            if s.low > 1 {
                out.push(Start::CardRow(super::card_row::Start {
                    low: s.low - 1,
                    high: s.high - 1,
                    ..*s
                }));
            }
            if s.high > s.low {
                out.push(Start::CardRow(super::card_row::Start {
                    high: s.high - 1,
                    ..*s
                }));
            }
        }
        Start::XorBreak(s) => {
            let failing = s.games.get(record.game).copied().unwrap_or(s.games[0]);
            if s.games.len() > 1 {
                out.push(Start::XorBreak(super::xor_break::Start {
                    games: vec![failing],
                }));
                let half = s.games.len() / 2;
                for part in [&s.games[..half], &s.games[half..]] {
                    out.push(Start::XorBreak(super::xor_break::Start {
                        games: part.to_vec(),
                    }));
                }
                let mut fewer = s.games.clone();
                fewer.remove(0);
                out.push(Start::XorBreak(super::xor_break::Start { games: fewer }));
            } else {
                let n = s.games[0];
                let low = n & n.wrapping_neg();
                let top = 1u64 << (63 - n.leading_zeros());
                let mut candidates = vec![n >> 1, n ^ top, n ^ low, n - 1, n >> 2, (n >> 1) | 1];
                // The same pattern of bits, packed to the bottom.
                candidates.push(u64::MAX >> (64 - n.count_ones().max(1)));
                candidates.sort_unstable();
                candidates.dedup();
                for c in candidates.into_iter().filter(|&c| c >= 1 && c < n) {
                    out.push(Start::XorBreak(super::xor_break::Start { games: vec![c] }));
                }
            }
        }
    }
    out.retain(|s| !inside || s.inside());
    out
}

/// A failing start shrunk.
struct Shrunk {
    start: Start,
    played: Played,
    /// Games played.
    runs: usize,
    /// Why it stopped short, when it did (as the batch shrinker's).
    cut: Option<Cut>,
}

/// Shrinks a failing start: the smallest that fails the same way (the same
/// judge seed, so the judge's choices replay). Like the batch shrinker, it
/// stops after [`crate::stress::shrink::MOST_AT_LIMITS`] games that ran
/// until a limit stopped them, and when the run is interrupted.
fn shrink(options: &Options, start: Start, played: Played, seed: u64) -> Shrunk {
    let kind = played.verdict.kind();
    let began = Instant::now();
    let (mut best, mut best_played, mut runs) = (start, played, 0usize);
    let (mut at_limits, mut cut) = (0, None);
    'improve: loop {
        for candidate in smaller(&best, &best_played.record) {
            if runs >= options.shrink_runs || began.elapsed() >= options.shrink_time {
                break 'improve;
            }
            cut = stress::shrink_cut(at_limits);
            if cut.is_some() {
                break 'improve;
            }
            runs += 1;
            let Ok(p) = play(options, &candidate, seed) else {
                continue;
            };
            at_limits += usize::from(stress::stopped_at_a_limit(&p.run.finished));
            if p.verdict.kind() == kind {
                best = candidate;
                best_played = p;
                continue 'improve;
            }
        }
        break;
    }
    // A game cut short by the interruption was not counted.
    cut = cut.or(interrupt::requested().then_some(Cut::Interrupted));
    Shrunk {
        start: best,
        played: best_played,
        runs,
        cut,
    }
}

fn report_failure(
    options: &Options,
    out: &mut String,
    case: u64,
    seed: u64,
    start: Start,
    played: Played,
) {
    let original = start.shown();
    let Shrunk {
        start,
        played,
        runs,
        cut,
    } = if options.start.is_some() {
        Shrunk {
            start,
            played,
            runs: 0,
            cut: None,
        }
    } else {
        shrink(options, start, played, seed)
    };
    if cut == Some(Cut::Interrupted) {
        eprintln!(
            "{}",
            interrupted_while_shrinking(options.problem, case + 1, seed)
        );
    }
    // Saved before anything is written, with or without --json.
    let saved = options.save.as_ref().map(|dir| {
        let path = dir.join(format!("{}-seed{seed}.start", options.problem));
        std::fs::create_dir_all(dir)
            .and_then(|_| std::fs::write(&path, format!("{}\n", start.text())))
            .map(|()| path.clone())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    });
    if options.json {
        let failed = SummaryLine {
            head: SummaryHead::new(options.problem, false, cut == Some(Cut::Interrupted)),
            cases: case + 1,
            first_failure: Some(FirstFailure {
                case: case + 1,
                seed,
                verdict: played.verdict.code(),
                reason: played.verdict.describe(None),
                minimal_start: start.text(),
                repro: repro(options, seed, &start).0,
                saved: match &saved {
                    Some(Ok(path)) => Some(path.display().to_string()),
                    Some(Err(e)) => Some(format!("not saved: {e}")),
                    None => None,
                },
                shrink_stopped: cut.map(|c| c.to_string()),
            }),
        };
        let _ = writeln!(out, "{}", json_line(&failed));
        return;
    }
    let limits = Some((options.timeout, options.memory));
    let _ = writeln!(
        out,
        "stress {}: FAILED at {}: {} ({})",
        options.problem,
        options.case_name(case, seed),
        played.verdict.code(),
        played.verdict.describe(limits)
    );
    let record = &played.record;
    let side = if start.inside() { "inside" } else { "beyond" };
    // Of several games, the side of the start is the failing game's: said
    // with it, by its place, not beside the list of all of them.
    let failing_game = match &start {
        Start::XorBreak(s) if record.games > 1 => s.games.get(record.game).copied(),
        _ => None,
    };
    match failing_game {
        Some(_) => {
            let _ = writeln!(
                out,
                "start: {}, {side} the judge's constraints\nfailed in game {} of {}: {}",
                start.shown(),
                record.game + 1,
                record.games,
                record.start_side
            );
        }
        None => {
            let _ = writeln!(
                out,
                "start: {} ({}), {side} the judge's constraints",
                start.shown(),
                record.start_side
            );
        }
    }
    if runs > 0 || cut.is_some() {
        let plural = if runs == 1 { "" } else { "s" };
        let stopped = match cut {
            Some(cut) => format!("; {cut}: the smallest failing start found so far"),
            None => String::new(),
        };
        let _ = writeln!(out, "shrunk from {original} in {runs} run{plural}{stopped}");
    }
    let _ = writeln!(
        out,
        "the judge's replies where it loses: {}",
        played.style.name()
    );
    let _ = writeln!(out, "the game, turn by turn:");
    let turns = &record.turns;
    for (i, turn) in turns.iter().enumerate() {
        if turns.len() > 2 * SHOWN_TURNS && i == SHOWN_TURNS {
            let _ = writeln!(out, "  ... {} turns ...", turns.len() - 2 * SHOWN_TURNS);
        }
        if turns.len() > 2 * SHOWN_TURNS && (SHOWN_TURNS..turns.len() - SHOWN_TURNS).contains(&i) {
            continue;
        }
        let who = match turn.by {
            Player::Judge => "judge  ",
            Player::Program => "program",
        };
        let _ = writeln!(out, "  {who} {:<24} {}", turn.wrote, turn.note);
    }
    let f = &played.run.finished;
    let _ = writeln!(
        out,
        "program: {} CPU, {} peak",
        seconds(f.cpu),
        mebibytes(f.peak_memory)
    );
    if !f.stderr.is_empty() {
        let _ = writeln!(
            out,
            "stderr: {}",
            String::from_utf8_lossy(&f.stderr).trim_end()
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "reproduce:");
    let (line, before_shrinking) = repro(options, seed, &start);
    let _ = writeln!(out, "  {line}");
    if before_shrinking {
        let kept = match &saved {
            Some(Ok(path)) => format!("it is in {}", path.display()),
            _ => "--save DIR writes it to a file".to_string(),
        };
        let games = |s: &Start| match s {
            Start::XorBreak(s) => s.games.len(),
            Start::CardRow(_) => 1,
        };
        let _ = writeln!(
            out,
            "  (this plays the start before shrinking, {} games, which failed the same way; the {} games it shrank to are too many to write here: {kept})",
            games(&start::generate(options.problem, seed, options.size, options.beyond)),
            games(&start)
        );
    }
    if let Some(n) = failing_game {
        let alone = repro_line(options, seed, &format!("{}={n}", options.problem));
        let _ = writeln!(
            out,
            "  {alone}    # game {} alone: the judge replies to it as in the whole run",
            record.game + 1
        );
    }
    let _ = writeln!(
        out,
        "{}",
        match saved {
            Some(Ok(path)) => format!("saved: {}", path.display()),
            Some(Err(e)) => format!("not saved: {e}"),
            None => "(not saved; --save DIR writes the start to a file)".to_string(),
        }
    );
}

/// What `grundy stress` was given, for an interactive problem.
pub struct Given {
    pub cases: u64,
    pub seed: u64,
    pub size: InputSize,
    pub beyond: bool,
    pub timeout: Duration,
    /// MiB; 0 for no limit.
    pub memory: u64,
    pub json: bool,
    pub save: Option<PathBuf>,
    pub shrink_runs: usize,
    pub shrink_time: Duration,
    pub command: Vec<String>,
}

/// `grundy stress` for an interactive problem: `found` is what [`problem`]
/// said of the problem argument, `program` the command after building.
pub fn stress(
    found: Result<(&'static str, Option<Start>), String>,
    program: Result<Vec<String>, impl std::fmt::Display>,
    given: Given,
) -> u8 {
    let (problem, start) = match found {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let program = match program {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let options = Options {
        problem,
        start,
        command: given.command,
        program,
        cases: given.cases,
        seed: given.seed,
        size: given.size,
        beyond: given.beyond,
        timeout: given.timeout,
        memory: (given.memory > 0).then(|| given.memory.saturating_mul(1 << 20)),
        idle: default_idle(given.timeout),
        json: given.json,
        save: given.save,
        shrink_runs: given.shrink_runs,
        shrink_time: given.shrink_time,
        progress: !given.json && std::io::stderr().is_terminal(),
    };
    run_and_print(&options)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interactive::card_row;
    use crate::interactive::xor_break;

    #[test]
    fn the_problem_argument_may_carry_a_start() {
        assert!(problem("hdu-1846").is_none());
        let (id, start) = problem("abc278-g").unwrap().unwrap();
        assert_eq!((id, start), ("abc278-g", None));
        let (_, start) = problem("ABC278-G=5,2,3").unwrap().unwrap();
        assert_eq!(
            start,
            Some(Start::CardRow(card_row::Start {
                cards: 5,
                low: 2,
                high: 3
            }))
        );
        let e = problem("cf-1934d2=0").unwrap().unwrap_err();
        assert!(e.contains("at least 1"), "{e}");
    }

    #[test]
    fn smaller_starts_are_smaller_and_stay_inside() {
        let record = Record::default();
        let start = Start::CardRow(card_row::Start {
            cards: 40,
            low: 7,
            high: 9,
        });
        let candidates = smaller(&start, &record);
        assert!(!candidates.is_empty());
        for c in &candidates {
            let Start::CardRow(s) = c else { panic!() };
            assert!(c.inside() && (s.cards < 40 || s.high < 9), "{c:?}");
        }
        let record = Record {
            game: 1,
            ..Record::default()
        };
        let start = Start::XorBreak(xor_break::Start {
            games: vec![3, 1 << 40, 7],
        });
        let candidates = smaller(&start, &record);
        // The failing game alone comes first.
        assert_eq!(
            candidates[0],
            Start::XorBreak(xor_break::Start {
                games: vec![1 << 40]
            })
        );
        let single = Start::XorBreak(xor_break::Start { games: vec![12] });
        for c in smaller(&single, &Record::default()) {
            let Start::XorBreak(s) = c else { panic!() };
            assert!(s.games.len() == 1 && (1..12).contains(&s.games[0]));
        }
    }

    #[test]
    fn a_row_that_fails_past_a_bound_shrinks_to_the_bound_in_few_games() {
        // A program with an array of 1,000 cards crashes on any longer row:
        // greedy shrinking, as `shrink` does it, must reach N = 1001 well
        // within the default budget of program runs.
        let fails = |s: &Start| matches!(s, Start::CardRow(c) if c.cards > 1000);
        let mut best = Start::CardRow(card_row::Start {
            cards: 2000,
            low: 69,
            high: 69,
        });
        let mut games = 0;
        'improve: loop {
            for candidate in smaller(&best, &Record::default()) {
                games += 1;
                if fails(&candidate) {
                    best = candidate;
                    continue 'improve;
                }
            }
            break;
        }
        let Start::CardRow(c) = best else { panic!() };
        assert_eq!(c.cards, 1001, "{best:?}");
        assert!(games < 1000, "{games} games to shrink");
    }

    #[test]
    fn a_passed_run_says_which_side_of_the_constraints_its_starts_were_on() {
        assert_eq!(sides(5, 5), "inside the judge's constraints");
        assert_eq!(sides(0, 5), "beyond the judge's constraints");
        assert_eq!(
            sides(3, 5),
            "3 inside the judge's constraints and 2 beyond them"
        );
    }

    #[test]
    fn the_idleness_limit_follows_the_timeout_within_bounds() {
        assert_eq!(
            default_idle(Duration::from_millis(200)),
            Duration::from_secs(1)
        );
        assert_eq!(default_idle(Duration::from_secs(2)), Duration::from_secs(2));
        assert_eq!(
            default_idle(Duration::from_secs(10)),
            Duration::from_secs(3)
        );
    }
}
