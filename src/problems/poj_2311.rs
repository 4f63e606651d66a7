//! Inputs for poj-2311 (Cutting Game: first to cut out a 1 x 1 wins).

use super::{at_judge_scale, is_beyond, Domain, InputSize, Problem, Source};
use crate::validate::poj_2311::{MAX_SIDE, MIN_SIDE};
use solver::cutting_game::SIDE_LIMIT;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "poj-2311",
    aliases: &[],
    about: "Cutting Game, first to cut out a 1 x 1 wins: WIN or LOSE (to end of input)",
    generate,
    validate: crate::validate::poj_2311::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    // At the judge's scale one line (`bound_at`) has a side at the judge's
    // bound: a table one short of it fails there and nowhere else.
    let mut bound_at = None;
    // (lines, largest side)
    let (lines, max) = match size {
        InputSize::Small if domain == Domain::Beyond && src.one_in(3) => (src.range(1, 5), SIDE_LIMIT),
        InputSize::Small if at_judge_scale(src, size, domain) => {
            let lines = src.range(1, 5);
            bound_at = Some(src.range(0, lines - 1));
            (lines, MAX_SIDE)
        }
        InputSize::Small => (src.range(1, 4), 6),
        InputSize::Judge => (src.case_count(1, 10_000), MAX_SIDE),
        // Judge sides (the table's cost is the judge's), past the judge only
        // in the strips of width 1 and in the number of lines.
        InputSize::Huge => (src.range(4_000_000, 5_000_000), MAX_SIDE),
    };
    let min = if beyond { 1 } else { MIN_SIDE };
    let mut out = String::new();
    for i in 0..lines {
        // Traps: the lost sheets 2 x 2, 2 x 3, 3 x 3 (no safe cut), a strip
        // of width 1 (won at once; 1 x 1 has no cut), the largest sheets.
        let (w, h) = match src.range(0, 5) {
            _ if bound_at == Some(i) => (max, src.range(min, max)),
            0 => *src.pick(&[(2, 2), (2, 3), (3, 2), (3, 3), (4, 2)]),
            1 if beyond => (1, src.range(1, max)),
            2 => (max, src.range(min, max)),
            _ => (src.range(min, max), src.range(min, max)),
        };
        let (w, h) = if src.one_in(2) { (w, h) } else { (h, w) };
        writeln!(out, "{w} {h}").expect("writing to a String");
    }
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_input_at_the_judges_scale_has_a_side_at_the_bound() {
        let mut at_scale = 0;
        for seed in 0..400 {
            let input = PROBLEM.generate_seeded(seed, InputSize::Small, Domain::Inside);
            let sides: Vec<u64> = String::from_utf8(input)
                .unwrap()
                .split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect();
            // Past 6 only at the judge's scale.
            if sides.iter().any(|&s| s > 6) {
                at_scale += 1;
                assert!(sides.contains(&MAX_SIDE), "seed {seed}: {sides:?}");
            }
        }
        assert!(at_scale > 50, "{at_scale} inputs at the judge's scale");
    }
}
