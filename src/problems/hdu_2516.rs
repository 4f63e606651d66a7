//! Inputs for hdu-2516 (Fibonacci nim). Heaps until `0`, aimed at the
//! Fibonacci numbers (the only lost openings) and their neighbours, sums of
//! two Fibonacci numbers (whose smallest Zeckendorf term is large), and the
//! ends of the judge's range, 2 and `2^31 - 1` (one small input in four aims
//! there, so a Fibonacci table in 32-bit integers overflows within a default
//! run). Beyond the judge: 1 (no legal first move; answered `Second win`, see
//! the solver's module), no heap at all, and u64 values up to `u64::MAX` and
//! F93.

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_2516::{MAX, MIN};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-2516",
    aliases: &[],
    about: "Fibonacci nim, heaps until `0`: First win or Second win",
    generate,
    validate: crate::validate::hdu_2516::validate,
};

/// 1, 2, 3, 5, 8, ... up to `max`.
fn fibonacci_up_to(max: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let (mut f, mut g) = (1u64, 2u64);
    while f <= max {
        out.push(f);
        let Some(next) = f.checked_add(g) else { break };
        (f, g) = (g, next);
    }
    out
}

/// A heap in `lo..=max` worth asking about.
fn heap(src: &mut dyn Source, fibonacci: &[u64], lo: u64, max: u64) -> u64 {
    let any_fibonacci = |src: &mut dyn Source| *src.pick(fibonacci);
    let n = match src.range(0, 6) {
        0 | 1 => any_fibonacci(src),
        2 => {
            let f = any_fibonacci(src);
            match src.range(0, 3) {
                0 => f.saturating_sub(2),
                1 => f.saturating_sub(1),
                2 => f.saturating_add(1),
                _ => f.saturating_add(2),
            }
        }
        3 => any_fibonacci(src).saturating_add(any_fibonacci(src)),
        4 => *src.pick(&[lo, max, max.saturating_sub(1)]),
        _ => src.range(lo, max),
    };
    n.clamp(lo, max)
}

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let (count, lo, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(0, 6), 1, u64::MAX),
        InputSize::Small if beyond => (src.range(0, 6), 1, 90),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 6), MIN, MAX),
        InputSize::Small => (src.range(1, 6), MIN, 90),
        InputSize::Judge if beyond => (100_000, 1, u64::MAX),
        InputSize::Judge => (src.case_count(1, 100_000), MIN, MAX),
        InputSize::Huge => (src.range(1_000_000, 1_500_000), 1, u64::MAX),
    };
    let fibonacci = fibonacci_up_to(max);
    let mut out = String::new();
    for _ in 0..count {
        writeln!(out, "{}", heap(src, &fibonacci, lo, max)).expect("writing to a String");
    }
    out.push_str("0\n");
    out.into_bytes()
}
