//! The drivers every check shares, over its judgement of one position (the
//! first discrepancy, or the comparison): a sweep, seeded random positions
//! and a fuzz target's body. [`Check`](crate::Check) and
//! [`PartisanCheck`](crate::partisan::PartisanCheck) each call them with
//! their own judgement.

// A driver's error is a report, met once per failing run (as in
// `check.rs`): its size costs nothing.
#![allow(clippy::result_large_err)]

use crate::check::Summary;
use crate::comparison::Comparison;
use crate::discrepancy::Discrepancy;
use crate::panics::{catch, quietly, running, Code};
use crate::rng::SplitMix64;
use crate::shrink::shrink_bytes;
use arbitrary::Unstructured;

/// A position that failed, as the drivers handle it: its report, and its
/// kind, which a smaller position must share to replace it in a shrink
/// (the report's signature; for a panic, also the panic's
/// [`kind`](crate::panics::Panic::kind), so that a shrink does not slide
/// from one bug to another).
pub(crate) struct Failed {
    pub(crate) report: Discrepancy,
    kind: String,
}

impl Failed {
    /// `report`, the first discrepancy of `comparison`.
    pub(crate) fn new(comparison: &Comparison, report: Discrepancy) -> Failed {
        let kind = match &comparison.panic {
            Some(panic) => format!("{} {}", report.signature(), panic.kind()),
            None => report.signature(),
        };
        Failed { report, kind }
    }

    /// Does it fail the way `other` does (the same kind)?
    pub(crate) fn is_like(&self, other: &Failed) -> bool {
        self.kind == other.kind
    }
}

/// The judgement of `comparison` at `position`: itself where it agrees,
/// else its first discrepancy, the position written by `show` and the repro
/// by `repro`. Both are the check's closures: where one panics, the report
/// is of that panic (the position written by its `Debug`, the repro
/// replaced by what happened), blamed on it.
pub(crate) fn judgement<P: std::fmt::Debug>(
    game: &str,
    comparison: Comparison,
    position: &P,
    seed: Option<u64>,
    show: &dyn Fn(&P) -> String,
    repro: &dyn Fn(&str, Option<u64>) -> String,
) -> Judged {
    if comparison.agrees() {
        return Ok(comparison);
    }
    let caught = |name, f: &dyn Fn() -> String| catch(|| running(Code::Given(name), f));
    let written = caught("show_position", &|| show(position)).and_then(|text| {
        let command = caught("repro", &|| repro(&text, seed))?;
        Ok((text, command))
    });
    let panicked;
    let (comparison, text, command) = match written {
        Ok((text, command)) => (&comparison, text, command),
        Err(panic) => {
            panicked = Comparison::panicked(panic);
            (&panicked, format!("{position:?}"), NO_REPRO.to_string())
        }
    };
    let first = comparison.discrepancies(game, &text, &command).remove(0);
    Err(Failed::new(comparison, first))
}

/// A report's repro where the check's `repro` (or `show_position`, which
/// it is given) panicked.
const NO_REPRO: &str = "(none: the check's closure panicked writing the report)";

/// A position's judgement: its comparison, or how it failed.
pub(crate) type Judged = Result<Comparison, Failed>;

/// Judges every position of `positions`; stops at the first discrepancy.
/// Panics when `positions` is empty, or the oracle answered none of them
/// ([`require_a_comparison`]): a sweep of nothing (a bounded generator
/// whose bound went wrong, a budget of 0) must not pass as if it had checked.
pub(crate) fn sweep<P>(
    positions: impl IntoIterator<Item = P>,
    mut judged: impl FnMut(&P) -> Judged,
) -> Result<Summary, Discrepancy> {
    let mut summary = Summary::default();
    for p in positions {
        summary.add(&judged(&p).map_err(|failed| failed.report)?);
    }
    if summary.checked == 0 {
        panic!("sweep: it was given no positions, so nothing was checked");
    }
    require_a_comparison("sweep", summary.checked, &summary);
    Ok(summary)
}

/// Judges `count` positions built by `generate` from random bytes of the
/// stream `seed` (the seed goes to the judgement, for its repro); bytes that
/// build no position are skipped, not counted. A failure is reported at the
/// smallest position its bytes shrink to ([`shrunk`]), a panic too. Panics, by
/// [`require_a_comparison`], if no try built a position the solver answers.
pub(crate) fn random<P>(
    seed: u64,
    count: usize,
    mut generate: impl FnMut(&mut Unstructured) -> arbitrary::Result<P>,
    mut judged: impl FnMut(&P, u64) -> Judged,
) -> Result<Summary, Discrepancy> {
    let mut rng = SplitMix64::new(seed);
    let mut summary = Summary::default();
    for _ in 0..count {
        let bytes = rng.bytes(256);
        let Ok(p) = generate(&mut Unstructured::new(bytes)) else {
            continue;
        };
        match judged(&p, seed) {
            Ok(comparison) => summary.add(&comparison),
            Err(failed) => {
                let bytes = bytes.to_vec();
                let smallest = shrunk(&bytes, failed, &mut generate, |p| judged(p, seed));
                return Err(smallest.report);
            }
        }
    }
    require_a_comparison("random", count, &summary);
    Ok(summary)
}

/// The failure of the smallest position [`shrink_bytes`] finds, from
/// `bytes`, that fails as `failed` does (the same kind). The candidates'
/// panics are not printed: there may be thousands, and the report says
/// what the last one said.
pub(crate) fn shrunk<P>(
    bytes: &[u8],
    failed: Failed,
    generate: &mut impl FnMut(&mut Unstructured) -> arbitrary::Result<P>,
    mut judged: impl FnMut(&P) -> Judged,
) -> Failed {
    let mut smallest = failed;
    quietly(|| {
        shrink_bytes(bytes, |candidate| {
            let Ok(p) = generate(&mut Unstructured::new(candidate)) else {
                return false;
            };
            match judged(&p) {
                Err(failed) if failed.is_like(&smallest) => {
                    smallest = failed;
                    true
                }
                _ => false,
            }
        })
    });
    smallest
}

/// A random driver's end: it panics where it compared nothing with the
/// oracle, since such a run must not pass as if it had checked (as proptest
/// fails on too many rejects, and Hypothesis on an unsatisfiable strategy):
/// none of its `tries` built a position, the solver called every one
/// outside its domain, or the oracle answered none of the rest (each past
/// its budget, a budget of 0 say, or not asked).
pub(crate) fn require_a_comparison(driver: &str, tries: usize, summary: &Summary) {
    if tries == 0 {
        return;
    }
    if summary.checked == 0 {
        panic!(
            "{driver}: none of the {tries} tries built a position, so nothing was checked: \
             the generator returned an error every time (it asked for more bytes than it was \
             handed, or refused them all)"
        );
    }
    if summary.outside == summary.checked {
        panic!(
            "{driver}: the solver called all {} positions built outside its domain, so \
             nothing was compared: draw positions it answers",
            summary.checked
        );
    }
    if summary.outside + summary.oracle_gave_up == summary.checked {
        panic!(
            "{driver}: the oracle answered none of the {} positions the solver answered \
             (past its budget, or not asked), so nothing was compared with it, only the \
             laws held: raise `budget` or draw smaller positions ({summary})",
            summary.checked - summary.outside
        );
    }
}

/// A fuzz target's body: builds a position from the fuzzer's bytes with
/// `generate` and panics with the report of its discrepancy, if any.
pub(crate) fn fuzz<P>(
    data: &[u8],
    mut generate: impl FnMut(&mut Unstructured) -> arbitrary::Result<P>,
    mut judged: impl FnMut(&P) -> Judged,
) {
    if let Ok(p) = generate(&mut Unstructured::new(data)) {
        if let Err(failed) = judged(&p) {
            panic!("{}", failed.report);
        }
    }
}
