//! A program given as a source file (`sol.cpp`, `sol.c`, `sol.rs`,
//! `Sol.java`, `sol.py`) becomes a command to run: compiled once with the
//! usual judge flags into a cache keyed by the file's contents, the flags and
//! the compiler's version, so the next run with the same source starts at
//! once. A compile error is reported as such, with the compiler's message.
//!
//! ```no_run
//! use grundy::build_cache::{BuildCache, Language};
//! let cache = BuildCache::default_location();
//! let command = cache.command(&["sol.cpp".to_string()]).unwrap();
//! // command is ["<cache>/build/<key>/sol"]
//! assert_eq!(Language::of("sol.cpp".as_ref()), Some(Language::Cpp));
//! ```

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The languages a source file is recognised in, by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// `.cpp`, `.cc`, `.cxx`: `g++ -std=gnu++17 -O2`.
    Cpp,
    /// `.c`: `gcc -std=gnu11 -O2 ... -lm`.
    C,
    /// `.rs`: `rustc --edition 2021 -O`.
    Rust,
    /// `.java`: `javac`, run as `java -cp DIR Stem` (the public class is
    /// named as the file).
    Java,
    /// `.py`: checked for syntax errors by `py_compile`, run by `python3`.
    Python,
}

impl Language {
    /// The language of a file, from its extension.
    pub fn of(path: &Path) -> Option<Language> {
        match path.extension()?.to_str()? {
            "cpp" | "cc" | "cxx" => Some(Language::Cpp),
            "c" => Some(Language::C),
            "rs" => Some(Language::Rust),
            "java" => Some(Language::Java),
            "py" => Some(Language::Python),
            _ => None,
        }
    }

    /// The compiler (or interpreter) this language needs.
    fn tool(self) -> &'static str {
        match self {
            Language::Cpp => "g++",
            Language::C => "gcc",
            Language::Rust => "rustc",
            Language::Java => "javac",
            Language::Python => "python3",
        }
    }

    /// The compile command: `source` into the directory `out`, whose
    /// program is `out/stem`.
    fn compile_command(self, source: &Path, out: &Path, stem: &str) -> Vec<String> {
        let source = source.display().to_string();
        let program = out.join(stem).display().to_string();
        let words: &[&str] = match self {
            Language::Cpp => &["g++", "-std=gnu++17", "-O2", "-pipe", "-DONLINE_JUDGE"],
            Language::C => &["gcc", "-std=gnu11", "-O2", "-pipe", "-DONLINE_JUDGE"],
            Language::Rust => &[
                "rustc",
                "--edition",
                "2021",
                "-O",
                "--crate-name",
                "solution",
            ],
            Language::Java => &["javac", "-encoding", "UTF-8", "-d"],
            Language::Python => &["python3", "-c", PY_COMPILE],
        };
        let mut command: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        match self {
            Language::Cpp | Language::C | Language::Rust => {
                command.extend(["-o".to_string(), program, source]);
                if self == Language::C {
                    command.push("-lm".into());
                }
            }
            Language::Java => command.extend([out.display().to_string(), source]),
            Language::Python => command.extend([source, format!("{program}.pyc")]),
        }
        command
    }

    /// The command that runs the built program (`args` after it).
    fn run_command(self, source: &Path, out: &Path, stem: &str, args: &[String]) -> Vec<String> {
        let mut command = match self {
            Language::Cpp | Language::C | Language::Rust => {
                vec![out.join(stem).display().to_string()]
            }
            Language::Java => vec![
                "java".into(),
                "-Xss64m".into(),
                "-cp".into(),
                out.display().to_string(),
                stem.into(),
            ],
            // The source itself, so that its imports of files beside it work.
            Language::Python => vec!["python3".into(), source.display().to_string()],
        };
        command.extend(args.iter().cloned());
        command
    }
}

/// Syntax-checks `argv[1]` into the cache (`argv[2]`), never beside the
/// source.
const PY_COMPILE: &str =
    "import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)";

/// Why a source could not become a program.
#[derive(Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The compiler is not on this machine.
    MissingTool { source: PathBuf, tool: &'static str },
    /// The compiler rejected the source: its command and its message.
    Compile {
        source: PathBuf,
        command: String,
        message: String,
    },
    /// The cache could not be written or read.
    Cache { path: PathBuf, error: String },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::MissingTool { source, tool } => write!(
                f,
                "cannot build {}: `{tool}` is not installed",
                source.display()
            ),
            BuildError::Compile {
                source,
                command,
                message,
            } => write!(
                f,
                "compile error in {}\n  command: {command}\n{}",
                source.display(),
                message.trim_end()
            ),
            BuildError::Cache { path, error } => {
                write!(f, "build cache {}: {error}", path.display())
            }
        }
    }
}

impl std::error::Error for BuildError {}

/// Where built programs are kept.
#[derive(Clone, Debug)]
pub struct BuildCache {
    root: PathBuf,
}

impl BuildCache {
    /// A cache in `root` (created when first written).
    pub fn new(root: impl Into<PathBuf>) -> BuildCache {
        BuildCache { root: root.into() }
    }

    /// `$GRUNDY_CACHE_DIR`, else `$XDG_CACHE_HOME/grundy`, else
    /// `~/.cache/grundy`, else `grundy-cache` in the temporary directory.
    pub fn default_location() -> BuildCache {
        let from = |var: &str| std::env::var_os(var).filter(|v| !v.is_empty());
        let root = if let Some(dir) = from("GRUNDY_CACHE_DIR") {
            PathBuf::from(dir)
        } else if let Some(dir) = from("XDG_CACHE_HOME") {
            PathBuf::from(dir).join("grundy")
        } else if let Some(home) = from("HOME") {
            PathBuf::from(home).join(".cache").join("grundy")
        } else {
            std::env::temp_dir().join("grundy-cache")
        };
        BuildCache::new(root)
    }

    /// The command that runs `command`: unchanged unless its first word is
    /// an existing source file of a known language, which is built (or
    /// found built) and replaced by the command that runs the program.
    pub fn command(&self, command: &[String]) -> Result<Vec<String>, BuildError> {
        let Some((first, args)) = command.split_first() else {
            return Ok(command.to_vec());
        };
        let source = Path::new(first);
        match Language::of(source) {
            Some(language) if source.is_file() => self.build(language, source, args),
            _ => Ok(command.to_vec()),
        }
    }

    fn build(
        &self,
        language: Language,
        source: &Path,
        args: &[String],
    ) -> Result<Vec<String>, BuildError> {
        let cache_error = |path: &Path, e: std::io::Error| BuildError::Cache {
            path: path.to_path_buf(),
            error: e.to_string(),
        };
        let contents = std::fs::read(source).map_err(|e| cache_error(source, e))?;
        let version = tool_version(language.tool()).ok_or_else(|| BuildError::MissingTool {
            source: source.to_path_buf(),
            tool: language.tool(),
        })?;
        let stem = source
            .file_stem()
            .and_then(|s| s.to_str())
            .filter(|s| !s.is_empty())
            .unwrap_or("solution")
            .to_string();
        // The key: the language, the compile command's shape (with fixed
        // paths), the compiler's version and the source's bytes.
        let shape = language
            .compile_command(Path::new("SOURCE"), Path::new("OUT"), &stem)
            .join(" ");
        let mut key = Fnv::new();
        for part in [shape.as_bytes(), version.as_bytes(), &contents] {
            key.write(&(part.len() as u64).to_le_bytes());
            key.write(part);
        }
        let build_dir = self.root.join("build");
        let out = build_dir.join(format!("{:016x}-{stem}", key.finish()));
        let source_abs = std::fs::canonicalize(source).map_err(|e| cache_error(source, e))?;
        if !out.is_dir() {
            std::fs::create_dir_all(&build_dir).map_err(|e| cache_error(&build_dir, e))?;
            static BUILDS: AtomicUsize = AtomicUsize::new(0);
            let partial = build_dir.join(format!(
                ".partial-{}-{}",
                std::process::id(),
                BUILDS.fetch_add(1, Ordering::Relaxed)
            ));
            std::fs::create_dir_all(&partial).map_err(|e| cache_error(&partial, e))?;
            let compile = language.compile_command(&source_abs, &partial, &stem);
            let result = Command::new(&compile[0]).args(&compile[1..]).output();
            let failed = match result {
                Ok(o) if o.status.success() => None,
                Ok(o) => Some(format!(
                    "{}{}({})",
                    String::from_utf8_lossy(&o.stderr),
                    String::from_utf8_lossy(&o.stdout),
                    o.status
                )),
                Err(e) => Some(e.to_string()),
            };
            if let Some(message) = failed {
                let _ = std::fs::remove_dir_all(&partial);
                return Err(BuildError::Compile {
                    source: source.to_path_buf(),
                    command: compile.join(" "),
                    message,
                });
            }
            // Another run may have built the same key meanwhile: either
            // build is the same program, and the first one in stays.
            if std::fs::rename(&partial, &out).is_err() {
                let _ = std::fs::remove_dir_all(&partial);
                if !out.is_dir() {
                    return Err(BuildError::Cache {
                        path: out,
                        error: "the built program could not be moved into place".into(),
                    });
                }
            }
        }
        Ok(language.run_command(&source_abs, &out, &stem, args))
    }
}

/// The first line of `tool --version`, or None when it does not run.
fn tool_version(tool: &str) -> Option<String> {
    let out = Command::new(tool).arg("--version").output().ok()?;
    // javac 8 writes its version to stderr.
    let text = if out.stdout.is_empty() {
        out.stderr
    } else {
        out.stdout
    };
    out.status.success().then(|| {
        String::from_utf8_lossy(&text)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    })
}

/// FNV-1a, 64 bits: the same key for the same bytes in every process and
/// every version of Rust (std's hasher promises neither).
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_tools as tools;

    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str) -> Scratch {
            let dir = std::env::temp_dir()
                .join(format!("grundy-build-cache-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Scratch(dir)
        }
        fn file(&self, name: &str, text: &str) -> String {
            let path = self.0.join(name);
            std::fs::write(&path, text).unwrap();
            path.display().to_string()
        }
        fn cache(&self) -> BuildCache {
            BuildCache::new(self.0.join("cache"))
        }
        fn builds(&self) -> usize {
            std::fs::read_dir(self.0.join("cache").join("build"))
                .map_or(0, |d| d.filter(|e| e.is_ok()).count())
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// The command's stdout on `input`, run the way stress runs programs.
    fn run(command: &[String], input: &str) -> String {
        use crate::stress::run::{run, Exit, Limits};
        let limits = Limits {
            cpu: std::time::Duration::from_secs(600),
            wall: std::time::Duration::from_secs(1200),
            memory: None,
            max_output: 1 << 20,
        };
        let f = run(command, input.as_bytes(), limits).unwrap();
        assert_eq!(f.exit, Exit::Code(0), "{command:?}");
        String::from_utf8(f.stdout).unwrap()
    }

    #[test]
    fn languages_by_extension() {
        assert_eq!(Language::of(Path::new("a/sol.cpp")), Some(Language::Cpp));
        assert_eq!(Language::of(Path::new("sol.cc")), Some(Language::Cpp));
        assert_eq!(Language::of(Path::new("sol.c")), Some(Language::C));
        assert_eq!(Language::of(Path::new("sol.rs")), Some(Language::Rust));
        assert_eq!(Language::of(Path::new("Main.java")), Some(Language::Java));
        assert_eq!(Language::of(Path::new("nim.py")), Some(Language::Python));
        assert_eq!(Language::of(Path::new("./sol")), None);
        assert_eq!(Language::of(Path::new("run.sh")), None);
    }

    #[test]
    fn a_command_that_is_not_a_source_is_unchanged() {
        let cache = BuildCache::new("/nonexistent/cache");
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        for command in [
            words(&["./sol", "--fast"]),
            words(&["sh", "sol.sh"]),
            // Named like a source, but not a file: left for the run to report.
            words(&["missing.cpp"]),
            vec![],
        ] {
            assert_eq!(cache.command(&command).unwrap(), command);
        }
    }

    #[test]
    fn a_cpp_source_is_built_once_and_run() {
        if !tools::available("a_cpp_source_is_built_once_and_run", "g++") {
            return;
        }
        let s = Scratch::new("cpp");
        let source = s.file(
            "sum.cpp",
            "#include <cstdio>\nint main(){long long a,b;scanf(\"%lld %lld\",&a,&b);printf(\"%lld\\n\",a+b);}\n",
        );
        let command = s.cache().command(&[source.clone(), "x".into()]).unwrap();
        assert_eq!(command.len(), 2, "{command:?}");
        assert_eq!(command[1], "x");
        assert_eq!(run(&command[..1], "2 40"), "42\n");
        assert_eq!(s.builds(), 1);
        // The same contents: the same program, not built again.
        let built = std::fs::metadata(&command[0]).unwrap().modified().unwrap();
        let again = s.cache().command(std::slice::from_ref(&source)).unwrap();
        assert_eq!(again[0], command[0]);
        assert_eq!(
            std::fs::metadata(&again[0]).unwrap().modified().unwrap(),
            built
        );
        // New contents: a new build.
        s.file(
            "sum.cpp",
            "#include <cstdio>\nint main(){long long a,b;scanf(\"%lld %lld\",&a,&b);printf(\"%lld\\n\",a*b);}\n",
        );
        let changed = s.cache().command(&[source]).unwrap();
        assert_ne!(changed[0], command[0]);
        assert_eq!(run(&changed, "2 40"), "80\n");
        assert_eq!(s.builds(), 2);
    }

    #[test]
    fn a_compile_error_is_reported_with_the_compilers_message() {
        if !tools::available(
            "a_compile_error_is_reported_with_the_compilers_message",
            "g++",
        ) {
            return;
        }
        let s = Scratch::new("error");
        let source = s.file("broken.cpp", "int main() { return undeclared_name; }\n");
        let e = s.cache().command(&[source]).unwrap_err();
        let text = e.to_string();
        assert!(text.starts_with("compile error in "), "{text}");
        assert!(text.contains("broken.cpp"), "{text}");
        assert!(text.contains("g++ -std=gnu++17 -O2"), "{text}");
        assert!(text.contains("undeclared_name"), "{text}");
        // Nothing half-built is left in the cache.
        assert_eq!(s.builds(), 0);
    }

    #[test]
    fn a_python_source_runs_from_where_it_is_and_a_syntax_error_is_a_compile_error() {
        if !tools::available("a_python_source_runs_from_where_it_is", "python3") {
            return;
        }
        let s = Scratch::new("py");
        let source = s.file("echo.py", "print(input().upper())\n");
        let command = s.cache().command(std::slice::from_ref(&source)).unwrap();
        assert_eq!(command[0], "python3");
        assert!(command[1].ends_with("echo.py"), "{command:?}");
        assert_eq!(run(&command, "nim\n"), "NIM\n");
        // No __pycache__ beside the user's file.
        assert!(!s.0.join("__pycache__").exists());
        let broken = s.file("broken.py", "print(\n");
        let e = s.cache().command(&[broken]).unwrap_err();
        assert!(
            matches!(e, BuildError::Compile { .. }),
            "{e}: a syntax error is a compile error"
        );
    }

    #[test]
    fn a_rust_source_is_built() {
        if !tools::available("a_rust_source_is_built", "rustc") {
            return;
        }
        let s = Scratch::new("rs");
        let source = s.file(
            "double.rs",
            "fn main(){let mut s=String::new();std::io::stdin().read_line(&mut s).unwrap();let n:u64=s.trim().parse().unwrap();println!(\"{}\",2*n);}\n",
        );
        let command = s.cache().command(&[source]).unwrap();
        assert_eq!(run(&command, "21\n"), "42\n");
    }

    #[test]
    fn a_java_source_is_built_or_its_missing_compiler_named() {
        // Java may be missing: then the error names javac; otherwise it builds.
        let s = Scratch::new("java");
        let source = s.file(
            "Echo.java",
            "public class Echo { public static void main(String[] a) { System.out.println(new java.util.Scanner(System.in).nextLine()); } }\n",
        );
        match s.cache().command(&[source]) {
            Ok(command) => assert_eq!(run(&command, "hello\n"), "hello\n"),
            Err(e) => assert_eq!(
                e.to_string(),
                format!(
                    "cannot build {}: `javac` is not installed",
                    s.0.join("Echo.java").display()
                )
            ),
        }
    }
}
