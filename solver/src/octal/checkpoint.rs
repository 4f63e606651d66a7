//! A table part computed, as bytes: what a long run writes now and then so
//! that an interruption costs minutes, not hours, and what it reads back to
//! go on.
//!
//! Why a checksum and a code in the file: a resumed run trusts every value
//! it reads, and a wrong value makes every later one wrong without a sign.
//! So a file is accepted only whole, for its own code, and unchanged;
//! anything else is an error that names what is wrong.
//!
//! Layout (integers little-endian):
//!
//! | bytes | what |
//! |---|---|
//! | 24 | [`MAGIC`] |
//! | 4 | length `c` of the code's text (at most [`MAX_CODE_TEXT`]) |
//! | `c` | the code as printed (`0.007`, `4.[3]`) |
//! | 8 | the number of values `n` |
//! | `4n` | `G(0) .. G(n - 1)`, 4 bytes each |
//! | 8 | FNV-1a 64 of every byte before it |
//!
//! The count is checked against the bytes actually there before anything is
//! allocated, so a claimed length can never size an allocation.

use super::code::Code;
use super::table::{Table, MAX_LENGTH};
use std::fmt;

/// The first bytes of a checkpoint, with the format's version.
pub const MAGIC: &[u8; 24] = b"grundy octal table v1\n\0\0";
/// The longest code text a checkpoint may hold (a code is at most
/// [`MAX_DIGITS`](super::code::MAX_DIGITS) digits and some brackets).
pub const MAX_CODE_TEXT: usize = 256;

/// Why a checkpoint could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckpointError {
    /// The byte offset where the problem was seen.
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "checkpoint, byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for CheckpointError {}

/// FNV-1a, 64 bits: enough to tell a damaged file from a whole one.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The table's code and values as a checkpoint.
pub fn encode(table: &Table) -> Vec<u8> {
    let code = table.code().to_string();
    let values = table.values();
    let mut out = Vec::with_capacity(MAGIC.len() + 4 + code.len() + 8 + 4 * values.len() + 8);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(code.len() as u32).to_le_bytes());
    out.extend_from_slice(code.as_bytes());
    out.extend_from_slice(&(values.len() as u64).to_le_bytes());
    for g in values.iter() {
        out.extend_from_slice(&g.to_le_bytes());
    }
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// Reads a checkpoint of `code`'s table back into a table that goes on
/// where it stopped.
pub fn decode(bytes: &[u8], code: &Code) -> Result<Table, CheckpointError> {
    let err = |offset: usize, message: String| CheckpointError { offset, message };
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(err(
            0,
            "not a grundy octal checkpoint (the file does not begin with its header)".into(),
        ));
    }
    // Checked first: any damage below is then a bug of the writer, and the
    // messages after it still name the field.
    if bytes.len() < MAGIC.len() + 4 + 8 + 8 {
        return Err(err(
            bytes.len(),
            format!(
                "truncated: {} bytes, shorter than any checkpoint",
                bytes.len()
            ),
        ));
    }
    let (body, sum) = bytes.split_at(bytes.len() - 8);
    let stored = u64::from_le_bytes(sum.try_into().expect("8 bytes"));
    if checksum(body) != stored {
        return Err(err(
            body.len(),
            "checksum mismatch: the file is truncated or damaged".into(),
        ));
    }
    let mut at = MAGIC.len();
    let code_len = u32::from_le_bytes(body[at..at + 4].try_into().expect("4 bytes")) as usize;
    at += 4;
    if code_len > MAX_CODE_TEXT || at + code_len + 8 > body.len() {
        return Err(err(
            MAGIC.len(),
            format!("a code of {code_len} bytes does not fit the file"),
        ));
    }
    let text = std::str::from_utf8(&body[at..at + code_len])
        .map_err(|_| err(at, "the code is not UTF-8 text".into()))?;
    let written = Code::parse(text).map_err(|e| err(at, format!("code `{text}`: {e}")))?;
    if &written != code {
        return Err(err(at, format!("a checkpoint of {written}, not of {code}")));
    }
    at += code_len;
    let count = u64::from_le_bytes(body[at..at + 8].try_into().expect("8 bytes"));
    let count_at = at;
    at += 8;
    let room = (body.len() - at) / 4;
    if (body.len() - at) % 4 != 0 || usize::try_from(count).ok() != Some(room) {
        return Err(err(
            count_at,
            format!(
                "claims {count} values, but {} bytes of values follow",
                body.len() - at
            ),
        ));
    }
    if room > MAX_LENGTH {
        return Err(err(
            count_at,
            format!("{count} values: more than a table holds ({MAX_LENGTH})"),
        ));
    }
    let values: Vec<u32> = body[at..]
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
        .collect();
    // Every option of heap n is 0 or a xor of values of smaller heaps, so
    // below the least power of two above them all: a mex past that power is
    // no value, and G(0) (no move) is 0.
    let mut bound = 0u64;
    for (n, &g) in values.iter().enumerate() {
        if u64::from(g) > bound {
            return Err(err(
                at + 4 * n,
                format!("G({n}) = {g} cannot be a value of heap {n} (at most {bound} there)"),
            ));
        }
        bound = bound.max((u64::from(g) + 1).next_power_of_two());
    }
    Table::from_values(code.clone(), &values).map_err(|e| err(count_at, e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(code: &str, len: usize) -> Table {
        let mut t = Table::new(Code::parse(code).unwrap());
        t.extend_to(len).unwrap();
        t
    }

    #[test]
    fn a_table_read_back_goes_on_as_if_never_stopped() {
        for (code, stop, len) in [
            ("0.007", 700, 3000),
            ("0.16", 1000, 3000),
            ("0.F", 130, 400),
            ("4.[3]", 64, 300),
            ("0.7777777777", 500, 1200),
        ] {
            let c = Code::parse(code).unwrap();
            let bytes = encode(&table(code, stop));
            let mut resumed = decode(&bytes, &c).unwrap();
            assert_eq!(resumed.len(), stop, "{code}");
            resumed.extend_to(len).unwrap();
            let whole = table(code, len);
            assert_eq!(resumed.values().to_vec(), whole.values().to_vec(), "{code}");
            assert_eq!(resumed.rare_split(), whole.rare_split(), "{code}");
        }
    }

    #[test]
    fn a_bad_checkpoint_is_an_error_that_names_what_is_wrong() {
        let c = Code::parse("0.007").unwrap();
        let good = encode(&table("0.007", 500));
        let message = |bytes: &[u8], code: &Code| decode(bytes, code).unwrap_err().to_string();
        assert!(message(b"", &c).contains("not a grundy octal checkpoint"));
        assert!(message(&good[..MAGIC.len() + 3], &c).contains("truncated"));
        for cut in [MAGIC.len() + 20, good.len() / 2, good.len() - 1] {
            let m = message(&good[..cut], &c);
            assert!(m.contains("checksum mismatch"), "{cut}: {m}");
        }
        let mut flipped = good.clone();
        flipped[good.len() / 2] ^= 1;
        assert!(message(&flipped, &c).contains("checksum mismatch"));
        let other = Code::parse("0.07").unwrap();
        assert!(message(&good, &other).contains("a checkpoint of 0.007, not of 0.07"));

        // Fields that lie, with a checksum that matches them.
        let resum = |mut bytes: Vec<u8>| {
            let body = bytes.len() - 8;
            let sum = checksum(&bytes[..body]);
            bytes[body..].copy_from_slice(&sum.to_le_bytes());
            bytes
        };
        let count_at = MAGIC.len() + 4 + "0.007".len();
        let mut huge = good.clone();
        huge[count_at..count_at + 8].copy_from_slice(&u64::MAX.to_le_bytes());
        let m = message(&resum(huge), &c);
        assert!(m.contains("claims 18446744073709551615 values"), "{m}");
        let mut long_code = good.clone();
        long_code[MAGIC.len()..MAGIC.len() + 4].copy_from_slice(&u32::MAX.to_le_bytes());
        let m = message(&resum(long_code), &c);
        assert!(m.contains("does not fit the file"), "{m}");
        let mut bad_value = good.clone();
        let at = count_at + 8 + 4 * 3;
        bad_value[at..at + 4].copy_from_slice(&1000u32.to_le_bytes());
        let m = message(&resum(bad_value), &c);
        assert!(m.contains("G(3) = 1000 cannot be a value of heap 3"), "{m}");
        let mut bad_text = good;
        bad_text[MAGIC.len() + 4] = b'x';
        let m = message(&resum(bad_text), &c);
        assert!(m.contains("code `x.007`"), "{m}");
    }
}
