//! Inputs for hdu-1907 (misere Nim: John or Brother).

use super::{at_judge_scale, JUDGE_SCALE_COUNT, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1907::{MAX_CASES, MAX_PILE, MAX_PILES};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1907",
    aliases: &["poj-3480"],
    about: "misere Nim, taking the last loses: John or Brother",
    generate,
    validate: crate::validate::hdu_1907::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let (cases, most_piles, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => {
            (src.range(1, 5), 4, u64::MAX)
        }
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 5), JUDGE_SCALE_COUNT.min(MAX_PILES), MAX_PILE),
        InputSize::Small => (src.range(1, 5), 4, 5),
        InputSize::Judge => (src.largest(1, MAX_CASES), MAX_PILES, MAX_PILE),
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
