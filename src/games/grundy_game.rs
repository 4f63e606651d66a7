//! Grundy's game: split one heap into two non-empty heaps of different sizes.
//!
//! Compared: outcome, Grundy value, winning moves (the heap's size and the
//! smaller part; moves from equal heaps are one, as in the oracle's
//! multiset). Laws: a winning move leaves value 0, and each heap's value is
//! the mex of its splits on the solver's table.

use crate::family::vectors_with_max;
use crate::notation::prelude::*;
use grundy_check::Question::*;
use oracle::grundy_game::Split;
use solver::grundy_game::{GrundyMove, Table};

pub struct GrundyGameRules;
pub type GrundyGame = Declared<GrundyGameRules>;

/// Heaps; `Display` and `Arbitrary` as for a list of numbers.
#[derive(Clone, Debug, PartialEq, Eq, arbitrary::Arbitrary)]
pub struct GrundyGamePosition {
    /// Heaps the oracle can search (0 to 20 counters) when generated.
    heaps: Vec<AtMost<20>>,
}

impl GrundyGamePosition {
    pub fn heaps(&self) -> Vec<u64> {
        let mut h: Vec<u64> = self.heaps.iter().map(|h| h.0).take(3).collect();
        if h.is_empty() {
            h.push(0);
        }
        h
    }

    fn of(heaps: Vec<u64>) -> Self {
        GrundyGamePosition {
            heaps: heaps.into_iter().map(AtMost).collect(),
        }
    }
}

impl std::fmt::Display for GrundyGamePosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", join_numbers(&self.heaps()))
    }
}

/// The one variant, with the largest solver's table built for it: a value
/// does not depend on the table's length, so a sweep builds it once, not
/// per position, and grows it for a larger heap.
pub type WithTable = WithState<(), Option<Table>>;

impl Declaration for GrundyGameRules {
    type Position = GrundyGamePosition;
    type Rules = oracle::grundy_game::GrundyGame;
    type Variant = WithTable;
    const NAME: &'static str = "grundy-game";
    const ABOUT: &'static str =
        "Grundy's game: split one heap into two non-empty heaps of different sizes";
    const SYNTAX: &'static str = "HEAP... (e.g. `13 7`)";
    const EXHAUSTIVE_SIZE: u32 = 16;
    const ORACLE_BUDGET: usize = 300_000;

    fn parse(args: &[String]) -> Result<GrundyGamePosition, String> {
        Ok(GrundyGamePosition::of(parse_some_heaps(args)?))
    }
    fn size(p: &GrundyGamePosition) -> u64 {
        p.heaps().into_iter().max().unwrap_or(0)
    }
    fn positions_of_size(size: u32) -> Vec<GrundyGamePosition> {
        vectors_with_max(2, u64::from(size))
            .into_iter()
            .map(GrundyGamePosition::of)
            .collect()
    }
    fn variant(_: &GrundyGamePosition) -> WithTable {
        WithState::new(())
    }
    fn rules(_: &WithTable) -> oracle::grundy_game::GrundyGame {
        oracle::grundy_game::GrundyGame
    }
    fn in_rules(p: &GrundyGamePosition) -> Cow<'_, Vec<u64>> {
        Cow::Owned(oracle::grundy_game::position(&p.heaps()))
    }
    /// The solver's answer for heaps (the oracle's multiset: heaps of 3 or more,
    /// ascending), its moves as the oracle's (heap size, smaller part), each once.
    fn solve(table: &WithTable, heaps: &Vec<u64>) -> Answer<Split> {
        let largest = largest(heaps).max(64);
        table.with(|_, kept| {
            let fits = |t: &Table| t.grundy(largest).is_ok();
            let table = match kept_or_built(kept, fits, || Table::up_to(largest)) {
                Ok(table) => table,
                Err(e) => return failed_on(e, &[Grundy, WinningMoves]),
            };
            let split = |m: &GrundyMove| Split {
                heap: heaps[m.heap],
                smaller: m.smaller,
            };
            let moves = table.winning_moves(heaps).map(|moves| {
                let mut moves: Vec<Split> = moves.iter().map(split).collect();
                moves.sort_unstable();
                moves.dedup();
                moves
            });
            grundy_with_moves(table.grundy_of_heaps(heaps), moves)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::Family;

    #[test]
    fn small_positions_agree() {
        let mut o = Default::default();
        for size in 0..14 {
            for p in GrundyGame::positions_of_size(size) {
                let c = GrundyGame::compare(&p, &mut o);
                assert!(
                    c.discrepancies("grundy-game", &p.to_string()).is_empty(),
                    "{p}: {c:?}"
                );
            }
        }
        let p = GrundyGame::parse(&["13".into(), "7".into()]).unwrap();
        assert_eq!(p.to_string(), "13 7");
    }
}
