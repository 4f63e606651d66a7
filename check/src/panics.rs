//! A panic at a position (in the solver, most often) is a failure like a
//! wrong answer: caught, written with where it happened and whose code was
//! running ([`Code`]: the solver, the rules, or a closure given to the
//! check), and reported as the discrepancy `game:panicked`, so that a sweep
//! names the position, a random run shrinks it, and a harness keeps going.
//!
//! ```
//! use grundy_check::panics::catch;
//!
//! let index_past_the_end = |heaps: Vec<u64>| catch(move || heaps[heaps.len()]).unwrap_err();
//! let caught = index_past_the_end(vec![3]);
//! assert_eq!(caught.message, "index out of bounds: the len is 1 but the index is 1");
//! assert!(caught.location.is_some());
//! // The same bug at another position is the same kind of panic.
//! assert_eq!(index_past_the_end(vec![3, 4, 5]).kind(), caught.kind());
//! ```

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Once;

/// What a panic said, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panic {
    /// Its message (`a panic without a message` when it had none a person
    /// can read).
    pub message: String,
    /// `file:line:column` of the panic, where this crate's panic hook saw it
    /// (not when a hook set after it replaced it).
    pub location: Option<String>,
    /// Whose code was running when it panicked, where the check said
    /// ([`running`]); `None` outside any [`running`] (the check's own code).
    pub code: Option<Code>,
    /// The position it panicked at, as reports write it, where that is not
    /// the position reported: a child the laws asked the solver about.
    pub child: Option<String>,
}

/// Whose code a check runs at a moment: the one a panic there is blamed on.
/// Each names what it was doing, as reports write it.
///
/// ```
/// use grundy_check::panics::{catch, running, Code};
///
/// let caught = catch(|| running(Code::Rules("`Rules::moves`"), || panic!("no moves"))).unwrap_err();
/// assert_eq!(caught.code, Some(Code::Rules("`Rules::moves`")));
/// assert_eq!(caught.code.unwrap().to_string(), "the rules (`Rules::moves`)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// The solver under test (or the check's stand-ins for it:
    /// `for_children`, `children_winner`), asked what.
    Solver(&'static str),
    /// The game's rules, in which method and for what (the oracle's search
    /// calls them too).
    Rules(&'static str),
    /// A closure given to the check (`show_position`, `row`, ...), by name.
    Given(&'static str),
}

/// `the solver (at the position)`, `the rules (`Rules::play`)`,
/// `the check's `show_position``.
impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Code::Solver(what) => write!(f, "the solver ({what})"),
            Code::Rules(what) => write!(f, "the rules ({what})"),
            Code::Given(name) => write!(f, "the check's `{name}`"),
        }
    }
}

/// Runs `f`, the solver (as `code`) at a child of the position checked:
/// a panic inside it goes on unwinding with the child named, as `show`
/// writes it, so that the report says where the solver panicked; inside
/// [`children_unnamed`], it only runs `f`, and a panic there is the check's
/// own code's ([`unnamed_child_panicked`]) until the caller runs it again.
#[inline]
pub(crate) fn at_child<T>(code: Code, show: impl FnOnce() -> String, f: impl FnOnce() -> T) -> T {
    if CHILDREN_UNNAMED.get() {
        return f();
    }
    at_child_named(code, show, f)
}

/// [`at_child`] outside [`children_unnamed`]: out of line, so that the
/// laws' loops over children hold only the call of `f`.
#[inline(never)]
fn at_child_named<T>(code: Code, show: impl FnOnce() -> String, f: impl FnOnce() -> T) -> T {
    install_hook();
    let was = RUNNING.get();
    match catch_unwind(AssertUnwindSafe(|| running(code, f))) {
        Ok(result) => result,
        Err(payload) => {
            RUNNING.set(was);
            raise_naming_the_child(payload, show)
        }
    }
}

/// Runs `f` with [`at_child`] naming no child: a catch around every child
/// the laws ask about cost `verify` several percent of its rate, and a
/// panic is rare. Where one happens at a child ([`unnamed_child_panicked`]),
/// the caller runs the same again outside, to name it.
#[inline]
fn children_unnamed<T>(f: impl FnOnce() -> T) -> T {
    let _restore = RestoreUnnamed(CHILDREN_UNNAMED.replace(true));
    f()
}

/// Whether this thread's last panic may have been the solver's at a child
/// the laws asked about, inside [`children_unnamed`]: no user code was
/// marked as running (as [`at_child`] marks none there), and it is not a
/// [`Panic`] raised again already.
fn unnamed_child_panicked(payload: &(dyn Any + Send)) -> bool {
    !payload.is::<Panic>() && LAST_CODE.get().is_none()
}

/// Runs `compare` (a comparison of one position) inside
/// [`children_unnamed`]; where it panics with no user code marked as
/// running (the solver at a child the laws asked about, which it leaves
/// unmarked), runs it again marking and naming children, and raises that
/// panic (the same code at the same position panics there again; where it
/// does not, the first panic is raised as it was).
pub(crate) fn naming_a_child_after_a_panic<T>(mut compare: impl FnMut() -> T) -> T {
    install_hook();
    let was = RUNNING.get();
    match catch_unwind(AssertUnwindSafe(|| children_unnamed(&mut compare))) {
        Ok(result) => result,
        Err(payload) => {
            RUNNING.set(was);
            raise_again_naming_the_child(payload, compare)
        }
    }
}

/// The panic of [`naming_a_child_after_a_panic`]'s first comparison,
/// raised again (by the second, where that names the child).
#[cold]
fn raise_again_naming_the_child<T>(
    payload: Box<dyn Any + Send>,
    mut compare: impl FnMut() -> T,
) -> ! {
    if !unnamed_child_panicked(&*payload) {
        std::panic::resume_unwind(payload);
    }
    let first = panic_of(payload);
    match quietly(|| catch(&mut compare)) {
        Err(named) if named.message == first.message => std::panic::resume_unwind(Box::new(named)),
        _ => std::panic::resume_unwind(Box::new(first)),
    }
}

/// Puts back whether [`at_child`] names children, also when `f` unwinds.
struct RestoreUnnamed(bool);

impl Drop for RestoreUnnamed {
    #[inline]
    fn drop(&mut self) {
        CHILDREN_UNNAMED.set(self.0);
    }
}

/// The panic of [`at_child`], raised again with the child named.
#[cold]
fn raise_naming_the_child(payload: Box<dyn Any + Send>, show: impl FnOnce() -> String) -> ! {
    let mut panic = panic_of(payload);
    // A closure writing the child that panics leaves it unnamed.
    panic.child = catch(show).ok();
    std::panic::resume_unwind(Box::new(panic))
}

/// Whose code the oracle's search runs: the rules' (an engine of the
/// caller's own, given to `Check::with_engine`, is blamed as the rules).
pub(crate) const IN_THE_SEARCH: Code = Code::Rules("in the oracle's search of them");

/// Runs `f` as `code`'s: a panic inside it (and inside no nested
/// [`running`]) is blamed on `code`. Inlined, and with no guard: the check
/// runs every call of user code through it, and a guard's landing pad cost
/// `verify` a few percent; where `f` unwinds, whoever catches the panic
/// ([`catch`] and the others here) puts back whose code was running.
#[inline]
pub fn running<T>(code: Code, f: impl FnOnce() -> T) -> T {
    let was = RUNNING.replace(Some(code));
    let result = f();
    RUNNING.set(was);
    result
}

/// Marks `code` as running until the guard returned is dropped: [`running`]
/// without a closure, for the calls whose results are large (the oracle's
/// analysis), which a closure's return copied.
#[inline]
pub(crate) fn enter(code: Code) -> RestoreRunning {
    RestoreRunning(RUNNING.replace(Some(code)))
}

/// Puts back whose code was running, also when `f` unwinds.
#[must_use = "user code is marked as running until this is dropped"]
pub(crate) struct RestoreRunning(Option<Code>);

impl Drop for RestoreRunning {
    #[inline]
    fn drop(&mut self) {
        RUNNING.set(self.0);
    }
}

impl Panic {
    /// What stays the same when the same bug panics at another position:
    /// the location, and the message with every run of digits written `#`
    /// (`index out of bounds: the len is # but the index is #`). Shrinking
    /// keeps a smaller position only when its panic is of the same kind, so
    /// it does not slide from one bug to another (as Hypothesis keeps the
    /// exception's type and line).
    pub fn kind(&self) -> String {
        let mut kind = String::new();
        let mut in_digits = false;
        for c in self.message.chars() {
            if c.is_ascii_digit() {
                if !in_digits {
                    kind.push('#');
                }
                in_digits = true;
            } else {
                kind.push(c);
                in_digits = false;
            }
        }
        if let Some(location) = &self.location {
            kind.push_str(" at ");
            kind.push_str(location);
        }
        kind
    }
}

impl Panic {
    /// The two sides of the report of this panic. The panic goes on the
    /// side of whose code it was: the solver's (`panicked in the solver
    /// (...): ...`), or, for the rules and the closures given to the check,
    /// the oracle's (the rules are what it knows); the other side says why
    /// it has no answer. Where no one was named (`code` is `None`), the
    /// solver's side says `panicked: ...`.
    ///
    /// ```
    /// use grundy_check::panics::{Code, Panic};
    ///
    /// let panic = Panic {
    ///     message: "no moves".into(),
    ///     location: Some("src/lib.rs:9:5".into()),
    ///     code: Some(Code::Rules("`Rules::moves`, in the oracle's search")),
    ///     child: None,
    /// };
    /// let (solver, oracle) = panic.report_sides();
    /// assert_eq!(solver, "(not compared: the rules panicked)");
    /// assert_eq!(oracle, "panicked in the rules (`Rules::moves`, in the oracle's search): no moves (at src/lib.rs:9:5)");
    /// ```
    pub fn report_sides(&self) -> (String, String) {
        let not_compared = |whose: &str| format!("(not compared: {whose} panicked)");
        match self.code {
            None => (
                format!("panicked: {self}"),
                "(not compared: the check ended in the panic)".to_string(),
            ),
            Some(code @ Code::Solver(_)) => {
                let at = self
                    .child
                    .as_ref()
                    .map(|c| format!(" at {c}"))
                    .unwrap_or_default();
                (
                    format!("panicked in {code}{at}: {self}"),
                    not_compared("the solver"),
                )
            }
            Some(code @ Code::Rules(_)) => (
                not_compared("the rules"),
                format!("panicked in {code}: {self}"),
            ),
            Some(code @ Code::Given(_)) => (
                not_compared(&code.to_string()),
                format!("panicked in {code}: {self}"),
            ),
        }
    }
}

/// `message (at file:line:column)`.
impl fmt::Display for Panic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if let Some(location) = &self.location {
            write!(f, " (at {location})")?;
        }
        Ok(())
    }
}

thread_local! {
    /// Where this thread last panicked, as the hook saw it.
    static LAST_LOCATION: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Whether [`at_child`] leaves children unnamed ([`children_unnamed`]).
    static CHILDREN_UNNAMED: Cell<bool> = const { Cell::new(false) };
    /// Whose code this thread runs now ([`running`]).
    static RUNNING: Cell<Option<Code>> = const { Cell::new(None) };
    /// Whose code was running when this thread last panicked.
    static LAST_CODE: Cell<Option<Code>> = const { Cell::new(None) };
    /// Whether this thread's panics are kept from the previous hook (which
    /// prints them), because the report will say what they said.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Puts a hook before the one in place (once per process): it notes where
/// each panic happened, and passes the panic on unless its thread is quiet.
/// Other threads' panics are passed on as they were.
fn install_hook() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let location = info.location().map(|l| l.to_string());
            LAST_LOCATION.with_borrow_mut(|last| *last = location);
            LAST_CODE.set(RUNNING.get());
            if !QUIET.get() {
                previous(info);
            }
        }));
    });
}

/// `f`'s result, or the panic it ended in. The panic is printed as usual
/// (with its backtrace, where `RUST_BACKTRACE` asks), unless the caller is
/// inside [`quietly`].
pub fn catch<T>(f: impl FnOnce() -> T) -> Result<T, Panic> {
    install_hook();
    LAST_LOCATION.with_borrow_mut(|last| *last = None);
    LAST_CODE.set(None);
    let was = RUNNING.get();
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        RUNNING.set(was);
        panic_of(payload)
    })
}

/// The panic a caught `payload` was, with what the hook noted of it.
#[cold]
fn panic_of(payload: Box<dyn Any + Send>) -> Panic {
    // One caught already (at a child), and raised again with more said.
    let payload = match payload.downcast::<Panic>() {
        Ok(panic) => return *panic,
        Err(payload) => payload,
    };
    let message = (payload.downcast_ref::<&str>().copied())
        .or(payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic without a message")
        .to_string();
    let location = LAST_LOCATION.with_borrow_mut(Option::take);
    let code = LAST_CODE.take();
    Panic {
        message,
        location,
        code,
        child: None,
    }
}

/// Runs `f` with this thread's panics unprinted: for work whose panics are
/// caught and reported (the candidates of a shrink, a sweep's positions),
/// where printing each one would bury the report.
pub fn quietly<T>(f: impl FnOnce() -> T) -> T {
    install_hook();
    let was = QUIET.replace(true);
    let restore = RestoreQuiet(was);
    let result = f();
    drop(restore);
    result
}

/// Puts the quiet flag back, also when `f` unwinds.
struct RestoreQuiet(bool);

impl Drop for RestoreQuiet {
    fn drop(&mut self) {
        QUIET.set(self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_is_caught_with_its_message_and_location() {
        let caught = catch(|| -> u8 { panic!("heap {} is too large", 70) }).unwrap_err();
        assert_eq!(caught.message, "heap 70 is too large");
        let location = caught.location.clone().unwrap();
        assert!(location.starts_with("check/src/panics.rs:"), "{location}");
        assert_eq!(
            caught.to_string(),
            format!("heap 70 is too large (at {location})")
        );
        assert_eq!(catch(|| 7), Ok(7));
    }

    #[test]
    fn the_kind_of_a_panic_hides_its_numbers_and_keeps_its_place() {
        let at = |message: &str, location: &str| Panic {
            message: message.into(),
            location: Some(location.into()),
            code: None,
            child: None,
        };
        let a = at("the len is 3 but the index is 12", "src/a.rs:1:2");
        let b = at("the len is 40 but the index is 7", "src/a.rs:1:2");
        assert_eq!(a.kind(), b.kind());
        assert_eq!(a.kind(), "the len is # but the index is # at src/a.rs:1:2");
        assert_ne!(a.kind(), at("the len is 3", "src/a.rs:1:2").kind());
        assert_ne!(
            a.kind(),
            at("the len is 3 but the index is 12", "src/b.rs:1:2").kind()
        );
    }

    #[test]
    fn a_caught_panic_puts_back_whose_code_was_running() {
        // `running` keeps no guard: the catch puts the owner back, so a
        // later panic of the check's own code is not blamed on the rules.
        let rules = catch(|| running(Code::Rules("`Rules::moves`"), || panic!("in the rules")));
        assert_eq!(rules.unwrap_err().code, Some(Code::Rules("`Rules::moves`")));
        assert_eq!(RUNNING.get(), None);
        let own = catch(|| panic!("in the check")).unwrap_err();
        assert_eq!(own.code, None);
        let nested = running(Code::Solver("at the position"), || {
            let _ = catch(|| running(Code::Given("row"), || panic!("in a row")));
            RUNNING.get()
        });
        assert_eq!(nested, Some(Code::Solver("at the position")));
    }

    #[test]
    fn quietly_restores_the_flag_also_after_a_panic() {
        let _ = catch(|| quietly(|| panic!("inside")));
        assert!(!QUIET.get());
        quietly(|| assert!(QUIET.get()));
        assert!(!QUIET.get());
    }
}
