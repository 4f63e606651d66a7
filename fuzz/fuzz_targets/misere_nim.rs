//! Solver against oracle on generated misere nim positions.
#![no_main]
use grundy::games::misere_nim::MisereNim;
use grundy::games::nim::NimPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: NimPosition| grundy::check::assert_agrees::<MisereNim>(&position));
