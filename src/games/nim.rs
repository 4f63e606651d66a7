//! Nim: heaps, take any positive amount from one heap. Compared: outcome,
//! Grundy value, the winning moves (heap, size left) and their count (the
//! hdu-1850 answer), with `grundy_check`'s laws over the oracle's rules.

use crate::notation::prelude::*;
use oracle::nim::Take;

/// Heaps of counters: at most 4 of at most 7 when generated (1 to 3 in the
/// sweep), any size when parsed.
pub type NimPosition = Heaps<4, 7, 3>;

/// A solver's move in the rules' terms: a move that takes nothing (or from a
/// heap that is not there) is illegal, as the solver's move was.
pub fn take_of(heaps: &[u64], heap: usize, leave: u64) -> Take {
    let take = heaps.get(heap).map_or(0, |&h| h.saturating_sub(leave));
    Take { heap, take }
}

pub struct NimGame;
pub type Nim = Declared<NimGame>;

impl Declaration for NimGame {
    type Position = NimPosition;
    type Rules = oracle::nim::Nim;
    type Variant = ();
    const NAME: &'static str = "nim";
    const ABOUT: &'static str = "Nim: take any amount from one heap; last to move wins";
    const SYNTAX: &'static str = "HEAP... (e.g. `3 4 5`)";
    const EXHAUSTIVE_SIZE: u32 = 12;
    const ORACLE_BUDGET: usize = 200_000;

    heaps_declaration_items!();
    unit_variant_items!(oracle::nim::Nim::normal());
    fn solve(_: &(), heaps: &Vec<u64>) -> Answer<Take> {
        let moves = solver::nim::winning_moves(heaps).into_iter();
        Answer::winner(solver::nim::first_player_wins(heaps))
            .with_grundy(solver::nim::grundy(heaps))
            .with_moves(moves.map(|m| take_of(heaps, m.heap, m.leave)).collect())
            .with_count(solver::nim::count_winning_moves(heaps) as u64)
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|_, heaps| {
            Answer::winner(solver::nim::first_player_wins(heaps))
                .with_grundy(solver::nim::grundy(heaps))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;

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
            &mut Default::default(),
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
            &mut Default::default(),
        );
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("nim", "").is_empty());
    }
}
