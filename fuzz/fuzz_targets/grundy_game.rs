//! Solver against oracle on generated positions, the code drawn too.
#![no_main]
use grundy::games::grundy_game::GrundyGame;
use grundy::games::grundy_game::GrundyGamePosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: GrundyGamePosition| grundy::check::assert_agrees::<GrundyGame>(&position));
