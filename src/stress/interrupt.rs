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

use std::sync::atomic::{AtomicBool, Ordering};

/// What [`super::run::run`] returns as its error for a program it stopped
/// because the run was interrupted.
pub const STOPPED: &str = "stopped: grundy was interrupted";

/// Set by the first SIGINT or SIGTERM once [`catch`] was called.
static REQUESTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_signal: libc::c_int) {
    // Only an atomic store: the one thing a signal handler may safely do.
    REQUESTED.store(true, Ordering::SeqCst);
}

/// From now on the first SIGINT or SIGTERM asks the run to stop (see the
/// module's doc); the next one ends the process as it would have.
pub fn catch() {
    // SAFETY: a zeroed `sigaction` is a valid value to fill in; the handler
    // only stores to an atomic (async-signal-safe) and has the type
    // `sa_sigaction` expects of a handler without SA_SIGINFO.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        action.sa_flags = libc::SA_RESETHAND | libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
        libc::sigaction(libc::SIGTERM, &action, std::ptr::null_mut());
    }
}

/// Whether the run was interrupted.
pub fn requested() -> bool {
    REQUESTED.load(Ordering::SeqCst)
}

/// Which signal it was does not matter; exit with this status after an
/// interrupted run that found no failure, as a shell reports a process
/// ended by SIGINT (128 + 2).
pub const EXIT_STATUS: u8 = 130;
