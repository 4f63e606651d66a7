//! Words and commands written so that a POSIX shell (bash, zsh, dash) reads
//! them back unchanged: the repro lines and commands every report prints.

/// A word as the shell reads it back unchanged: as it is when it holds
/// nothing the shell would read otherwise, else in single quotes (`4.[3]` is
/// a glob to zsh, `a b` two words to all of them).
pub fn quote(word: &str) -> String {
    if is_plain(word) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// Whether the shell reads `word` back as it is, unquoted.
pub fn is_plain(word: &str) -> bool {
    !word.is_empty()
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_@%+=:,./-".contains(&b))
}

/// A command (program then arguments), each word quoted.
pub fn command(words: &[String]) -> String {
    words.iter().map(|w| quote(w)).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_the_shell_would_change_are_quoted() {
        assert_eq!(quote("sh"), "sh");
        assert_eq!(quote("--code"), "--code");
        assert_eq!(quote("0.137"), "0.137");
        assert_eq!(quote("4.[3]"), "'4.[3]'");
        assert_eq!(quote("my prog"), "'my prog'");
        assert_eq!(quote("it's"), "'it'\\''s'");
        assert_eq!(quote(""), "''");
        assert!(is_plain("--code") && !is_plain("4.[3]") && !is_plain(""));
        assert_eq!(
            command(&["grundy".into(), "a b".into(), "*".into()]),
            "grundy 'a b' '*'"
        );
    }

    #[test]
    fn the_shell_reads_the_words_back() {
        let words: Vec<String> = ["4.[3]", "it's", "", "$HOME", "a  b", "x\ny", "~", "!"]
            .map(String::from)
            .to_vec();
        let out = std::process::Command::new("sh")
            .args(["-c", &format!("printf '%s\\0' {}", command(&words))])
            .output()
            .unwrap();
        let back: Vec<String> = String::from_utf8(out.stdout)
            .unwrap()
            .split_terminator('\0')
            .map(String::from)
            .collect();
        assert_eq!(back, words);
    }
}
