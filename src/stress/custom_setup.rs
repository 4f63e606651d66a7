//! The options of a custom stress run from the command line's flags over
//! the problem folder's `grundy.toml` ([`super::problem_file`]): a flag
//! given wins, then the file's key, then the default. Every command is
//! built through the [build cache](crate::build_cache) when it names a
//! source file.

use super::checker::Checker;
use super::custom::{flag_value, Options, Tool};
use super::problem_file::{split_command, ComparisonName, ProblemFile, Words};
use super::verdict::Comparison;
use super::{run::Limits, shrink};
use crate::build_cache::BuildCache;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The program's CPU seconds per case unless told.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);
/// The program's MiB unless told.
pub const DEFAULT_MEMORY_MIB: u64 = 256;
/// The reference's CPU seconds per case unless told.
pub const DEFAULT_REFERENCE_TIMEOUT: Duration = Duration::from_secs(10);
/// The reference's, generator's, validator's and checker's MiB unless told.
pub const DEFAULT_TOOL_MEMORY_MIB: u64 = 1024;
/// The generator's, validator's and checker's CPU seconds unless told.
pub const DEFAULT_TOOL_TIMEOUT: Duration = Duration::from_secs(10);
/// Cases unless told.
pub const DEFAULT_CASES: u64 = 100;

/// What the command line said (`None`: not given).
#[derive(Clone, Debug)]
pub struct Flags {
    pub problem_dir: Option<PathBuf>,
    pub reference: Option<String>,
    pub generator: Option<String>,
    pub validator: Option<String>,
    pub checker: Option<String>,
    pub cases: Option<u64>,
    pub seed: u64,
    pub timeout: Option<Duration>,
    /// MiB, 0 for none.
    pub memory: Option<u64>,
    pub reference_timeout: Option<Duration>,
    pub tool_timeout: Option<Duration>,
    pub tokens: bool,
    pub jobs: usize,
    pub shrink: shrink::Limits,
    pub save: Option<PathBuf>,
    pub progress: bool,
}

/// Bytes from MiB (0: no limit).
fn memory(mib: u64) -> Option<u64> {
    (mib > 0).then(|| mib.saturating_mul(1 << 20))
}

/// Builds `words` (a source file is compiled), naming `role` in the error.
/// A command that starts with a source file's name (`gen.cpp`) that is no
/// file, here or on the `PATH`, is refused at once: run as a program it
/// would fail on the first seed as "cannot run", blamed on the helper,
/// which is what a fresh `grundy init` template gave.
fn build(cache: &BuildCache, role: &str, words: &[String]) -> Result<Vec<String>, String> {
    if let Some(first) = words.first().filter(|w| is_missing_source(w)) {
        return Err(format!(
            "the {role} ({}): no file `{first}` (a grundy.toml's words are looked up in its folder first, a flag's in the current directory): write it, or fix the command",
            words.join(" ")
        ));
    }
    cache
        .command(words)
        .map_err(|e| format!("the {role} ({}): {e}", words.join(" ")))
}

/// Whether `word` names a source file (by its extension) that is neither a
/// file nor, for a bare name, a program on the `PATH`.
fn is_missing_source(word: &str) -> bool {
    let path = Path::new(word);
    if crate::build_cache::Language::of(path).is_none() || path.is_file() {
        return false;
    }
    let on_path = !word.contains('/')
        && std::env::var_os("PATH")
            .is_some_and(|dirs| std::env::split_paths(&dirs).any(|d| d.join(word).is_file()));
    !on_path
}

/// The checker of `--checker CMD`, for the built-in problems too.
pub fn checker(
    cache: &BuildCache,
    command: &str,
    timeout: Option<Duration>,
) -> Result<Checker, String> {
    let words = split_command(command);
    if words.is_empty() {
        return Err("--checker: an empty command".into());
    }
    Ok(Checker {
        program: build(cache, "checker", &words)?,
        command: words,
        limits: Tool::limits(
            timeout.unwrap_or(DEFAULT_TOOL_TIMEOUT),
            memory(DEFAULT_TOOL_MEMORY_MIB),
        ),
    })
}

/// The options of the run of `command` (as given) / `program` (what runs).
pub fn options(
    flags: &Flags,
    command: Vec<String>,
    program: Vec<String>,
    cache: &BuildCache,
) -> Result<Options, String> {
    let file = match &flags.problem_dir {
        Some(dir) => ProblemFile::read(dir)?,
        None => ProblemFile::default(),
    };
    let from_flag = |flag: &Option<String>| flag.as_deref().map(|c| Words(split_command(c)));
    let pick = |flag: &Option<String>, key: &Option<Words>| from_flag(flag).or(key.clone());
    let missing = |what: &str| match &flags.problem_dir {
        Some(dir) => format!(
            "no {what}: give --{what} CMD, or `{what} = ...` in {}",
            dir.join(super::problem_file::FILE_NAME).display()
        ),
        None => format!("no {what}: give --{what} CMD (or --problem DIR with a grundy.toml)"),
    };
    let reference = pick(&flags.reference, &file.reference).ok_or_else(|| missing("reference"))?;
    let generator = pick(&flags.generator, &file.generator).ok_or_else(|| missing("generator"))?;
    let validator = pick(&flags.validator, &file.validator);
    let checker_words = pick(&flags.checker, &file.checker);
    for (flag, value) in [
        ("--reference", &flags.reference),
        ("--generator", &flags.generator),
        ("--validator", &flags.validator),
        ("--checker", &flags.checker),
    ] {
        if value
            .as_deref()
            .is_some_and(|v| split_command(v).is_empty())
        {
            return Err(format!("{flag}: an empty command"));
        }
    }
    let tool_timeout = flags
        .tool_timeout
        .or(file.tool_timeout.map(|s| s.0))
        .unwrap_or(DEFAULT_TOOL_TIMEOUT);
    let tool_limits = Tool::limits(
        tool_timeout,
        memory(file.tool_memory.unwrap_or(DEFAULT_TOOL_MEMORY_MIB)),
    );
    let reference_limits: Limits = Tool::limits(
        flags
            .reference_timeout
            .or(file.reference_timeout.map(|s| s.0))
            .unwrap_or(DEFAULT_REFERENCE_TIMEOUT),
        memory(file.reference_memory.unwrap_or(DEFAULT_TOOL_MEMORY_MIB)),
    );
    let tool = |role: &str, words: Words, limits: Limits| -> Result<Tool, String> {
        Ok(Tool {
            program: build(cache, role, &words.0)?,
            command: words.0,
            limits,
        })
    };
    let checker = match checker_words {
        Some(words) => Some(Checker {
            program: build(cache, "checker", &words.0)?,
            command: words.0,
            limits: tool_limits,
        }),
        None => None,
    };
    let name = file
        .name
        .clone()
        .or_else(|| {
            let dir = flags.problem_dir.as_ref()?;
            let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.clone());
            Some(dir.file_name()?.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| "custom".to_string());
    // The flags that name the problem again: the folder, and what the
    // command line said over it.
    let mut problem_flags = Vec::new();
    if let Some(dir) = &flags.problem_dir {
        problem_flags.push(format!(
            "--problem {}",
            crate::shell::quote(&dir.display().to_string())
        ));
    }
    for (flag, value) in [
        ("--reference", &flags.reference),
        ("--generator", &flags.generator),
        ("--validator", &flags.validator),
        ("--checker", &flags.checker),
    ] {
        if let Some(v) = value {
            problem_flags.push(format!("{flag} {}", flag_value(&split_command(v))));
        }
    }
    if let Some(t) = flags.reference_timeout {
        problem_flags.push(format!("--reference-timeout {}", t.as_secs_f64()));
    }
    if let Some(t) = flags.tool_timeout {
        problem_flags.push(format!("--tool-timeout {}", t.as_secs_f64()));
    }
    let tokens = flags.tokens || file.comparison == Some(ComparisonName::Tokens);
    Ok(Options {
        name,
        command,
        program,
        reference: tool("reference", reference, reference_limits)?,
        generator: tool("generator", generator, tool_limits)?,
        validator: validator
            .map(|v| tool("validator", v, tool_limits))
            .transpose()?,
        checker,
        cases: flags.cases.or(file.cases).unwrap_or(DEFAULT_CASES),
        seed: flags.seed,
        timeout: flags
            .timeout
            .or(file.timeout.map(|s| s.0))
            .unwrap_or(DEFAULT_TIMEOUT),
        memory: memory(flags.memory.or(file.memory).unwrap_or(DEFAULT_MEMORY_MIB)),
        jobs: flags.jobs,
        comparison: if tokens {
            Comparison::Tokens
        } else {
            Comparison::Exact
        },
        shrink: flags.shrink,
        save: flags.save.clone(),
        progress: flags.progress,
        problem_flags: problem_flags.join(" "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(problem_dir: Option<PathBuf>) -> Flags {
        Flags {
            problem_dir,
            reference: None,
            generator: None,
            validator: None,
            checker: None,
            cases: None,
            seed: 3,
            timeout: None,
            memory: None,
            reference_timeout: None,
            tool_timeout: None,
            tokens: false,
            jobs: 1,
            shrink: shrink::Limits {
                max_runs: 10,
                max_time: Duration::from_secs(10),
            },
            save: None,
            progress: false,
        }
    }

    fn setup(flags: &Flags) -> Result<Options, String> {
        let cache = BuildCache::new(std::env::temp_dir().join("grundy-custom-setup-cache"));
        let program = vec!["./sol".to_string()];
        options(flags, program.clone(), program, &cache)
    }

    #[test]
    fn flags_override_the_file_which_overrides_the_defaults() {
        let dir = std::env::temp_dir().join(format!("grundy-custom-setup-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("gen.py"), "").unwrap();
        std::fs::write(
            dir.join("grundy.toml"),
            "reference = \"cat\"\ngenerator = \"python3 gen.py\"\ncases = 7\ntimeout = 0.5\nmemory = 64\ncomparison = \"tokens\"\ntool_timeout = 3\n",
        )
        .unwrap();
        let from_file = setup(&flags(Some(dir.clone())));
        let mut overridden = flags(Some(dir.clone()));
        overridden.reference = Some("sort -n".into());
        overridden.cases = Some(2);
        overridden.memory = Some(0);
        let over = setup(&overridden);
        let _ = std::fs::remove_dir_all(&dir);

        let o = from_file.unwrap();
        assert_eq!(o.reference.command, ["cat"]);
        // The folder's file is found from anywhere.
        assert_eq!(
            o.generator.command,
            [
                "python3".to_string(),
                dir.join("gen.py").display().to_string()
            ]
        );
        assert_eq!((o.cases, o.seed), (7, 3));
        assert_eq!(o.timeout, Duration::from_millis(500));
        assert_eq!(o.memory, Some(64 << 20));
        assert_eq!(o.comparison, Comparison::Tokens);
        assert_eq!(o.generator.limits.cpu, Duration::from_secs(3));
        assert_eq!(o.reference.limits.cpu, DEFAULT_REFERENCE_TIMEOUT);
        assert_eq!(o.name, dir.file_name().unwrap().to_string_lossy());

        let o = over.unwrap();
        assert_eq!(
            (o.reference.command.as_slice(), o.cases, o.memory),
            (&["sort".to_string(), "-n".to_string()][..], 2, None)
        );
        // The repro line names the folder and what was said over it.
        assert_eq!(
            o.repro(9),
            format!(
                "grundy stress --problem {} --reference 'sort -n' --seed 9 --cases 1 --timeout 0.5 --memory 0 --tokens -- ./sol",
                dir.display()
            )
        );
    }

    #[test]
    fn without_a_folder_the_flags_name_everything_and_the_defaults_hold() {
        let mut f = flags(None);
        assert_eq!(
            setup(&f).unwrap_err(),
            "no reference: give --reference CMD (or --problem DIR with a grundy.toml)"
        );
        f.reference = Some("cat".into());
        f.generator = Some("echo".into());
        let o = setup(&f).unwrap();
        assert_eq!(
            (o.name.as_str(), o.cases, o.timeout),
            ("custom", DEFAULT_CASES, DEFAULT_TIMEOUT)
        );
        assert_eq!(o.memory, Some(DEFAULT_MEMORY_MIB << 20));
        assert!(o.validator.is_none() && o.checker.is_none());
        assert_eq!(
            o.repro(0),
            "grundy stress --reference cat --generator echo --seed 0 --cases 1 --timeout 10 --memory 256 -- ./sol"
        );
        f.validator = Some("  ".into());
        assert_eq!(setup(&f).unwrap_err(), "--validator: an empty command");
    }
}
