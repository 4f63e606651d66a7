//! Our solver against the oracle on positions built from the fuzzer's bytes.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    own_solver::check(|h: &Vec<u64>| own_solver::solve(h)).fuzz(data, own_solver::position)
});
