//! Inputs for hdu-3032 (Lasker's Nim: take any, or split a heap in two).

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source, JUDGE_SCALE_COUNT};
use crate::validate::hdu_3032::{MAX_CASES, MAX_HEAP, MAX_HEAPS};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-3032",
    aliases: &[],
    about: "Nim or not Nim?: take any, or split a heap in two (Lasker's Nim): Alice or Bob",
    generate,
    validate: crate::validate::hdu_3032::validate,
};

/// The heap whose value is `v` (the values swap within each `4k+3, 4k+4`),
/// for building lost positions; `None` past `u64`.
fn heap_worth(v: u128) -> Option<u64> {
    let h = match v % 4 {
        3 => v + 1,
        0 if v > 0 => v - 1,
        _ => v,
    };
    u64::try_from(h).ok()
}

fn worth(h: u64) -> u128 {
    let h = u128::from(h);
    match h % 4 {
        3 => h + 1,
        0 if h > 0 => h - 1,
        _ => h,
    }
}

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    // (cases, heaps per case at most, largest heap)
    let (cases, most, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(1, 4), 4, u64::MAX),
        InputSize::Small if at_judge_scale(src, size, domain) => {
            (src.range(1, 4), JUDGE_SCALE_COUNT, MAX_HEAP)
        }
        InputSize::Small => (src.range(1, 4), 3, 7),
        InputSize::Judge => (src.range(1, 3), MAX_HEAPS, MAX_HEAP),
        InputSize::Huge => (4, MAX_HEAPS, u64::MAX),
    };
    let cases = cases.min(MAX_CASES);
    let mut out = format!("{cases}\n");
    for case in 0..cases {
        // At judge size and past it, the first case has the most heaps.
        let n = if size != InputSize::Small && case == 0 { most } else { src.range(1, most) };
        let small_sum = size == InputSize::Small && max <= 7;
        let mut heaps: Vec<u64> = (0..n)
            .map(|_| match src.range(0, 3) {
                // Traps: heaps 3 and 4 mod 4, whose values swap.
                0 => {
                    let k = src.range(0, max / 4);
                    (4 * k + src.range(3, 4)).min(max)
                }
                1 if beyond && src.one_in(4) => 0,
                _ => src.range(1, max),
            })
            .collect();
        // Keep the oracle's position small: the heaps' total bounds its
        // states.
        if small_sum {
            heaps.truncate(3);
        }
        // Half the time a lost position: a last heap worth the xor of the
        // others (plain Nim calls most of these won).
        if src.one_in(2) {
            let rest = heaps.iter().fold(0u128, |x, &h| x ^ worth(h));
            if let Some(h) = heap_worth(rest).filter(|&h| h <= max && (h > 0 || beyond)) {
                if let Some(last) = heaps.last_mut() {
                    *last = h;
                }
            }
        }
        writeln!(out, "{}", heaps.len()).expect("writing to a String");
        let line: Vec<String> = heaps.iter().map(u64::to_string).collect();
        writeln!(out, "{}", line.join(" ")).expect("writing to a String");
    }
    out.into_bytes()
}
