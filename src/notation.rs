//! How positions write their numbers inside one word: the parts of a sum
//! (`staircase:1/0/2`), the heaps a take-and-break move leaves (`3+4`).
//! Between words, [`crate::family::join_numbers`].

/// `numbers` written in order with `separator` between them (`1/0/2`);
/// none is the empty string.
pub fn numbers_joined(numbers: &[u64], separator: &str) -> String {
    let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
    words.join(separator)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_joined_in_order() {
        assert_eq!(numbers_joined(&[1, 0, 2], "/"), "1/0/2");
        assert_eq!(numbers_joined(&[u64::MAX], "+"), u64::MAX.to_string());
        assert_eq!(numbers_joined(&[], "/"), "");
    }
}
