//! `grundy.toml`: a problem of the user's own, written once in its folder
//! (`grundy stress --problem DIR`) instead of on every command line: the
//! commands of its reference, generator, validator and checker, the limits,
//! the comparison. Flags given on the command line override it.
//!
//! Unknown keys are refused (a misspelt `timout` must not quietly keep the
//! default), and every error names the file and the key, with the line.
//! Words of a command that name a file of the folder are resolved against
//! it, so the folder works from any directory.

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The file `grundy stress --problem DIR` reads in `DIR`.
pub const FILE_NAME: &str = "grundy.toml";

/// A command: one string of words separated by spaces (no shell quoting),
/// or a list of words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words(pub Vec<String>);

impl<'de> Deserialize<'de> for Words {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Words, D::Error> {
        struct WordsVisitor;
        impl<'de> Visitor<'de> for WordsVisitor {
            type Value = Words;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a command: a string such as \"python3 ref.py\", or a list of words")
            }
            fn visit_str<E: de::Error>(self, line: &str) -> Result<Words, E> {
                let words = split_command(line);
                if words.is_empty() {
                    return Err(E::custom("an empty command"));
                }
                Ok(Words(words))
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Words, A::Error> {
                let mut words = Vec::new();
                while let Some(word) = seq.next_element::<String>()? {
                    words.push(word);
                }
                if words.is_empty() {
                    return Err(de::Error::custom("an empty command"));
                }
                Ok(Words(words))
            }
        }
        deserializer.deserialize_any(WordsVisitor)
    }
}

/// A number of seconds, whole or with decimals, more than 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seconds(pub Duration);

impl<'de> Deserialize<'de> for Seconds {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seconds, D::Error> {
        struct SecondsVisitor;
        impl Visitor<'_> for SecondsVisitor {
            type Value = Seconds;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("seconds, more than 0 (such as 2 or 0.5)")
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Seconds, E> {
                match u64::try_from(n) {
                    Ok(n) if n > 0 => Ok(Seconds(Duration::from_secs(n))),
                    _ => Err(E::custom(format!("{n} seconds: must be more than 0"))),
                }
            }
            fn visit_f64<E: de::Error>(self, s: f64) -> Result<Seconds, E> {
                match Duration::try_from_secs_f64(s) {
                    Ok(d) if !d.is_zero() => Ok(Seconds(d)),
                    _ => Err(E::custom(format!(
                        "{s} seconds: must be more than 0 and not absurdly large"
                    ))),
                }
            }
        }
        deserializer.deserialize_any(SecondsVisitor)
    }
}

/// The comparison of outputs without a checker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ComparisonName {
    Exact,
    Tokens,
}

/// What `grundy.toml` may say; every key is optional in the file (the
/// reference and the generator must come from it or from the flags).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProblemFile {
    /// The problem's name in reports (default: the folder's name).
    pub name: Option<String>,
    pub reference: Option<Words>,
    pub generator: Option<Words>,
    pub validator: Option<Words>,
    pub checker: Option<Words>,
    pub comparison: Option<ComparisonName>,
    pub cases: Option<u64>,
    /// CPU seconds of the program per case.
    pub timeout: Option<Seconds>,
    /// MiB of the program per case (0: no limit).
    pub memory: Option<u64>,
    /// CPU seconds of the reference per case.
    pub reference_timeout: Option<Seconds>,
    /// MiB of the reference per case (0: no limit).
    pub reference_memory: Option<u64>,
    /// CPU seconds of the generator, the validator and the checker per run.
    pub tool_timeout: Option<Seconds>,
    /// MiB of the generator, the validator and the checker (0: no limit).
    pub tool_memory: Option<u64>,
}

/// Splits a command given as one string into words at whitespace.
pub fn split_command(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_string).collect()
}

impl ProblemFile {
    /// Parses the text of `path`.
    pub fn parse(text: &str, path: &Path) -> Result<ProblemFile, String> {
        let file: ProblemFile = toml::from_str(text)
            .map_err(|e| format!("{}: {}", path.display(), e.to_string().trim_end()))?;
        if file.cases == Some(0) {
            return Err(format!(
                "{}: key `cases`: must be at least 1",
                path.display()
            ));
        }
        Ok(file)
    }

    /// Reads `dir/grundy.toml`, with the words of its commands that name
    /// a file of `dir` resolved against it.
    pub fn read(dir: &Path) -> Result<ProblemFile, String> {
        let path = dir.join(FILE_NAME);
        let text = std::fs::read_to_string(&path).map_err(|e| {
            format!(
                "cannot read {}: {e} (`grundy init {}` writes a template)",
                path.display(),
                dir.display()
            )
        })?;
        let mut file = ProblemFile::parse(&text, &path)?;
        for command in [
            &mut file.reference,
            &mut file.generator,
            &mut file.validator,
            &mut file.checker,
        ]
        .into_iter()
        .flatten()
        {
            *command = resolve(command, dir);
        }
        Ok(file)
    }
}

/// `command` with each word that names a file in `dir` (and is not
/// absolute) replaced by that file's path.
pub fn resolve(command: &Words, dir: &Path) -> Words {
    Words(
        command
            .0
            .iter()
            .map(|word| {
                let path = Path::new(word);
                let inside: PathBuf = dir.join(path);
                if path.is_relative() && !word.is_empty() && inside.exists() {
                    inside.display().to_string()
                } else {
                    word.clone()
                }
            })
            .collect(),
    )
}

/// What `grundy init` writes: every key, explained; the optional ones
/// commented out.
pub const TEMPLATE: &str = r#"# grundy.toml: a problem of your own, for `grundy stress --problem DIR -- ./sol`.
# Commands are one string of words (no shell quoting) or a list of words;
# a word naming a file of this folder is taken from this folder. A source
# file (.cpp, .c, .rs, .java, .py) is built once, with the usual judge flags.
# Flags on the command line override every key.

# The name reports use (default: the folder's name).
# name = "my-problem"

# A right (often slow) solution: its output is the expected answer.
reference = "ref.cpp"

# Writes one input to stdout; gets the case's seed as its last argument.
generator = "gen.cpp"

# Reads an input on stdin; exits 0 when it is valid (else says why on
# stderr). Shrinking keeps only inputs it accepts.
# validator = "val.cpp"

# For problems with many right answers: `checker INPUT OUTPUT ANSWER`
# (files), exit 0 accepts, 1 or 2 rejects; its message is shown.
# checker = "check.cpp"

# Without a checker: "exact" (byte for byte) or "tokens" (whitespace-
# separated tokens).
comparison = "tokens"

# Inputs to try.
cases = 100

# Limits of the program under test, per case: CPU seconds, resident MiB
# (0: none).
timeout = 2
memory = 256

# Limits of the reference, per case.
# reference_timeout = 10
# reference_memory = 1024

# Limits of the generator, the validator and the checker, per run.
# tool_timeout = 10
# tool_memory = 1024
"#;

/// `grundy init DIR`: writes [`TEMPLATE`] to `DIR/grundy.toml`, creating
/// `DIR`; refuses to overwrite a file that is there.
pub fn init(dir: &Path) -> Result<PathBuf, String> {
    let path = dir.join(FILE_NAME);
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                format!("{} is already there: not overwritten", path.display())
            }
            _ => format!("cannot create {}: {e}", path.display()),
        })?;
    std::io::Write::write_all(&mut file, TEMPLATE.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<ProblemFile, String> {
        ProblemFile::parse(text, Path::new("p/grundy.toml"))
    }

    #[test]
    fn the_template_parses_to_what_it_says() {
        let file = parse(TEMPLATE).unwrap();
        assert_eq!(file.reference, Some(Words(vec!["ref.cpp".into()])));
        assert_eq!(file.generator, Some(Words(vec!["gen.cpp".into()])));
        assert_eq!(file.validator, None);
        assert_eq!(file.comparison, Some(ComparisonName::Tokens));
        assert_eq!(file.cases, Some(100));
        assert_eq!(file.timeout, Some(Seconds(Duration::from_secs(2))));
        assert_eq!(file.memory, Some(256));
        // Every key the template mentions, commented out or not, is one
        // the file may hold.
        let uncommented: String = TEMPLATE
            .lines()
            .map(|l| {
                l.strip_prefix("# ")
                    .filter(|l| l.contains(" = "))
                    .unwrap_or(l)
            })
            .map(|l| format!("{l}\n"))
            .collect();
        let all = parse(&uncommented).unwrap();
        assert!(
            all.checker.is_some() && all.tool_memory == Some(1024),
            "{all:?}"
        );
    }

    #[test]
    fn commands_are_strings_or_lists_and_seconds_may_have_decimals() {
        let file = parse("reference = [\"python3\", \"my ref.py\"]\ngenerator = \"./gen  --big\"\ntimeout = 0.5\n").unwrap();
        assert_eq!(file.reference.unwrap().0, ["python3", "my ref.py"]);
        assert_eq!(file.generator.unwrap().0, ["./gen", "--big"]);
        assert_eq!(file.timeout, Some(Seconds(Duration::from_millis(500))));
    }

    #[test]
    fn errors_name_the_file_the_key_and_the_line() {
        let e = parse("reference = \"r\"\ntimout = 2\n").unwrap_err();
        assert!(e.starts_with("p/grundy.toml: "), "{e}");
        assert!(e.contains("timout") && e.contains("line 2"), "{e}");
        let e = parse("timeout = \"fast\"\n").unwrap_err();
        assert!(
            e.contains("timeout") && e.contains("seconds") && e.contains("line 1"),
            "{e}"
        );
        let e = parse("timeout = 0\n").unwrap_err();
        assert!(e.contains("more than 0"), "{e}");
        let e = parse("comparison = \"fuzzy\"\n").unwrap_err();
        assert!(e.contains("comparison") && e.contains("fuzzy"), "{e}");
        let e = parse("generator = \"\"\n").unwrap_err();
        assert!(
            e.contains("generator") && e.contains("empty command"),
            "{e}"
        );
        let e = parse("cases = 0\n").unwrap_err();
        assert!(e.contains("`cases`"), "{e}");
    }

    #[test]
    fn words_naming_files_of_the_folder_are_resolved_against_it() {
        let dir = std::env::temp_dir().join(format!("grundy-problem-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("ref.py"), "").unwrap();
        let words = Words(vec!["python3".into(), "ref.py".into(), "--fast".into()]);
        let resolved = resolve(&words, &dir);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(
            resolved.0,
            [
                "python3".to_string(),
                dir.join("ref.py").display().to_string(),
                "--fast".into()
            ]
        );
    }

    #[test]
    fn init_writes_the_template_once() {
        let dir = std::env::temp_dir().join(format!("grundy-init-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = init(&dir).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), TEMPLATE);
        let again = init(&dir).unwrap_err();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(again.contains("already there"), "{again}");
    }
}
