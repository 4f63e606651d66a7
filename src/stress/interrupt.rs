//! Ctrl-C (SIGINT) and SIGTERM during `grundy stress`: the run stops
//! cleanly and says so, instead of vanishing without a word.
//!
//! Once [`catch`] is called, the first of those signals only sets a flag.
//! Every program [`super::run`] is watching is stopped (and its shepherd
//! ends whatever it left running), no case is started after it, and a case
//! that ended after the signal is not counted (the signal may have cut it
//! short). A shrink under way stops at its next candidate and reports the
//! smallest failing input found so far. The handler is reset as it runs, so
//! a second Ctrl-C ends `grundy` at once (the shepherds still clean up: the
//! kernel tells them their parent is gone).

use crate::stop_signals;

/// What [`super::run::run`] returns as its error for a program it stopped
/// because the run was interrupted.
pub const STOPPED: &str = "stopped: grundy was interrupted";

/// From now on the first SIGINT or SIGTERM asks the run to stop (see the
/// module's doc and [`crate::stop_signals`]); the next one ends the
/// process as it would have.
pub fn catch() {
    stop_signals::catch();
}

/// Whether the run was interrupted.
pub fn requested() -> bool {
    stop_signals::requested().is_some()
}

/// The exit status of an interrupted run that found no failure, as a shell
/// reports a process the signal ended (130 for Ctrl-C, 143 for SIGTERM).
pub fn exit_status() -> u8 {
    stop_signals::requested().map_or(130, stop_signals::exit_status)
}
