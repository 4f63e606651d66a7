//! The interactive judges of `grundy stress abc278-g` and `cf-1934d2`.
//!
//! First, in process (no program runs): on every small start, against a
//! program that plays perfectly (by the oracle) and one that plays at
//! random, in every reply style, every move the judge makes is legal by
//! the oracle's rules, it ends a game only by the rules, it wins from every
//! position the oracle says it wins, and it never stops a perfect program
//! from winning.
//!
//! Then the programs of `tests/stress_programs/interactive/`: the right
//! ones pass, each wrong one is caught with the verdict and the reason its
//! header names (`verdict:`, `reason:`). A missing `g++` or `python3`
//! fails its test by name (`support/tools.rs`).

#[path = "support/interrupt.rs"]
mod interrupt;
#[path = "support/tools.rs"]
mod tools;

use grundy::interactive::card_row::{self, CardRowJudge};
use grundy::interactive::xor_break::{self, XorBreakJudge};
use grundy::interactive::Judge;
use grundy::rng::Rng;
use grundy::stress::run::Interactor;
use oracle::interactive::card_row::CardRow;
use oracle::interactive::xor_break::{is_break, XorBreak};
use oracle::search::{Rules, Searcher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// How the simulated program plays.
#[derive(Clone, Copy, Debug)]
enum Player {
    Perfect,
    Random(u64),
}

fn tokens(bytes: &[u8]) -> Vec<String> {
    String::from_utf8(bytes.to_vec())
        .unwrap()
        .split_whitespace()
        .map(String::from)
        .collect()
}

fn say(judge: &mut dyn Judge, words: &[String]) -> Vec<String> {
    assert_eq!(
        judge.wants(),
        words.len(),
        "the judge waits for {} tokens",
        judge.wants()
    );
    tokens(&judge.hear(words))
}

/// The rows of a table of cards (1-based, `present[0]` unused).
fn rows(present: &[bool]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut c = 1;
    while c < present.len() {
        if present[c] {
            let s = c;
            while c < present.len() && present[c] {
                c += 1;
            }
            out.push((s, c - s));
        } else {
            c += 1;
        }
    }
    out
}

fn lengths(present: &[bool]) -> Vec<u64> {
    let mut l: Vec<u64> = rows(present).iter().map(|r| r.1 as u64).collect();
    l.sort_unstable();
    l
}

/// Plays one abc278-g game in process; returns whether the program won,
/// and whether it chose to play first.
fn play_cards(
    n: u64,
    low: u64,
    high: u64,
    seed: u64,
    player: Player,
    oracle: &mut Searcher<CardRow>,
) -> (bool, bool) {
    let start = card_row::Start {
        cards: n,
        low,
        high,
    };
    let mut judge = CardRowJudge::new(start, seed).unwrap();
    let rules = CardRow::new(low, high).unwrap();
    let what = format!("N L R = {n} {low} {high}, seed {seed}, {player:?}");
    assert_eq!(
        tokens(&judge.opening()),
        [n.to_string(), low.to_string(), high.to_string()]
    );
    let mut present = vec![true; n as usize + 1];
    present[0] = false;
    let mut rng = Rng::new(match player {
        Player::Random(s) => s,
        Player::Perfect => 0,
    });
    let first_wins = oracle.analyze(&vec![n]).unwrap().player_to_move_wins;
    let first = match player {
        Player::Perfect => first_wins,
        Player::Random(_) => rng.range(0, 1) == 0,
    };
    let side = if first { "First" } else { "Second" };
    let mut reply = say(&mut judge, &[side.to_string()]);
    let mut program_to_move = first;
    loop {
        if !program_to_move {
            // The judge moved (or ended): check it against the rules.
            let before = lengths(&present);
            let judge_wins = oracle.analyze(&before).unwrap().player_to_move_wins;
            let (a, b): (i64, i64) = (reply[0].parse().unwrap(), reply[1].parse().unwrap());
            assert_eq!(reply.len(), 2, "{what}");
            if (a, b) == (0, 0) {
                assert!(
                    rules.moves(&before).next().is_none(),
                    "{what}: `0 0` with a move left"
                );
                assert_eq!(judge.wants(), 0, "{what}");
                assert!(judge.record().all_won, "{what}");
                return (true, first);
            }
            assert!(a >= 1 && b >= 1, "{what}: judge wrote {a} {b}");
            let (a, b) = (a as usize, b as usize);
            let row = rows(&present)
                .into_iter()
                .find(|&(s, l)| s <= a && a < s + l)
                .unwrap_or_else(|| panic!("{what}: judge takes gone card {a}"));
            assert!(
                rules.allows(row.1 as u64, b as u64, (a - row.0) as u64) && a + b <= row.0 + row.1,
                "{what}: judge's move {a} {b} on row {row:?}"
            );
            present[a..a + b].iter_mut().for_each(|c| *c = false);
            let after = lengths(&present);
            if judge_wins {
                assert!(
                    !oracle.analyze(&after).unwrap().player_to_move_wins,
                    "{what}: the judge's move {a} {b} from {before:?} does not win"
                );
            }
        }
        // The program's move.
        let table_rows = rows(&present);
        let moves: Vec<(usize, usize)> = table_rows
            .iter()
            .flat_map(|&(s, l)| {
                (low as usize..=(high as usize).min(l))
                    .flat_map(move |y| (s..=s + l - y).map(move |x| (x, y)))
            })
            .collect();
        if moves.is_empty() {
            reply = say(&mut judge, &["0".into(), "0".into()]);
            assert_eq!(reply, ["-1", "-1"], "{what}");
            assert_eq!(judge.wants(), 0);
            assert!(!judge.record().all_won);
            return (false, first);
        }
        let chosen = match player {
            Player::Perfect => *moves
                .iter()
                .find(|&&(x, y)| {
                    let mut p = present.clone();
                    (x..x + y).for_each(|c| p[c] = false);
                    !oracle.analyze(&lengths(&p)).unwrap().player_to_move_wins
                })
                .unwrap_or(&moves[0]),
            Player::Random(_) => moves[rng.range(0, moves.len() as u64 - 1) as usize],
        };
        present[chosen.0..chosen.0 + chosen.1]
            .iter_mut()
            .for_each(|c| *c = false);
        reply = say(&mut judge, &[chosen.0.to_string(), chosen.1.to_string()]);
        // The judge's reply is checked at the top of the loop.
        program_to_move = false;
    }
}

#[test]
fn abc278g_judge_plays_legally_and_wins_where_it_should_on_every_small_start() {
    let mut starts = 0;
    for n in 1..=8u64 {
        for low in 1..=n {
            for high in low..=n {
                let mut oracle = Searcher::new(CardRow::new(low, high).unwrap(), 1_000_000);
                let first_wins = oracle.analyze(&vec![n]).unwrap().player_to_move_wins;
                for seed in 0..3 {
                    // A perfect program always wins: the judge never cheats.
                    assert!(
                        play_cards(n, low, high, seed, Player::Perfect, &mut oracle).0,
                        "{n} {low} {high} seed {seed}"
                    );
                    for r in 0..3 {
                        let (won, first) = play_cards(
                            n,
                            low,
                            high,
                            seed,
                            Player::Random(seed * 7 + r),
                            &mut oracle,
                        );
                        // On the wrong side the program loses, whatever it does.
                        if first != first_wins {
                            assert!(
                                !won,
                                "{n} {low} {high} seed {seed}: the judge lost a won game"
                            );
                        }
                    }
                }
                starts += 1;
            }
        }
    }
    assert_eq!(starts, 120);
}

/// Plays one cf-1934d2 game (`n` alone) in process; returns whether the
/// program won.
fn play_numbers(n: u64, seed: u64, player: Player, oracle: &mut Searcher<XorBreak>) -> bool {
    let what = format!("n = {n}, seed {seed}, {player:?}");
    let mut judge = XorBreakJudge::new(xor_break::Start { games: vec![n] }, seed).unwrap();
    assert_eq!(tokens(&judge.opening()), ["1".to_string(), n.to_string()]);
    let mut rng = Rng::new(match player {
        Player::Random(s) => s,
        Player::Perfect => 0,
    });
    let holder_wins = oracle.analyze(&(n, n)).unwrap().player_to_move_wins;
    let first = match player {
        Player::Perfect => holder_wins,
        Player::Random(_) => rng.range(0, 1) == 0,
    };
    let mut reply = say(
        &mut judge,
        &[if first { "first" } else { "second" }.to_string()],
    );
    // What the program chooses from, and what the judge chose from before
    // its reply.
    let mut mine = (n, n);
    let mut judge_from = (n, n);
    let mut program_to_move = first;
    loop {
        if !program_to_move {
            let judge_wins = oracle.analyze(&judge_from).unwrap().player_to_move_wins;
            let (a, b): (u64, u64) = (reply[0].parse().unwrap(), reply[1].parse().unwrap());
            if (a, b) == (0, 0) {
                assert!(
                    XorBreak.moves(&judge_from).next().is_none(),
                    "{what}: `0 0` while {judge_from:?} can be broken"
                );
                assert!(judge.record().all_won && judge.wants() == 0, "{what}");
                return true;
            }
            let p = a ^ b;
            assert!(
                (p == judge_from.0 || p == judge_from.1) && is_break(p, a, b),
                "{what}: the judge's break {a} {b} of {judge_from:?}"
            );
            let pair = (a.min(b), a.max(b));
            if judge_wins {
                assert!(
                    !oracle.analyze(&pair).unwrap().player_to_move_wins,
                    "{what}: the judge's break {a} {b} from {judge_from:?} does not win"
                );
            }
            mine = pair;
        }
        let moves: Vec<(u64, u64)> = XorBreak.moves(&mine).map(|(m, _)| m.parts).collect();
        if moves.is_empty() {
            reply = say(&mut judge, &["0".into(), "0".into()]);
            assert_eq!(reply, ["-1", "-1"], "{what}");
            assert!(!judge.record().all_won);
            return false;
        }
        let chosen = match player {
            Player::Perfect => oracle
                .analyze(&mine)
                .unwrap()
                .winning_moves
                .first()
                .map(|m| m.parts)
                .unwrap_or(moves[0]),
            Player::Random(_) => moves[rng.range(0, moves.len() as u64 - 1) as usize],
        };
        judge_from = chosen;
        reply = say(&mut judge, &[chosen.0.to_string(), chosen.1.to_string()]);
        program_to_move = false;
    }
}

#[test]
fn cf1934d2_judge_plays_legally_and_wins_where_it_should_on_every_small_start() {
    let mut oracle = Searcher::new(XorBreak, 4_000_000);
    for n in 1..=96u64 {
        for seed in 0..3 {
            assert!(
                play_numbers(n, seed, Player::Perfect, &mut oracle),
                "n = {n} seed {seed}"
            );
            for r in 0..3 {
                play_numbers(n, seed, Player::Random(seed * 5 + r), &mut oracle);
            }
        }
    }
}

#[test]
fn the_judge_wins_every_game_a_random_program_starts_on_the_wrong_side() {
    // From a start the judge wins, it wins whatever the program does.
    let mut oracle = Searcher::new(XorBreak, 4_000_000);
    for n in 1..=64u64 {
        if oracle.analyze(&(n, n)).unwrap().player_to_move_wins {
            continue;
        }
        // The holder loses: a program that plays first must lose.
        for seed in 0..3 {
            let mut judge = XorBreakJudge::new(xor_break::Start { games: vec![n] }, seed).unwrap();
            judge.opening();
            say(&mut judge, &["first".to_string()]);
            // Breaks the first it can, always.
            let mut mine = (n, n);
            loop {
                let Some((_, parts)) = XorBreak.moves(&mine).next() else {
                    say(&mut judge, &["0".into(), "0".into()]);
                    break;
                };
                let reply = say(&mut judge, &[parts.0.to_string(), parts.1.to_string()]);
                assert_ne!(
                    reply,
                    ["0", "0"],
                    "n = {n}: the judge gave up a game it wins"
                );
                let (a, b): (u64, u64) = (reply[0].parse().unwrap(), reply[1].parse().unwrap());
                mine = (a.min(b), a.max(b));
            }
            assert!(!judge.record().all_won);
            assert_eq!(judge.record().reason().unwrap().kind(), "wrong side");
        }
    }
    let mut oracle = Searcher::new(CardRow::new(2, 2).unwrap(), 1_000_000);
    for n in 2..=12u64 {
        let first_wins = oracle.analyze(&vec![n]).unwrap().player_to_move_wins;
        for seed in 0..3 {
            let (won, first) = play_cards(n, 2, 2, seed, Player::Random(seed), &mut oracle);
            if first != first_wins {
                assert!(
                    !won,
                    "N = {n}, L = R = 2, seed {seed}: the judge lost a won game"
                );
            }
        }
    }
}

// ---- the programs ----

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");

fn folder(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/stress_programs/interactive")
        .join(name)
}

fn header(text: &str, key: &str) -> String {
    text.lines()
        .find_map(|l| {
            let l = l.trim_start_matches(['#', '/', ' ']);
            l.strip_prefix(key).map(|v| v.trim().to_string())
        })
        .unwrap_or_default()
}

fn programs(name: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(folder(name))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("cpp" | "py")))
        .collect();
    out.sort();
    out
}

/// The command that runs `path` (compiled first if C++), or `None` when
/// its tool is missing and skips are allowed.
fn command(path: &Path) -> Option<Vec<String>> {
    let shown = path.display().to_string();
    if path.extension().and_then(|e| e.to_str()) == Some("py") {
        return tools::available(&shown, "python3").then(|| vec!["python3".into(), shown]);
    }
    if !tools::available(&shown, "g++") {
        return None;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("interactive-programs");
    std::fs::create_dir_all(&dir).unwrap();
    let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
    let binary = dir.join(&stem);
    let partial = dir.join(format!("{stem}.{}.partial", std::process::id()));
    let built = Command::new("g++")
        .args(["-O2", "-std=c++17", "-o"])
        .arg(&partial)
        .arg(path)
        .status()
        .unwrap();
    assert!(built.success(), "g++ failed on {shown}");
    std::fs::rename(&partial, &binary).unwrap();
    Some(vec![binary.display().to_string()])
}

fn stress(argument: &str, options: &[&str], command: &[String]) -> (Option<i32>, String) {
    let out = Command::new(GRUNDY)
        .args(["stress", argument])
        .args(options)
        .arg("--")
        .args(command)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn the_suite_has_what_the_issue_asks_for() {
    let right = programs("right");
    let wrong = programs("wrong");
    assert!(right.len() >= 4, "{right:?}");
    assert!(wrong.len() >= 8, "{wrong:?}");
    let texts: Vec<String> = right
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    assert!(right.iter().any(|p| p.extension().unwrap() == "py"));
    assert!(
        texts.iter().any(|t| t.contains("_IOLBF")),
        "a right program flushing per line"
    );
    for p in &wrong {
        let text = std::fs::read_to_string(p).unwrap();
        for key in ["problem:", "bug:", "verdict:", "reason:"] {
            assert!(!header(&text, key).is_empty(), "{}: no {key}", p.display());
        }
    }
}

#[test]
fn right_programs_pass() {
    for path in programs("right") {
        let Some(cmd) = command(&path) else { continue };
        let text = std::fs::read_to_string(&path).unwrap();
        let problem = header(&text, "problem:");
        let cases = if path.extension().unwrap() == "py" {
            "8"
        } else {
            "30"
        };
        for size in ["small", "judge"] {
            let cases = if size == "judge" { "3" } else { cases };
            // A generous time: the wall clock covers a conversation of
            // thousands of lines, on a machine that may be busy.
            let (status, out) = stress(
                &problem,
                &["--cases", cases, "--size", size, "--timeout", "30"],
                &cmd,
            );
            assert_eq!(status, Some(0), "{} at {size}:\n{out}", path.display());
            assert!(out.contains("cases passed"), "{out}");
        }
    }
}

#[test]
fn wrong_programs_are_caught_with_their_reason() {
    for path in programs("wrong") {
        let Some(cmd) = command(&path) else { continue };
        let text = std::fs::read_to_string(&path).unwrap();
        let problem = header(&text, "problem:");
        let verdict = header(&text, "verdict:");
        let reason = header(&text, "reason:");
        let (status, out) = stress(&problem, &["--cases", "60", "--timeout", "1"], &cmd);
        let shown = path.display();
        assert_eq!(status, Some(1), "{shown} not caught:\n{out}");
        let first = out.lines().next().unwrap_or("");
        // Named as the batch reports name a case: its place from 1, of the
        // run's cases, and its seed.
        assert!(
            first.starts_with(&format!("stress {problem}: FAILED at case "))
                && first.contains(" of 60 (seed ")
                && first.contains(&format!("): {verdict} (")),
            "{shown}: expected {verdict}: {first}"
        );
        if reason != "any" {
            assert!(
                first.contains(&reason),
                "{shown}: expected `{reason}`: {first}"
            );
        }
        assert!(out.contains("the game, turn by turn:"), "{out}");
        assert!(out.contains("inside the judge's constraints"), "{out}");
        // The repro line replays the same failure.
        assert!(
            out.contains("\nreproduce:\n  grundy stress ")
                && out.ends_with("(not saved; --save DIR writes the start to a file)\n"),
            "{out}"
        );
        let repro = out
            .lines()
            .find_map(|l| l.strip_prefix("  grundy stress "))
            .unwrap();
        let words: Vec<&str> = repro.split(" -- ").next().unwrap().split(' ').collect();
        let (again, out_again) = stress(words[0], &words[1..], &cmd);
        assert_eq!(again, Some(1), "{shown}: the repro passes:\n{out_again}");
        let verdict_of = |line: &str| line.split_once("): ").map(|(_, v)| v.to_string());
        let again_first = out_again.lines().next().unwrap_or("");
        assert_eq!(
            verdict_of(again_first),
            verdict_of(first),
            "{shown}: the repro differs"
        );
    }
}

#[test]
fn a_start_given_with_the_problem_is_played_and_checked() {
    let (status, out) = stress("abc278-g=3,5,4", &[], &["true".to_string()]);
    assert_eq!(status, Some(2), "{out}");
    assert!(out.contains("1 <= L <= R"), "{out}");
    let (status, out) = stress("cf-1934d2=5,x", &[], &["true".to_string()]);
    assert_eq!(status, Some(2), "{out}");
    assert!(out.contains("number 2"), "{out}");
    // A program that says nothing and ends: the judge waited for its side.
    let (status, out) = stress("cf-1934d2=3", &["--cases", "1"], &["true".to_string()]);
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("WA (the program ended while the judge waited"),
        "{out}"
    );
}

#[test]
fn the_limits_give_their_verdicts() {
    let sh = |script: &str| vec!["sh".to_string(), "-c".to_string(), script.to_string()];
    // Computing instead of answering: a time limit (CPU time, or the wall
    // clock on a machine too busy to give it that much), never idleness.
    let (status, out) = stress(
        "abc278-g=5,1,2",
        &["--cases", "1", "--timeout", "0.3"],
        &sh("read n l r; while :; do :; done"),
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("): TLE (time limit: more than 0.30 s of CPU")
            || out.contains("): TLE (time limit: past the wall clock"),
        "{out}"
    );
    // Sleeping instead of answering: idleness, and the report does not
    // claim it waited for input (it did not read).
    let (status, out) = stress(
        "abc278-g=5,1,2",
        &["--cases", "1", "--timeout", "0.3"],
        &sh("read n l r; sleep 30"),
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("): ILE (idleness limit: while the judge waited for its answer, the program neither wrote nor computed"),
        "{out}"
    );
    // Crashing: the signal, or the exit status.
    let (status, out) = stress(
        "abc278-g=5,1,2",
        &["--cases", "1"],
        &sh("read n; kill -SEGV $$"),
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("): RE (runtime error: killed by SIGSEGV"),
        "{out}"
    );
    let (status, out) = stress(
        "cf-1934d2=6",
        &["--cases", "1"],
        &sh("read t; read n; exit 3"),
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(out.contains("): RE (runtime error: exit status 3"), "{out}");
    // Writing after the end marker: n = 1 cannot be broken, so the judge
    // writes `0 0` at once, and that was the only game.
    let (status, out) = stress(
        "cf-1934d2=1",
        &["--cases", "1"],
        &sh("read t; read n; echo second; read a b; echo 1 1"),
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("): WA (wrote after the end marker: `1 1`"),
        "{out}"
    );
    // Garbage where a side is expected.
    let (status, out) = stress(
        "abc278-g=4,1,1",
        &["--cases", "1"],
        &sh("read x; echo first"),
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("malformed output: expected `First` or `Second`, got `first`"),
        "{out}"
    );
    // One JSON object per case, then the failure.
    let (status, out) = stress(
        "abc278-g=4,1,1",
        &["--cases", "1", "--json"],
        &sh("read x; echo first"),
    );
    assert_eq!(status, Some(1), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("{\"case\":1,\"seed\":0,\"start\":\"4,1,1\""),
        "{out}"
    );
    assert!(lines[0].contains("\"verdict\":\"WA\""), "{out}");
    // The run's line has a batch summary's shape.
    assert!(
        lines[1].starts_with(
            "{\"summary\":true,\"problem\":\"abc278-g\",\"passed\":false,\"cases\":1,\
             \"first_failure\":{\"case\":1,\"seed\":0,"
        ),
        "{out}"
    );
    assert!(lines[1].contains("\"minimal_start\":\"4,1,1\""), "{out}");
    assert!(
        lines[1].contains("\"repro\":\"grundy stress abc278-g=4,1,1 --seed 0 "),
        "{out}"
    );
}

#[test]
fn json_lines_are_written_as_each_case_ends() {
    // The first case is played right; the second waits for a file the test
    // writes only once it has read the first case's line. Had that line
    // waited for the run's end, the second would have waited for it until
    // the idleness limit, and never seen the file.
    let Some(right) = command(&folder("right").join("abc278g_grundy.py")) else {
        return;
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("interactive-json-live-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let script = format!(
        "if [ -e played ]; then \
           while [ ! -e release ]; do sleep 0.05; done; touch released; \
         else touch played; exec {}; fi",
        right.join(" ")
    );
    let mut child = Command::new(GRUNDY)
        .current_dir(&dir)
        .args(["stress", "abc278-g=4,1,1", "--cases", "2", "--json", "--"])
        .args(["sh", "-c", &script])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    std::io::BufRead::read_line(&mut stdout, &mut first).unwrap();
    std::fs::write(dir.join("release"), "").unwrap();
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut rest).unwrap();
    let status = child.wait().unwrap();
    assert!(first.starts_with("{\"case\":1,"), "{first}{rest}");
    assert!(first.contains("\"verdict\":\"AC\""), "{first}{rest}");
    assert!(
        dir.join("released").exists(),
        "the first case's line came only at the end:\n{first}{rest}"
    );
    assert_eq!(status.code(), Some(1), "{first}{rest}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn shrinking_an_idle_program_stops_after_a_few_games_at_the_limit() {
    // Rows of 30 cards or more make it idle until the idleness limit (on
    // smaller ones it gives up at once: a wrong answer, not the same
    // failure), so each smaller start that still fails costs a whole
    // limit: shrinking stops after five such games, short of its budget.
    let (status, out) = stress(
        "abc278-g",
        &[
            "--cases",
            "1",
            "--size",
            "judge",
            "--timeout",
            "0.3",
            "--shrink-runs",
            "400",
        ],
        &[
            "sh".to_string(),
            "-c".to_string(),
            "read n l r; if [ $n -ge 30 ]; then sleep 30; fi; echo First".to_string(),
        ],
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(out.contains("): ILE (idleness limit"), "{out}");
    assert!(
        out.contains(
            " runs; stopped early: 5 candidates ran until a time or memory limit stopped \
             them, and each costs a whole limit: the smallest failing start found so far\n"
        ),
        "{out}"
    );
}

#[test]
fn ctrl_c_stops_the_game_and_says_so() {
    // The program marks that it started, then waits: the run is
    // interrupted in its first game, which is not counted.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("interactive-ctrl-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let started = dir.join("started");
    let sleeper = format!("sleep 30.{}", std::process::id());
    let child = Command::new(GRUNDY)
        .args(["stress", "abc278-g=5,1,2", "--cases", "3", "--"])
        .args(["sh", "-c"])
        .arg(format!("touch {}; {sleeper}", started.display()))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    interrupt::interrupt_once_made(&child, &started, "the program starting");
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert_eq!(
        stderr,
        "stress abc278-g: interrupted after 0 cases: no failure found so far\n"
    );
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let left = Command::new("pgrep")
        .args(["-f", &sleeper])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&left.stdout), "", "sleepers left");
}

#[test]
fn json_ends_the_run_quietly_when_its_reader_leaves() {
    // `grundy stress cf-1934d2 --json -- ... | head -1`: the reader takes
    // one line and closes the pipe. The run must end by itself soon after
    // (it cannot be read any more), with its status and nothing on stderr:
    // no panic, no "cannot write" error, no hang until its million cases
    // are played. The program (n = 1 cannot be broken: `second`, then the
    // judge's `0 0`) notes each game it plays.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "interactive-json-reader-left-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let cases = 1_000_000;
    let mut child = Command::new(GRUNDY)
        .current_dir(&dir)
        .args([
            "stress",
            "cf-1934d2=1",
            "--cases",
            &cases.to_string(),
            "--json",
        ])
        .args([
            "--",
            "sh",
            "-c",
            "echo >> played; read t; read n; echo second; read a b",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    std::io::BufRead::read_line(&mut stdout, &mut first).unwrap();
    assert!(first.starts_with("{\"case\":1,"), "{first}");
    drop(stdout);
    let waited = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if waited.elapsed() > std::time::Duration::from_secs(120) {
            let _ = child.kill();
            let _ = child.wait();
            let played = std::fs::read_to_string(dir.join("played")).unwrap_or_default();
            panic!(
                "the run went on after its reader left ({} games played)",
                played.lines().count()
            );
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    let played = std::fs::read_to_string(dir.join("played")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(stderr, "", "stderr after the reader left");
    assert_eq!(status.code(), Some(0), "every game played was won");
    assert!(played.lines().count() < cases, "every case was played");
}

#[test]
fn pythonunbuffered_in_the_users_environment_does_not_hide_a_missing_flush() {
    // Many containers set PYTHONUNBUFFERED=1; a contest judge's environment
    // does not. Under it this program's bare print() would reach the judge
    // at once and pass here, then sit idle at the contest.
    let path = folder("wrong").join("cf1934d2_print_no_flush.py");
    let Some(cmd) = command(&path) else { return };
    let out = Command::new(GRUNDY)
        .env("PYTHONUNBUFFERED", "1")
        .args([
            "stress",
            "cf-1934d2=6",
            "--cases",
            "1",
            "--timeout",
            "1",
            "--",
        ])
        .args(&cmd)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("): ILE (idleness limit: "), "{stdout}");
}

#[test]
fn a_start_that_did_not_shrink_is_replayed_by_its_seed_and_size() {
    // It fails only on 1000 games (on fewer it answers wrongly: a
    // different failure), so the start stays at the judge's 1000 games:
    // the repro line gives their seed and size, not 1000 numbers, and
    // replays the same failure.
    let cmd: Vec<String> = [
        "sh",
        "-c",
        "read t; if [ $t -ge 1000 ]; then exit 3; fi; echo first",
    ]
    .map(String::from)
    .to_vec();
    let options = ["--size", "judge", "--cases", "1", "--seed", "5"];
    let (status, out) = stress("cf-1934d2", &options, &cmd);
    assert_eq!(status, Some(1), "{out}");
    assert!(out.contains("): RE (runtime error: exit status 3"), "{out}");
    let repro = out
        .lines()
        .find_map(|l| l.strip_prefix("  grundy stress "))
        .unwrap();
    assert!(
        repro.starts_with("cf-1934d2 --size judge --seed 5 --cases 1 "),
        "{repro}"
    );
    let words: Vec<&str> = repro.split(" -- ").next().unwrap().split(' ').collect();
    let (again, out_again) = stress(words[0], &words[1..], &cmd);
    assert_eq!(again, Some(1), "{out_again}");
    assert_eq!(out_again.lines().next(), out.lines().next());
}

#[test]
fn a_passed_run_says_its_seeds_size_and_side_of_the_constraints() {
    // n = 1 cannot be broken: `second`, then the judge's `0 0`.
    let cmd: Vec<String> = ["sh", "-c", "read t; read n; echo second; read a b"]
        .map(String::from)
        .to_vec();
    let (status, out) = stress("cf-1934d2=1", &["--cases", "2", "--seed", "7"], &cmd);
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.starts_with(
            "stress cf-1934d2: all 2 cases passed (seeds 7 to 8, start t = 1, n = 1, \
             inside the judge's constraints; the judge's replies where it loses: "
        ) && out.contains("; most CPU of one case ")
            && out.contains(", elapsed "),
        "{out}"
    );
    // Reading to the end of the input, as a batch program does: the hint
    // names it.
    let (status, out) = stress(
        "cf-1934d2=1",
        &["--cases", "1", "--timeout", "0.3"],
        &[
            "sh".to_string(),
            "-c".to_string(),
            "cat > /dev/null".to_string(),
        ],
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("reading to the end of the input as `sys.stdin.read()`"),
        "{out}"
    );
}

#[test]
fn json_and_save_together_still_write_the_start() {
    // With --json the failure's start was described but never saved.
    let dir = std::env::temp_dir().join(format!("interactive-json-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (status, out) = stress(
        "abc278-g",
        &["--cases", "1", "--json", "--save", dir.to_str().unwrap()],
        &[
            "sh".to_string(),
            "-c".to_string(),
            "read x; echo first".to_string(),
        ],
    );
    assert_eq!(status, Some(1), "{out}");
    let file = dir.join("abc278-g-seed0.start");
    let saved = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}: {out}"));
    let summary = out.lines().nth(1).unwrap_or_default();
    assert!(
        summary.contains(&format!("\"minimal_start\":\"{}\"", saved.trim_end())),
        "{summary}"
    );
    assert!(
        summary.contains(&format!("\"saved\":\"{}\"", file.display())),
        "{summary}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_start_that_shrank_halfway_is_replayed_by_its_seed_not_written_out() {
    // It fails only on 500 games or more: shrinking keeps the first half
    // of the judge's 1000, then nothing smaller fails the same way. The
    // 500 numbers (about 10 KB) are not written into the repro line: it
    // replays the case's start by its seed and size, which fails the same
    // way, and the report says so.
    let cmd: Vec<String> = [
        "sh",
        "-c",
        "read t; if [ $t -ge 500 ]; then exit 3; fi; echo first",
    ]
    .map(String::from)
    .to_vec();
    let options = ["--size", "judge", "--cases", "1", "--seed", "5"];
    let (status, out) = stress("cf-1934d2", &options, &cmd);
    assert_eq!(status, Some(1), "{out}");
    assert!(out.contains("\nstart: t = 500, "), "{out}");
    let longest = out.lines().map(str::len).max().unwrap();
    assert!(longest < 600, "a line of {longest} bytes:\n{out}");
    let repro = out
        .lines()
        .find_map(|l| l.strip_prefix("  grundy stress "))
        .unwrap();
    assert!(
        repro.starts_with("cf-1934d2 --size judge --seed 5 --cases 1 "),
        "{repro}"
    );
    assert!(
        out.contains("this plays the start before shrinking, 1000 games, which failed the same way; the 500 games it shrank to"),
        "{out}"
    );
    let words: Vec<&str> = repro.split(" -- ").next().unwrap().split(' ').collect();
    let (again, out_again) = stress(words[0], &words[1..], &cmd);
    assert_eq!(again, Some(1), "{out_again}");
    assert!(
        out_again.contains("): RE (runtime error: exit status 3"),
        "{out_again}"
    );
}

#[test]
fn a_failure_in_one_of_several_games_names_the_game_and_replays_it_alone() {
    // Keeping the larger part passes the games of 3 and 5 and gives away
    // the third, 252's, against rare replies (seed 1): the report names
    // that game by its place and gives a line that plays it alone.
    let Some(cmd) = command(&folder("wrong").join("cf1934d2_keeps_the_larger.cpp")) else {
        return;
    };
    let (status, out) = stress(
        "cf-1934d2=3,5,252,6",
        &["--seed", "1", "--cases", "1"],
        &cmd,
    );
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains(
            "\nstart: t = 4, n = 3, 5, 252, 6, inside the judge's constraints\n\
             failed in game 3 of 4: 252 has an even number of set bits: the first player wins\n"
        ),
        "{out}"
    );
    let alone = out
        .lines()
        .find(|l| l.contains("# game 3 alone"))
        .unwrap_or_else(|| panic!("no line replays game 3 alone:\n{out}"));
    let words: Vec<&str> = alone
        .trim()
        .split(" -- ")
        .next()
        .unwrap()
        .split(' ')
        .collect();
    assert_eq!(
        &words[..4],
        ["grundy", "stress", "cf-1934d2=252", "--seed"],
        "{alone}"
    );
    let (again, out_again) = stress(words[2], &words[3..], &cmd);
    assert_eq!(again, Some(1), "{out_again}");
    assert!(out_again.contains("won game given away"), "{out_again}");
}

#[test]
fn a_passed_run_gives_its_peak_memory_and_the_seed_that_set_it() {
    let cmd: Vec<String> = ["sh", "-c", "read t; read n; echo second; read a b"]
        .map(String::from)
        .to_vec();
    let (status, out) = stress("cf-1934d2=1", &["--cases", "3", "--seed", "7"], &cmd);
    assert_eq!(status, Some(0), "{out}");
    let peak = out
        .split("; most CPU of one case ")
        .nth(1)
        .and_then(|rest| rest.split(", peak memory ").nth(1))
        .unwrap_or_else(|| panic!("no peak memory:\n{out}"));
    assert!(
        peak.contains(" MiB resident (seed ")
            && ["(seed 7)", "(seed 8)", "(seed 9)"]
                .iter()
                .any(|s| peak.contains(s)),
        "{out}"
    );
}
