//! Misere Nim: Nim where whoever takes the last counter loses.
//!
//! Compared: outcome and the winning moves (heap, size left), in heap order.
//! Misere play has no Sprague-Grundy value, so none is compared. Laws: each
//! winning move leaves a position the solver calls lost; a lost position has
//! no winning move; a won position other than the empty one has one.

use crate::family::{list, Comparison, Family};
use crate::games::nim::{move_text, NimPosition};
use crate::games::outcome_word;
use oracle::search::Searcher;

pub const ORACLE_BUDGET: usize = 200_000;

pub struct MisereNim;

#[derive(Default)]
pub struct MisereNimOracle(Option<Searcher<oracle::nim::Nim>>);

impl Family for MisereNim {
    type Position = NimPosition;
    type Oracle = MisereNimOracle;

    const NAME: &'static str = "misere-nim";
    const ABOUT: &'static str = "misere Nim: take any amount from one heap; last to move loses";
    const SYNTAX: &'static str = "HEAP... (e.g. `1 1 3`)";
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

    fn compare(p: &NimPosition, oracle: &mut MisereNimOracle) -> Comparison {
        let heaps = &p.heaps;
        let searcher = oracle.0.get_or_insert_with(|| {
            Searcher::new(
                oracle::nim::Nim::misere(),
                crate::check::oracle_budget(ORACLE_BUDGET),
            )
        });
        let answer = searcher.analyze(heaps).map_err(|e| e.to_string());

        let wins = solver::nim::misere::first_player_wins(heaps);
        let moves = solver::nim::misere::winning_moves(heaps);

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
                !legal || !solver::nim::misere::first_player_wins(&next),
                || {
                    format!(
                        "after {} the solver says the mover's opponent wins",
                        move_text(m.heap, m.leave)
                    )
                },
            );
        }
        let terminal = heaps.iter().all(|&h| h == 0);
        c.law("loss-has-no-winning-move", wins || moves.is_empty(), || {
            format!("lost, yet moves {moves:?}")
        });
        c.law(
            "win-has-a-winning-move",
            !wins || terminal || !moves.is_empty(),
            || "won, yet no winning move".into(),
        );
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_counter_loses_and_two_ones_win() {
        let mut o = MisereNimOracle::default();
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
