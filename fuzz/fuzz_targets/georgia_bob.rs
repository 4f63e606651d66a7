//! Solver against oracle on generated georgia bob positions.
#![no_main]
use grundy::games::georgia_bob::GeorgiaBob;
use grundy::games::georgia_bob::GeorgiaBobPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: GeorgiaBobPosition| grundy::check::assert_agrees::<GeorgiaBob>(&position));
