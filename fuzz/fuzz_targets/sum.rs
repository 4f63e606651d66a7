//! Solver against oracle on generated sum positions.
#![no_main]
use grundy::games::sum::Sum;
use grundy::games::sum::SumPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: SumPosition| grundy::check::assert_agrees::<Sum>(&position));
