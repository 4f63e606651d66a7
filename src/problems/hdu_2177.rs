//! Inputs for hdu-2177 (Wythoff, the winning moves). Pairs until `0 0`,
//! aimed at the traps of [`WythoffTraps`] (Fibonacci differences, losing
//! pairs and their neighbours, a zero heap, equal heaps). Inside the judge's
//! constraints `a <= b <= 10^6`, where the float formula is still right;
//! beyond them (`--beyond`, `Huge`) either order and heaps up to 10^9 or
//! u64, where it is not. A generated case is never `0 0` itself, which would
//! end the input early.

use super::wythoff_traps::WythoffTraps;
use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_2177::MAX;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-2177",
    aliases: &[],
    about: "Wythoff, the winning moves, pairs until `0 0`",
    generate,
    validate: crate::validate::hdu_2177::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let (pairs, max) = match size {
        InputSize::Small if !wide(size, domain) && beyond => (src.range(0, 6), 40),
        InputSize::Small if beyond => match src.range(0, 2) {
            0 => (src.range(0, 6), 40),
            1 => (src.range(1, 6), 1_000_000_000),
            _ => (src.range(1, 6), u64::MAX),
        },
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 6), MAX),
        InputSize::Small => (src.range(1, 6), 40),
        InputSize::Judge if beyond => (100_000, 1_000_000_000),
        InputSize::Judge => (src.case_count(1, 100_000), MAX),
        InputSize::Huge => (src.range(1_000_000, 1_500_000), u64::MAX),
    };
    let traps = WythoffTraps::new(max);
    let mut out = String::new();
    for _ in 0..pairs {
        let (a, b) = match traps.pair(src) {
            // The terminator is not a case: ask about 0 1 instead.
            (0, 0) => (0, 1),
            (a, b) if !beyond => (a.min(b), a.max(b)),
            pair => pair,
        };
        writeln!(out, "{a} {b}").expect("writing to a String");
    }
    out.push_str("0 0\n");
    out.into_bytes()
}
