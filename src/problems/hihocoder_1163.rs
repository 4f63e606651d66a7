//! Inputs for hihocoder-1163 (Nim, one position).

use super::{InputSize, Problem, Source};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hihocoder-1163",
    aliases: &[],
    about: "Nim, one position: Alice or Bob",
    generate,
};

fn generate(src: &mut dyn Source, size: InputSize) -> Vec<u8> {
    let (n, max) = match size {
        InputSize::Small => (src.range(1, 4), 6),
        InputSize::Judge => (100, 10_000),
        InputSize::Huge => (src.range(1_000_000, 2_000_000), u64::MAX),
    };
    let mut piles: Vec<u64> = (0..n).map(|_| src.range(1, max)).collect();
    // Trap: a losing position (xor 0) half the time, so both answers occur.
    if n >= 2 && src.one_in(2) {
        let xor = piles[1..].iter().fold(0, |x, p| x ^ p);
        if xor != 0 && xor <= max {
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
