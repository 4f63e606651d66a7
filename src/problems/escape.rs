//! Inputs written on one line, for repro commands: `\n`, `\r`, `\t`, `\\`,
//! `\'` and `\xNN` for other bytes outside printable ASCII.

/// The input as one printable line.
pub fn escape(input: &[u8]) -> String {
    let mut out = String::with_capacity(input.len());
    for &b in input {
        match b {
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            b'\\' => out.push_str("\\\\"),
            b'\'' => out.push_str("\\x27"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out
}

/// The bytes an escaped line stands for.
pub fn unescape(text: &str) -> Result<Vec<u8>, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            out.push(bytes[i]);
            i += 1;
            continue;
        }
        let code = bytes.get(i + 1).ok_or("a lone `\\` at the end")?;
        match code {
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'\\' => out.push(b'\\'),
            b'x' => {
                let hex = text.get(i + 2..i + 4).ok_or("`\\x` needs two hex digits")?;
                out.push(
                    u8::from_str_radix(hex, 16)
                        .map_err(|_| format!("`\\x{hex}` is not a hex byte"))?,
                );
                i += 2;
            }
            other => return Err(format!("unknown escape `\\{}`", *other as char)),
        }
        i += 2;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(unescape(&escape(&all)).unwrap(), all);
        assert_eq!(escape(b"3\n3 2 1\n"), "3\\n3 2 1\\n");
        assert!(unescape("\\q").is_err());
        assert!(unescape("\\x4").is_err());
    }
}
