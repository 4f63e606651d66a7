//! A code solved as far as asked: its table, and a proved period if one was
//! found. What answers questions about positions of several heaps.
//!
//! Why the table and the certificate live together: past the table, the
//! only honest answer is one the certificate proves, so every question past
//! the table goes through [`Solution::grundy`], which refuses without one.

use super::certificate::{self, Periodicity};
use super::code::{Code, LEAVE_NOTHING, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
use super::table::{Table, Values};
use crate::OutOfRange;
use std::fmt;

/// The longest remainder whose splits into two parts a position's winning
/// moves are listed for (a heap of `10^18` has that many splits).
pub const MAX_LISTED_SPLIT: u64 = 1 << 16;
/// The same for splits into three parts (quadratic in the remainder).
pub const MAX_LISTED_SPLIT_THREE: u64 = 1 << 10;

/// A code's table and, if found, its proved periodicity.
#[derive(Clone, Debug)]
pub struct Solution {
    table: Table,
    periodicity: Option<Periodicity>,
}

/// A move in a position of several heaps: from heap `heap` (0-based) take
/// `take` counters and leave the heaps `leave` (ascending; empty: nothing).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OctalMove {
    pub heap: usize,
    pub take: u64,
    pub leave: Vec<u64>,
}

impl fmt::Display for OctalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "heap {} take {} leave ", self.heap, self.take)?;
        if self.leave.is_empty() {
            return write!(f, "nothing");
        }
        let parts: Vec<String> = self.leave.iter().map(u64::to_string).collect();
        write!(f, "{}", parts.join("+"))
    }
}

impl Solution {
    /// Computes `G` until a period is proved (finite codes) or `max_len`
    /// heaps are known.
    pub fn compute(code: Code, max_len: usize) -> Result<Solution, OutOfRange> {
        Solution::compute_while(code, max_len, &mut |_| true)
    }

    /// [`Solution::compute`], asking `keep_going(heaps done)` now and then
    /// (every [`PROGRESS_EVERY`](super::table::PROGRESS_EVERY) heaps)
    /// whether to go on. Told to stop, it keeps the heaps computed so far
    /// and still looks for a period in them: a caller with a time limit
    /// gets all it paid for.
    pub fn compute_while(
        code: Code,
        max_len: usize,
        keep_going: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Solution, OutOfRange> {
        Solution::resume_while(Table::new(code), max_len, keep_going)
    }

    /// [`Solution::compute_while`] from a table already part computed (a
    /// checkpoint read back, or a run told to stop): the same values as an
    /// uninterrupted run.
    pub fn resume_while(
        mut table: Table,
        max_len: usize,
        keep_going: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Solution, OutOfRange> {
        let finite = table.code().is_finite();
        let mut periodicity = None;
        let mut next = max_len.min(256.max(table.len()));
        loop {
            let reached = table.extend_while(next, keep_going)?;
            if finite {
                let (found, hint) = match table.values() {
                    Values::Narrow(v) => certificate::find(table.code(), v),
                    Values::Wide(v) => certificate::find(table.code(), v),
                };
                if found.is_some() {
                    periodicity = found;
                    break;
                }
                if !reached || table.len() >= max_len {
                    break;
                }
                let grown = table.len() + table.len() / 4 + 64;
                next = match hint {
                    Some(h) if (h as usize) > table.len() => grown.min(h as usize),
                    _ => grown,
                }
                .min(max_len);
            } else {
                if reached {
                    table.extend_while(max_len, keep_going)?;
                }
                break;
            }
        }
        Ok(Solution { table, periodicity })
    }

    /// The table and the periodicity as they are (for tests: a solution
    /// without a certificate, say).
    pub fn from_parts(table: Table, periodicity: Option<Periodicity>) -> Solution {
        Solution { table, periodicity }
    }

    pub fn code(&self) -> &Code {
        self.table.code()
    }

    /// The table, to go on computing it ([`Solution::resume_while`]).
    pub fn into_table(self) -> Table {
        self.table
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn periodicity(&self) -> Option<Periodicity> {
        self.periodicity
    }

    /// `G(n)` of one heap: from the table, or past it by the proved period;
    /// without one, a refusal.
    pub fn grundy(&self, n: u64) -> Result<u64, OutOfRange> {
        if let Some(g) = self.table.get(n) {
            return Ok(u64::from(g));
        }
        match self.periodicity {
            Some(Periodicity { preperiod, period }) => {
                let folded = preperiod + (n - preperiod) % period;
                Ok(u64::from(
                    self.table.get(folded).expect("the table covers one period"),
                ))
            }
            // A repeating tail has no period sought: "no period is proved"
            // would read as if one had been looked for.
            None if !self.code().is_finite() => Err(OutOfRange {
                what: format!(
                    "heap {n} of {}: G is known below {} (a repeating tail: no period is sought)",
                    self.code(),
                    self.table.len()
                ),
            }),
            None => Err(OutOfRange {
                what: format!(
                    "heap {n} of {}: G is known below {} and no period is proved",
                    self.code(),
                    self.table.len()
                ),
            }),
        }
    }

    /// The value of a position of several heaps: the xor of their values.
    pub fn grundy_of_heaps(&self, heaps: &[u64]) -> Result<u64, OutOfRange> {
        heaps.iter().try_fold(0, |x, &h| Ok(x ^ self.grundy(h)?))
    }

    /// Every move of the position to value 0, ordered by heap, counters
    /// taken, then the parts left. A refusal where a heap is past what is
    /// known, or has more splits than are listed.
    pub fn winning_moves(&self, heaps: &[u64]) -> Result<Vec<OctalMove>, OutOfRange> {
        let x = self.grundy_of_heaps(heaps)?;
        let mut out = Vec::new();
        if x == 0 {
            return Ok(out);
        }
        for (i, &h) in heaps.iter().enumerate() {
            let target = x ^ self.grundy(h)?;
            self.moves_to(i, h, target, &mut out)?;
        }
        out.sort();
        Ok(out)
    }

    /// Pushes every move of heap `h` (number `heap`) that leaves value
    /// `target`.
    fn moves_to(
        &self,
        heap: usize,
        h: u64,
        target: u64,
        out: &mut Vec<OctalMove>,
    ) -> Result<(), OutOfRange> {
        let code = self.code();
        let last_take = match code.length() {
            Some(t) => t.min(h),
            None => {
                if self.table.get(h).is_none() {
                    return Err(OutOfRange {
                        what: format!("moves of heap {h} of {code}: past the table"),
                    });
                }
                h
            }
        };
        for k in 0..=last_take {
            let d = code.digit(k);
            let r = h - k;
            let mut push = |leave: Vec<u64>| {
                out.push(OctalMove {
                    heap,
                    take: k,
                    leave,
                })
            };
            if k >= 1 && r == 0 && d & LEAVE_NOTHING != 0 && target == 0 {
                push(vec![]);
            }
            if k >= 1 && r >= 1 && d & LEAVE_ONE != 0 && self.grundy(r)? == target {
                push(vec![r]);
            }
            if r >= 2 && d & LEAVE_TWO != 0 {
                if r > MAX_LISTED_SPLIT {
                    return Err(too_many_splits(h, r, MAX_LISTED_SPLIT));
                }
                for a in 1..=r / 2 {
                    if self.grundy(a)? ^ self.grundy(r - a)? == target {
                        push(vec![a, r - a]);
                    }
                }
            }
            if r >= 3 && d & LEAVE_THREE != 0 {
                if r > MAX_LISTED_SPLIT_THREE {
                    return Err(too_many_splits(h, r, MAX_LISTED_SPLIT_THREE));
                }
                for a in 1..=r / 3 {
                    for b in a..=(r - a) / 2 {
                        let c = r - a - b;
                        if self.grundy(a)? ^ self.grundy(b)? ^ self.grundy(c)? == target {
                            push(vec![a, b, c]);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

fn too_many_splits(h: u64, r: u64, most: u64) -> OutOfRange {
    OutOfRange {
        what: format!("the splits of {r} (from heap {h}) are too many to list (at most {most})"),
    }
}

#[cfg(test)]
mod tests {
    use super::super::table::PROGRESS_EVERY;
    use super::*;

    fn solve(code: &str, max: usize) -> Solution {
        Solution::compute(Code::parse(code).unwrap(), max).unwrap()
    }

    #[test]
    fn told_to_stop_it_keeps_what_it_computed() {
        // 0.16 has no period before 105,351 heaps.
        let code = Code::parse("0.16").unwrap();
        let mut asked = Vec::new();
        let stopped = Solution::compute_while(code.clone(), 100_000, &mut |n| {
            asked.push(n);
            n < 3000
        })
        .unwrap();
        let len = stopped.table().len();
        assert!((3000..3000 + PROGRESS_EVERY).contains(&len), "{len}");
        assert!(stopped.periodicity().is_none());
        assert!(
            asked.windows(2).all(|w| w[1] - w[0] <= PROGRESS_EVERY),
            "{asked:?}"
        );
        // The values it kept are the values.
        let full = solve("0.16", len);
        let (kept, all) = (stopped.table().values(), full.table().values());
        assert_eq!(kept.len(), all.len());
        assert!((0..len).all(|n| kept.get(n) == all.get(n)));
        // A repeating tail (no period sought) stops the same way.
        let tail =
            Solution::compute_while(Code::parse("4.[3]").unwrap(), 100_000, &mut |n| n < 500)
                .unwrap();
        assert!((500..500 + PROGRESS_EVERY).contains(&tail.table().len()));
    }

    #[test]
    fn kayles_at_any_heap() {
        let s = solve("0.77", 10_000);
        let p = s.periodicity().unwrap();
        assert_eq!((p.preperiod, p.period), (71, 12));
        assert!(s.table().len() < 400);
        // Past the preperiod Kayles has period 12: 4 1 2 8 1 4 7 2 1 8 2 7.
        let n = u64::MAX;
        assert_eq!(s.grundy(n).unwrap(), s.grundy(72 + (n - 72) % 12).unwrap());
        assert_eq!(s.grundy(72).unwrap(), 4);
        assert_eq!(s.grundy_of_heaps(&[1, 1]).unwrap(), 0);
        // A heap of 3 in Kayles: take the middle pin, leaving 1 + 1.
        let moves = s.winning_moves(&[3]).unwrap();
        assert!(moves.contains(&OctalMove {
            heap: 0,
            take: 1,
            leave: vec![1, 1]
        }));
        for m in &moves {
            let mut next: Vec<u64> = vec![];
            next.extend(&m.leave);
            assert_eq!(s.grundy_of_heaps(&next).unwrap(), 0, "{m}");
        }
        assert!(s.winning_moves(&[u64::MAX]).is_err());
        assert!(s.winning_moves(&[u64::MAX, u64::MAX]).unwrap().is_empty());
    }

    #[test]
    fn without_a_period_past_the_table_is_refused() {
        let s = solve("4.[3]", 50);
        assert_eq!(s.periodicity(), None);
        assert_eq!(s.table().len(), 50);
        assert!(s.grundy(49).is_ok());
        // A repeating tail's period is not sought, let alone proved.
        let e = s.grundy(50).unwrap_err();
        assert!(
            e.to_string()
                .ends_with("G is known below 50 (a repeating tail: no period is sought)"),
            "{e}"
        );
        let s = solve("0.16", 1000);
        assert_eq!(s.periodicity(), None);
        let e = s.grundy(1000).unwrap_err();
        assert!(
            e.to_string()
                .ends_with("G is known below 1000 and no period is proved"),
            "{e}"
        );
    }
}
