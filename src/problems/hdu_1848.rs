//! Inputs for hdu-1848 (three heaps, take a Fibonacci number).

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1848::MAX;
use solver::problems::hdu_1848::HEAP_LIMIT;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1848",
    aliases: &[],
    about: "three heaps, take a Fibonacci number: Fibo or Nacci (until 0 0 0)",
    generate,
    validate: crate::validate::hdu_1848::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let (cases, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(1, 4), HEAP_LIMIT),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 4), MAX),
        InputSize::Small => (src.range(1, 4), 15),
        InputSize::Judge => (src.case_count(1, 1000), MAX),
        // Up to the end of the solver's table, which is its stated range.
        InputSize::Huge => (src.range(1_000_000, 2_000_000), HEAP_LIMIT),
    };
    let fibonacci: Vec<u64> = std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a + b)))
        .map(|(a, _)| a)
        .take_while(|&f| f <= max)
        .collect();
    let mut out = String::new();
    for _ in 0..cases {
        let mut heaps = [0u64; 3];
        for h in &mut heaps {
            // Traps: Fibonacci numbers (one move empties the heap) and their
            // neighbours, the ends of the range, and empty heaps.
            *h = match src.range(0, 4) {
                0 | 1 => (src.pick(&fibonacci) + src.range(0, 2))
                    .saturating_sub(1)
                    .min(max),
                2 => *src.pick(&[0, 1, max]),
                _ => src.range(0, max),
            };
            // A heap of 0 is beyond the judge (heaps are 1..1000).
            if !beyond {
                *h = (*h).max(1);
            }
        }
        // `0 0 0` would end the input early.
        if heaps == [0, 0, 0] {
            heaps[2] = src.range(1, max);
        }
        writeln!(out, "{} {} {}", heaps[0], heaps[1], heaps[2]).expect("writing to a String");
    }
    out.push_str("0 0 0\n");
    out.into_bytes()
}
