//! hdu-1536 by search: each case's set is the rules, each of its positions a
//! list of heaps searched as one game.

use super::{budget, Failure, Words, states};
use crate::subtraction::{Subtraction, SubtractionSet};

struct Case {
    members: Vec<u64>,
    positions: Vec<Vec<u64>>,
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut cases = Vec::new();
    loop {
        let k = w.number("the size of the set k, or 0 to end")?;
        if k == 0 {
            break;
        }
        let mut members = Vec::new();
        for _ in 0..k {
            members.push(w.number_between("a member of the set", 1, u64::MAX)?);
        }
        let m = w.number_between("the number of positions m", 1, u64::MAX)?;
        let mut positions = Vec::new();
        for _ in 0..m {
            let l = w.number("the number of heaps l")?;
            let mut heaps = Vec::new();
            for _ in 0..l {
                heaps.push(w.number("a heap size")?);
            }
            positions.push(heaps);
        }
        cases.push(Case { members, positions });
    }
    w.finish()?;
    let mut out = String::new();
    for case in cases {
        let rules = Subtraction {
            set: SubtractionSet::Finite(case.members),
        };
        let mut searcher = super::kept::searcher(rules, states());
        for heaps in &case.positions {
            searcher.set_budget(budget::for_length(heaps.len()));
            let result = searcher
                .analyze(heaps)
                .map_err(Failure::from)?;
            out.push(if result.player_to_move_wins { 'W' } else { 'L' });
        }
        out.push('\n');
    }
    Ok(out)
}
