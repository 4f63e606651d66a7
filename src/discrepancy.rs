//! The report a person gets when the two sides disagree.
//!
//! It carries the position as text (never fuzzer bytes), both answers, a
//! signature that stays the same for the same kind of bug (`game:what-differs`,
//! so reports can be grouped and deduplicated), and a command that reproduces it.

use std::fmt;

/// How every repro line starts: the harness's binary, built in release mode,
/// from anywhere in the workspace.
pub const REPRO_PREFIX: &str = "cargo run --release -p grundy --";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discrepancy {
    /// The game family (`nim`).
    pub game: &'static str,
    /// The position, written as `grundy check` reads it.
    pub position: String,
    /// The question they disagree on, or the law the solver broke.
    pub what: String,
    pub solver: String,
    pub oracle: String,
    /// One line that shows the same disagreement again.
    pub repro: String,
}

impl Discrepancy {
    /// `game:what-differs`, stable across runs and positions.
    pub fn signature(&self) -> String {
        format!("{}:{}", self.game, self.what)
    }

    /// The repro command for a game position, as `grundy check` reads it:
    /// each word of the position quoted for the shell (an octal code with a
    /// tail, `4.[3]`, is a glob to zsh), and the package named, so that it
    /// runs from any directory of the workspace.
    pub fn check_command(game: &str, position: &str) -> String {
        let mut words = position.split_whitespace().peekable();
        if words.peek().is_none() {
            return format!("{REPRO_PREFIX} check {game}");
        }
        // Most positions need no quotes: written as they are, with no word
        // copied (a fuzz run makes a repro line for every input).
        if position.split(' ').all(crate::shell::is_plain) {
            return format!("{REPRO_PREFIX} check {game} {position}");
        }
        let words: Vec<String> = words.map(String::from).collect();
        format!(
            "{REPRO_PREFIX} check {game} {}",
            crate::shell::command(&words)
        )
    }
}

impl fmt::Display for Discrepancy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "discrepancy {}", self.signature())?;
        writeln!(f, "  position: {}", self.position)?;
        writeln!(f, "  solver:   {}", self.solver)?;
        writeln!(f, "  oracle:   {}", self.oracle)?;
        write!(f, "  repro:    {}", self.repro)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_names_everything() {
        let d = Discrepancy {
            game: "nim",
            position: "3 4 5".into(),
            what: "grundy".into(),
            solver: "2".into(),
            oracle: "3".into(),
            repro: Discrepancy::check_command("nim", "3 4 5"),
        };
        assert_eq!(d.signature(), "nim:grundy");
        let text = d.to_string();
        assert!(text.contains("position: 3 4 5"), "{text}");
        assert!(
            text.ends_with("cargo run --release -p grundy -- check nim 3 4 5"),
            "{text}"
        );
    }

    #[test]
    fn a_repro_quotes_what_the_shell_would_change() {
        assert_eq!(
            Discrepancy::check_command("octal", "--code 4.[3] 5"),
            "cargo run --release -p grundy -- check octal --code '4.[3]' 5"
        );
        assert_eq!(
            Discrepancy::check_command("nim", ""),
            "cargo run --release -p grundy -- check nim"
        );
        assert_eq!(
            Discrepancy::check_command("sum", "--set 1..3 nim:2 sub:6"),
            "cargo run --release -p grundy -- check sum --set 1..3 nim:2 sub:6"
        );
    }
}
