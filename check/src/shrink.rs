//! Shrinking a failure found from random bytes by shrinking the bytes, so
//! that every candidate is a position the generator could have built.
//!
//! The random driver hands a generator bytes, and the generator turns them
//! into choices (`int_in_range`, `ratio`, `choose`) read from the front, where
//! fewer and lower bytes give fewer and smaller draws (out of bytes, a draw
//! is its least). So the bytes are shrunk, not the position: cut the tail,
//! delete a block, zero a block, lower one byte (to 0, then by bisection).
//! Each candidate is built again by the generator and judged; it is kept
//! when it fails with the same signature. A kept candidate is always smaller
//! than the bytes it replaces (shorter, or as long and lower at its first
//! difference), so the passes end; they repeat until a round keeps nothing
//! or [`MOST_TRIES`] judgements are spent.

/// How many candidates one shrink judges at most: each is one check of a
/// small position, so a shrink stays a fraction of a second.
pub const MOST_TRIES: usize = 2_000;

/// Shrinks `bytes`, which `fails`, to the smallest bytes found that still
/// do: `fails` builds a candidate's position and judges it (false where it
/// builds none, or passes, or fails another way). [`Check::random`] shrinks
/// its failures with it; a driver of your own can too.
///
/// [`Check::random`]: crate::Check::random
///
/// ```
/// use grundy_check::arbitrary::Unstructured;
/// use grundy_check::shrink::shrink_bytes;
///
/// // Heaps drawn from bytes; the bug shows at any heap of 7 or more.
/// let heaps = |bytes: &[u8]| -> Vec<u64> {
///     let mut u = Unstructured::new(bytes);
///     let n = u.int_in_range(1..=4).unwrap();
///     (0..n).map(|_| u.int_in_range(0..=30).unwrap()).collect()
/// };
/// let fails = |bytes: &[u8]| heaps(bytes).iter().any(|&h| h >= 7);
/// let found = [201, 77, 19, 250, 3, 99, 140];
/// assert_eq!(heaps(&found), [15, 19]);
/// assert_eq!(heaps(&shrink_bytes(&found, fails)), [7]);
/// ```
pub fn shrink_bytes(bytes: &[u8], mut fails: impl FnMut(&[u8]) -> bool) -> Vec<u8> {
    let mut best = bytes.to_vec();
    let mut tries = 0;
    let mut kept = |candidate: &[u8], best: &mut Vec<u8>| {
        if tries >= MOST_TRIES || !smaller(candidate, best) {
            return false;
        }
        tries += 1;
        let keep = fails(candidate);
        if keep {
            *best = candidate.to_vec();
        }
        keep
    };
    loop {
        let round = best.clone();
        cut_the_tail(&mut best, &mut kept);
        for size in [32, 16, 8, 4, 2, 1] {
            delete_blocks(&mut best, size, &mut kept);
        }
        for size in [32, 8, 2, 1] {
            zero_blocks(&mut best, size, &mut kept);
        }
        lower_each_byte(&mut best, &mut kept);
        if best == round {
            return best;
        }
    }
}

/// Shorter, or as long and lower at the first difference.
fn smaller(a: &[u8], b: &[u8]) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// What each pass asks of a candidate: judged, and made the best if kept.
type Kept<'a> = dyn FnMut(&[u8], &mut Vec<u8>) -> bool + 'a;

/// The shortest prefix that still fails, among lengths 0, 1, 2, 4, ...
fn cut_the_tail(best: &mut Vec<u8>, kept: &mut Kept) {
    let mut len = 0;
    while len < best.len() {
        let prefix = best[..len].to_vec();
        if kept(&prefix, best) {
            return;
        }
        len = if len == 0 { 1 } else { len * 2 };
    }
}

fn delete_blocks(best: &mut Vec<u8>, size: usize, kept: &mut Kept) {
    let mut at = 0;
    while at + size <= best.len() {
        let candidate = [&best[..at], &best[at + size..]].concat();
        if !kept(&candidate, best) {
            at += size;
        }
    }
}

fn zero_blocks(best: &mut Vec<u8>, size: usize, kept: &mut Kept) {
    let mut at = 0;
    while at < best.len() {
        let end = (at + size).min(best.len());
        if best[at..end].iter().any(|&b| b != 0) {
            let mut candidate = best.clone();
            candidate[at..end].fill(0);
            kept(&candidate, best);
        }
        at = end;
    }
}

/// Each byte to 0, else to the least value bisection finds that still
/// fails (draws are often a byte modulo a range, so not always the least).
fn lower_each_byte(best: &mut Vec<u8>, kept: &mut Kept) {
    for at in 0..best.len() {
        if best[at] == 0 {
            continue;
        }
        let mut candidate = best.clone();
        candidate[at] = 0;
        if kept(&candidate, best) {
            continue;
        }
        // Fails at best[at], not at low.
        let mut low = 0u8;
        while low + 1 < best[at] {
            let mid = low + (best[at] - low) / 2;
            let mut candidate = best.clone();
            candidate[at] = mid;
            if !kept(&candidate, best) {
                low = mid;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_shrink_to_the_least_that_still_fail() {
        // Fails where some byte is at least 100 and the bytes sum to at
        // least 150: the least is one byte of 150.
        let fails = |b: &[u8]| {
            b.iter().any(|&x| x >= 100) && b.iter().map(|&x| u32::from(x)).sum::<u32>() >= 150
        };
        let bytes: Vec<u8> = (0..=255u8).rev().step_by(7).collect();
        assert!(fails(&bytes));
        assert_eq!(shrink_bytes(&bytes, fails), vec![150]);
    }

    #[test]
    fn a_shrink_stops_after_its_tries() {
        let mut judged = 0;
        // Every third candidate as long as the bytes fails: the shrink
        // keeps finding smaller ones until its tries run out.
        let shrunk = shrink_bytes(&[255; 256], |b| {
            judged += 1;
            b.len() == 256 && judged % 3 == 0
        });
        assert_eq!(judged, MOST_TRIES);
        assert!(smaller(&shrunk, &[255; 256]));
    }
}
