//! What the commands write to stdout, and what a failed write means.
//!
//! `println!` panics when stdout cannot be written. Two failures are common and
//! mean different things:
//! - A reader that has seen enough (`grundy list | head -1`) closes the pipe.
//!   That is the reader's choice, so the output ends quietly, as it does for
//!   any Unix filter, and the command keeps its own exit status.
//! - Any other failure (`> /dev/full`, a full disk) loses output the user asked
//!   for. That is an error they must see.
//!
//! ```
//! use std::io::{self, Write};
//! let gone = io::Error::from(io::ErrorKind::BrokenPipe);
//! assert!(grundy::output::reader_left(&gone));
//! assert!(!grundy::output::reader_left(&io::Error::from(io::ErrorKind::StorageFull)));
//! grundy::output::to_stdout(|out| writeln!(out, "3 4 5: first player wins")).unwrap();
//! ```

use std::io::{self, BufWriter, Write};

/// Whether a write failed only because the reader closed the pipe.
pub fn reader_left(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
}

/// Runs `print` on a buffered stdout, then flushes it. `Ok` when everything
/// was written or when the reader closed the pipe; the first other error
/// otherwise.
pub fn to_stdout(print: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    match print(&mut out).and_then(|()| out.flush()) {
        Err(e) if reader_left(&e) => Ok(()),
        other => other,
    }
}

/// One line on stdout, flushed at once: a pipeline reading a long run (one
/// `--json` line per case) sees each line as it is written, and the run
/// learns now whether the reader is still there ([`reader_left`]).
pub fn line_now(line: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")?;
    out.flush()
}
