//! Tests that need something of the machine's (g++, python3, /dev/full).
//!
//! A test never passes for want of a tool. When the tool is missing the test
//! fails, naming the tool and how to get it (`ci/setup-tools` installs them
//! all), unless the environment variable `GRUNDY_SKIP_MISSING_TOOLS` names a
//! file: then the test is skipped, and a line naming the test and the tool is
//! appended to that file, which `ci/test` prints in its summary.
//!
//! Included with `#[path]` by the tests that need it (a test helper, not part
//! of any crate's API).

use std::io::Write;
use std::process::Command;

/// Whether `tool` is here: a path such as `/dev/full` that can be opened for
/// writing, or a command that answers `--version`. When it is not, fails the
/// calling test (see the module's doc) or records the skip and returns false.
pub fn available(test: &str, tool: &str) -> bool {
    let here = if tool.starts_with('/') {
        std::fs::OpenOptions::new().write(true).open(tool).is_ok()
    } else {
        Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if here {
        return true;
    }
    match std::env::var_os("GRUNDY_SKIP_MISSING_TOOLS") {
        Some(log) if !log.is_empty() => {
            let line = format!("{test}: needs {tool}, which is not here\n");
            eprint!("SKIPPED {line}");
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&log)
                .and_then(|mut f| f.write_all(line.as_bytes()))
                .unwrap_or_else(|e| panic!("cannot record the skip in {log:?}: {e}"));
            false
        }
        _ => panic!(
            "{test} needs {tool}, which is not here: install it (`bash ci/setup-tools` \
             installs every tool the tests use), or set GRUNDY_SKIP_MISSING_TOOLS=FILE \
             to skip such tests and list them in FILE"
        ),
    }
}
