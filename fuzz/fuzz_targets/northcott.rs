//! Solver against oracle on generated northcott positions.
#![no_main]
use grundy::games::northcott::Northcott;
use grundy::games::northcott::NorthcottPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: NorthcottPosition| grundy::check::assert_agrees::<Northcott>(&position));
