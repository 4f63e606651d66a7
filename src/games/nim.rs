//! Nim: heaps, take any positive amount from one heap.
//!
//! Compared: outcome, Grundy value, the winning moves (heap, size left) in heap
//! order, and their count (the hdu-1850 answer). Laws: each winning move leaves
//! a position the solver calls lost; a lost position has no winning move, a won
//! one has one; the count equals the list's length.

use crate::family::{join_numbers, list, parse_numbers, vectors_with_max, Comparison, Family};
use crate::games::outcome_word;
use arbitrary::{Arbitrary, Unstructured};
use oracle::search::Searcher;
use std::fmt;

/// States an oracle query may visit for Nim.
pub const ORACLE_BUDGET: usize = 200_000;

/// Heaps of counters. Generated with at most [`NimPosition::MAX_HEAPS`] heaps of
/// at most [`NimPosition::MAX_HEAP`], which the oracle searches in
/// milliseconds; parsed from the command line at any size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimPosition {
    pub heaps: Vec<u64>,
}

impl NimPosition {
    pub const MAX_HEAPS: usize = 4;
    pub const MAX_HEAP: u64 = 7;

    pub fn parse(args: &[String]) -> Result<Self, String> {
        let heaps = parse_numbers(args, |i| format!("heap {}", i + 1))?;
        Ok(NimPosition { heaps })
    }

    /// All positions of 1 to 3 heaps whose largest heap is `size`.
    pub fn of_size(size: u32) -> Vec<Self> {
        vectors_with_max(3, u64::from(size))
            .into_iter()
            .map(|heaps| NimPosition { heaps })
            .collect()
    }
}

impl<'a> Arbitrary<'a> for NimPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let count = u.int_in_range(0..=Self::MAX_HEAPS)?;
        let heaps = (0..count)
            .map(|_| u.int_in_range(0..=Self::MAX_HEAP))
            .collect::<Result<_, _>>()?;
        Ok(NimPosition { heaps })
    }
}

impl fmt::Display for NimPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", join_numbers(&self.heaps))
    }
}

/// A move written as both sides are compared: which heap, what it leaves.
pub fn move_text(heap: usize, leave: u64) -> String {
    format!("heap {heap} to {leave}")
}

pub struct Nim;

#[derive(Default)]
pub struct NimOracle(Option<Searcher<oracle::nim::Nim>>);

impl Family for Nim {
    type Position = NimPosition;
    type Oracle = NimOracle;

    const NAME: &'static str = "nim";
    const ABOUT: &'static str = "Nim: take any amount from one heap; last to move wins";
    const SYNTAX: &'static str = "HEAP... (e.g. `3 4 5`)";
    const EXHAUSTIVE_SIZE: u32 = 12;

    fn parse(args: &[String]) -> Result<NimPosition, String> {
        NimPosition::parse(args)
    }

    fn size(p: &NimPosition) -> u64 {
        p.heaps.iter().copied().max().unwrap_or(0)
    }

    fn positions_of_size(size: u32) -> Vec<NimPosition> {
        NimPosition::of_size(size)
    }

    fn compare(p: &NimPosition, oracle: &mut NimOracle) -> Comparison {
        let heaps = &p.heaps;
        let searcher = oracle.0.get_or_insert_with(|| {
            Searcher::new(
                oracle::nim::Nim::normal(),
                crate::check::oracle_budget(ORACLE_BUDGET),
            )
        });
        let answer = searcher.analyze(heaps).map_err(|e| e.to_string());

        let wins = solver::nim::first_player_wins(heaps);
        let moves = solver::nim::winning_moves(heaps);
        let count = solver::nim::count_winning_moves(heaps);

        let mut c = Comparison::default();
        c.row(
            "outcome",
            Ok(outcome_word(wins)),
            answer
                .as_ref()
                .map(|a| outcome_word(a.player_to_move_wins))
                .map_err(Clone::clone),
        );
        c.row(
            "grundy",
            Ok(solver::nim::grundy(heaps).to_string()),
            answer
                .as_ref()
                .map(|a| a.grundy.map_or("none".into(), |g| g.to_string()))
                .map_err(Clone::clone),
        );
        c.row(
            "winning-moves",
            Ok(list(moves.iter().map(|m| move_text(m.heap, m.leave)))),
            answer
                .as_ref()
                .map(|a| {
                    let mut found: Vec<(usize, u64)> = a
                        .winning_moves
                        .iter()
                        .map(|m| (m.heap, heaps[m.heap] - m.take))
                        .collect();
                    found.sort_unstable();
                    list(found.into_iter().map(|(h, l)| move_text(h, l)))
                })
                .map_err(Clone::clone),
        );
        c.row(
            "winning-move-count",
            Ok(count.to_string()),
            answer
                .as_ref()
                .map(|a| a.winning_moves.len().to_string())
                .map_err(Clone::clone),
        );

        for m in &moves {
            let mut next = heaps.clone();
            let legal = m.heap < next.len() && m.leave < next[m.heap];
            if legal {
                next[m.heap] = m.leave;
            }
            c.law("winning-move-is-legal", legal, || {
                format!("{} is not a move", move_text(m.heap, m.leave))
            });
            c.law(
                "winning-move-leaves-a-loss",
                !legal || !solver::nim::first_player_wins(&next),
                || {
                    format!(
                        "after {} the solver says the mover's opponent wins",
                        move_text(m.heap, m.leave)
                    )
                },
            );
        }
        c.law("loss-has-no-winning-move", wins || moves.is_empty(), || {
            format!("lost, yet moves {moves:?}")
        });
        c.law("win-has-a-winning-move", !wins || !moves.is_empty(), || {
            "won, yet no winning move".into()
        });
        c.law("count-matches-moves", count == moves.len(), || {
            format!("count {count}, moves {}", moves.len())
        });
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_partition_the_small_positions() {
        assert_eq!(NimPosition::of_size(0).len(), 3);
        // Up to 3 heaps with max exactly 2: 1 + (9 - 4) + (27 - 8).
        assert_eq!(NimPosition::of_size(2).len(), 25);
    }

    #[test]
    fn display_round_trips() {
        let p = NimPosition {
            heaps: vec![3, 0, u64::MAX],
        };
        let words: Vec<String> = p.to_string().split(' ').map(String::from).collect();
        assert_eq!(NimPosition::parse(&words).unwrap(), p);
        assert!(NimPosition::parse(&["3".into(), "x".into()])
            .unwrap_err()
            .contains("heap 2"));
    }

    #[test]
    fn agrees_on_a_classic() {
        let c = Nim::compare(
            &NimPosition {
                heaps: vec![3, 4, 5],
            },
            &mut NimOracle::default(),
        );
        assert!(c.discrepancies("nim", "3 4 5").is_empty(), "{c:?}");
        assert_eq!(c.rows[2].solver, Ok("[heap 0 to 1]".to_string()));
    }

    #[test]
    fn huge_heaps_get_laws_but_no_oracle() {
        let c = Nim::compare(
            &NimPosition {
                heaps: vec![u64::MAX, 1],
            },
            &mut NimOracle::default(),
        );
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("nim", "").is_empty());
    }
}
