//! `grundy octal CODE`: what a person computing an octal game runs. The
//! nim-sequence of one code, its certified period (or how far none was
//! found), the largest value, the rare values, the time; as text, CSV or an
//! SVG picture.
//!
//! Why in the harness and not the solver: it is presentation (a progress
//! bar, a picture, a file), around the solver's `Solution`.

use solver::octal::{certificate, checkpoint, Code, Solution, Table, Values};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The default search length: enough for every row of the published table
/// (0.376 needs 4,536,506 heaps).
pub const DEFAULT_MAX: usize = 5_000_000;
/// For codes that leave three heaps (the table costs a cube).
pub const DEFAULT_MAX_THREE: usize = 600;
/// For codes with a repeating tail (no period is sought).
pub const DEFAULT_MAX_TAIL: usize = 2_000;

/// Rare values the text report lists. Where values grow with the heap (a
/// long code of 7s) the "rare" side is thousands of values, one line of tens
/// of kilobytes; past this many the text says how many more, and the CSV
/// still has them all.
pub const SHOWN_RARE_VALUES: usize = 128;

/// What to compute and how to show it.
#[derive(Clone, Debug)]
pub struct Options {
    pub code: Code,
    /// The search length (`--max`); `None`: a default by the kind of code.
    pub max: Option<usize>,
    /// How many first values to print (`--values`).
    pub values: usize,
    pub csv: bool,
    /// Print the time (off in snapshot tests: it is not reproducible).
    pub show_time: bool,
    /// Stop after this long (`--seconds`) and report what was computed;
    /// `None`: go on to `max`. A code whose values grow with the heap costs
    /// a scan of the smaller heaps per heap: 43 sevens would take days to
    /// reach the default `max`, with nothing printed until the end.
    pub time_limit: Option<Duration>,
}

/// How often a run with a checkpoint file writes it, by default: a run of
/// hours loses at most this much to a crash or a power cut.
pub const CHECKPOINT_EVERY: Duration = Duration::from_secs(60);

/// Where a long run keeps its table (`--checkpoint FILE`): read on start if
/// it exists, written every `every` and when the run stops.
#[derive(Clone, Debug)]
pub struct Checkpointing {
    pub path: PathBuf,
    pub every: Duration,
}

/// One code solved, with what the report shows.
pub struct Report {
    pub solution: Solution,
    pub elapsed: Duration,
    pub max: usize,
    /// The time limit ended the computation before `max` heaps (or a
    /// period) were reached.
    pub stopped: Option<Duration>,
    /// SIGINT or SIGTERM ended it (after [`crate::stop_signals::catch`]).
    pub interrupted: bool,
    /// The heaps read back from the checkpoint on start (0: none).
    pub resumed_from: usize,
}

/// The table a checkpoint file holds, if the file exists; a file that is
/// not a whole checkpoint of `code` is an error naming the file and why.
pub fn read_checkpoint(path: &Path, code: &Code) -> Result<Option<Table>, String> {
    // Only a regular file can be a checkpoint (one this command wrote):
    // `/dev/zero` or a FIFO would be read without end.
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        Ok(m) if !m.is_file() => {
            return Err(format!(
                "cannot read {}: not a regular file, so not a checkpoint",
                path.display()
            ))
        }
        Ok(_) => {}
    }
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    checkpoint::decode(&bytes, code)
        .map(Some)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes the table to `path` whole or not at all: to a file beside it,
/// then renamed over it, so a stop while writing keeps the last checkpoint.
pub fn write_checkpoint(path: &Path, table: &Table) -> Result<(), String> {
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    std::fs::write(&partial, checkpoint::encode(table))
        .and_then(|()| std::fs::rename(&partial, path))
        .map_err(|e| format!("cannot write the checkpoint {}: {e}", path.display()))
}

impl Options {
    pub fn max_len(&self) -> usize {
        self.max.unwrap_or(if self.code.leaves_three() {
            DEFAULT_MAX_THREE
        } else if !self.code.is_finite() {
            DEFAULT_MAX_TAIL
        } else {
            DEFAULT_MAX
        })
    }
}

/// Solves the code, calling `progress(heaps done)` now and then.
pub fn run(options: &Options, progress: &mut dyn FnMut(usize)) -> Result<Report, String> {
    run_checkpointed(options, None, progress)
}

/// Why a stretch of the computation ended before its end.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pause {
    Running,
    CheckpointDue,
    TimeLimit,
    Signal,
}

/// [`run`], resuming from `checkpointing`'s file if it exists and writing
/// it every so often and when the run ends (done, out of time or stopped by
/// a signal), so that a later run goes on from there.
pub fn run_checkpointed(
    options: &Options,
    checkpointing: Option<&Checkpointing>,
    progress: &mut dyn FnMut(usize),
) -> Result<Report, String> {
    let max = options.max_len();
    let start = Instant::now();
    let mut table = match checkpointing {
        Some(c) => read_checkpoint(&c.path, &options.code)?,
        None => None,
    }
    .unwrap_or_else(|| Table::new(options.code.clone()));
    let resumed_from = table.len();
    let mut last_written = Instant::now();
    let solution = loop {
        let mut pause = Pause::Running;
        let solution = Solution::resume_while(table, max, &mut |n| {
            progress(n);
            pause = if crate::stop_signals::requested().is_some() {
                Pause::Signal
            } else if options.time_limit.is_some_and(|t| start.elapsed() >= t) {
                Pause::TimeLimit
            } else if checkpointing.is_some_and(|c| last_written.elapsed() >= c.every) {
                Pause::CheckpointDue
            } else {
                Pause::Running
            };
            pause == Pause::Running
        })
        .map_err(|e| e.to_string())?;
        if let Some(c) = checkpointing {
            write_checkpoint(&c.path, solution.table())?;
            last_written = Instant::now();
        }
        if pause != Pause::CheckpointDue {
            let stopped = options.time_limit.filter(|_| pause == Pause::TimeLimit);
            break (solution, stopped, pause == Pause::Signal);
        }
        table = solution.into_table();
    };
    let (solution, stopped, interrupted) = solution;
    Ok(Report {
        solution,
        elapsed: start.elapsed(),
        max,
        stopped,
        interrupted,
        resumed_from,
    })
}

/// The largest value of the table and the first heap that has it.
fn largest(values: Values<'_>) -> (u32, usize) {
    values.iter().enumerate().fold(
        (0, 0),
        |(best, at), (n, v)| if v > best { (v, n) } else { (best, at) },
    )
}

fn join<T: ToString>(values: impl Iterator<Item = T>) -> String {
    values.map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}

/// What a report cut short by the time limit adds to its "how far" line.
fn stopped_after(report: &Report) -> String {
    if report.interrupted {
        return format!(" (interrupted by a signal, short of {})", report.max);
    }
    report.stopped.map_or(String::new(), |limit| {
        format!(
            " (stopped after {} s, short of {}; --seconds or --max goes further)",
            limit.as_secs_f64(),
            report.max
        )
    })
}

/// `G(0..count)` as `--values` asks: the table's values, and past the table,
/// where a period is certified, the period's (a proved period makes every
/// value known, so Kayles' `--values 1000` is not cut at its 256 heaps). At
/// most `--max` values in all, or the table where it is longer: the text is
/// built whole, and a count only the option claims must not size it.
fn first_values(options: &Options, report: &Report) -> Vec<u64> {
    let s = &report.solution;
    let len = s.table().len();
    let known = match s.periodicity() {
        Some(_) => report.max.max(len),
        None => len,
    };
    (0..options.values.min(known) as u64)
        .map_while(|n| s.grundy(n).ok())
        .collect()
}

/// The report as text (or CSV).
pub fn render(options: &Options, report: &Report) -> String {
    let s = &report.solution;
    let table = s.table();
    let values = table.values();
    let shown = first_values(options, report);
    // No heap computed (`--max 0`, or a time limit before the first): no
    // largest value either, where "0, first at n = 0" would claim G(0).
    let (top, top_at) = match largest(values) {
        _ if values.is_empty() => (String::new(), String::new()),
        (top, at) => (top.to_string(), at.to_string()),
    };
    let rare = table.rare_values();
    let (rare_heaps, mask) = table.rare_split();
    let code = s.code();
    let seconds = format!(
        "{}.{:03}",
        report.elapsed.as_secs(),
        report.elapsed.subsec_millis()
    );
    let mut out = String::new();
    if options.csv {
        let (pre, per) = s.periodicity().map_or((String::new(), String::new()), |p| {
            (p.preperiod.to_string(), p.period.to_string())
        });
        let _ = writeln!(
            out,
            "code,computed,preperiod,period,largest,largest_at,rare_values{}",
            if options.show_time { ",seconds" } else { "" }
        );
        let _ = writeln!(
            out,
            "{code},{},{pre},{per},{top},{top_at},{}{}",
            table.len(),
            // No split in use (mask 0): no value is rare, as the text says;
            // every value is of even parity under mask 0, and was listed.
            if mask == 0 {
                String::new()
            } else {
                join(rare.iter().copied())
            },
            if options.show_time {
                format!(",{seconds}")
            } else {
                String::new()
            }
        );
        if !shown.is_empty() {
            let _ = writeln!(out, "n,g");
            for (n, g) in shown.iter().enumerate() {
                let _ = writeln!(out, "{n},{g}");
            }
        }
        return out;
    }
    let kind = if code.is_hexadecimal() {
        "hexadecimal"
    } else {
        "octal"
    };
    let length = code
        .length()
        .map_or("a repeating tail".to_string(), |t| format!("length {t}"));
    let _ = writeln!(out, "code:        {code} ({kind}, {length})");
    let computed = match table.len() {
        0 => "no heap".to_string(),
        len => format!("G(0) .. G({})", len - 1),
    };
    let _ = writeln!(out, "computed:    {computed}{}", stopped_after(report));
    if !shown.is_empty() {
        let _ = writeln!(
            out,
            "values:      G(0..{}) = {}",
            shown.len(),
            join(shown.iter().copied())
        );
    }
    match (s.periodicity(), code.is_finite()) {
        (Some(p), _) => {
            let end = certificate::window_end(code, p.preperiod, p.period).unwrap_or(0);
            let _ = writeln!(
                out,
                "period:      certified preperiod {}, period {} (Guy-Smith: G(n + {}) = G(n) for {} <= n < {} proves it for all n >= {})",
                p.preperiod, p.period, p.period, p.preperiod, end, p.preperiod
            );
        }
        (None, true) => {
            let _ = writeln!(out, "period:      no period up to {}", table.len());
        }
        (None, false) => {
            let _ = writeln!(
                out,
                "period:      not sought (a repeating tail: the theorem needs a finite code)"
            );
        }
    }
    if values.is_empty() {
        let _ = writeln!(out, "largest:     (no heap)");
    } else {
        let _ = writeln!(out, "largest:     {top}, first at n = {top_at}");
    }
    if mask == 0 {
        let _ = writeln!(out, "rare values: (no rare/common split used)");
    } else {
        let more = match rare.len().checked_sub(SHOWN_RARE_VALUES) {
            Some(more) if more > 0 => format!(" and {more} more, --csv lists them all"),
            _ => String::new(),
        };
        let _ = writeln!(
            out,
            "rare values: {}{more} ({} rare heaps; mask {mask:#x})",
            join(rare.iter().copied().take(SHOWN_RARE_VALUES)),
            rare_heaps
        );
    }
    if options.show_time {
        let _ = writeln!(out, "time:        {seconds} s");
    }
    out
}

/// The nim-sequence as the classic picture: `n` across, `G(n)` up, the
/// preperiod's end and one period marked. Long tables are drawn one column
/// per bucket of heaps (a bar from the least to the largest value in it).
/// Integer coordinates only.
pub fn svg(report: &Report) -> String {
    let s = &report.solution;
    let values = s.table().values();
    let (top, _) = largest(values);
    let len = values.len().max(1) as u64;
    let (w, h, left, bottom, margin) = (1000u64, 320u64, 50u64, 40u64, 20u64);
    let top = u64::from(top).max(1);
    let x = |n: u64| left + n * w / len;
    let y = |g: u64| margin + h - g * h / top;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}" font-family="sans-serif" font-size="12">"#,
        w + left + margin,
        h + margin + bottom,
        w + left + margin,
        h + margin + bottom
    );
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#);
    if let Some(p) = s.periodicity() {
        let (e, per) = (p.preperiod, p.period);
        let x0 = x(e.min(len));
        let x1 = x((e + per).min(len)).max(x0 + 1);
        let _ = writeln!(
            out,
            r##"<rect x="{x0}" y="{margin}" width="{}" height="{h}" fill="#fde8c8"/>"##,
            x1 - x0
        );
        let _ = writeln!(
            out,
            r##"<line x1="{x0}" y1="{margin}" x2="{x0}" y2="{}" stroke="#d04010" stroke-width="1"/>"##,
            margin + h
        );
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" fill="#d04010">preperiod {e}, period {per}</text>"##,
            x0 + 4,
            margin + 12
        );
    }
    // One mark per column: the values of the heaps that fall in it.
    let columns = w.min(len);
    let dot = (w / columns).clamp(1, 3);
    let mut column = 0u64;
    let mut lo = u64::MAX;
    let mut hi = 0u64;
    let mut marks = String::new();
    for (n, g) in values.iter().enumerate() {
        let c = n as u64 * columns / len;
        if c != column {
            push_mark(&mut marks, x(column * len / columns), y(lo), y(hi), dot);
            column = c;
            lo = u64::MAX;
            hi = 0;
        }
        lo = lo.min(u64::from(g));
        hi = hi.max(u64::from(g));
    }
    if lo != u64::MAX {
        push_mark(&mut marks, x(column * len / columns), y(lo), y(hi), dot);
    }
    let _ = writeln!(out, r##"<g fill="#203080">{marks}</g>"##);
    // Axes.
    let _ = writeln!(
        out,
        r#"<path d="M{left} {margin} V{} H{}" fill="none" stroke="black"/>"#,
        margin + h,
        left + w
    );
    let _ = writeln!(
        out,
        r#"<text x="{left}" y="{}">0</text><text x="{}" y="{}" text-anchor="end">n = {}</text>"#,
        margin + h + 16,
        left + w,
        margin + h + 16,
        len - 1
    );
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" text-anchor="end">{top}</text><text x="{}" y="{}" text-anchor="end">0</text>"#,
        left - 6,
        margin + 10,
        left - 6,
        margin + h
    );
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" text-anchor="middle">G(n) of {}</text>"#,
        left + w / 2,
        margin + h + 32,
        s.code()
    );
    out.push_str("</svg>\n");
    out
}

/// A column's mark: a dot for one value, a bar from the least to the largest.
fn push_mark(out: &mut String, x: u64, y_lo: u64, y_hi: u64, width: u64) {
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="{width}" height="{}"/>"#,
        x.saturating_sub(width / 2),
        y_hi.saturating_sub(width / 2),
        y_lo - y_hi + width
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(code: &str) -> Options {
        Options {
            code: Code::parse(code).unwrap(),
            max: None,
            values: 32,
            csv: false,
            show_time: false,
            time_limit: None,
        }
    }

    #[test]
    fn kayles_report() {
        let o = options("0.77");
        let r = run(&o, &mut |_| {}).unwrap();
        let text = render(&o, &r);
        assert!(text.contains("certified preperiod 71, period 12"), "{text}");
        assert!(
            text.contains(
                "G(0..32) = 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4 7 2"
            ),
            "{text}"
        );
        assert!(text.contains("largest:     8, first at n = 27"), "{text}");
        let picture = svg(&r);
        assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
        assert!(picture.contains("preperiod 71, period 12"));
    }

    #[test]
    fn csv_and_no_period() {
        let mut o = options("0.16");
        o.max = Some(1000);
        o.csv = true;
        o.values = 3;
        let r = run(&o, &mut |_| {}).unwrap();
        let text = render(&o, &r);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "code,computed,preperiod,period,largest,largest_at,rare_values"
        );
        assert!(lines[1].starts_with("0.16,1000,,,"), "{text}");
        assert_eq!(&lines[2..], ["n,g", "0,0", "1,1", "2,0"]);
        o.csv = false;
        assert!(render(&o, &r).contains("no period up to 1000"));
    }

    #[test]
    fn past_the_time_limit_it_reports_what_it_computed() {
        let mut o = options("0.16");
        o.time_limit = Some(Duration::ZERO);
        let r = run(&o, &mut |_| {}).unwrap();
        assert_eq!(r.stopped, Some(Duration::ZERO));
        assert!(
            r.solution.table().len() < 256,
            "{}",
            r.solution.table().len()
        );
        let text = render(&o, &r);
        assert!(
            text.contains("(stopped after 0 s, short of 5000000; --seconds or --max goes further)"),
            "{text}"
        );
        assert!(text.contains("period:      no period up to"), "{text}");
        if r.solution.table().is_empty() {
            assert!(text.contains("computed:    no heap (stopped"), "{text}");
        }
        // Time to spare: not stopped, and nothing said.
        o.time_limit = Some(Duration::from_secs(3600));
        o.max = Some(1000);
        let r = run(&o, &mut |_| {}).unwrap();
        assert_eq!((r.stopped, r.solution.table().len()), (None, 1000));
        assert!(!render(&o, &r).contains("stopped"));
    }

    #[test]
    fn values_past_a_certified_table_come_from_the_period() {
        // Kayles stops at 256 heaps, its period proved; G(0..300) are all
        // known, and were cut at 256.
        let mut o = options("0.77");
        o.values = 300;
        let r = run(&o, &mut |_| {}).unwrap();
        assert_eq!(r.solution.table().len(), 256);
        let text = render(&o, &r);
        let line = text.lines().find(|l| l.starts_with("values:")).unwrap();
        let shown: Vec<u64> = line
            .split(" = ")
            .nth(1)
            .unwrap()
            .split(' ')
            .map(|v| v.parse().unwrap())
            .collect();
        assert_eq!(shown.len(), 300, "{line}");
        // By the rules' definition: G(299) = G(71 + (299 - 71) % 12) = G(71).
        assert_eq!(shown[299], shown[71]);
        assert_eq!(shown[255..267], shown[243..255]);
        o.csv = true;
        let csv = render(&o, &r);
        assert_eq!(
            csv.lines().last(),
            Some(format!("299,{}", shown[299]).as_str())
        );
        // At most --max values, however many are asked for.
        o.values = usize::MAX;
        o.max = Some(1000);
        let r = run(&o, &mut |_| {}).unwrap();
        assert_eq!(render(&o, &r).lines().count(), 2 + 1 + 1000);
        // No period: the table is all there is.
        let mut o = options("0.6");
        o.max = Some(100);
        o.values = 1000;
        let r = run(&o, &mut |_| {}).unwrap();
        assert!(render(&o, &r).contains("values:      G(0..100) = "));
    }

    #[test]
    fn no_heap_computed_has_no_largest_value() {
        let mut o = options("0.77");
        o.max = Some(0);
        let r = run(&o, &mut |_| {}).unwrap();
        let text = render(&o, &r);
        assert!(text.contains("largest:     (no heap)\n"), "{text}");
        o.csv = true;
        assert_eq!(render(&o, &r).lines().nth(1), Some("0.77,0,,,,,"));
        // One heap: G(0) = 0 is the largest.
        o.max = Some(1);
        let r = run(&o, &mut |_| {}).unwrap();
        assert!(render(&o, &r)
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("0.77,1,,,0,0,"));
    }

    #[test]
    fn without_a_rare_common_split_the_csv_lists_no_rare_values() {
        // Five heaps of Kayles: too few for a split, as the text says.
        let mut o = options("0.77");
        o.max = Some(5);
        o.values = 0;
        let r = run(&o, &mut |_| {}).unwrap();
        assert_eq!(r.solution.table().rare_split().1, 0);
        assert!(render(&o, &r).contains("rare values: (no rare/common split used)"));
        o.csv = true;
        assert_eq!(render(&o, &r).lines().nth(1), Some("0.77,5,,,3,3,"));
        // With the split: Kayles' four rare values.
        o.max = None;
        let r = run(&o, &mut |_| {}).unwrap();
        assert_eq!(
            render(&o, &r).lines().nth(1),
            Some("0.77,256,71,12,8,27,0 3 5 6")
        );
    }

    #[test]
    fn a_long_list_of_rare_values_is_cut_in_the_text_only() {
        // Ten 7s: the values grow with the heap, and hundreds are "rare".
        let mut o = options("0.7777777777");
        o.max = Some(2000);
        o.values = 0;
        let r = run(&o, &mut |_| {}).unwrap();
        let all = r.solution.table().rare_values().len();
        assert!(all > SHOWN_RARE_VALUES + 1, "{all} rare values");
        let text = render(&o, &r);
        let line = text
            .lines()
            .find(|l| l.starts_with("rare values:"))
            .unwrap();
        let listed = line["rare values:".len()..]
            .split_whitespace()
            .take_while(|w| w.parse::<u32>().is_ok())
            .count();
        assert_eq!(listed, SHOWN_RARE_VALUES, "{line}");
        let more = all - SHOWN_RARE_VALUES;
        assert!(
            line.contains(&format!(" and {more} more, --csv lists them all")),
            "{line}"
        );
        o.csv = true;
        let csv = render(&o, &r);
        let summary = csv.lines().nth(1).unwrap();
        assert_eq!(summary.rsplit(',').next().unwrap().split(' ').count(), all);
    }
}
