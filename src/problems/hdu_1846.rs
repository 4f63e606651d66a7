//! Inputs for hdu-1846 (Brave Game: take 1 to m).

use super::{InputSize, Problem, Source};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1846",
    aliases: &[],
    about: "Brave Game, take 1..m from one heap: first or second",
    generate,
};

fn generate(src: &mut dyn Source, size: InputSize) -> Vec<u8> {
    let (cases, max_n, max_m) = match size {
        InputSize::Small => (src.range(1, 5), 40, 6),
        InputSize::Judge => (100, 1000, 1000),
        InputSize::Huge => (src.range(1_000_000, 2_000_000), u64::MAX, u64::MAX),
    };
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let m = src.range(1, max_m);
        // Traps: multiples of m + 1 (losing) and their neighbours; m at u64::MAX.
        let n = match src.range(0, 3) {
            0 => m
                .checked_add(1)
                .and_then(|k| k.checked_mul(src.range(0, 3)))
                .unwrap_or(m)
                .min(max_n),
            _ => src.range(1, max_n),
        };
        writeln!(out, "{n} {m}").expect("writing to a String");
    }
    out.into_bytes()
}
