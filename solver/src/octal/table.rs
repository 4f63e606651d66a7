//! `G(n)` of one heap for every `n` below a length, by the rare/common split.
//!
//! Why not the plain mex: a heap's options include `G(a) ^ G(b)` for every
//! split `a + b = r`, so the plain computation is quadratic, and the long
//! preperiods of the published table (0.376: 2,268,248) need millions of
//! heaps. The split of Gangolli and Plambeck makes it close to linear.
//!
//! Pick a bit mask `m` and call a value *rare* when `v & m` has an even
//! number of ones, *common* otherwise. Whatever `m` is, the rare values are a
//! subgroup of index two under xor: rare ^ rare and common ^ common are rare,
//! rare ^ common is common. So a split option `G(a) ^ G(b)` is common exactly
//! when one part is rare, and every common option of a heap is found by
//! walking the (few) heaps whose value is rare. The mex is then the least
//! value that is neither marked nor, for a rare candidate, made by two common
//! parts; that last question is answered by marking the splits in rounds
//! that stop once every such candidate is made (most are made by early
//! splits), then by compares for the last few.
//! The answer does not depend on `m`; only the speed does, and `m` is chosen
//! from the values seen so far (every mask at once, by a Walsh-Hadamard
//! transform) to make the rare heaps of the whole table as few as possible.
//!
//! One refinement (games of period 4 such as 0.127 need it): the typical
//! parity may differ between even and odd heaps. A heap is rare when its
//! value's parity is not the typical one of its heap's parity; a split
//! `(a, r - a)` then has a typical parity that depends on `r`'s parity only,
//! and an option of the other parity has exactly one rare part. The choice
//! is kept to typical parities under which a heap's typical value is never
//! the typical parity of its remainders' splits, so the split pays.
//!
//! Memory: the values as `u16` while every value fits (the common case,
//! and the cache-friendlier one), widened once to `u32` at the first value
//! that does not (Lasker's Nim reaches 65,536 at heap 65,535); the list of
//! rare heaps, and a bitset of one heap's options; no table of options by
//! heap.

use super::code::{Code, LEAVE_NOTHING, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
use crate::OutOfRange;
use std::ops::{BitAnd, BitXor};

/// The longest table the solver builds: two bytes a heap (four once wide).
pub const MAX_LENGTH: usize = 1 << 31;

/// How often (in heaps) a long computation reports progress and may be told
/// to stop: often enough that a code whose every heap scans every pair of
/// smaller ones stops within a fraction of a second, rarely enough that the
/// calls cost nothing beside a table of millions of fast heaps.
pub const PROGRESS_EVERY: usize = 1 << 6;

/// How many splits of each remainder the first round of marking covers,
/// and the most a round covers (each round doubles the last).
const FIRST_ROUND: usize = 32;
const LAST_ROUND: usize = 256;
/// At most how many sought values a scan compares chunk-wise (a compare per
/// value and split; half as many once that many are left), and how many
/// splits a chunk holds.
const FEW_TARGETS: usize = 8;
const SCAN_CHUNK: usize = 64;
/// How many consecutive heaps share one pass over the rare heaps, and from
/// how many rare heaps on (below it the pass is cheap anyway).
const BATCH: usize = 8;
// A batch's heaps are the bits of a byte.
const _: () = assert!(BATCH == 8);
const BATCH_FROM_RARE: usize = 512;
// `made` and `found` hold a bit per target.
const _: () = assert!(FEW_TARGETS <= 32);

/// How a stored Grundy value is held: `u16` until one does not fit, then `u32`.
trait Value:
    Copy + Eq + Ord + Default + BitXor<Output = Self> + BitAnd<Output = Self> + Into<u32>
{
    fn from_usize(v: usize) -> Option<Self>;
    fn ones(self) -> u32;
    fn index(self) -> usize {
        Into::<u32>::into(self) as usize
    }
}

impl Value for u16 {
    fn from_usize(v: usize) -> Option<u16> {
        u16::try_from(v).ok()
    }
    fn ones(self) -> u32 {
        self.count_ones()
    }
}

impl Value for u32 {
    fn from_usize(v: usize) -> Option<u32> {
        u32::try_from(v).ok()
    }
    fn ones(self) -> u32 {
        self.count_ones()
    }
}

/// The Grundy values of one heap under a code, for `n < len()`.
#[derive(Clone, Debug)]
pub struct Table {
    width: Width,
}

/// The table's values in their stored width.
#[derive(Clone, Debug)]
enum Width {
    Narrow(Core<u16>),
    Wide(Core<u32>),
}

/// The values of a table, as stored: all `u16`, or all `u32` once one value
/// needed it.
#[derive(Clone, Copy, Debug)]
pub enum Values<'a> {
    Narrow(&'a [u16]),
    Wide(&'a [u32]),
}

impl<'a> Values<'a> {
    pub fn len(&self) -> usize {
        match self {
            Values::Narrow(v) => v.len(),
            Values::Wide(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(n)`, if stored.
    pub fn get(&self, n: usize) -> Option<u32> {
        match self {
            Values::Narrow(v) => v.get(n).map(|&g| u32::from(g)),
            Values::Wide(v) => v.get(n).copied(),
        }
    }

    /// The values of the heaps `range` (clamped to the table).
    pub fn slice(&self, range: std::ops::Range<usize>) -> Values<'a> {
        let end = range.end.min(self.len());
        let start = range.start.min(end);
        match *self {
            Values::Narrow(v) => Values::Narrow(&v[start..end]),
            Values::Wide(v) => Values::Wide(&v[start..end]),
        }
    }

    /// `G(0), G(1), ...` as `u32`.
    pub fn iter(&self) -> impl Iterator<Item = u32> + 'a {
        let (narrow, wide): (&[u16], &[u32]) = match *self {
            Values::Narrow(v) => (v, &[]),
            Values::Wide(v) => (&[], v),
        };
        narrow
            .iter()
            .map(|&g| u32::from(g))
            .chain(wide.iter().copied())
    }

    pub fn to_vec(&self) -> Vec<u32> {
        self.iter().collect()
    }
}

impl Table {
    /// An empty table for `code` (call [`Table::extend_to`]).
    pub fn new(code: Code) -> Table {
        Table {
            width: Width::Narrow(Core::new(code)),
        }
    }

    pub fn code(&self) -> &Code {
        match &self.width {
            Width::Narrow(c) => &c.code,
            Width::Wide(c) => &c.code,
        }
    }

    /// How many heaps the table holds: `G(n)` is known for `n < len()`.
    pub fn len(&self) -> usize {
        self.values().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(0), G(1), ...` so far.
    pub fn values(&self) -> Values<'_> {
        match &self.width {
            Width::Narrow(c) => Values::Narrow(&c.values),
            Width::Wide(c) => Values::Wide(&c.values),
        }
    }

    /// Is every value stored in 16 bits (no value above `u16::MAX` so far)?
    pub fn is_narrow(&self) -> bool {
        matches!(self.width, Width::Narrow(_))
    }

    /// `G(n)`, if the table reaches `n`.
    pub fn get(&self, n: u64) -> Option<u32> {
        usize::try_from(n).ok().and_then(|n| self.values().get(n))
    }

    /// Stores the values as `u32` from now on, whatever they are (to test
    /// the change of width on a short table).
    #[cfg(test)]
    fn widen_now(&mut self) {
        if let Width::Narrow(core) = &mut self.width {
            let placeholder = Core::new(core.code.clone());
            self.width = Width::Wide(std::mem::replace(core, placeholder).widen());
        }
    }

    /// How many heaps of the table have a rare value, and the mask in use.
    pub fn rare_split(&self) -> (usize, u32) {
        match &self.width {
            Width::Narrow(c) => (c.rare_heaps.len(), c.mask.into()),
            Width::Wide(c) => (c.rare_heaps.len(), c.mask),
        }
    }

    /// The rare values (those with even parity under the mask) that occur in
    /// the table, ascending.
    pub fn rare_values(&self) -> Vec<u32> {
        match &self.width {
            Width::Narrow(c) => c.rare_values(),
            Width::Wide(c) => c.rare_values(),
        }
    }

    /// The table whose first values are `values` (a checkpoint read back),
    /// in the state the computation would have reached by computing them:
    /// the same split, the same lists, so it goes on as if never stopped.
    /// The values are taken as given; the caller vouches for them (a
    /// checkpoint carries a checksum and its code).
    pub fn from_values(code: Code, values: &[u32]) -> Result<Table, OutOfRange> {
        if values.len() > MAX_LENGTH {
            return Err(OutOfRange {
                what: format!("a table of {} heaps (at most {MAX_LENGTH})", values.len()),
            });
        }
        let mut table = Table::new(code);
        for &g in values {
            let g = g as usize;
            if let Width::Narrow(core) = &mut table.width {
                match u16::try_from(g) {
                    Ok(v) => {
                        core.replay(v);
                        continue;
                    }
                    Err(_) => {
                        let placeholder = Core::new(core.code.clone());
                        table.width = Width::Wide(std::mem::replace(core, placeholder).widen());
                    }
                }
            }
            if let Width::Wide(core) = &mut table.width {
                core.replay(u32::try_from(g).expect("read as u32"));
            }
        }
        Ok(table)
    }

    /// Computes `G(n)` for every `n < len`.
    pub fn extend_to(&mut self, len: usize) -> Result<(), OutOfRange> {
        self.extend_while(len, &mut |_| true).map(|_| ())
    }

    /// Like [`Table::extend_to`], asking `keep_going(n)` at least every
    /// [`PROGRESS_EVERY`] heaps whether to go on: `Ok(true)` when `len`
    /// heaps are known, `Ok(false)` when told to stop first (the heaps
    /// computed by then are kept).
    pub fn extend_while(
        &mut self,
        len: usize,
        keep_going: &mut dyn FnMut(usize) -> bool,
    ) -> Result<bool, OutOfRange> {
        if len > MAX_LENGTH {
            return Err(OutOfRange {
                what: format!("a table of {len} heaps (at most {MAX_LENGTH})"),
            });
        }
        if let Width::Narrow(core) = &mut self.width {
            let Err(g) = core.extend(len, keep_going) else {
                return Ok(core.values.len() >= len);
            };
            // The first value past 16 bits: widen once, then go on.
            let placeholder = Core::new(core.code.clone());
            let mut wide = std::mem::replace(core, placeholder).widen();
            wide.push(u32::try_from(g).expect("a value below the table length"));
            self.width = Width::Wide(wide);
        }
        let Width::Wide(core) = &mut self.width else {
            unreachable!("widened above")
        };
        core.extend(len, keep_going).map_err(|g| OutOfRange {
            what: format!("G({}) = {g} does not fit in 32 bits", core.values.len()),
        })?;
        Ok(core.values.len() >= len)
    }
}

/// The computation, over values stored as `V`.
#[derive(Clone, Debug)]
struct Core<V> {
    code: Code,
    values: Vec<V>,
    /// For a finite code: the `k >= 1` whose digit has bit 1, 2; the `k >= 0`
    /// whose digit has bit 4, 8.
    take_all: Vec<usize>,
    leave_one: Vec<usize>,
    leave_two: Vec<usize>,
    leave_three: Vec<usize>,
    /// The rare/common split: a value `v` is rare iff `v & mask` has even
    /// parity (mask 0: every value rare, the plain quadratic computation).
    mask: V,
    /// The parity under the mask of a typical value at even and at odd
    /// heaps; a heap whose value has the other parity is *rare*.
    typical: [bool; 2],
    /// Every heap `a >= 1` of the table whose value is rare, ascending.
    rare_heaps: Vec<u32>,
    /// `G(a)` of each heap of `rare_heaps`, in the same order: the marking
    /// loop reads them in sequence instead of gathering them.
    rare_heap_values: Vec<V>,
    /// A power of two above every value so far (xors stay below it).
    width: usize,
    /// One heap's options, a byte per value (1: an option), `width` in use.
    /// Why bytes and not bits: marking is a plain store, with no load of
    /// the word first, so the hot loop has no chain through memory.
    marks: Vec<u8>,
    /// The options of the heaps `batch_start + j` (`j < BATCH`) made by a
    /// rare part `a >= BATCH` and a part known before the batch: bit `j` of
    /// the byte of each value, `batch_width` bytes. Why: consecutive heaps read
    /// consecutive values `G(r - a)`, one cache line for the whole batch,
    /// where heap by heap each read is a miss once the table is large; why
    /// bits: one small array for the batch, where rows of bytes took eight.
    /// `batch_start` is `usize::MAX` when no batch is in use.
    batch_marks: Vec<u8>,
    batch_start: usize,
    batch_width: usize,
    /// Scratch: the remainders `n - k` a heap splits into two or three parts.
    split_two: Vec<usize>,
    split_three: Vec<usize>,
    /// When to reconsider the mask next.
    next_mask_check: usize,
    /// Scratch: rare values below the least common non-option, not yet
    /// known to be options.
    pending: Vec<V>,
    /// The parity under the mask of every value below the width (1: odd),
    /// kept with the mask and the width. Why a table: without a popcount
    /// instruction in the baseline x86-64 target, the parity of a value is
    /// a dozen operations, and the mex scan asks it of every unmarked value.
    parities: Vec<u8>,
}

impl Core<u16> {
    /// The same state with every value as `u32`.
    fn widen(self) -> Core<u32> {
        let wide = |v: Vec<u16>| v.into_iter().map(u32::from).collect::<Vec<u32>>();
        Core {
            code: self.code,
            values: wide(self.values),
            take_all: self.take_all,
            leave_one: self.leave_one,
            leave_two: self.leave_two,
            leave_three: self.leave_three,
            mask: u32::from(self.mask),
            typical: self.typical,
            rare_heaps: self.rare_heaps,
            rare_heap_values: wide(self.rare_heap_values),
            width: self.width,
            marks: self.marks,
            batch_marks: self.batch_marks,
            batch_start: usize::MAX,
            batch_width: self.batch_width,
            split_two: self.split_two,
            split_three: self.split_three,
            next_mask_check: self.next_mask_check,
            pending: wide(self.pending),
            parities: self.parities,
        }
    }
}

impl<V: Value> Core<V> {
    fn new(code: Code) -> Core<V> {
        let mut by_bit = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
        if let Some(t) = code.length() {
            for k in 0..=t as usize {
                let d = code.digit(k as u64);
                for (bit, list) in by_bit.iter_mut().enumerate() {
                    if d & (1 << bit) != 0 && (k > 0 || bit >= 2) {
                        list.push(k);
                    }
                }
            }
        }
        let [take_all, leave_one, leave_two, leave_three] = by_bit;
        Core {
            code,
            values: Vec::new(),
            take_all,
            leave_one,
            leave_two,
            leave_three,
            mask: V::default(),
            typical: [true, true],
            rare_heaps: Vec::new(),
            rare_heap_values: Vec::new(),
            width: 1,
            marks: vec![0; 1],
            batch_marks: Vec::new(),
            batch_start: usize::MAX,
            batch_width: 0,
            split_two: Vec::new(),
            split_three: Vec::new(),
            next_mask_check: 64,
            pending: Vec::new(),
            parities: vec![0; 1],
        }
    }

    fn rare_values(&self) -> Vec<u32> {
        let mut seen: Vec<u32> = self
            .rare_heaps
            .iter()
            .map(|&a| self.values[a as usize].into())
            .collect();
        if let Some(&g) = self.values.first() {
            seen.push(g.into());
        }
        seen.sort_unstable();
        seen.dedup();
        seen
    }

    /// Computes `G(n)` for every `n < len`; stops at the first value that
    /// does not fit in `V` and returns it (the values below it are stored).
    /// Stops early, with the values so far stored, when `keep_going` says so.
    fn extend(
        &mut self,
        len: usize,
        keep_going: &mut dyn FnMut(usize) -> bool,
    ) -> Result<(), usize> {
        self.values.reserve(len.saturating_sub(self.values.len()));
        while self.values.len() < len {
            let n = self.values.len();
            if n == self.next_mask_check {
                self.reconsider_mask();
                self.next_mask_check = next_mask_check(n);
            }
            if n % PROGRESS_EVERY == 0 && !keep_going(n) {
                return Ok(());
            }
            let g = self.value_of(n);
            self.push(V::from_usize(g).ok_or(g)?);
        }
        keep_going(self.values.len());
        Ok(())
    }

    /// Stores `g` as the next value, as [`Core::extend`] would have after
    /// computing it (the mask reconsidered on the same heaps).
    fn replay(&mut self, g: V) {
        let n = self.values.len();
        if n == self.next_mask_check {
            self.reconsider_mask();
            self.next_mask_check = next_mask_check(n);
        }
        self.push(g);
    }

    fn push(&mut self, g: V) {
        let n = self.values.len();
        self.values.push(g);
        let gi = g.index();
        if n >= 1 && self.is_rare_heap(n, g) {
            self.rare_heaps.push(n as u32);
            self.rare_heap_values.push(g);
        }
        if gi >= self.width {
            self.width = (gi + 1).next_power_of_two();
            self.marks.resize(self.width, 0);
            self.refresh_parities();
        }
    }

    /// Recomputes [`Core::parities`] for the current mask and width.
    fn refresh_parities(&mut self) {
        let mask = self.mask.index();
        self.parities.clear();
        self.parities
            .extend((0..self.width).map(|v| ((v & mask).count_ones() % 2) as u8));
    }

    fn parity(&self, v: V) -> bool {
        (v & self.mask).ones() % 2 == 1
    }

    /// Is heap `a`'s value `v` rare: not of the parity typical of its heaps?
    fn is_rare_heap(&self, a: usize, v: V) -> bool {
        self.parity(v) != self.typical[a % 2]
    }

    /// The parity of `G(a) ^ G(r - a)` when both parts are typical.
    fn typical_pair(&self, r: usize) -> bool {
        r % 2 == 1 && self.typical[0] != self.typical[1]
    }

    fn mark(&mut self, v: usize) {
        self.marks[v] = 1;
    }

    fn marked(&self, v: usize) -> bool {
        self.marks[v] != 0
    }

    /// Collects the moves of heap `n`: marks the values left by moves that
    /// leave at most one heap, and lists the remainders split in two or three.
    fn collect_moves(&mut self, n: usize) {
        self.split_two.clear();
        self.split_three.clear();
        if self.code.is_finite() {
            if self.take_all.contains(&n) {
                self.mark(0);
            }
            for i in 0..self.leave_one.len() {
                let k = self.leave_one[i];
                if k < n {
                    self.mark(self.values[n - k].index());
                }
            }
            for &k in &self.leave_two {
                if n >= k + 2 {
                    self.split_two.push(n - k);
                }
            }
            for &k in &self.leave_three {
                if n >= k + 3 {
                    self.split_three.push(n - k);
                }
            }
        } else {
            for k in 0..=n {
                let d = self.code.digit(k as u64);
                if k == n && k > 0 && d & LEAVE_NOTHING != 0 {
                    self.mark(0);
                }
                if k < n && k > 0 && d & LEAVE_ONE != 0 {
                    self.mark(self.values[n - k].index());
                }
                if n >= k + 2 && d & LEAVE_TWO != 0 {
                    self.split_two.push(n - k);
                }
                if n >= k + 3 && d & LEAVE_THREE != 0 {
                    self.split_three.push(n - k);
                }
            }
        }
    }

    /// `G(n)` from the values below `n`.
    fn value_of(&mut self, n: usize) -> usize {
        let batched = self.batch_options(n);
        if !batched {
            self.marks[..self.width].fill(0);
        }
        self.collect_moves(n);
        let g = &self.values;
        let marks = &mut self.marks[..self.width];
        // A power of two above every value: masking by it changes no index
        // and lets the compiler drop the bounds check.
        let top = self.width - 1;
        // Two parts, one of them rare: every common option and some rare ones.
        // Remainders come largest first; two of them (0.56: n - 1 and n - 2)
        // share one pass over the rare heaps below the smaller.
        // Without a mask every heap is rare, and a split needs only its
        // smaller part listed: `(a, r - a)` and `(r - a, a)` leave one value.
        let plain = self.mask == V::default();
        let below = |r: usize| {
            let end = if plain { r / 2 + 1 } else { r };
            self.rare_heaps.partition_point(|&a| (a as usize) < end)
        };
        let rare = |range: std::ops::Range<usize>| {
            self.rare_heaps[range.clone()]
                .iter()
                .zip(&self.rare_heap_values[range])
        };
        let mut i = 0;
        while i < self.split_two.len() {
            let r = self.split_two[i];
            if batched {
                // The batch marked the rare parts in [BATCH, r0); left: the
                // small ones, and those from r0 (some computed in the batch).
                let r0 = r - (n - self.batch_start);
                let high = &g[..r];
                for (&a, &ga) in rare(0..below(BATCH)).chain(rare(below(r0)..below(r))) {
                    marks[(ga ^ high[r - a as usize]).index() & top] = 1;
                }
                i += 1;
                continue;
            }
            if let Some(&s) = self.split_two.get(i + 1) {
                let from = below(s);
                let (high_r, high_s) = (&g[..r], &g[..s]);
                for (&a, &ga) in rare(0..from) {
                    let a = a as usize;
                    marks[(ga ^ high_r[r - a]).index() & top] = 1;
                    marks[(ga ^ high_s[s - a]).index() & top] = 1;
                }
                for (&a, &ga) in rare(from..below(r)) {
                    marks[(ga ^ high_r[r - a as usize]).index() & top] = 1;
                }
                i += 2;
                continue;
            }
            let high = &g[..r];
            for (&a, &ga) in rare(0..below(r)) {
                marks[(ga ^ high[r - a as usize]).index() & top] = 1;
            }
            i += 1;
        }
        // Three parts: every split, smallest part first.
        for &r in &self.split_three {
            for a in 1..=r / 3 {
                for b in a..=(r - a) / 2 {
                    marks[(g[a] ^ g[b] ^ g[r - a - b]).index()] = 1;
                }
            }
        }
        if self.mask == V::default() {
            // Every split was marked: the plain mex.
            return (0..self.width)
                .find(|&v| !self.marked(v))
                .unwrap_or(self.width);
        }
        // An unmarked value whose parity no remainder's typical pair has is
        // no option at all; below it, an unmarked value may still be made by
        // two typical parts of a remainder whose typical pair has its parity.
        self.pending.clear();
        let mut bound = self.width;
        // Indexed by parity: may some remainder's two typical parts make it?
        let pairs_make =
            [false, true].map(|p| self.split_two.iter().any(|&r| self.typical_pair(r) == p));
        let parities = &self.parities[..self.width];
        for (v, (&mark, &parity)) in self.marks[..self.width].iter().zip(parities).enumerate() {
            if mark != 0 {
                continue;
            }
            if pairs_make[usize::from(parity)] {
                let value = V::from_usize(v).expect("below the width of stored values");
                self.pending.push(value);
            } else {
                bound = v;
                break;
            }
        }
        if self.pending.is_empty() {
            return bound;
        }
        self.resolve_pending();
        self.pending.first().map_or(bound, |&v| v.index())
    }

    /// Puts in `marks` the options of heap `n` its batch marked (see
    /// [`Core::batch_marks`]), starting the batch at its first heap; false
    /// (nothing marked) where batches are not used: few rare heaps, no
    /// split (plain computation), a repeating tail, or small heaps.
    fn batch_options(&mut self, n: usize) -> bool {
        let start = n - n % BATCH;
        if self.batch_start != start {
            self.batch_start = usize::MAX;
            let largest_k = self.leave_two.last().copied().unwrap_or(0);
            if n != start
                || !self.code.is_finite()
                || self.mask == V::default()
                || self.rare_heaps.len() < BATCH_FROM_RARE
                || start < largest_k + 2 * BATCH
            {
                return false;
            }
            let width = self.width;
            self.batch_marks.clear();
            self.batch_marks.resize(width, 0);
            let g = &self.values;
            let bits = &mut self.batch_marks[..width];
            // `width` is a power of two above every value: masking by `top`
            // changes no index, and lets the compiler drop the bounds check.
            let top = width - 1;
            let first = self.rare_heaps.partition_point(|&a| (a as usize) < BATCH);
            for &k in &self.leave_two {
                let r0 = start - k;
                let end = self.rare_heaps.partition_point(|&a| (a as usize) < r0);
                let heaps = self.rare_heaps[first..end].iter();
                for (&a, &ga) in heaps.zip(&self.rare_heap_values[first..end]) {
                    // r0 - a + j < start for j < BATCH: known values only.
                    let known: &[V; BATCH] = g[r0 - a as usize..][..BATCH]
                        .try_into()
                        .expect("BATCH values");
                    for (j, &gb) in known.iter().enumerate() {
                        bits[(ga ^ gb).index() & top] |= 1 << j;
                    }
                }
            }
            self.batch_start = start;
            self.batch_width = width;
        }
        let (j, width) = (n - start, self.batch_width);
        for (mark, &bits) in self.marks[..width].iter_mut().zip(&self.batch_marks) {
            *mark = (bits >> j) & 1;
        }
        self.marks[width..self.width].fill(0);
        true
    }

    /// Leaves in `pending` (ascending) its least value that no split of a
    /// listed remainder makes, or empties it. Every split is an option, so
    /// the splits `(a, r - a)` are marked, `a` ascending in rounds that
    /// double, and what is marked leaves `pending` after each round; once
    /// few are left, each is sought by compares a chunk of splits at a time
    /// ([`splits_making`]), which stops at the chunk that makes the last.
    /// Why both: marking has no limit on how many values it seeks (0.007
    /// and 0.6 have dozens of rare values pending at a heap, each made by
    /// few splits), compares stop sooner for a few (0.16, 0.56), and cost
    /// less a split than a mark (no store), so they take over at eight
    /// values, and go on with four once four are left.
    fn resolve_pending(&mut self) {
        let g = &self.values;
        let marks = &mut self.marks[..self.width];
        let pending = &mut self.pending;
        let longest = self.split_two.iter().map(|&r| r / 2).max().unwrap_or(0);
        let mut a = 1;
        let mut round = FIRST_ROUND;
        while a <= longest {
            if pending.len() <= FEW_TARGETS {
                break;
            }
            let end = (a + round - 1).min(longest);
            for &r in &self.split_two {
                let last = end.min(r / 2);
                if a > last {
                    continue;
                }
                mark_splits(marks, &g[a..=last], &g[r - last..=r - a]);
            }
            // Without a branch per value: which are marked is unpredictable.
            let top = marks.len() - 1;
            let mut kept = 0;
            for j in 0..pending.len() {
                let v = pending[j];
                pending[kept] = v;
                kept += usize::from(marks[v.index() & top] == 0);
            }
            pending.truncate(kept);
            a = end + 1;
            round = (round * 2).min(LAST_ROUND);
        }
        if pending.is_empty() || a > longest {
            return;
        }
        // Few left: look for each by compares, a chunk of splits at a time.
        let count = pending.len();
        let mut made = 0u32;
        for &r in &self.split_two {
            if r / 2 < a {
                continue;
            }
            let class = r % 2 == 1 && self.typical[0] != self.typical[1];
            let mut from = a;
            while from <= r / 2 {
                let mut targets = [V::default(); FEW_TARGETS];
                let mut which = [0usize; FEW_TARGETS];
                let mut k = 0;
                for (j, &v) in pending.iter().enumerate() {
                    let parity = (v & self.mask).ones() % 2 == 1;
                    if made & (1 << j) == 0 && parity == class {
                        targets[k] = v;
                        which[k] = j;
                        k += 1;
                    }
                }
                if k == 0 {
                    break;
                }
                // Many targets: compare with all until half are left, then
                // with those (fewer compares a split for the long tail).
                let (found, next) = if k <= FEW_TARGETS / 2 {
                    splits_making::<V, { FEW_TARGETS / 2 }>(g, r, from, r / 2, &targets[..k], 0)
                } else {
                    let left = FEW_TARGETS / 2;
                    splits_making::<V, FEW_TARGETS>(g, r, from, r / 2, &targets[..k], left)
                };
                for (q, &j) in which[..k].iter().enumerate() {
                    if found & (1 << q) != 0 {
                        made |= 1 << j;
                    }
                }
                from = next;
            }
        }
        match (0..count).find(|&j| made & (1 << j) == 0) {
            Some(j) => {
                let v = pending[j];
                pending.clear();
                pending.push(v);
            }
            None => pending.clear(),
        }
    }

    /// Chooses the mask and typical parities that make the fewest heaps
    /// rare, among those under which a typical heap's value is never the
    /// parity of a remainder's typical pair (else the split would not pay),
    /// and rebuilds the list of rare heaps if they change.
    ///
    /// What is minimised: the rare heaps of the whole table plus those of its
    /// recent half once more. Why the whole table: every rare heap below a
    /// remainder is walked for every later heap, so an early stretch of
    /// rare heaps costs forever (0.007 has thousands below 125,000 under any
    /// mask); why the recent half again: it says how fast the list grows.
    /// Every mask below the width is weighed at once: the count of
    /// even-parity values under each mask is a Walsh-Hadamard transform of
    /// the counts of values, `width * log(width)` steps.
    fn reconsider_mask(&mut self) {
        let n = self.values.len();
        let width = self.width;
        // `weight[s][v]`: heaps of parity `s` with value `v`, the recent
        // half counted twice.
        let mut weight = [vec![0i64; width], vec![0i64; width]];
        for (a, &g) in self.values.iter().enumerate().skip(1) {
            weight[a % 2][g.index()] += if 2 * a >= n { 2 } else { 1 };
        }
        let total = [weight[0].iter().sum::<i64>(), weight[1].iter().sum::<i64>()];
        // After the transform, `weight[s][m]` = even - odd under mask `m`.
        for w in &mut weight {
            walsh_hadamard(w);
        }
        // The parities of `k` of the moves that split in two.
        let split_parities: Vec<usize> = if self.code.is_finite() {
            let mut ks: Vec<usize> = self.leave_two.iter().map(|k| k % 2).collect();
            ks.sort_unstable();
            ks.dedup();
            ks
        } else {
            vec![0, 1]
        };
        let pays = |typical: [bool; 2]| {
            (0..2).all(|x| {
                split_parities.iter().all(|&y| {
                    let pair = (x ^ y) % 2 == 1 && typical[0] != typical[1];
                    typical[x] != pair
                })
            })
        };
        // Typical parity odd (true): the rare heaps are the even ones.
        let rare_under = |mask: usize, typical: [bool; 2]| -> i64 {
            (0..2)
                .map(|s| {
                    let even = (total[s] + weight[s][mask]) / 2;
                    if typical[s] {
                        even
                    } else {
                        total[s] - even
                    }
                })
                .sum()
        };
        let current = rare_under(self.mask.index(), self.typical);
        let choices = [[true, true], [false, true], [true, false], [false, false]];
        let best = (1..width)
            .flat_map(|m| choices.iter().filter(|&&t| pays(t)).map(move |&t| (m, t)))
            .map(|(m, t)| (m, t, rare_under(m, t)))
            .min_by_key(|&(_, _, c)| c);
        if let Some((mask, typical, fewest)) = best {
            if fewest.saturating_mul(4) < current.saturating_mul(3) {
                self.mask = V::from_usize(mask).expect("a mask below the width");
                self.typical = typical;
                self.refresh_parities();
                self.rare_heaps = (1..n)
                    .filter(|&a| self.is_rare_heap(a, self.values[a]))
                    .map(|a| a as u32)
                    .collect();
                self.batch_start = usize::MAX;
                self.rare_heap_values = self
                    .rare_heaps
                    .iter()
                    .map(|&a| self.values[a as usize])
                    .collect();
            }
        }
    }
}

/// The heap at which the mask is next reconsidered after heap `n`: when the
/// table has grown by a quarter. Why that often: a code's values change
/// their mix as heaps grow (0.007's best mask at 125,000 heaps uses a value
/// bit first seen past 65,536), and each look costs one pass over the
/// table, so looks at geometric steps cost a few passes in all.
fn next_mask_check(n: usize) -> usize {
    n.saturating_add((n / 4).max(64))
}

/// Turns `w[v]` into `sum over u of w[u] * (-1)^(ones of u & v)` in place
/// (`w.len()` a power of two): for counts of values, the number of even
/// minus odd values under every mask `v` at once.
fn walsh_hadamard(w: &mut [i64]) {
    let mut half = 1;
    while half < w.len() {
        for block in w.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high.iter_mut()) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
}

/// Sets `marks[x ^ y]` for the pairs of `low` and `high` read backwards:
/// the splits `(a, r - a)` of a run of `a`. `marks.len()` is a power of two
/// above every value, so masking the index by it changes nothing and lets
/// the compiler drop the bounds check from the hot loop.
fn mark_splits<V: Value>(marks: &mut [u8], low: &[V], high: &[V]) {
    let Some(top) = marks.len().checked_sub(1) else {
        return;
    };
    debug_assert!(marks.len().is_power_of_two());
    for (&x, &y) in low.iter().zip(high.iter().rev()) {
        marks[(x ^ y).index() & top] = 1;
    }
}

/// Which of `targets` (at most `T`, compared `T` at a time) some split
/// `(a, r - a)` with `from <= a < next` makes, a bit per target, and `next`:
/// the scan stops at `end + 1`, or once at most `left` targets are unmade
/// (the caller goes on from `next` with those). Why chunks: the xor and the
/// compares of a whole chunk of splits have no branch, and each target has
/// its own running "seen" flag, so they run as vector instructions and a
/// chunk with a hit needs no second look; the scan still stops at the chunk
/// where enough targets are found.
fn splits_making<V: Value, const T: usize>(
    g: &[V],
    r: usize,
    from: usize,
    end: usize,
    targets: &[V],
    left: usize,
) -> (u32, usize) {
    let all = (1u32 << targets.len()) - 1;
    let done = |found: u32| ((all & !found).count_ones() as usize) <= left;
    // Padded with repeats of the first target, whose bit they set.
    let mut t = [targets[0]; T];
    t[..targets.len()].copy_from_slice(targets);
    let mut found = 0u32;
    let mut a = from;
    while !done(found) && a + SCAN_CHUNK <= end + 1 {
        let low = &g[a..a + SCAN_CHUNK];
        let high = &g[r + 1 - a - SCAN_CHUNK..=r - a];
        let mut seen = [false; T];
        for (&x, &y) in low.iter().zip(high.iter().rev()) {
            let v = x ^ y;
            for (hit, &w) in seen.iter_mut().zip(&t) {
                *hit |= v == w;
            }
        }
        for (j, &hit) in seen.iter().enumerate() {
            found |= u32::from(hit) << j;
        }
        found &= all;
        a += SCAN_CHUNK;
    }
    while !done(found) && a <= end {
        let v = g[a] ^ g[r - a];
        for (j, &w) in targets.iter().enumerate() {
            if v == w {
                found |= 1 << j;
            }
        }
        a += 1;
    }
    (found, a)
}

/// `G(n)` for `n < len` straight from the definition: every move, every
/// split (the test of [`Table`]).
pub fn values_by_definition(code: &Code, len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut options = Vec::new();
        for k in 0..=n {
            let d = code.digit(k as u64);
            let r = n - k;
            if k > 0 && r == 0 && d & LEAVE_NOTHING != 0 {
                options.push(0);
            }
            if k > 0 && r >= 1 && d & LEAVE_ONE != 0 {
                options.push(g[r]);
            }
            if d & LEAVE_TWO != 0 {
                for a in 1..r {
                    options.push(g[a] ^ g[r - a]);
                }
            }
            if d & LEAVE_THREE != 0 {
                for a in 1..r {
                    for b in 1..r - a {
                        options.push(g[a] ^ g[b] ^ g[r - a - b]);
                    }
                }
            }
        }
        let mex = (0u32..).find(|v| !options.contains(v)).expect("finite");
        g.push(mex);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(code: &str, len: usize) -> Vec<u32> {
        let mut t = Table::new(Code::parse(code).unwrap());
        t.extend_to(len).unwrap();
        t.values().to_vec()
    }

    #[test]
    fn kayles_and_dawsons_chess_begin_as_the_oeis_says() {
        // OEIS A002186 and A002187.
        let kayles = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5,
            4, 7, 2,
        ];
        assert_eq!(table("0.77", kayles.len()), kayles);
        let chess = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
            4, 5, 2, 7, 4,
        ];
        assert_eq!(table("0.137", chess.len()), chess);
    }

    #[test]
    fn table_matches_the_definition() {
        for code in [
            "0.77", "0.07", "0.137", "0.16", "0.56", "0.127", "0.376", "4.[3]", "8.[3]", "0.8",
            "0.F", "4.7", "C.1", "0.0", "0.1[2]", "0.4", "0.6", "0.B4", "0.3F",
        ] {
            let c = Code::parse(code).unwrap();
            let len = if c.leaves_three() { 60 } else { 300 };
            assert_eq!(table(code, len), values_by_definition(&c, len), "{code}");
        }
    }

    /// `G(n)` by the plain mex over every option, with a table of seen
    /// values (the definition, fast enough for thousands of heaps). Every
    /// option is 0 or a xor of smaller heaps' values, so below the least
    /// power of two above them all.
    fn values_by_plain_mex(code: &Code, len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        let mut seen = Vec::new();
        for n in 0..len {
            let above = (g.iter().max().map_or(0, |&m| m as usize) + 1).next_power_of_two();
            seen.clear();
            seen.resize(above + 1, false);
            for k in 0..=n {
                let (d, r) = (code.digit(k as u64), n - k);
                if k > 0 && r == 0 && d & LEAVE_NOTHING != 0 {
                    seen[0] = true;
                }
                if k > 0 && r >= 1 && d & LEAVE_ONE != 0 {
                    seen[g[r] as usize] = true;
                }
                if d & LEAVE_TWO != 0 {
                    for a in 1..r {
                        seen[(g[a] ^ g[r - a]) as usize] = true;
                    }
                }
                if d & LEAVE_THREE != 0 {
                    for a in 1..r {
                        for b in 1..r - a {
                            seen[(g[a] ^ g[b] ^ g[r - a - b]) as usize] = true;
                        }
                    }
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u32);
        }
        g
    }

    #[test]
    fn codes_with_many_rare_values_match_the_plain_mex() {
        // Treblecross and 0.6 keep thousands of rare heaps; the 7s grow
        // their values with the heap; the hexadecimal ones mix moves that
        // leave nothing, one, two and three heaps; 0.56 and 0.127 use the
        // per-parity split. Long enough for several rebuilds of the split.
        for (code, len) in [
            ("0.007", 4000),
            ("0.6", 4000),
            ("0.7777777777", 1000),
            ("0.F", 400),
            ("0.B4", 300),
            ("0.E7", 160),
            ("0.3F", 300),
            ("0.D6", 160),
            ("4.C", 160),
            ("0.56", 4000),
            ("0.127", 4000),
            ("4.[3]", 500),
            ("0.4[4]", 300),
        ] {
            let c = Code::parse(code).unwrap();
            let want = values_by_plain_mex(&c, len);
            let mut whole = Table::new(c.clone());
            whole.extend_to(len).unwrap();
            assert_eq!(whole.values().to_vec(), want, "{code}");
            if code == "0.007" {
                // Enough rare heaps that batches of heaps share a pass.
                assert!(
                    whole.rare_split().0 >= BATCH_FROM_RARE,
                    "{:?}",
                    whole.rare_split()
                );
            }
            let mut steps = Table::new(c);
            for step in [1, 2, 3, 5, 8] {
                steps.extend_to(len * step / 8).unwrap();
            }
            assert_eq!(steps.values().to_vec(), want, "{code} in steps");
        }
    }

    #[test]
    fn parities_follow_the_mask_and_the_width() {
        // 0.6 changes its mask and its width several times by 4000 heaps.
        let mut t = Table::new(Code::parse("0.6").unwrap());
        for len in [100, 1000, 4000] {
            t.extend_to(len).unwrap();
            let Width::Narrow(core) = &t.width else {
                panic!("0.6 stays narrow")
            };
            assert_ne!(core.mask, 0, "a split is in use by {len}");
            assert_eq!(core.parities.len(), core.width);
            for (v, &p) in core.parities.iter().enumerate() {
                let want = (v & usize::from(core.mask)).count_ones() % 2;
                assert_eq!(u32::from(p), want, "value {v} at {len} heaps");
            }
        }
    }

    #[test]
    fn splits_making_reports_what_it_found_and_where_it_stopped() {
        let mut t = Table::new(Code::parse("0.6").unwrap());
        t.extend_to(5000).unwrap();
        let g = t.values().to_vec();
        let r = 4999;
        let made_in = |v: u32, from: usize, to: usize| (from..to).any(|a| g[a] ^ g[r - a] == v);
        // Values first made late, but well before the end, latest first:
        // the scans run long and stop early.
        let first_made = |v: u32| (1..=r / 2).find(|&a| g[a] ^ g[r - a] == v);
        let mut targets: Vec<(usize, u32)> = (0..512)
            .filter_map(|v| first_made(v).map(|a| (a, v)))
            .filter(|&(a, _)| a < r / 4)
            .collect();
        targets.sort_unstable_by(|x, y| y.cmp(x));
        let targets: Vec<u32> = targets.into_iter().map(|(_, v)| v).collect();
        assert!(targets.len() >= 8 && first_made(targets[7]).unwrap() > 2 * SCAN_CHUNK);
        for (count, left) in [(8, 4), (8, 0), (6, 4), (4, 0), (3, 0), (1, 0)] {
            let targets = &targets[..count];
            let (found, next) = if count <= FEW_TARGETS / 2 {
                splits_making::<u32, { FEW_TARGETS / 2 }>(&g, r, 1, r / 2, targets, left)
            } else {
                splits_making::<u32, FEW_TARGETS>(&g, r, 1, r / 2, targets, left)
            };
            assert!(next > 1 && next <= r / 2 + 1, "{count} {left}: next {next}");
            let mut unfound = 0;
            for (q, &v) in targets.iter().enumerate() {
                let hit = found & (1 << q) != 0;
                // Found: made before `next`; not found: made by no split
                // before `next` (the caller goes on from there).
                assert_eq!(hit, made_in(v, 1, next), "{count} {left}: {v}");
                unfound += usize::from(!hit);
            }
            if next <= r / 2 {
                // Stopped early: few enough left, and not one chunk sooner.
                assert!(unfound <= left, "{count} {left}: {unfound} left");
                let sooner = next.saturating_sub(SCAN_CHUNK).max(1);
                let unfound_sooner = targets.iter().filter(|&&v| !made_in(v, 1, sooner));
                assert!(unfound_sooner.count() > left, "{count} {left}: late stop");
            }
        }
    }

    #[test]
    fn walsh_hadamard_counts_even_minus_odd_under_every_mask() {
        // Counts of values as a table of 0.6 has them: uneven, some zero.
        let mut t = Table::new(Code::parse("0.6").unwrap());
        t.extend_to(3000).unwrap();
        let width = 256;
        let mut count = vec![0i64; width];
        for g in t.values().iter() {
            count[g as usize] += 1;
        }
        let mut transformed = count.clone();
        walsh_hadamard(&mut transformed);
        for (mask, &got) in transformed.iter().enumerate() {
            let want: i64 = (0..width)
                .map(|v| {
                    let odd = (v & mask).count_ones() % 2 == 1;
                    if odd {
                        -count[v]
                    } else {
                        count[v]
                    }
                })
                .sum();
            assert_eq!(got, want, "mask {mask:#x}");
        }
    }

    #[test]
    fn extending_in_steps_gives_the_same_table() {
        let mut t = Table::new(Code::parse("0.16").unwrap());
        for len in [0, 1, 5, 64, 65, 300, 2000] {
            t.extend_to(len).unwrap();
        }
        assert_eq!(t.values().to_vec(), table("0.16", 2000));
        assert!(t.rare_split().0 < 2000 / 4, "{:?}", t.rare_split());
    }

    #[test]
    fn widening_midway_gives_the_same_table() {
        for code in ["0.16", "0.127", "4.[3]", "8.[3]", "0.77"] {
            let len = if code == "8.[3]" { 120 } else { 3000 };
            let mut t = Table::new(Code::parse(code).unwrap());
            t.extend_to(len / 3).unwrap();
            assert!(t.is_narrow());
            t.widen_now();
            assert!(!t.is_narrow(), "{code}");
            t.extend_to(len).unwrap();
            assert!(matches!(t.values(), Values::Wide(_)));
            assert_eq!(t.values().to_vec(), table(code, len), "{code}");
        }
    }
}
