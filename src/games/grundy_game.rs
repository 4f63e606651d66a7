//! Grundy's game: split one heap into two non-empty heaps of different sizes.
//!
//! Compared: outcome, Grundy value, winning moves (the heap's size and the
//! smaller part; moves from equal heaps are one, as in the oracle's
//! multiset). Laws: a winning move leaves value 0, and each heap's value is
//! the mex of its splits on the solver's table.

use crate::family::{list, parse_numbers, vectors_with_max, Comparison, Family};
use oracle::search::Searcher;
use solver::grundy_game::Table;

pub const ORACLE_BUDGET: usize = 300_000;

pub struct GrundyGame;

#[derive(Default)]
pub struct GrundyGameOracle(Option<Searcher<oracle::grundy_game::GrundyGame>>);

/// Heaps; `Display` and `Arbitrary` as for a list of numbers.
#[derive(Clone, Debug, PartialEq, Eq, arbitrary::Arbitrary)]
pub struct GrundyGamePosition {
    heaps: Vec<SmallHeap>,
}

/// A heap the oracle can search (0 to 20 counters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SmallHeap(u64);

impl<'a> arbitrary::Arbitrary<'a> for SmallHeap {
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(SmallHeap(u.int_in_range(0..=20)?))
    }
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
            heaps: heaps.into_iter().map(SmallHeap).collect(),
        }
    }
}

impl std::fmt::Display for GrundyGamePosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: Vec<String> = self.heaps().iter().map(u64::to_string).collect();
        write!(f, "{}", words.join(" "))
    }
}

impl Family for GrundyGame {
    type Position = GrundyGamePosition;
    type Oracle = GrundyGameOracle;

    const NAME: &'static str = "grundy-game";
    const ABOUT: &'static str =
        "Grundy's game: split one heap into two non-empty heaps of different sizes";
    const SYNTAX: &'static str = "HEAP... (e.g. `13 7`)";
    const EXHAUSTIVE_SIZE: u32 = 16;

    fn parse(args: &[String]) -> Result<GrundyGamePosition, String> {
        if args.is_empty() {
            return Err("give at least one heap".into());
        }
        let heaps = parse_numbers(args, |i| format!("heap {}", i + 1))?;
        Ok(GrundyGamePosition::of(heaps))
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

    fn compare(p: &GrundyGamePosition, oracle: &mut GrundyGameOracle) -> Comparison {
        let heaps = p.heaps();
        let mut c = Comparison::default();
        let searcher = oracle.0.get_or_insert_with(|| {
            Searcher::new(
                oracle::grundy_game::GrundyGame,
                crate::check::oracle_budget(ORACLE_BUDGET),
            )
        });
        let answer = searcher
            .analyze(&oracle::grundy_game::position(&heaps))
            .map_err(|e| e.to_string());
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let table = Table::up_to(largest.max(64)).map_err(|e| e.to_string());
        let grundy = table
            .as_ref()
            .map_err(Clone::clone)
            .and_then(|t| t.grundy_of_heaps(&heaps).map_err(|e| e.to_string()));
        let moves = table
            .as_ref()
            .map_err(Clone::clone)
            .and_then(|t| t.winning_moves(&heaps).map_err(|e| e.to_string()));
        c.impartial_rows(&grundy, &answer);
        let text = |(h, s): &(u64, u64)| format!("{h} into {s}+{}", h - s);
        c.row(
            "winning-moves",
            moves.as_ref().map_err(Clone::clone).map(|ms| {
                let mut v: Vec<(u64, u64)> =
                    ms.iter().map(|m| (heaps[m.heap], m.smaller)).collect();
                v.sort();
                v.dedup();
                list(v.iter().map(text))
            }),
            answer.as_ref().map_err(Clone::clone).map(|a| {
                let mut v: Vec<(u64, u64)> = a
                    .winning_moves
                    .iter()
                    .map(|m| (m.heap, m.smaller))
                    .collect();
                v.sort();
                v.dedup();
                list(v.iter().map(text))
            }),
        );
        let Ok(t) = table else { return c };
        if let Ok(ms) = &moves {
            for m in ms {
                let mut next = heaps.clone();
                let h = next.remove(m.heap);
                next.extend([m.smaller, h - m.smaller]);
                let after = t.grundy_of_heaps(&next);
                c.law("winning-move-leaves-a-loss", after == Ok(0), || {
                    format!("after splitting {h} into {}: {after:?}", m.smaller)
                });
            }
        }
        for &h in &heaps {
            let Ok(g) = t.grundy(h) else { continue };
            let options: Vec<u64> = (1..h.div_ceil(2))
                .filter_map(|a| Some(t.grundy(a).ok()? ^ t.grundy(h - a).ok()?))
                .collect();
            let mex = (0..).find(|v| !options.contains(v)).expect("finite");
            c.law("grundy-is-mex-of-options", g == mex, || {
                format!("heap {h}: value {g}, mex {mex}")
            });
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_positions_agree() {
        let mut o = GrundyGameOracle::default();
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
