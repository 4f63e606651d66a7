//! A position written `--NAME VALUE NUMBER...`: one option word that says
//! which rules (a subtraction set, the `k` of a split, the king of a hill)
//! and numbers played under them (heaps, cells). A game describes the option
//! once, as an [`OptionWord`] (its name, its errors, how its value is read,
//! which values the sweep tries), and gets the position type
//! [`OptionAndNumbers`] with its parsing (the option anywhere among the
//! words, `--NAME=VALUE` too), its printing, its size and its exhaustive
//! sweep; it keeps only its bounded generator (`Arbitrary`), whose draws are
//! its own.

use crate::family::{parse_numbers, take_option};
use crate::notation::Notation;
use crate::notation::{largest, one_or_two_heaps, with_each_variant, write_option_and_numbers};
use std::fmt;
use std::marker::PhantomData;

/// The option of a position written `--NAME VALUE NUMBER...`, described
/// once: what [`OptionAndNumbers`] reads, writes and sweeps.
pub trait OptionWord: 'static {
    /// The option's value (a set, a count).
    type Value: Clone + fmt::Debug + fmt::Display + Eq;
    /// The option word (`--k`).
    const NAME: &'static str;
    /// What the option needs after it, finishing `--NAME needs ...` when the
    /// value is missing after the word.
    const NEEDS: &'static str;
    /// The error when the option is not given at all.
    const MISSING: &'static str;
    /// Reads the value's word.
    fn read(word: &str) -> Result<Self::Value, String>;
    /// Reads the numbers after the option; by default any numbers (none
    /// too), a bad one named `heap N` (1-based).
    fn read_numbers(words: &[String]) -> Result<Vec<u64>, String> {
        parse_numbers(words, |i| format!("heap {}", i + 1))
    }
    /// Refuses a value that does not fit the numbers it came with (a king
    /// who is not one of the people); by default every value fits.
    fn fits(_value: &Self::Value, _numbers: &[u64]) -> Result<(), String> {
        Ok(())
    }
    /// The values the default sweep tries, in order.
    fn sweep_values() -> Vec<Self::Value> {
        Vec::new()
    }
    /// Every position of exactly `size`, in a fixed order: by default, for
    /// each of [`OptionWord::sweep_values`], one heap of `size` and two
    /// heaps whose larger is `size`, both orders.
    fn of_size(size: u32) -> Vec<OptionAndNumbers<Self>>
    where
        Self: Sized,
    {
        let make = |option, numbers| OptionAndNumbers::new(option, numbers);
        with_each_variant(Self::sweep_values(), one_or_two_heaps(size), make)
    }
}

/// Takes the option `W` off `words` (anywhere among them, or `--NAME=VALUE`)
/// and reads its value: the value and the words left.
pub fn take_option_word<W: OptionWord>(
    words: &[String],
) -> Result<(W::Value, Vec<String>), String> {
    let mut rest = words.to_vec();
    let word = take_option(&mut rest, W::NAME, W::NEEDS)?.ok_or(W::MISSING)?;
    Ok((W::read(&word)?, rest))
}

/// An option's value and the numbers played under it, in the order given.
pub struct OptionAndNumbers<W: OptionWord> {
    pub option: W::Value,
    pub numbers: Vec<u64>,
    word: PhantomData<W>,
}

impl<W: OptionWord> OptionAndNumbers<W> {
    /// The position of `option` with `numbers`.
    pub fn new(option: W::Value, numbers: Vec<u64>) -> Self {
        OptionAndNumbers {
            option,
            numbers,
            word: PhantomData,
        }
    }
}

/// Read as `--NAME VALUE NUMBER...` (the option anywhere), measured by the
/// largest number, swept by [`OptionWord::of_size`].
impl<W: OptionWord> Notation for OptionAndNumbers<W> {
    fn parse(words: &[String]) -> Result<Self, String> {
        let (option, rest) = take_option_word::<W>(words)?;
        let numbers = W::read_numbers(&rest)?;
        W::fits(&option, &numbers)?;
        Ok(OptionAndNumbers::new(option, numbers))
    }
    fn size(&self) -> u64 {
        largest(&self.numbers)
    }
    fn of_size(size: u32) -> Vec<Self> {
        W::of_size(size)
    }
}

/// The words [`Notation::parse`] reads back: the option first.
impl<W: OptionWord> fmt::Display for OptionAndNumbers<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_option_and_numbers(f, W::NAME, &self.option, &self.numbers)
    }
}

// By hand, not derived: a derive would ask the word `W` itself (a marker)
// for `Clone`, `Debug` and `Eq`, where only its value needs them.
impl<W: OptionWord> Clone for OptionAndNumbers<W> {
    fn clone(&self) -> Self {
        OptionAndNumbers::new(self.option.clone(), self.numbers.clone())
    }
}

impl<W: OptionWord> fmt::Debug for OptionAndNumbers<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct(W::NAME)
            .field("option", &self.option)
            .field("numbers", &self.numbers)
            .finish()
    }
}

impl<W: OptionWord> PartialEq for OptionAndNumbers<W> {
    fn eq(&self, other: &Self) -> bool {
        self.option == other.option && self.numbers == other.numbers
    }
}

impl<W: OptionWord> Eq for OptionAndNumbers<W> {}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test option: `--n N`, at most as large as the numbers are many.
    struct AtMostCount;

    impl OptionWord for AtMostCount {
        type Value = u64;
        const NAME: &'static str = "--n";
        const NEEDS: &'static str = "a value: a count";
        const MISSING: &'static str = "missing --n N";
        fn read(word: &str) -> Result<u64, String> {
            crate::family::parse_u64(word, "--n")
        }
        fn fits(&n: &u64, numbers: &[u64]) -> Result<(), String> {
            match n as usize <= numbers.len() {
                true => Ok(()),
                false => Err(format!("--n {n}: more than the numbers")),
            }
        }
        fn sweep_values() -> Vec<u64> {
            vec![0, 1]
        }
    }

    type Position = OptionAndNumbers<AtMostCount>;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_option_is_read_anywhere_and_written_first() {
        let p = Position::parse(&words("4 --n 1 5")).unwrap();
        assert_eq!(p, Position::new(1, vec![4, 5]));
        assert_eq!(p.to_string(), "--n 1 4 5");
        assert_eq!(Position::parse(&words("4 --n=2 5")).unwrap().option, 2);
        assert_eq!(Notation::size(&p), 5);
    }

    #[test]
    fn each_error_names_its_word() {
        let err = |text: &str| Position::parse(&words(text)).unwrap_err();
        assert_eq!(err("4 5"), "missing --n N");
        assert_eq!(err("4 --n"), "--n needs a value: a count");
        assert!(err("--n x 4").starts_with("--n: expected a whole number"));
        assert!(err("--n 1 4 y").starts_with("heap 2: expected"));
        assert_eq!(err("--n 3 4"), "--n 3: more than the numbers");
    }

    #[test]
    fn the_default_sweep_tries_each_value_on_one_and_two_heaps() {
        let listed: Vec<String> = Position::of_size(1).iter().map(|p| p.to_string()).collect();
        let expected = [
            "--n 0 1",
            "--n 0 1 0",
            "--n 0 0 1",
            "--n 0 1 1",
            "--n 1 1",
            "--n 1 1 0",
            "--n 1 0 1",
            "--n 1 1 1",
        ];
        assert_eq!(listed, expected);
    }
}
