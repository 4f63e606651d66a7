//! The laws and drivers, each shown failing on a solver made wrong on purpose.

// The drivers' error is a report, as in `check.rs`: its size costs nothing.
#![allow(clippy::result_large_err)]

use crate::comparison::Comparison;
use crate::oracle::nim::{Nim, Take};
use crate::{Answer, Check};

/// The laws a comparison found broken, each with its detail: what a test
/// of one law's report asserts.
pub(crate) fn laws_with_details(c: &Comparison) -> Vec<(&'static str, &str)> {
    c.broken_laws
        .iter()
        .map(|b| (b.law, b.detail.as_str()))
        .collect()
}

fn xor(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, h| x ^ h)
}

/// A right Nim solver: the xor, and every move that zeroes it. (A solver
/// takes the rules' position type, here `Vec<u64>`.)
#[allow(clippy::ptr_arg)]
fn nim(heaps: &Vec<u64>) -> Answer<Take> {
    let x = xor(heaps);
    let moves = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h ^ x < h)
        .map(|(heap, &h)| Take {
            heap,
            take: h - (h ^ x),
        })
        .collect::<Vec<_>>();
    let count = moves.len() as u64;
    Answer::grundy(x).with_moves(moves).with_count(count)
}

fn small() -> impl Iterator<Item = Vec<u64>> {
    (0..5).flat_map(|a| (0..5).flat_map(move |b| (0..4).map(move |c| vec![a, b, c])))
}

fn signature_of(solver: impl FnMut(&Vec<u64>) -> Answer<Take>) -> String {
    Check::new("nim", Nim::normal(), solver)
        .sweep(small())
        .unwrap_err()
        .signature()
}

#[test]
fn a_right_solver_passes_every_driver() {
    let mut check = Check::new("nim", Nim::normal(), nim);
    assert_eq!(check.sweep(small()).unwrap().checked, 100);
    let position = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        (0..3).map(|_| u.int_in_range(0..=6)).collect()
    };
    assert_eq!(check.random(7, 50, position).unwrap().checked, 50);
    check.fuzz(&[1, 2, 3], position);
}

#[test]
fn each_law_and_row_names_itself() {
    // A wrong value with the right winner: only the value row differs.
    let off_by_one = |h: &Vec<u64>| match nim(h) {
        Answer::Solved(mut s) if xor(h) == 3 => {
            s.grundy = Some(2);
            Answer::Solved(s)
        }
        other => other,
    };
    assert_eq!(signature_of(off_by_one), "nim:grundy");
    // A count apart from the list.
    let miscounted = |h: &Vec<u64>| nim(h).with_count(9);
    assert_eq!(signature_of(miscounted), "nim:winning-move-count");
    // Moves that are not moves, and moves to a won position.
    let illegal = |h: &Vec<u64>| Answer::grundy(xor(h)).with_moves(vec![Take { heap: 9, take: 1 }]);
    let report = Check::new("nim", Nim::normal(), illegal)
        .position(&vec![1])
        .unwrap_err();
    assert_eq!(report.signature(), "nim:winning-moves");
    let laws = Check::new("nim", Nim::normal(), illegal).compare(&vec![1]);
    let names: Vec<_> = laws.broken_laws.iter().map(|b| b.law).collect();
    assert_eq!(names, ["winning-move-is-legal"]);
    // A legal move to a position the solver calls won, and a lost position
    // given a move.
    let bad_move =
        |h: &Vec<u64>| Answer::grundy(xor(h)).with_moves(vec![Take { heap: 0, take: 1 }]);
    let names = |position: Vec<u64>| -> Vec<&str> {
        let c = Check::new("nim", Nim::normal(), bad_move).compare(&position);
        c.broken_laws.iter().map(|b| b.law).collect()
    };
    assert_eq!(names(vec![1, 2]), ["winning-move-leaves-a-loss"]);
    assert_eq!(
        names(vec![2, 2]),
        ["winning-move-leaves-a-loss", "loss-has-no-winning-move"]
    );
    // The moves are written as the rules write them, not as Rust's Debug.
    let c = Check::new("nim", Nim::normal(), bad_move).compare(&vec![2, 2]);
    let nim_rules = Nim::normal();
    let shown =
        oracle::search::Rules::show_move(&nim_rules, &vec![2, 2], &Take { heap: 0, take: 1 });
    assert_eq!(
        c.broken_laws[1].detail,
        format!("lost, yet moves [{shown}]")
    );
    assert!(!shown.contains("Take"), "{shown}");
    let no_move = |h: &Vec<u64>| Answer::<Take>::grundy(xor(h)).with_moves(vec![]);
    let c = Check::new("nim", Nim::normal(), no_move).compare(&vec![1]);
    assert_eq!(c.broken_laws[0].law, "win-has-a-winning-move");
    // A winner decided apart from the value, and not by it.
    let apart = |h: &Vec<u64>| Answer::<Take>::winner(true).with_grundy(xor(h));
    let c = Check::new("nim", Nim::normal(), apart).compare(&vec![2, 2]);
    assert_eq!(c.broken_laws[0].law, "grundy-decides-the-winner", "{c:?}");
}

#[test]
fn laws_hold_where_the_oracle_gives_up() {
    // Beyond the budget no row is compared, and a right solver still agrees.
    let c = Check::new("nim", Nim::normal(), nim).compare(&vec![1 << 40, 3]);
    assert!(c.oracle_gave_up() && c.agrees(), "{c:?}");
    // A value that is not the mex of the children's is caught by the law
    // alone (a budget of one state: the oracle answers nothing).
    let wrong_at_2_3 = |h: &Vec<u64>| {
        if h == &vec![2, 3] {
            Answer::<Take>::grundy(2)
        } else {
            nim(h)
        }
    };
    let c = Check::new("nim", Nim::normal(), wrong_at_2_3)
        .budget(1)
        .compare(&vec![2, 3]);
    assert!(c.oracle_gave_up(), "{c:?}");
    let names: Vec<_> = c.broken_laws.iter().map(|b| b.law).collect();
    assert_eq!(names, ["grundy-is-mex-of-children"], "{c:?}");
    // The children's values distinct and sorted: the gap at the mex shows.
    assert_eq!(
        c.broken_laws[0].detail,
        "grundy 2, but its 5 children have the values [0, 2, 3], whose mex is 1"
    );
}

#[test]
fn the_rules_play_judges_a_move_among_more_than_can_be_looked_up() {
    // A heap of 2^64 - 1 has more moves than the laws look at: Nim's
    // `Rules::play` says the move is none, and `Rules::show_move` writes it.
    let huge = vec![u64::MAX, 1];
    let too_much =
        |_: &Vec<u64>| Answer::grundy(u64::MAX - 1).with_moves(vec![Take { heap: 1, take: 2 }]);
    let c = Check::new("nim", Nim::normal(), too_much)
        .budget(10)
        .compare(&huge);
    let laws = laws_with_details(&c);
    assert_eq!(
        laws,
        [("winning-move-is-legal", "heap 1 to 0 is not a move")],
        "{c:?}"
    );
    // The check's own `play` and `show_move` come before the rules'.
    let c = Check::new("nim", Nim::normal(), too_much)
        .budget(10)
        .play(|heaps, _| Some(heaps.clone()))
        .show_move(|_, m| format!("{} off heap {}", m.take, m.heap))
        .compare(&huge);
    let laws = laws_with_details(&c);
    let detail = "after 2 off heap 1 (to [18446744073709551615, 1]) the solver says the mover's opponent wins";
    assert_eq!(laws, [("winning-move-leaves-a-loss", detail)], "{c:?}");
}

#[test]
fn a_refusal_is_skipped_not_failed() {
    let refuses = |h: &Vec<u64>| {
        if h.iter().sum::<u64>() > 4 {
            Answer::outside("more than 4 counters")
        } else {
            nim(h)
        }
    };
    let summary = Check::new("nim", Nim::normal(), refuses)
        .sweep(small())
        .unwrap();
    assert_eq!((summary.checked, summary.outside), (100, 66));
}

#[test]
fn the_repro_names_the_seed_and_the_test_and_can_be_set() {
    let wrong = |h: &Vec<u64>| Answer::<Take>::grundy(h.iter().sum());
    let position = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        (0..2).map(|_| u.int_in_range(1..=1)).collect()
    };
    let report = Check::new("nim", Nim::normal(), wrong)
        .random(42, 10, position)
        .unwrap_err();
    // The test harness names this thread after the test.
    let rerun = "tests::the_repro_names_the_seed_and_the_test_and_can_be_set";
    let this_test = format!("cargo test {rerun} -- --exact --include-ignored");
    assert_eq!(report.repro, format!("GRUNDY_CHECK_SEED=42 {this_test}"));
    assert_eq!(report.position, "[1, 1]");
    let report = Check::new("nim", Nim::normal(), wrong)
        .position(&vec![1, 1])
        .unwrap_err();
    assert_eq!(report.repro, this_test);
    // Outside a test harness's named thread, no test is named.
    let unnamed = std::thread::spawn(move || {
        let report = Check::new("nim", Nim::normal(), wrong)
            .random(42, 10, position)
            .unwrap_err();
        report.repro
    });
    assert_eq!(unnamed.join().unwrap(), "GRUNDY_CHECK_SEED=42 cargo test");
    let report = Check::new("nim", Nim::normal(), wrong)
        .show_position(|h| format!("{h:?}").replace(['[', ']', ','], ""))
        .repro(|p, _| format!("my-tool {p}"))
        .position(&vec![1, 1])
        .unwrap_err();
    assert_eq!(report.repro, "my-tool 1 1");
}

#[cfg(feature = "quickcheck")]
#[test]
fn quickcheck_shrinks_to_a_small_failing_position() {
    // Wrong on every position with a heap of at least 3.
    // Wrong where a heap is 3 or more and the value 2 or more: the outcome
    // is right, so every failure is of one kind (`nim:grundy`).
    let wrong = |h: &Vec<u64>| {
        if h.iter().any(|&x| x >= 3) && xor(h) >= 2 {
            Answer::<Take>::grundy(xor(h) ^ 1)
        } else {
            nim(h)
        }
    };
    let position = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        let n = u.int_in_range(1..=3)?;
        (0..n).map(|_| u.int_in_range(0..=9)).collect()
    };
    let report = Check::new("nim", Nim::normal(), wrong)
        .quickcheck(200, 5, position)
        .unwrap_err();
    assert_eq!(
        report.repro,
        "GRUNDY_CHECK_SEED=5 cargo test tests::quickcheck_shrinks_to_a_small_failing_position \
         -- --exact --include-ignored"
    );
    let heaps: Vec<u64> = report
        .position
        .trim_matches(['[', ']'])
        .split(", ")
        .map(|w| w.parse().unwrap())
        .collect();
    assert!(heaps.iter().any(|&h| h >= 3), "{report}");
    // Shrunk: one heap of 3, or fewer counters than the generator's first pick.
    assert!(heaps.len() <= 2, "{report}");
}

/// A generator that never builds a position: it asks for more bytes than
/// any driver hands it.
fn never_builds(u: &mut arbitrary::Unstructured) -> arbitrary::Result<Vec<u64>> {
    u.bytes(1 << 20)?;
    Ok(vec![1])
}

#[test]
fn a_random_failure_is_reported_at_the_smallest_position_its_bytes_shrink_to() {
    // Wrong on every position with a heap of at least 7.
    let wrong = |h: &Vec<u64>| match h.iter().any(|&x| x >= 7) {
        true => Answer::<Take>::grundy(xor(h) ^ 1),
        false => nim(h),
    };
    let position = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        let n = u.int_in_range(1..=4)?;
        (0..n).map(|_| u.int_in_range(0..=30)).collect()
    };
    for seed in [3, 4, 5] {
        let report = Check::new("nim", Nim::normal(), wrong)
            .random(seed, 100, position)
            .unwrap_err();
        assert_eq!(report.position, "[7]", "seed {seed}: {report}");
        assert_eq!(report.signature(), "nim:grundy");
    }
}

/// The message a driver panicked with: it must panic.
fn panic_message<T>(run: impl FnOnce() -> Result<T, crate::Discrepancy>) -> String {
    let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        run().map(|_| ()).map_err(|report| report.signature())
    }))
    .expect_err("a run that compared nothing passed");
    match panic.downcast::<String>() {
        Ok(message) => *message,
        Err(panic) => panic.downcast_ref::<&str>().expect("a message").to_string(),
    }
}

#[test]
fn a_random_run_that_built_no_position_fails_and_says_so() {
    let mut check = Check::new("nim", Nim::normal(), nim);
    assert_eq!(check.random(7, 0, never_builds).unwrap().checked, 0);
    let message = panic_message(|| check.random(7, 30, never_builds));
    assert!(
        message.starts_with("random: none of the 30 tries built a position"),
        "{message}"
    );
    // Built, but every one outside the solver's domain: nothing compared.
    let refuses = |_: &Vec<u64>| Answer::<Take>::outside("not mine");
    let mut check = Check::new("nim", Nim::normal(), refuses);
    let message = panic_message(|| check.random(7, 20, |u| Ok(vec![u.int_in_range(0..=5)?])));
    assert!(
        message.starts_with("random: the solver called all 20 positions built outside its domain"),
        "{message}"
    );
}

#[test]
fn a_sweep_of_no_positions_fails_and_says_so() {
    // A bound gone wrong hands the sweep nothing.
    let mut check = Check::new("nim", Nim::normal(), nim);
    let message = panic_message(|| check.sweep(Vec::<Vec<u64>>::new()));
    assert_eq!(
        message,
        "sweep: it was given no positions, so nothing was checked"
    );
    assert_eq!(check.sweep([vec![3]]).unwrap().checked, 1);
}

#[cfg(feature = "quickcheck")]
#[test]
fn quickcheck_counts_what_it_checked_as_the_other_drivers_do() {
    // Bytes that build no position are skipped, not counted; a run where
    // none built one fails, naming the driver.
    let now_and_then = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        match u.arbitrary::<u8>()? % 2 {
            0 => Err(arbitrary::Error::IncorrectFormat),
            _ => Ok(vec![1]),
        }
    };
    let mut check = Check::new("nim", Nim::normal(), nim);
    let checked = check.quickcheck(40, 5, now_and_then).unwrap().checked;
    assert!(0 < checked && checked < 40, "{checked} of 40 built");
    let message = panic_message(|| check.quickcheck(10, 5, never_builds));
    assert!(
        message.starts_with("quickcheck: none of the 10 tries built a position"),
        "{message}"
    );
    // Positions past the budget are counted as the oracle's give-ups.
    let one_heap = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        Ok(vec![u.int_in_range(0..=40)?])
    };
    let summary = Check::new("nim", Nim::normal(), nim)
        .budget(20)
        .quickcheck(40, 5, one_heap)
        .unwrap();
    assert_eq!(summary.checked, 40);
    assert!(
        0 < summary.oracle_gave_up && summary.oracle_gave_up < 40,
        "{summary}"
    );
}

/// Every driver, where the oracle answered no position (each past its
/// budget), fails and says so: it compared nothing with the oracle.
#[test]
fn a_run_the_oracle_answered_nowhere_fails_and_says_so() {
    let heaps = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        Ok(vec![u.int_in_range(4..=9)?, 3])
    };
    let expected = "the oracle answered none of the 10 positions the solver answered";
    for budget in [0, 1] {
        let mut check = Check::new("nim", Nim::normal(), nim).budget(budget);
        let message = panic_message(|| check.sweep((4..14).map(|h| vec![h, 3])));
        assert!(
            message.starts_with(&format!("sweep: {expected}")),
            "{message}"
        );
        let message = panic_message(|| check.random(5, 10, heaps));
        assert!(
            message.starts_with(&format!("random: {expected}")),
            "{message}"
        );
        #[cfg(feature = "quickcheck")]
        {
            let message = panic_message(|| check.quickcheck(10, 5, heaps));
            assert!(
                message.starts_with(&format!("quickcheck: {expected}")),
                "{message}"
            );
        }
    }
    // Not asked is no answer either: a run of laws alone says so.
    let mut check = Check::new("nim", Nim::normal(), nim).not_asked(|_| Some("never".into()));
    let message = panic_message(|| check.sweep((4..14).map(|h| vec![h, 3])));
    assert!(
        message.contains("10 positions checked: 0 compared with the oracle, 10 past its budget"),
        "{message}"
    );
}

#[test]
fn the_seed_comes_from_the_environment_and_a_bad_one_is_named() {
    // The only test of this binary that reads the variable.
    std::env::set_var(crate::check::SEED_VARIABLE, " 42 ");
    assert_eq!(crate::seed(), 42);
    std::env::set_var(crate::check::SEED_VARIABLE, "forty-two");
    let panic = std::panic::catch_unwind(crate::seed).unwrap_err();
    let message = panic.downcast_ref::<String>().expect("a formatted message");
    assert!(
        message.starts_with("GRUNDY_CHECK_SEED: expected a whole number")
            && message.ends_with("found `forty-two`"),
        "{message}"
    );
    std::env::remove_var(crate::check::SEED_VARIABLE);
}

#[test]
fn a_failure_disagrees_where_the_oracle_answers() {
    use crate::Question;
    let failing = |_: &Vec<u64>| Answer::<Take>::failed("no table").failing(Question::Grundy);
    let mut check = Check::new("nim", Nim::normal(), failing);
    let report = check.position(&vec![1, 2]).unwrap_err();
    assert_eq!(report.signature(), "nim:outcome");
    assert_eq!(report.solver, "no answer: no table");
    let c = check.compare(&vec![1, 2]);
    let fields: Vec<_> = c.rows.iter().map(|r| r.field).collect();
    assert_eq!(fields, ["outcome", "grundy"]);
    // Past the oracle's reach a failure has nothing to disagree with.
    let mut tiny = Check::new("nim", Nim::normal(), failing).budget(4);
    assert!(tiny.position(&vec![40, 50, 60]).is_ok());
}

#[test]
fn a_law_of_the_games_own_is_reported_and_notes_are_kept() {
    let noted = |h: &Vec<u64>| nim(h).with_note("xor rule");
    let c = Check::new("nim", Nim::normal(), noted).compare(&vec![3]);
    assert_eq!(c.notes, ["xor rule"]);
    let own = |h: &Vec<u64>| {
        nim(h).with_law("heaps-are-small", h.iter().all(|&x| x < 4), || "big".into())
    };
    assert_eq!(signature_of(own), "nim:heaps-are-small");
}

/// The winning-moves row of a check whose moves are written by the size of
/// their heap, for a solver that answers `moves` on `heaps`.
fn moves_by_heap_size(heaps: Vec<u64>, moves: Vec<Take>, alike_once: bool) -> (String, String) {
    let solver = move |_: &Vec<u64>| Answer::winner(true).with_moves(moves.clone());
    let by_size = |heaps: &Vec<u64>, m: &Take| format!("{} from {}", m.take, heaps[m.heap]);
    let check = Check::new("nim", Nim::normal(), solver).show_move(by_size);
    let size_and_take = |heaps: &Vec<u64>, m: &Take| (heaps[m.heap], m.take);
    let mut check = match alike_once {
        true => check.oracle_moves_alike(move |heaps, a, b| {
            size_and_take(heaps, a) == size_and_take(heaps, b)
        }),
        false => check,
    };
    let c = check.compare(&heaps);
    let row = c.rows.iter().find(|r| r.field == "winning-moves").unwrap();
    (row.solver.clone().unwrap(), row.oracle.clone().unwrap())
}

#[test]
fn the_oracles_alike_moves_are_listed_once_and_the_solvers_as_they_are() {
    let one_from = |heap| Take { heap, take: 1 };
    // [1, 2]: one winning move, nothing to merge.
    let (solver, oracle) = moves_by_heap_size(vec![1, 2], vec![one_from(1)], true);
    assert_eq!(
        (solver.as_str(), oracle.as_str()),
        ("[1 from 2]", "[1 from 2]")
    );
    // [1, 1, 1]: three winning takes, each written "1 from 1".
    let twice = vec![one_from(0), one_from(1)];
    let (solver, oracle) = moves_by_heap_size(vec![1, 1, 1], twice.clone(), true);
    assert_eq!(oracle, "[1 from 1]");
    assert_eq!(
        solver, "[1 from 1, 1 from 1]",
        "the solver's list is kept as it is"
    );
    let (_, oracle) = moves_by_heap_size(vec![1, 1, 1], twice, false);
    assert_eq!(oracle, "[1 from 1, 1 from 1, 1 from 1]");
}

/// The laws `solver` breaks on `heaps`, with every move's child asked
/// (`law_moves` moves at most) and the oracle not asked at all: what the
/// tests of `winning-moves-are-every-move-to-a-loss` read.
fn every_move_laws(
    solver: impl FnMut(&Vec<u64>) -> Answer<Take> + 'static,
    heaps: Vec<u64>,
    law_moves: usize,
) -> Vec<(&'static str, String)> {
    let mut check = Check::new("nim", Nim::normal(), solver)
        .not_asked(|_| Some("not asked".into()))
        .law_moves(law_moves)
        .every_move_where(|heaps| heaps.len() == 3);
    let c = check.compare(&heaps);
    let laws = laws_with_details(&c);
    laws.into_iter().map(|(l, d)| (l, d.to_string())).collect()
}

/// Nim's answer with `change` made to its winning moves.
fn nim_with_moves(change: impl Fn(&mut Vec<Take>)) -> impl FnMut(&Vec<u64>) -> Answer<Take> {
    move |heaps| match nim(heaps) {
        Answer::Solved(mut s) => {
            if let Some(moves) = s.winning_moves.as_mut() {
                change(moves);
                s.winning_move_count = Some(moves.len() as u64);
            }
            Answer::Solved(s)
        }
        other => other,
    }
}

#[test]
fn every_move_to_a_loss_is_a_winning_move_where_asked() {
    // [3, 5, 7]: 15 moves, three of them (one from each heap) to a loss.
    let all = "every move to a loss: [heap 0 to 2, heap 1 to 4, heap 2 to 6]";
    assert_eq!(every_move_laws(nim, vec![3, 5, 7], 15), []);
    // A winning move left out.
    let drops_the_last = nim_with_moves(|moves| {
        moves.pop();
    });
    let laws = every_move_laws(drops_the_last, vec![3, 5, 7], 15);
    let detail = format!("missing [heap 2 to 6]; {all}, listed: [heap 0 to 2, heap 1 to 4]");
    assert_eq!(laws, [("winning-moves-are-every-move-to-a-loss", detail)]);
    // A move to a win added: the move's own law sees it too.
    let adds_a_loser = nim_with_moves(|moves| moves.push(Take { heap: 2, take: 7 }));
    let laws = every_move_laws(adds_a_loser, vec![3, 5, 7], 15);
    let listed = "[heap 0 to 2, heap 1 to 4, heap 2 to 6, heap 2 to 0]";
    let detail = format!("extra [heap 2 to 0]; {all}, listed: {listed}");
    assert_eq!(laws[1], ("winning-moves-are-every-move-to-a-loss", detail));
    assert_eq!(laws[0].0, "winning-move-leaves-a-loss");
    // A position not asked about (four heaps) is not held to it.
    let drops_the_last = nim_with_moves(|moves| {
        moves.pop();
    });
    assert_eq!(every_move_laws(drops_the_last, vec![3, 5, 7, 0], 15), []);
}

#[test]
fn a_panic_is_a_discrepancy_at_the_position_it_happened_on() {
    let breaks_on_3 = |heaps: &Vec<u64>| match heaps[..] {
        [3] => panic!("no table for heap {}", heaps[0]),
        _ => nim(heaps),
    };
    let mut check = Check::new("nim", Nim::normal(), breaks_on_3);
    let report = check.sweep((0..=5).map(|h| vec![h])).unwrap_err();
    assert_eq!(report.signature(), "nim:panicked");
    assert_eq!(report.position, "[3]");
    let solver = report.solver.strip_prefix(
        "panicked in the solver (at the position): no table for heap 3 (at check/src/tests.rs:",
    );
    assert!(solver.is_some(), "{report}");
    assert_eq!(report.oracle, "(not compared: the solver panicked)");
    assert_eq!(
        report.repro,
        "cargo test tests::a_panic_is_a_discrepancy_at_the_position_it_happened_on \
         -- --exact --include-ignored"
    );
    // A random run's seed, chosen by the clock, is kept in the repro.
    let mut check =
        Check::new("nim", Nim::normal(), breaks_on_3).repro(|_, seed| format!("{seed:?}"));
    let report = check
        .random(17, 100, |u| Ok(vec![u.int_in_range(0..=5)?]))
        .unwrap_err();
    assert_eq!(
        (report.what.as_str(), report.repro.as_str()),
        ("panicked", "Some(17)")
    );
}

#[test]
fn a_random_panic_shrinks_to_the_smallest_position_that_panics_alike() {
    // Panics at any heap of 7 or more; and, elsewhere, at a lone empty heap.
    let breaks = |heaps: &Vec<u64>| {
        assert!(heaps[..] != [0], "a lone empty heap");
        match heaps.iter().find(|&&h| h >= 7) {
            Some(h) => panic!("heap {h} is past the table"),
            None => nim(heaps),
        }
    };
    let heaps = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Vec<u64>> {
        let n = u.int_in_range(1..=4)?;
        (0..n).map(|_| u.int_in_range(0..=30)).collect()
    };
    let report = Check::new("nim", Nim::normal(), breaks)
        .random(3, 500, heaps)
        .unwrap_err();
    // The first panic found is past the table; it shrinks to the smallest
    // such position, never to [0] (which a shrink tries first), since it
    // panics of another kind.
    assert_eq!(report.position, "[7]", "{report}");
    assert!(
        report
            .solver
            .starts_with("panicked in the solver (at the position): heap 7 is past the table"),
        "{report}"
    );
    // quickcheck's shrink keeps the kind too.
    #[cfg(feature = "quickcheck")]
    {
        let report = Check::new("nim", Nim::normal(), breaks)
            .quickcheck(500, 3, heaps)
            .unwrap_err();
        assert!(report.solver.contains("is past the table"), "{report}");
    }
}

#[test]
fn every_move_to_a_loss_is_for_where_the_oracle_gave_up_or_disagrees() {
    // A children's winner that misjudges [3, 5, 0] (a win: xor 6) as lost,
    // so the law would call heap 2 to 0 a missing winning move.
    fn check<S: FnMut(&Vec<u64>) -> Answer<Take>>(solver: S) -> Check<Nim, S> {
        Check::new("nim", Nim::normal(), solver)
            .every_move_where(|_| true)
            .children_winner(|heaps| Some(heaps[..] != [3, 5, 0] && xor(heaps) != 0))
    }
    // The oracle's winning moves are the solver's: not asked.
    let c = check(nim_with_moves(|_| {})).compare(&vec![3, 5, 7]);
    assert!(c.agrees(), "{c:?}");
    // Past the oracle's budget it is asked, and finds the misjudged child.
    let c = check(nim_with_moves(|_| {}))
        .budget(1)
        .compare(&vec![3, 5, 7]);
    let laws = laws_with_details(&c);
    assert_eq!(
        laws[0].0, "winning-moves-are-every-move-to-a-loss",
        "{laws:?}"
    );
    assert!(laws[0].1.starts_with("missing [heap 2 to 0]"), "{laws:?}");
    // Where the oracle disagrees with the solver's list, it is asked too.
    let drops_the_last = nim_with_moves(|moves| {
        moves.pop();
    });
    let c = check(drops_the_last).compare(&vec![3, 5, 7]);
    let laws: Vec<_> = laws_with_details(&c).into_iter().map(|(l, _)| l).collect();
    assert!(
        laws.contains(&"winning-moves-are-every-move-to-a-loss"),
        "{laws:?}"
    );
}

#[test]
fn every_move_to_a_loss_is_undecided_past_the_law_moves_or_on_a_refused_child() {
    let drops_the_first = || {
        nim_with_moves(|moves| {
            if !moves.is_empty() {
                moves.remove(0);
            }
        })
    };
    // 15 moves: asked with 15 law moves, not with 14.
    assert_eq!(
        every_move_laws(drops_the_first(), vec![3, 5, 7], 15).len(),
        1
    );
    assert_eq!(every_move_laws(drops_the_first(), vec![3, 5, 7], 14), []);
    // A child the children's solver refuses (or fails on) decides nothing.
    for refusal in [Answer::outside("too big"), Answer::failed("broke")] {
        let mut check = Check::new("nim", Nim::normal(), drops_the_first())
            .not_asked(|_| Some("not asked".into()))
            .every_move_where(|_| true)
            .for_children(move |heaps: &Vec<u64>| match heaps[..] {
                [3, 5, 0] => refusal.clone(),
                _ => nim(heaps),
            });
        assert_eq!(laws_with_details(&check.compare(&vec![3, 5, 7])), []);
    }
    // So does one that the children's winner does not say, and the winner
    // is asked before the children's solver.
    let mut check = Check::new("nim", Nim::normal(), drops_the_first())
        .not_asked(|_| Some("not asked".into()))
        .every_move_where(|_| true)
        .for_children(|_| Answer::failed("not asked for children"))
        .children_winner(|heaps| (heaps[..] != [3, 5, 0]).then(|| xor(heaps) != 0));
    assert_eq!(laws_with_details(&check.compare(&vec![3, 5, 7])), []);
    // With an answer for every child, the law is decided though the
    // children's solver fails on all of them: the winner was asked first.
    let mut check = Check::new("nim", Nim::normal(), drops_the_first())
        .not_asked(|_| Some("not asked".into()))
        .every_move_where(|_| true)
        .for_children(|_| Answer::failed("not asked for children"))
        .children_winner(|heaps| Some(xor(heaps) != 0));
    let c = check.compare(&vec![3, 5, 7]);
    assert_eq!(
        c.broken_laws[0].law,
        "winning-moves-are-every-move-to-a-loss"
    );
}

#[test]
fn every_move_to_a_loss_is_listed_in_the_checks_order_alike_moves_once() {
    // From the last heap to the first: the solver's ascending list is out
    // of that order, with the same moves.
    let mut check = Check::new("nim", Nim::normal(), nim)
        .not_asked(|_| Some("not asked".into()))
        .every_move_where(|_| true)
        .order_moves(|_, a, b| b.heap.cmp(&a.heap));
    let c = check.compare(&vec![3, 5, 7]);
    let detail = "the same moves, listed otherwise; every move to a loss: \
        [heap 2 to 6, heap 1 to 4, heap 0 to 2], listed: [heap 0 to 2, heap 1 to 4, heap 2 to 6]";
    let laws = laws_with_details(&c);
    assert_eq!(laws, [("winning-moves-are-every-move-to-a-loss", detail)]);
    // [1, 1, 1] with takes told apart by heap size only: the three moves to
    // a loss are one, so one listed is all of them, and two are too many.
    let alike = |heaps: &Vec<u64>, a: &Take, b: &Take| heaps[a.heap] == heaps[b.heap];
    let answer = |heaps: Vec<usize>| {
        let moves: Vec<Take> = heaps.iter().map(|&heap| Take { heap, take: 1 }).collect();
        move |_: &Vec<u64>| Answer::winner(true).with_moves(moves.clone())
    };
    let laws = |heaps: Vec<usize>| {
        let mut check = Check::new("nim", Nim::normal(), answer(heaps))
            .not_asked(|_| Some("not asked".into()))
            .every_move_where(|_| true)
            .for_children(nim)
            .oracle_moves_alike(alike);
        let c = check.compare(&vec![1, 1, 1]);
        c.broken_laws.iter().map(|b| b.law).collect::<Vec<_>>()
    };
    assert_eq!(laws(vec![1]), Vec::<&str>::new());
    assert_eq!(laws(vec![0, 2]), ["winning-moves-are-every-move-to-a-loss"]);
}

/// Nim whose rules panic at one position: in `moves` (which the oracle's
/// search calls) or in `play` (which only the laws call).
struct NimBrokenAt {
    nim: Nim,
    moves_at: Option<Vec<u64>>,
    play_at: Option<Vec<u64>>,
}

impl NimBrokenAt {
    fn moves_at(heaps: Vec<u64>) -> Self {
        NimBrokenAt {
            nim: Nim::normal(),
            moves_at: Some(heaps),
            play_at: None,
        }
    }

    fn play_at(heaps: Vec<u64>) -> Self {
        NimBrokenAt {
            nim: Nim::normal(),
            moves_at: None,
            play_at: Some(heaps),
        }
    }
}

impl crate::oracle::search::Rules for NimBrokenAt {
    type Position = Vec<u64>;
    type Move = Take;

    fn moves<'a>(
        &'a self,
        heaps: &'a Vec<u64>,
    ) -> crate::oracle::search::Moves<'a, Take, Vec<u64>> {
        assert!(
            self.moves_at.as_ref() != Some(heaps),
            "no moves listed for {heaps:?}"
        );
        self.nim.moves(heaps)
    }

    fn play(&self, heaps: &Vec<u64>, m: &Take) -> crate::oracle::search::Played<Vec<u64>> {
        assert!(
            self.play_at.as_ref() != Some(heaps),
            "no play from {heaps:?}"
        );
        self.nim.play(heaps, m)
    }
}

/// A panic in the rules is the rules', on the oracle's side of the report,
/// and names what they were doing; the solver's side says it was not
/// compared.
#[test]
fn a_panic_in_the_rules_is_blamed_on_the_rules() {
    let report = Check::new("nim", NimBrokenAt::moves_at(vec![3]), nim)
        .sweep((0..=5).map(|h| vec![h]))
        .unwrap_err();
    assert_eq!(
        (report.signature().as_str(), report.position.as_str()),
        ("nim:panicked", "[3]")
    );
    assert_eq!(report.solver, "(not compared: the rules panicked)");
    let oracle = report.oracle.strip_prefix(
        "panicked in the rules (in the oracle's search of them): \
         no moves listed for [3] (at check/src/tests.rs:",
    );
    assert!(oracle.is_some(), "{report}");

    // Where the oracle is not asked, the laws still call the rules.
    let report = Check::new("nim", NimBrokenAt::play_at(vec![3, 1]), nim)
        .not_asked(|_| Some("not asked".into()))
        .position(&vec![3, 1])
        .unwrap_err();
    assert_eq!(report.solver, "(not compared: the rules panicked)");
    let oracle = report.oracle.strip_prefix(
        "panicked in the rules (`Rules::play`, of a winning move): \
         no play from [3, 1] (at check/src/tests.rs:",
    );
    assert!(oracle.is_some(), "{report}");
}

/// The solver asked about a child by the laws (itself, `for_children` or
/// `children_winner`) is the solver, and its report says so.
#[test]
fn a_panic_of_the_solver_at_a_child_is_the_solvers() {
    let breaks_at_0 = |heaps: &Vec<u64>| {
        assert!(heaps[..] != [1, 1], "no table for {heaps:?}");
        nim(heaps)
    };
    let not_asked = |heaps: &Vec<u64>| (heaps[..] != [1, 1]).then(|| "not asked".to_string());
    let report = Check::new("nim", Nim::normal(), breaks_at_0)
        .not_asked(not_asked)
        .position(&vec![2, 1])
        .unwrap_err();
    assert!(
        report.solver.starts_with(
            "panicked in the solver (at a child, for the laws) at [1, 1]: no table for [1, 1] (at check/src/tests.rs:"
        ),
        "{report}"
    );
    assert_eq!(report.oracle, "(not compared: the solver panicked)");
    let report = Check::new("nim", Nim::normal(), nim)
        .not_asked(not_asked)
        .for_children(breaks_at_0)
        .position(&vec![2, 1])
        .unwrap_err();
    assert!(
        report.solver.starts_with(
            "panicked in the solver (`for_children`, at a child, for the laws) at [1, 1]: no table"
        ),
        "{report}"
    );
    let report = Check::new("nim", Nim::normal(), nim)
        .not_asked(not_asked)
        .children_winner(move |heaps| Some(breaks_at_0(heaps).solution()?.first_player_wins))
        .position(&vec![2, 1])
        .unwrap_err();
    assert!(
        report.solver.starts_with(
            "panicked in the solver (`children_winner`, at a child) at [1, 1]: no table"
        ),
        "{report}"
    );
}

/// A closure given to the check that panics is named: the report of a
/// wrong answer whose position cannot be written is of that panic, the
/// position written by its `Debug`.
#[test]
fn a_panic_in_a_closure_given_to_the_check_names_it() {
    let wrong = |heaps: &Vec<u64>| Answer::<Take>::grundy(heaps.iter().sum());
    let report = Check::new("nim", Nim::normal(), wrong)
        .show_position(|heaps| format!("{}", heaps[5]))
        .position(&vec![1, 1])
        .unwrap_err();
    assert_eq!(
        (report.signature().as_str(), report.position.as_str()),
        ("nim:panicked", "[1, 1]")
    );
    assert_eq!(
        report.solver,
        "(not compared: the check's `show_position` panicked)"
    );
    assert!(
        report.oracle.starts_with(
            "panicked in the check's `show_position`: index out of bounds: the len is 2 but the index is 5"
        ),
        "{report}"
    );
    assert_eq!(
        report.repro,
        "(none: the check's closure panicked writing the report)"
    );
    let asks_own = |heaps: &Vec<u64>| nim(heaps).with_row("own", "7");
    let report = Check::new("nim", Nim::normal(), asks_own)
        .row("own", |_, _| panic!("no oracle side"))
        .position(&vec![1, 2])
        .unwrap_err();
    assert!(
        report.oracle.starts_with(
            "panicked in the check's `row, order_moves or oracle_moves_alike`: no oracle side"
        ),
        "{report}"
    );
}
