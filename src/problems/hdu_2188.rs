//! Inputs for hdu-2188 (donation race: add 1..m, reach at least n).

use super::{at_judge_scale, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_2188::{MAX_GOAL, MAX_STEP};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-2188",
    aliases: &[],
    about: "donation race, add 1..m until the total reaches n: Grass or Rabbit",
    generate,
    validate: crate::validate::hdu_2188::validate,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let (cases, max_n, max_m) = match size {
        InputSize::Small if wide(size, domain) && src.one_in(3) => {
            (src.range(1, 6), u64::MAX, u64::MAX)
        }
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 6), MAX_GOAL, MAX_STEP),
        InputSize::Small => (src.range(1, 6), 60, 8),
        InputSize::Judge => (src.case_count(1, 100), MAX_GOAL, MAX_STEP),
        InputSize::Huge => (src.range(1_000_000, 2_000_000), u64::MAX, u64::MAX),
    };
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let m = src.range(1, max_m);
        let step = u128::from(m) + 1;
        // Traps: the goal a multiple of m + 1 (the first player loses) or
        // next to one; reachable by the first gift (n <= m); just out of its
        // reach (n = m + 1, the smallest loss).
        let n: u128 = match src.range(0, 3) {
            0 => {
                let most = (u128::from(max_n) / step).max(1);
                let k = u128::from(src.range(1, u64::try_from(most).unwrap_or(u64::MAX)));
                (k * step + u128::from(src.range(0, 2))).saturating_sub(1)
            }
            1 => u128::from(src.range(1, m.min(max_n))),
            2 => step,
            _ => u128::from(src.range(1, max_n)),
        };
        let n = n.clamp(1, u128::from(max_n));
        writeln!(out, "{n} {m}").expect("writing to a String");
    }
    out.into_bytes()
}
