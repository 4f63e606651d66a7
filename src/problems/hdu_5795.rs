//! Inputs for hdu-5795 (take any, or split a heap into three).

use super::swapped_pairs::SwappedPairs;
use super::{Domain, InputSize, Problem, Source};
use crate::validate::hdu_5795::{MAX_CASES, MAX_HEAP, MAX_HEAPS};

pub const PROBLEM: Problem = Problem {
    id: "hdu-5795",
    aliases: &[],
    about: "A Simple Nim: take any, or split a heap into three: first or second player",
    generate,
    validate: crate::validate::hdu_5795::validate,
};

/// The values swap within each `8k+7, 8k+8`.
const SHAPE: SwappedPairs = SwappedPairs {
    block: 8,
    small_max: 9,
    max_cases: MAX_CASES,
    max_heaps: MAX_HEAPS,
    max_heap: MAX_HEAP,
};

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    SHAPE.generate(src, size, domain)
}
