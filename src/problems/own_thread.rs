//! A thread of one problem's own, on which `verify` runs that problem's
//! checks, so that the oracle state its programs keep between runs is this
//! problem's alone.
//!
//! Why: the oracle's problem programs keep their searchers (and their memos)
//! in a shelf per thread (`oracle::problems::kept`), keyed by the searcher's
//! rules. On a `verify` job thread that runs every problem in turn, the
//! problems that bring new rules with nearly every input (cf-603c, hdu-1536,
//! hdu-2188, hdu-3980) push out the searcher of a problem whose one rule set
//! every input uses (hdu-5795), whose inputs are then searched from scratch,
//! a hundred times slower than when it runs alone. On a thread of its own, a
//! problem's shelf holds its own searchers only, as when it runs alone.

use super::{Domain, InputSize, Problem};
use crate::check::{Checked, OracleBudget};
use crate::rng::Rng;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long the problem's thread draws and checks random inputs for one
/// request. Handing a request to another thread and back costs about a
/// hundred microseconds on a loaded machine, more than most checks, and a
/// problem whose memo went cold while the other games ran checks slowly
/// until it is warm again: both are paid once per batch. Batches of 2 ms
/// left the fastest problems (hdu-1847, poj-3537) a third of their rate
/// alone, 20 ms about all of it.
const RANDOM_BATCH: Duration = Duration::from_millis(20);

/// What the caller asks of the problem's thread.
enum Request {
    /// Check these inputs, in order.
    Inputs(Vec<Vec<u8>>),
    /// Draw inputs from this stream and check them for [`RANDOM_BATCH`]
    /// (at least one); the stream comes back advanced past them.
    Random(Rng),
    /// Which thread answers (for tests).
    #[cfg(test)]
    Identify,
}

enum Answer {
    Checked(Vec<Checked>, Option<Rng>),
    #[cfg(test)]
    Thread(std::thread::ThreadId),
}

/// The thread of one problem, started on the first request and ended (and
/// joined) when this is dropped.
pub struct OwnThread {
    problem: &'static Problem,
    /// The budget of its oracle's queries.
    budget: OracleBudget,
    running: Option<Running>,
}

struct Running {
    requests: Sender<Request>,
    answers: Receiver<Answer>,
    thread: JoinHandle<()>,
}

impl OwnThread {
    /// The thread of `problem`, checking within `budget`.
    pub fn new(problem: &'static Problem, budget: OracleBudget) -> OwnThread {
        OwnThread {
            problem,
            budget,
            running: None,
        }
    }

    /// Checks `inputs` on the problem's thread (a panic there is raised
    /// here).
    pub fn check(&mut self, inputs: Vec<Vec<u8>>) -> Vec<Checked> {
        match self.ask(Request::Inputs(inputs)) {
            Answer::Checked(checked, _) => checked,
            #[cfg(test)]
            Answer::Thread(_) => unreachable!("inputs are answered with checks"),
        }
    }

    /// Checks small inputs drawn from `rng` on the problem's thread for
    /// about [`RANDOM_BATCH`], and at least one; `rng` is left past them, as
    /// if they were drawn here.
    pub fn check_random(&mut self, rng: &mut Rng) -> Vec<Checked> {
        match self.ask(Request::Random(rng.clone())) {
            Answer::Checked(checked, advanced) => {
                *rng = advanced.expect("a random batch returns its stream");
                checked
            }
            #[cfg(test)]
            Answer::Thread(_) => unreachable!("a random batch is answered with checks"),
        }
    }

    /// The thread that runs this problem's checks.
    #[cfg(test)]
    pub fn thread_id(&mut self) -> std::thread::ThreadId {
        match self.ask(Request::Identify) {
            Answer::Thread(id) => id,
            Answer::Checked(..) => unreachable!("an identify request is answered with an id"),
        }
    }

    fn ask(&mut self, request: Request) -> Answer {
        let running = self
            .running
            .get_or_insert_with(|| start(self.problem, self.budget));
        let answer = match running.requests.send(request) {
            Ok(()) => running.answers.recv().ok(),
            Err(_) => None,
        };
        if let Some(answer) = answer {
            return answer;
        }
        // The thread is gone: it panicked. Raise its panic here, as when the
        // check ran on the caller's thread.
        let running = self.running.take().expect("just started");
        drop(running.requests);
        match running.thread.join() {
            Err(panic) => std::panic::resume_unwind(panic),
            Ok(()) => panic!("the thread of {} ended early", self.problem.id),
        }
    }
}

fn answer(problem: &'static Problem, budget: OracleBudget, request: Request) -> Answer {
    match request {
        Request::Inputs(inputs) => Answer::Checked(
            inputs
                .iter()
                .map(|input| super::as_game::checked(problem, input, budget))
                .collect(),
            None,
        ),
        Request::Random(mut rng) => {
            let start = Instant::now();
            let mut checked = Vec::new();
            while checked.is_empty() || start.elapsed() < RANDOM_BATCH {
                let input = (problem.generate)(&mut rng, InputSize::Small, Domain::Reach);
                checked.push(super::as_game::checked(problem, &input, budget));
            }
            Answer::Checked(checked, Some(rng))
        }
        #[cfg(test)]
        Request::Identify => Answer::Thread(std::thread::current().id()),
    }
}

fn start(problem: &'static Problem, budget: OracleBudget) -> Running {
    let (requests, inbox) = channel::<Request>();
    let (outbox, answers) = channel::<Answer>();
    let thread = std::thread::Builder::new()
        .name(format!("check {}", problem.id))
        .spawn(move || {
            for request in inbox {
                if outbox.send(answer(problem, budget, request)).is_err() {
                    return;
                }
            }
        })
        .expect("the operating system starts a thread");
    Running {
        requests,
        answers,
        thread,
    }
}

impl Drop for OwnThread {
    fn drop(&mut self) {
        if let Some(running) = self.running.take() {
            drop(running.requests);
            // A panic of the thread was raised by the request it failed, or
            // the caller is unwinding already.
            let _ = running.thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_problem_checks_on_a_thread_of_its_own_and_always_the_same() {
        // hdu-1850 and hihocoder-1163 both search Nim with the oracle's
        // same searcher type and rules: on one thread they would share one
        // kept searcher, on their own threads they cannot.
        let mut nim = OwnThread::new(
            super::super::find("hdu-1850").unwrap(),
            OracleBudget::DEFAULTS,
        );
        let mut other = OwnThread::new(
            super::super::find("hihocoder-1163").unwrap(),
            OracleBudget::DEFAULTS,
        );
        let first = nim.thread_id();
        let checked = nim.check(vec![b"3 1 2 3\n0\n".to_vec()]);
        assert_eq!(checked.len(), 1);
        assert_eq!(checked[0].game, "hdu-1850");
        assert!(checked[0].comparison.agrees(), "{checked:?}");
        assert_eq!(nim.thread_id(), first);
        assert_ne!(other.thread_id(), first);
        assert_ne!(first, std::thread::current().id());
        assert_eq!(
            other.check(vec![b"3\n1 2 3\n".to_vec()])[0].game,
            "hihocoder-1163"
        );
    }

    #[test]
    fn a_random_batch_checks_what_the_callers_stream_would_draw_and_advances_it() {
        let problem = super::super::find("hdu-1850").unwrap();
        let mut own = OwnThread::new(problem, OracleBudget::DEFAULTS);
        let mut there = Rng::new(7);
        let mut here = Rng::new(7);
        let checked = own.check_random(&mut there);
        assert!(!checked.is_empty());
        for c in &checked {
            let input = (problem.generate)(&mut here, InputSize::Small, Domain::Reach);
            assert_eq!(c.position, super::super::escape::escape(&input));
        }
        assert_eq!(there.next_u64(), here.next_u64());
    }
}
