//! Inputs for hdu-2516 (Fibonacci nim). Heaps until `0`, aimed at the
//! Fibonacci numbers (the only lost openings) and their neighbours, sums of
//! two Fibonacci numbers (whose smallest Zeckendorf term is large), and the
//! ends of the judge's range, 2 and `2^31 - 1` (one small input in four aims
//! there, so a Fibonacci table in 32-bit integers overflows within a default
//! run), and the values such a table holds once its sums wrap. Beyond the judge: 1 (no legal first move; answered `Second win`, see
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

/// The values past F46 that a Fibonacci table in 32-bit integers holds
/// once its sums wrap (F(k) mod 2^32, for the first hundred terms), where
/// they fall in `lo..=max` and are not Fibonacci numbers: such a table
/// answers `Second win` for them, inside the judge's range.
fn wrapped_fibonacci(fibonacci: &[u64], lo: u64, max: u64) -> Vec<u64> {
    let (mut f, mut g) = (1u32, 2u32);
    let mut out = Vec::new();
    for _ in 0..100 {
        let v = u64::from(f);
        if (lo..=max).contains(&v) && !fibonacci.contains(&v) && !out.contains(&v) {
            out.push(v);
        }
        (f, g) = (g, f.wrapping_add(g));
    }
    out
}

/// A heap in `lo..=max` worth asking about.
fn heap(src: &mut dyn Source, fibonacci: &[u64], wrapped: &[u64], lo: u64, max: u64) -> u64 {
    let any_fibonacci = |src: &mut dyn Source| *src.pick(fibonacci);
    let n = match src.range(0, 7) {
        6 if !wrapped.is_empty() => *src.pick(wrapped),
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
    let wrapped = wrapped_fibonacci(&fibonacci, lo, max);
    let mut out = String::new();
    for _ in 0..count {
        let n = heap(src, &fibonacci, &wrapped, lo, max);
        writeln!(out, "{n}").expect("writing to a String");
    }
    out.push_str("0\n");
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrapped_32_bit_table_holds_values_inside_the_range() {
        let fibonacci = fibonacci_up_to(MAX);
        let wrapped = wrapped_fibonacci(&fibonacci, MIN, MAX);
        // F47..F54 mod 2^32, as a table of 55 ints holds them: a public
        // program answered `Second win` for these (none is Fibonacci).
        for v in [368_225_352, 512_559_680, 1_776_683_621] {
            assert!(wrapped.contains(&v), "{v} in {wrapped:?}");
        }
        assert!(wrapped.iter().all(|v| !fibonacci.contains(v)));
        assert!(wrapped_fibonacci(&fibonacci_up_to(90), MIN, 90).is_empty());
    }

    #[test]
    fn small_inputs_at_the_judges_scale_ask_about_wrapped_values() {
        let wrapped = wrapped_fibonacci(&fibonacci_up_to(MAX), MIN, MAX);
        let asked = (0..200).any(|seed| {
            let input = PROBLEM.generate_seeded(seed, InputSize::Small, Domain::Inside);
            String::from_utf8(input)
                .unwrap()
                .split_whitespace()
                .any(|w| wrapped.contains(&w.parse().unwrap()))
        });
        assert!(asked, "no wrapped value in 200 small inputs");
    }
}
