//! Streaming tokens for the contest problems: whitespace-separated unsigned
//! numbers read straight from a reader, with the line and column of every
//! token kept for error messages.
//!
//! Why not `read_to_string` and `split_whitespace`: inputs of hundreds of
//! megabytes would be held whole (and as a `Vec<String>` many times over). Here
//! a token's value is computed from the reader's own buffer as it streams (in
//! place, in one pass, when the token lies whole in the buffer), and only its
//! first [`MAX_TOKEN_LEN`] bytes (and one more, to know there were
//! more) are copied, for error messages. So no token can make us allocate by
//! its size, and a number written with any number of leading zeros is still
//! that number.
//!
//! Why a buffer of our own rather than the reader's `fill_buf`: the
//! programs get a `&mut dyn BufRead`, so every `fill_buf` and `consume` is a
//! virtual call (two, through `Box<dyn BufRead>`), four per token; on inputs
//! of millions of small numbers that was a third of the time. Reading 64 KiB
//! at a time into a buffer the reader's type does not touch leaves one call
//! per refill.
//!
//! ```
//! use solver::io::Tokens;
//! let mut t = Tokens::new(&b"3\r\n 10 x"[..]);
//! assert_eq!(t.u64("count").unwrap(), 3);
//! assert_eq!(t.u64_in("size", 1, 100).unwrap(), 10);
//! let err = t.u64("size").unwrap_err();
//! assert_eq!(err.to_string(), "line 2, column 5 (token 3): expected size, found `x`");
//! ```

use std::fmt;
use std::io::{self, Read, Write};

/// How much of a token an error message shows; longer ones end in `...`.
pub const MAX_TOKEN_LEN: usize = 40;

/// What went wrong with the input, and where.
#[derive(Debug)]
pub enum InputError {
    /// A token (or the end of input) that is not what the grammar expects.
    Unexpected {
        line: u64,
        column: u64,
        token: u64,
        expected: String,
        found: String,
    },
    /// A valid input past what the solver can answer exactly (say, a heap of
    /// a subtraction set whose period it cannot certify). Not a verdict on
    /// the input: the solver refuses rather than guesses.
    Unanswerable {
        line: u64,
        column: u64,
        token: u64,
        what: String,
    },
    /// The input could not be read, or the output written.
    Io(io::Error),
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Unexpected {
                line,
                column,
                token,
                expected,
                found,
            } => {
                write!(f, "line {line}, column {column} (token {token}): expected {expected}, found {found}")
            }
            InputError::Unanswerable {
                line,
                column,
                token,
                what,
            } => {
                write!(f, "line {line}, column {column} (token {token}): past what the solver can answer: {what}")
            }
            InputError::Io(e) => write!(f, "i/o error: {e}"),
        }
    }
}

impl std::error::Error for InputError {}

impl From<io::Error> for InputError {
    fn from(e: io::Error) -> Self {
        InputError::Io(e)
    }
}

/// Where a token started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: u64,
    pub column: u64,
    /// 1-based number of the token in the input.
    pub token: u64,
}

fn is_space(b: u8) -> bool {
    SPACE[usize::from(b)]
}

/// White space: space, tab, line feed, carriage return, vertical tab, form feed.
const SPACE: [bool; 256] = {
    let mut table = [false; 256];
    table[b' ' as usize] = true;
    table[b'\t' as usize] = true;
    table[b'\n' as usize] = true;
    table[b'\r' as usize] = true;
    table[0x0b] = true;
    table[0x0c] = true;
    table
};

/// How many bytes [`Tokens::new`] reads at a time.
pub const BUFFER_LEN: usize = 1 << 16;

/// A reader of whitespace-separated tokens.
pub struct Tokens<R> {
    reader: R,
    /// Bytes read from `reader`; `buf[start..end]` is not consumed yet.
    buf: Box<[u8]>,
    start: usize,
    end: usize,
    line: u64,
    /// Bytes consumed from the reader so far.
    offset: u64,
    /// The offset of the first byte of the current line (for columns).
    line_start: u64,
    count: u64,
    scratch: Vec<u8>,
    /// The last token's value on the careful path, while it is all digits and
    /// fits in a u64.
    value: Option<u64>,
    /// Whether the last token is all digits (so a `None` value overflowed).
    digits: bool,
    /// The place of the last token read (for errors about its value).
    last: Place,
}

impl<R: Read> Tokens<R> {
    pub fn new(reader: R) -> Self {
        Self::with_capacity(reader, BUFFER_LEN)
    }

    /// Reads `capacity` bytes at a time (at least 1): small buffers split
    /// tokens across refills, which tests use to reach the careful path.
    pub fn with_capacity(reader: R, capacity: usize) -> Self {
        Tokens {
            reader,
            buf: vec![0; capacity.max(1)].into_boxed_slice(),
            start: 0,
            end: 0,
            line: 1,
            offset: 0,
            line_start: 0,
            count: 0,
            scratch: Vec::with_capacity(MAX_TOKEN_LEN + 1),
            value: Some(0),
            digits: true,
            last: Place {
                line: 1,
                column: 1,
                token: 0,
            },
        }
    }

    /// Makes `buf[start..end]` non-empty unless the input has ended.
    fn refill(&mut self) -> io::Result<()> {
        if self.start == self.end {
            self.start = 0;
            self.end = loop {
                match self.reader.read(&mut self.buf) {
                    Ok(n) => break n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(e),
                }
            };
        }
        Ok(())
    }

    fn consume(&mut self, n: usize) {
        self.start += n;
        self.offset += n as u64;
    }

    fn column(&self) -> u64 {
        self.offset - self.line_start + 1
    }

    /// Skips white space; false at the end of input.
    fn skip_space(&mut self) -> Result<bool, InputError> {
        loop {
            self.refill()?;
            let buf = &self.buf[self.start..self.end];
            if buf.is_empty() {
                return Ok(false);
            }
            let mut used = 0;
            let mut newline = None;
            for &b in buf {
                if !is_space(b) {
                    break;
                }
                if b == b'\n' {
                    self.line += 1;
                    newline = Some(used);
                }
                used += 1;
            }
            let more = used == buf.len();
            if let Some(at) = newline {
                self.line_start = self.offset + at as u64 + 1;
            }
            self.consume(used);
            if !more {
                return Ok(true);
            }
        }
    }

    /// Starts a token: counts it and records its place.
    fn begin_token(&mut self) -> Place {
        self.count += 1;
        self.last = Place {
            line: self.line,
            column: self.column(),
            token: self.count,
        };
        self.last
    }

    /// Resets what the careful path learns of a token.
    fn start_careful(&mut self) {
        self.scratch.clear();
        self.value = Some(0);
        self.digits = true;
    }

    /// The rest of a token whose first part is in `scratch`, read across
    /// buffer fills; keeps at most one byte past the length limit.
    fn finish_token(&mut self) -> Result<(), InputError> {
        loop {
            self.refill()?;
            let buf = &self.buf[self.start..self.end];
            if buf.is_empty() {
                return Ok(());
            }
            let end = buf.iter().position(|&b| is_space(b)).unwrap_or(buf.len());
            let ended = end < buf.len();
            let room = (MAX_TOKEN_LEN + 1).saturating_sub(self.scratch.len());
            self.scratch.extend_from_slice(&buf[..end.min(room)]);
            for &b in &buf[..end] {
                if b.is_ascii_digit() {
                    let d = u64::from(b - b'0');
                    self.value = self.value.and_then(|v| v.checked_mul(10)?.checked_add(d));
                } else {
                    self.digits = false;
                    self.value = None;
                }
            }
            self.consume(end);
            // A token that is no number (or past u64) is an error whatever
            // follows: once the message has its bytes, the rest is not
            // read, so an endless one (`/dev/zero`) ends too.
            if ended || (self.value.is_none() && self.scratch.len() > MAX_TOKEN_LEN) {
                return Ok(());
            }
        }
    }

    /// The next token's bytes into `scratch`, or `None` at the end of input.
    fn next_raw(&mut self) -> Result<Option<Place>, InputError> {
        if !self.skip_space()? {
            return Ok(None);
        }
        let place = self.begin_token();
        self.start_careful();
        self.finish_token()?;
        Ok(Some(place))
    }

    /// The next token as a number when it is plain digits that fit and lie
    /// whole in the reader's buffer (the common case: white space skipped,
    /// digits parsed and the end checked in one pass over the buffer);
    /// otherwise the token is left in `scratch` for the careful path.
    #[inline(always)]
    fn next_fast(&mut self) -> Result<Option<Option<u64>>, InputError> {
        loop {
            self.refill()?;
            let buf = &self.buf[self.start..self.end];
            let n = buf.len();
            if n == 0 {
                return Ok(None);
            }
            let mut i = 0;
            let mut newline = None;
            while i < n && SPACE[usize::from(buf[i])] {
                if buf[i] == b'\n' {
                    self.line += 1;
                    newline = Some(i);
                }
                i += 1;
            }
            if let Some(at) = newline {
                self.line_start = self.offset + at as u64 + 1;
            }
            if i == n {
                self.consume(n);
                continue;
            }
            self.count += 1;
            let place = Place {
                line: self.line,
                column: self.offset + i as u64 - self.line_start + 1,
                token: self.count,
            };
            self.last = place;
            // 19 digits always fit in a u64; longer numbers take the checked path.
            let mut j = i;
            let mut value = 0u64;
            let nineteen = n.min(i + 19);
            while j < nineteen && buf[j].is_ascii_digit() {
                value = value * 10 + u64::from(buf[j] - b'0');
                j += 1;
            }
            // A 20th digit may still fit: checked.
            if j - i == 19 && j < n && buf[j].is_ascii_digit() {
                match value
                    .checked_mul(10)
                    .and_then(|v| v.checked_add(u64::from(buf[j] - b'0')))
                {
                    Some(v) => {
                        value = v;
                        j += 1;
                    }
                    None => j = i, // too large: the careful path says so
                }
            }
            // At least one digit was read: buf[i] itself is not white space.
            if j < n && SPACE[usize::from(buf[j])] {
                self.consume(j);
                return Ok(Some(Some(value)));
            }
            self.consume(i);
            self.start_careful();
            self.finish_token()?;
            return Ok(Some(None));
        }
    }

    fn error(&self, place: Place, expected: &str, found: String) -> InputError {
        InputError::Unexpected {
            line: place.line,
            column: place.column,
            token: place.token,
            expected: expected.to_string(),
            found,
        }
    }

    /// The token as an error shows it: printable ASCII as it is, any other
    /// byte (a NUL, a byte of UTF-8, an invalid one) as `\xNN`, so the
    /// message says exactly what the input held and stays one line.
    fn found_text(&self) -> String {
        let mut shown = String::new();
        for &b in &self.scratch[..self.scratch.len().min(MAX_TOKEN_LEN)] {
            match b {
                b'\\' => shown.push_str("\\\\"),
                0x21..=0x7e => shown.push(b as char),
                _ => shown.push_str(&format!("\\x{b:02x}")),
            }
        }
        if self.scratch.len() > MAX_TOKEN_LEN {
            format!("`{shown}...` (too long)")
        } else {
            format!("`{shown}`")
        }
    }

    /// An error about the place after the last token (a missing token).
    #[cold]
    #[inline(never)]
    fn at_end_error(&self, expected: &str) -> InputError {
        let place = Place {
            line: self.line,
            column: self.column(),
            token: self.count + 1,
        };
        self.error(place, expected, "end of input".into())
    }

    /// The next unsigned number, or `None` at a clean end of input.
    ///
    /// This and the readers below are inlined into each problem's loop and
    /// keep every error's construction out of line (`#[cold]`): the errors
    /// are large values, and building or moving them on the path every
    /// token takes was a fifth of the time on inputs of small numbers.
    #[inline(always)]
    pub fn try_u64(&mut self, what: &str) -> Result<Option<u64>, InputError> {
        match self.next_fast()? {
            None => Ok(None),
            Some(Some(v)) => Ok(Some(v)),
            Some(None) => self.careful_u64(self.last, what).map(Some),
        }
    }

    /// The value of a token the fast path left in `scratch`, or the error
    /// that names it.
    #[cold]
    #[inline(never)]
    fn careful_u64(&self, place: Place, what: &str) -> Result<u64, InputError> {
        let valid = self.digits && !self.scratch.is_empty();
        let value = if valid { self.value } else { None };
        match value {
            Some(v) => Ok(v),
            None => {
                let found = self.found_text();
                let why = if valid {
                    format!("{what} (at most {})", u64::MAX)
                } else if self.scratch.first() == Some(&b'-') {
                    format!("{what} (not negative)")
                } else {
                    what.to_string()
                };
                Err(self.error(place, &why, found))
            }
        }
    }

    /// The next token's bytes, whole, into `out` (a board, a word): the
    /// end of input is an error. What it allocates is the token's real
    /// length, never a number the input claims. Reading stops after the
    /// first byte `allowed` refuses (it ends `out`), so a token of endless
    /// bytes no word has (`/dev/zero`) ends too. Check the bytes and blame
    /// them with [`Tokens::reject_last`].
    pub fn word(
        &mut self,
        what: &str,
        out: &mut Vec<u8>,
        allowed: impl Fn(u8) -> bool,
    ) -> Result<(), InputError> {
        out.clear();
        if !self.skip_space()? {
            return Err(self.at_end_error(what));
        }
        self.begin_token();
        self.start_careful();
        loop {
            self.refill()?;
            let buf = &self.buf[self.start..self.end];
            if buf.is_empty() {
                return Ok(());
            }
            let end = buf.iter().position(|&b| is_space(b)).unwrap_or(buf.len());
            let ended = end < buf.len();
            let refused = buf[..end].iter().position(|&b| !allowed(b));
            let taken = refused.map_or(end, |at| at + 1);
            out.extend_from_slice(&buf[..taken]);
            // The message shows the token's first bytes, as far as the
            // buffer holds them.
            let room = (MAX_TOKEN_LEN + 1).saturating_sub(self.scratch.len());
            self.scratch.extend_from_slice(&buf[..end.min(room)]);
            self.consume(end);
            if ended || refused.is_some() {
                return Ok(());
            }
        }
    }

    /// The last token as an error message shows it (cut at
    /// [`MAX_TOKEN_LEN`] bytes).
    pub fn last_text(&self) -> String {
        self.found_text()
    }

    /// The next unsigned number; the end of input is an error.
    #[inline(always)]
    pub fn u64(&mut self, what: &str) -> Result<u64, InputError> {
        match self.try_u64(what)? {
            Some(v) => Ok(v),
            None => Err(self.at_end_error(what)),
        }
    }

    /// The next number, which must lie in `lo..=hi`.
    #[inline(always)]
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, InputError> {
        let v = self.u64(what)?;
        self.check_range(v, what, lo, hi)
    }

    /// Like [`Tokens::u64_in`] but `None` at a clean end of input.
    #[inline]
    pub fn try_u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<Option<u64>, InputError> {
        match self.try_u64(what)? {
            None => Ok(None),
            Some(v) => self.check_range(v, what, lo, hi).map(Some),
        }
    }

    #[inline]
    fn check_range(&self, v: u64, what: &str, lo: u64, hi: u64) -> Result<u64, InputError> {
        if (lo..=hi).contains(&v) {
            Ok(v)
        } else {
            Err(self.range_error(v, what, lo, hi))
        }
    }

    #[cold]
    #[inline(never)]
    fn range_error(&self, v: u64, what: &str, lo: u64, hi: u64) -> InputError {
        self.error(
            self.last,
            &format!("{what} from {lo} to {hi}"),
            format!("`{v}`"),
        )
    }

    /// An error about the last token read, for checks made after reading it
    /// (a repeated cell, say).
    pub fn reject_last(&self, expected: &str, found: impl fmt::Display) -> InputError {
        self.error(self.last, expected, found.to_string())
    }

    /// An error about an earlier token, at the place [`Tokens::last_place`]
    /// gave when it was read (for checks made after reading more).
    pub fn reject_at(&self, place: Place, expected: &str, found: impl fmt::Display) -> InputError {
        self.error(place, expected, found.to_string())
    }

    /// A refusal to answer at the last token read: the input is valid, but
    /// the solver cannot answer it exactly.
    pub fn unanswerable_last(&self, what: impl fmt::Display) -> InputError {
        let Place {
            line,
            column,
            token,
        } = self.last;
        InputError::Unanswerable {
            line,
            column,
            token,
            what: what.to_string(),
        }
    }

    /// The place of the last token read.
    pub fn last_place(&self) -> Place {
        self.last
    }

    /// Succeeds only at the end of input (after white space).
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_raw()? {
            None => Ok(()),
            Some(place) => {
                let found = self.found_text();
                Err(self.error(place, "end of input", found))
            }
        }
    }
}

/// The decimal digits of `n`, written at the end of `digits`.
fn decimal(n: u64, digits: &mut [u8; 20]) -> &[u8] {
    let mut i = digits.len();
    let mut rest = n;
    loop {
        i -= 1;
        digits[i] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    &digits[i..]
}

/// Appends `n` in decimal to a line being built (one `write_all` per line
/// instead of one per number: the writer is behind a virtual call).
pub fn push_u64(line: &mut Vec<u8>, n: u64) {
    line.extend_from_slice(decimal(n, &mut [0; 20]));
}

/// Writes `n` in decimal, without the formatting machinery (the contest
/// programs print millions of numbers).
pub fn write_u64(out: &mut dyn Write, n: u64) -> io::Result<()> {
    out.write_all(decimal(n, &mut [0; 20]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8], cap: usize) -> Result<Vec<u64>, String> {
        let mut t = Tokens::with_capacity(input, cap);
        let mut out = Vec::new();
        while let Some(v) = t.try_u64("number").map_err(|e| e.to_string())? {
            out.push(v);
        }
        Ok(out)
    }

    #[test]
    fn tokens_across_tiny_buffers() {
        let input = b"12 345\r\n\n\t6789  18446744073709551615\n";
        for cap in [1, 2, 3, 7, 64] {
            assert_eq!(
                all(input, cap).unwrap(),
                [12, 345, 6789, u64::MAX],
                "buffer {cap}"
            );
        }
    }

    /// Trailing input is found past blank lines and split buffers, at its
    /// own line and column.
    #[test]
    fn expect_end_names_trailing_input() {
        for cap in [1, 2, 3, 64] {
            let mut t = Tokens::with_capacity(&b"5 \n\n \t x\n"[..], cap);
            assert_eq!(t.u64("count").unwrap(), 5);
            assert_eq!(
                t.expect_end().unwrap_err().to_string(),
                "line 3, column 4 (token 2): expected end of input, found `x`",
                "buffer {cap}"
            );
            let mut t = Tokens::with_capacity(&b"5 \n\n \t \n"[..], cap);
            assert_eq!(t.u64("count").unwrap(), 5);
            assert!(t.expect_end().is_ok(), "buffer {cap}");
        }
    }

    /// The fast path is an optimisation with the careful path behind it, so
    /// a broken guard there shows only as a token that took the other path:
    /// plain numbers ended inside the buffer are read fast, anything else
    /// falls back.
    #[test]
    fn plain_numbers_take_the_fast_path() {
        let input = b"7 \n 123\t18446744073709551615 1234567890123456789 \
            -3 18446744073709551616 12x 00000000000000000001 000000000000000000001 \
            1234567890123456789";
        let mut tokens = Tokens::new(&input[..]);
        let mut read = Vec::new();
        while let Some(fast) = tokens.next_fast().unwrap() {
            read.push(fast);
        }
        assert_eq!(
            read,
            [
                Some(7),
                Some(123),
                Some(u64::MAX),
                Some(1234567890123456789),
                None,    // a sign
                None,    // too large
                None,    // not a number
                Some(1), // 20 digits, the last one checked
                None,    // 21 digits: the careful path strips leading zeros
                None,    // ends at the end of the buffer: more may follow
            ]
        );
    }

    #[test]
    fn errors_name_the_place() {
        // The same place whichever path (one buffer, or spaces and newlines
        // split across refills) reads the whitespace.
        for cap in [1, 2, 3, 4, 64] {
            assert_eq!(
                all(b"1\n 2 -3", cap).unwrap_err(),
                "line 2, column 4 (token 3): expected number (not negative), found `-3`",
                "buffer {cap}"
            );
        }
        assert_eq!(
            all(b"18446744073709551616", 4).unwrap_err(),
            "line 1, column 1 (token 1): expected number (at most 18446744073709551615), found `18446744073709551616`"
        );
        // A token of exactly the shown length is shown whole; one byte more
        // is cut and marked.
        let shown = "x".repeat(MAX_TOKEN_LEN);
        assert_eq!(
            all(shown.as_bytes(), 8).unwrap_err(),
            format!("line 1, column 1 (token 1): expected number, found `{shown}`")
        );
        assert_eq!(
            all(format!("{shown}y").as_bytes(), 8).unwrap_err(),
            format!("line 1, column 1 (token 1): expected number, found `{shown}...` (too long)")
        );
        let long = vec![b'7'; 1 << 20];
        let e = all(&long, 8).unwrap_err();
        assert!(e.contains("(at most 18446744073709551615)"), "{e}");
        assert!(e.contains("(too long)"), "{e}");
        let mut zeros = vec![b'0'; 1 << 20];
        zeros.extend_from_slice(b"18446744073709551615 0000 x");
        let e = all(&zeros, 8).unwrap_err();
        assert_eq!(
            e,
            "line 1, column 1048603 (token 3): expected number, found `x`"
        );
        zeros.truncate(zeros.len() - 2);
        assert_eq!(all(&zeros, 8).unwrap(), [u64::MAX, 0]);
        let mut t = Tokens::new(&b"5 "[..]);
        t.u64("count").unwrap();
        assert_eq!(
            t.u64("a pile").unwrap_err().to_string(),
            "line 1, column 3 (token 2): expected a pile, found end of input"
        );
    }

    #[test]
    fn decimal_output() {
        for n in [0, 7, 10, 12345, u64::MAX] {
            let mut out = Vec::new();
            write_u64(&mut out, n).unwrap();
            assert_eq!(out, n.to_string().as_bytes());
            let mut line = b"x ".to_vec();
            push_u64(&mut line, n);
            assert_eq!(line, format!("x {n}").as_bytes());
        }
    }

    #[test]
    fn ranges_and_end() {
        let mut t = Tokens::new(&b"0 7"[..]);
        assert!(t
            .u64_in("n", 1, 5)
            .unwrap_err()
            .to_string()
            .contains("expected n from 1 to 5, found `0`"));
        assert!(t
            .expect_end()
            .unwrap_err()
            .to_string()
            .contains("expected end of input, found `7`"));
        assert!(t.expect_end().is_ok());
    }

    #[test]
    fn a_bad_token_is_shown_escaped() {
        let mut t = Tokens::new(&b"ab\0c"[..]);
        let e = t.u64("n").unwrap_err().to_string();
        assert!(e.contains("found `ab\\x00c`"), "{e}");
        let mut t = Tokens::new(&b"\xff\xfe"[..]);
        let e = t.u64("n").unwrap_err().to_string();
        assert!(e.contains("found `\\xff\\xfe`"), "{e}");
    }

    /// A reader of `len` copies of `byte` that counts what it gave.
    struct Counted {
        byte: u8,
        left: u64,
        given: std::rc::Rc<std::cell::Cell<u64>>,
    }

    impl Read for Counted {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = buf.len().min(self.left as usize);
            buf[..n].fill(self.byte);
            self.left -= n as u64;
            self.given.set(self.given.get() + n as u64);
            Ok(n)
        }
    }

    /// A token that cannot be a number (or a word) is an error once its
    /// first bytes are read: 64 MiB of NUL bytes (as `/dev/zero` gives
    /// without end) are not read to their end first.
    #[test]
    fn a_bad_token_is_not_read_to_its_end() {
        let long = 64 << 20;
        for (prefix, byte) in [(&b""[..], 0u8), (&b"1"[..], 0), (&b""[..], b'9')] {
            let given = std::rc::Rc::new(std::cell::Cell::new(0));
            let zeros = Counted {
                byte,
                left: long,
                given: given.clone(),
            };
            let mut t = Tokens::new(prefix.chain(zeros));
            let e = t.u64("n").unwrap_err().to_string();
            assert!(e.contains("(too long)"), "{e}");
            assert!(given.get() < 1 << 20, "read {} bytes", given.get());
        }
        let given = std::rc::Rc::new(std::cell::Cell::new(0));
        let zeros = Counted {
            byte: 0,
            left: long,
            given: given.clone(),
        };
        let mut t = Tokens::new((&b"..X"[..]).chain(zeros));
        let mut word = Vec::new();
        t.word("a board", &mut word, |b| b == b'.' || b == b'X')
            .unwrap();
        assert_eq!(word, b"..X\0");
        assert!(given.get() < 1 << 20, "read {} bytes", given.get());
    }
}
