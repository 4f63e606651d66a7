//! Ctrl-C (SIGINT) and SIGTERM during a long run (`verify`, `stress`,
//! `octal`): once [`catch`] is called, the first of them only asks the run
//! to stop ([`Stop`]), so that it ends at its next step and says what it did
//! (a table, the cases judged, a checkpoint written). The handler is reset
//! as it runs, so a second one ends the process as it would have.

use std::sync::atomic::{AtomicI32, Ordering};

/// Whether a run was asked to stop, and by which signal (a number, `0`
/// while not asked). [`catch`] makes the process's signals set one; a test
/// makes its own and asks it.
#[derive(Debug, Default)]
pub struct Stop {
    signal: AtomicI32,
}

impl Stop {
    pub const fn new() -> Stop {
        Stop {
            signal: AtomicI32::new(0),
        }
    }

    /// Asks the run to stop, naming the signal that asked (a positive
    /// number: `libc::SIGINT` for Ctrl-C).
    pub fn request(&self, signal: i32) {
        self.signal.store(signal.max(1), Ordering::SeqCst);
    }

    /// The signal that asked the run to stop, if one did.
    pub fn requested(&self) -> Option<i32> {
        match self.signal.load(Ordering::SeqCst) {
            0 => None,
            signal => Some(signal),
        }
    }
}

/// What SIGINT and SIGTERM set once [`catch`] is called.
static SIGNALLED: Stop = Stop::new();

#[cfg(unix)]
extern "C" fn on_signal(signal: libc::c_int) {
    // Only an atomic store: the one thing a signal handler may safely do.
    SIGNALLED.request(signal);
}

/// From now on the first SIGINT or SIGTERM asks the run to stop (see the
/// module's doc); returns the [`Stop`] they set.
pub fn catch() -> &'static Stop {
    #[cfg(unix)]
    // SAFETY: a zeroed `sigaction` is a valid value to fill in; the handler
    // only stores to an atomic (async-signal-safe) and has the type
    // `sa_sigaction` expects of a handler without SA_SIGINFO; the old action
    // is not asked for.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        action.sa_flags = libc::SA_RESETHAND | libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
        libc::sigaction(libc::SIGTERM, &action, std::ptr::null_mut());
    }
    &SIGNALLED
}

/// The signal that asked this process's run to stop, if one did (after
/// [`catch`]).
pub fn requested() -> Option<i32> {
    SIGNALLED.requested()
}

/// The exit status of a run `signal` stopped before it found anything to
/// report, as a shell gives a process that signal ended: 128 + its number
/// (130 for Ctrl-C, 143 for SIGTERM).
pub fn exit_status(signal: i32) -> u8 {
    u8::try_from(128 + signal.clamp(1, 127)).unwrap_or(u8::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_names_the_signal_that_asked() {
        let stop = Stop::new();
        assert_eq!(stop.requested(), None);
        stop.request(libc::SIGTERM);
        assert_eq!(stop.requested(), Some(libc::SIGTERM));
        assert_eq!(exit_status(libc::SIGINT), 130);
        assert_eq!(exit_status(libc::SIGTERM), 143);
    }
}
