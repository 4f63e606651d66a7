//! Inputs for hdu-1527 (poj-1067: Wythoff, win or lose). Pairs in either
//! order until the end of input, aimed at the traps of [`WythoffTraps`]: the
//! Fibonacci differences from F40 on, where the floating-point formula breaks
//! (Judge reaches 10^9 and so 102334155; Huge reaches u64), losing pairs and
//! their neighbours.

use super::wythoff_traps::WythoffTraps;
use super::{InputSize, Problem, Source};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1527",
    aliases: &["poj-1067"],
    about: "Wythoff, win or lose, pairs until end of input: 1 or 0",
    generate,
};

fn generate(src: &mut dyn Source, size: InputSize) -> Vec<u8> {
    let (pairs, max) = match size {
        InputSize::Small => (src.range(0, 6), 40),
        InputSize::Judge => (100_000, 1_000_000_000),
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
