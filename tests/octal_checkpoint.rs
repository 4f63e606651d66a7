//! `grundy octal CODE --checkpoint FILE`: a long run that stops (at its
//! `--max`, its `--seconds`, or on SIGTERM) leaves its table in FILE, and the
//! next run with the same FILE goes on from there to the same values an
//! uninterrupted run computes. A file that is not a whole checkpoint of the
//! code is refused by name. Without a checkpoint, Ctrl-C still prints what
//! was computed.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the grundy binary runs")
}

/// A fresh path in the target directory's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// The `n,g` rows of a CSV report, as values.
fn values(out: &Output) -> Vec<u32> {
    let text = String::from_utf8_lossy(&out.stdout);
    let rows = text
        .split("n,g\n")
        .nth(1)
        .unwrap_or_else(|| panic!("{text}"));
    rows.lines()
        .enumerate()
        .map(|(n, row)| {
            let (heap, g) = row.split_once(',').expect("n,g");
            assert_eq!(heap, n.to_string());
            g.parse().expect("a value")
        })
        .collect()
}

fn octal_csv(code: &str, max: usize, checkpoint: Option<&Path>) -> Output {
    let max = max.to_string();
    let mut args = vec![
        "octal",
        code,
        "--max",
        &max,
        "--values",
        &max,
        "--csv",
        "--seconds",
        "1000",
    ];
    let path;
    if let Some(p) = checkpoint {
        path = p.display().to_string();
        args.extend(["--checkpoint", &path]);
    }
    let out = grundy(&args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

#[test]
fn a_run_resumed_from_its_checkpoint_computes_the_same_values() {
    for (code, first, whole) in [
        ("0.007", 2500, 6000),
        ("0.6", 1000, 4000),
        ("4.[3]", 100, 300),
    ] {
        let file = scratch(&format!("resume-{code}"));
        let whole_values = values(&octal_csv(code, whole, None));
        assert_eq!(whole_values.len(), whole, "{code}");
        let part = octal_csv(code, first, Some(&file));
        assert_eq!(values(&part), whole_values[..first], "{code}");
        let resumed = octal_csv(code, whole, Some(&file));
        let said = String::from_utf8_lossy(&resumed.stderr);
        assert!(
            said.contains(&format!("{whole} heaps ({first} read back on start)")),
            "{code}: {said}"
        );
        assert_eq!(values(&resumed), whole_values, "{code}");
        let _ = std::fs::remove_file(&file);
    }
}

/// Sends `signal` to `child` once it has computed for a quarter of a second
/// of its own CPU time, not the clock's (a signal before the first heap
/// leaves nothing to keep; waiting on CPU time, not on a guess of time,
/// holds on a busy machine), after checking that it catches the signal: the
/// kernel lists the signals a process catches in /proc/PID/status (SigCgt). /proc/PID/stat's fields 14 and 15 are its
/// user and system time in clock ticks.
#[cfg(target_os = "linux")]
fn signal_once_computing(child: &mut std::process::Child, signal: i32) {
    use std::time::Duration;
    let status_file = format!("/proc/{}/status", child.id());
    let catches = || {
        std::fs::read_to_string(&status_file)
            .ok()
            .and_then(|status| {
                let mask = status.lines().find_map(|l| l.strip_prefix("SigCgt:"))?;
                u64::from_str_radix(mask.trim(), 16).ok()
            })
            .is_some_and(|mask| mask & (1 << (signal - 1)) != 0)
    };
    let stat_file = format!("/proc/{}/stat", child.id());
    // SAFETY: sysconf reads a constant of the system.
    let ticks_per_second =
        u64::try_from(unsafe { libc::sysconf(libc::_SC_CLK_TCK) }).unwrap_or(100);
    let cpu_ticks = || {
        let stat = std::fs::read_to_string(&stat_file).ok()?;
        // The command name may hold spaces: count fields after its `)`.
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let user: u64 = fields.get(11)?.parse().ok()?;
        let system: u64 = fields.get(12)?.parse().ok()?;
        Some(user + system)
    };
    // The handler is in place before the first heap: once computing, it
    // catches the signal or never will.
    while cpu_ticks().unwrap_or(0) < ticks_per_second / 4 {
        if let Some(status) = child.try_wait().expect("it can be waited for") {
            panic!("grundy octal ended before computing for a while: {status}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    if !catches() {
        let _ = child.kill();
        panic!("grundy octal computes without catching signal {signal}");
    }
    let pid = i32::try_from(child.id()).expect("a pid");
    // SAFETY: a plain signal to the child this test started.
    assert_eq!(unsafe { libc::kill(pid, signal) }, 0);
}

/// The heaps a report says it computed (`computed:    G(0) .. G(N)`).
fn computed(text: &str) -> usize {
    text.lines()
        .find_map(|l| l.strip_prefix("computed:    G(0) .. G("))
        .and_then(|rest| rest.split(')').next())
        .map(|last| last.parse::<usize>().expect("a heap") + 1)
        .unwrap_or_else(|| panic!("{text}"))
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_without_a_checkpoint_prints_what_was_computed() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["octal", "0.007", "--max", "3000000", "--values", "3"])
        .args(["--seconds", "1000"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    signal_once_computing(&mut child, libc::SIGINT);
    let out = child.wait_with_output().expect("it exits");
    let text = String::from_utf8_lossy(&out.stdout);
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{text}{said}");
    assert!(text.contains("interrupted by a signal"), "{text}");
    assert!(text.contains("values:      G(0..3) = 0 0 0\n"), "{text}");
    let kept = computed(&text);
    assert!(kept > 0 && kept < 3_000_000, "{kept}");
    assert!(
        said.contains(&format!(
            "interrupted after {kept} heaps; --checkpoint FILE keeps"
        )),
        "{said}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn sigterm_stops_the_run_and_keeps_its_table() {
    let file = scratch("sigterm-0.007");
    let path = file.display().to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["octal", "0.007", "--max", "3000000", "--values", "0"])
        .args(["--seconds", "1000", "--checkpoint", &path])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    signal_once_computing(&mut child, libc::SIGTERM);
    // Stopped short of its --max by the signal (said, and the heaps below).
    let out = child.wait_with_output().expect("it exits");
    let text = String::from_utf8_lossy(&out.stdout);
    // The signal's status: a script sees the run was cut short.
    assert_eq!(out.status.code(), Some(143), "{text}");
    assert!(text.contains("interrupted by a signal"), "{text}");
    let kept = computed(&text);
    assert!(kept > 0 && kept < 3_000_000, "{kept}");
    let more = kept + 500;
    let resumed = octal_csv("0.007", more, Some(&file));
    let said = String::from_utf8_lossy(&resumed.stderr);
    assert!(
        said.contains(&format!("({kept} read back on start)")),
        "{said}"
    );
    assert_eq!(values(&resumed), values(&octal_csv("0.007", more, None)));
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_checkpoint_that_is_not_whole_or_not_of_the_code_is_refused() {
    let file = scratch("refused-0.007");
    octal_csv("0.007", 300, Some(&file));
    let path = file.display().to_string();
    let refused = |code: &str, what: &str| {
        let out = grundy(&["octal", code, "--max", "400", "--checkpoint", &path]);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{said}");
        assert!(said.contains(&path) && said.contains(what), "{said}");
    };
    refused("0.6", "a checkpoint of 0.007, not of 0.6");
    let whole = std::fs::read(&file).unwrap();
    std::fs::write(&file, &whole[..whole.len() - 5]).unwrap();
    refused("0.007", "checksum mismatch");
    std::fs::write(&file, b"0,0\n1,0\n").unwrap();
    refused("0.007", "not a grundy octal checkpoint");
    let _ = std::fs::remove_file(&file);
}
