//! Snapshot tests of the contest problems live in `tests/problems.rs`; their
//! input cases in `cases/<problem-id>/*.in`, their pinned outputs in
//! `tests/snapshots/`. This library is empty on purpose.
