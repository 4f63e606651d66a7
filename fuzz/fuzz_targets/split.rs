//! Solver against oracle on generated split positions.
#![no_main]
use grundy::games::split::Split;
use grundy::games::split::SplitPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: SplitPosition| grundy::check::assert_agrees::<Split>(&position));
