//! Take-and-break games (octal and hexadecimal codes): heaps played under one
//! code, the code drawn at random as well as the heaps.
//!
//! Compared: outcome, Grundy value of the position, winning moves (the heap's
//! size, counters taken, heaps left; the oracle's position is a multiset, so
//! moves from equal heaps are one). Laws of the solver's own answers, at any
//! size: a winning move leaves value 0; `G(n)` is the mex of its options on
//! the solver's own table; and a certified period holds past the window that
//! proved it (the value the period gives is the mex of the options the
//! period gives). A table that stays cached has both checked at every heap
//! once, when it is built; a code met once while fuzzing, at a few heaps
//! drawn from the position.

use crate::check::OracleBudget;
use crate::last_seen::LastSeen;
use crate::mex::MexMarks;
use crate::most_used::MostUsed;
use crate::notation::prelude::*;
use oracle::octal::{Move, TakeAndBreak};
use solver::octal::{Code, Solution, Values};
use std::cell::RefCell;
use std::rc::Rc;

/// How far the solver's table goes at least for a check, by the kind of
/// code: enough for the certificates of most small codes; codes that leave
/// three heaps, and codes with a repeating tail that split heaps, cost a
/// cube (every heap has about n takes, each with n/2 splits), and get less.
/// Larger heaps still get their own length, up to a reach.
struct TableLengths {
    three: usize,
    tail_split: usize,
    other: usize,
}

const TABLE_LENGTHS: TableLengths = TableLengths {
    three: 48,
    // Infinite codes get no certificate, however long the table.
    tail_split: 96,
    other: 400,
};

/// The same for a code outside the common ones while fuzzing. Such a code
/// is nearly always met once, so building its table is a large share of the
/// execution that meets it; these shorter tables cost a fraction of the
/// full ones and certify nearly as many of the codes [`arbitrary_code`]
/// draws.
const TABLE_LENGTHS_RARE_FUZZ: TableLengths = TableLengths {
    three: 24,
    tail_split: 32,
    other: 200,
};

/// How far the tables reach for large heaps (past it, a heap is answered by
/// a period or refused).
const TABLE_REACH: TableLengths = TableLengths {
    three: 48 * 4,
    tail_split: 400 * 4,
    other: 400 * 4,
};

impl TableLengths {
    fn of(&self, code: &Code) -> usize {
        if code.leaves_three() {
            self.three
        } else if !code.is_finite() && code.splits() {
            self.tail_split
        } else {
            self.other
        }
    }
}

/// Heaps under one code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalPosition {
    pub code: Code,
    pub heaps: Vec<u64>,
}

impl<'a> Arbitrary<'a> for OctalPosition {
    /// Most positions are under a common code (one of [`COMMON_CODES`] kinds),
    /// whose solver table the check keeps; one in `RARE_CODE` is under any
    /// code [`arbitrary_code`] writes, whose table costs milliseconds to
    /// build, so that the fuzz target runs fast and still meets every code.
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        // Out of bytes, `ratio` says yes: a short input gets a common code.
        let code = if u.ratio(RARE_CODE - 1, RARE_CODE)? {
            common_code(u)?
        } else {
            arbitrary_code(u)?
        };
        let full = if code.leaves_three() { 9 } else { 12 };
        // A code that splits heaps makes the oracle search multisets of many
        // heaps: a few heaps of 12 cost it thousands of times what most
        // positions cost, and the fuzzer keeps going back to them for their
        // coverage. Such codes get heaps up to 7; the first heap is drawn
        // up to the full size one time in 32, and every heap one time in 512
        // (out of bytes, `ratio` says yes: small). A code met for the first
        // time has an empty memo, so its whole tree is searched, and heaps
        // of 5 cost a tenth of heaps of 7: its small heaps are up to 5, and
        // up to 7 one time in 8.
        let small = if !code.splits() || is_common(&code) || !u.ratio(7, 8)? {
            7.min(full)
        } else {
            5
        };
        let (first, rest) = if !code.splits() {
            (full, full)
        } else if u.ratio(31, 32)? {
            (small, small)
        } else if u.ratio(15, 16)? {
            (full, small)
        } else {
            (full, full)
        };
        let n = u.int_in_range(1..=3)?;
        let heaps = (0..n)
            .map(|i| u.int_in_range(0..=if i == 0 { first } else { rest }))
            .collect::<Result<_, _>>()?;
        Ok(OctalPosition { code, heaps })
    }
}

/// One position in this many is under a code from all of [`arbitrary_code`]'s.
const RARE_CODE: u32 = 256;

/// How many codes [`common_code`] draws from: `d0` of 0 or 4, one or two
/// octal digits, no tail (2 x (8 + 64)), or one of the [`sweep_codes`].
pub const COMMON_CODES: usize = 2 * (8 + 64) + 13;

/// A code from a small set, so that the solver tables of all of them stay
/// cached: the named games of the sweep, or an octal code of one or two digits.
pub fn common_code(u: &mut Unstructured<'_>) -> arbitrary::Result<Code> {
    if u.ratio(1, 4)? {
        return Ok(u.choose(sweep_codes_parsed_once())?.clone());
    }
    let d0 = *u.choose(&[0u8, 4])?;
    let len = u.int_in_range(1..=2)?;
    let digits = (0..len)
        .map(|_| u.int_in_range(0..=7))
        .collect::<Result<Vec<u8>, _>>()?;
    Ok(Code::new(d0, digits, vec![]))
}

/// Is `code` one [`common_code`] draws?
fn is_common(code: &Code) -> bool {
    let (d0, digits, tail) = code.parts();
    (matches!(d0, 0 | 4) && digits.len() <= 2 && digits.iter().all(|&d| d <= 7) && tail.is_empty())
        || sweep_codes_parsed_once().contains(code)
}

/// [`sweep_codes`], parsed on first use (the fuzz target draws from them
/// at every execution).
fn sweep_codes_parsed_once() -> &'static [Code] {
    static SWEEP: std::sync::OnceLock<Vec<Code>> = std::sync::OnceLock::new();
    SWEEP.get_or_init(sweep_codes)
}

/// A random code of 1 to 4 digits, octal or hexadecimal, with or without a
/// `d0`, now and then with a one-digit repeating tail.
pub fn arbitrary_code(u: &mut Unstructured<'_>) -> arbitrary::Result<Code> {
    let hex = u.ratio(1, 3)?;
    let top = if hex { 15 } else { 7 };
    let d0 = *u.choose(&[
        0u8,
        0,
        0,
        4,
        if hex { 8 } else { 4 },
        if hex { 12 } else { 0 },
    ])?;
    let len = u.int_in_range(1..=4)?;
    let digits = (0..len)
        .map(|_| u.int_in_range(0..=top))
        .collect::<Result<Vec<u8>, _>>()?;
    let tail = if u.ratio(1, 6)? {
        vec![u.int_in_range(1..=top)?]
    } else {
        vec![]
    };
    Ok(Code::new(d0, digits, tail))
}

impl fmt::Display for OctalPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "--code {}", self.code)?;
        for h in &self.heaps {
            write!(f, " {h}")?;
        }
        Ok(())
    }
}

/// How far the solver's table goes for heaps up to `largest`, while fuzzing
/// (`throughput`) or not.
fn table_length_for(code: &Code, largest: u64, throughput: bool) -> usize {
    let lengths = if throughput && !is_common(code) {
        &TABLE_LENGTHS_RARE_FUZZ
    } else {
        &TABLE_LENGTHS
    };
    let base = lengths.of(code);
    let len = usize::try_from(largest.saturating_add(1))
        .unwrap_or(usize::MAX)
        .max(base);
    let reach = TABLE_REACH.of(code);
    if len <= reach {
        len
    } else if throughput {
        // A huge heap is answered by a period or refused at any length:
        // while fuzzing, it costs no more than the base table.
        base
    } else {
        // A person's check: the heaps below the reach are still answered
        // beside a huge one (`--code 0.FFF 100 200` answered neither).
        reach
    }
}

fn solve_to(code: &Code, len: usize) -> Result<Solution, String> {
    Solution::compute(code.clone(), len).map_err(|e| e.to_string())
}

/// The least value heap `n` cannot move to, by the solver's own values
/// (`None` as for [`each_option_value`]): the options are marked in a bitset as
/// they are made, not listed: a list, and growing it, cost more than the
/// rest of the check of a small position.
fn mex_of_options(s: &Solution, n: u64) -> Option<u64> {
    let mut marks = MexMarks::default();
    each_option_value(s, n, &mut |v| marks.mark(v))?;
    Some(marks.mex())
}

/// Calls `each` with the value of every option of heap `n`, by the solver's
/// own values; `None` where a value is refused, or the heap has too many
/// splits to list.
fn each_option_value(s: &Solution, n: u64, each: &mut impl FnMut(u64)) -> Option<()> {
    let code = s.code();
    let most = code.length().map_or(n, |t| t.min(n));
    let limit_two = 20_000;
    let limit_three = 400;
    // A split reads the values below `n` about n/2 times each. They are
    // copied once: straight from the table's storage (copying them through
    // `Solution::grundy`, a call per value, cost as much as it saved), and
    // past the table from the period. Only heaps a split may leave, so at
    // most `limit_two`; `None` marks a value refused. The inner loops are
    // `while` loops: cargo-fuzz builds with debug assertions, where every
    // step of a range carries checks of its own.
    let mut below: Vec<Option<u64>> = Vec::new();
    if code.splits() {
        let last = n.min(limit_two) as usize;
        below.reserve_exact(last + 1);
        match s.table().values().slice(0..last + 1) {
            Values::Narrow(v) => below.extend(v.iter().map(|&g| Some(u64::from(g)))),
            Values::Wide(v) => below.extend(v.iter().map(|&g| Some(u64::from(g)))),
        }
        while below.len() <= last {
            below.push(s.grundy(below.len() as u64).ok());
        }
    }
    let g = |x: u64| -> Option<u64> {
        match usize::try_from(x).ok().filter(|&i| i < below.len()) {
            Some(i) => below[i],
            None => s.grundy(x).ok(),
        }
    };
    for k in 0..=most {
        let d = code.digit(k);
        let r = n - k;
        if k >= 1 && r == 0 && d & 1 != 0 {
            each(0);
        }
        if k >= 1 && r >= 1 && d & 2 != 0 {
            each(g(r)?);
        }
        if r >= 2 && d & 4 != 0 {
            if r > limit_two {
                return None;
            }
            // A code that splits has the values up to `r` in `below`.
            let half = (r / 2) as usize;
            let r = r as usize;
            let mut a = 1;
            while a <= half {
                each(below[a]? ^ below[r - a]?);
                a += 1;
            }
        }
        if r >= 3 && d & 8 != 0 {
            if r > limit_three {
                return None;
            }
            let third = (r / 3) as usize;
            let r = r as usize;
            let mut a = 1;
            while a <= third {
                let ga = below[a]?;
                let half = (r - a) / 2;
                let mut b = a;
                while b <= half {
                    each(ga ^ below[b]? ^ below[r - a - b]?);
                    b += 1;
                }
                a += 1;
            }
        }
    }
    Some(())
}

/// Heaps past the table where the certified period is checked: up to this
/// size (every option of a splitting heap is listed, and a code that leaves
/// three heaps has about n^2/12 options per digit).
fn far_cap(code: &Code) -> u64 {
    if code.leaves_three() {
        300
    } else {
        4_000
    }
}

/// The laws of the solver's own table, at every heap it holds (G(n) is the
/// mex of its options) and past it, where only the certified period gives
/// values, for one period and 17 more heaps (at most 256, and not past
/// [`far_cap`]).
fn table_laws(s: &Solution) -> Vec<BrokenLaw> {
    table_heaps(s).filter_map(|n| heap_law(s, n)).collect()
}

/// The heaps [`table_laws`] checks.
fn table_heaps(s: &Solution) -> std::ops::Range<u64> {
    let len = s.table().len() as u64;
    let past = s.periodicity().map_or(0, |pp| {
        pp.period
            .saturating_add(17)
            .min(256)
            .min(far_cap(s.code()).saturating_sub(len))
    });
    0..len.saturating_add(past)
}

/// The heaps whose laws one position checks under a code whose table is
/// not checked in full: its own heaps within the table, two heaps of the
/// table drawn from its heaps, and one past the table when a period is
/// certified.
fn sampled_heaps(s: &Solution, heaps: &[u64]) -> Vec<u64> {
    let len = s.table().len() as u64;
    let mut sampled: Vec<u64> = heaps.iter().copied().filter(|&h| h < len).collect();
    let seed = heaps
        .iter()
        .fold(17u64, |x, &h| x.wrapping_mul(31).wrapping_add(h));
    sampled.extend([seed % len.max(1), len.saturating_sub(1 + seed % 7)]);
    if let Some(pp) = s.periodicity() {
        let far = len
            .saturating_add(seed % pp.period.saturating_add(17))
            .min(far_cap(s.code()));
        if far >= len {
            sampled.push(far);
        }
    }
    sampled
}

/// G(n) is the mex of its options, by the solver's own values: within the
/// table, the table's law; past it, the certified period's. `None` where it
/// holds, or a value is refused, or the options are too many to list.
fn heap_law(s: &Solution, n: u64) -> Option<BrokenLaw> {
    let (Ok(g), Some(m)) = (s.grundy(n), mex_of_options(s, n)) else {
        return None;
    };
    let law = if n < s.table().len() as u64 {
        "grundy-is-mex-of-options"
    } else {
        "certified-period-holds-far-out"
    };
    (g != m).then(|| BrokenLaw {
        law,
        detail: format!("heap {n}: value {g}, mex of options {m}"),
    })
}

pub struct OctalGame;
pub type Octal = Declared<OctalGame>;

/// How many codes' checks (searchers) are kept. When full, the most used
/// half stays, which holds every common code, since a fuzz run uses each of
/// them far more often than a rare code. Dropping them all, as this did
/// once, threw the common codes' memos away every few thousand executions
/// of a fuzz run (one in eight meets a new code), and their large positions
/// were searched again.
///
/// A fuzz run meets many rare codes, about half of them more than once (the
/// fuzzer mutates the heaps of an input and keeps its code). The room here
/// is large enough that a code met again has mostly kept its searcher, and
/// small enough that the kept memos stay within a few tens of MiB.
const CACHED_CODES: usize = 16 * COMMON_CODES;

/// How many codes' solver tables are kept, by the same rule. A rare code's
/// table is a few hundred values, so more of them stay than searchers.
const CACHED_TABLES: usize = 32 * COMMON_CODES;

/// A table's code, its length, and whether it was built while fuzzing
/// (`throughput`: a rare code's table then has its laws sampled, not
/// checked in full, and a check outside fuzzing gets the laws in full).
type TableKey = (Code, usize, bool);

type Tables = MostUsed<TableKey, Rc<Solved>, CACHED_TABLES>;

thread_local! {
    /// The solver's solutions on this thread, by code, table length (most
    /// heaps share one length) and mode.
    static TABLES: RefCell<Tables> = RefCell::new(Tables::default());
    /// The one used last: the laws ask for it once per child, and finding
    /// it costs no copy of the code.
    static LAST: RefCell<LastSeen<TableKey, Rc<Solved>>> = const { RefCell::new(LastSeen::new()) };
}

/// The solver's solution for one code and table length, with the laws of
/// its table where they were checked in full.
struct Solved {
    solution: Result<Solution, String>,
    /// The laws the table breaks, checked at every heap of the table and
    /// past it as far as [`table_laws`] goes; `None` where only a few heaps
    /// are sampled per position (a code met once while fuzzing).
    table_laws: Option<Vec<BrokenLaw>>,
}

/// Runs `f` on the solver's solution for `code`, long enough for `heaps`
/// (ascending): kept, not cloned (a table keeps a list of heaps per value).
///
/// A table that stays cached has its laws checked in full once, when it is
/// built: a common code's table is the same at every execution, so sampling
/// it again at each (as a rare code's is) would find nothing new at a real
/// cost.
fn with_solution<T>(
    code: &Code,
    heaps: &[u64],
    throughput: bool,
    f: impl FnOnce(&Solved) -> T,
) -> T {
    let len = table_length_for(code, heaps.last().copied().unwrap_or(0), throughput);
    let is_key = |(c, l, t): &TableKey| c == code && *l == len && *t == throughput;
    let solved = LAST.with_borrow_mut(|last| {
        let solved = last.get_or_make(is_key, || {
            let key = (code.clone(), len, throughput);
            let solved = TABLES.with_borrow_mut(|tables| {
                let made = || Rc::new(solved_table(code, len, is_common(code) || !throughput));
                Rc::clone(tables.get_or_insert_with(&key, made))
            });
            (key, solved)
        });
        Rc::clone(solved)
    });
    f(&solved)
}

/// The solver's table of `len` for `code`, with its laws checked at every
/// heap when `in_full`.
fn solved_table(code: &Code, len: usize, in_full: bool) -> Solved {
    let solution = solve_to(code, len);
    let table_laws = match &solution {
        Ok(s) if in_full => Some(table_laws(s)),
        _ => None,
    };
    Solved {
        solution,
        table_laws,
    }
}

/// The solver's moves as the oracle's: (heap size, taken, left), sorted,
/// and equal moves from equal heaps once.
fn as_rules_moves(heaps: &[u64], moves: &[solver::octal::OctalMove]) -> Vec<Move> {
    let mut found: Vec<Move> = moves
        .iter()
        .map(|m| Move {
            heap: heaps[m.heap],
            take: m.take,
            leave: m.leave.clone(),
        })
        .collect();
    found.sort();
    found.dedup();
    found
}

impl Declaration for OctalGame {
    type Position = OctalPosition;
    type Rules = TakeAndBreak;
    type Variant = CodeWithReading;
    const NAME: &'static str = "octal";
    const ABOUT: &'static str =
        "take-and-break games by octal or hexadecimal code (Kayles 0.77, Dawson's chess 0.137, Lasker's Nim 4.[3]): heaps under one code";
    const SYNTAX: &'static str = "--code CODE HEAP... (e.g. `--code 0.137 7 12 3`)";
    const EXHAUSTIVE_SIZE: u32 = 10;
    /// The oracle's budget for fuzzing and quickcheck (`verify` and `check` set
    /// their own). Every position the draws make at their usual sizes needs far
    /// less; the rare large ones under splitting codes are refused, and a
    /// refusal costs the whole budget, so a small budget keeps them cheap.
    const ORACLE_BUDGET: usize = 100_000;
    const KEPT_VARIANTS: usize = CACHED_CODES;

    fn parse(args: &[String]) -> Result<OctalPosition, String> {
        let mut rest = args.to_vec();
        let text = take_option(&mut rest, "--code", "a value (e.g. 0.77)")?
            .ok_or("missing --code (e.g. --code 0.77)")?;
        let code = Code::parse(&text).map_err(|e| format!("--code {text}: {e}"))?;
        let heaps = parse_some_heaps(&rest)?;
        Ok(OctalPosition { code, heaps })
    }
    fn size(p: &OctalPosition) -> u64 {
        largest(&p.heaps)
    }
    fn positions_of_size(size: u32) -> Vec<OctalPosition> {
        let s = u64::from(size);
        let mut out = Vec::new();
        for code in sweep_codes() {
            let position = |heaps| OctalPosition {
                code: code.clone(),
                heaps,
            };
            out.push(position(vec![s]));
            out.extend((0..=s).map(|other| position(vec![s, other])));
        }
        out
    }
    fn variant(p: &OctalPosition) -> CodeWithReading {
        WithState::new(p.code.clone())
    }
    /// The oracle's reading of the code; one it cannot read is not asked
    /// about (see `not_asked`).
    fn rules(code: &CodeWithReading) -> TakeAndBreak {
        with_oracle_reading(code, |rules| rules.cloned()).unwrap_or_else(unread)
    }
    /// A common code's memo stays while it is small, 20,000 entries, a rare
    /// one's 2,000, so that a full map keeps at most 7.8 million entries
    /// (157 x 20,000 + 2,355 x 2,000), where 628 codes at 20,000 each kept
    /// up to 12.6 million.
    fn keep_when_full(code: &CodeWithReading, memo_len: usize) -> bool {
        memo_len <= if is_common(code) { 20_000 } else { 2_000 }
    }
    fn not_asked() -> Option<NotAsked<Self>> {
        Some(|code, _| {
            with_oracle_reading(code, |rules| {
                rules
                    .is_none()
                    .then(|| format!("the oracle cannot read the code {}", code.key()))
            })
        })
    }
    fn in_rules(p: &OctalPosition) -> Cow<'_, Vec<u64>> {
        Cow::Owned(oracle::octal::position(&p.heaps))
    }
    /// `solve_heaps` at the family's default budget.
    fn solve(code: &CodeWithReading, heaps: &Vec<u64>) -> Answer<Move> {
        Self::solver(OracleBudget::DEFAULTS)(code, heaps)
    }
    /// The table is shorter for a rare code in throughput mode.
    fn solver(budget: OracleBudget) -> Solve<Self> {
        match budget.throughput() {
            true => solve_heaps::<true>,
            false => solve_heaps::<false>,
        }
    }
    fn for_children() -> Option<Solve<Self>> {
        Self::children_solver(OracleBudget::DEFAULTS)
    }
    fn children_solver(budget: OracleBudget) -> Option<Solve<Self>> {
        match budget.throughput() {
            true => Some(children_grundy::<true>),
            false => Some(children_grundy::<false>),
        }
    }
}

/// The value and the winning moves from the solver's table, with the
/// certified period as a note; the laws of the table: checked at every heap
/// once for a table that stays cached, else at a few heaps drawn from the
/// position (G(n) is the mex of its options, and the period holds past the
/// window that proved it). `THROUGHPUT`: see [`table_length_for`].
#[allow(clippy::ptr_arg)] // a `Solve<OctalGame>`: the rules' position is a `Vec`
fn solve_heaps<const THROUGHPUT: bool>(code: &CodeWithReading, heaps: &Vec<u64>) -> Answer<Move> {
    with_solution(code, heaps, THROUGHPUT, |solved| {
        let s = match &solved.solution {
            Ok(s) => s,
            Err(e) => return failed_on_both(e),
        };
        let note = s
            .periodicity()
            .map(|pp| format!("certified preperiod {}, period {}", pp.preperiod, pp.period))
            .or_else(|| further_than_the_table(s, heaps));
        let moves = || s.winning_moves(heaps).map(|m| as_rules_moves(heaps, &m));
        let answer = grundy_and_moves(s.grundy_of_heaps(heaps), moves);
        let broken = match &solved.table_laws {
            Some(broken) => broken.clone(),
            None => sampled_heaps(s, heaps)
                .into_iter()
                .filter_map(|n| heap_law(s, n))
                .collect(),
        };
        let answer = note.into_iter().fold(answer, Answer::with_note);
        broken
            .into_iter()
            .fold(answer, |a, b| a.with_law(b.law, false, || b.detail))
    })
}
/// Where a heap lies past the table of a finite code with no period proved
/// in it, where to look further: a check's table stops at [`TABLE_REACH`],
/// where `grundy octal` computes millions of heaps (0.16's period needs
/// 516,259), and "no period is proved" alone reads as if the code had none.
fn further_than_the_table(s: &Solution, heaps: &[u64]) -> Option<String> {
    let len = s.table().len();
    let past = heaps
        .iter()
        .any(|&h| usize::try_from(h).map_or(true, |h| h >= len));
    (past && s.code().is_finite()).then(|| {
        format!(
            "no period is proved by the {len} heaps a check computes; `grundy octal {}` looks further",
            s.code()
        )
    })
}

/// The solver's value of heaps, as the laws ask it about children.
#[allow(clippy::ptr_arg)] // a `Solve<OctalGame>`: the rules' position is a `Vec`
fn children_grundy<const THROUGHPUT: bool>(
    code: &CodeWithReading,
    heaps: &Vec<u64>,
) -> Answer<Move> {
    with_solution(code, heaps, THROUGHPUT, |solved| match &solved.solution {
        Ok(s) => grundy_or_failed(s.grundy_of_heaps(heaps)),
        Err(e) => Answer::failed(e.clone()),
    })
}

/// A code with the oracle's reading of it (`None`: it cannot read it),
/// read on first use: asked for every position and every winning move, and
/// reading a code costs its text and a parse.
pub type CodeWithReading = WithState<Code, Option<Option<TakeAndBreak>>>;

/// Runs `f` on the oracle's reading of `code`, read once per check.
fn with_oracle_reading<T>(code: &CodeWithReading, f: impl FnOnce(Option<&TakeAndBreak>) -> T) -> T {
    code.with(|code, reading| {
        let read = || TakeAndBreak::parse(&code.to_string());
        f(reading.get_or_insert_with(read).as_ref())
    })
}

/// The rules of a code the oracle cannot read: none of its positions is
/// searched (`not_asked`), so any rules do.
fn unread() -> TakeAndBreak {
    TakeAndBreak::parse("0.")
        .or_else(|| TakeAndBreak::parse("0.0"))
        .expect("the empty code")
}

/// Codes the exhaustive sweep runs over: the named games, a splitting `d0`,
/// hexadecimal codes, repeating tails.
pub fn sweep_codes() -> Vec<Code> {
    [
        "0.77", "0.07", "0.137", "0.007", "0.3", "0.6", "0.16", "4.[3]", "8.[3]", "0.8", "0.F",
        "C.1", "4.07",
    ]
    .iter()
    .map(|c| Code::parse(c).expect("a sweep code"))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;
    use crate::mex::plain_mex;

    /// The solver's table for the code (the period when it finds one), long
    /// enough for `largest`, shorter for a rare code in throughput mode
    /// (`throughput`: fuzzing, see [`crate::check::OracleBudget::throughput`]).
    fn solve(code: &Code, largest: u64, throughput: bool) -> Result<Solution, String> {
        solve_to(code, table_length_for(code, largest, throughput))
    }

    /// Every value heap `n` can move to, by the solver's own values (`None`
    /// where a value is refused, or the heap has too many splits to list).
    fn option_values(s: &Solution, n: u64) -> Option<Vec<u64>> {
        let mut out = Vec::new();
        each_option_value(s, n, &mut |v| out.push(v))?;
        Some(out)
    }

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn past_the_reach_a_check_keeps_the_reach_and_fuzzing_the_base() {
        let three = Code::parse("0.FFFF").unwrap();
        let (base, reach) = (TABLE_LENGTHS.three, TABLE_REACH.three);
        assert_eq!(table_length_for(&three, 100, false), 101);
        assert_eq!(table_length_for(&three, u64::MAX, false), reach);
        assert_eq!(
            table_length_for(&three, u64::MAX, true),
            TABLE_LENGTHS_RARE_FUZZ.three
        );
        assert!(is_common(&Code::parse("0.77").unwrap()));
        let kayles = Code::parse("0.77").unwrap();
        assert_eq!(
            table_length_for(&kayles, u64::MAX, true),
            TABLE_LENGTHS.other
        );
        assert_eq!(
            table_length_for(&kayles, u64::MAX, false),
            TABLE_REACH.other
        );
        assert!(base < reach);
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "--code 0.137 7 12 3",
            "--code 4.[3] 5",
            "--code 0.F 0 18446744073709551615",
        ] {
            let p = Octal::parse(&words(text)).unwrap();
            assert_eq!(p.to_string(), text);
        }
        let e = Octal::parse(&words("--code 0.7z 3")).unwrap_err();
        assert!(e.contains("column 4"), "{e}");
        assert!(Octal::parse(&words("3 4")).unwrap_err().contains("--code"));
        assert!(Octal::parse(&words("--code 0.77")).is_err());
    }

    #[test]
    fn small_positions_agree() {
        let mut o = Default::default();
        for size in 0..7 {
            for p in Octal::positions_of_size(size) {
                let c = Octal::compare(&p, &mut o);
                assert!(
                    c.discrepancies("octal", &p.to_string()).is_empty(),
                    "{p}: {c:?}"
                );
            }
        }
    }

    #[test]
    fn huge_kayles_heap_by_its_period() {
        let p = Octal::parse(&words("--code 0.77 1000000000000000000 5")).unwrap();
        let c = Octal::compare(&p, &mut Default::default());
        assert_eq!(c.notes, ["certified preperiod 71, period 12"]);
        assert!(c.broken_laws.is_empty(), "{c:?}");
        assert!(c.rows[1].solver.is_ok(), "{c:?}");
    }

    #[test]
    fn past_a_table_without_a_period_a_check_says_where_to_look_further() {
        let p = Octal::parse(&words("--code 0.16 1000000000000 5")).unwrap();
        let c = Octal::compare(&p, &mut Default::default());
        let [note] = &c.notes[..] else {
            panic!("one note: {c:?}")
        };
        assert!(note.starts_with("no period is proved by the "), "{note}");
        assert!(
            note.ends_with(" heaps a check computes; `grundy octal 0.16` looks further"),
            "{note}"
        );
        // Within the table, or under a repeating tail (no period is sought):
        // nothing to add.
        for position in ["--code 0.16 1000 5", "--code 4.[3] 1000000"] {
            let p = Octal::parse(&words(position)).unwrap();
            let c = Octal::compare(&p, &mut Default::default());
            assert!(c.notes.is_empty(), "{position}: {c:?}");
        }
    }

    #[test]
    fn every_common_draw_is_common() {
        // A common code taken for a rare one would lose its long table
        // while fuzzing; the cache holds the common ones anyway.
        let mut rng = crate::rng::Rng::new(3);
        for _ in 0..2_000 {
            let bytes = rng.bytes(16);
            let code = common_code(&mut Unstructured::new(&bytes)).unwrap();
            assert!(is_common(&code), "{code}");
        }
        for rare in ["0.777", "0.7[1]", "0.E", "8.7"] {
            assert!(!is_common(&Code::parse(rare).unwrap()), "{rare}");
        }
        // The kinds a table length is chosen by.
        for (code, three, tail_split, other) in [
            ("8.[3]", 24, 0, 0),
            ("0.[4]", 0, 32, 0),
            ("4.[3]", 0, 32, 0),
            ("0.77", 0, 0, 200),
        ] {
            let got = TABLE_LENGTHS_RARE_FUZZ.of(&Code::parse(code).unwrap());
            assert_eq!(got, three + tail_split + other, "{code}");
        }
    }

    #[test]
    fn the_tables_of_the_sweep_codes_keep_their_laws() {
        for code in sweep_codes() {
            let s = solve(&code, 0, true).unwrap();
            assert_eq!(table_laws(&s), vec![], "{code}");
        }
        // Kayles: its table, then its period (12) and 17 more.
        let kayles = solve(&Code::parse("0.77").unwrap(), 0, true).unwrap();
        let len = kayles.table().len() as u64;
        assert_eq!(table_heaps(&kayles), 0..len + 12 + 17);
        // Lasker's Nim has no finite length and no certificate: the table only.
        let lasker = solve(&Code::parse("4.[3]").unwrap(), 0, true).unwrap();
        assert_eq!(table_heaps(&lasker), 0..lasker.table().len() as u64);
    }

    #[test]
    fn a_cached_table_reports_its_broken_laws_at_every_position() {
        let code = Code::parse("0.77").unwrap();
        let broken = BrokenLaw {
            law: "grundy-is-mex-of-options",
            detail: "heap 5: planted".into(),
        };
        TABLES.with_borrow_mut(|tables| {
            tables.get_or_insert_with(
                &(code.clone(), table_length_for(&code, 3, true), true),
                || {
                    Rc::new(Solved {
                        solution: solve(&code, 3, true),
                        table_laws: Some(vec![broken.clone()]),
                    })
                },
            );
        });
        for heaps in [vec![3], vec![1, 2]] {
            let c = Octal::compare(
                &OctalPosition {
                    code: code.clone(),
                    heaps,
                },
                &mut Default::default(),
            );
            assert_eq!(c.broken_laws, vec![broken.clone()]);
        }
    }

    #[test]
    fn a_table_sampled_while_fuzzing_is_not_a_checks_table() {
        // A rare code's table of one length, built while fuzzing, has its
        // laws sampled per position; a check outside fuzzing asking the
        // same length gets its own, with the laws checked in full.
        let code = Code::parse("0.FFFF").unwrap();
        assert!(!is_common(&code));
        let len = table_length_for(&code, 60, true);
        assert_eq!(len, table_length_for(&code, 60, false));
        with_solution(&code, &[60], true, |s| assert!(s.table_laws.is_none()));
        with_solution(&code, &[60], false, |s| assert!(s.table_laws.is_some()));
        with_solution(&code, &[60], true, |s| assert!(s.table_laws.is_none()));
    }

    #[test]
    fn option_values_read_from_the_table_and_the_period_as_grundy_gives_them() {
        // The values below a heap are copied from the table's storage and,
        // past it, the period: the options must be those `Solution::grundy`
        // gives, heap by heap, in the table and past it.
        for text in ["0.77", "0.137", "4.07", "0.F", "C.1", "4.[3]"] {
            let code = Code::parse(text).unwrap();
            let s = solve(&code, 0, true).unwrap();
            let len = s.table().len() as u64;
            for n in [0, 1, 2, 7, len.saturating_sub(1), len, len + 5, len + 40] {
                let g = |x: u64| s.grundy(x).ok();
                let mut naive = Vec::new();
                let most = code.length().map_or(n, |t| t.min(n));
                let answered = (|| {
                    for k in 0..=most {
                        let (d, r) = (code.digit(k), n - k);
                        if k >= 1 && r == 0 && d & 1 != 0 {
                            naive.push(0);
                        }
                        if k >= 1 && r >= 1 && d & 2 != 0 {
                            naive.push(g(r)?);
                        }
                        if d & 4 != 0 {
                            for a in 1..=r / 2 {
                                naive.push(g(a)? ^ g(r - a)?);
                            }
                        }
                        if d & 8 != 0 {
                            for a in 1..=r / 3 {
                                for b in a..=(r - a) / 2 {
                                    naive.push(g(a)? ^ g(b)? ^ g(r - a - b)?);
                                }
                            }
                        }
                    }
                    Some(())
                })();
                let fast = option_values(&s, n);
                assert_eq!(fast, answered.map(|()| naive), "{text} heap {n}");
            }
        }
    }

    #[test]
    fn equal_moves_from_equal_heaps_are_one_on_both_sides() {
        // Kayles, three heaps of 1: the solver moves from each heap, the
        // oracle's multiset has one such move; both rows must read it once.
        let p = Octal::parse(&words("--code 0.77 1 1 1")).unwrap();
        let c = Octal::compare(&p, &mut Default::default());
        let row = c
            .rows
            .iter()
            .find(|r| r.field == "winning-moves")
            .expect("a winning-moves row");
        let once = Ok("[1 take 1 leave nothing]".to_string());
        assert_eq!((&row.solver, &row.oracle), (&once, &once));
    }

    #[test]
    fn mex_of_options_is_the_mex_of_the_options_listed() {
        for text in [
            "0.77", "0.137", "4.07", "0.F", "C.1", "4.[3]", "0.8", "8.[3]",
        ] {
            let code = Code::parse(text).unwrap();
            let s = solve(&code, 0, true).unwrap();
            let len = s.table().len() as u64;
            for n in (0..len.min(60)).chain([len.saturating_sub(1), len, len + 5, len + 40]) {
                assert_eq!(
                    mex_of_options(&s, n),
                    option_values(&s, n).map(|o| plain_mex(&o)),
                    "{text} heap {n}"
                );
            }
        }
    }

    #[test]
    fn a_wrong_value_breaks_the_mex_law() {
        // The law can fail: a table of the wrong game is not the mex of the
        // options of this one.
        let s = solve(&Code::parse("0.77").unwrap(), 50, true).unwrap();
        let options = option_values(&s, 10).unwrap();
        assert_eq!(plain_mex(&options), s.grundy(10).unwrap());
        let other = solve(&Code::parse("0.07").unwrap(), 50, true).unwrap();
        let wrong = option_values(&other, 10).unwrap();
        assert_ne!(plain_mex(&wrong), s.grundy(10).unwrap());
    }
}
