//! The report a person gets when the solver and the oracle disagree.

use std::fmt;

/// One disagreement (or one broken law) about one position: the position as
/// text, both answers, a signature that stays the same for the same kind of
/// bug (`game:what-differs`, to group and deduplicate reports), and a command
/// that shows it again.
///
/// Its `Debug` is its `Display`, so `check.sweep(..).unwrap()` in a test
/// prints the readable report.
///
/// ```
/// let d = grundy_check::Discrepancy {
///     game: "powers".into(),
///     position: "[6]".into(),
///     what: "grundy".into(),
///     solver: "1".into(),
///     oracle: "0".into(),
///     repro: "cargo test".into(),
/// };
/// assert_eq!(d.signature(), "powers:grundy");
/// assert!(d.to_string().contains("position: [6]"));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Discrepancy {
    /// The game's name.
    pub game: String,
    /// The position, as the check writes it.
    pub position: String,
    /// The question they disagree on, or the law the solver broke.
    pub what: String,
    /// The solver's answer (or, for a law, what it said that breaks it).
    pub solver: String,
    /// The oracle's answer.
    pub oracle: String,
    /// One command that shows the same disagreement again.
    pub repro: String,
}

impl Discrepancy {
    /// `game:what-differs`, stable across runs and positions.
    pub fn signature(&self) -> String {
        format!("{}:{}", self.game, self.what)
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

impl fmt::Debug for Discrepancy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\n{self}")
    }
}

impl std::error::Error for Discrepancy {}
