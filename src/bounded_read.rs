//! Reading a whole input, up to a bound: what `validate`, `oracle` and
//! `check PROBLEM --file` hold in memory is at most [`MAX_INPUT_BYTES`],
//! whatever they are given. `--input /dev/zero` (or a pipe that never ends)
//! is an error naming the bound after a bounded read, not a process that
//! grows until the machine stops it.
//!
//! The solver's programs stream their input and need no bound
//! (`solver::io`).
//!
//! ```
//! use grundy::bounded_read::read_at_most;
//! assert_eq!(read_at_most(&b"3\n1 2 3\n"[..], 100).unwrap(), b"3\n1 2 3\n");
//! let e = read_at_most(std::io::repeat(0), 100).unwrap_err();
//! assert_eq!(e.to_string(), "more than 100 bytes, the most grundy reads of one input");
//! ```

use std::fmt;
use std::io::{self, Read};

/// The most bytes of one input that are read whole: 256 MiB, above the
/// largest input any generator writes (`gen --size huge`, under 80 MB) and
/// far above any judge's.
pub const MAX_INPUT_BYTES: u64 = 256 << 20;

/// Why an input was not read.
#[derive(Debug)]
pub enum ReadError {
    Io(io::Error),
    /// The input went on past `limit` bytes.
    TooLong {
        limit: u64,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::TooLong { limit } => write!(
                f,
                "more than {}, the most grundy reads of one input",
                size(*limit)
            ),
        }
    }
}

impl std::error::Error for ReadError {}

/// All of `reader`, or an error once it has given more than `limit` bytes.
pub fn read_at_most(reader: impl Read, limit: u64) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLong { limit });
    }
    Ok(bytes)
}

/// The file at `path`, read as [`read_at_most`] with [`MAX_INPUT_BYTES`];
/// the error names the file.
pub fn read_file(path: &std::path::Path) -> Result<Vec<u8>, String> {
    std::fs::File::open(path)
        .map_err(ReadError::Io)
        .and_then(|f| read_at_most(f, MAX_INPUT_BYTES))
        .map_err(|e| format!("cannot read `{}`: {e}", path.display()))
}

/// `n` bytes as a person says it: MiB when whole ones, else bytes.
fn size(n: u64) -> String {
    if n >= 1 << 20 && n % (1 << 20) == 0 {
        format!("{} MiB", n >> 20)
    } else {
        format!("{n} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_up_to_the_limit_and_no_further() {
        assert_eq!(read_at_most(&b"abc"[..], 3).unwrap(), b"abc");
        assert!(matches!(
            read_at_most(&b"abcd"[..], 3),
            Err(ReadError::TooLong { limit: 3 })
        ));
        // An endless reader ends in an error, not in a read without end.
        assert!(matches!(
            read_at_most(io::repeat(b'7'), 1 << 20),
            Err(ReadError::TooLong { limit }) if limit == 1 << 20
        ));
        assert_eq!(
            ReadError::TooLong {
                limit: MAX_INPUT_BYTES
            }
            .to_string(),
            "more than 256 MiB, the most grundy reads of one input"
        );
    }
}
