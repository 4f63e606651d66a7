//! Inputs for hdu-1847 (take a power of two from one heap).

use super::{InputSize, Problem, Source};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1847",
    aliases: &[],
    about: "one heap, take a power of two: Kiki or Cici",
    generate,
};

fn generate(src: &mut dyn Source, size: InputSize) -> Vec<u8> {
    let (count, max) = match size {
        InputSize::Small => (src.range(0, 8), 100),
        // Every heap the judge allows, once.
        InputSize::Judge => {
            return (1..=1000)
                .map(|n| format!("{n}\n"))
                .collect::<String>()
                .into_bytes()
        }
        InputSize::Huge => (src.range(1_000_000, 2_000_000), u64::MAX),
    };
    let mut out = String::new();
    for _ in 0..count {
        // Traps: multiples of 3 (the losses) and their neighbours, powers of
        // two (a one-move win) and theirs, and the top of the range.
        let n = match src.range(0, 4) {
            0 => (src.range(0, max / 3) * 3).saturating_add(src.range(0, 2)),
            1 => {
                let top = 63 - u64::from(max.leading_zeros());
                (1u64 << src.range(0, top))
                    .saturating_add(src.range(0, 2))
                    .saturating_sub(1)
            }
            2 => max - src.range(0, 3.min(max)),
            _ => src.range(0, max),
        };
        writeln!(out, "{}", n.min(max)).expect("writing to a String");
    }
    out.into_bytes()
}
