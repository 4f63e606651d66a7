//! A fast, non-cryptographic hasher for the memo tables.
//!
//! Why: the standard SipHash resists hash flooding, which the oracle does not
//! need (its keys are game positions it builds itself), and it costs a large
//! share of every memo lookup. This is the multiply-rotate hash that rustc uses
//! for its own tables, written here so the oracle keeps no dependencies.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A multiply-rotate word hasher.
#[derive(Clone, Copy, Default)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    /// The low bits pick the bucket, so every bit of the state must reach
    /// them: a product's high bits depend on its factor's low bits, never
    /// the other way, and keys that differ only in high bits (a count of
    /// 2^32 heaps shifted up in a packed Lieges position) once all fell
    /// into a few buckets, making a search of 2,000,000 states take minutes.
    /// MurmurHash3's finalizer mixes every bit into every other.
    #[inline]
    fn finish(&self) -> u64 {
        let mut h = self.hash;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

pub type FxBuild = BuildHasherDefault<FxHasher>;
pub type FxHashMap<K, V> = HashMap<K, V, FxBuild>;
pub type FxHashSet<K> = HashSet<K, FxBuild>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash_of(v: impl Hash) -> u64 {
        FxBuild::default().hash_one(v)
    }

    #[test]
    fn different_positions_hash_differently() {
        assert_ne!(hash_of(vec![1u64, 2]), hash_of(vec![2u64, 1]));
        assert_ne!(hash_of((0u64, 1u64)), hash_of((1u64, 0u64)));
        assert_eq!(hash_of(vec![3u64, 4]), hash_of(vec![3u64, 4]));
    }

    #[test]
    fn a_map_keeps_many_keys_apart() {
        let mut m: FxHashMap<(u64, u64), u64> = FxHashMap::default();
        for a in 0..300 {
            for b in 0..300 {
                m.insert((a, b), a * 1000 + b);
            }
        }
        assert_eq!(m.len(), 90_000);
        assert_eq!(m[&(17, 250)], 17_250);
    }

    /// Keys that differ only in their high bits (a count near 2^32 packed
    /// above the other numbers, as `pack_numbers` writes a Lieges position
    /// of one size of heap) still spread over the buckets, which the low
    /// bits pick.
    #[test]
    fn keys_differing_only_in_high_bits_reach_many_buckets() {
        let keys = 1u128 << 16;
        let buckets: HashSet<u64> = (0..keys)
            .map(|c| {
                let count = (1u128 << 32) - c;
                hash_of(2 | (33 << 5) | (1 << 12) | (count << 45)) & (keys as u64 - 1)
            })
            .collect();
        // Hashing at random fills about 63% of them.
        assert!(
            buckets.len() > keys as usize / 2,
            "{} of {keys} buckets",
            buckets.len()
        );
    }
}
