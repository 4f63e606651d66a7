//! The judges' constraints, written down once per problem: what a judge
//! promises about its input, in the role testlib's validators play in
//! Polygon.
//!
//! Why a second reading of the input, apart from the solver's: the solver is
//! exact far past a judge's bounds (u64 values, `a > b`, a heap of 0), on
//! purpose, because bugs live at the edges. A contestant's program only has to
//! be right for what the judge can send. `grundy stress` generates inside
//! these constraints by default and says, for every failure, on which side
//! of them the input lies; `grundy validate` says it for any file.
//!
//! A validator reads the input strictly, as the judge's files are written:
//! tokens separated by one space, lines ending in `\n` (the last one may lack
//! it), blank lines only where the statement allows them, each number in its
//! range, and the structural promises (`a <= b`, distinct cells, an acyclic
//! graph, at least one case, the terminator). It stops at the first broken
//! constraint and names it, with line, column and token.
//!
//! Every input a validator accepts is one the solver accepts (the tests check
//! it on every generated input and every sample of `problems.md`); the
//! converse is the point: the solver accepts much more.
//!
//! A validator is a function of a [`Reader`]:
//!
//! ```
//! use grundy::validate::{Reader, Broken};
//!
//! /// Lines `a b` (0 <= a <= b <= 10^6) until `0 0`.
//! fn pairs(r: &mut Reader) -> Result<(), Broken> {
//!     let mut cases = 0;
//!     loop {
//!         let a = r.int("a", 0, 1_000_000)?;
//!         let b = r.int("b", 0, 1_000_000)?;
//!         r.end_of_line()?;
//!         if a.value == 0 && b.value == 0 {
//!             return r.ensure(cases > 0, &a, "at least one case before `0 0`");
//!         }
//!         r.ensure(a.value <= b.value, &a, "a <= b")?;
//!         cases += 1;
//!     }
//! }
//!
//! assert!(grundy::validate::run(pairs, b"1 2\n0 0\n").is_ok());
//! let broken = grundy::validate::run(pairs, b"39 24\n0 0\n").unwrap_err();
//! assert_eq!(broken.constraint, "a <= b");
//! assert_eq!(broken.to_string(), "line 1, column 1, token `39`: breaks a <= b");
//! ```

use crate::problems::escape::escape;
use std::fmt;

/// Where a token (or the end of a line, or of the input) stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// 1-based.
    pub line: usize,
    /// 1-based, in bytes.
    pub column: usize,
    /// The token as written (escaped, cut at [`SHOWN_TOKEN`] bytes); empty
    /// at the end of a line or of the input.
    pub token: String,
}

/// Bytes of a token shown in a report.
pub const SHOWN_TOKEN: usize = 40;

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)?;
        if !self.token.is_empty() {
            write!(f, ", token `{}`", self.token)?;
        }
        Ok(())
    }
}

/// The first judge constraint an input breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    pub place: Place,
    /// The constraint by name, as the statement says it: `a <= b`,
    /// `2 <= n <= 2^31 - 1`, `one space between tokens`.
    pub constraint: String,
    /// What was found instead, when the place alone does not say it.
    pub found: Option<String>,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: breaks {}", self.place, self.constraint)?;
        if let Some(found) = &self.found {
            write!(f, " ({found})")?;
        }
        Ok(())
    }
}

impl std::error::Error for Broken {}

/// A number read by [`Reader::int`], with where it stands (for structural
/// checks that blame it later) and its name (for [`Reader::within`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Num {
    pub value: u64,
    pub name: &'static str,
    pub at: Place,
}

/// A validator: reads the whole input through the reader, or stops at the
/// first broken constraint. [`run`] checks that nothing follows.
pub type Validator = fn(&mut Reader) -> Result<(), Broken>;

/// What `grundy validate` prints about `input`, and whether it is inside.
pub fn verdict(problem: &crate::problems::Problem, input: &[u8]) -> (String, bool) {
    match problem.validate(input) {
        Ok(()) => (
            format!("{}: inside the judge's constraints", problem.id),
            true,
        ),
        Err(broken) => (
            format!("{}: beyond the judge's constraints: {broken}", problem.id),
            false,
        ),
    }
}

/// Runs `validator` on `input` and checks that nothing follows what it read.
pub fn run(validator: Validator, input: &[u8]) -> Result<(), Broken> {
    let mut r = Reader::new(input);
    validator(&mut r)?;
    r.end()
}

/// The input as the judge writes it, read token by token.
pub struct Reader<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Reader<'a> {
    pub fn new(input: &'a [u8]) -> Reader<'a> {
        Reader {
            input,
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    fn place(&self, start: usize, end: usize) -> Place {
        let shown = &self.input[start..end.min(start + SHOWN_TOKEN)];
        let mut token = escape(shown);
        if end - start > SHOWN_TOKEN {
            token.push_str("...");
        }
        Place {
            line: self.line,
            column: start - self.line_start + 1,
            token,
        }
    }

    /// Where the reader stands now (the next byte, or the end).
    pub fn here(&self) -> Place {
        let end = self.token_end(self.pos);
        self.place(self.pos, end)
    }

    fn token_end(&self, from: usize) -> usize {
        let mut end = from;
        while end < self.input.len() && !self.input[end].is_ascii_whitespace() {
            end += 1;
        }
        end
    }

    fn broken(place: Place, constraint: impl Into<String>, found: Option<String>) -> Broken {
        Broken {
            place,
            constraint: constraint.into(),
            found,
        }
    }

    /// The next token of the current line: at the start of a line, or after
    /// exactly one space.
    fn token(&mut self, name: &str) -> Result<(usize, usize), Broken> {
        if self.pos > self.line_start {
            match self.input.get(self.pos) {
                Some(b' ') => self.pos += 1,
                _ => return Err(self.missing(name)),
            }
        }
        match self.input.get(self.pos) {
            None | Some(b'\n') => return Err(self.missing(name)),
            Some(b) if b.is_ascii_whitespace() => {
                let (what, shown) = match b {
                    b' ' => ("one space between tokens, none at the start of a line", 0),
                    b'\r' => ("lines end in `\\n` alone (no `\\r`)", 1),
                    _ => (
                        "tokens separated by single spaces (no tabs or other white space)",
                        1,
                    ),
                };
                return Err(Self::broken(
                    self.place(self.pos, self.pos + shown),
                    what,
                    None,
                ));
            }
            Some(_) => {}
        }
        let start = self.pos;
        self.pos = self.token_end(start);
        Ok((start, self.pos))
    }

    fn missing(&self, name: &str) -> Broken {
        let what = match self.input.get(self.pos) {
            None => "the end of the input",
            Some(b'\n') => "the end of the line",
            Some(b'\r') => "`\\r`",
            Some(_) => "white space",
        };
        Self::broken(
            self.place(self.pos, self.pos),
            format!("`{name}` here"),
            Some(format!("found {what}")),
        )
    }

    /// A number `lo..=hi` named `name`, as the statement names it: decimal
    /// digits, no sign, no leading zeros.
    pub fn int(&mut self, name: &'static str, lo: u64, hi: u64) -> Result<Num, Broken> {
        let (start, end) = self.token(name)?;
        let digits = &self.input[start..end];
        // One pass over the digits; the words of an error only when broken
        // (a validator reads every token of a 2 MB input).
        let mut value: Option<u64> = Some(0);
        for &d in digits {
            if !d.is_ascii_digit() {
                let at = self.place(start, end);
                return Err(Self::broken(
                    at,
                    bounds(name, lo, hi),
                    Some("not a number".into()),
                ));
            }
            value = value
                .and_then(|v| v.checked_mul(10))
                .and_then(|v| v.checked_add(u64::from(d - b'0')));
        }
        if digits.len() > 1 && digits[0] == b'0' {
            return Err(Self::broken(
                self.place(start, end),
                bounds(name, lo, hi),
                Some("a leading zero; the judge writes numbers plainly".into()),
            ));
        }
        let at = self.place(start, end);
        match value {
            Some(v) if (lo..=hi).contains(&v) => Ok(Num { value: v, name, at }),
            _ => Err(Self::broken(at, bounds(name, lo, hi), None)),
        }
    }

    /// A number that is either `end` (the value that ends the input, as
    /// `M = 0` ends hdu-1850's cases) or in `lo..=hi`. Out of both, the
    /// error names the range, the end and the value found: not the wider
    /// `0 <= M <= 100` a plain [`Reader::int`] over both would name, which
    /// reads as if `M = 1` were allowed. `ends` says what ends the input
    /// (`M = 0`, or `0 0 0` where a whole line of zeros does).
    pub fn int_or_end(
        &mut self,
        name: &'static str,
        lo: u64,
        hi: u64,
        end: u64,
        ends: &str,
    ) -> Result<Num, Broken> {
        let constraint = format!("{}, or {ends} to end the input", bounds(name, lo, hi));
        let num = self.int(name, 0, u64::MAX).map_err(|mut broken| {
            broken.constraint.clone_from(&constraint);
            broken
        })?;
        if num.value == end || (lo..=hi).contains(&num.value) {
            return Ok(num);
        }
        Err(Self::broken(
            num.at.clone(),
            constraint,
            Some(format!("found {name} = {}", num.value)),
        ))
    }

    /// `num` again, held to a narrower range: for numbers read wide because
    /// together they may be a terminator (hdu-1848 reads each of `m n p` as
    /// `0..` and, unless the line is `0 0 0`, holds each to `1..`). A single
    /// number with a terminator value is [`Reader::int_or_end`]'s.
    pub fn within(&self, num: &Num, lo: u64, hi: u64) -> Result<(), Broken> {
        if (lo..=hi).contains(&num.value) {
            Ok(())
        } else {
            Err(Self::broken(num.at.clone(), bounds(num.name, lo, hi), None))
        }
    }

    /// A token that is not a number (a board, a word), checked by `ok`;
    /// `constraint` says what it must be.
    pub fn word(
        &mut self,
        name: &str,
        constraint: &str,
        ok: impl Fn(&[u8]) -> bool,
    ) -> Result<(Vec<u8>, Place), Broken> {
        let (start, end) = self.token(name)?;
        let at = self.place(start, end);
        let word = &self.input[start..end];
        if ok(word) {
            Ok((word.to_vec(), at))
        } else {
            Err(Self::broken(at, constraint, None))
        }
    }

    /// The end of the current line: `\n`, or the end of the input after the
    /// last line.
    pub fn end_of_line(&mut self) -> Result<(), Broken> {
        match self.input.get(self.pos) {
            None => Ok(()),
            Some(b'\n') => {
                self.pos += 1;
                self.line += 1;
                self.line_start = self.pos;
                Ok(())
            }
            Some(b' ') if self.input.get(self.pos + 1).is_none_or(|&b| b == b'\n') => {
                Err(Self::broken(
                    self.place(self.pos, self.pos),
                    "no space at the end of a line",
                    None,
                ))
            }
            Some(b'\r') => Err(Self::broken(
                self.place(self.pos, self.pos + 1),
                "lines end in `\\n` alone (no `\\r`)",
                None,
            )),
            Some(_) => {
                let mut at = self.pos;
                while self
                    .input
                    .get(at)
                    .is_some_and(|b| b.is_ascii_whitespace() && *b != b'\n')
                {
                    at += 1;
                }
                let end = self.token_end(at);
                Err(Self::broken(
                    self.place(at, end),
                    "the end of the line here",
                    Some("more on the line".into()),
                ))
            }
        }
    }

    /// Skips empty lines, where the statement allows them; returns how many.
    pub fn blank_lines(&mut self) -> usize {
        let mut n = 0;
        while self.pos == self.line_start && self.input.get(self.pos) == Some(&b'\n') {
            self.pos += 1;
            self.line += 1;
            self.line_start = self.pos;
            n += 1;
        }
        n
    }

    /// Nothing left to read.
    pub fn at_end(&self) -> bool {
        self.pos >= self.input.len()
    }

    /// Fails unless the whole input has been read.
    pub fn end(&mut self) -> Result<(), Broken> {
        if self.at_end() {
            return Ok(());
        }
        if self.input[self.pos..].iter().all(u8::is_ascii_whitespace) {
            return Err(Self::broken(
                self.place(self.pos, self.pos),
                "no blank lines or white space after the last line",
                None,
            ));
        }
        while self.input[self.pos].is_ascii_whitespace() {
            if self.input[self.pos] == b'\n' {
                self.line += 1;
                self.line_start = self.pos + 1;
            }
            self.pos += 1;
        }
        let end = self.token_end(self.pos);
        Err(Self::broken(
            self.place(self.pos, end),
            "nothing after the end of the data",
            None,
        ))
    }

    /// A structural promise: fails, blaming `at`, unless `promise` holds.
    pub fn ensure(&self, promise: bool, at: &Num, constraint: &str) -> Result<(), Broken> {
        self.ensure_at(promise, &at.at, constraint)
    }

    /// [`Reader::ensure`] at any place (see [`Reader::here`]).
    pub fn ensure_at(&self, promise: bool, at: &Place, constraint: &str) -> Result<(), Broken> {
        if promise {
            Ok(())
        } else {
            Err(Self::broken(at.clone(), constraint, None))
        }
    }

    /// `count` numbers named `name` in `lo..=hi` on the rest of this line,
    /// then its end. Nothing is allocated by the count alone.
    pub fn ints_to_end_of_line(
        &mut self,
        name: &'static str,
        count: u64,
        lo: u64,
        hi: u64,
    ) -> Result<Vec<Num>, Broken> {
        let mut out = Vec::new();
        for _ in 0..count {
            out.push(self.int(name, lo, hi)?);
        }
        self.end_of_line()?;
        Ok(out)
    }
}

/// `lo <= name <= hi` as a statement writes it: powers of ten as `10^k`,
/// `2^k - 1` as such.
pub fn bounds(name: &str, lo: u64, hi: u64) -> String {
    match (lo, hi) {
        (0, u64::MAX) => format!("{name} a non-negative integer"),
        (lo, u64::MAX) => format!("{name} >= {}", number(lo)),
        (lo, hi) => format!("{} <= {name} <= {}", number(lo), number(hi)),
    }
}

/// A bound as people write it.
pub fn number(n: u64) -> String {
    if n >= 10_000 {
        let mut p = 0;
        let mut m = n;
        while m % 10 == 0 {
            m /= 10;
            p += 1;
        }
        if m == 1 {
            return format!("10^{p}");
        }
        if (n + 1).is_power_of_two() {
            return format!("2^{} - 1", (n + 1).trailing_zeros());
        }
    }
    n.to_string()
}

/// Declares each problem's validator module, for each line of the one list
/// of problems (`problems.list.rs` at the repository's root).
macro_rules! validators {
    ($($id:literal => $module:ident,)*) => {
        $(pub mod $module;)*
    };
}

include!("../../problems.list.rs");
problem_list!(validators);

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(r: &mut Reader) -> Result<(), Broken> {
        loop {
            let a = r.int("a", 0, 1_000_000)?;
            let b = r.int("b", 0, 1_000_000)?;
            r.end_of_line()?;
            if a.value == 0 && b.value == 0 {
                return Ok(());
            }
            r.ensure(a.value <= b.value, &a, "a <= b")?;
        }
    }

    fn broken(input: &[u8]) -> String {
        run(pairs, input).unwrap_err().to_string()
    }

    #[test]
    fn layout_is_the_judges() {
        assert!(run(pairs, b"1 2\n0 0\n").is_ok());
        assert!(run(pairs, b"1 2\n0 0").is_ok());
        assert_eq!(
            broken(b"1  2\n0 0\n"),
            "line 1, column 3: breaks one space between tokens, none at the start of a line"
        );
        assert_eq!(
            broken(b"1 2 \n0 0\n"),
            "line 1, column 4: breaks no space at the end of a line"
        );
        assert_eq!(
            broken(b"1 2\r\n0 0\n"),
            "line 1, column 4, token `\\r`: breaks lines end in `\\n` alone (no `\\r`)"
        );
        assert_eq!(
            broken(b"1\n2\n0 0\n"),
            "line 1, column 2: breaks `b` here (found the end of the line)"
        );
        assert_eq!(
            broken(b"1 2 3\n0 0\n"),
            "line 1, column 5, token `3`: breaks the end of the line here (more on the line)"
        );
        assert_eq!(
            broken(b"1 2\n0 0\n\n"),
            "line 3, column 1: breaks no blank lines or white space after the last line"
        );
        assert_eq!(
            broken(b"1 2\n0 0\n5 6\n"),
            "line 3, column 1, token `5`: breaks nothing after the end of the data"
        );
        assert_eq!(
            broken(b"1 2\n"),
            "line 2, column 1: breaks `a` here (found the end of the input)"
        );
        assert_eq!(
            broken(b"1\t2\n0 0\n"),
            "line 1, column 2: breaks `b` here (found white space)"
        );
    }

    #[test]
    fn numbers_are_written_plainly_and_in_range() {
        assert_eq!(
            broken(b"01 2\n0 0\n"),
            "line 1, column 1, token `01`: breaks 0 <= a <= 10^6 (a leading zero; the judge writes numbers plainly)"
        );
        assert_eq!(
            broken(b"-1 2\n0 0\n"),
            "line 1, column 1, token `-1`: breaks 0 <= a <= 10^6 (not a number)"
        );
        assert_eq!(
            broken(b"1 1000001\n0 0\n"),
            "line 1, column 3, token `1000001`: breaks 0 <= b <= 10^6"
        );
        assert_eq!(
            broken(b"1 99999999999999999999999\n0 0\n"),
            "line 1, column 3, token `99999999999999999999999`: breaks 0 <= b <= 10^6"
        );
        assert_eq!(
            broken(b"39 24\n0 0\n"),
            "line 1, column 1, token `39`: breaks a <= b"
        );
        let long = format!("{} 1\n", "7".repeat(100));
        assert!(broken(long.as_bytes()).contains("`7777777777777777777777777777777777777777...`"));
    }

    /// A count read with its terminator names its own range, the end and
    /// the value found (hdu-1850's `M = 101` once read "breaks 0 <= M <=
    /// 100", as if `M = 1` were allowed).
    #[test]
    fn a_count_or_its_end_names_both() {
        fn counts(r: &mut Reader) -> Result<(), Broken> {
            loop {
                let m = r.int_or_end("M", 2, 100, 0, "M = 0")?;
                r.end_of_line()?;
                if m.value == 0 {
                    return Ok(());
                }
            }
        }
        assert!(run(counts, b"2\n100\n0\n").is_ok());
        for (input, found) in [
            (
                &b"101\n0\n"[..],
                "token `101`: breaks 2 <= M <= 100, or M = 0 to end the input (found M = 101)",
            ),
            (
                b"1\n0\n",
                "token `1`: breaks 2 <= M <= 100, or M = 0 to end the input (found M = 1)",
            ),
            (
                b"x\n0\n",
                "token `x`: breaks 2 <= M <= 100, or M = 0 to end the input (not a number)",
            ),
            (
                b"99999999999999999999999\n0\n",
                "token `99999999999999999999999`: breaks 2 <= M <= 100, or M = 0 to end the input",
            ),
        ] {
            let broken = run(counts, input).unwrap_err().to_string();
            assert_eq!(broken, format!("line 1, column 1, {found}"));
        }
    }

    #[test]
    fn bounds_read_as_statements_write_them() {
        assert_eq!(bounds("n", 2, (1 << 31) - 1), "2 <= n <= 2^31 - 1");
        assert_eq!(bounds("k", 1, 1_000_000_000), "1 <= k <= 10^9");
        assert_eq!(bounds("m", 1, 10), "1 <= m <= 10");
        assert_eq!(bounds("p", 0, 4747), "0 <= p <= 4747");
        assert_eq!(bounds("h", 1, u64::MAX), "h >= 1");
        assert_eq!(number(10_000), "10^4");
        assert_eq!(number(99_999), "99999");
    }
}
