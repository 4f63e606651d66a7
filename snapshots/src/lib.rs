//! Snapshot tests of the contest problems live in `tests/`.
