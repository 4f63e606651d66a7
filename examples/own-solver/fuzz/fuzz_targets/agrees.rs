//! Our solver against the oracle on positions built from the fuzzer's bytes.
//! One check for the whole run, not one per input: the oracle keeps its
//! memo, and a solver that kept state would be fuzzed with it.
#![no_main]
use own_solver::grundy_check::{Answer, Check};
use own_solver::MooreNim2;
use std::cell::RefCell;

type Solver = fn(&Vec<u64>) -> Answer<Vec<u64>>;

thread_local! {
    static CHECK: RefCell<Check<MooreNim2, Solver>> =
        RefCell::new(own_solver::check(|h: &Vec<u64>| own_solver::solve(h)));
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    CHECK.with_borrow_mut(|check| check.fuzz(data, own_solver::position))
});
