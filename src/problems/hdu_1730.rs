//! Inputs for hdu-1730 (Northcott's game).
//!
//! Traps: blank lines (zero to three) between groups, losing positions (the
//! gaps xor to 0, among them mirrored rows), adjacent pieces against a wall
//! (no move in that row), the first player's piece on either side, rows
//! where the winning move backs away (a wanted gap larger than the gap), and
//! at the judge's scale 1000 rows of 100 columns. Beyond the judge: a group
//! without rows, boards wider than 32-bit columns (one small input in four
//! with `--beyond`), and in `Huge` boards of `u64::MAX` columns.

use super::{at_judge_scale, is_beyond, wide, Domain, InputSize, Problem, Source, JUDGE_SCALE_COUNT};
use crate::validate::hdu_1730::{MAX_COLUMNS, MAX_ROWS};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1730",
    aliases: &[],
    about: "Northcott's game on n rows: I WIN! or BAD LUCK!",
    generate,
    validate: crate::validate::hdu_1730::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let judge_scale = at_judge_scale(src, size, domain);
    let groups = match size {
        InputSize::Small => src.range(1, 3),
        InputSize::Judge => src.case_count(1, 10),
        InputSize::Huge => src.range(1, 2),
    };
    let mut out = String::new();
    for group in 0..groups {
        if group > 0 {
            for _ in 0..src.range(0, 3) {
                out.push('\n');
            }
        }
        let (n, m) = match size {
            // A board wider than 32-bit columns: a program that reads
            // them as `int` fails only here (the judge's are at most 100).
            InputSize::Small if wide(size, domain) && src.one_in(4) => {
                (src.range(1, 3), *src.pick(&[1 << 31, (1 << 32) + 1, u64::MAX]))
            }
            InputSize::Small if judge_scale => (src.range(1, JUDGE_SCALE_COUNT.min(MAX_ROWS)), src.range(2, MAX_COLUMNS)),
            InputSize::Small => match src.range(0, 9) {
                0 if beyond => (0, src.range(2, 6)),
                0 => (1, src.range(2, 6)),
                1..=4 => (src.range(1, 2), src.range(2, 7)),
                _ => (3, src.range(2, 5)),
            },
            InputSize::Judge => (MAX_ROWS, MAX_COLUMNS),
            InputSize::Huge => (src.range(400_000, 600_000), u64::MAX),
        };
        writeln!(out, "{n} {m}").expect("writing to a String");
        let mut gaps: Vec<u64> = (0..n)
            .map(|_| match src.range(0, 2) {
                0 => src.range(0, 1.min(m - 2)),
                _ => src.range(0, m - 2),
            })
            .collect();
        // Half the time the last row's gap is the xor of the others (when
        // it fits on the board): a losing position.
        if n >= 2 && src.one_in(2) {
            let rest = gaps[..gaps.len() - 1].iter().fold(0, |x, g| x ^ g);
            if rest <= m - 2 {
                *gaps.last_mut().expect("n >= 2") = rest;
            }
        }
        for g in gaps {
            // The pair takes g + 2 cells; its left piece starts at `left`.
            let room = m - g - 1;
            let left = match src.range(0, 3) {
                0 => 1,
                1 => room,
                _ => src.range(1, room),
            };
            let right = left + g + 1;
            let (t, j) = if src.one_in(2) {
                (left, right)
            } else {
                (right, left)
            };
            writeln!(out, "{t} {j}").expect("writing to a String");
        }
    }
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beyond_the_judge_small_inputs_have_boards_past_32_bits() {
        let wide_boards = (0..40)
            .filter(|&seed| {
                let input = PROBLEM.generate_seeded(seed, InputSize::Small, Domain::Beyond);
                let text = String::from_utf8(input).unwrap();
                let columns: Vec<u64> = text
                    .lines()
                    .filter_map(|l| l.split_whitespace().nth(1)?.parse().ok())
                    .collect();
                columns.iter().any(|&c| c > u64::from(u32::MAX) / 2)
            })
            .count();
        assert!(wide_boards >= 3, "{wide_boards} of 40");
        // Inside, never.
        for seed in 0..40 {
            let input = PROBLEM.generate_seeded(seed, InputSize::Small, Domain::Inside);
            assert!(PROBLEM.validate(&input).is_ok(), "seed {seed}");
        }
    }
}
