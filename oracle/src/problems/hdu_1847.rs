//! hdu-1847 by search: each `n` is one heap from which a power of two may be
//! taken.

use super::{Failure, Words, states};
use crate::subtraction::{Subtraction, SubtractionSet};

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let mut heaps = Vec::new();
    while !w.at_end() {
        heaps.push(w.number("the number of cards n")?);
    }
    let rules = Subtraction {
        set: SubtractionSet::PowersOfTwo,
    };
    let mut searcher = super::kept::searcher(rules, states());
    let mut out = String::new();
    for n in heaps {
        let result = searcher
            .analyze(&vec![n])
            .map_err(Failure::from)?;
        out.push_str(if result.player_to_move_wins {
            "Kiki\n"
        } else {
            "Cici\n"
        });
    }
    Ok(out)
}
