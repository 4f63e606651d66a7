//! Inputs for hdu-4315 (Climbing the Hill).
//!
//! Traps: `k == 1` (always `Alice`, cells still read), `k == 2` (the top
//! person's step onto the top does not count), odd `N` with `k >= 4` (where
//! the "every even k" variant goes wrong; `5 4 / 1 2 3 4 5` itself now and
//! then), the first person on cell 1, losing positions (the pair gaps xor to
//! 0), at the judge's scale 1000 people below cell 10^5, and beyond it (in
//! `Huge`, or small with `--beyond`) cells up to `u64::MAX`.

use super::{at_judge_scale, JUDGE_SCALE_COUNT, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_4315::{MAX_CELL, MAX_PEOPLE};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-4315",
    aliases: &[],
    about: "Climbing the Hill, staircase with a king: Alice or Bob",
    generate,
    validate: crate::validate::hdu_4315::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let judge_scale = at_judge_scale(src, size, domain);
    let cases = match size {
        InputSize::Small => src.range(1, 4),
        InputSize::Judge => src.case_count(1, 20),
        InputSize::Huge => src.range(2, 4),
    };
    let mut out = String::new();
    for _ in 0..cases {
        if size == InputSize::Small && src.one_in(8) {
            out.push_str("5 4\n1 2 3 4 5\n");
            continue;
        }
        let (n, max_cell) = match size {
            InputSize::Small if judge_scale => (src.range(1, JUDGE_SCALE_COUNT.min(MAX_PEOPLE)), MAX_CELL),
            InputSize::Small if wide(size, domain) && src.one_in(4) => (src.range(1, 3), u64::MAX),
            InputSize::Small => (src.range(1, 5), 12),
            InputSize::Judge => (MAX_PEOPLE, MAX_CELL),
            InputSize::Huge => (src.range(400_000, 600_000), u64::MAX),
        };
        let k = match src.range(0, 5) {
            0 => 1,
            1 => 2.min(n),
            2 => n,
            3 => 4.min(n),
            _ => src.range(1, n),
        };
        let cells = position(src, n, k, max_cell);
        writeln!(out, "{n} {k}").expect("writing to a String");
        for (i, c) in cells.iter().enumerate() {
            let sep = if i + 1 == cells.len() { "\n" } else { " " };
            write!(out, "{c}{sep}").expect("writing to a String");
        }
    }
    out.into_bytes()
}

/// `n` increasing cells in `1..=max_cell` (`n <= max_cell`), the king `k`-th.
fn position(src: &mut dyn Source, n: u64, k: u64, max_cell: u64) -> Vec<u64> {
    let len = n as usize;
    let slack = max_cell - n;
    // gaps[0] is the empty cells above the first person (cell 0 excluded),
    // gaps[i] those between person i and person i + 1.
    // Gaps drawn one by one from what is left, about twice the average at
    // most (or 0 and 1 only, for packed runs).
    let widest = match src.range(0, 3) {
        0 => 1,
        _ => (slack / n).saturating_mul(2).max(3),
    };
    let mut left = slack;
    let mut gaps: Vec<u64> = (0..n)
        .map(|_| {
            let g = src.range(0, left.min(widest));
            left -= g;
            g
        })
        .collect();
    // Pairs from the bottom: the gap above the last person, above the third
    // from last, ...; with odd n the first person pairs with the top (its
    // distance, one less when k == 2). Make the xor 0 half the time.
    if len >= 2 && src.one_in(2) {
        let mut rest = 0;
        for i in (1..len - 1).filter(|&i| (len - 1 - i) % 2 == 0) {
            rest ^= gaps[i];
        }
        if len % 2 == 1 {
            rest ^= if k == 2 { gaps[0] } else { gaps[0] + 1 };
        }
        let others: u64 = gaps[..len - 1].iter().sum();
        if rest <= slack - others {
            gaps[len - 1] = rest;
        }
    }
    let mut cells = Vec::with_capacity(len);
    let mut cell = 0u64;
    for g in gaps {
        cell += g + 1;
        cells.push(cell);
    }
    cells
}
