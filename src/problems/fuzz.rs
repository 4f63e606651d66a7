//! The body of the problem fuzz targets.

use super::{escape, find, InputSize};
use arbitrary::Unstructured;

/// The body of every problem fuzz target. The first byte picks the mode:
/// even, the rest of the bytes drive the problem's generator (a valid small
/// input, which the solver must accept and answer as the oracle does); odd, the
/// rest is the input itself (neither side may panic, and they must agree on
/// whether it is valid). Panics with the discrepancy report.
pub fn fuzz_one(id: &str, data: &[u8]) {
    let problem = find(id).expect("fuzz targets name registered problems");
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let input = if mode % 2 == 0 {
        (problem.generate)(&mut Unstructured::new(rest), InputSize::Small)
    } else {
        rest.to_vec()
    };
    let check = problem.check(&input);
    if mode % 2 == 0 {
        if let Err(e) = &check.solver {
            panic!(
                "{id}: the generator wrote an input the solver rejects: {e}\ninput: {}",
                escape::escape(&input)
            );
        }
    }
    let found = check.discrepancies();
    if !found.is_empty() {
        let text: Vec<String> = found.iter().map(|d| d.to_string()).collect();
        panic!("{}", text.join("\n"));
    }
}
