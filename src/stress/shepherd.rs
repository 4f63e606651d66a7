//! Nothing left behind: every process a program under test starts, even
//! one that calls `setsid` or double-forks, ends when its case ends.
//!
//! Why a shepherd: on Linux an orphaned process is handed to its nearest
//! ancestor that called `prctl(PR_SET_CHILD_SUBREAPER)`, instead of to
//! init. So each case runs under its own small subreaper, a *shepherd*: a
//! process forked from `grundy` that forks once more and lets the second
//! child exec the program. Whatever the program leaves behind (a `setsid
//! sleep 200 &`, a double-forked daemon) becomes the shepherd's child when
//! its parent dies, out of reach of `init` and of every other case. When the
//! program exits, the shepherd reports its status and resource use to
//! `grundy` on a pipe, then kills and reaps its remaining children until it
//! has none (killing a child hands its own children to the shepherd, so the
//! loop reaches every generation), and exits. Cgroups would do the same, but
//! they need a delegated hierarchy that CI machines and containers rarely
//! give an unprivileged user; the subreaper needs no privilege (Linux 3.4).
//!
//! The shepherd is made inside [`std::process::Command`]'s `pre_exec` hook,
//! in the child between fork and exec, so it may call only async-signal-safe
//! functions: it allocates nothing, takes no lock, and speaks to `grundy`
//! in fixed-size records of `i64`s. It closes every descriptor but its report
//! pipe (including the one `std` uses to learn that exec succeeded, and the
//! program's stdio, so `grundy` sees the program's stdout close when the
//! program and its descendants are gone, not when the shepherd is).
//!
//! If `grundy` dies first (Ctrl-C on a terminal reaches `grundy`'s process
//! group, not the shepherd's), the case ends with it: the kernel signals the
//! shepherd (`PR_SET_PDEATHSIG`), which kills the program and everything
//! left, as at the end of any case. Before, the shepherd waited for the
//! program, forever for one that never ends.
//!
//! Where the subreaper is refused (not Linux, a kernel without it) the
//! program runs directly in its own process group, which is killed as a
//! whole: what called `setsid` can then escape, and [`super::run()`] says so.

/// A record tag: the program's pid, sent once it is forked.
pub const STARTED: i64 = 1;
/// A record tag: the program has exited; the fields follow.
pub const EXITED: i64 = 2;
/// A record tag: the shepherd is done; the processes it killed follow.
pub const CLEANED: i64 = 3;
/// Words in one record: tag, then six fields.
pub const RECORD_WORDS: usize = 7;

/// What the shepherd reports when the program has exited.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Exited {
    /// The raw wait status of the program.
    pub status: i32,
    /// CPU time of the program and of the children it reaped, microseconds.
    pub cpu_micros: u64,
    /// The program's peak resident memory (`ru_maxrss`), KiB.
    pub max_rss_kib: u64,
    /// CPU time of orphans the shepherd reaped before the program exited.
    pub orphans_cpu_micros: u64,
    /// The largest peak resident memory among those orphans, KiB.
    pub orphans_max_rss_kib: u64,
}

impl Exited {
    /// The record as sent: `[EXITED, status, cpu, rss, orphans cpu, orphans rss, 0]`.
    pub fn from_record(words: [i64; RECORD_WORDS]) -> Option<Exited> {
        (words[0] == EXITED).then(|| Exited {
            status: words[1] as i32,
            cpu_micros: words[2].max(0) as u64,
            max_rss_kib: words[3].max(0) as u64,
            orphans_cpu_micros: words[4].max(0) as u64,
            orphans_max_rss_kib: words[5].max(0) as u64,
        })
    }
}

#[cfg(target_os = "linux")]
pub use linux::install;

#[cfg(target_os = "linux")]
mod linux {
    use super::{CLEANED, EXITED, RECORD_WORDS, STARTED};
    use std::io;
    use std::os::unix::process::CommandExt;
    use std::process::Command;
    use std::sync::atomic::{AtomicI32, Ordering};

    /// Makes `command` start under a shepherd that reports on `report`
    /// (the write end of a pipe, close-on-exec). When the kernel refuses the
    /// subreaper, the command runs plainly in a process group of its own
    /// and nothing is ever written to `report`.
    pub fn install(command: &mut Command, report: i32) {
        // SAFETY: the hook runs in the forked child; it and `shepherd` call
        // only async-signal-safe functions (prctl, fork, wait4, write, kill,
        // open, read, close, sigaction, getppid, _exit) on stack memory, and
        // allocate nothing.
        unsafe {
            command.pre_exec(move || {
                let grundy = libc::getppid();
                libc::setpgid(0, 0);
                if libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0 {
                    return Ok(());
                }
                match libc::fork() {
                    -1 => Err(io::Error::last_os_error()),
                    0 => {
                        // The program leads a process group of its own, so
                        // the shepherd can kill the group and live.
                        libc::setpgid(0, 0);
                        Ok(())
                    }
                    program => shepherd(program, report, grundy),
                }
            });
        }
    }

    // `time_t` and `suseconds_t` are i64 here, narrower on some targets.
    #[allow(clippy::useless_conversion)]
    fn micros(t: libc::timeval) -> i64 {
        i64::from(t.tv_sec) * 1_000_000 + i64::from(t.tv_usec)
    }

    unsafe fn send(fd: i32, words: &[i64; RECORD_WORDS]) {
        let bytes = words.as_ptr() as *const libc::c_void;
        let _ = libc::write(fd, bytes, std::mem::size_of_val(words));
    }

    /// The program this shepherd runs, for [`on_grundy_gone`].
    static PROGRAM: AtomicI32 = AtomicI32::new(0);

    /// Kills the program and its process group (`kill` is async-signal-safe);
    /// the shepherd's `wait4` then returns it and the usual clean-up follows.
    extern "C" fn on_grundy_gone(_: libc::c_int) {
        let program = PROGRAM.load(Ordering::Relaxed);
        if program > 0 {
            // SAFETY: kill takes plain integers.
            unsafe {
                libc::kill(-program, libc::SIGKILL);
                libc::kill(program, libc::SIGKILL);
            }
        }
    }

    /// The shepherd's life: never returns.
    unsafe fn shepherd(program: i32, report: i32, grundy: i32) -> ! {
        // When `grundy` is gone, SIGUSR1 kills the program, and reports to
        // the closed pipe fail with EPIPE instead of killing the shepherd
        // before it cleans up.
        PROGRAM.store(program, Ordering::Relaxed);
        let mut wake: libc::sigaction = std::mem::zeroed();
        wake.sa_sigaction = on_grundy_gone as extern "C" fn(libc::c_int) as libc::sighandler_t;
        libc::sigaction(libc::SIGUSR1, &wake, std::ptr::null_mut());
        let mut ignore: libc::sigaction = std::mem::zeroed();
        ignore.sa_sigaction = libc::SIG_IGN;
        libc::sigaction(libc::SIGPIPE, &ignore, std::ptr::null_mut());
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGUSR1, 0, 0, 0);
        // Gone before the signal was armed: no signal will come.
        if libc::getppid() != grundy {
            on_grundy_gone(libc::SIGUSR1);
        }
        // Only the report pipe stays open: not the program's stdio (its
        // readers must see it close with the program), not `std`'s exec
        // pipe (the parent waits for it to close).
        let fd = 3;
        if report != fd {
            libc::dup2(report, fd);
        }
        for other in [0, 1, 2] {
            libc::close(other);
        }
        if libc::syscall(libc::SYS_close_range, fd + 1, u32::MAX, 0) != 0 {
            for other in fd + 1..4096 {
                libc::close(other);
            }
        }
        send(fd, &[STARTED, program as i64, 0, 0, 0, 0, 0]);

        let (mut orphans_cpu, mut orphans_rss) = (0i64, 0i64);
        let mut record = [EXITED, 0, 0, 0, 0, 0, 0];
        loop {
            let mut status = 0;
            let mut usage: libc::rusage = std::mem::zeroed();
            let pid = libc::wait4(-1, &mut status, 0, &mut usage);
            let cpu = micros(usage.ru_utime) + micros(usage.ru_stime);
            if pid == program {
                record[1] = status as i64;
                record[2] = cpu;
                record[3] = usage.ru_maxrss as i64;
                break;
            } else if pid > 0 {
                orphans_cpu += cpu;
                orphans_rss = orphans_rss.max(usage.ru_maxrss as i64);
            } else if *libc::__errno_location() != libc::EINTR {
                // No child at all: the program is gone without a status.
                record[1] = -1;
                break;
            }
        }
        record[4] = orphans_cpu;
        record[5] = orphans_rss;
        send(fd, &record);

        // Whatever is left belongs to this case: kill it, generation by
        // generation, until no child remains (at most about two seconds:
        // a process that cannot be killed is not worth hanging for).
        let mut path = [0u8; 64];
        let len = children_path(libc::getpid(), &mut path);
        let mut killed = kill_children(&path[..len]);
        libc::kill(-program, libc::SIGKILL);
        let pause = libc::timespec {
            tv_sec: 0,
            tv_nsec: 1_000_000,
        };
        'rounds: for _ in 0..2000 {
            killed += kill_children(&path[..len]);
            loop {
                let mut status = 0;
                let pid = libc::waitpid(-1, &mut status, libc::WNOHANG);
                if pid > 0 {
                    continue;
                }
                if pid < 0 && *libc::__errno_location() == libc::ECHILD {
                    break 'rounds;
                }
                break;
            }
            libc::nanosleep(&pause, std::ptr::null_mut());
        }
        send(fd, &[CLEANED, killed, 0, 0, 0, 0, 0]);
        libc::_exit(0)
    }

    /// `/proc/self/task/<pid>/children` (the shepherd is single-threaded),
    /// NUL-terminated, without allocating.
    fn children_path(pid: i32, out: &mut [u8; 64]) -> usize {
        let head = b"/proc/self/task/";
        let tail = b"/children\0";
        out[..head.len()].copy_from_slice(head);
        let mut at = head.len();
        let mut digits = [0u8; 12];
        let mut n = pid.max(0) as u32;
        let mut count = 0;
        loop {
            digits[count] = b'0' + (n % 10) as u8;
            count += 1;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for i in (0..count).rev() {
            out[at] = digits[i];
            at += 1;
        }
        out[at..at + tail.len()].copy_from_slice(tail);
        at + tail.len()
    }

    /// Sends SIGKILL to every pid listed in the children file at `path`;
    /// returns how many were alive to receive it (zombies count too: they
    /// are reaped right after).
    unsafe fn kill_children(path: &[u8]) -> i64 {
        let file = libc::open(path.as_ptr() as *const libc::c_char, libc::O_RDONLY);
        if file < 0 {
            return 0;
        }
        let mut killed = 0;
        let mut buffer = [0u8; 4096];
        let mut pid: i32 = 0;
        let mut in_number = false;
        loop {
            let n = libc::read(file, buffer.as_mut_ptr() as *mut libc::c_void, buffer.len());
            if n <= 0 {
                break;
            }
            for &b in &buffer[..n as usize] {
                if b.is_ascii_digit() {
                    pid = pid.saturating_mul(10).saturating_add(i32::from(b - b'0'));
                    in_number = true;
                } else if in_number {
                    killed += i64::from(libc::kill(pid, libc::SIGKILL) == 0);
                    pid = 0;
                    in_number = false;
                }
            }
        }
        if in_number {
            killed += i64::from(libc::kill(pid, libc::SIGKILL) == 0);
        }
        libc::close(file);
        killed
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn the_children_path_is_written_without_allocating() {
            let mut out = [0u8; 64];
            let len = super::children_path(40213, &mut out);
            assert_eq!(&out[..len], b"/proc/self/task/40213/children\0");
        }
    }
}
