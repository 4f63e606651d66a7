//! The report a person gets when the two sides disagree.
//!
//! It carries the position as text (never fuzzer bytes), both answers, a
//! signature that stays the same for the same kind of bug (`game:what-differs`,
//! so reports can be grouped and deduplicated), and a command that reproduces it.

use std::fmt;

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

    /// The repro command for a game position.
    pub fn check_command(game: &str, position: &str) -> String {
        format!("cargo run --release -- check {game} {position}")
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
            text.ends_with("cargo run --release -- check nim 3 4 5"),
            "{text}"
        );
    }
}
