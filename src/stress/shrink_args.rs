//! Shrinking a failing input by shrinking the numbers its generator was
//! given.
//!
//! A custom problem's generator is an outside command (`gen 100000 10 SEED`):
//! its draws cannot be recorded as a built-in generator's are
//! ([`super::shrink_choices`]), but its numeric arguments are choices too,
//! and usually bounds (a largest `n`, a largest value, a number of cases).
//! With the same seed and smaller arguments it writes a smaller input, one
//! it could have written anyway: counts and lists consistent by
//! construction, where token edits ([`super::shrink`]) would need the
//! validator to refuse thousands of candidates first.
//!
//! One argument at a time, each goes to 0, else 1, else is halved while the
//! failure stays, then bisected between the last half that lost it and the
//! least value that kept it. Rounds over all arguments repeat until one
//! keeps nothing (a fixed point) or the budget is spent. A candidate is kept
//! when the caller's test (the same one token shrinking uses) says it fails
//! the same way and its input is no longer than the current one; a
//! candidate whose input was tried already is judged by the verdict it got,
//! without running the program again.

use super::shrink::{Cut, Limits, Verdict};
use crate::fixed_hash::HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::Instant;

/// Writes the input for a list of arguments: `Err(None)` when the
/// generator fails on them, `Err(Some(cut))` to stop (interrupted).
pub type Generate<'a> = &'a mut dyn FnMut(&[u64]) -> Result<Vec<u8>, Option<Cut>>;

/// The result of shrinking the arguments.
#[derive(Clone, Debug)]
pub struct ShrunkArgs {
    /// The arguments the smallest failing input came from.
    pub values: Vec<u64>,
    /// That input.
    pub input: Vec<u8>,
    /// Candidates kept.
    pub steps: usize,
    /// Program runs spent (tests that answered other than `Invalid`).
    pub runs: usize,
    /// Candidates the generator wrote and the test judged.
    pub candidates: usize,
    /// True when a whole round over the arguments kept nothing.
    pub fixed_point: bool,
    /// Why the caller stopped it ([`Verdict::Stop`]), if it did.
    pub cut: Option<Cut>,
}

struct Shrinker<'a, T> {
    current: ShrunkArgs,
    generate: Generate<'a>,
    test: T,
    judged: HashMap<u64, Verdict>,
    limits: Limits,
    started: Instant,
    stopped: bool,
}

impl<T: FnMut(&[u8]) -> Verdict> Shrinker<'_, T> {
    fn spent(&mut self) -> bool {
        if self.current.runs >= self.limits.max_runs
            || self.started.elapsed() >= self.limits.max_time
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Tries argument `at` at `value`; true when it was kept.
    fn try_value(&mut self, at: usize, value: u64) -> bool {
        if self.spent() {
            return false;
        }
        let mut values = self.current.values.clone();
        values[at] = value;
        let input = match (self.generate)(&values) {
            Ok(input) => input,
            Err(None) => return false,
            Err(Some(cut)) => {
                self.current.cut = Some(cut);
                self.stopped = true;
                return false;
            }
        };
        if input.len() > self.current.input.len() {
            return false;
        }
        let key = fingerprint(&input);
        let verdict = match self.judged.get(&key) {
            Some(&v) => v,
            None => {
                self.current.candidates += 1;
                let v = (self.test)(&input);
                match v {
                    Verdict::Stop(cut) => {
                        self.current.candidates -= 1;
                        self.current.cut = Some(cut);
                        self.stopped = true;
                        return false;
                    }
                    Verdict::Passes | Verdict::Fails => self.current.runs += 1,
                    Verdict::Invalid => {}
                }
                self.judged.insert(key, v);
                v
            }
        };
        if verdict != Verdict::Fails {
            return false;
        }
        self.current.steps += 1;
        self.current.values = values;
        self.current.input = input;
        true
    }

    /// Argument `at` as low as it still fails; true when it went down.
    fn lower(&mut self, at: usize) -> bool {
        let start = self.current.values[at];
        for least in [0, 1] {
            if least < start && self.try_value(at, least) {
                return true;
            }
        }
        // Halve while the failure stays, then bisect between the half that
        // lost it and the least value that kept it.
        let mut fails = start;
        let mut lost = fails / 2;
        while lost > 1 && self.try_value(at, lost) {
            fails = lost;
            lost = fails / 2;
        }
        while fails - lost > 1 && !self.spent() {
            let mid = lost + (fails - lost) / 2;
            if self.try_value(at, mid) {
                fails = mid;
            } else {
                lost = mid;
            }
        }
        fails < start
    }
}

/// Shrinks `values`, the numeric arguments the failing `input` was
/// generated with: `generate` writes the input for other arguments (the
/// same seed), `test` judges it as token shrinking does.
pub fn shrink_args(
    values: &[u64],
    input: &[u8],
    limits: Limits,
    generate: Generate<'_>,
    test: impl FnMut(&[u8]) -> Verdict,
) -> ShrunkArgs {
    let mut judged = HashMap::default();
    judged.insert(fingerprint(input), Verdict::Fails);
    let mut s = Shrinker {
        current: ShrunkArgs {
            values: values.to_vec(),
            input: input.to_vec(),
            steps: 0,
            runs: 0,
            candidates: 0,
            fixed_point: values.is_empty(),
            cut: None,
        },
        generate,
        test,
        judged,
        limits,
        started: Instant::now(),
        stopped: false,
    };
    while !s.current.fixed_point {
        let mut kept = false;
        for at in 0..values.len() {
            kept |= s.lower(at);
        }
        if s.spent() {
            break;
        }
        s.current.fixed_point = !kept;
    }
    s.current
}

fn fingerprint(bytes: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use std::time::Duration;

    const PLENTY: Limits = Limits {
        max_runs: 10_000,
        max_time: Duration::from_secs(60),
    };

    /// A fake generator `gen MAXN MAXV T SEED`: T cases (1 to T), each
    /// `n` (1 to MAXN) then `n` numbers below MAXV; MAXN or MAXV of 0 fails.
    fn generate(args: &[u64], seed: u64) -> Result<Vec<u8>, Option<Cut>> {
        let (maxn, maxv, t) = (args[0], args[1], args[2]);
        if maxn == 0 || maxv == 0 || t == 0 {
            return Err(None);
        }
        let mut rng = Rng::new(seed);
        let cases = 1 + (rng.next_u64() % t);
        let mut out = format!("{cases}\n");
        for _ in 0..cases {
            let n = 1 + (rng.next_u64() % maxn);
            let line: Vec<String> = (0..n)
                .map(|_| (rng.next_u64() % maxv).to_string())
                .collect();
            out.push_str(&format!("{n}\n{}\n", line.join(" ")));
        }
        Ok(out.into_bytes())
    }

    /// The fake program fails on any number of 1000 or more.
    fn fails(input: &[u8]) -> Verdict {
        let text = String::from_utf8_lossy(input);
        let mut lines = text.lines().skip(1);
        let mut big = false;
        while let (Some(_), Some(items)) = (lines.next(), lines.next()) {
            big |= items.split(' ').any(|w| w.parse::<u64>().unwrap() >= 1000);
        }
        if big {
            Verdict::Fails
        } else {
            Verdict::Passes
        }
    }

    #[test]
    fn bounds_shrink_to_the_least_that_still_fail() {
        let start = [100_000u64, 1_000_000_000, 100];
        let seed = (0..)
            .find(|&s| generate(&start, s).is_ok_and(|i| fails(&i) == Verdict::Fails))
            .unwrap();
        let original = generate(&start, seed).unwrap();
        let mut seen = Vec::new();
        let mut generator_runs = 0;
        let s = shrink_args(
            &start,
            &original,
            PLENTY,
            &mut |v| {
                generator_runs += 1;
                generate(v, seed)
            },
            |c| {
                seen.push(c.to_vec());
                fails(c)
            },
        );
        assert!(s.fixed_point);
        assert_eq!(generate(&s.values, seed).as_ref(), Ok(&s.input));
        assert_eq!(fails(&s.input), Verdict::Fails);
        // Cases of one number, a largest value just past 1000, and fewer
        // cases (as many as it takes to reach the failing one).
        assert_eq!(s.values[0], 1, "{:?}", s.values);
        assert!(s.values[1] > 1000 && s.values[1] < 2000, "{:?}", s.values);
        assert!(s.values[2] < 100, "{:?}", s.values);
        assert!(s.input.len() * 20 < original.len(), "{}", s.input.len());
        // No input judged twice; every failing generator run cost nothing.
        let mut distinct = seen.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), seen.len());
        assert_eq!((s.runs, s.candidates), (seen.len(), seen.len()));
        assert!(generator_runs > s.runs);
    }

    #[test]
    fn the_budget_and_a_stop_are_kept() {
        let input = generate(&[50, 5000, 9], 1).unwrap();
        let limits = Limits {
            max_runs: 3,
            ..PLENTY
        };
        let mut runs = 0;
        let s = shrink_args(
            &[50, 5000, 9],
            &input,
            limits,
            &mut |v| generate(v, 1),
            |_| {
                runs += 1;
                Verdict::Passes
            },
        );
        assert_eq!((runs, s.runs), (3, 3));
        assert!(!s.fixed_point);
        assert_eq!(s.values, [50, 5000, 9]);
        let stopped = shrink_args(
            &[50, 5000, 9],
            &input,
            PLENTY,
            &mut |v| generate(v, 1),
            |_| Verdict::Stop(Cut::Interrupted),
        );
        assert_eq!(stopped.cut, Some(Cut::Interrupted));
        assert_eq!((stopped.runs, &stopped.input), (0, &input));
        // Stopped while generating: no generator run after it.
        let mut generated = 0;
        let cut = shrink_args(
            &[50, 5000, 9],
            &input,
            PLENTY,
            &mut |_| {
                generated += 1;
                Err(Some(Cut::Interrupted))
            },
            |_| Verdict::Fails,
        );
        assert_eq!(
            (cut.cut, generated, cut.candidates),
            (Some(Cut::Interrupted), 1, 0)
        );
        // No numeric arguments: nothing to do.
        let none = shrink_args(&[], b"1\n", PLENTY, &mut |_| Err(None), |_| Verdict::Fails);
        assert!(none.fixed_point && none.candidates == 0);
    }
}
