//! Splits an input into words and reads them as unsigned numbers, remembering
//! where each word stood.

use super::Failure;

/// Bytes of a word an error shows; a longer one is cut, with `...`.
const SHOWN: usize = 40;

/// One word: where its bytes are in the input, and where it stood.
struct Word {
    start: usize,
    end: usize,
    line: usize,
    column: usize,
}

/// The words of an input, borrowed from it: a word costs its place, not a
/// copy of its bytes.
pub struct Words<'a> {
    input: &'a [u8],
    words: Vec<Word>,
    next: usize,
    end: (usize, usize),
}

impl<'a> Words<'a> {
    pub fn new(input: &'a [u8]) -> Words<'a> {
        let mut words = Vec::new();
        let (mut line, mut column) = (1usize, 1usize);
        let mut current: Option<Word> = None;
        for (at, &b) in input.iter().enumerate() {
            let space =
                b == b' ' || b == b'\t' || b == b'\n' || b == b'\r' || b == 0x0b || b == 0x0c;
            if space {
                if let Some(mut w) = current.take() {
                    w.end = at;
                    words.push(w);
                }
            } else if current.is_none() {
                current = Some(Word {
                    start: at,
                    end: at,
                    line,
                    column,
                });
            }
            if b == b'\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        }
        if let Some(mut w) = current.take() {
            w.end = input.len();
            words.push(w);
        }
        Words {
            input,
            words,
            next: 0,
            end: (line, column),
        }
    }

    fn bytes(&self, w: &Word) -> &'a [u8] {
        &self.input[w.start..w.end]
    }

    /// Where the next word is (or the end of input).
    fn here(&self) -> String {
        match self.words.get(self.next) {
            Some(w) => format!(
                "line {}, column {}, word {} `{}`",
                w.line,
                w.column,
                self.next + 1,
                shown(self.bytes(w))
            ),
            None => format!("line {}, column {}: end of input", self.end.0, self.end.1),
        }
    }

    pub fn at_end(&self) -> bool {
        self.next >= self.words.len()
    }

    /// The next word as a number: only decimal digits, no sign, fits in u64.
    pub fn number(&mut self, what: &str) -> Result<u64, Failure> {
        let Some(w) = self.words.get(self.next) else {
            return Err(Failure::Invalid(format!(
                "{}: expected {what}",
                self.here()
            )));
        };
        let w = self.bytes(w);
        let digits_only = !w.is_empty() && w.iter().all(|b| b.is_ascii_digit());
        match std::str::from_utf8(w).ok().map(str::parse::<u64>) {
            Some(Ok(v)) if digits_only => {
                self.next += 1;
                Ok(v)
            }
            _ => Err(Failure::Invalid(format!(
                "{}: expected {what}",
                self.here()
            ))),
        }
    }

    /// The next number, which must be at least `lo` and at most `hi`.
    pub fn number_between(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, Failure> {
        let at = self.here();
        let v = self.number(what)?;
        if v < lo || v > hi {
            return Err(Failure::Invalid(format!(
                "{at}: expected {what} between {lo} and {hi}"
            )));
        }
        Ok(v)
    }

    /// The next word as it is written (a board), which `ok` must accept.
    pub fn word(&mut self, what: &str, ok: impl Fn(&[u8]) -> bool) -> Result<Vec<u8>, Failure> {
        match self.words.get(self.next).map(|w| self.bytes(w)) {
            Some(w) if ok(w) => {
                let word = w.to_vec();
                self.next += 1;
                Ok(word)
            }
            _ => Err(Failure::Invalid(format!(
                "{}: expected {what}",
                self.here()
            ))),
        }
    }

    /// Fails unless every word has been read.
    pub fn finish(&self) -> Result<(), Failure> {
        if self.at_end() {
            Ok(())
        } else {
            Err(Failure::Invalid(format!(
                "{}: expected the end of input",
                self.here()
            )))
        }
    }
}

/// A word as an error shows it: printable ASCII as it is, other bytes as
/// `\xNN`, cut after [`SHOWN`] bytes.
fn shown(word: &[u8]) -> String {
    let mut out = String::new();
    for &b in &word[..word.len().min(SHOWN)] {
        match b {
            b'\\' => out.push_str("\\\\"),
            0x21..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    if word.len() > SHOWN {
        out.push_str("...");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_numbers() {
        let mut w = Words::new(b"1 +2\r\n-3 18446744073709551616 x");
        assert_eq!(w.number("n"), Ok(1));
        assert!(
            matches!(w.number("n"), Err(Failure::Invalid(m)) if m.contains("line 1, column 3"))
        );
        let mut w = Words::new(b"5");
        assert_eq!(
            w.number_between("n", 1, 4),
            Err(Failure::Invalid(
                "line 1, column 1, word 1 `5`: expected n between 1 and 4".into()
            ))
        );
        assert!(Words::new(b" \n ").at_end());
    }

    /// An error shows a word's first bytes, escaped: not a megabyte of
    /// digits, nor a NUL byte or broken UTF-8 on the terminal.
    #[test]
    fn errors_show_words_short_and_printable() {
        let long = "7".repeat(1_000_000);
        let e = Words::new(long.as_bytes()).number("n").unwrap_err();
        assert_eq!(
            e,
            Failure::Invalid(format!(
                "line 1, column 1, word 1 `{}...`: expected n",
                "7".repeat(SHOWN)
            ))
        );
        let e = Words::new(b"1\x00 \xff\\").finish();
        assert_eq!(
            e,
            Err(Failure::Invalid(
                "line 1, column 1, word 1 `1\\x00`: expected the end of input".into()
            ))
        );
        let mut w = Words::new(b"\xff\\");
        assert_eq!(
            w.number("n"),
            Err(Failure::Invalid(
                "line 1, column 1, word 1 `\\xff\\\\`: expected n".into()
            ))
        );
    }
}
