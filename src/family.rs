//! What the harness needs to know about a game family, and the one place where
//! solver and oracle answers are compared.
//!
//! A family states its position type once. That type is at the same time what
//! `grundy check <game> ...` parses (its `Display` prints the same arguments
//! back), what the fuzzer generates (its `arbitrary::Arbitrary` impl carries the
//! bounds that keep the oracle within reach), and what quickcheck shrinks. So a
//! failure found by any of the four drivers (fuzz, quickcheck, `verify`,
//! regression replay) is a position a person can read and replay.

use crate::discrepancy::Discrepancy;
use crate::games::outcome_word;
use arbitrary::Arbitrary;
use oracle::search::Analysis;
use std::fmt;

/// One game family as the harness sees it. Implementations live in
/// `src/games/`, one file per family.
pub trait Family: Send + Sync + 'static {
    /// A position of the game. `Display` writes the arguments that `parse`
    /// reads back; `Arbitrary` generates positions the oracle can search.
    type Position: Clone + fmt::Debug + fmt::Display + for<'a> Arbitrary<'a> + Send;
    /// What the oracle keeps between checks on one thread (its memo), and
    /// the budget its queries run within.
    type Oracle;

    /// The name used on the command line and in signatures (`nim`).
    const NAME: &'static str;
    /// One line for `grundy list`.
    const ABOUT: &'static str;
    /// How a position is written after `grundy check NAME`.
    const SYNTAX: &'static str;
    /// The largest size `verify` sweeps exhaustively by default.
    const EXHAUSTIVE_SIZE: u32;

    /// A fresh oracle whose queries run within `budget`.
    fn oracle(budget: crate::check::OracleBudget) -> Self::Oracle;

    /// Reads a position from command-line words.
    fn parse(args: &[String]) -> Result<Self::Position, String>;

    /// A size measure: what `verify` reports as the largest size reached.
    fn size(position: &Self::Position) -> u64;

    /// Every position of exactly `size`, in a fixed order (the exhaustive sweep).
    fn positions_of_size(size: u32) -> Vec<Self::Position>;

    /// Solver and oracle answers side by side, plus the solver's own laws.
    fn compare(position: &Self::Position, oracle: &mut Self::Oracle) -> Comparison;
}

/// An answer, or why there is none (the oracle's "too large", a solver range
/// error).
pub type Answer = Result<String, String>;

/// One question asked of both sides, and a law the solver's answers broke:
/// `grundy_check`'s, so a declared game's rows need no translation.
pub use grundy_check::comparison::{BrokenLaw, Row, PANICKED};
use grundy_check::panics::Panic;

/// Everything one check found out about one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    pub rows: Vec<Row>,
    pub broken_laws: Vec<BrokenLaw>,
    /// Facts worth showing a person (a certified period, say).
    pub notes: Vec<String>,
    /// The panic the check ended in, if it did (in the solver, most often):
    /// then nothing else was compared.
    pub panic: Option<Panic>,
}

impl Comparison {
    /// Adds a question with both answers.
    pub fn row(&mut self, field: &'static str, solver: Answer, oracle: Answer) -> &mut Self {
        self.rows.push(Row {
            field,
            solver,
            oracle,
        });
        self
    }

    /// Records `law` as broken unless `holds`.
    pub fn law(
        &mut self,
        law: &'static str,
        holds: bool,
        detail: impl FnOnce() -> String,
    ) -> &mut Self {
        if !holds {
            self.broken_laws.push(BrokenLaw {
                law,
                detail: detail(),
            });
        }
        self
    }

    /// The outcome and Grundy-value rows of an impartial game under normal
    /// play: the solver's Grundy value against the oracle's analysis.
    pub fn impartial_rows<M>(
        &mut self,
        solver: &Result<u64, String>,
        oracle: &Result<Analysis<M>, String>,
    ) -> &mut Self {
        self.row(
            "outcome",
            solver.clone().map(|g| outcome_word(g != 0)),
            oracle
                .as_ref()
                .map(|a| outcome_word(a.player_to_move_wins))
                .map_err(Clone::clone),
        );
        self.row(
            "grundy",
            solver.clone().map(|g| g.to_string()),
            oracle
                .as_ref()
                .map(|a| a.grundy.map_or("none".into(), |g| g.to_string()))
                .map_err(Clone::clone),
        )
    }

    pub fn note(&mut self, note: impl Into<String>) -> &mut Self {
        self.notes.push(note.into());
        self
    }

    /// The comparison of a check that ended in `panic`.
    pub fn panicked(panic: Panic) -> Comparison {
        Comparison {
            panic: Some(panic),
            ..Comparison::default()
        }
    }

    /// No question answered differently, no law broken, no panic.
    pub fn agrees(&self) -> bool {
        self.panic.is_none() && self.broken_laws.is_empty() && !self.rows.iter().any(Row::differs)
    }

    /// Did the oracle give up on any question?
    pub fn oracle_gave_up(&self) -> bool {
        self.rows.iter().any(|r| r.oracle.is_err())
    }

    /// Every disagreement and broken law, as reports about `position` in `game`.
    pub fn discrepancies(&self, game: &'static str, position: &str) -> Vec<Discrepancy> {
        self.discrepancies_with_repro(game, position, &Discrepancy::check_command(game, position))
    }

    /// Like `discrepancies`, with the repro command given.
    pub fn discrepancies_with_repro(
        &self,
        game: &'static str,
        position: &str,
        repro: &str,
    ) -> Vec<Discrepancy> {
        let rows = self
            .rows
            .iter()
            .filter(|r| r.differs())
            .map(|r| Discrepancy {
                game,
                position: position.to_string(),
                what: r.field.to_string(),
                solver: show(&r.solver),
                oracle: show(&r.oracle),
                repro: repro.to_string(),
            });
        let laws = self.broken_laws.iter().map(|b| Discrepancy {
            game,
            position: position.to_string(),
            what: b.law.to_string(),
            solver: b.detail.clone(),
            oracle: "(not consulted: a law of the solver's own answers)".to_string(),
            repro: repro.to_string(),
        });
        let panic = self.panic.iter().map(|panic| {
            let (solver, oracle) = panic.report_sides();
            Discrepancy {
                game,
                position: position.to_string(),
                what: PANICKED.to_string(),
                solver,
                oracle,
                repro: repro.to_string(),
            }
        });
        panic.chain(rows).chain(laws).collect()
    }
}

/// The rows of a comparison as `grundy check` prints them: question,
/// solver's answer, oracle's answer, in columns. An answer longer than
/// [`COLUMN_AT_MOST`] (a list of winning moves, say) would push the oracle's
/// column out of line for every row, so such a row is written on two lines,
/// the two answers labelled one under the other. Unless `full`, an answer
/// longer than [`SHOWN_AT_MOST`] in a row where the two sides do not differ
/// is cut there (the 65,536 winning moves of a large position are megabytes
/// on one line), saying how much more there is; a row that differs is
/// always written whole.
pub fn rows_table(rows: &[Row], full: bool) -> String {
    let shown = |r: &Row, text: String| {
        if full || r.differs() {
            text
        } else {
            cut(text)
        }
    };
    let fits = |r: &Row| show(&r.solver).len() <= COLUMN_AT_MOST;
    let width = rows
        .iter()
        .filter(|r| fits(r))
        .map(|r| show(&r.solver).len())
        .max()
        .unwrap_or(0)
        .max(6);
    let mut out = format!("{:<20} {:<width$}  oracle\n", "question", "solver");
    for r in rows {
        let mark = if r.differs() { "  <-- differs" } else { "" };
        let (solver, oracle) = (shown(r, show(&r.solver)), shown(r, show(&r.oracle)));
        if fits(r) {
            out += &format!("{:<20} {solver:<width$}  {oracle}{mark}\n", r.field);
        } else {
            out += &format!("{:<20} solver: {solver}\n", r.field);
            out += &format!("{:<20} oracle: {oracle}{mark}\n", "");
        }
    }
    out
}

/// The widest solver answer [`rows_table`] keeps in its column.
pub const COLUMN_AT_MOST: usize = 60;

/// The longest answer [`rows_table`] writes whole unless asked to.
pub const SHOWN_AT_MOST: usize = 2_000;

/// `text` cut after its last `, ` within [`SHOWN_AT_MOST`] bytes (or at a
/// character boundary where it has none), saying what is left out.
fn cut(text: String) -> String {
    if text.len() <= SHOWN_AT_MOST {
        return text;
    }
    let mut end = SHOWN_AT_MOST;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let end = text[..end].rfind(", ").map_or(end, |comma| comma + 1);
    let left = &text[end..];
    let more = if text.starts_with('[') && text.ends_with(']') {
        // Cut after a separator: one item more than the separators left.
        format!("{} more", left.matches(", ").count() + 1)
    } else {
        format!("{} more bytes", left.len())
    };
    format!("{} ... ({more}; --full shows all)", &text[..end])
}

/// An answer as a person reads it.
pub fn show(answer: &Answer) -> String {
    match answer {
        Ok(s) => s.clone(),
        Err(e) => format!("no answer: {e}"),
    }
}

/// Formats a list of moves (or anything) as `[a, b, c]` with `Display`.
pub fn list<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let parts: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    format!("[{}]", parts.join(", "))
}

/// Splits a comma list of unsigned numbers (`2,5,7`), naming the bad word.
pub fn parse_u64_list(text: &str, what: &str) -> Result<Vec<u64>, String> {
    text.split(',').map(|w| parse_u64(w.trim(), what)).collect()
}

/// Reads every word as an unsigned number; `label(i)` names word `i`
/// (0-based) in the error, e.g. `|i| format!("heap {}", i + 1)`.
pub fn parse_numbers(args: &[String], label: impl Fn(usize) -> String) -> Result<Vec<u64>, String> {
    args.iter()
        .enumerate()
        .map(|(i, w)| parse_u64(w, &label(i)))
        .collect()
}

/// Numbers separated by single spaces: what [`parse_numbers`] reads back.
pub fn join_numbers(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Takes `NAME VALUE` (or `NAME=VALUE`) out of a position's words, where it
/// may stand anywhere (`--k 2 6 6` and `6 6 --k=2` are one Lieges
/// position), and returns the value; `None` when the option is not there.
/// `needs` finishes the error for an option with no value after it (`--k
/// needs a value: a whole number`). Given twice is an error, not "the last
/// one wins": `--k 2 ... --k 3` is more likely a slip than a choice.
///
/// ```
/// let mut words: Vec<String> = ["3", "--k", "2", "5"].map(String::from).to_vec();
/// let k = grundy::family::take_option(&mut words, "--k", "a value").unwrap();
/// assert_eq!(k.as_deref(), Some("2"));
/// assert_eq!(words, ["3", "5"]);
/// ```
pub fn take_option(
    words: &mut Vec<String>,
    name: &str,
    needs: &str,
) -> Result<Option<String>, String> {
    let mut found = None;
    let mut i = 0;
    while i < words.len() {
        let (value, width) = if words[i] == name {
            let value = words
                .get(i + 1)
                .ok_or_else(|| format!("{name} needs {needs}"))?;
            (value.clone(), 2)
        } else if let Some(value) = words[i]
            .strip_prefix(name)
            .and_then(|rest| rest.strip_prefix('='))
        {
            (value.to_string(), 1)
        } else {
            i += 1;
            continue;
        };
        if found.is_some() {
            return Err(format!("{name} is given twice"));
        }
        found = Some(value);
        words.drain(i..i + width);
    }
    Ok(found)
}

/// Reads one unsigned number, naming the bad word (its first 40
/// characters): digits only, as the problems' readers take them (Rust's
/// `parse` also takes `+5`).
pub fn parse_u64(word: &str, what: &str) -> Result<u64, String> {
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    word.parse::<u64>().ok().filter(|_| digits).ok_or_else(|| {
        let shown: String = word.chars().take(40).collect();
        let cut = if shown.len() < word.len() { "..." } else { "" };
        format!(
            "{what}: expected a whole number from 0 to {}, found `{shown}{cut}`",
            u64::MAX
        )
    })
}

/// Every list of 1 to `max_len` numbers from `0..=max` whose largest is `max`,
/// in odometer order: the positions of "size" `max` of heap-like games (each
/// size's positions are new; together the sizes cover every small position).
pub fn vectors_with_max(max_len: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for len in 1..=max_len {
        let mut v = vec![0u64; len];
        loop {
            if v.iter().max() == Some(&max) {
                out.push(v.clone());
            }
            let Some(i) = v.iter().rposition(|&x| x < max) else {
                break;
            };
            v[i] += 1;
            v[i + 1..].iter_mut().for_each(|x| *x = 0);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number is digits: `+5` is refused as the problems' readers refuse
    /// it, and a long word is shown cut.
    #[test]
    fn numbers_are_plain_digits_and_bad_words_are_shown_short() {
        assert_eq!(parse_u64("007", "heap"), Ok(7));
        assert!(parse_u64("+5", "heap").unwrap_err().ends_with("found `+5`"));
        let long = "9".repeat(1000);
        let e = parse_u64(&long, "heap").unwrap_err();
        assert!(
            e.ends_with(&format!("found `{}...`", "9".repeat(40))),
            "{e}"
        );
    }

    #[test]
    fn a_long_answer_gets_two_lines_and_the_short_ones_keep_their_column() {
        let long = format!("[{}]", ["12 take 1 leave 5+6"; 5].join(", "));
        let rows = [
            Row {
                field: "outcome",
                solver: Ok("win".into()),
                oracle: Ok("win".into()),
            },
            Row {
                field: "winning-moves",
                solver: Ok(long.clone()),
                oracle: Ok(format!("{long}x")),
            },
            Row {
                field: "grundy",
                solver: Ok("12".into()),
                oracle: Err("too large".into()),
            },
        ];
        let table = rows_table(&rows, false);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines[0], format!("{:<20} solver  oracle", "question"));
        assert_eq!(lines[1], format!("{:<20} win     win", "outcome"));
        assert_eq!(lines[2], format!("{:<20} solver: {long}", "winning-moves"));
        assert_eq!(lines[3], format!("{:<20} oracle: {long}x  <-- differs", ""));
        assert_eq!(
            lines[4],
            format!("{:<20} 12      no answer: too large", "grundy")
        );
        assert_eq!(lines.len(), 5);
    }

    #[test]
    fn a_very_long_answer_is_cut_where_the_sides_agree_and_whole_where_they_differ() {
        let moves: Vec<String> = (0..1000).map(|i| format!("{i} take 1")).collect();
        let long = format!("[{}]", moves.join(", "));
        let row = |oracle: Answer| Row {
            field: "winning-moves",
            solver: Ok(long.clone()),
            oracle,
        };
        let agree = rows_table(&[row(Err("too large".into()))], false);
        let line = agree.lines().nth(1).unwrap();
        assert!(line.len() < SHOWN_AT_MOST + 100, "{}", line.len());
        // Cut after a whole move: the moves shown and the count left out
        // make the thousand.
        let shown = line.matches(" take 1").count();
        assert!(
            line.ends_with(&format!(", ... ({} more; --full shows all)", 1000 - shown)),
            "{line}"
        );
        assert_eq!(
            rows_table(&[row(Err("too large".into()))], true)
                .lines()
                .nth(1)
                .unwrap(),
            format!("{:<20} solver: {long}", "winning-moves")
        );
        // Where the sides differ, the whole of both.
        let differ = rows_table(&[row(Ok(format!("{long}x")))], false);
        assert!(differ.contains(&long) && differ.contains(&format!("{long}x")));
        // Text that is no list: the bytes left out, cut on a character.
        let text = "é".repeat(SHOWN_AT_MOST);
        let cut_text = cut(text.clone());
        assert!(
            cut_text.ends_with(&format!(
                " ... ({} more bytes; --full shows all)",
                text.len() - SHOWN_AT_MOST
            )),
            "{cut_text}"
        );
    }

    #[test]
    fn numbers_round_trip_and_name_the_bad_word() {
        let words: Vec<String> = ["3", "0", "18446744073709551615"]
            .map(String::from)
            .to_vec();
        let numbers = parse_numbers(&words, |i| format!("heap {}", i + 1)).unwrap();
        assert_eq!(join_numbers(&numbers), "3 0 18446744073709551615");
        let bad: Vec<String> = ["3", "x"].map(String::from).to_vec();
        assert!(parse_numbers(&bad, |i| format!("heap {}", i + 1))
            .unwrap_err()
            .starts_with("heap 2:"));
    }

    #[test]
    fn an_option_is_taken_from_anywhere_among_the_words() {
        let words = |t: &str| -> Vec<String> { t.split_whitespace().map(String::from).collect() };
        for (text, value, left) in [
            ("--k 2 6 6", Some("2"), "6 6"),
            ("6 --k 2 6", Some("2"), "6 6"),
            ("6 6 --k=2", Some("2"), "6 6"),
            ("6 6", None, "6 6"),
            // Another option that only begins like it stays.
            ("--kings 1 --k=3", Some("3"), "--kings 1"),
            ("--kk=3 5", None, "--kk=3 5"),
        ] {
            let mut w = words(text);
            let got = take_option(&mut w, "--k", "a value").unwrap();
            assert_eq!(got.as_deref(), value, "{text}");
            assert_eq!(w, words(left), "{text}");
        }
        for (text, error) in [
            ("6 --k", "--k needs a value"),
            ("--k 2 6 --k 3", "--k is given twice"),
            ("--k=2 --k=2", "--k is given twice"),
        ] {
            assert_eq!(
                take_option(&mut words(text), "--k", "a value"),
                Err(error.to_string()),
                "{text}"
            );
        }
    }

    #[test]
    fn a_comparison_agrees_only_without_a_difference_or_a_broken_law() {
        let mut c = Comparison::default();
        c.row("grundy", Ok("3".into()), Ok("3".into()));
        // The oracle giving up is not a disagreement.
        c.row("outcome", Ok("win".into()), Err("too large".into()));
        assert!(c.agrees());
        assert!(c.discrepancies("nim", "nim 3").is_empty());
        let mut differs = c.clone();
        differs.row("winning-moves", Ok("a".into()), Ok("b".into()));
        assert!(!differs.agrees());
        let mut broken = c.clone();
        broken.law("a-law", false, || "detail".into());
        assert!(!broken.agrees());
        // agrees() is exactly "no discrepancies to report".
        for c in [&differs, &broken] {
            assert_eq!(c.discrepancies("nim", "nim 3").len(), 1);
        }
    }

    #[test]
    fn vectors_with_max_partition_the_small_lists() {
        assert_eq!(vectors_with_max(3, 0).len(), 3);
        // 1 + (9 - 4) + (27 - 8) lists of up to 3 numbers with largest exactly 2.
        assert_eq!(vectors_with_max(3, 2).len(), 25);
        assert_eq!(
            vectors_with_max(2, 1),
            [vec![1], vec![0, 1], vec![1, 0], vec![1, 1]]
        );
    }
}
