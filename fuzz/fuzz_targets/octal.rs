//! Solver against oracle on generated positions, the code drawn too.
#![no_main]
use grundy::games::octal::Octal;
use grundy::games::octal::OctalPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: OctalPosition| grundy::check::assert_agrees::<Octal>(&position));
