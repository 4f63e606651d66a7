//! Solver against oracle on generated nim positions.
#![no_main]
use grundy::games::nim::Nim;
use grundy::games::nim::NimPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: NimPosition| grundy::check::assert_agrees::<Nim>(&position));
