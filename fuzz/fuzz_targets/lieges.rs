//! Solver against oracle on generated lieges positions.
#![no_main]
use grundy::games::lieges::Lieges;
use grundy::games::lieges::LiegesPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: LiegesPosition| grundy::check::assert_agrees::<Lieges>(&position));
