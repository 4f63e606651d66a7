//! Inputs for hdu-2177 (Wythoff, the winning moves). Pairs until `0 0`, aimed
//! at the traps of [`WythoffTraps`] (Fibonacci differences, losing pairs and
//! their neighbours, a zero heap, equal heaps), in either order. A generated
//! case is never `0 0` itself, which would end the input early.

use super::wythoff_traps::WythoffTraps;
use super::{InputSize, Problem, Source};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-2177",
    aliases: &[],
    about: "Wythoff, the winning moves, pairs until `0 0`",
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
        let (a, b) = match traps.pair(src) {
            // The terminator is not a case: ask about 0 1 instead.
            (0, 0) => (0, 1),
            pair => pair,
        };
        writeln!(out, "{a} {b}").expect("writing to a String");
    }
    out.push_str("0 0\n");
    out.into_bytes()
}
