//! Solver against oracle on generated climbing hill positions.
#![no_main]
use grundy::games::climbing_hill::ClimbingHill;
use grundy::games::climbing_hill::HillPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: HillPosition| grundy::check::assert_agrees::<ClimbingHill>(&position));
