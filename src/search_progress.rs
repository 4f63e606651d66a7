//! A spinner for oracle searches that take a while on a terminal.
//!
//! Why: with the large budget of `grundy check` and `grundy oracle`, a search
//! may run for seconds, and a silent terminal looks hung. The spinner appears
//! only after a second (a fast answer prints nothing extra), only when stderr
//! is a terminal (pipes, CI logs and the stress referee see nothing), and reads
//! the oracle's shared state counter, so the search itself is not slowed.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a search runs before the spinner appears.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// Runs `search`, showing the states searched per second on stderr once it
/// has taken longer than a second, when stderr is a terminal.
pub fn while_searching<T>(budget: usize, search: impl FnOnce() -> T) -> T {
    if !std::io::stderr().is_terminal() {
        return search();
    }
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| show_after_a_second(&done, budget));
        let result = search();
        done.store(true, Ordering::Relaxed);
        result
    })
}

fn show_after_a_second(done: &AtomicBool, budget: usize) {
    let start = Instant::now();
    let first = oracle::search::states_expanded();
    let tick = Duration::from_millis(50);
    while start.elapsed() < QUIET_FOR {
        if done.load(Ordering::Relaxed) {
            return;
        }
        std::thread::sleep(tick);
    }
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} oracle: {msg} ({elapsed})")
            .expect("valid template"),
    );
    while !done.load(Ordering::Relaxed) {
        let states = oracle::search::states_expanded().saturating_sub(first);
        bar.set_message(format!(
            "{states} states searched, budget {budget} states and moves"
        ));
        bar.tick();
        std::thread::sleep(tick);
    }
    bar.finish_and_clear();
}
