//! Grundy values of a subtraction game 64 heaps at a time.
//!
//! Why: heap `n`'s value is the mex of `g(n - s)` over the members `s`, so
//! one heap at a time costs a read and a mark per member, and the hdu-1536
//! tables (a hundred members, a million heaps) are a hundred million of
//! them. In a block of heaps `N .. N + 64` the options through members
//! `s >= 64` all lie before `N`, so for those members the block can be
//! decided value by value, on whole words: which heaps of the block have
//! such an option of value `v` is the OR, over those members, of the 64
//! bits of "where `v` occurs" from `N - s` on. The few members below 64
//! reach into the block itself, so each heap then adds their options one by
//! one, in order, and takes the first value that is in neither.
//!
//! Only used while every value is below [`MAX_CLASSES`] (one bitset per
//! value), and for blocks from a multiple of 64 at or past the largest
//! member (so every member is reachable and the bit offsets repeat).

/// The most distinct values tracked; past it the caller computes one heap
/// at a time.
pub const MAX_CLASSES: usize = 64;

/// Heaps per block.
const BLOCK: usize = 64;

/// Where each value occurs, for the heaps computed so far.
#[derive(Clone, Debug)]
pub struct Lanes {
    /// The members below [`BLOCK`] (reaching into a block), ascending.
    near: Vec<usize>,
    /// For each member `s >= BLOCK`: the word distance `d` and bit shift `r`
    /// with `N - s = 64 (N / 64 - d) + r` for every block start `N`.
    far: Vec<(usize, u32)>,
    /// The first heap a block may start at: a multiple of 64, at least the
    /// largest member.
    start: usize,
    /// `occurs[w][v]`: bit `b` is set iff `g(64 w + b) = v`. Word-major,
    /// so that one member's contribution to a block is a pass over two
    /// arrays of 64 words (which the compiler turns into vector code).
    occurs: Vec<[u64; MAX_CLASSES]>,
    /// One more than the largest value recorded: the values a pass covers.
    classes: usize,
}

impl Lanes {
    /// Lanes for the members `set` (ascending, distinct, positive); `None`
    /// for an empty set or one whose largest member is past memory.
    pub fn new(set: &[u64]) -> Option<Lanes> {
        let largest = usize::try_from(*set.last()?).ok()?;
        let (near, far): (Vec<usize>, Vec<usize>) =
            set.iter().map(|&s| s as usize).partition(|&s| s < BLOCK);
        Some(Lanes {
            near,
            far: far
                .iter()
                .map(|&s| (s.div_ceil(BLOCK), ((BLOCK - s % BLOCK) % BLOCK) as u32))
                .collect(),
            start: largest.checked_next_multiple_of(BLOCK)?,
            occurs: Vec::new(),
            classes: 0,
        })
    }

    /// Can the block of heaps from `n` be decided here?
    pub fn can_fill(&self, n: usize) -> bool {
        n >= self.start && n % BLOCK == 0
    }

    /// Records `g(p) = v` for the next heap `p`; false (and nothing
    /// recorded) when `v` is past [`MAX_CLASSES`]: the caller drops the
    /// lanes.
    pub fn record(&mut self, p: usize, v: u32) -> bool {
        let v = v as usize;
        if v >= MAX_CLASSES {
            return false;
        }
        self.ensure_words(p / BLOCK + 1);
        self.occurs[p / BLOCK][v] |= 1 << (p % BLOCK);
        self.classes = self.classes.max(v + 1);
        true
    }

    /// Makes `occurs` at least `needed` words long.
    fn ensure_words(&mut self, needed: usize) {
        if needed > self.occurs.len() {
            self.occurs.resize(needed, [0; MAX_CLASSES]);
        }
    }

    /// The values of the heaps `n .. n + 64` into `out` (which holds
    /// exactly the `n` values before; `n` must satisfy
    /// [`Lanes::can_fill`]). Returns false when a value reached
    /// [`MAX_CLASSES`] (the values are still right; the caller drops the
    /// lanes).
    pub fn fill(&mut self, n: usize, out: &mut Vec<u32>) -> bool {
        debug_assert!(self.can_fill(n) && out.len() == n);
        let base = n / BLOCK;
        self.ensure_words(base + 1); // the block's own word, read as 0
                                     // far[v]: which heaps of the block have an option of value v
                                     // through a member of 64 or more: the 64 bits from N - s on.
        let mut far = [0u64; MAX_CLASSES];
        let classes = self.classes;
        for &(d, r) in &self.far {
            let low = &self.occurs[base - d][..classes];
            let high = &self.occurs[base - d + 1][..classes];
            if r == 0 {
                for (f, &l) in far.iter_mut().zip(low) {
                    *f |= l;
                }
            } else {
                for ((f, &l), &h) in far.iter_mut().zip(low).zip(high) {
                    *f |= l >> r | h << (64 - r);
                }
            }
        }
        let mut tracked = true;
        for j in 0..BLOCK {
            let heap = n + j;
            let near = self
                .near
                .iter()
                .fold(0u64, |acc, &s| acc | 1 << out[heap - s]);
            let mut v = 0;
            while v < MAX_CLASSES && (far[v] >> j & 1 == 1 || near >> v & 1 == 1) {
                v += 1;
            }
            out.push(v as u32);
            tracked = tracked && self.record(heap, v as u32);
            if !tracked {
                // Past the classes the words can hold: finish the block
                // elsewhere.
                return false;
            }
        }
        true
    }
}
