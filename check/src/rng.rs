//! SplitMix64: the random stream of [`Check::random`](crate::Check::random),
//! the same bytes from the same seed on every machine.

/// The stream [`Check::random`](crate::Check::random) draws positions' bytes
/// from: the same words from the same seed on every machine, for a caller
/// that draws inputs of its own the same way.
///
/// ```
/// use grundy_check::SplitMix64;
///
/// let mut stream = SplitMix64::new(7);
/// let first = stream.next_u64();
/// assert_eq!(SplitMix64::new(7).bytes(8), first.to_le_bytes());
/// ```
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
    /// The last draw of [`SplitMix64::bytes`], kept so that the next one
    /// (one per position) allocates nothing.
    drawn: Vec<u8>,
}

impl SplitMix64 {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64 {
            state: seed,
            drawn: Vec::new(),
        }
    }

    /// The next word.
    pub fn next_u64(&mut self) -> u64 {
        next(&mut self.state)
    }

    /// `n` bytes: the next `ceil(n / 8)` words of the stream, each
    /// little-endian, the last cut to fit. Written over the previous draw.
    pub fn bytes(&mut self, n: usize) -> &[u8] {
        self.drawn.resize(n.next_multiple_of(8), 0);
        for word in self.drawn.chunks_exact_mut(8) {
            word.copy_from_slice(&next(&mut self.state).to_le_bytes());
        }
        &self.drawn[..n]
    }
}

/// SplitMix64's step: advances `state` and returns the next word.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_drawn_into_one_buffer_are_the_stream_word_by_word() {
        // Draws of every kind of length against the words stepped one by
        // one from the same seed: a length not a multiple of 8 uses a whole
        // word.
        let (mut drawn, mut state) = (SplitMix64::new(9), 9);
        for n in [256usize, 3, 0, 17, 256, 8, 1000, 5, 256] {
            let expected: Vec<u8> = (0..n.div_ceil(8))
                .flat_map(|_| next(&mut state).to_le_bytes())
                .take(n)
                .collect();
            assert_eq!(drawn.bytes(n), &expected[..], "{n} bytes");
        }
        // Pinned: SplitMix64's first word of seed 0, low byte first.
        assert_eq!(SplitMix64::new(0).bytes(3), [0xAF, 0xCD, 0x1D]);
    }
}
