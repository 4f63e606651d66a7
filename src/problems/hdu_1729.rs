//! Inputs for hdu-1729 (boxes filled by at most the square of their stones).

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1729::{MAX_BOXES, MAX_CAPACITY};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1729",
    aliases: &[],
    about: "Stone Game, add at most c^2 stones to a box of capacity s: Yes or No (until 0)",
    generate,
    validate: crate::validate::hdu_1729::validate,
};

/// The largest `t` with `t + t^2 < s`: the count from which one move can no
/// longer fill the box, and below which the box plays as one of capacity `t`.
fn threshold(s: u64) -> u64 {
    let mut t = s.isqrt();
    while t > 0 && u128::from(t) + u128::from(t) * u128::from(t) >= u128::from(s) {
        t -= 1;
    }
    t
}

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    // (cases, boxes per case at most, largest capacity)
    let (cases, most, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(1, 3), 4, u64::MAX),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 3), 6, MAX_CAPACITY),
        InputSize::Small => (src.range(1, 3), 3, 9),
        InputSize::Judge => (src.largest(1, 2_000), MAX_BOXES, MAX_CAPACITY),
        InputSize::Huge => (src.range(16_000, 20_000), MAX_BOXES, u64::MAX),
    };
    let mut out = String::new();
    for _ in 0..cases {
        let n = if size == InputSize::Small { src.range(1, most) } else { most };
        writeln!(out, "{n}").expect("writing to a String");
        for _ in 0..n {
            let s = src.range(if beyond { 0 } else { 1 }, max);
            let t = threshold(s);
            // Traps: the threshold itself (worth 0) and its neighbours, where
            // the recursion turns; empty and full boxes; capacities just
            // past `t + t^2`.
            let c = match src.range(0, 5) {
                0 => t,
                1 => (t + 1).min(s),
                2 => t.saturating_sub(src.range(1, 2)),
                3 => *src.pick(&[0, s]),
                _ => src.range(0, s),
            };
            writeln!(out, "{s} {c}").expect("writing to a String");
        }
    }
    out.push_str("0\n");
    out.into_bytes()
}
