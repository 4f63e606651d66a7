//! Misere Nim: Nim where whoever takes the last counter loses. Compared:
//! outcome and the winning moves (heap, size left); misere play has no
//! Sprague-Grundy value. The laws are `grundy_check`'s over the rules.

use crate::games::nim::{take_of, NimPosition};
use crate::notation::prelude::*;
use oracle::nim::Take;

pub struct MisereNimGame;
pub type MisereNim = Declared<MisereNimGame>;

impl Declaration for MisereNimGame {
    type Position = NimPosition;
    type Rules = oracle::nim::Nim;
    type Variant = ();
    const NAME: &'static str = "misere-nim";
    const ABOUT: &'static str = "misere Nim: take any amount from one heap; last to move loses";
    const SYNTAX: &'static str = "HEAP... (e.g. `1 1 3`)";
    const EXHAUSTIVE_SIZE: u32 = 12;
    const ORACLE_BUDGET: usize = 200_000;

    heaps_declaration_items!();
    unit_variant_items!(oracle::nim::Nim::misere());
    fn solve(_: &(), heaps: &Vec<u64>) -> Answer<Take> {
        let moves = solver::nim::misere::winning_moves(heaps).into_iter();
        Answer::winner(solver::nim::misere::first_player_wins(heaps))
            .with_moves(moves.map(|m| take_of(heaps, m.heap, m.leave)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;

    #[test]
    fn one_counter_loses_and_two_ones_win() {
        let mut o = Default::default();
        for heaps in [vec![1], vec![1, 1], vec![2, 2], vec![5, 1, 1], vec![]] {
            let c = MisereNim::compare(
                &NimPosition {
                    heaps: heaps.clone(),
                },
                &mut o,
            );
            assert!(
                c.discrepancies("misere-nim", "").is_empty(),
                "{heaps:?}: {c:?}"
            );
        }
        let c = MisereNim::compare(&NimPosition { heaps: vec![1] }, &mut o);
        assert_eq!(c.rows[0].solver, Ok("second player wins".into()));
    }
}
