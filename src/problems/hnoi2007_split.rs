//! Inputs for hnoi2007-split (the split game).
//!
//! Traps: even, non-zero counts (worth nothing, yet still sources of moves),
//! empty bottles (never sources, whatever their parity says), losing
//! positions (every count even), one lone bean before a full last bottle (the
//! sample's shape), and at the judge's scale 21 bottles of up to 10^4 beans.
//! Beyond the judge: 0 and 1 bottle (no move), and in `Huge` counts up to
//! `u64::MAX` and cases of the solver's full 1024 bottles.

use super::{at_judge_scale, is_beyond, Domain, InputSize, Problem, Source};
use crate::validate::hnoi2007_split as judge;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hnoi2007-split",
    aliases: &["bzoj-1188", "luogu-p3185"],
    about: "split game (HNOI 2007): first winning move and how many win",
    generate,
    validate: crate::validate::hnoi2007_split::validate,
};

/// The most bottles the solver accepts.
const MAX_BOTTLES: u64 = 1024;

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let judge_scale = at_judge_scale(src, size, domain);
    let cases = match size {
        InputSize::Small => src.range(1, 3),
        InputSize::Judge => src.largest(1, judge::MAX_CASES),
        InputSize::Huge => src.range(25_000, 35_000),
    };
    let mut out = format!("{cases}\n");
    for case in 0..cases {
        let (n, max_count) = match size {
            InputSize::Small if judge_scale => (
                src.range(judge::MIN_BOTTLES, judge::MAX_BOTTLES),
                judge::MAX_BEANS,
            ),
            InputSize::Small if beyond => (*src.pick(&[0, 1, 2, 3, 3, 4, 4, 4, 5]), 2),
            InputSize::Small => (*src.pick(&[2, 3, 3, 4, 4, 4, 5]), 2),
            InputSize::Judge => (judge::MAX_BOTTLES, judge::MAX_BEANS),
            InputSize::Huge if case < 8 => (MAX_BOTTLES, u64::MAX),
            InputSize::Huge => (src.range(2, 64), u64::MAX),
        };
        let counts = counts(src, n, max_count);
        writeln!(out, "{n}").expect("writing to a String");
        for (i, c) in counts.iter().enumerate() {
            let sep = if i + 1 == counts.len() { "\n" } else { " " };
            write!(out, "{c}{sep}").expect("writing to a String");
        }
        if counts.is_empty() {
            out.push('\n');
        }
    }
    out.into_bytes()
}

fn counts(src: &mut dyn Source, n: u64, max_count: u64) -> Vec<u64> {
    let mut counts: Vec<u64> = match src.range(0, 3) {
        // Every count even: value 0, but the non-empty bottles are sources.
        0 => (0..n).map(|_| src.range(0, max_count / 2) * 2).collect(),
        // Mostly empty, a bean here and there.
        1 => (0..n)
            .map(|_| if src.one_in(3) { src.range(1, 2) } else { 0 })
            .collect(),
        _ => (0..n).map(|_| src.range(0, max_count)).collect(),
    };
    // The last bottle's beans never move: make it large now and then (the
    // sample's 5000), which costs the oracle nothing.
    if let Some(last) = counts.last_mut() {
        if src.one_in(3) {
            *last = if max_count == u64::MAX {
                u64::MAX
            } else {
                src.range(0, 5000)
            };
        }
    }
    counts
}
