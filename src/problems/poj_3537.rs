//! Inputs for poj-3537 (Crosses and Crosses: Treblecross on an empty strip).

use super::{at_judge_scale, is_beyond, Domain, InputSize, Problem, Source};
use crate::validate::poj_3537::{MAX, MIN};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "poj-3537",
    aliases: &[],
    about: "Crosses and Crosses, three in a row on a 1 x n strip: 1 or 2 (to end of input)",
    generate,
    validate: crate::validate::poj_3537::validate,
};

/// The lost strips up to 2000, and the `n % 6 == 0` guess's first failure.
const TRAPS: &[u64] = &[
    6, 12, 18, 22, 24, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194, 202,
    282, 290, 302, 356, 1046,
];

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    // (strips, largest n)
    let (strips, max) = match size {
        InputSize::Small if domain == Domain::Beyond && src.one_in(3) => (src.range(1, 4), 2 * MAX),
        InputSize::Small if at_judge_scale(src, size, domain) => (1, MAX),
        InputSize::Small => (if beyond { src.range(1, 3) } else { 1 }, 14),
        InputSize::Judge => (1, MAX),
        // Judge-sized strips, many of them (the judge sends one).
        InputSize::Huge => (src.range(4_000_000, 5_000_000), MAX),
    };
    let mut out = String::new();
    for _ in 0..strips {
        let n = match src.range(0, 2) {
            0 => src.pick(TRAPS) + src.range(0, 2) - 1,
            _ => src.range(MIN, max),
        }
        .clamp(MIN, max);
        writeln!(out, "{n}").expect("writing to a String");
    }
    out.into_bytes()
}
