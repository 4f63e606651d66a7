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
    // (lines, largest side)
    let (lines, max) = match size {
        InputSize::Small if domain == Domain::Beyond && src.one_in(3) => (src.range(1, 5), SIDE_LIMIT),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 5), MAX_SIDE),
        InputSize::Small => (src.range(1, 4), 6),
        InputSize::Judge => (src.largest(1, 10_000), MAX_SIDE),
        // Judge sides (the table's cost is the judge's), past the judge only
        // in the strips of width 1 and in the number of lines.
        InputSize::Huge => (src.range(4_000_000, 5_000_000), MAX_SIDE),
    };
    let min = if beyond { 1 } else { MIN_SIDE };
    let mut out = String::new();
    for _ in 0..lines {
        // Traps: the lost sheets 2 x 2, 2 x 3, 3 x 3 (no safe cut), a strip
        // of width 1 (won at once; 1 x 1 has no cut), the largest sheets.
        let (w, h) = match src.range(0, 5) {
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
