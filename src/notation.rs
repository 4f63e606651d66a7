//! Position notations that several games share and that name no game: a
//! list of numbers (heaps, coins on steps), a pair of numbers, an `--option
//! VALUE` before numbers, distinct cells on a line, numbers inside one word;
//! how each is read, written, generated and swept. A game's declaration
//! states its rules and its solver, and takes its position's parsing,
//! printing and sweep from here (its answers from
//! [`crate::answer_builders`]).

use crate::family::{join_numbers, parse_numbers, parse_u64, vectors_with_max};
use arbitrary::{Arbitrary, Unstructured};
use std::fmt;

/// A position as the command line writes it and the sweep lists it: what
/// `notation_items!()` turns into a declaration's `parse`, `size` and
/// `positions_of_size`.
pub trait Notation: Sized {
    /// Reads a position from command-line words (what `Display` writes).
    fn parse(args: &[String]) -> Result<Self, String>;
    /// The size `verify` reports as the largest reached.
    fn size(&self) -> u64;
    /// Every position of exactly `size`, in a fixed order.
    fn of_size(size: u32) -> Vec<Self>;
}

/// The declaration items `parse`, `size` and `positions_of_size` of a game
/// whose position is a [`Notation`]; `notation_items!(parse_named "WHAT")`
/// reads a [`Heaps`] position naming a bad word `WHAT N`.
macro_rules! notation_items {
    () => {
        fn parse(args: &[String]) -> Result<Self::Position, String> {
            <Self::Position as $crate::notation::Notation>::parse(args)
        }
        $crate::notation::notation_items!(size_and_sweep);
    };
    (parse_named $what:expr) => {
        fn parse(args: &[String]) -> Result<Self::Position, String> {
            <Self::Position>::parse_named(args, $what)
        }
        $crate::notation::notation_items!(size_and_sweep);
    };
    (size_and_sweep) => {
        fn size(p: &Self::Position) -> u64 {
            $crate::notation::Notation::size(p)
        }
        fn positions_of_size(size: u32) -> Vec<Self::Position> {
            <Self::Position as $crate::notation::Notation>::of_size(size)
        }
    };
}
pub(crate) use notation_items;

/// The declaration items `variant` and `rules` of a game with one set of
/// rules (`Variant = ()`), `$rules` being them.
macro_rules! unit_variant_items {
    ($rules:expr) => {
        fn variant(_: &Self::Position) {}
        fn rules(_: &()) -> Self::Rules {
            $rules
        }
    };
}
pub(crate) use unit_variant_items;

/// The declaration items of a game whose position is a [`Heaps`] read with
/// `heap N` names, measured by its largest heap and searched by rules whose
/// position is the same `Vec<u64>` (borrowed, not copied): `parse`, `size`,
/// `positions_of_size` and `in_rules`.
macro_rules! heaps_declaration_items {
    () => {
        $crate::notation::notation_items!();
        fn in_rules(p: &Self::Position) -> std::borrow::Cow<'_, Vec<u64>> {
            std::borrow::Cow::Borrowed(&p.heaps)
        }
    };
}
pub(crate) use heaps_declaration_items;

/// A list of numbers: at most `MAX_COUNT` of at most `MAX_VALUE` when
/// generated, any size when parsed; the exhaustive sweep lists 1 to
/// `SWEEP_COUNT` of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps<const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize> {
    pub heaps: Vec<u64>,
}

impl<const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize>
    Heaps<MAX_COUNT, MAX_VALUE, SWEEP_COUNT>
{
    /// Reads heaps, naming a bad word `heap N` (1-based).
    pub fn parse(args: &[String]) -> Result<Self, String> {
        Self::parse_named(args, "heap")
    }

    /// Reads the numbers, naming a bad word `WHAT N` (1-based).
    pub fn parse_named(args: &[String], what: &str) -> Result<Self, String> {
        let heaps = parse_numbers(args, |i| format!("{what} {}", i + 1))?;
        Ok(Heaps { heaps })
    }

    /// All lists of 1 to `SWEEP_COUNT` numbers whose largest is `size`.
    pub fn of_size(size: u32) -> Vec<Self> {
        let all = vectors_with_max(SWEEP_COUNT, u64::from(size)).into_iter();
        all.map(|heaps| Heaps { heaps }).collect()
    }

    /// The largest number, 0 for none: the size `verify` reports.
    pub fn largest(&self) -> u64 {
        largest(&self.heaps)
    }
}

/// Read with `heap N` names, measured by the largest heap.
impl<const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize> Notation
    for Heaps<MAX_COUNT, MAX_VALUE, SWEEP_COUNT>
{
    fn parse(args: &[String]) -> Result<Self, String> {
        Self::parse(args)
    }
    fn size(&self) -> u64 {
        self.largest()
    }
    fn of_size(size: u32) -> Vec<Self> {
        Self::of_size(size)
    }
}

/// Draws the count, then each number in turn.
impl<'a, const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize> Arbitrary<'a>
    for Heaps<MAX_COUNT, MAX_VALUE, SWEEP_COUNT>
{
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let count = u.int_in_range(0..=MAX_COUNT)?;
        let heaps = (0..count).map(|_| u.int_in_range(0..=MAX_VALUE));
        Ok(Heaps {
            heaps: heaps.collect::<Result<_, _>>()?,
        })
    }
}

/// The words [`Heaps::parse`] reads back.
impl<const MAX_COUNT: usize, const MAX_VALUE: u64, const SWEEP_COUNT: usize> fmt::Display
    for Heaps<MAX_COUNT, MAX_VALUE, SWEEP_COUNT>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", join_numbers(&self.heaps))
    }
}

/// A number drawn from `0..=MAX` when generated (a heap the oracle can
/// search), any number when built: an element of a generated list whose
/// own `Arbitrary` draws the length (`Vec<AtMost<MAX>>`). The size hint is
/// the default, so such a list draws as a list of its own newtype did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtMost<const MAX: u64>(pub u64);

impl<'a, const MAX: u64> Arbitrary<'a> for AtMost<MAX> {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(AtMost(u.int_in_range(0..=MAX)?))
    }
}

/// The largest of `numbers`, 0 for none.
pub fn largest(numbers: &[u64]) -> u64 {
    numbers.iter().copied().max().unwrap_or(0)
}

/// At least one heap, each named `heap N` (1-based) when it is not a number.
pub fn parse_some_heaps(args: &[String]) -> Result<Vec<u64>, String> {
    if args.is_empty() {
        return Err("give at least one heap".into());
    }
    parse_numbers(args, |i| format!("heap {}", i + 1))
}

/// Exactly two numbers, named `names` in an error; `takes` says what the
/// game takes when the count is wrong (`wythoff takes exactly two heaps A B`).
pub fn parse_pair(args: &[String], names: [&str; 2], takes: &str) -> Result<(u64, u64), String> {
    match args {
        [a, b] => Ok((parse_u64(a, names[0])?, parse_u64(b, names[1])?)),
        _ => Err(format!("{takes}, found {} word(s)", args.len())),
    }
}

/// Every pair of numbers whose larger is `size`, both orders: `(size, o)`
/// then, for `o < size`, `(o, size)`, for `o` ascending.
pub fn pairs_of_size(size: u32) -> Vec<(u64, u64)> {
    let s = u64::from(size);
    let mut out = Vec::new();
    for other in 0..=s {
        out.push((s, other));
        if other < s {
            out.push((other, s));
        }
    }
    out
}

/// The words of a position written as a list of numbers (the beans in
/// each bottle, the cells of pieces), described once: what [`NumberList`]
/// reads, measures and sweeps.
pub trait ListWords: 'static {
    /// The name of the number at `index` (0-based) in an error; by default
    /// `heap N`, 1-based.
    fn word(index: usize) -> String {
        format!("heap {}", index + 1)
    }
    /// Reads the numbers; by default any numbers, a bad one named by
    /// [`ListWords::word`].
    fn read(words: &[String]) -> Result<Vec<u64>, String> {
        parse_numbers(words, Self::word)
    }
    /// The size `verify` reports; by default the largest number.
    fn size(numbers: &[u64]) -> u64 {
        largest(numbers)
    }
    /// Every list of exactly `size`, in a fixed order.
    fn of_size(size: u32) -> Vec<Vec<u64>>;
}

/// Numbers in the order given, read and written space-separated as the
/// words `W` say.
pub struct NumberList<W: ListWords> {
    pub numbers: Vec<u64>,
    words: std::marker::PhantomData<W>,
}

impl<W: ListWords> NumberList<W> {
    /// The position of `numbers`.
    pub fn new(numbers: Vec<u64>) -> Self {
        NumberList {
            numbers,
            words: std::marker::PhantomData,
        }
    }
}

/// Read, measured and swept as the words say.
impl<W: ListWords> Notation for NumberList<W> {
    fn parse(args: &[String]) -> Result<Self, String> {
        W::read(args).map(NumberList::new)
    }
    fn size(&self) -> u64 {
        W::size(&self.numbers)
    }
    fn of_size(size: u32) -> Vec<Self> {
        W::of_size(size).into_iter().map(NumberList::new).collect()
    }
}

/// The numbers space-separated: what [`parse_numbers`] reads back.
impl<W: ListWords> fmt::Display for NumberList<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", join_numbers(&self.numbers))
    }
}

// By hand, not derived: a derive would ask the marker `W` for them too.
impl<W: ListWords> Clone for NumberList<W> {
    fn clone(&self) -> Self {
        NumberList::new(self.numbers.clone())
    }
}

impl<W: ListWords> fmt::Debug for NumberList<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("NumberList").field(&self.numbers).finish()
    }
}

impl<W: ListWords> PartialEq for NumberList<W> {
    fn eq(&self, other: &Self) -> bool {
        self.numbers == other.numbers
    }
}

impl<W: ListWords> Eq for NumberList<W> {}

/// Every list of exactly `len` numbers from `0..=most`, in odometer order
/// (the last number turns fastest): `(most + 1)^len` lists.
pub fn lists_of_len(len: usize, most: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut numbers = vec![0u64; len];
    loop {
        out.push(numbers.clone());
        let Some(i) = numbers.iter().rposition(|&c| c < most) else {
            break;
        };
        numbers[i] += 1;
        numbers[i + 1..].iter_mut().for_each(|c| *c = 0);
    }
    out
}

/// The words of a position written as two numbers `A B` (two heaps; a heap
/// and a limit), described once: what [`NumberPair`] reads, measures and
/// sweeps.
pub trait PairWords: 'static {
    /// The two numbers' names in an error (`heap A`).
    const NAMES: [&'static str; 2];
    /// What the game takes, said when the count of words is wrong
    /// (`wythoff takes exactly two heaps A B`).
    const TAKES: &'static str;
    /// The size `verify` reports.
    fn size(pair: (u64, u64)) -> u64;
    /// Every pair of exactly `size`, in a fixed order.
    fn of_size(size: u32) -> Vec<(u64, u64)>;
}

/// Two numbers in the order given, read and written `A B`: the position of
/// a game whose rules play on the same pair (borrowed as it is).
pub struct NumberPair<W: PairWords> {
    pub pair: (u64, u64),
    words: std::marker::PhantomData<W>,
}

impl<W: PairWords> NumberPair<W> {
    /// The position `a b`.
    pub fn new(a: u64, b: u64) -> Self {
        NumberPair {
            pair: (a, b),
            words: std::marker::PhantomData,
        }
    }
}

/// Read by [`parse_pair`] with the words' names, measured and swept as the
/// words say.
impl<W: PairWords> Notation for NumberPair<W> {
    fn parse(args: &[String]) -> Result<Self, String> {
        let (a, b) = parse_pair(args, W::NAMES, W::TAKES)?;
        Ok(NumberPair::new(a, b))
    }
    fn size(&self) -> u64 {
        W::size(self.pair)
    }
    fn of_size(size: u32) -> Vec<Self> {
        let pairs = W::of_size(size).into_iter();
        pairs.map(|(a, b)| NumberPair::new(a, b)).collect()
    }
}

/// `A B`: what [`parse_pair`] reads back.
impl<W: PairWords> fmt::Display for NumberPair<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.pair.0, self.pair.1)
    }
}

// By hand, not derived: a derive would ask the marker `W` for them too.
impl<W: PairWords> Clone for NumberPair<W> {
    fn clone(&self) -> Self {
        NumberPair::new(self.pair.0, self.pair.1)
    }
}

impl<W: PairWords> fmt::Debug for NumberPair<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("NumberPair").field(&self.pair).finish()
    }
}

impl<W: PairWords> PartialEq for NumberPair<W> {
    fn eq(&self, other: &Self) -> bool {
        self.pair == other.pair
    }
}

impl<W: PairWords> Eq for NumberPair<W> {}

/// The declaration items of a game whose position is a [`NumberPair`]
/// searched by rules whose position is the same pair (borrowed, not
/// copied): `parse`, `size`, `positions_of_size` and `in_rules`.
macro_rules! pair_declaration_items {
    () => {
        $crate::notation::notation_items!();
        fn in_rules(p: &Self::Position) -> std::borrow::Cow<'_, (u64, u64)> {
            std::borrow::Cow::Borrowed(&p.pair)
        }
    };
}
pub(crate) use pair_declaration_items;

/// One heap of `size`, then the pairs of [`pairs_of_size`]: the sweep of a
/// game checked on one and two heaps.
pub fn one_or_two_heaps(size: u32) -> Vec<Vec<u64>> {
    let pairs = pairs_of_size(size).into_iter().map(|(a, b)| vec![a, b]);
    std::iter::once(vec![u64::from(size)])
        .chain(pairs)
        .collect()
}

/// The positions `make` builds from each variant with each list of
/// numbers, variant by variant: the sweep of a game with several rule sets.
pub fn with_each_variant<V: Clone, P>(
    variants: impl IntoIterator<Item = V>,
    lists: Vec<Vec<u64>>,
    make: impl Fn(V, Vec<u64>) -> P,
) -> Vec<P> {
    let mut out = Vec::new();
    for variant in variants {
        let each = lists.iter().map(|list| make(variant.clone(), list.clone()));
        out.extend(each);
    }
    out
}

/// `NAME VALUE` then the numbers, space-separated: what
/// [`crate::family::take_option`] and [`parse_numbers`] read back.
pub fn write_option_and_numbers(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    value: impl fmt::Display,
    numbers: &[u64],
) -> fmt::Result {
    write!(f, "{name} {value}")?;
    numbers.iter().try_for_each(|n| write!(f, " {n}"))
}

/// Cells of things on a line (`cell of HOLDER N` in an error), no two on
/// one cell; cell 0 is refused unless `zero_is_shared` (the top of a hill,
/// where any number stand).
pub fn parse_cells(
    args: &[String],
    holder: &str,
    zero_is_shared: bool,
) -> Result<Vec<u64>, String> {
    let mut cells: Vec<u64> = Vec::with_capacity(args.len());
    for (i, w) in args.iter().enumerate() {
        let what = format!("cell of {holder} {}", i + 1);
        let cell = parse_u64(w, &what)?;
        if cell == 0 && !zero_is_shared {
            return Err(format!("{what}: cells start at 1, found 0"));
        }
        if cell != 0 && cells.contains(&cell) {
            return Err(format!("{what}: cell {cell} already holds a {holder}"));
        }
        cells.push(cell);
    }
    Ok(cells)
}

/// The cells below `top` chosen by the bits of `mask` (bit `c - 1` for
/// cell `c`), ascending, then `top`: the sets a sweep of cells lists.
pub fn cells_of_mask(mask: u64, top: u64) -> Vec<u64> {
    let mut cells: Vec<u64> = (1..top).filter(|c| mask >> (c - 1) & 1 == 1).collect();
    cells.push(top);
    cells
}

/// Pushes `count` ascending cells onto `cells`, each 1 to `max_gap + 1`
/// above the one before (the first above cell 0), drawn in turn.
pub fn push_gapped_cells(
    u: &mut Unstructured<'_>,
    cells: &mut Vec<u64>,
    count: usize,
    max_gap: u64,
) -> arbitrary::Result<()> {
    let mut last = 0u64;
    for _ in 0..count {
        last += u.int_in_range(0..=max_gap)? + 1;
        cells.push(last);
    }
    Ok(())
}

/// `count` numbers from `range`, drawn in turn.
pub fn draw_numbers(
    u: &mut Unstructured<'_>,
    count: usize,
    range: std::ops::RangeInclusive<u64>,
) -> arbitrary::Result<Vec<u64>> {
    (0..count).map(|_| u.int_in_range(range.clone())).collect()
}

/// Draws whether to reverse `numbers`, and does: a generated list in
/// either order, so that a solver must not rely on sorted input.
pub fn maybe_reversed(u: &mut Unstructured<'_>, numbers: &mut [u64]) -> arbitrary::Result<()> {
    if u.arbitrary::<bool>()? {
        numbers.reverse();
    }
    Ok(())
}

/// Numbers widened for rules that count in `u128` (a move may add to one).
pub fn in_u128(numbers: &[u64]) -> Vec<u128> {
    numbers.iter().map(|&n| u128::from(n)).collect()
}

/// Numbers back in `u64` for a solver, `None` when one does not fit.
pub fn in_u64(numbers: &[u128]) -> Option<Vec<u64>> {
    numbers.iter().map(|&n| u64::try_from(n).ok()).collect()
}

/// `numbers` written inside one word, in order with `separator` between
/// them: the parts of a sum (`staircase:1/0/2`), the heaps a take-and-break
/// move leaves (`3+4`); none is the empty string. Between words,
/// [`join_numbers`].
pub fn numbers_joined(numbers: &[u64], separator: &str) -> String {
    let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
    words.join(separator)
}

/// What a game's declaration file names: the declaration's items, the
/// shared notations and answer builders, and the library and std names
/// every declaration writes (`use crate::notation::prelude::*;`).
pub mod prelude {
    pub use super::{
        cells_of_mask, draw_numbers, in_u128, in_u64, largest, lists_of_len, maybe_reversed,
        one_or_two_heaps, pairs_of_size, parse_cells, parse_pair, parse_some_heaps,
        push_gapped_cells, with_each_variant, write_option_and_numbers, AtMost, Heaps, ListWords,
        Notation, NumberList, NumberPair, PairWords,
    };
    pub(crate) use super::{
        heaps_declaration_items, notation_items, pair_declaration_items, unit_variant_items,
    };
    pub use crate::answer_builders::{
        answer_or_failed, failed_on, failed_on_both, grundy_and_moves, grundy_or_failed,
        grundy_with_moves, kept_or_built, with_counted_moves, Laws,
    };
    pub use crate::declaration::{
        Declaration, Declared, DeclaredCheck, Finish, Found, MoveOrder, MovesAlike, NotAsked,
        OracleNote, OracleRow, Solve, Winner,
    };
    pub use crate::family::{
        join_numbers, list, parse_numbers, parse_u64, take_option, BrokenLaw, Row,
    };
    pub use crate::option_notation::{take_option_word, OptionAndNumbers, OptionWord};
    pub use crate::variant_state::WithState;
    pub use arbitrary::{Arbitrary, Unstructured};
    pub use grundy_check::{Answer, Question};
    pub use std::borrow::Cow;
    pub use std::fmt;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_joined_in_order() {
        assert_eq!(numbers_joined(&[1, 0, 2], "/"), "1/0/2");
        assert_eq!(numbers_joined(&[u64::MAX], "+"), u64::MAX.to_string());
        assert_eq!(numbers_joined(&[], "/"), "");
    }

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn pairs_and_one_or_two_heaps_list_both_orders() {
        assert_eq!(pairs_of_size(0), [(0, 0)]);
        assert_eq!(pairs_of_size(1), [(1, 0), (0, 1), (1, 1)]);
        assert_eq!(
            one_or_two_heaps(1),
            [vec![1], vec![1, 0], vec![0, 1], vec![1, 1]]
        );
    }

    #[test]
    fn a_pair_names_the_bad_word_and_the_count() {
        let takes = "g takes A B";
        assert_eq!(parse_pair(&words("3 5"), ["A", "B"], takes), Ok((3, 5)));
        assert!(parse_pair(&words("3 x"), ["A", "B"], takes)
            .unwrap_err()
            .starts_with("B:"));
        assert_eq!(
            parse_pair(&words("3"), ["A", "B"], takes),
            Err("g takes A B, found 1 word(s)".into())
        );
    }

    /// Test words: the larger number is the size; the sweep lists
    /// [`pairs_of_size`].
    struct TwoHeaps;

    impl PairWords for TwoHeaps {
        const NAMES: [&'static str; 2] = ["heap A", "heap B"];
        const TAKES: &'static str = "g takes A B";
        fn size((a, b): (u64, u64)) -> u64 {
            a.max(b)
        }
        fn of_size(size: u32) -> Vec<(u64, u64)> {
            pairs_of_size(size)
        }
    }

    #[test]
    fn a_number_pair_reads_writes_measures_and_sweeps_as_its_words_say() {
        let p = NumberPair::<TwoHeaps>::parse(&words("7 3")).unwrap();
        assert_eq!(
            (p.pair, p.to_string(), Notation::size(&p)),
            ((7, 3), "7 3".into(), 7)
        );
        assert_eq!(
            NumberPair::<TwoHeaps>::parse(&words("7")),
            Err("g takes A B, found 1 word(s)".into())
        );
        assert!(NumberPair::<TwoHeaps>::parse(&words("x 3"))
            .unwrap_err()
            .starts_with("heap A:"));
        let swept: Vec<(u64, u64)> = NumberPair::<TwoHeaps>::of_size(1)
            .iter()
            .map(|p| p.pair)
            .collect();
        assert_eq!(swept, pairs_of_size(1));
    }

    /// Test words: bottles named from 0, measured by their number.
    struct Bottles;

    impl ListWords for Bottles {
        fn word(index: usize) -> String {
            format!("bottle {index}")
        }
        fn size(numbers: &[u64]) -> u64 {
            numbers.len() as u64
        }
        fn of_size(size: u32) -> Vec<Vec<u64>> {
            lists_of_len(size as usize, 1)
        }
    }

    #[test]
    fn a_number_list_reads_writes_measures_and_sweeps_as_its_words_say() {
        let p = NumberList::<Bottles>::parse(&words("4 0 9")).unwrap();
        assert_eq!((p.to_string(), Notation::size(&p)), ("4 0 9".into(), 3));
        assert!(NumberList::<Bottles>::parse(&words("4 x"))
            .unwrap_err()
            .starts_with("bottle 1:"));
        let swept: Vec<Vec<u64>> = NumberList::<Bottles>::of_size(2)
            .into_iter()
            .map(|p| p.numbers)
            .collect();
        assert_eq!(swept, [[0, 0], [0, 1], [1, 0], [1, 1]]);
        assert_eq!(lists_of_len(0, 3), [Vec::<u64>::new()]);
        assert_eq!(lists_of_len(1, 2), [[0], [1], [2]]);
    }

    #[test]
    fn numbers_are_drawn_in_turn_within_the_range_and_maybe_reversed() {
        let bytes = [3u8, 250, 7, 1];
        let mut u = Unstructured::new(&bytes);
        let mut drawn = draw_numbers(&mut u, 3, 5..=9).unwrap();
        assert_eq!(drawn.len(), 3);
        assert!(drawn.iter().all(|n| (5..=9).contains(n)), "{drawn:?}");
        let before = drawn.clone();
        maybe_reversed(&mut u, &mut drawn).unwrap();
        before
            .iter()
            .rev()
            .zip(&drawn)
            .for_each(|(a, b)| assert_eq!(a, b));
        let mut none = Unstructured::new(&[]);
        assert_eq!(draw_numbers(&mut none, 2, 1..=4).unwrap(), [1, 1]);
    }

    #[test]
    fn at_most_draws_within_its_bound() {
        let bytes = [255u8; 16];
        let mut u = Unstructured::new(&bytes);
        for _ in 0..4 {
            assert!(AtMost::<20>::arbitrary(&mut u).unwrap().0 <= 20);
        }
        let mut none = Unstructured::new(&[]);
        assert_eq!(AtMost::<20>::arbitrary(&mut none).unwrap(), AtMost(0));
    }

    #[test]
    fn cells_refuse_a_shared_cell_and_zero_unless_shared() {
        assert_eq!(
            parse_cells(&words("0 0 3"), "person", true),
            Ok(vec![0, 0, 3])
        );
        assert_eq!(
            parse_cells(&words("0 3"), "piece", false),
            Err("cell of piece 1: cells start at 1, found 0".into())
        );
        assert_eq!(
            parse_cells(&words("3 3"), "piece", false),
            Err("cell of piece 2: cell 3 already holds a piece".into())
        );
        assert_eq!(cells_of_mask(0b101, 4), [1, 3, 4]);
    }
}
