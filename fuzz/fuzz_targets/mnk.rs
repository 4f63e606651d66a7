//! Solver against oracle on generated mnk positions.
#![no_main]
use grundy::games::mnk::Mnk;
use grundy::games::mnk::MnkPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: MnkPosition| grundy::check::assert_agrees::<Mnk>(&position));
