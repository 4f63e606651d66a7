//! Inputs for poj-1704 (Georgia and Bob).
//!
//! Traps: cells written unsorted (sorted and reversed now and then), packed
//! runs such as `1 2 3` (no move at all), losing positions (the pair gaps
//! xor to 0), odd counts (the leftmost piece pairs with the wall), and in
//! `Huge` cells up to `u64::MAX`, the last piece on `u64::MAX` itself. At the
//! judge's scale, 1000 pieces on cells up to 10^4; beyond it (small, with
//! `--beyond`), cells up to `u64::MAX`.

use super::{at_judge_scale, JUDGE_SCALE_COUNT, wide, Domain, InputSize, Problem, Source};
use crate::validate::poj_1704::{MAX_CASES, MAX_CELL, MAX_PIECES};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "poj-1704",
    aliases: &[],
    about: "Georgia and Bob, staircase Nim on a line: who will win",
    generate,
    validate: crate::validate::poj_1704::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let judge_scale = at_judge_scale(src, size, domain);
    let cases = match size {
        InputSize::Small => src.range(1, 3),
        InputSize::Judge => src.largest(1, MAX_CASES),
        InputSize::Huge => src.range(2, 4),
    };
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let (n, max_cell) = match size {
            InputSize::Small if judge_scale => (src.range(1, JUDGE_SCALE_COUNT.min(MAX_PIECES)), MAX_CELL),
            InputSize::Small if wide(size, domain) && src.one_in(4) => (src.range(1, 2), u64::MAX),
            InputSize::Small => (src.range(1, 4), 12),
            InputSize::Judge => (MAX_PIECES, MAX_CELL),
            InputSize::Huge => (src.range(400_000, 600_000), u64::MAX),
        };
        let mut cells = position(src, n, max_cell);
        match src.range(0, 5) {
            0 => {}
            1 => cells.reverse(),
            _ => shuffle(src, &mut cells),
        }
        writeln!(out, "{n}").expect("writing to a String");
        write_line(&mut out, &cells);
    }
    out.into_bytes()
}

/// `n` distinct cells in `1..=max_cell` (`n <= max_cell`), increasing.
fn position(src: &mut dyn Source, n: u64, max_cell: u64) -> Vec<u64> {
    let n_usize = n as usize;
    // Empty cells to share out among the gaps before each piece.
    let slack = max_cell - n;
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
    // The staircase counts the gap before the rightmost piece, the one before
    // the third from the right, ...: make their xor 0 half the time.
    if src.one_in(2) {
        let counted = |i: usize| (n_usize - 1 - i) % 2 == 0;
        let rest = (0..n_usize - 1)
            .filter(|&i| counted(i))
            .fold(0, |x, i| x ^ gaps[i]);
        let others: u64 = gaps[..n_usize - 1].iter().sum();
        if rest <= slack - others {
            gaps[n_usize - 1] = rest;
        }
    }
    // Now and then push everything right so the last piece sits on max_cell.
    let used: u64 = gaps.iter().sum();
    if src.one_in(4) {
        gaps[0] += slack - used;
    }
    let mut cells = Vec::with_capacity(n_usize);
    let mut cell = 0u64;
    for g in gaps {
        cell += g + 1;
        cells.push(cell);
    }
    cells
}

fn shuffle(src: &mut dyn Source, cells: &mut [u64]) {
    for i in (1..cells.len()).rev() {
        let j = src.range(0, i as u64) as usize;
        cells.swap(i, j);
    }
}

fn write_line(out: &mut String, values: &[u64]) {
    for (i, v) in values.iter().enumerate() {
        let sep = if i + 1 == values.len() { "\n" } else { " " };
        write!(out, "{v}{sep}").expect("writing to a String");
    }
    if values.is_empty() {
        out.push('\n');
    }
}
