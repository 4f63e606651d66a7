//! Solver against oracle on generated subtraction positions.
#![no_main]
use grundy::games::subtraction::Subtraction;
use grundy::games::subtraction::SubtractionPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(
    |position: SubtractionPosition| grundy::check::assert_agrees::<Subtraction>(&position)
);
