//! Inputs for hdu-3980 (Paint Chain: paint m consecutive beads of a circle).

use super::{at_judge_scale, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_3980::{MAX, MAX_CASES};
use solver::paint_chain::ROW_LIMIT;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-3980",
    aliases: &[],
    about: "Paint Chain, paint m consecutive beads of a circle: aekdycoin or abcdxyzk",
    generate,
    validate: crate::validate::hdu_3980::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    // (cases, largest N)
    let (cases, max) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => (src.range(1, 4), u64::MAX),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 4), MAX),
        InputSize::Small => (src.range(1, 4), 14),
        InputSize::Judge => (src.case_count(1, MAX_CASES), MAX),
        // Judge-sized circles, far more cases than the judge's.
        InputSize::Huge => (src.range(3_000_000, 4_000_000), MAX),
    };
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let n = src.range(1, max);
        // Traps: N < M (no first move), N = M (one move wins), rows of N - M
        // just under and over M and 2M, M = 1 (parity) and 2 (Dawson's
        // Kayles), M past N - M where no table is needed even at u64 sizes.
        // Inside the judge's constraints M stays within its bound even where
        // N is at it (then N < M cannot be had, and M = N is).
        let top_m = if wide(size, domain) { u64::MAX } else { MAX };
        let m = match src.range(0, 6) {
            0 => n.saturating_add(src.range(0, 3)).min(top_m),
            1 => *src.pick(&[1, 2]),
            2 => (n / 2).max(1),
            3 => (n / 3).max(1) + src.range(0, 1),
            _ => src.range(1, n),
        };
        // A u64 circle is answerable only when its row needs no table.
        let row = n.saturating_sub(m);
        let m = if row > ROW_LIMIT && row / 2 >= m { n / 2 + 1 } else { m };
        writeln!(out, "{n} {m}").expect("writing to a String");
    }
    out.into_bytes()
}
