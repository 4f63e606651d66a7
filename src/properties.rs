//! quickcheck properties over every family, seeded and replayable.
//!
//! quickcheck generates the bytes, the family's bounded `arbitrary` impl turns
//! them into a position, and shrinking shrinks the bytes, so the minimal
//! failure is still a well-formed position. The seed comes from
//! `QUICKCHECK_SEED` (or the clock) and is printed with any failure; the number
//! of cases from `QUICKCHECK_TESTS`.

use crate::check::{check_in_sweep, with_thread_oracle, OracleBudget};
use crate::family::Family;
use arbitrary::{Arbitrary, Unstructured};
use quickcheck::{Gen, QuickCheck, TestResult};
use std::fmt;
use std::marker::PhantomData;

/// The bytes a position was built from, and the position.
pub struct FromBytes<F: Family> {
    bytes: Vec<u8>,
    position: Option<F::Position>,
    family: PhantomData<F>,
}

impl<F: Family> FromBytes<F> {
    fn new(bytes: Vec<u8>) -> Self {
        let position = F::Position::arbitrary(&mut Unstructured::new(&bytes)).ok();
        FromBytes {
            bytes,
            position,
            family: PhantomData,
        }
    }
}

impl<F: Family> Clone for FromBytes<F> {
    fn clone(&self) -> Self {
        FromBytes {
            bytes: self.bytes.clone(),
            position: self.position.clone(),
            family: PhantomData,
        }
    }
}

impl<F: Family> fmt::Debug for FromBytes<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.position {
            Some(p) => write!(f, "{} {}", F::NAME, p),
            None => write!(f, "(no position)"),
        }
    }
}

impl<F: Family> quickcheck::Arbitrary for FromBytes<F> {
    fn arbitrary(g: &mut Gen) -> Self {
        FromBytes::new(<Vec<u8> as quickcheck::Arbitrary>::arbitrary(g))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(self.bytes.shrink().map(FromBytes::new))
    }
}

/// The seed for this run: `QUICKCHECK_SEED`, or the clock.
pub fn seed() -> u64 {
    std::env::var("QUICKCHECK_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
        })
}

/// Checks `QUICKCHECK_TESTS` (default 300) random positions of family `F`;
/// on failure returns the shrunk discrepancy and the seed that replays it.
pub fn run<F: Family>(seed: u64) -> Result<u64, String> {
    let tests = std::env::var("QUICKCHECK_TESTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    fn property<F: Family>(input: FromBytes<F>) -> TestResult {
        let Some(position) = &input.position else {
            return TestResult::discard();
        };
        // Quietly: quickcheck's shrink may meet a panic many times.
        let checked = with_thread_oracle::<F, _>(|oracle| {
            check_in_sweep::<F>(position, oracle, OracleBudget::DEFAULTS)
        });
        let found = checked.discrepancies();
        match found.first() {
            None => TestResult::passed(),
            Some(d) => TestResult::error(d.to_string()),
        }
    }
    QuickCheck::new()
        .rng(Gen::from_size_and_seed(64, seed))
        .tests(tests)
        .max_tests(tests * 10)
        .quicktest(property::<F> as fn(FromBytes<F>) -> TestResult)
        .map_err(|failure| {
            format!(
                "{} failed; replay with QUICKCHECK_SEED={seed}\n{failure:?}",
                F::NAME
            )
        })
}

/// `run`, panicking with the report: the body of each `#[test]`.
pub fn assert_property<F: Family>() {
    let seed = seed();
    if let Err(report) = run::<F>(seed) {
        panic!("{report}");
    }
}
