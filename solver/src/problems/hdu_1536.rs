//! hdu-1536 — S-Nim: cases until a `0`. A case: `k s_1..s_k`, the subtraction
//! set (any order, repeats allowed); `m`; then `m` positions `l h_1..h_l`. A
//! move removes a member of the set from one heap. One line per case: `W`
//! (the player to move wins) or `L` for each position, in order.
//!
//! How a heap is answered, per case:
//! - up to [`QUICK_LIMIT`]: from the Grundy values computed by their
//!   definition ([`Sequence`]), only as far as the largest such heap asked;
//! - past it, from a period certified within the first [`QUICK_TERMS`]
//!   values, when the set has one (sought once per case);
//! - otherwise up to [`TABLE_LIMIT`] from the values computed by their
//!   definition (at most `TABLE_LIMIT` values times the members: a
//!   fraction of a second);
//! - past it: from the period of the set certified by
//!   [`SubtractionSet::finite`], sought once per case, when the first such heap
//!   appears. Sets of many members can repeat only after more values than can
//!   be certified (100 random members up to 10^4 show no period within the
//!   first 2^24 values, and need seconds to find that out). Then that heap is
//!   refused with [`InputError::Unanswerable`] at its token, naming why:
//!   never guessed, and not called invalid (the input is valid; the oracle
//!   may well answer it, so the harness takes no verdict from this refusal).
//!
//! Ranges: `k` from 1 (`0` ends the input); members from 1 (removing nothing
//! is no move) to `u64::MAX`; `m` from 1 (no positions would print an empty
//! line); `l` from 0 (no heaps: no move, `L`); heaps any `u64`.

use crate::io::{InputError, Tokens};
use crate::periodic::{PeriodError, Periodic, Sequence};
use crate::subtraction::SubtractionSet;
use std::io::{BufRead, Write};

/// Heaps up to this are answered from values computed one by one.
pub const TABLE_LIMIT: u64 = 1 << 20;

/// Heaps up to this are answered from the table without looking for a
/// period first (the judge's heaps go to 10^4).
pub const QUICK_LIMIT: u64 = 1 << 14;

/// How many values the first look for a period may compute: an eighth of
/// the table it spares when it succeeds, and little lost when it fails.
/// Sets whose period shows early (few members, or multiples of one number)
/// then cost nothing at any heap; a hundred random members cost the table.
pub const QUICK_TERMS: usize = 1 << 17;

/// One case's game: its set, the values computed so far, and its periods
/// once heaps past [`QUICK_LIMIT`] and [`TABLE_LIMIT`] have needed them.
struct Game {
    members: Vec<u64>,
    table_limit: u64,
    table: Sequence,
    /// The first, cheap look for a period: `None` before it, then its
    /// result (`None` when it found none within [`QUICK_TERMS`]).
    quick: Option<Option<Periodic>>,
    period: Option<Result<SubtractionSet, PeriodError>>,
}

impl Game {
    fn new(members: Vec<u64>, table_limit: u64) -> Self {
        let table = Sequence::new(&members).expect("members are positive");
        Game {
            members,
            table_limit,
            table,
            quick: None,
            period: None,
        }
    }

    fn grundy(&mut self, heap: u64) -> Result<u64, PeriodError> {
        if heap <= self.table_limit.min(QUICK_LIMIT) {
            return Ok(self.table.value(heap as usize));
        }
        let members = &self.members;
        let quick = self
            .quick
            .get_or_insert_with(|| Periodic::subtraction(members, QUICK_TERMS).ok());
        if let Some(periodic) = quick {
            return Ok(periodic.value(heap));
        }
        if heap <= self.table_limit {
            return Ok(self.table.value(heap as usize));
        }
        match self
            .period
            .get_or_insert_with(|| SubtractionSet::finite(members))
        {
            Ok(set) => Ok(set.grundy(heap).expect("a finite set answers every heap")),
            Err(e) => Err(e.clone()),
        }
    }
}

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    solve_with_table_limit(input, output, TABLE_LIMIT)
}

/// [`solve`] with heaps past `table_limit` instead of [`TABLE_LIMIT`]
/// answered by the certified period, so that tests can hold that path to the
/// oracle with heaps small enough for it.
pub fn solve_with_table_limit(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    table_limit: u64,
) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    let mut line = Vec::new();
    loop {
        let k = t.u64("the size of the set k (0 ends the input)")?;
        if k == 0 {
            break;
        }
        let mut members = Vec::new();
        for _ in 0..k {
            members.push(t.u64_in("a member of the set", 1, u64::MAX)?);
        }
        let mut game = Game::new(members, table_limit);
        let m = t.u64_in("the number of positions m", 1, u64::MAX)?;
        line.clear();
        for _ in 0..m {
            let l = t.u64("the number of heaps l")?;
            let mut xor = 0;
            for _ in 0..l {
                let heap = t.u64("a heap size")?;
                xor ^= game.grundy(heap).map_err(|e| {
                    t.unanswerable_last(format!(
                        "heap {heap}: past the direct table (up to {table_limit}) and the set's period is not certified ({e})"
                    ))
                })?;
            }
            line.push(if xor != 0 { b'W' } else { b'L' });
        }
        line.push(b'\n');
        output.write_all(&line)?;
    }
    t.expect_end()
}

#[cfg(test)]
mod tests {
    use super::TABLE_LIMIT;
    use crate::problems::{find, run};

    #[test]
    fn a_set_of_one_is_parity() {
        // S = {1}: a heap is worth its parity, so two odd heaps lose.
        let p = find("hdu-1536").unwrap();
        assert_eq!(
            run(p, b"1 1\n3\n1 0\n1 3\n2 1 3\n0\n").unwrap(),
            b"LWL\n"
        );
    }

    #[test]
    fn repeats_order_and_empty_positions() {
        let p = find("hdu-1536").unwrap();
        // {5, 2} written with repeats and out of order is the sample's set.
        assert_eq!(
            run(p, b"5 5 2 5 2 2\n4\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n0").unwrap(),
            b"LWWL\n"
        );
    }

    #[test]
    fn table_and_period_meet() {
        // Heaps on both sides of the table's end, under a set whose period is
        // 22 from 0 ({2, 5, 7}): h and h + 22 * j have the same value.
        let p = find("hdu-1536").unwrap();
        let (a, b) = (TABLE_LIMIT, TABLE_LIMIT + 22 * 1_000_000);
        let input = format!("3 2 5 7\n4\n1 {a}\n1 {b}\n2 {a} {b}\n1 {}\n0\n", u64::MAX);
        let out = String::from_utf8(run(p, input.as_bytes()).unwrap()).unwrap();
        let one = &out[..1];
        assert_eq!(&out[..3], format!("{one}{one}L"));
    }

    /// Past QUICK_LIMIT a heap is answered by the quick period where the
    /// set has one ({2, 5, 7}: 22), by the table where it has none within
    /// QUICK_TERMS (thirty members spread to 9,000), both held to the
    /// values computed by their definition.
    #[test]
    fn quick_period_and_table_past_the_quick_limit() {
        use crate::periodic::Sequence;
        let p = find("hdu-1536").unwrap();
        let spread: Vec<u64> = (0..30u64).map(|i| 1 + (i * i * 7919) % 9000).collect();
        assert!(crate::periodic::Periodic::subtraction(&spread, super::QUICK_TERMS).is_err());
        for set in [vec![2u64, 5, 7], spread] {
            let heaps: Vec<u64> = (0..40u64).map(|i| super::QUICK_LIMIT - 3 + i * 997).collect();
            let mut reference = Sequence::new(&set).unwrap();
            let expected: String = heaps
                .iter()
                .map(|&h| if reference.value(h as usize) != 0 { 'W' } else { 'L' })
                .collect();
            let words: Vec<String> = set.iter().map(u64::to_string).collect();
            let mut input = format!("{} {}\n{}\n", set.len(), words.join(" "), heaps.len());
            for h in &heaps {
                input.push_str(&format!("1 {h}\n"));
            }
            input.push_str("0\n");
            let out = run(p, input.as_bytes()).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), format!("{expected}\n"), "{set:?}");
        }
    }

    #[test]
    fn uncertified_period_is_a_refusal_at_the_heap() {
        let p = find("hdu-1536").unwrap();
        // A member past half the term limit: no period can be certified.
        let input = format!("1 10000000\n2\n1 999\n2 0 {}\n0\n", TABLE_LIMIT + 1);
        let e = run(p, input.as_bytes()).unwrap_err();
        // A refusal, not a verdict that the input is invalid.
        assert!(matches!(e, crate::io::InputError::Unanswerable { .. }), "{e:?}");
        let e = e.to_string();
        assert!(
            e.starts_with("line 4, column 5 (token 8): past what the solver can answer: heap 1048577"),
            "{e}"
        );
        assert!(e.contains("no period certified"), "{e}");
        let e = run(p, b"1 0\n1\n1 1\n0").unwrap_err().to_string();
        assert!(e.contains("expected a member of the set from 1 to"), "{e}");
        let e = run(p, b"1 1\n0\n0").unwrap_err().to_string();
        assert!(
            e.contains("expected the number of positions m from 1"),
            "{e}"
        );
    }
}
