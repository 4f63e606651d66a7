//! The closed forms the solver uses for two infinite codes, held to the
//! computed table: Lasker's Nim (`4.[3]`, [`crate::lasker_nim::grundy`]) and
//! split into three (`8.[3]`, [`crate::split_into_three::grundy`]). Split
//! into three is held to its own quadratic table
//! ([`crate::split_into_three::table_by_pair_sets`]) for the long run: the
//! octal table computes three-way splits in cubic time, so it is held to
//! that one only on short heaps.
//!
//! Why here: the table is computed from the rules alone, so agreement over a
//! long prefix is evidence for the formula, and Lasker's Nim is also the
//! table's only cheap road past 16-bit values (`G(65535) = 65536`), where the
//! stored width changes. The long runs are `#[ignore]`d: they take seconds
//! in release and minutes in debug. Run them with
//! `cargo test --release -p solver closed_forms -- --ignored`.

use super::{Code, Table};

fn table(code: &str, len: usize) -> Table {
    let mut table = Table::new(Code::parse(code).unwrap());
    table.extend_to(len).unwrap();
    assert_eq!(table.len(), len);
    table
}

/// The first heap of the table where it and the closed form differ.
fn first_difference(table: &Table, closed: fn(u64) -> u128) -> Option<(usize, u32, u128)> {
    table
        .values()
        .iter()
        .enumerate()
        .find(|&(n, g)| u128::from(g) != closed(n as u64))
        .map(|(n, g)| (n, g, closed(n as u64)))
}

#[test]
fn lasker_nim_agrees_with_the_table_on_short_heaps() {
    assert_eq!(
        first_difference(&table("4.[3]", 3000), crate::lasker_nim::grundy),
        None
    );
}

#[test]
fn split_into_three_agrees_with_the_table_on_short_heaps() {
    assert_eq!(
        first_difference(&table("8.[3]", 400), crate::split_into_three::grundy),
        None
    );
}

#[test]
fn a_wrong_closed_form_is_caught() {
    // Lasker's Nim with the swap of 4k + 3 and 4k + 4 left out.
    fn plain(n: u64) -> u128 {
        u128::from(n)
    }
    assert_eq!(
        first_difference(&table("4.[3]", 100), plain),
        Some((3, 4, 3))
    );
}

#[test]
#[ignore = "about 30 s of CPU in release (quadratic), far longer in debug"]
fn lasker_nim_agrees_with_the_table_past_16_bits_to_100_000() {
    let t = table("4.[3]", 100_001);
    assert!(!t.is_narrow(), "G(65535) = 65536 needs the wide table");
    assert_eq!(t.get(65535), Some(65536));
    assert_eq!(first_difference(&t, crate::lasker_nim::grundy), None);
}

/// The first heap where a table of `u64` values and the closed form differ.
fn first_difference_in(values: &[u64], closed: fn(u64) -> u128) -> Option<(usize, u64, u128)> {
    values
        .iter()
        .enumerate()
        .find(|&(n, &g)| u128::from(g) != closed(n as u64))
        .map(|(n, &g)| (n, g, closed(n as u64)))
}

/// The quadratic table of split into three is the octal table's game: the
/// two are computed from the rules in different ways, and the cubic mex is a
/// third.
#[test]
fn split_into_three_tables_agree_with_each_other() {
    let len = if cfg!(debug_assertions) { 800 } else { 2_000 };
    let quadratic = crate::split_into_three::table_by_pair_sets(len - 1);
    let octal: Vec<u64> = table("8.[3]", len).values().iter().map(u64::from).collect();
    assert_eq!(quadratic, octal);
    assert_eq!(quadratic, crate::split_into_three::table_by_mex(len - 1));
}

#[test]
fn split_into_three_agrees_with_the_quadratic_table_to_3000() {
    let values = crate::split_into_three::table_by_pair_sets(3_000);
    assert_eq!(
        first_difference_in(&values, crate::split_into_three::grundy),
        None
    );
}

#[test]
fn a_wrong_split_into_three_closed_form_is_caught() {
    // Lasker's Nim's blocks of four instead of eight.
    let values = crate::split_into_three::table_by_pair_sets(100);
    assert_eq!(
        first_difference_in(&values, crate::lasker_nim::grundy),
        Some((3, 3, 4))
    );
}

#[test]
#[ignore = "quadratic: about 6 s of CPU and 525 MB in release, far longer in debug"]
fn split_into_three_agrees_with_the_quadratic_table_to_100_000() {
    let values = crate::split_into_three::table_by_pair_sets(100_000);
    assert!(
        values.iter().any(|&g| g >= 1 << 16),
        "values pass 2^16, so the pair sets outgrew their first sizes"
    );
    assert_eq!(
        first_difference_in(&values, crate::split_into_three::grundy),
        None
    );
}
