//! Solver against oracle on generated staircase nim positions.
#![no_main]
use grundy::games::staircase_nim::StaircaseNim;
use grundy::games::staircase_nim::StaircasePosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: StaircasePosition| grundy::check::assert_agrees::<StaircaseNim>(&position));
