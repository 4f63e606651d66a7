//! hdu-2999: generated inputs (solver bytes == oracle bytes) and raw bytes (no
//! panic, same validity on both sides).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grundy::problems::fuzz::fuzz_one("hdu-2999", data));
