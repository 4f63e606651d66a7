//! Octal and hexadecimal codes as people write them (`0.77`, `.137`, `4.[3]`,
//! `0.F`), read once into one type that both the table and the moves of a
//! position consult: what a move that takes `k` counters may leave.
//!
//! Why one type for octal and hexadecimal: a digit is a set of bits (leave
//! nothing, one heap, two heaps, three heaps), and digits 0-7 mean the same in
//! both notations, so "hexadecimal" is only how a code is printed.

use std::fmt;

/// The most digits a code may have (before and inside its brackets): a move
/// list per heap is as long as the code, so a code is text, not a claim.
pub const MAX_DIGITS: usize = 64;

/// The move may leave nothing (the heap had exactly `k` counters).
pub const LEAVE_NOTHING: u8 = 1;
/// The move may leave one non-empty heap.
pub const LEAVE_ONE: u8 = 2;
/// The move may leave two non-empty heaps.
pub const LEAVE_TWO: u8 = 4;
/// The move may leave three non-empty heaps.
pub const LEAVE_THREE: u8 = 8;

/// A take-and-break code `d0.d1d2...dt`, possibly with a repeating tail.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code {
    /// Moves that take nothing: bits [`LEAVE_TWO`] and [`LEAVE_THREE`] only.
    d0: u8,
    /// `d1, d2, ...` before the tail; without a tail, no trailing zeros.
    digits: Vec<u8>,
    /// The digits that repeat forever after `digits` (empty: a finite code).
    /// Never all zeros (such a tail is dropped when read).
    tail: Vec<u8>,
}

/// A code that could not be read: which character (1-based column) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError {
    pub column: usize,
    pub message: String,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "code, column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for CodeError {}

fn digit_value(c: char) -> Option<u8> {
    c.to_digit(16).map(|d| d as u8)
}

impl Code {
    /// Reads `d0.d1...dt` or `d0.d1...[tail]`; `d0` may be omitted (`.137`).
    ///
    /// ```
    /// use solver::octal::Code;
    /// assert_eq!(Code::parse("0.77").unwrap().to_string(), "0.77");
    /// assert_eq!(Code::parse(".1370").unwrap().to_string(), "0.137");
    /// assert_eq!(Code::parse("4.[3]").unwrap().to_string(), "4.[3]");
    /// let e = Code::parse("0.7z").unwrap_err();
    /// assert_eq!(e.column, 4);
    /// ```
    pub fn parse(text: &str) -> Result<Code, CodeError> {
        let err = |column: usize, message: String| CodeError { column, message };
        let chars: Vec<char> = text.chars().collect();
        if chars.is_empty() {
            return Err(err(
                1,
                "empty code: write it as d0.d1d2... (e.g. 0.77)".into(),
            ));
        }
        let Some(dot) = chars.iter().position(|&c| c == '.') else {
            return Err(err(
                chars.len() + 1,
                format!("no `.` in `{text}`: a code is d0.d1d2... (e.g. 0.77)"),
            ));
        };
        let mut d0 = 0u8;
        match dot {
            0 => {}
            1 => {
                let c = chars[0];
                let d = digit_value(c)
                    .ok_or_else(|| err(1, format!("`{c}` is not a digit (0-9, A-F)")))?;
                if d & (LEAVE_NOTHING | LEAVE_ONE) != 0 {
                    return Err(err(
                        1,
                        format!(
                            "d0 = {c}: a move that takes nothing may only split (bits 4 and 8: 0, 4, 8 or C)"
                        ),
                    ));
                }
                d0 = d;
            }
            _ => {
                return Err(err(
                    2,
                    "d0 is one digit: the `.` comes second (e.g. 0.77)".into(),
                ))
            }
        }
        let mut digits = Vec::new();
        let mut tail = Vec::new();
        let mut in_tail = false;
        let mut closed = false;
        for (i, &c) in chars.iter().enumerate().skip(dot + 1) {
            let column = i + 1;
            if closed {
                return Err(err(column, format!("`{c}` after the repeating tail's `]`")));
            }
            match c {
                '[' if !in_tail => in_tail = true,
                '[' => return Err(err(column, "a second `[`".into())),
                ']' if in_tail => {
                    if tail.is_empty() {
                        return Err(err(column, "empty repeating tail `[]`".into()));
                    }
                    closed = true;
                }
                ']' => return Err(err(column, "`]` without `[`".into())),
                _ => {
                    let d = digit_value(c)
                        .ok_or_else(|| err(column, format!("`{c}` is not a digit (0-9, A-F)")))?;
                    if digits.len() + tail.len() >= MAX_DIGITS {
                        return Err(err(column, format!("more than {MAX_DIGITS} digits")));
                    }
                    if in_tail {
                        tail.push(d);
                    } else {
                        digits.push(d);
                    }
                }
            }
        }
        if in_tail && !closed {
            return Err(err(chars.len() + 1, "the repeating tail has no `]`".into()));
        }
        Ok(Code::new(d0, digits, tail))
    }

    /// A code from its digits (`d0`'s bits 1 and 2 are ignored: a move that
    /// takes nothing and leaves one heap or none is no move).
    pub fn new(d0: u8, mut digits: Vec<u8>, mut tail: Vec<u8>) -> Code {
        digits
            .iter_mut()
            .chain(tail.iter_mut())
            .for_each(|d| *d &= 15);
        if tail.iter().all(|&d| d == 0) {
            tail.clear();
        }
        if tail.is_empty() {
            while digits.last() == Some(&0) {
                digits.pop();
            }
        }
        Code {
            d0: d0 & (LEAVE_TWO | LEAVE_THREE),
            digits,
            tail,
        }
    }

    /// The digit of moves that take exactly `k` counters.
    pub fn digit(&self, k: u64) -> u8 {
        if k == 0 {
            return self.d0;
        }
        let i = k - 1;
        if i < self.digits.len() as u64 {
            return self.digits[i as usize];
        }
        if self.tail.is_empty() {
            return 0;
        }
        let j = (i - self.digits.len() as u64) % self.tail.len() as u64;
        self.tail[j as usize]
    }

    /// `t`: the largest number of counters a move takes, `None` for a code
    /// with a repeating tail. A code with no digit past `d0` has length 0.
    pub fn length(&self) -> Option<u64> {
        self.tail.is_empty().then_some(self.digits.len() as u64)
    }

    /// Is the code finite (no repeating tail)?
    pub fn is_finite(&self) -> bool {
        self.tail.is_empty()
    }

    /// Does some move leave three heaps (a hexadecimal digit 8-F)?
    pub fn leaves_three(&self) -> bool {
        self.all_digits().any(|d| d & LEAVE_THREE != 0)
    }

    /// Does some move split a heap (leave two or three heaps)?
    pub fn splits(&self) -> bool {
        self.all_digits()
            .any(|d| d & (LEAVE_TWO | LEAVE_THREE) != 0)
    }

    /// Is some digit 8-F, so that the code is hexadecimal?
    pub fn is_hexadecimal(&self) -> bool {
        self.leaves_three()
    }

    fn all_digits(&self) -> impl Iterator<Item = u8> + '_ {
        std::iter::once(self.d0)
            .chain(self.digits.iter().copied())
            .chain(self.tail.iter().copied())
    }

    /// `d0`, the digits before the tail, and the tail.
    pub fn parts(&self) -> (u8, &[u8], &[u8]) {
        (self.d0, &self.digits, &self.tail)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:X}.", self.d0)?;
        if self.digits.is_empty() && self.tail.is_empty() {
            return write!(f, "0");
        }
        for d in &self.digits {
            write!(f, "{d:X}")?;
        }
        if !self.tail.is_empty() {
            write!(f, "[")?;
            for d in &self.tail {
                write!(f, "{d:X}")?;
            }
            write!(f, "]")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Code {
    type Err = CodeError;
    fn from_str(s: &str) -> Result<Code, CodeError> {
        Code::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_and_print_back() {
        for (text, shown) in [
            ("0.77", "0.77"),
            (".137", "0.137"),
            ("0.0070", "0.007"),
            ("4.[3]", "4.[3]"),
            ("8.[3]", "8.[3]"),
            ("0.f", "0.F"),
            ("0.", "0.0"),
            ("0.0", "0.0"),
            ("C.1[0]", "C.1"),
            ("0.1[37]", "0.1[37]"),
        ] {
            let code = Code::parse(text).unwrap();
            assert_eq!(code.to_string(), shown, "{text}");
            assert_eq!(Code::parse(shown).unwrap(), code);
        }
        let kayles = Code::parse("0.77").unwrap();
        assert_eq!(kayles.length(), Some(2));
        assert_eq!(kayles.digit(1), 7);
        assert_eq!(kayles.digit(3), 0);
        let lasker = Code::parse("4.[3]").unwrap();
        assert_eq!(lasker.length(), None);
        assert_eq!(lasker.digit(0), 4);
        assert_eq!(lasker.digit(u64::MAX), 3);
        assert!(Code::parse("0.8").unwrap().is_hexadecimal());
        assert!(!Code::parse("0.7").unwrap().is_hexadecimal());
    }

    #[test]
    fn a_code_splits_when_some_digit_leaves_two_or_three_heaps() {
        for (text, splits) in [
            ("0.77", true),  // Kayles: 7 = nothing, one or two heaps
            ("0.137", true), // Dawson's chess: 7 at two counters
            ("0.33", false), // take one or two, leave at most one heap
            ("4.3", true),   // d0 = 4: split without taking
            ("0.3[3]", false),
            ("0.3[6]", true), // the tail splits
            ("0.8", true),    // hexadecimal: three heaps
        ] {
            assert_eq!(Code::parse(text).unwrap().splits(), splits, "{text}");
        }
    }

    #[test]
    fn errors_point_at_the_bad_character() {
        for (text, column, says) in [
            ("0.7g", 4, "`g`"),
            ("077", 4, "no `.`"),
            ("", 1, "empty"),
            ("1.7", 1, "d0"),
            ("2.7", 1, "d0"),
            ("x.7", 1, "`x`"),
            ("00.7", 2, "one digit"),
            ("0.[]", 4, "empty"),
            ("0.[3", 5, "no `]`"),
            ("0.[3]1", 6, "after"),
            ("0.3]", 4, "without"),
            ("0.[3[", 5, "second"),
        ] {
            let e = Code::parse(text).unwrap_err();
            assert_eq!(e.column, column, "{text}: {e}");
            assert!(e.to_string().contains(says), "{text}: {e}");
        }
        let long = format!("0.{}", "7".repeat(MAX_DIGITS + 1));
        assert_eq!(Code::parse(&long).unwrap_err().column, MAX_DIGITS + 3);
    }
}
