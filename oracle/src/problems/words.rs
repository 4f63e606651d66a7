//! Splits an input into words and reads them as unsigned numbers, remembering
//! where each word stood.

use super::Failure;

pub struct Words {
    /// (text, line, column) of every word.
    words: Vec<(String, usize, usize)>,
    next: usize,
    end: (usize, usize),
}

impl Words {
    pub fn new(input: &[u8]) -> Words {
        let mut words = Vec::new();
        let (mut line, mut column) = (1usize, 1usize);
        let mut current: Option<(Vec<u8>, usize, usize)> = None;
        for &b in input {
            let space =
                b == b' ' || b == b'\t' || b == b'\n' || b == b'\r' || b == 0x0b || b == 0x0c;
            if space {
                if let Some((w, l, c)) = current.take() {
                    words.push((String::from_utf8_lossy(&w).into_owned(), l, c));
                }
            } else {
                current
                    .get_or_insert_with(|| (Vec::new(), line, column))
                    .0
                    .push(b);
            }
            if b == b'\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        }
        if let Some((w, l, c)) = current.take() {
            words.push((String::from_utf8_lossy(&w).into_owned(), l, c));
        }
        Words {
            words,
            next: 0,
            end: (line, column),
        }
    }

    /// Where the next word is (or the end of input).
    fn here(&self) -> String {
        match self.words.get(self.next) {
            Some((w, l, c)) => format!("line {l}, column {c}, word {} `{w}`", self.next + 1),
            None => format!("line {}, column {}: end of input", self.end.0, self.end.1),
        }
    }

    pub fn at_end(&self) -> bool {
        self.next >= self.words.len()
    }

    /// The next word as a number: only decimal digits, no sign, fits in u64.
    pub fn number(&mut self, what: &str) -> Result<u64, Failure> {
        let Some((w, _, _)) = self.words.get(self.next) else {
            return Err(Failure::Invalid(format!(
                "{}: expected {what}",
                self.here()
            )));
        };
        let digits_only = !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
        match w.parse::<u64>() {
            Ok(v) if digits_only => {
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
        match self.words.get(self.next) {
            Some((w, _, _)) if ok(w.as_bytes()) => {
                let word = w.as_bytes().to_vec();
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
}
