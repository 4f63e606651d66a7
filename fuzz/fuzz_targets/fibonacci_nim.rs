//! Solver against oracle on generated fibonacci-nim positions.
#![no_main]
use grundy::games::fibonacci_nim::FibonacciNim;
use grundy::games::fibonacci_nim::FibonacciNimPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(
    |position: FibonacciNimPosition| grundy::check::assert_agrees::<FibonacciNim>(&position)
);
