//! Inputs for hdu-1907 (misere Nim: John or Brother).

use super::{InputSize, Problem, Source};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1907",
    aliases: &["poj-3480"],
    about: "misere Nim, taking the last loses: John or Brother",
    generate,
};

fn generate(src: &mut dyn Source, size: InputSize) -> Vec<u8> {
    let (cases, most_piles, max) = match size {
        InputSize::Small => (src.range(1, 5), 4, 5),
        InputSize::Judge => (474, 47, 4747),
        InputSize::Huge => (src.range(2_000, 4_000), 1_000, u64::MAX),
    };
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let n = src.range(1, most_piles);
        // Traps: all piles 1 (the answer flips with their parity, against
        // normal Nim); all 1 but one (John always wins); xor 0 with piles of
        // 1 among bigger ones (normal play again).
        let mut piles: Vec<u64> = match src.range(0, 3) {
            0 => vec![1; n as usize],
            1 => {
                let mut p = vec![1; n as usize];
                p[src.range(0, n - 1) as usize] = src.range(2, max);
                p
            }
            _ => (0..n).map(|_| src.range(1, max)).collect(),
        };
        if piles.len() >= 2 && src.one_in(3) {
            let rest = piles[1..].iter().fold(0, |x, h| x ^ h);
            if rest != 0 && rest <= max {
                piles[0] = rest;
            }
        }
        let line: Vec<String> = piles.iter().map(u64::to_string).collect();
        writeln!(out, "{}\n{}", piles.len(), line.join(" ")).expect("writing to a String");
    }
    out.into_bytes()
}
