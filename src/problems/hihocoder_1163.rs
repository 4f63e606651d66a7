//! Inputs for hihocoder-1163 (Nim, one position). Inside: `N` up to 100
//! piles of 1 to 10^4 (small inputs now and then at that scale); beyond:
//! empty piles and piles up to `u64::MAX`.

use super::{at_judge_scale, JUDGE_SCALE_COUNT, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hihocoder_1163::{MAX_PILE, MAX_PILES};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hihocoder-1163",
    aliases: &[],
    about: "Nim, one position: Alice or Bob",
    generate,
    validate: crate::validate::hihocoder_1163::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let (n, max) = match size {
        InputSize::Huge => (src.range(1_000_000, 2_000_000), u64::MAX),
        InputSize::Judge => (MAX_PILES, MAX_PILE),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, JUDGE_SCALE_COUNT.min(MAX_PILES)), MAX_PILE),
        InputSize::Small => (src.range(1, 4), 6),
    };
    let mut piles: Vec<u64> = (0..n)
        .map(|_| match src.range(0, 7) {
            0 if beyond => 0,
            1 if wide(size, domain) => *src.pick(&[u64::MAX, 1 << 32, 1 << 31]),
            2 => max,
            _ => src.range(1, max),
        })
        .collect();
    // Trap: a losing position (xor 0) half the time, so both answers occur.
    if n >= 2 && src.one_in(2) {
        let xor = piles[1..].iter().fold(0, |x, p| x ^ p);
        if xor != 0 && (xor <= max || beyond) {
            piles[0] = xor;
        }
    }
    let mut out = format!("{n}\n");
    for (i, p) in piles.iter().enumerate() {
        let sep = if i + 1 == piles.len() { "\n" } else { " " };
        write!(out, "{p}{sep}").expect("writing to a String");
    }
    out.into_bytes()
}
