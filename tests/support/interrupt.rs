//! Ctrl-C sent to a spawned `grundy` once it has got somewhere, for the
//! tests of what an interrupted run says. They wait for a sign of progress
//! (a file the program makes, a line), never a fixed time: a slow machine
//! only waits longer.
//!
//! Included with `#[path]` by the tests that need it (a test helper, not part
//! of any crate's API).

use std::path::Path;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// Waits until `marker` exists (the program under test made it), then sends
/// SIGINT to `child`. A run that never gets there fails the test, naming
/// `what` it waited for, after a minute rather than hanging it.
pub fn interrupt_once_made(child: &Child, marker: &Path, what: &str) {
    let waited = Instant::now();
    while !marker.exists() {
        assert!(
            waited.elapsed() < Duration::from_secs(60),
            "{what} never happened"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}
