//! Resident memory and CPU time of a process tree, read from `/proc`.
//!
//! Why resident memory and not an address-space limit: `RLIMIT_AS` counts
//! every reserved virtual range, and the JVM (its heap reservation), Go (its
//! arenas) and the sanitizers (terabytes of shadow memory, mapped but never
//! touched) reserve far more than they use, so an address-space limit of
//! 256 MiB kills them before they read their input. Resident memory is what
//! the machine actually gives, and what a judge's memory limit is meant to
//! bound. It is sampled here for the whole tree (a program and every
//! descendant, summed), and the kernel's own per-process peak (`ru_maxrss`,
//! reported by the shepherd) catches a spike between two samples.
//!
//! CPU time of the tree is the sum over its live processes of their own time
//! and the time of the children they reaped (`utime + stime + cutime +
//! cstime`): every process that ended was reaped by a member of the tree (its
//! parent, or the shepherd), so each one is counted once.

use std::fs;
use std::time::Duration;

/// The direct children of `pid`, over all its threads.
pub fn children(pid: i32) -> Vec<i32> {
    let mut out = Vec::new();
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return out;
    };
    for task in tasks.flatten() {
        let path = task.path().join("children");
        if let Ok(text) = fs::read_to_string(path) {
            out.extend(
                text.split_whitespace()
                    .filter_map(|w| w.parse::<i32>().ok()),
            );
        }
    }
    out
}

/// `root` and all its descendants alive now (at most `limit` of them).
pub fn tree(root: i32, limit: usize) -> Vec<i32> {
    let mut out = vec![root];
    let mut next = 0;
    while next < out.len() && out.len() < limit {
        let kids = children(out[next]);
        out.extend(kids);
        next += 1;
    }
    out.truncate(limit);
    out
}

/// One process's resident memory and CPU time (with its reaped children).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    pub rss_bytes: u64,
    /// The process's own resident high-water mark (`VmHWM`), which the
    /// kernel keeps exactly between two samples.
    pub peak_rss_bytes: u64,
    pub cpu: Duration,
}

fn ticks_per_second() -> u64 {
    // SAFETY: sysconf reads a constant.
    let t = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    if t > 0 {
        t as u64
    } else {
        100
    }
}

fn page_size() -> u64 {
    // SAFETY: sysconf reads a constant.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if p > 0 {
        p as u64
    } else {
        4096
    }
}

/// The usage of one process, from `/proc/PID/stat` and `/proc/PID/status`;
/// `None` when it is gone.
pub fn usage(pid: i32) -> Option<Usage> {
    let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let mut u = parse_stat(&text, ticks_per_second(), page_size())?;
    if let Ok(status) = fs::read_to_string(format!("/proc/{pid}/status")) {
        u.peak_rss_bytes = status_kib(&status, "VmHWM:").unwrap_or(0) * 1024;
    }
    Some(u)
}

/// A `Name:   123 kB` line of `/proc/PID/status`, in KiB.
fn status_kib(status: &str, name: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with(name))?;
    line[name.len()..].split_whitespace().next()?.parse().ok()
}

/// Fields after the command name (which may hold spaces and parentheses):
/// state is field 3; utime, stime, cutime, cstime are 14 to 17; rss is 24.
fn parse_stat(text: &str, ticks: u64, page: u64) -> Option<Usage> {
    let after = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    let field = |n: usize| fields.get(n - 3).and_then(|f| f.parse::<u64>().ok());
    let cpu_ticks = field(14)? + field(15)? + field(16)? + field(17)?;
    Some(Usage {
        rss_bytes: field(24)?.saturating_mul(page),
        peak_rss_bytes: 0,
        cpu: Duration::from_micros(cpu_ticks.saturating_mul(1_000_000) / ticks.max(1)),
    })
}

/// A tree's usage: resident memory summed over its processes (but for the
/// root, when `count_root_memory` is false: a shepherd forked from `grundy`
/// shares `grundy`'s pages and would count them), the largest single
/// high-water mark, CPU time summed over all, and how many processes.
pub fn tree_usage(root: i32, count_root_memory: bool) -> (Usage, usize) {
    let pids = tree(root, 10_000);
    let mut total = Usage::default();
    for (i, &pid) in pids.iter().enumerate() {
        let Some(u) = usage(pid) else { continue };
        total.cpu += u.cpu;
        if i > 0 || count_root_memory {
            total.rss_bytes += u.rss_bytes;
            total.peak_rss_bytes = total.peak_rss_bytes.max(u.peak_rss_bytes);
        }
    }
    (total, pids.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_parse_even_with_odd_names() {
        let line = "1234 (a (weird) name) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 50 7 3 20 0 1 0 100 1000000 300 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0";
        let u = parse_stat(line, 100, 4096).unwrap();
        assert_eq!(u.cpu, Duration::from_millis(3100));
        assert_eq!(u.rss_bytes, 300 * 4096);
        assert_eq!(
            status_kib("Name:\tx\nVmHWM:\t  2048 kB\n", "VmHWM:"),
            Some(2048)
        );
        assert_eq!(parse_stat("garbage", 100, 4096), None);
    }

    #[test]
    fn our_own_tree_is_seen() {
        let me = std::process::id() as i32;
        let mut child = std::process::Command::new("sleep")
            .arg("5")
            .spawn()
            .unwrap();
        let pids = tree(me, 100);
        assert!(pids.contains(&(child.id() as i32)), "{pids:?}");
        // Right after the spawn the child may not have exec'd yet.
        let mut tries = 0;
        let (u, n) = loop {
            let (u, n) = tree_usage(child.id() as i32, true);
            tries += 1;
            if u.rss_bytes > 0 || tries > 100 {
                break (u, n);
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        assert_eq!(n, 1);
        assert!(u.rss_bytes > 0 && u.peak_rss_bytes >= u.rss_bytes, "{u:?}");
        child.kill().unwrap();
        child.wait().unwrap();
        assert_eq!(usage(child.id() as i32), None);
    }
}
