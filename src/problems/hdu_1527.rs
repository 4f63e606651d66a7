//! Inputs for hdu-1527 (poj-1067: Wythoff, win or lose). Pairs in either
//! order until the end of input, aimed at the traps of [`WythoffTraps`]: the
//! differences where the floating-point formula breaks (the judge's 10^9
//! reaches F40 = 102334155 and a few more; small inputs aim there one time in
//! four, so a float solution fails within a default run), losing pairs and
//! their neighbours. Beyond the judge: no pair at all, heaps up to u64.

use super::wythoff_traps::WythoffTraps;
use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1527::MAX;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1527",
    aliases: &["poj-1067"],
    about: "Wythoff, win or lose, pairs until end of input: 1 or 0",
    generate,
    validate: crate::validate::hdu_1527::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let (pairs, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(0, 6), u64::MAX),
        InputSize::Small if beyond => (src.range(0, 6), 40),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 6), MAX),
        InputSize::Small => (src.range(1, 6), 40),
        InputSize::Judge if beyond => (100_000, u64::MAX),
        InputSize::Judge => (src.case_count(1, 100_000), MAX),
        InputSize::Huge => (src.range(1_000_000, 1_500_000), u64::MAX),
    };
    let traps = WythoffTraps::new(max);
    let mut out = String::new();
    for _ in 0..pairs {
        let (a, b) = traps.pair(src);
        writeln!(out, "{a} {b}").expect("writing to a String");
    }
    out.into_bytes()
}
