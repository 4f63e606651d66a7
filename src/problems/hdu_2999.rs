//! Inputs for hdu-2999 (remove a run whose length is in a set).

use super::{at_judge_scale, is_beyond, Domain, InputSize, Problem, Source, JUDGE_SCALE_COUNT};
use crate::validate::hdu_2999::{MAX, MAX_COUNT};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-2999",
    aliases: &[],
    about: "Stone Game, remove a run whose length is in a set: 1 or 2 per row (to end of input)",
    generate,
    validate: crate::validate::hdu_2999::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    // (cases, lengths per set at most, rows per case, largest length and row)
    let (cases, most, rows, max) = match size {
        InputSize::Small if domain == Domain::Beyond && src.one_in(3) => (src.range(1, 2), 4, 3, 3000),
        InputSize::Small if at_judge_scale(src, size, domain) => {
            (src.range(1, 2), JUDGE_SCALE_COUNT, JUDGE_SCALE_COUNT, MAX)
        }
        InputSize::Small => (src.range(1, 2), 3, 3, 9),
        InputSize::Judge => (src.largest(1, 10), 50, MAX_COUNT, MAX),
        // Judge-sized sets and rows; more rows per case than the judge's.
        InputSize::Huge => (100, 20, 100_000, MAX),
    };
    let mut out = String::new();
    for _ in 0..cases {
        let n = src.range(1, most);
        // Traps: repeated and unsorted lengths (one set), 1 (parity
        // games), lengths longer than every row (no move).
        let mut lengths: Vec<u64> = (0..n)
            .map(|_| match src.range(0, 5) {
                0 => 1,
                1 => max,
                _ => src.range(1, if size == InputSize::Small { max.min(12) } else { max }),
            })
            .collect();
        if n >= 2 && src.one_in(3) {
            lengths[1] = lengths[0];
        }
        let line: Vec<String> = lengths.iter().map(u64::to_string).collect();
        writeln!(out, "{n}\n{}", line.join(" ")).expect("writing to a String");
        let m = if size == InputSize::Small { src.range(1, rows) } else { rows };
        writeln!(out, "{m}").expect("writing to a String");
        for _ in 0..m {
            let k = if beyond && src.one_in(8) { 0 } else { src.range(1, max) };
            writeln!(out, "{k}").expect("writing to a String");
        }
    }
    out.into_bytes()
}
