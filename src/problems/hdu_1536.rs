//! Inputs for hdu-1536 (S-Nim: a subtraction set per case, W or L per
//! position).
//!
//! Small inputs hold up to three cases (a memo kept from one set to the next
//! shows), and one in four aims at the judge's scale: members and heaps up
//! to 10^4, heaps at the top of the range, so a Grundy table sized for
//! smaller heaps fails within a default run. Beyond the judge: positions of
//! no heap, and heaps past 10^4 (up to u64, answered by the certified
//! period).

use super::{at_judge_scale, JUDGE_SCALE_COUNT, is_beyond, wide, Domain, InputSize, Problem, Source};
use crate::validate::hdu_1536 as judge;
use solver::problems::hdu_1536::TABLE_LIMIT;
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1536",
    aliases: &["poj-2960"],
    about: "S-Nim, a subtraction set per case: W or L per position (until 0)",
    generate,
    validate: crate::validate::hdu_1536::validate,
};

/// How a case's set is drawn.
#[derive(Clone, Copy)]
enum Set {
    /// Each member drawn at random (repeats happen by chance).
    Random,
    /// `count` draws from a pool of a few values: many repeats.
    FewValues,
    /// d, 2d, ..., count d: period d (count + 1), certified fast at any size.
    Multiples,
}

fn members(src: &mut dyn Source, count: u64, max: u64, kind: Set) -> Vec<u64> {
    match kind {
        Set::Random => (0..count).map(|_| src.range(1, max)).collect(),
        Set::FewValues => {
            let pool: Vec<u64> = (0..src.range(1, 4)).map(|_| src.range(1, max)).collect();
            (0..count).map(|_| *src.pick(&pool)).collect()
        }
        Set::Multiples => {
            let d = src.range(1, (max / count).max(1));
            let mut m: Vec<u64> = (1..=count).map(|i| i * d).collect();
            // Any order: reverse, then rotate by a random amount.
            m.reverse();
            let turn = src.range(0, count - 1) as usize;
            m.rotate_left(turn);
            m
        }
    }
}

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let beyond = is_beyond(size, domain);
    let judge_scale = at_judge_scale(src, size, domain);
    let cases = match size {
        InputSize::Small => src.range(1, 3),
        InputSize::Judge => src.largest(1, 10),
        InputSize::Huge => src.range(4, 8),
    };
    let mut out = String::new();
    for _ in 0..cases {
        // Past the table, heaps are answered by the certified period: the
        // huge sets are 100 members written with repeats or as multiples, or a
        // few random ones, whose periods certify. 100 random members up to
        // 10^4 do not (see the solver's module), so they get heaps within the
        // table only.
        let (set, heap_max) = match size {
            InputSize::Small if judge_scale => {
                let kind = *src.pick(&[Set::Random, Set::FewValues, Set::Multiples]);
                let count = src.range(1, JUDGE_SCALE_COUNT);
                (members(src, count, judge::MAX_MEMBER, kind), judge::MAX_HEAP)
            }
            InputSize::Small if wide(size, domain) && src.one_in(4) => {
                let count = src.range(1, 3);
                (members(src, count, 8, Set::Multiples), u64::MAX)
            }
            InputSize::Small => {
                let kind = *src.pick(&[Set::Random, Set::FewValues, Set::Multiples]);
                let count = src.range(1, 5);
                (members(src, count, 8, kind), 20)
            }
            InputSize::Judge => {
                let kind = *src.pick(&[Set::Random, Set::FewValues]);
                (members(src, 100, 10_000, kind), 10_000)
            }
            InputSize::Huge => match src.range(0, 3) {
                0 => (members(src, 100, 10_000, Set::FewValues), u64::MAX),
                1 => (members(src, 100, 10_000, Set::Multiples), u64::MAX),
                2 => {
                    let count = src.range(1, 5);
                    (members(src, count, 10_000, Set::Random), u64::MAX)
                }
                _ => (members(src, 100, 10_000, Set::Random), TABLE_LIMIT),
            },
        };
        let (m, l_lo, l_hi) = match size {
            InputSize::Small if judge_scale => (src.range(1, 4), 1, 2),
            InputSize::Small if beyond => (src.range(1, 4), 0, 3),
            InputSize::Small => (src.range(1, 4), 1, 3),
            InputSize::Judge => (100, 100, 100),
            InputSize::Huge => (1_000, 100, 1_000),
        };
        let words: Vec<String> = set.iter().map(u64::to_string).collect();
        writeln!(out, "{} {}\n{m}", set.len(), words.join(" ")).expect("writing to a String");
        let largest = *set.iter().max().expect("sets are not empty");
        for _ in 0..m {
            let l = src.range(l_lo, l_hi);
            let mut line = l.to_string();
            for _ in 0..l {
                // Traps: multiples of members and their neighbours, the ends
                // of the range and, past the table, both sides of its end.
                let h = match src.range(0, 5) {
                    0 => src
                        .pick(&set)
                        .saturating_mul(src.range(1, 3))
                        .saturating_add(src.range(0, 2))
                        .saturating_sub(1),
                    1 => heap_max - src.range(0, largest.min(heap_max)),
                    2 if heap_max > TABLE_LIMIT => TABLE_LIMIT + src.range(0, 1),
                    _ => src.range(0, heap_max),
                };
                write!(line, " {}", h.min(heap_max)).expect("writing to a String");
            }
            writeln!(out, "{line}").expect("writing to a String");
        }
    }
    out.push_str("0\n");
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::problems::hdu_1536::solve_with_table_limit;

    /// The public program answers the oracle's small heaps from its table; here
    /// every heap past 0 goes through the certified period instead.
    #[test]
    fn period_path_agrees_with_the_oracle() {
        for seed in 0..100 {
            let input = PROBLEM.generate_seeded(seed, InputSize::Small, Domain::Reach);
            let mut out = Vec::new();
            solve_with_table_limit(&mut &input[..], &mut out, 0).unwrap();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                PROBLEM.oracle(&input).unwrap(),
                "seed {seed}: {}",
                crate::problems::escape::escape(&input)
            );
        }
    }
}
