//! hdu-1848 by search: each line is three heaps from which a Fibonacci number
//! may be taken, searched as one game.

use super::{Failure, Words, states};
use crate::subtraction::{Subtraction, SubtractionSet};

/// The solver's stated range (its Fibonacci table ends here); a larger heap is
/// an input error on both sides.
pub const HEAP_LIMIT: u64 = 1_000_000;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut positions = Vec::new();
    loop {
        let mut heaps = Vec::new();
        for what in ["the heap m, or 0 0 0 to end", "the heap n", "the heap p"] {
            heaps.push(w.number_between(what, 0, HEAP_LIMIT)?);
        }
        if heaps == [0, 0, 0] {
            break;
        }
        positions.push(heaps);
    }
    w.finish()?;
    let rules = Subtraction {
        set: SubtractionSet::Fibonacci,
    };
    let mut searcher = super::kept::searcher(rules, states());
    let mut out = String::new();
    for heaps in positions {
        let result = searcher
            .analyze(&heaps)
            .map_err(Failure::from)?;
        out.push_str(if result.player_to_move_wins {
            "Fibo\n"
        } else {
            "Nacci\n"
        });
    }
    Ok(out)
}
