//! The `grundy` command line: list the games, check one position, verify them
//! all, run the contest problems' programs, stress-test somebody else's.

// Output goes through `output`: `print!` panics when stdout is gone.
#![deny(clippy::print_stdout)]

use clap::{Parser, Subcommand};
use grundy::check::{Game, OracleBudget};
use grundy::problems::{self, InputSize};
use grundy::registry;
use grundy::stress::{self, referee::OracleRunner, verdict::Comparison};
use grundy::verify::{self, Shard};
use std::io::IsTerminal;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(
    name = "grundy",
    version,
    about = "Holds fast combinatorial-game solvers to an exhaustive oracle",
    long_about = "Grundy checks an optimized solver of combinatorial games (closed forms, \
Sprague-Grundy values, periodicity) against a naive oracle that only knows the rules and \
searches the game tree. Every disagreement is reported as a readable position, both answers, \
a stable signature and a command that reproduces it."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Parsed once per run: the size of its largest variant (`Stress`) costs
// nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// List the games (with how a position is written) and the problems.
    List,
    /// Show solver and oracle answers for one position side by side.
    ///
    /// A contest problem's input is checked the same way: `grundy check ID
    /// --text INPUT` (`\n` for a newline) or `grundy check ID --file PATH`.
    ///
    /// Exit status 0 when they agree (or the oracle could not answer and the
    /// solver broke no law), 1 on a discrepancy, 2 on bad input.
    #[command(
        after_help = "Examples:\n  grundy check nim 3 4 5\n  grundy check subtraction --set 2,5,7 1000000000000000000\n  grundy check hdu-1850 --text '3\\n1 2 3\\n0\\n'\n\nRun `grundy list` for every game and its position syntax."
    )]
    Check {
        /// The oracle's budget: states and moves one search may visit
        /// (default 20000000: seconds, and up to about 2.6 GB of memory,
        /// as bench/results/oracle-memory.md measures). May also follow the
        /// position.
        #[arg(long, value_name = "STATES", value_parser = grundy::check::parse_states)]
        budget: Option<usize>,
        /// Write every answer whole: one over 2,000 characters (a list of
        /// thousands of winning moves) is otherwise cut where both sides
        /// agree, saying how much more there is. May also follow the
        /// position.
        #[arg(long)]
        full: bool,
        /// The game, or a contest problem's id (see `grundy list`).
        game: String,
        /// The position, in the game's syntax; for a problem, --text INPUT or
        /// --file PATH.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        position: Vec<String>,
    },
    /// Run the solver's program for a contest problem: input on stdin (or
    /// --input), output on stdout; bad input is an error on stderr, status 2.
    #[command(after_help = "Example:\n  printf '3\\n3 2 1\\n' | grundy solve hihocoder-1163")]
    Solve {
        /// The problem id or alias (see `grundy list`).
        problem: String,
        /// Read this file instead of stdin.
        #[arg(long)]
        input: Option<std::path::PathBuf>,
    },
    /// Run the oracle's brute-force program for a contest problem (small
    /// inputs only: past its budget it says so, status 3).
    ///
    /// Exit status 0 with the output on stdout, 2 on bad input (said on
    /// stderr), 3 past the budget: an honest "too large", never a guess.
    Oracle {
        /// The problem id or alias (see `grundy list`).
        problem: String,
        /// Read this file instead of stdin.
        #[arg(long)]
        input: Option<std::path::PathBuf>,
        /// The oracle's budget: states and moves one position may cost
        /// (default 20000000: seconds, and up to about 2.6 GB of memory,
        /// as bench/results/oracle-memory.md measures).
        #[arg(long, value_name = "STATES", value_parser = grundy::check::parse_states)]
        budget: Option<usize>,
    },
    /// Write a valid random input for a contest problem to stdout.
    Gen {
        /// The problem id or alias (see `grundy list`).
        problem: String,
        /// The same seed gives the same input on every machine.
        #[arg(long, default_value_t = 0, value_parser = parse_seed)]
        seed: u64,
        /// small (inside the oracle's reach), judge (the judge's maximum
        /// sizes) or huge (past them).
        #[arg(long, default_value = "small")]
        size: InputSize,
        /// Inputs beyond the judge's constraints too (a > b, a heap of 0, u64
        /// values); without it, inputs the judge could send.
        #[arg(long)]
        beyond: bool,
    },
    /// Test a solution program of a contest problem the way a judge would,
    /// against the oracle, and shrink the first failing input to a minimal one.
    ///
    /// Generates inputs from seeds S, S+1, ... (the problem's generator, traps
    /// included), inside the judge's constraints unless --beyond (or --size
    /// huge) asks for more, runs the command on each with the input on stdin,
    /// and compares its stdout with the expected output: the oracle's where it
    /// can answer, the solver's beyond its reach. Each case gets a judge's
    /// verdict: AC, WA (wrong answer, no output, garbage), TLE (CPU time past
    /// --timeout, or wall-clock time past 2 x --timeout + 1 s while waiting),
    /// MLE (resident memory of the program and its descendants past --memory),
    /// RE (a signal or a non-zero exit) or OLE (16 MiB of output). Every
    /// process the program starts is ended with its case. The command may
    /// start with a source file (sol.cpp, sol.c, sol.rs, Sol.java, sol.py):
    /// it is built once with the usual judge flags into a cache keyed by its
    /// contents ($GRUNDY_CACHE_DIR, else $XDG_CACHE_HOME/grundy, else ~/.cache/grundy), and a compile
    /// error stops the run with the compiler's message. On the first failure
    /// (the lowest seed, whatever --jobs) the input is shrunk (the generator's
    /// choices, then lines, tokens,
    /// smaller numbers; only valid inputs on the same side of the judge's
    /// constraints on which the program still fails the same way are kept) and
    /// printed with the output diff, which side of the constraints it is on,
    /// and commands that reproduce it. Exit status 0 when every case passed,
    /// 1 on a failure, 2 when the run itself cannot go on.
    ///
    /// A problem of your own (not one of `grundy list`) brings its commands
    /// in testlib's conventions: --reference (its output is the expected
    /// answer), --generator (the seed as its last argument, the input on
    /// stdout), optionally --validator and --checker; or --problem DIR reads
    /// them from DIR/grundy.toml (`grundy init DIR`). A helper that fails is
    /// blamed (status 2), never the program.
    ///
    /// The interactive problems (abc278-g, cf-1934d2) are played, not fed:
    /// grundy is the judge's side of the protocol and plays to win. A start
    /// may follow the id (`abc278-g=N,L,R`, `cf-1934d2=n1,n2,...`); a program
    /// that neither answers nor computes while the judge waits (an unflushed
    /// answer) gets ILE; --save writes the minimal start to
    /// DIR/<id>-seed<S>.start; --jobs, --tokens, --judge-cases and the
    /// oracle's flags do not apply. See docs/interactive.md.
    #[command(
        after_help = "Examples:\n  grundy stress hdu-1846 -- ./my-solution\n  grundy stress --reference brute.cpp --generator gen.py --validator val.cpp --checker check.cpp -- sol.cpp\n  grundy stress --problem my-problem -- sol.cpp\n  grundy stress hihocoder-1163 --cases 500 --save failures -- python3 nim.py\n  grundy stress hdu-2177 --beyond -- ./wythoff\n  grundy stress hdu-1536 -- sol.cpp\n  grundy stress hdu-1846 --size judge --timeout 2 --memory 512 --tokens -- java Main\n  grundy stress hdu-1850 --json -- ./nim > report.jsonl\n  grundy stress abc278-g=2000,1,1 --timeout 2 -- python3 cards.py\n\nThe first failure is reported with a line such as\n  grundy stress hdu-1846 --seed 7 --cases 1 --size small --timeout 10 --memory 256 -- ./my-solution\nthat runs that case again."
    )]
    Stress {
        /// The problem id or alias (see `grundy list`); not with a problem
        /// of your own (--problem DIR, or --reference and --generator).
        #[arg(required_unless_present_any = ["problem_dir", "reference", "generator"])]
        problem: Option<String>,
        /// A problem of your own: read DIR/grundy.toml (the commands, the
        /// limits, the comparison; `grundy init DIR` writes a template).
        /// Flags given here override it.
        #[arg(long = "problem", id = "problem_dir", value_name = "DIR")]
        problem_dir: Option<std::path::PathBuf>,
        /// A problem of your own: a right solution whose output is the
        /// expected answer (a command, words split at spaces, or a source
        /// file). It runs under the same sandbox; if it fails or disagrees
        /// with itself, the run says so and blames it, not the program.
        #[arg(long, value_name = "CMD")]
        reference: Option<String>,
        /// A problem of your own: writes one input to stdout, given the
        /// case's seed as its last argument (testlib's convention).
        #[arg(long, value_name = "CMD")]
        generator: Option<String>,
        /// A problem of your own: reads an input on stdin, exits 0 when it
        /// is valid (its stderr says why not). Generated inputs must pass it,
        /// and shrinking keeps only inputs it accepts.
        #[arg(long, value_name = "CMD")]
        validator: Option<String>,
        /// Judges each output instead of comparing it (for many right
        /// answers): run as `CMD INPUT OUTPUT ANSWER` (files), exit 0
        /// accepts, 1 or 2 rejects, its message is shown; any other end is
        /// the checker's own failure. For the built-in problems too.
        #[arg(long, value_name = "CMD")]
        checker: Option<String>,
        /// Seconds of CPU time the reference may use on one input (default 10).
        #[arg(long, value_name = "SECS", value_parser = parse_seconds)]
        reference_timeout: Option<Duration>,
        /// Seconds of CPU time the generator, validator and checker may use
        /// per run (default 10).
        #[arg(long, value_name = "SECS", value_parser = parse_seconds)]
        tool_timeout: Option<Duration>,
        /// How many inputs to try (at least 1; default 100).
        #[arg(long, value_name = "N", value_parser = parse_cases)]
        cases: Option<u64>,
        /// Seed of the first input; case i uses seed + i.
        #[arg(long, default_value_t = 0, value_parser = parse_seed)]
        seed: u64,
        /// small (inside the oracle's reach, one input in four at the judge's
        /// largest values; the default), judge (the judge's maximum sizes) or
        /// huge (past them, beyond the judge's constraints).
        #[arg(long)]
        size: Option<InputSize>,
        /// At --size judge, where the statement bounds no number of cases
        /// (cases until `0 0`, or a count with no upper bound), send at most
        /// N: the count grundy sends there is its own assumption (a TLE
        /// report says so), and a user who knows the judge's sets it.
        #[arg(long, value_name = "N", value_parser = parse_cases)]
        judge_cases: Option<u64>,
        /// Inputs beyond the judge's constraints too (u64 values, a > b,
        /// n = 1, a heap of 0, ...); without it (and below --size huge) every
        /// input is one the judge could send.
        #[arg(long)]
        beyond: bool,
        /// Seconds of CPU time the program (with all its descendants) may use
        /// on one input, decimals allowed (default 10); the wall clock allows
        /// 2 x this + 1 s.
        #[arg(long, value_parser = parse_seconds)]
        timeout: Option<Duration>,
        /// MiB of resident memory the program (with all its descendants) may
        /// hold (default 256); 0 for no limit.
        #[arg(long, value_name = "MIB", value_parser = parse_memory_mib)]
        memory: Option<u64>,
        /// Seconds the oracle may spend on one input before the solver judges
        /// it instead (and lighter inputs only are shown to it afterwards;
        /// default 5).
        #[arg(long, value_parser = parse_seconds)]
        oracle_timeout: Option<Duration>,
        /// The oracle's search budget in states, passed to `grundy oracle`
        /// (its own default when not given).
        #[arg(long, value_name = "STATES", value_parser = parse_states_u64)]
        budget: Option<u64>,
        /// Cases run at the same time (default: the number of cores).
        #[arg(long, value_parser = parse_jobs)]
        jobs: Option<usize>,
        /// Compare whitespace-separated tokens instead of exact bytes.
        #[arg(long)]
        tokens: bool,
        /// One JSON object per case, then one for the run, instead of the report.
        /// Each case's line is written as soon as it and every earlier case are done.
        /// A run that cannot start (a bad flag, a compile error) writes no line:
        /// its error is on stderr and the status is 2.
        #[arg(long)]
        json: bool,
        /// Write the minimal failing input to DIR/<id>-seed<S>.in (and the
        /// validator's verdict on it to DIR/<id>-seed<S>.validate).
        #[arg(long, value_name = "DIR")]
        save: Option<std::path::PathBuf>,
        /// Program runs the shrinker may spend.
        #[arg(long, value_name = "N", default_value_t = 2000, value_parser = parse_shrink_runs)]
        shrink_runs: usize,
        /// Seconds the shrinker may spend.
        #[arg(long, default_value = "120", value_parser = parse_seconds)]
        shrink_time: Duration,
        /// The program under test and its arguments, after `--`.
        #[arg(last = true, required = true, value_name = "COMMAND")]
        command: Vec<String>,
    },
    /// Write a commented grundy.toml template into DIR (created if
    /// needed) for a problem of your own: its reference, generator,
    /// validator, checker, limits. Refuses to overwrite one that is there.
    #[command(
        after_help = "Example:\n  grundy init my-problem\n  grundy stress --problem my-problem -- sol.cpp"
    )]
    Init {
        /// The problem's folder.
        dir: std::path::PathBuf,
    },
    /// Say whether an input is inside a problem's judge constraints (the
    /// bounds of every token, and promises such as a <= b, distinct cells,
    /// the terminator), or name the first constraint it breaks, with line,
    /// column and token.
    ///
    /// Exit status 0 inside, 1 beyond, 2 on an unknown problem or an
    /// unreadable file. The solver accepts much more: it is exact far past
    /// the judge.
    #[command(
        after_help = "Examples:\n  grundy gen hdu-2177 --seed 3 | grundy validate hdu-2177\n  grundy validate hdu-2516 --input tests/2516.in"
    )]
    Validate {
        /// The problem id or alias (see `grundy list`).
        problem: String,
        /// Read this file instead of stdin.
        #[arg(long)]
        input: Option<std::path::PathBuf>,
    },
    /// Compute the nim-sequence of a take-and-break code: first values, the
    /// certified preperiod and period (Guy-Smith) or "no period up to N",
    /// the largest value and where, the rare values, the time.
    ///
    /// In a code d0.d1d2..., digit dk says what a move that takes k counters
    /// from a heap may leave of it: bit 1 nothing, 2 one heap, 4 two heaps,
    /// 8 three heaps (digits 8-F: a hexadecimal code); a bracketed last digit
    /// repeats for ever. docs/octal.md has the details.
    ///
    /// Ctrl-C (or SIGTERM) stops the run at its next heap and prints what
    /// it computed (exit status 130, or 143); --checkpoint keeps it.
    #[command(
        after_help = "Examples:\n  grundy octal 0.77\n  grundy octal 0.376\n  grundy octal 0.16 --values 100 --csv\n  grundy octal 0.137 --plot dawsons-chess.svg\n  grundy octal 4.[3] --max 500"
    )]
    Octal {
        /// The code, e.g. 0.77, .137, 0.F (hexadecimal), 4.[3] (repeating tail).
        code: String,
        /// How many heaps to compute at most while looking for a period
        /// (default 5,000,000; 600 for codes that leave three heaps, 2,000
        /// for codes with a repeating tail).
        #[arg(long, value_name = "HEAPS", value_parser = parse_octal_max)]
        max: Option<usize>,
        /// Print G(0..N): the computed values, and past them the certified
        /// period's where one is proved; at most --max values.
        #[arg(long, value_name = "N", default_value_t = 32, value_parser = parse_octal_values)]
        values: usize,
        /// Machine-readable output: a summary row, then n,g rows.
        #[arg(long)]
        csv: bool,
        /// Draw n against G(n) to this SVG file, preperiod and one period marked.
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<std::path::PathBuf>,
        /// Stop after this many seconds (decimals allowed) and report the
        /// heaps computed by then, with a period if they prove one. A code
        /// whose values grow with the heap costs more each heap: a long code
        /// of 7s would take days to reach --max.
        #[arg(long, default_value = "60", value_parser = parse_seconds)]
        seconds: Duration,
        /// Keep the table in this file: resume from it if it exists (it must
        /// be a checkpoint of the same code), write it every minute and when
        /// the run ends, also on Ctrl-C or SIGTERM. A run of hours survives
        /// an interruption.
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<std::path::PathBuf>,
    },
    /// Check every position up to a size bound in every game (and seeded small
    /// inputs of every problem), then random ones until the budget runs out.
    ///
    /// Prints a table per game and every discrepancy found. Progress goes to
    /// standard error: a bar on a terminal, otherwise a line every 10 s.
    /// Ctrl-C (or SIGTERM) stops the run at its next position and prints
    /// the table and the discrepancies found so far; a second Ctrl-C ends it
    /// at once.
    ///
    /// Exit status: 0 clean, 1 a discrepancy was found (also when stopped
    /// after finding one), 2 bad arguments, 130 stopped by Ctrl-C before
    /// finding any (143 by SIGTERM).
    Verify {
        /// Total wall-clock seconds for the run, from 0 to 604800 (a week;
        /// decimals allowed; 0 runs only the exhaustive phase, which always
        /// completes unless stopped).
        #[arg(long, value_name = "SECONDS", default_value = "40", value_parser = parse_verify_budget)]
        budget: Duration,
        /// Seed of the random phase (the same seed checks the same positions
        /// of each game, as many as its share of the time allows).
        #[arg(long, value_name = "N", default_value_t = 0, value_parser = parse_seed)]
        seed: u64,
        /// Only these games or problems, comma-separated (`grundy list`
        /// shows them; a name given twice is checked once).
        #[arg(long, value_name = "a,b", value_delimiter = ',')]
        games: Vec<String>,
        /// Worker threads (default: the number of cores).
        #[arg(long, value_name = "N", value_parser = parse_jobs)]
        jobs: Option<usize>,
        /// Only slice i of n of the sweep (0-based), to spread it over CI jobs.
        #[arg(long, value_name = "i/n", default_value = "0/1")]
        shard: Shard,
    },
}

/// The CLI with every option that takes a value reading `-1` (or `-0.5`)
/// as its value, so that its own parser names it ("seconds must be above
/// 0", "a whole number from 0 to ...") instead of clap calling it an
/// unexpected argument.
fn command_reading_negative_values() -> clap::Command {
    use clap::CommandFactory;
    let mut cli = Cli::command();
    let names: Vec<String> = cli
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        cli = cli.mut_subcommand(name, |mut command| {
            let options: Vec<clap::Id> = command
                .get_arguments()
                .filter(|a| a.get_long().is_some() && a.get_action().takes_values())
                .map(|a| a.get_id().clone())
                .collect();
            for id in options {
                command = command.mut_arg(id, |a| a.allow_negative_numbers(true));
            }
            command
        });
    }
    cli
}

fn main() -> ExitCode {
    use clap::FromArgMatches;
    let parsed = command_reading_negative_values()
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        // Help and version are output the user asked for: clap writes them
        // itself and ignores a failed write, so a help page lost to a full
        // disk went unsaid. On a terminal clap's own (coloured) page is kept.
        Err(e)
            if matches!(
                e.kind(),
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
            ) && !std::io::stdout().is_terminal() =>
        {
            let page = e.render().to_string();
            return print_out(ExitCode::SUCCESS, |out| out.write_all(page.as_bytes()));
        }
        // The most common slip: the program's words given without `--`,
        // which clap calls an unexpected argument without saying where
        // they belong.
        Err(e)
            if e.kind() == clap::error::ErrorKind::UnknownArgument
                && stress_without_double_dash(std::env::args_os().skip(1)) =>
        {
            eprint!("{}", e.render());
            eprintln!(
                "tip: the program under test and its arguments go after `--`: \
                 grundy stress PROBLEM [OPTIONS] -- COMMAND [ARGS...]"
            );
            return ExitCode::from(2);
        }
        Err(e) => e.exit(),
    };
    match cli.command {
        Command::List => print_out(ExitCode::SUCCESS, list),
        Command::Check {
            budget,
            full,
            game,
            mut position,
        } => {
            // `--full` after the game too, as `--budget`: no position of any
            // game has such a word.
            let full = {
                let before = position.len();
                position.retain(|w| w != "--full");
                full || position.len() < before
            };
            // `--budget` after the game is read as part of the position.
            let budget = match (grundy::check::take_budget_option(&mut position), budget) {
                (Ok(Some(_)), Some(_)) => Err("--budget is given twice".to_string()),
                (Ok(late), early) => Ok(late.or(early)),
                (Err(e), _) => Err(e),
            };
            match budget {
                Ok(budget) => check(
                    &game,
                    &position,
                    budget.unwrap_or(grundy::check::CLI_BUDGET),
                    full,
                ),
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Octal {
            code,
            max,
            values,
            csv,
            plot,
            seconds,
            checkpoint,
        } => octal(
            &code,
            max,
            values,
            csv,
            plot.as_deref(),
            seconds,
            checkpoint,
        ),
        Command::Verify {
            budget,
            seed,
            games,
            jobs,
            shard,
        } => run_verify(budget, seed, &games, jobs, shard),
        Command::Solve { problem, input } => solve(&problem, input.as_deref()),
        Command::Validate { problem, input } => validate(&problem, input.as_deref()),
        Command::Oracle {
            problem,
            input,
            budget,
        } => run_oracle(
            &problem,
            input.as_deref(),
            budget.unwrap_or(grundy::check::CLI_BUDGET),
        ),
        Command::Gen {
            problem,
            seed,
            size,
            beyond,
        } => generate(&problem, seed, size, beyond),
        Command::Stress {
            problem,
            problem_dir,
            reference,
            generator,
            validator,
            checker,
            reference_timeout,
            tool_timeout,
            cases,
            seed,
            size,
            judge_cases,
            beyond,
            timeout,
            memory,
            oracle_timeout,
            budget,
            jobs,
            tokens,
            json,
            save,
            shrink_runs,
            shrink_time,
            command,
        } => {
            if let Some(found) = problem
                .as_deref()
                .filter(|_| problem_dir.is_none() && reference.is_none() && generator.is_none())
                .and_then(grundy::interactive::cli::problem)
            {
                use grundy::interactive::cli;
                if checker.is_some() || validator.is_some() || reference_timeout.is_some() {
                    eprintln!(
                        "error: --checker, --validator and --reference-timeout do not apply to \
                         an interactive problem: grundy is its judge"
                    );
                    return ExitCode::from(2);
                }
                let program = grundy::build_cache::BuildCache::default_location().command(&command);
                let given = cli::Given {
                    cases: cases.unwrap_or(stress::custom_setup::DEFAULT_CASES),
                    seed,
                    size: size.unwrap_or(InputSize::Small),
                    beyond,
                    timeout: timeout.unwrap_or(stress::custom_setup::DEFAULT_TIMEOUT),
                    memory: memory.unwrap_or(stress::custom_setup::DEFAULT_MEMORY_MIB),
                    json,
                    save,
                    shrink_runs,
                    shrink_time,
                    command,
                };
                return ExitCode::from(cli::stress(found, program, given));
            }
            let jobs = jobs
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
                .max(1);
            let shrink = stress::shrink::Limits {
                max_runs: shrink_runs,
                max_time: shrink_time,
            };
            let progress = !json && std::io::stderr().is_terminal();
            let cache = grundy::build_cache::BuildCache::default_location();
            let custom = problem_dir.is_some() || reference.is_some() || generator.is_some();
            let id_given = problem.is_some();
            let Some(problem) = problem.filter(|_| !custom) else {
                // A problem of the user's own: its commands, not ours.
                let built_in_only = [
                    ("a problem id", id_given),
                    ("--size", size.is_some()),
                    ("--beyond", beyond),
                    ("--judge-cases", judge_cases.is_some()),
                    ("--budget", budget.is_some()),
                    ("--oracle-timeout", oracle_timeout.is_some()),
                ];
                if let Some((what, _)) = built_in_only.iter().find(|(_, given)| *given) {
                    eprintln!(
                        "error: {what} is for the built-in problems; a problem of your own \
                         (--problem, --reference, --generator) has its generator and limits"
                    );
                    return ExitCode::from(2);
                }
                let program = match cache.command(&command) {
                    Ok(program) => program,
                    Err(e) => {
                        eprintln!("error: {e}");
                        return ExitCode::from(2);
                    }
                };
                let flags = stress::custom_setup::Flags {
                    problem_dir,
                    reference,
                    generator,
                    validator,
                    checker,
                    cases,
                    seed,
                    timeout,
                    memory,
                    reference_timeout,
                    tool_timeout,
                    tokens,
                    jobs,
                    shrink,
                    save,
                    progress,
                };
                return match stress::custom_setup::options(&flags, command, program, &cache) {
                    Ok(options) => {
                        ExitCode::from(stress::custom_report::run_and_print(&options, json))
                    }
                    Err(e) => {
                        eprintln!("error: {e}");
                        ExitCode::from(2)
                    }
                };
            };
            if validator.is_some() || reference_timeout.is_some() {
                eprintln!(
                    "error: --validator and --reference-timeout are for a problem of your own \
                     (with --reference and --generator, or --problem DIR)"
                );
                return ExitCode::from(2);
            }
            let Some(problem) = problems::find(&problem) else {
                eprintln!("error: {}", stress_unknown_problem(&problem));
                return ExitCode::from(2);
            };
            let program = match cache.command(&command) {
                Ok(program) => program,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            let checker = match checker
                .map(|c| stress::custom_setup::checker(&cache, &c, tool_timeout))
                .transpose()
            {
                Ok(checker) => checker,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            let oracle = match std::env::current_exe() {
                Ok(me) => OracleRunner::Command {
                    command: stress::referee::oracle_command(
                        &me.display().to_string(),
                        problem.id,
                        budget,
                    ),
                    timeout: oracle_timeout.unwrap_or(Duration::from_secs(5)),
                },
                Err(_) => OracleRunner::InProcess,
            };
            let options = stress::Options {
                problem,
                command,
                program,
                cases: cases.unwrap_or(stress::custom_setup::DEFAULT_CASES),
                seed,
                size: size.unwrap_or(InputSize::Small),
                judge_cases,
                domain: if beyond {
                    problems::Domain::Beyond
                } else {
                    problems::Domain::Inside
                },
                timeout: timeout.unwrap_or(stress::custom_setup::DEFAULT_TIMEOUT),
                memory: Some(memory.unwrap_or(stress::custom_setup::DEFAULT_MEMORY_MIB))
                    .filter(|&m| m > 0)
                    .map(|m| m.saturating_mul(1 << 20)),
                jobs,
                comparison: if tokens {
                    Comparison::Tokens
                } else {
                    Comparison::Exact
                },
                checker,
                oracle,
                budget,
                shrink,
                save,
                progress,
            };
            ExitCode::from(stress::cli::run_and_print(&options, json))
        }
        Command::Init { dir } => match stress::problem_file::init(&dir) {
            Ok(path) => print_out(ExitCode::SUCCESS, |out| {
                writeln!(
                    out,
                    "wrote {}: fill in your commands, then\n  grundy stress --problem {} -- ./sol",
                    path.display(),
                    grundy::shell::quote(&dir.display().to_string())
                )
            }),
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        },
    }
}

/// `grundy octal`: solve one code, with a progress bar on a terminal.
fn octal(
    code: &str,
    max: Option<usize>,
    values: usize,
    csv: bool,
    plot: Option<&std::path::Path>,
    seconds: Duration,
    checkpoint: Option<std::path::PathBuf>,
) -> ExitCode {
    use grundy::octal_cli;
    let code = match solver::octal::Code::parse(code) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("grundy octal: {code}: {e}");
            eprintln!("  {code}");
            eprintln!("  {}^", " ".repeat(e.column.saturating_sub(1)));
            return ExitCode::from(2);
        }
    };
    let options = octal_cli::Options {
        code,
        max,
        values,
        csv,
        show_time: true,
        time_limit: Some(seconds),
    };
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(options.max_len() as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    // The rate in whole heaps a second (indicatif's `per_sec` shows four
    // decimals), and the time limit, which ends most long runs before --max.
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{prefix} [{bar:40}] {pos}/{len} heaps, {rate} heaps/s, {elapsed} of at most {msg}",
        )
        .expect("valid template")
        .with_key(
            "rate",
            |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{}", state.per_sec().round() as u64);
            },
        )
        .progress_chars("=> "),
    );
    bar.set_prefix(options.code.to_string());
    bar.set_message(format!("{seconds:?}"));
    let checkpointing = checkpoint.map(|path| octal_cli::Checkpointing {
        path,
        every: octal_cli::CHECKPOINT_EVERY,
    });
    // Ctrl-C or SIGTERM ends the run at its next heap, and what it computed
    // is printed (and kept, with --checkpoint).
    grundy::stop_signals::catch();
    let report = octal_cli::run_checkpointed(&options, checkpointing.as_ref(), &mut |n| {
        bar.set_position(n as u64)
    });
    bar.finish_and_clear();
    if let (Some(c), Ok(r)) = (&checkpointing, &report) {
        eprintln!(
            "grundy octal: checkpoint {}: {} heaps ({} read back on start){}",
            c.path.display(),
            r.solution.table().len(),
            r.resumed_from,
            if r.interrupted {
                "; the same command resumes it"
            } else {
                ""
            }
        );
    }
    let report = match report {
        Ok(r) => r,
        Err(e) => {
            eprintln!("grundy octal: {e}");
            return ExitCode::from(2);
        }
    };
    if report.interrupted && checkpointing.is_none() {
        eprintln!(
            "grundy octal: interrupted after {} heaps; --checkpoint FILE keeps the table for a later run to resume",
            report.solution.table().len()
        );
    }
    // The table is printed even when the plot cannot be written; a run a
    // signal cut short exits as the signal would have (130 for Ctrl-C).
    let mut status = match grundy::stop_signals::requested() {
        Some(signal) if report.interrupted => {
            ExitCode::from(grundy::stop_signals::exit_status(signal))
        }
        _ => ExitCode::SUCCESS,
    };
    let mut plotted = None;
    if let Some(path) = plot {
        match std::fs::write(path, octal_cli::svg(&report)) {
            Ok(()) => plotted = Some(path),
            Err(e) => {
                eprintln!("grundy octal: cannot write {}: {e}", path.display());
                status = ExitCode::from(2);
            }
        }
    }
    print_out(status, |out| {
        write!(out, "{}", octal_cli::render(&options, &report))?;
        match plotted {
            Some(path) if !csv => writeln!(out, "plot:        {}", path.display()),
            _ => Ok(()),
        }
    })
}

/// The most `--jobs`: each is a thread (with its own checks), so
/// `--jobs 18446744073709551615` once spawned threads without end.
const MAX_JOBS: usize = 1024;

/// `--jobs N`: at least one, or a run would name "0 jobs" and use one; at
/// most [`MAX_JOBS`].
fn parse_jobs(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("at least 1 job is needed, found `0`".to_string()),
        Ok(jobs) if jobs > MAX_JOBS => Err(format!(
            "at most {MAX_JOBS} jobs (each is a thread), found `{text}`"
        )),
        Ok(jobs) => Ok(jobs),
        Err(_) => Err(format!("expected a whole number of jobs, found `{text}`")),
    }
}

/// `--budget STATES` of `stress`, which passes it on to `grundy oracle`.
fn parse_states_u64(text: &str) -> Result<u64, String> {
    grundy::check::parse_states(text).map(|s| s as u64)
}

/// Seconds, decimals allowed, more than zero.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if !(secs > 0.0 && secs <= 1e9) {
        return Err(format!(
            "`{text}`: seconds must be above 0 and at most 1000000000"
        ));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// Prints a command's output and returns `status`, or status 2 when the
/// output could not be written (a reader that closed the pipe is not that:
/// see [`grundy::output`]).
fn print_out(
    status: ExitCode,
    print: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> ExitCode {
    match grundy::output::to_stdout(print) {
        Ok(()) => status,
        Err(e) => {
            eprintln!("error: cannot write the output: {e}");
            ExitCode::from(2)
        }
    }
}

fn list(out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "games (grundy check GAME POSITION):")?;
    for g in registry::games() {
        writeln!(out, "  {:<16} {}", g.name(), g.about())?;
        writeln!(out, "  {:<16} position: {}", "", g.syntax())?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "problems (grundy solve|oracle|gen ID; grundy check ID --text INPUT):"
    )?;
    for p in problems::PROBLEMS {
        let aliases = if p.aliases.is_empty() {
            String::new()
        } else {
            format!(" (also {})", p.aliases.join(", "))
        };
        writeln!(out, "  {:<16} {}{aliases}", p.id, p.about)?;
    }
    for (id, about) in grundy::interactive::PROBLEMS {
        writeln!(out, "  {id:<16} {about} (grundy stress only)")?;
    }
    Ok(())
}

fn find_game(name: &str) -> Result<&'static dyn Game, String> {
    registry::game(name).ok_or_else(|| {
        let names: Vec<&str> = registry::everything().iter().map(|g| g.name()).collect();
        format!("unknown game `{name}`; the games are: {}", names.join(", "))
    })
}

fn check(game: &str, position: &[String], budget: usize, full: bool) -> ExitCode {
    let checked = match find_game(game).and_then(|g| {
        grundy::search_progress::while_searching(budget, || {
            g.check_args_within(position, OracleBudget::states(budget))
        })
        .map_err(|e| format!("{game}: {e}\nposition syntax: {}", g.syntax()))
    }) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let c = &checked.comparison;
    let found = checked.discrepancies();
    let status = if found.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    };
    print_out(status, |out| {
        writeln!(out, "game:     {}", checked.game)?;
        writeln!(out, "position: {}", checked.position)?;
        for n in &c.notes {
            writeln!(out, "note:     {n}")?;
        }
        writeln!(out)?;
        if c.panic.is_some() {
            writeln!(out, "nothing compared: the check ended in a panic")?;
        } else {
            write!(out, "{}", grundy::family::rows_table(&c.rows, full))?;
            if c.broken_laws.is_empty() {
                writeln!(out, "\nlaws: all hold")?;
            }
            for b in &c.broken_laws {
                writeln!(out, "\nbroken law {}: {}", b.law, b.detail)?;
            }
        }
        if found.is_empty() {
            return writeln!(out, "verdict: {}", agreement(c, budget));
        }
        writeln!(out)?;
        for d in &found {
            writeln!(out, "{d}")?;
        }
        writeln!(
            out,
            "verdict: {}",
            verify::discrepancies_count(found.len() as u64)
        )
    })
}

/// The verdict of a check without discrepancies: how much was compared, and
/// when nothing was, that only the solver's laws were checked and how to give
/// the oracle more room.
fn agreement(c: &grundy::family::Comparison, budget: usize) -> String {
    let answered = c.rows.iter().filter(|r| r.oracle.is_ok()).count();
    let asked = c.rows.len();
    if answered == 0 {
        format!(
            "laws only: the oracle answered none of {asked} questions (budget {budget}; --budget to raise it)"
        )
    } else {
        format!("agree ({answered} of {asked} answered)")
    }
}

fn run_verify(
    budget: Duration,
    seed: u64,
    names: &[String],
    jobs: Option<usize>,
    shard: Shard,
) -> ExitCode {
    let games = if names.is_empty() {
        registry::everything()
    } else {
        let mut games: Vec<&'static dyn Game> = Vec::new();
        for name in names {
            match find_game(name) {
                Ok(g) if games.iter().any(|kept| kept.name() == g.name()) => {}
                Ok(g) => games.push(g),
                Err(e) => {
                    eprintln!("error: --games: {e}");
                    return ExitCode::from(2);
                }
            }
        }
        games
    };
    let jobs = jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let stop = grundy::stop_signals::catch();
    verify::to_stderr(&format!(
        "verify: {} game{}, budget {} s, seed {seed}, {jobs} job{}, shard {shard}",
        games.len(),
        if games.len() == 1 { "" } else { "s" },
        budget.as_secs_f64(),
        if jobs == 1 { "" } else { "s" },
    ));
    let report = verify::run(&verify::Options {
        games,
        budget,
        oracle_budget: OracleBudget::states(grundy::check::VERIFY_BUDGET),
        seed,
        jobs,
        shard,
        progress: if std::io::stderr().is_terminal() {
            verify::Progress::Bar
        } else {
            verify::Progress::Lines
        },
        stop,
    });
    let status = ExitCode::from(report.status());
    let printed = print_out(status, |out| {
        writeln!(out, "{report}")?;
        if report.discrepancies() == 0 {
            return Ok(());
        }
        writeln!(out)?;
        for g in &report.games {
            for (sig, found) in &g.signatures {
                writeln!(
                    out,
                    "{sig}: {} found, the first after {:.1} s; {} shown",
                    found.count,
                    found.first_after.as_secs_f64(),
                    found.examples.len()
                )?;
                for d in &found.examples {
                    writeln!(out, "{d}")?;
                }
            }
        }
        Ok(())
    });
    if let Some(interruption) = report.interruption() {
        verify::to_stderr(&interruption);
    }
    printed
}

/// The longest `verify --budget`: a week. The budget is the run's wall
/// clock, so `1e9` asked for 31 years and ran until killed; a longer sweep
/// is spread over CI jobs with `--shard`, or repeated with other seeds.
const MAX_VERIFY_SECONDS: u32 = 7 * 24 * 3600;

/// `verify --budget`: seconds, from 0 to [`MAX_VERIFY_SECONDS`], decimals
/// allowed.
fn parse_verify_budget(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("expected seconds, 0 or more (e.g. 40 or 2.5), found `{text}`"))?;
    if secs.is_nan() || secs < 0.0 {
        return Err(format!(
            "expected seconds, 0 or more (e.g. 40 or 2.5), found `{text}`"
        ));
    }
    if secs > f64::from(MAX_VERIFY_SECONDS) {
        return Err(format!(
            "at most {MAX_VERIFY_SECONDS} seconds (a week: the run's wall clock), found `{text}`; \
             search longer in several runs, with other --seed values"
        ));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// A whole number of `what`, from `min` to `max`. Clap's own parser of
/// integers said "invalid digit found in string" of `--memory -5`, naming
/// neither what the option counts nor what it takes.
fn whole_number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a whole number of {what}, {min} to {max}, found `{text}`"
        )),
    }
}

/// `stress --cases N` and `--judge-cases N`: at least one (0 cases passed
/// a CI gate that tested nothing).
fn parse_cases(text: &str) -> Result<u64, String> {
    whole_number(text, "cases", 1, u64::MAX)
}

/// `stress --memory MIB`: 0 is no limit.
fn parse_memory_mib(text: &str) -> Result<u64, String> {
    whole_number(text, "MiB (0: no limit)", 0, u64::MAX)
}

/// `stress --shrink-runs N`.
fn parse_shrink_runs(text: &str) -> Result<usize, String> {
    whole_number(text, "program runs", 0, usize::MAX as u64).map(|n| n as usize)
}

/// `octal --max HEAPS`.
fn parse_octal_max(text: &str) -> Result<usize, String> {
    whole_number(text, "heaps", 0, usize::MAX as u64).map(|n| n as usize)
}

/// `octal --values N`.
fn parse_octal_values(text: &str) -> Result<usize, String> {
    whole_number(text, "values", 0, usize::MAX as u64).map(|n| n as usize)
}

/// `--seed` (verify, gen, stress): a whole number from 0 to 2^64 - 1.
fn parse_seed(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| {
        format!(
            "expected a whole number from 0 to {}, found `{text}`",
            u64::MAX
        )
    })
}

/// Whether the arguments (after the binary's name) are a `stress` command
/// with no `--` before the program under test.
fn stress_without_double_dash(mut args: impl Iterator<Item = std::ffi::OsString>) -> bool {
    args.next().is_some_and(|a| a == "stress") && args.all(|a| a != "--")
}

/// What `grundy stress` says of a name that is no problem: every problem it
/// can judge (the interactive ones too), and how to bring one's own.
fn stress_unknown_problem(name: &str) -> String {
    let ids: Vec<&str> = problems::PROBLEMS
        .iter()
        .map(|p| p.id)
        .chain(grundy::interactive::PROBLEMS.iter().map(|(id, _)| *id))
        .collect();
    format!(
        "unknown problem `{name}`; the problems are: {}; a problem of your own needs \
         --reference CMD --generator CMD, or --problem DIR (docs/custom-problems.md)",
        ids.join(", ")
    )
}

fn find_problem(name: &str) -> Result<&'static problems::Problem, ExitCode> {
    problems::find(name).ok_or_else(|| {
        let ids: Vec<&str> = problems::PROBLEMS.iter().map(|p| p.id).collect();
        eprintln!(
            "error: unknown problem `{name}`; the problems are: {}",
            ids.join(", ")
        );
        ExitCode::from(2)
    })
}

fn open_input(path: Option<&std::path::Path>) -> Result<Box<dyn BufRead>, ExitCode> {
    match path {
        None => Ok(Box::new(BufReader::with_capacity(
            1 << 16,
            std::io::stdin().lock(),
        ))),
        Some(p) => match std::fs::File::open(p) {
            Ok(f) => Ok(Box::new(BufReader::with_capacity(1 << 20, f))),
            Err(e) => {
                eprintln!("error: cannot open {}: {e}", p.display());
                Err(ExitCode::from(2))
            }
        },
    }
}

/// The whole input of `validate` or `oracle`, read up to
/// [`grundy::bounded_read::MAX_INPUT_BYTES`]: `--input /dev/zero` is an
/// error, not a process that grows without end.
fn read_input(path: Option<&std::path::Path>) -> Result<Vec<u8>, ExitCode> {
    let limit = grundy::bounded_read::MAX_INPUT_BYTES;
    grundy::bounded_read::read_at_most(open_input(path)?, limit).map_err(|e| {
        match path {
            Some(p) => eprintln!("error: cannot read {}: {e}", p.display()),
            None => eprintln!("error: cannot read the input: {e}"),
        }
        ExitCode::from(2)
    })
}

fn solve(name: &str, path: Option<&std::path::Path>) -> ExitCode {
    let problem = match find_problem(name) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut input = match open_input(path) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let program = solver::problems::find(problem.id).expect("every problem has a solver program");
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 20, stdout.lock());
    let result = (program.solve)(&mut input, &mut out);
    let flushed = out.flush();
    match (result, flushed) {
        (Ok(()), Ok(())) => ExitCode::SUCCESS,
        // The reader closed the pipe (`| head`): it has what it wanted.
        (Err(solver::io::InputError::Io(e)), _) | (Ok(()), Err(e))
            if grundy::output::reader_left(&e) =>
        {
            ExitCode::SUCCESS
        }
        (Err(e), _) => {
            eprintln!("error: {}: {e}", problem.id);
            ExitCode::from(2)
        }
        (Ok(()), Err(e)) => {
            eprintln!("error: cannot write the output: {e}");
            ExitCode::from(2)
        }
    }
}

fn validate(name: &str, path: Option<&std::path::Path>) -> ExitCode {
    let problem = match find_problem(name) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let input = match read_input(path) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let (text, inside) = grundy::validate::verdict(problem, &input);
    print_out(ExitCode::from(if inside { 0 } else { 1 }), |out| {
        writeln!(out, "{text}")
    })
}

fn run_oracle(name: &str, path: Option<&std::path::Path>, budget: usize) -> ExitCode {
    let problem = match find_problem(name) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let input = match read_input(path) {
        Ok(input) => input,
        Err(code) => return code,
    };
    match grundy::search_progress::while_searching(budget, || {
        problem.oracle_within(&input, OracleBudget::states(budget))
    }) {
        Ok(text) => print_out(ExitCode::SUCCESS, |out| out.write_all(text.as_bytes())),
        Err(e @ oracle::problems::Failure::Invalid(_)) => {
            eprintln!("error: {}: {e}", problem.id);
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("{}: {e}", problem.id);
            ExitCode::from(3)
        }
    }
}

fn generate(name: &str, seed: u64, size: InputSize, beyond: bool) -> ExitCode {
    let problem = match find_problem(name) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let domain = if beyond {
        problems::Domain::Beyond
    } else {
        problems::Domain::Inside
    };
    let input = problem.generate_seeded(seed, size, domain);
    print_out(ExitCode::SUCCESS, |out| out.write_all(&input))
}

#[cfg(test)]
mod tests {
    use super::{command_reading_negative_values, Cli};
    use clap::CommandFactory;

    /// Every argument and option of every command says what it is: clap
    /// shows one without a doc comment as a bare name.
    #[test]
    fn every_argument_is_explained_in_help() {
        let cli = Cli::command();
        let mut bare = Vec::new();
        for command in cli.get_subcommands() {
            assert!(
                command.get_about().is_some(),
                "{} has no about",
                command.get_name()
            );
            for arg in command.get_arguments() {
                let builtin = matches!(arg.get_id().as_str(), "help" | "version");
                if !builtin && arg.get_help().is_none() && arg.get_long_help().is_none() {
                    bare.push(format!("{} {}", command.get_name(), arg.get_id()));
                }
            }
        }
        assert!(bare.is_empty(), "arguments without help: {bare:?}");
    }

    #[test]
    fn a_negative_value_reaches_the_options_own_parser() {
        for (words, said) in [
            (
                &["grundy", "octal", "0.07", "--seconds", "-1"][..],
                "seconds must be above 0",
            ),
            (
                &[
                    "grundy",
                    "stress",
                    "hdu-1846",
                    "--timeout",
                    "-1",
                    "--",
                    "true",
                ][..],
                "seconds must be above 0",
            ),
            (
                &[
                    "grundy", "stress", "hdu-1846", "--cases", "-3", "--", "true",
                ][..],
                "invalid value '-3' for '--cases",
            ),
            (
                &["grundy", "stress", "hdu-1846", "--seed", "-1", "--", "true"][..],
                "expected a whole number from 0 to 18446744073709551615, found `-1`",
            ),
        ] {
            let e = command_reading_negative_values()
                .try_get_matches_from(words)
                .unwrap_err()
                .to_string();
            assert!(!e.contains("unexpected argument"), "{words:?}: {e}");
            assert!(e.contains(said), "{words:?}: {e}");
        }
    }
}
