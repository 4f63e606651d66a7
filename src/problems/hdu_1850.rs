//! Inputs for hdu-1850 (Nim: how many first moves win).

use super::{at_judge_scale, JUDGE_SCALE_COUNT, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1850::{MAX_PILE, MAX_PILES, MIN_PILES};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1850",
    aliases: &[],
    about: "Nim, count the winning first moves (cases until M = 0)",
    generate,
    validate: crate::validate::hdu_1850::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let (cases, piles, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(1, 3), (1, 3), u64::MAX),
        InputSize::Small if beyond => (src.range(1, 3), (1, 4), 7),
        InputSize::Small if at_judge_scale(src, size, domain) => {
            (src.range(1, 3), (MIN_PILES, JUDGE_SCALE_COUNT), MAX_PILE)
        }
        InputSize::Small => (src.range(1, 3), (2, 4), 7),
        InputSize::Judge => (src.largest(1, 10), (MAX_PILES, MAX_PILES), MAX_PILE),
        InputSize::Huge => (src.range(3, 6), (300_000, 600_000), u64::MAX),
    };
    let mut out = String::new();
    for _ in 0..cases {
        let m = src.range(piles.0, piles.1);
        let heaps: Vec<u64> = match src.range(0, 3) {
            // Every pile shares the top bit: with M odd the xor has it too, and
            // every pile is a winning move.
            0 => {
                let bit = src.range(0, 63 - u64::from(max.leading_zeros()));
                let low = 1u64 << bit;
                let high = low.saturating_mul(2).saturating_sub(1).min(max);
                (0..m).map(|_| src.range(low, high)).collect()
            }
            // Copies of a few values: equal piles are different moves.
            1 => {
                let few: Vec<u64> = (0..3).map(|_| src.range(1, max)).collect();
                (0..m).map(|_| *src.pick(&few)).collect()
            }
            _ => (0..m).map(|_| src.range(1, max)).collect(),
        };
        let mut heaps = heaps;
        // A loss (xor 0, count 0) when the last pile can make it one.
        if src.one_in(3) {
            let rest = heaps[1..].iter().fold(0, |x, h| x ^ h);
            if rest != 0 && rest <= max {
                heaps[0] = rest;
            }
        }
        let line: Vec<String> = heaps.iter().map(u64::to_string).collect();
        writeln!(out, "{m}\n{}", line.join(" ")).expect("writing to a String");
    }
    out.push_str("0\n");
    out.into_bytes()
}
