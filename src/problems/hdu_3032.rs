//! Inputs for hdu-3032 (Lasker's Nim: take any, or split a heap in two).

use super::swapped_pairs::SwappedPairs;
use super::{Domain, InputSize, Problem, Source};
use crate::validate::hdu_3032::{MAX_CASES, MAX_HEAP, MAX_HEAPS};

pub const PROBLEM: Problem = Problem {
    id: "hdu-3032",
    aliases: &[],
    about: "Nim or not Nim?: take any, or split a heap in two (Lasker's Nim): Alice or Bob",
    generate,
    validate: crate::validate::hdu_3032::validate,
};

/// The values swap within each `4k+3, 4k+4`.
const SHAPE: SwappedPairs = SwappedPairs {
    block: 4,
    small_max: 7,
    max_cases: MAX_CASES,
    max_heaps: MAX_HEAPS,
    max_heap: MAX_HEAP,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    SHAPE.generate(src, size, domain)
}
