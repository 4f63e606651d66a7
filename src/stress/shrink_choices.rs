//! Shrinking a failing input by shrinking the choices its generator made.
//!
//! Token edits cannot keep a count and its list, or a graph and its edge
//! lines, consistent: on structured inputs nearly every edit is rejected.
//! Here the failing case is generated again with its draws recorded
//! ([`crate::problems::choices`]), and the list of draws is shrunk instead:
//! cut its tail, delete a block, zero a block, lower one draw (to 0, then by
//! bisection), swap two adjacent draws into order. Each candidate list is
//! replayed through the generator, so each candidate input is one the
//! generator could have written: inside its domain by construction, counts
//! and lists consistent. Lower draws are smaller inputs because generators
//! draw counts and sizes upwards from their least.
//!
//! A candidate list is always smaller than the current one (shorter, or as
//! long and lower at its first difference), and its input no longer, so the
//! passes end; they are repeated until a round keeps nothing (a fixed point)
//! or the budget is spent. A candidate whose input was tried already costs
//! no program run. The caller's test judges candidates exactly as for token
//! shrinking ([`super::shrink`]), which runs after this as a finer pass.

use super::shrink::{Cut, Limits, Verdict};
use crate::fixed_hash::HashSet;
use crate::problems::choices::Draw;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::Instant;

/// Replays a list of draws: the input, and the draws as the generator took
/// them (see [`shrink_choices`]).
pub type Render<'a> = &'a dyn Fn(&[Draw]) -> (Vec<u8>, Vec<Draw>);

/// Aligned blocks of a size are tried only while there are at most this
/// many of them: a list of 10^4 draws is cut by large blocks first, and the
/// small ones come once it is short.
const MOST_BLOCKS: usize = 256;

/// The result of shrinking the choices.
#[derive(Clone, Debug)]
pub struct ShrunkChoices {
    pub draws: Vec<Draw>,
    /// The input the draws write.
    pub input: Vec<u8>,
    /// Candidates kept.
    pub steps: usize,
    /// Program runs spent (tests that answered other than `Invalid`).
    pub runs: usize,
    /// Candidates tested.
    pub candidates: usize,
    /// True when a whole round of passes kept nothing.
    pub fixed_point: bool,
    /// Why the caller stopped it ([`Verdict::Stop`]), if it did.
    pub cut: Option<Cut>,
}

struct Shrinker<'a, T> {
    current: ShrunkChoices,
    render: Render<'a>,
    test: T,
    tried: HashSet<u64>,
    limits: Limits,
    started: Instant,
    out_of_budget: bool,
}

impl<T: FnMut(&[u8]) -> Verdict> Shrinker<'_, T> {
    fn spent(&mut self) -> bool {
        if self.current.runs >= self.limits.max_runs
            || self.started.elapsed() >= self.limits.max_time
        {
            self.out_of_budget = true;
        }
        self.out_of_budget
    }

    /// Tries `candidate`; true when it was kept.
    fn try_draws(&mut self, candidate: Vec<Draw>) -> bool {
        if self.spent() || !smaller(&candidate, &self.current.draws) {
            return false;
        }
        let (input, taken) = (self.render)(&candidate);
        if input.len() > self.current.input.len() || !self.tried.insert(fingerprint(&input)) {
            return false;
        }
        self.current.candidates += 1;
        match (self.test)(&input) {
            Verdict::Stop(cut) => {
                self.current.candidates -= 1;
                self.current.cut = Some(cut);
                self.out_of_budget = true;
                false
            }
            Verdict::Invalid => false,
            Verdict::Passes => {
                self.current.runs += 1;
                false
            }
            Verdict::Fails => {
                self.current.runs += 1;
                self.current.steps += 1;
                // As the generator took them: no longer, no higher.
                self.current.draws = taken;
                self.current.input = input;
                true
            }
        }
    }

    fn truncate(&mut self) -> bool {
        let mut kept = false;
        let mut cut = self.current.draws.len();
        while cut > 0 && !self.spent() {
            let len = self.current.draws.len();
            if cut <= len && self.try_draws(self.current.draws[..len - cut].to_vec()) {
                kept = true;
            } else {
                cut /= 2;
            }
        }
        kept
    }

    /// Deletes (or zeroes) aligned blocks, large first.
    fn blocks(&mut self, delete: bool) -> bool {
        let mut kept = false;
        let mut size = self.current.draws.len() / 2;
        while size > 0 && !self.spent() {
            if self.current.draws.len() / size <= MOST_BLOCKS {
                let mut at = 0;
                while at < self.current.draws.len() && !self.spent() {
                    let mut d = self.current.draws.clone();
                    let end = (at + size).min(d.len());
                    if delete {
                        d.drain(at..end);
                    } else {
                        if d[at..end].iter().all(|x| x.value == 0) {
                            at += size;
                            continue;
                        }
                        d[at..end].iter_mut().for_each(|x| x.value = 0);
                    }
                    if self.try_draws(d) {
                        kept = true;
                        if !delete {
                            at += size;
                        }
                    } else {
                        at += size;
                    }
                }
            }
            size /= 2;
        }
        kept
    }

    /// Each draw to 0, else as low as it still fails (bisection).
    fn lower(&mut self) -> bool {
        let mut kept = false;
        let mut i = 0;
        while i < self.current.draws.len() && !self.spent() {
            let value = self.current.draws[i].value;
            if value > 0 {
                let (mut passes, mut fails) = (0u64, value);
                let with = |draws: &[Draw], v: u64| {
                    let mut d = draws.to_vec();
                    d[i].value = v;
                    d
                };
                if self.try_draws(with(&self.current.draws, 0)) {
                    fails = 0;
                }
                while fails - passes > 1 && !self.spent() {
                    let mid = passes + (fails - passes) / 2;
                    if self.try_draws(with(&self.current.draws, mid)) {
                        fails = mid;
                    } else {
                        passes = mid;
                    }
                }
                kept |= fails < value;
            }
            i += 1;
        }
        kept
    }

    fn sort_pairs(&mut self) -> bool {
        let mut kept = false;
        let mut i = 0;
        while i + 1 < self.current.draws.len() && !self.spent() {
            let d = &self.current.draws;
            if d[i].value > d[i + 1].value {
                let mut c = d.clone();
                c.swap(i, i + 1);
                kept |= self.try_draws(c);
            }
            i += 1;
        }
        kept
    }
}

/// Shrinks `draws`, whose input the caller's `test` found failing.
/// `render` replays a list: the input, and the draws as the generator took
/// them (values above their bound lowered to 0, the list cut to what the
/// generator read; never longer than the list given), so draws the
/// generator no longer reads cost no candidates.
pub fn shrink_choices(
    draws: &[Draw],
    limits: Limits,
    render: Render<'_>,
    test: impl FnMut(&[u8]) -> Verdict,
) -> ShrunkChoices {
    let (input, draws) = render(draws);
    let mut tried = HashSet::default();
    tried.insert(fingerprint(&input));
    let mut s = Shrinker {
        current: ShrunkChoices {
            draws,
            input,
            steps: 0,
            runs: 0,
            candidates: 0,
            fixed_point: false,
            cut: None,
        },
        render,
        test,
        tried,
        limits,
        started: Instant::now(),
        out_of_budget: false,
    };
    loop {
        let mut kept = s.truncate();
        kept |= s.blocks(true);
        kept |= s.blocks(false);
        kept |= s.lower();
        kept |= s.sort_pairs();
        if s.spent() {
            break;
        }
        if !kept {
            s.current.fixed_point = true;
            break;
        }
    }
    s.current
}

/// Shorter, or as long and lower at the first difference.
fn smaller(a: &[Draw], b: &[Draw]) -> bool {
    let values = |d: &[Draw]| d.iter().map(|x| x.value).collect::<Vec<u64>>();
    a.len() < b.len() || (a.len() == b.len() && values(a) < values(b))
}

fn fingerprint(bytes: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::choices::{Recorder, Replay};
    use crate::problems::Source;
    use crate::rng::Rng;
    use std::time::Duration;

    const PLENTY: Limits = Limits {
        max_runs: 10_000,
        max_time: Duration::from_secs(60),
    };

    /// A fake generator: `C` cases, each a line `N` then `N` numbers below
    /// 1000; `C` and the numbers drawn, so counts always match.
    fn generate(src: &mut dyn Source) -> Vec<u8> {
        let mut out = String::new();
        let cases = src.range(1, 6);
        out.push_str(&format!("{cases}\n"));
        for _ in 0..cases {
            let n = src.range(1, 8);
            let line: Vec<String> = (0..n).map(|_| src.range(0, 999).to_string()).collect();
            out.push_str(&format!("{n}\n{}\n", line.join(" ")));
        }
        out.into_bytes()
    }

    fn render(draws: &[Draw]) -> (Vec<u8>, Vec<Draw>) {
        let mut replay = Replay::new(draws);
        let mut recorder = Recorder::new(&mut replay);
        let input = generate(&mut recorder);
        let mut taken = recorder.into_draws();
        taken.truncate(draws.len());
        (input, taken)
    }

    fn numbers(input: &[u8]) -> Vec<u64> {
        String::from_utf8_lossy(input)
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect()
    }

    #[test]
    fn a_structured_input_shrinks_to_one_case_with_the_least_failing_number() {
        // Fails when some case holds a number of 500 or more.
        let fails = |input: &[u8]| {
            let text = String::from_utf8_lossy(input).to_string();
            let lines: Vec<&str> = text.lines().collect();
            let any = lines
                .iter()
                .skip(2)
                .step_by(2)
                .any(|l| l.split(' ').any(|w| w.parse::<u64>().unwrap() >= 500));
            if any {
                Verdict::Fails
            } else {
                Verdict::Passes
            }
        };
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let mut recorder = Recorder::new(&mut rng);
            let input = generate(&mut recorder);
            let draws = recorder.into_draws();
            if fails(&input) != Verdict::Fails {
                continue;
            }
            let mut seen = Vec::new();
            let s = shrink_choices(&draws, PLENTY, &render, |c| {
                seen.push(c.to_vec());
                fails(c)
            });
            assert_eq!(
                String::from_utf8_lossy(&s.input),
                "1\n1\n500\n",
                "seed {seed}"
            );
            assert!(s.fixed_point);
            assert_eq!(render(&s.draws).0, s.input);
            // Every candidate was an input of the generator: counts match.
            for c in &seen {
                let n = numbers(c);
                let mut at = 1;
                for _ in 0..n[0] {
                    at += 1 + n[at] as usize;
                }
                assert_eq!(at, n.len(), "{}", String::from_utf8_lossy(c));
            }
            assert_eq!(seen.len(), s.candidates);
        }
    }

    #[test]
    fn the_budget_of_runs_is_kept() {
        let mut rng = Rng::new(3);
        let mut recorder = Recorder::new(&mut rng);
        generate(&mut recorder);
        let draws = recorder.into_draws();
        let limits = Limits {
            max_runs: 4,
            ..PLENTY
        };
        let mut runs = 0;
        let s = shrink_choices(&draws, limits, &render, |_| {
            runs += 1;
            Verdict::Passes
        });
        assert_eq!((runs, s.runs), (4, 4));
        assert!(!s.fixed_point);
        assert_eq!(s.draws, draws);
    }

    #[test]
    fn candidates_are_smaller_lists() {
        let d = |v: &[u64]| {
            v.iter()
                .map(|&value| Draw { value, bound: 9 })
                .collect::<Vec<_>>()
        };
        assert!(smaller(&d(&[5]), &d(&[0, 0])));
        assert!(smaller(&d(&[1, 9]), &d(&[2, 0])));
        assert!(!smaller(&d(&[2, 0]), &d(&[2, 0])));
        assert!(!smaller(&d(&[3, 0]), &d(&[2, 9])));
    }
}
