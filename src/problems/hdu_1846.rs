//! Inputs for hdu-1846 (Brave Game: take 1 to m).

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1846::{MAX, MAX_CASES};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1846",
    aliases: &[],
    about: "Brave Game, take 1..m from one heap: first or second",
    generate,
    validate: crate::validate::hdu_1846::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let (cases, max_n, max_m) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(1, 5), u64::MAX, u64::MAX),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 5), MAX, MAX),
        InputSize::Small => (src.range(1, 5), 40, 6),
        InputSize::Judge => (src.largest(1, MAX_CASES), MAX, MAX),
        InputSize::Huge => (src.range(1_000_000, 2_000_000), u64::MAX, u64::MAX),
    };
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let m = src.range(1, max_m);
        // Traps: multiples of m + 1 (losing) and their neighbours; m at u64::MAX.
        let n = match src.range(0, 3) {
            // Beyond the judge: an empty heap (the smallest loss).
            1 if beyond && src.one_in(3) => 0,
            0 => m
                .checked_add(1)
                .and_then(|k| k.checked_mul(src.range(0, 3)))
                .unwrap_or(m)
                .clamp(1, max_n),
            _ => src.range(1, max_n),
        };
        writeln!(out, "{n} {m}").expect("writing to a String");
    }
    out.into_bytes()
}
