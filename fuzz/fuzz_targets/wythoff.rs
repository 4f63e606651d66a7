//! Solver against oracle on generated wythoff positions.
#![no_main]
use grundy::games::wythoff::Wythoff;
use grundy::games::wythoff::WythoffPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: WythoffPosition| grundy::check::assert_agrees::<Wythoff>(&position));
