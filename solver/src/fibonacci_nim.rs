//! Fibonacci nim by Zeckendorf representations.
//!
//! A position is a heap `n` and a limit `L`: the mover removes `r` with
//! `1 <= r <= min(L, n)`, and the next limit is `2r`. The contest opening is
//! `(n, n - 1)` (the first move may not take everything).
//!
//! Outcome: write `n` as a sum of non-consecutive Fibonacci numbers
//! (Zeckendorf). The mover wins iff the smallest term `z(n)` is at most `L`.
//!
//! Winning removals, for any size, without trying every `r`: `r` wins iff
//! `r = n` or `z(n - r) > 2r`. In the second case every Zeckendorf term of
//! `r` is at most `r < z(n - r) / 2`, below the Fibonacci number just under
//! `z(n - r)`, so the representations of `n - r` and `r` side by side are
//! already the representation of `n`: `r` is a sum of the smallest terms of
//! `n` (a suffix sum). Conversely, for a suffix sum `r = t_j + ... + t_m`
//! (terms descending, `j >= 2`), `z(n - r) = t_(j-1)`. So the winning
//! removals are: the suffix sums `s_j` with `2 s_j < t_(j-1)`, and `n`
//! itself, each only if it is at most `L`. There are at most 46 candidates.
//!
//! Grundy values are not provided: they have no known closed form.
//!
//! ```
//! use solver::fibonacci_nim::{first_player_wins, winning_removals};
//! assert!(!first_player_wins(13, 12)); // a Fibonacci number loses the opening
//! assert_eq!(winning_removals(10, 9), [2]); // 10 = 8 + 2
//! ```

/// How many of 1, 2, 3, 5, 8, ... fit in a u64 (F2 to F93).
const TERM_COUNT: usize = 92;

/// 1, 2, 3, 5, 8, ... up to the largest in u64, computed once, at compile time
/// (the contest reads millions of heaps: no table per heap).
const TERMS: [u64; TERM_COUNT] = {
    let mut t = [0u64; TERM_COUNT];
    t[0] = 1;
    t[1] = 2;
    let mut i = 2;
    while i < TERM_COUNT {
        t[i] = t[i - 1] + t[i - 2];
        i += 1;
    }
    t
};

/// The terms of [`TERMS`] by bit length: row `b` holds the terms with
/// exactly `b` significant bits (at most two: the terms grow by more than
/// `2^(1/2)` a step, so three would span more than a doubling), and 0 in the
/// slots no term fills.
const TERMS_BY_BITS: [[u64; 2]; 65] = {
    let mut rows = [[0u64; 2]; 65];
    let mut i = 0;
    while i < TERM_COUNT {
        let bits = (u64::BITS - TERMS[i].leading_zeros()) as usize;
        let slot = if rows[bits][0] == 0 { 0 } else { 1 };
        rows[bits][slot] = TERMS[i];
        i += 1;
    }
    rows
};

/// Is `n` one of 1, 2, 3, 5, 8, ...? Two comparisons: the candidates are the
/// terms of `n`'s bit length.
///
/// This is the whole of the contest opening `(n, n - 1)`: it is lost iff the
/// smallest Zeckendorf term of `n` is above `n - 1`, that is, iff that term is
/// `n` itself, iff `n` is a Fibonacci number.
pub fn is_fibonacci(n: u64) -> bool {
    let [a, b] = TERMS_BY_BITS[(u64::BITS - n.leading_zeros()) as usize];
    n != 0 && (n == a || n == b)
}

/// 1, 2, 3, 5, 8, ... up to the largest in u64, ascending.
pub fn fibonacci_terms() -> Vec<u64> {
    TERMS.to_vec()
}

/// The Zeckendorf representation of `n`: non-consecutive Fibonacci numbers
/// summing to `n`, largest first (greedy). Empty for 0.
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut rest = n;
    let mut terms = Vec::new();
    for &f in TERMS.iter().rev() {
        if f <= rest {
            terms.push(f);
            rest -= f;
        }
    }
    terms
}

/// The smallest term of the Zeckendorf representation (None for 0), without
/// building the representation: greedy from the largest term not above `n`.
pub fn smallest_zeckendorf_term(n: u64) -> Option<u64> {
    let mut rest = n;
    let mut last = None;
    let mut i = TERMS.partition_point(|&f| f <= rest);
    // Greedy leaves nothing: while anything is left, 1 is a term below it.
    while i > 0 {
        i -= 1;
        if TERMS[i] <= rest {
            rest -= TERMS[i];
            last = Some(TERMS[i]);
            // The next term of a Zeckendorf representation is not adjacent.
            i = TERMS[..i].partition_point(|&f| f <= rest);
        }
    }
    last
}

/// Does the player to move win with heap `n` and removal limit `limit`?
pub fn first_player_wins(n: u64, limit: u64) -> bool {
    smallest_zeckendorf_term(n).is_some_and(|z| z <= limit)
}

/// The limit after removing `r`: `2r`, or `u64::MAX` past it (no heap is
/// larger, so both allow the same removals).
pub fn next_limit(r: u64) -> u64 {
    r.saturating_mul(2)
}

/// Every winning removal, ascending (see the module docs for why these are
/// all of them). Empty iff the position is lost.
pub fn winning_removals(n: u64, limit: u64) -> Vec<u64> {
    let terms = zeckendorf(n);
    let mut out = Vec::new();
    // Suffix sums from the smallest term up; `terms[j - 1]` is the term just
    // above the suffix that starts at `j`.
    let mut suffix = 0u64;
    for j in (1..terms.len()).rev() {
        suffix += terms[j]; // a part of n: no overflow
        if u128::from(suffix) * 2 < u128::from(terms[j - 1]) && suffix <= limit {
            out.push(suffix);
        }
    }
    if n > 0 && n <= limit {
        out.push(n);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_and_smallest_term() {
        assert_eq!(TERMS[TERM_COUNT - 1], 12_200_160_415_121_876_738);
        assert!(TERMS[TERM_COUNT - 1]
            .checked_add(TERMS[TERM_COUNT - 2])
            .is_none());
        for n in (0..5000u64).chain([u64::MAX, u64::MAX - 1, 12_200_160_415_121_876_738]) {
            assert_eq!(
                smallest_zeckendorf_term(n),
                zeckendorf(n).last().copied(),
                "n = {n}"
            );
        }
    }

    /// win[n][l] for l <= n by the rules alone (a limit above n allows what
    /// n allows).
    fn brute_force(max: usize) -> Vec<Vec<bool>> {
        let mut win: Vec<Vec<bool>> = vec![Vec::new(); max + 1];
        for n in 0..=max {
            for l in 0..=n {
                let w = (1..=l.min(n)).any(|r| r == n || !win[n - r][(2 * r).min(n - r)]);
                win[n].push(w);
            }
        }
        win
    }

    #[test]
    fn zeckendorf_representations() {
        assert_eq!(zeckendorf(0), Vec::<u64>::new());
        assert_eq!(zeckendorf(100), [89, 8, 3]);
        assert_eq!(fibonacci_terms().len(), 92); // 1, 2, ..., F93
        let max = zeckendorf(u64::MAX);
        assert_eq!(max.iter().sum::<u64>(), u64::MAX);
        for pair in max.windows(2) {
            // Non-consecutive: the next term is below the one before the term.
            let terms = fibonacci_terms();
            let i = terms.iter().position(|&f| f == pair[0]).unwrap();
            assert!(pair[1] < terms[i - 1]);
        }
    }

    #[test]
    fn matches_brute_force_exhaustively() {
        let max = 120;
        let win = brute_force(max);
        for n in 0..=max {
            for l in 0..=(n + 3) {
                let expected = win[n][l.min(n)];
                assert_eq!(
                    first_player_wins(n as u64, l as u64),
                    expected,
                    "({n}, {l})"
                );
                let moves: Vec<u64> = (1..=l.min(n))
                    .filter(|&r| r == n || !win[n - r][(2 * r).min(n - r)])
                    .map(|r| r as u64)
                    .collect();
                assert_eq!(winning_removals(n as u64, l as u64), moves, "({n}, {l})");
            }
        }
    }

    #[test]
    fn is_fibonacci_is_the_opening() {
        let mut candidates: Vec<u64> = (0..5000).collect();
        for &f in &TERMS {
            candidates.extend([f - 1, f, f.saturating_add(1)]);
        }
        candidates.extend([u64::MAX, u64::MAX - 1, 1 << 63]);
        for n in candidates {
            assert_eq!(is_fibonacci(n), TERMS.contains(&n), "n = {n}");
            if n >= 1 {
                assert_eq!(is_fibonacci(n), !first_player_wins(n, n - 1), "n = {n}");
            }
        }
        // Every term has its row: two rows hold two terms, none holds three.
        let filled: usize = TERMS_BY_BITS
            .iter()
            .map(|row| row.iter().filter(|&&t| t != 0).count())
            .sum();
        assert_eq!(filled, TERM_COUNT);
    }

    #[test]
    fn hdu_2516_sample() {
        let opening = |n: u64| first_player_wins(n, n - 1);
        assert!(!opening(2));
        assert!(!opening(13));
        assert!(opening(10_000));
    }

    #[test]
    fn u64_edges() {
        // u64::MAX is not a Fibonacci number: its opening is won.
        let z = smallest_zeckendorf_term(u64::MAX).unwrap();
        assert!(first_player_wins(u64::MAX, u64::MAX - 1));
        let moves = winning_removals(u64::MAX, u64::MAX);
        assert_eq!(moves.first(), Some(&z));
        assert_eq!(moves.last(), Some(&u64::MAX));
        for &r in &moves[..moves.len() - 1] {
            assert!(!first_player_wins(u64::MAX - r, next_limit(r)));
        }
        // The largest Fibonacci number in u64 loses the opening, and with no
        // limit only taking it all wins.
        let f93 = 12_200_160_415_121_876_738;
        assert!(!first_player_wins(f93, f93 - 1));
        assert_eq!(winning_removals(f93, u64::MAX), [f93]);
        assert_eq!(next_limit(u64::MAX / 2 + 1), u64::MAX);
        assert!(!first_player_wins(u64::MAX, 0));
        assert_eq!(winning_removals(0, u64::MAX), Vec::<u64>::new());
    }
}
