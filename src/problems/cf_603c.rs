//! Inputs for cf-603c (Lieges of Legendre). One case: `n k`, then `n` heaps.
//! Traps: `k = 1`, `k` even or odd (only its parity matters to the answer),
//! `k` at `u64::MAX` and `u64::MAX - 1` (Huge); heaps that are powers of two
//! or small odd numbers times one (the long halving chains of odd `k`), the
//! small heaps 1 to 4 where the values are irregular, and heaps at
//! `u64::MAX` (Huge).
//!
//! Small stays where the oracle's multiset search finishes (at most three
//! heaps of at most 6 with `k` up to 4), but one input in four aims at the
//! judge's scale: `k` and heaps up to 10^9. Beyond the judge: heaps of 0,
//! no heap, `k` past 10^9 (only heaps of 0 and 1, which never split, keep
//! the oracle's search small with any `k`).

use super::{at_judge_scale, is_beyond, Domain, InputSize, Problem, Source};
use crate::validate::cf_603c::{MAX_HEAP, MAX_HEAPS, MAX_K};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "cf-603c",
    aliases: &[],
    about: "Lieges of Legendre, one position: Kevin or Nicky",
    generate,
    validate: crate::validate::cf_603c::validate,
};

/// A heap in `1..=max` worth asking about.
fn heap(src: &mut dyn Source, max: u64) -> u64 {
    let bits = 64 - max.leading_zeros();
    let h = match src.range(0, 4) {
        0 => src.range(1, 4),
        1 => {
            // An odd number times a power of two.
            let odd = 2 * src.range(0, 3) + 1;
            let shift = src.range(0, u64::from(bits.saturating_sub(1)));
            odd.checked_shl(shift as u32).unwrap_or(max)
        }
        2 => *src.pick(&[max, max.saturating_sub(1), max / 2 + 1]),
        _ => src.range(1, max),
    };
    h.clamp(1, max)
}

fn parameter(src: &mut dyn Source, max: u64) -> u64 {
    let k = match src.range(0, 3) {
        0 => 1,
        1 => *src.pick(&[2, max, max.saturating_sub(1)]),
        _ => src.range(1, max),
    };
    k.clamp(1, max)
}

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let (n, k, heaps): (u64, u64, Vec<u64>) = match size {
        InputSize::Small if is_beyond(size, domain) && src.one_in(4) => {
            // Heaps that never split: any k.
            let n = src.range(0, 6);
            let k = parameter(src, u64::MAX);
            (n, k, (0..n).map(|_| src.range(0, 1)).collect())
        }
        InputSize::Small if at_judge_scale(src, size, domain) => {
            let n = src.range(1, 8);
            let k = parameter(src, MAX_K);
            (n, k, (0..n).map(|_| heap(src, MAX_HEAP)).collect())
        }
        InputSize::Small => {
            let n = src.range(1, 3);
            let k = src.range(1, 4);
            (n, k, (0..n).map(|_| src.range(1, 6)).collect())
        }
        InputSize::Judge => {
            let k = parameter(src, MAX_K);
            (
                MAX_HEAPS,
                k,
                (0..MAX_HEAPS).map(|_| heap(src, MAX_HEAP)).collect(),
            )
        }
        InputSize::Huge => {
            let n = src.range(1_000_000, 1_500_000);
            let k = parameter(src, u64::MAX);
            (n, k, (0..n).map(|_| heap(src, u64::MAX)).collect())
        }
    };
    let mut out = format!("{n} {k}\n");
    for (i, h) in heaps.iter().enumerate() {
        let sep = if i + 1 == heaps.len() { "\n" } else { " " };
        write!(out, "{h}{sep}").expect("writing to a String");
    }
    out.into_bytes()
}
