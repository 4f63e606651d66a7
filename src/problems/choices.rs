//! A generator's choices, recorded and replayed, so a failing input can be
//! shrunk by shrinking what the generator chose rather than its text.
//!
//! Every generator draws from a [`Source`]. [`Recorder`] passes each draw of
//! another source through and writes it down as a [`Draw`]: how far above
//! the lowest value allowed it was, and how far it could have been.
//! [`Replay`] feeds a (changed) list of draws back to the generator: the
//! `i`-th draw gets the `i`-th value, and a draw past the end of the list,
//! or a value above what this draw allows, gets the lowest value allowed.
//! Whatever the list, the generator runs its own code with values it allows,
//! so the input is one of its domain: a shrinker that deletes, zeroes or
//! lowers draws never writes an input the generator could not have written
//! (the idea of Hypothesis's shrinker: MacIver and Donaldson, "Test-Case
//! Reduction via Test-Case Generation", ECOOP 2020).
//!
//! Lower values make smaller inputs because generators draw counts and
//! sizes upwards from their least; where a generator aims at the judge's
//! largest value it asks [`Source::largest`], which a random source answers
//! with the top and a replay with the recorded value, so that count too
//! comes down.

use super::Source;

/// One choice of a generator: `value` above the lowest allowed, of at most
/// `bound` (a draw in `lo..=hi` is `value = v - lo`, `bound = hi - lo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Draw {
    pub value: u64,
    pub bound: u64,
}

/// Passes every draw of `inner` through and writes it down.
pub struct Recorder<'a> {
    inner: &'a mut dyn Source,
    draws: Vec<Draw>,
}

impl<'a> Recorder<'a> {
    pub fn new(inner: &'a mut dyn Source) -> Recorder<'a> {
        Recorder {
            inner,
            draws: Vec::new(),
        }
    }

    /// The draws, in the order they were made.
    pub fn into_draws(self) -> Vec<Draw> {
        self.draws
    }

    fn note(&mut self, lo: u64, hi: u64, v: u64) -> u64 {
        self.draws.push(Draw {
            value: v - lo,
            bound: hi - lo,
        });
        v
    }
}

impl Source for Recorder<'_> {
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let v = self.inner.range(lo, hi);
        self.note(lo, hi, v)
    }

    fn largest(&mut self, lo: u64, hi: u64) -> u64 {
        let v = self.inner.largest(lo, hi);
        self.note(lo, hi, v)
    }

    fn case_count(&mut self, lo: u64, hi: u64) -> u64 {
        let v = self.inner.case_count(lo, hi);
        self.note(lo, hi, v)
    }
}

/// Gives a generator the values of a list of draws, in order; past its end,
/// or where a value is above what the draw allows, the lowest allowed.
pub struct Replay<'a> {
    draws: &'a [Draw],
    next: usize,
}

impl<'a> Replay<'a> {
    pub fn new(draws: &'a [Draw]) -> Replay<'a> {
        Replay { draws, next: 0 }
    }

    fn take(&mut self, lo: u64, hi: u64) -> u64 {
        let drawn = self.draws.get(self.next);
        self.next = self.next.saturating_add(1);
        match drawn {
            Some(d) if d.value <= hi.saturating_sub(lo) => lo + d.value,
            _ => lo,
        }
    }
}

impl Source for Replay<'_> {
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        self.take(lo, hi)
    }

    fn largest(&mut self, lo: u64, hi: u64) -> u64 {
        self.take(lo, hi)
    }

    fn case_count(&mut self, lo: u64, hi: u64) -> u64 {
        self.take(lo, hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Domain, InputSize, PROBLEMS};
    use crate::rng::Rng;

    #[test]
    fn a_replay_of_the_recorded_draws_writes_the_same_input() {
        // Judge-size inputs run to megabytes (slow in a debug build, beside
        // tests that measure time): those of a few problems with short ones.
        let short_at_judge_size = ["hdu-3980", "uva-10561", "hdu-1846", "hdu-2188"];
        for p in PROBLEMS {
            for size in [InputSize::Small, InputSize::Judge] {
                if size == InputSize::Judge && !short_at_judge_size.contains(&p.id) {
                    continue;
                }
                for seed in 0..3 {
                    let (input, draws) = p.generate_recorded(seed, size, Domain::Inside, None);
                    assert_eq!(
                        input,
                        p.generate_seeded(seed, size, Domain::Inside),
                        "{}",
                        p.id
                    );
                    assert_eq!(
                        p.generate_replayed(&draws, size, Domain::Inside),
                        input,
                        "{}",
                        p.id
                    );
                }
            }
        }
    }

    #[test]
    fn past_the_end_or_above_the_bound_the_lowest_value() {
        let mut rng = Rng::new(5);
        let mut r = Recorder::new(&mut rng);
        let a = r.range(10, 20);
        let top = r.largest(3, 9);
        let draws = r.into_draws();
        assert_eq!(top, 9);
        assert_eq!(
            draws[0],
            Draw {
                value: a - 10,
                bound: 10
            }
        );
        assert_eq!(draws[1], Draw { value: 6, bound: 6 });
        let mut replay = Replay::new(&draws);
        assert_eq!(replay.range(10, 20), a);
        // The draw of 6 above 3 does not fit 0..=2: the lowest instead.
        assert_eq!(replay.largest(0, 2), 0);
        assert_eq!(replay.range(7, 100), 7);
        assert!(replay.one_in(1000));
    }

    #[test]
    fn an_empty_replay_writes_the_smallest_input_of_the_domain() {
        // At the judge's size too: every count a generator aims at the
        // judge's maximum comes down to its least.
        for p in PROBLEMS {
            for size in [InputSize::Small, InputSize::Judge] {
                let input = p.generate_replayed(&[], size, Domain::Inside);
                assert_eq!(p.validate(&input), Ok(()), "{} {size}", p.id);
            }
        }
    }
}
