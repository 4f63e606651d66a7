//! Inputs for hdu-1847 (take a power of two from one heap). Inside: heaps of
//! 1 to 1000, at least one; beyond: an empty heap, no heap at all, heaps up
//! to `u64::MAX`.

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1847::MAX;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1847",
    aliases: &[],
    about: "one heap, take a power of two: Kiki or Cici",
    generate,
    validate: crate::validate::hdu_1847::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    // At the judge's scale one heap (`bound_at`) is the judge's bound
    // itself: a table one short of it fails there and nowhere else.
    let mut bound_at = None;
    let (count, lo, max) = match size {
        // Every heap the judge allows, once; under `--judge-cases K` the K
        // largest, so the bound itself is always sent.
        InputSize::Judge if !beyond => {
            let count = src.case_count(1, MAX);
            return (MAX - count + 1..=MAX)
                .map(|n| format!("{n}\n"))
                .collect::<String>()
                .into_bytes();
        }
        InputSize::Judge => (src.case_count(1, 10_000), 0, u64::MAX),
        InputSize::Huge => (src.range(1_000_000, 2_000_000), 0, u64::MAX),
        InputSize::Small if beyond => {
            let max = if wide(size, domain) { *src.pick(&[100, u64::MAX]) } else { 100 };
            (src.range(0, 8), 0, max)
        }
        InputSize::Small if at_judge_scale(src, size, domain) => {
            let count = src.range(1, 8);
            bound_at = Some(src.range(0, count - 1));
            (count, 1, MAX)
        }
        InputSize::Small => (src.range(1, 8), 1, 100),
    };
    let mut out = String::new();
    for i in 0..count {
        // Traps: multiples of 3 (the losses) and their neighbours, powers of
        // two (a one-move win) and theirs, and the top of the range.
        let n = if bound_at == Some(i) {
            max
        } else {
            match src.range(0, 4) {
                0 => (src.range(0, max / 3) * 3).saturating_add(src.range(0, 2)),
                1 => {
                    let top = 63 - u64::from(max.leading_zeros());
                    (1u64 << src.range(0, top))
                        .saturating_add(src.range(0, 2))
                        .saturating_sub(1)
                }
                2 => max - src.range(0, 3.min(max)),
                _ => src.range(lo, max),
            }
        };
        writeln!(out, "{}", n.clamp(lo, max)).expect("writing to a String");
    }
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_input_at_the_judges_scale_holds_the_bound() {
        let mut at_scale = 0;
        for seed in 0..400 {
            let input = PROBLEM.generate_seeded(seed, InputSize::Small, Domain::Inside);
            let heaps: Vec<u64> = String::from_utf8(input)
                .unwrap()
                .lines()
                .map(|l| l.parse().unwrap())
                .collect();
            // Past 100 only at the judge's scale.
            if heaps.iter().any(|&n| n > 100) {
                at_scale += 1;
                assert!(heaps.contains(&MAX), "seed {seed}: {heaps:?}");
            }
        }
        assert!(at_scale > 50, "{at_scale} inputs at the judge's scale");
    }
}
