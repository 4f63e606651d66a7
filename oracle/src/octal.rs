//! Take-and-break games by their rules: a digit of the code says what a move
//! that takes `k` counters from one heap may leave of it (nothing, one heap,
//! two heaps, three heaps).
//!
//! A position is the multiset of its non-empty heaps (sorted), searched as
//! one game: the oracle never splits it into independent heaps, never xors,
//! and keeps no table of values by heap size. The code is read here again, by
//! a reader of its own, so that a mistake of the solver's reader shows.

use crate::search::{Moves, Played, Rules};

/// The rules of a code `d0.d1d2...` with an optional repeating `[tail]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeAndBreak {
    d0: u8,
    digits: Vec<u8>,
    tail: Vec<u8>,
}

/// Take `take` counters from a heap of `heap` and leave `leave` (ascending).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub heap: u64,
    pub take: u64,
    pub leave: Vec<u64>,
}

impl TakeAndBreak {
    /// Reads a code such as `0.77`, `.137`, `4.[3]`, `0.F`; `None` if it is
    /// not one.
    pub fn parse(text: &str) -> Option<TakeAndBreak> {
        let (before, after) = text.split_once('.')?;
        let d0 = match before {
            "" => 0,
            one if one.len() == 1 => u8::from_str_radix(one, 16).ok()?,
            _ => return None,
        };
        if d0 & 3 != 0 {
            return None;
        }
        let (head, tail) = match after.split_once('[') {
            Some((head, rest)) => (head, rest.strip_suffix(']')?),
            None => (after, ""),
        };
        if after.contains('[') && tail.is_empty() {
            return None;
        }
        let read = |s: &str| -> Option<Vec<u8>> {
            s.chars().map(|c| c.to_digit(16).map(|d| d as u8)).collect()
        };
        Some(TakeAndBreak {
            d0,
            digits: read(head)?,
            tail: read(tail)?,
        })
    }

    /// What a move that takes `k` counters may leave (a sum of 1, 2, 4, 8).
    pub fn digit(&self, k: u64) -> u8 {
        if k == 0 {
            return self.d0;
        }
        match usize::try_from(k - 1) {
            Ok(i) if i < self.digits.len() => self.digits[i],
            _ if self.tail.is_empty() => 0,
            _ => {
                let past = k - 1 - self.digits.len() as u64;
                self.tail[(past % self.tail.len() as u64) as usize]
            }
        }
    }

    /// The largest `k` a move may take from a heap of `size`.
    fn most_taken(&self, size: u64) -> u64 {
        // A tail of zeros allows nothing: listing its takes from a heap of
        // 10^18 would find no move in a lifetime.
        if self.tail.iter().all(|&d| d == 0) {
            size.min(self.digits.len() as u64)
        } else {
            size
        }
    }

    /// Every way one heap of `size` may be moved in, lazily (a heap may be
    /// near `u64::MAX`): counters taken, then what is left.
    pub fn heap_moves(&self, size: u64) -> impl Iterator<Item = (u64, Vec<u64>)> + '_ {
        (0..=self.most_taken(size)).flat_map(move |k| {
            let d = self.digit(k);
            let rest = size - k;
            let nothing = (k >= 1 && rest == 0 && d & 1 != 0).then(Vec::new);
            let one = (k >= 1 && rest >= 1 && d & 2 != 0).then(|| vec![rest]);
            let two = (d & 4 != 0)
                .then(|| (1..=rest / 2).map(move |a| vec![a, rest - a]))
                .into_iter()
                .flatten();
            let three = (d & 8 != 0)
                .then(|| {
                    (1..=rest / 3).flat_map(move |a| {
                        (a..=(rest - a) / 2).map(move |b| vec![a, b, rest - a - b])
                    })
                })
                .into_iter()
                .flatten();
            nothing
                .into_iter()
                .chain(one)
                .chain(two)
                .chain(three)
                .map(move |leave| (k, leave))
        })
    }
}

impl Rules for TakeAndBreak {
    /// The non-empty heaps, ascending.
    type Position = Vec<u64>;
    type Move = Move;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len()
    }

    /// Where a move leads by this reading of the code: the move's heap is
    /// one of the position's and the rules allow what it leaves. Looking a
    /// move up among the position's moves instead made every child of every
    /// heap, once per winning move.
    fn play(&self, heaps: &Vec<u64>, m: &Move) -> Played<Vec<u64>> {
        Played::from(after(self, heaps, m))
    }

    /// The heap's size, counters taken and heaps left (`7 take 1 leave 2+4`).
    fn show_move(&self, _: &Vec<u64>, m: &Move) -> String {
        let left = match m.leave.is_empty() {
            true => "nothing".to_string(),
            false => {
                let words: Vec<String> = m.leave.iter().map(u64::to_string).collect();
                words.join("+")
            }
        };
        format!("{} take {} leave {left}", m.heap, m.take)
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, Move, Vec<u64>> {
        Box::new(
            heaps
                .iter()
                .enumerate()
                .filter(move |&(i, &h)| i == 0 || heaps[i - 1] != h)
                .flat_map(move |(i, &h)| {
                    self.heap_moves(h).map(move |(take, leave)| {
                        let mut next: Vec<u64> = heaps[..i].to_vec();
                        next.extend(&heaps[i + 1..]);
                        next.extend(&leave);
                        next.sort_unstable();
                        (
                            Move {
                                heap: h,
                                take,
                                leave,
                            },
                            next,
                        )
                    })
                }),
        )
    }

    /// The moves' positions straight into the engine's buffer: no boxed
    /// iterator, no move record and no list of what is left per child.
    fn successors(
        &self,
        heaps: &Vec<u64>,
        limit: usize,
        out: &mut Vec<Vec<u64>>,
        spare: &mut Vec<Vec<u64>>,
    ) {
        self.push_successors(heaps, limit.saturating_add(1), out, spare);
    }

    /// Heaps in any order are one position, and an empty heap offers no
    /// move: the non-empty heaps, ascending.
    fn canonical(&self, heaps: &mut Vec<u64>) {
        if !self.is_canonical(heaps) {
            crate::nim::sorted_nonzero(heaps);
        }
    }

    /// Ascending from 1: no empty heap, none smaller than the one before.
    fn is_canonical(&self, heaps: &Vec<u64>) -> bool {
        crate::search::ascending_from(heaps, 1)
    }

    /// A canonical position's children keep its heaps in order and put the
    /// heaps left where they belong, so only a root is made canonical (doing
    /// it for every child would sort what is already sorted).
    fn successors_are_canonical(&self) -> bool {
        true
    }

    /// A few small heaps fit one integer, the memo's key (canonical, so
    /// ascending).
    fn pack(&self, heaps: &Vec<u64>) -> Option<u128> {
        crate::search::pack_heaps(heaps)
    }
}

impl TakeAndBreak {
    /// What [`Rules::moves`] lists, pushed into `out` as positions, at most
    /// `want` of them in all.
    fn push_successors(
        &self,
        heaps: &[u64],
        want: usize,
        out: &mut Vec<Vec<u64>>,
        spare: &mut Vec<Vec<u64>>,
    ) {
        let mut push = |out: &mut Vec<Vec<u64>>, others: &[u64], leave: &[u64]| -> bool {
            if out.len() >= want {
                return false;
            }
            out.push(crate::search::merged_into_spare(spare, others, leave));
            true
        };
        let mut others = Vec::with_capacity(heaps.len());
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            others.clear();
            others.extend_from_slice(&heaps[..i]);
            others.extend_from_slice(&heaps[i + 1..]);
            for k in 0..=self.most_taken(h) {
                let d = self.digit(k);
                let rest = h - k;
                if k >= 1 && rest == 0 && d & 1 != 0 && !push(out, &others, &[]) {
                    return;
                }
                if k >= 1 && rest >= 1 && d & 2 != 0 && !push(out, &others, &[rest]) {
                    return;
                }
                if d & 4 != 0 {
                    for a in 1..=rest / 2 {
                        if !push(out, &others, &[a, rest - a]) {
                            return;
                        }
                    }
                }
                if d & 8 != 0 {
                    for a in 1..=rest / 3 {
                        for b in a..=(rest - a) / 2 {
                            if !push(out, &others, &[a, b, rest - a - b]) {
                                return;
                            }
                        }
                    }
                }
                if out.len() >= want {
                    return;
                }
            }
        }
    }
}

/// A position as the oracle keeps it: the non-empty heaps, ascending.
pub fn position(heaps: &[u64]) -> Vec<u64> {
    let mut v: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    v.sort_unstable();
    v
}

/// Where `m` leads from `heaps` (the oracle's position: non-empty heaps,
/// ascending) under `rules`, `None` when the rules do not allow it: a heap
/// of `m.heap` is there, `m.take` counters come off it and `m.leave` is
/// what is left, as many non-empty heaps, ascending, as the code's digit
/// for `m.take` allows (bit `2^n` for `n` heaps; nothing or one heap only
/// when something is taken).
fn after(rules: &TakeAndBreak, heaps: &[u64], m: &Move) -> Option<Vec<u64>> {
    let at = heaps.iter().position(|&h| h == m.heap)?;
    let rest = m.heap.checked_sub(m.take)?;
    let left = m
        .leave
        .iter()
        .try_fold(0u64, |sum, &h| sum.checked_add(h))?;
    let ascending = m.leave.windows(2).all(|w| w[0] <= w[1]);
    let non_empty = m.leave.iter().all(|&h| h >= 1);
    let heaps_left = m.leave.len();
    let allowed = heaps_left <= 3 && rules.digit(m.take) & (1 << heaps_left) != 0;
    let takes = m.take >= 1 || heaps_left >= 2;
    if !(left == rest && ascending && non_empty && allowed && takes) {
        return None;
    }
    let mut next: Vec<u64> = heaps[..at].to_vec();
    next.extend(&heaps[at + 1..]);
    next.extend(&m.leave);
    next.sort_unstable();
    Some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Searcher;

    fn values(code: &str, up_to: u64) -> Vec<u64> {
        let mut s = Searcher::new(TakeAndBreak::parse(code).unwrap(), 1_000_000);
        (0..=up_to)
            .map(|n| s.analyze(&position(&[n])).unwrap().grundy.unwrap())
            .collect()
    }

    #[test]
    fn kayles_as_the_oeis_begins() {
        // OEIS A002186.
        assert_eq!(
            values("0.77", 15),
            [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]
        );
        // Dawson's chess, OEIS A002187.
        assert_eq!(values(".137", 12), [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2]);
    }

    #[test]
    fn successors_match_the_moves() {
        for code in ["0.77", "4.[3]", "0.8", "8.1[37]", "0.F", "C.1"] {
            let rules = TakeAndBreak::parse(code).unwrap();
            let p = position(&[6, 6, 3, 9]);
            let mut fast = Vec::new();
            rules.successors(&p, usize::MAX, &mut fast, &mut Vec::new());
            let slow: Vec<_> = rules.moves(&p).map(|(_, c)| c).collect();
            assert_eq!(fast, slow, "{code}");
            let mut few = Vec::new();
            rules.successors(&p, 4, &mut few, &mut Vec::new());
            assert_eq!(few, slow[..5], "{code}");
            // Positions left over from other states are overwritten, not
            // extended: spare ones of every length, some longer than any child.
            let mut spare: Vec<Vec<u64>> = (0..40).map(|i| vec![99; i % 9]).collect();
            let mut reused = Vec::new();
            rules.successors(&p, usize::MAX, &mut reused, &mut spare);
            assert_eq!(reused, slow, "{code}");
            assert!(spare.len() < 40, "{code}: no spare position was used");
        }
    }

    #[test]
    fn a_tail_of_zeros_allows_nothing_past_the_digits() {
        let rules = TakeAndBreak::parse("0.3[0]").unwrap();
        let mut out = Vec::new();
        rules.successors(&position(&[u64::MAX]), 10, &mut out, &mut Vec::new());
        assert_eq!(out, [vec![u64::MAX - 1]]);
    }

    #[test]
    fn heaps_in_any_order_are_one_position() {
        // The memo keys a position by its packed heaps, which must be the
        // canonical ones: an unsorted root with empty heaps is the same game.
        let rules = || TakeAndBreak::parse("0.137").unwrap();
        let mut s = Searcher::new(rules(), 1_000_000);
        let sorted = s.analyze(&position(&[3, 7, 9])).unwrap();
        let entries = s.memo_len();
        for heaps in [vec![9, 3, 7], vec![0, 7, 9, 3], vec![7, 0, 3, 9, 0]] {
            let mut fresh = Searcher::new(rules(), 1_000_000);
            assert_eq!(
                fresh.analyze(&heaps).unwrap().grundy,
                sorted.grundy,
                "{heaps:?}"
            );
            assert_eq!(fresh.memo_len(), entries, "{heaps:?}");
            assert_eq!(
                s.analyze(&heaps).unwrap().grundy,
                sorted.grundy,
                "{heaps:?}"
            );
        }
        assert_eq!(s.memo_len(), entries);
    }

    #[test]
    fn canonical_means_ascending_without_empty_heaps() {
        let rules = TakeAndBreak::parse("0.77").unwrap();
        let lists: [&[u64]; 9] = [
            &[],
            &[0],
            &[1],
            &[0, 1],
            &[1, 0],
            &[1, 1, 2],
            &[2, 1, 1],
            &[3, 5, 4],
            &[1, 0, 2],
        ];
        for l in lists {
            let mut sorted = l.to_vec();
            crate::nim::sorted_nonzero(&mut sorted);
            assert_eq!(rules.is_canonical(&l.to_vec()), sorted == l, "{l:?}");
            let mut made = l.to_vec();
            rules.canonical(&mut made);
            assert_eq!(made, sorted, "{l:?}");
        }
    }

    #[test]
    fn two_equal_heaps_lose() {
        let mut s = Searcher::new(TakeAndBreak::parse("4.[3]").unwrap(), 1_000_000);
        assert!(!s.analyze(&position(&[5, 5])).unwrap().player_to_move_wins);
        assert!(s.analyze(&position(&[5, 6])).unwrap().player_to_move_wins);
    }

    #[test]
    fn codes_and_digits() {
        let c = TakeAndBreak::parse("8.1[37]").unwrap();
        assert_eq!(
            (0..7).map(|k| c.digit(k)).collect::<Vec<_>>(),
            [8, 1, 3, 7, 3, 7, 3]
        );
        assert_eq!(c.digit(u64::MAX), 7); // k - 2 is odd: the second of [37]
        for bad in ["077", "1.7", "0.[", "0.[]", "0.7g", "00.7"] {
            assert!(TakeAndBreak::parse(bad).is_none(), "{bad}");
        }
        // A heap of 4 under 0.04 (take two, leave two heaps): 1+1 only.
        let moves: Vec<_> = TakeAndBreak::parse("0.04").unwrap().heap_moves(4).collect();
        assert_eq!(moves, [(2, vec![1, 1])]);
        let moves: Vec<_> = TakeAndBreak::parse("0.8").unwrap().heap_moves(7).collect();
        assert_eq!(
            moves,
            [(1, vec![1, 1, 4]), (1, vec![1, 2, 3]), (1, vec![2, 2, 2])]
        );
    }
}
