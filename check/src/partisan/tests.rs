//! The partisan rows, laws and drivers, each shown failing on a solver made
//! wrong on purpose.

// The drivers' error is a report, as in `check.rs`: its size costs nothing.
#![allow(clippy::result_large_err)]

use super::{
    Outcome, PartisanAnswer, PartisanCheck, PartisanEngine, PartisanRules, Player, VisitMove,
};
use crate::comparison::Comparison;
use crate::oracle::northcott::{Northcott, Position, Row, Slide};
use crate::oracle::retrograde::{Packed, Retrograde};
use crate::tests::laws_with_details;
use std::ops::ControlFlow;

fn mover(p: &Position) -> Player {
    Northcott { columns: 2 }.to_move(p)
}

/// A right Northcott solver: the mover wins when the gaps' xor is not 0,
/// by closing (or opening) one gap to make it 0.
fn northcott(columns: u64) -> impl Fn(&Position) -> PartisanAnswer<Slide> {
    move |p| {
        let gap = |r: &Row| r.first.abs_diff(r.second) - 1;
        let x = p.rows.iter().fold(0, |x, r| x ^ gap(r));
        let mut moves = Vec::new();
        for (row, r) in p.rows.iter().enumerate() {
            let (own, other) = match p.to_move {
                Player::First => (r.first, r.second),
                Player::Second => (r.second, r.first),
            };
            let want = gap(r) ^ x;
            let to = match own < other {
                true => other.checked_sub(want + 1),
                false => Some(other + want + 1),
            };
            let legal = |&to: &u64| (1..=columns).contains(&to) && to != own && x != 0;
            moves.extend(to.filter(legal).map(|to| Slide { row, to }));
        }
        let winner = if x != 0 { mover(p) } else { mover(p).other() };
        PartisanAnswer::outcome(Outcome::Wins(winner)).with_moves(moves)
    }
}

fn check(
    solver: impl Fn(&Position) -> PartisanAnswer<Slide> + 'static,
) -> PartisanCheck<Northcott> {
    let engine = Box::new(Retrograde::new(Northcott { columns: 5 }, 100_000));
    // Moves read as the oracle's Northcott rules write them: `row 0 to 4`.
    PartisanCheck::new("northcott", engine, solver)
}

/// Every position of one or two rows on a board of 5, either player to move.
fn small() -> Vec<Position> {
    let rows: Vec<Row> = (1..=5)
        .flat_map(|first| (1..=5).map(move |second| Row { first, second }))
        .filter(|r| r.first != r.second)
        .collect();
    let mut out = Vec::new();
    for to_move in [Player::First, Player::Second] {
        for a in &rows {
            out.push(Position {
                rows: vec![*a],
                to_move,
            });
            for b in &rows {
                out.push(Position {
                    rows: vec![*a, *b],
                    to_move,
                });
            }
        }
    }
    out
}

fn one_row(first: u64, second: u64, to_move: Player) -> Position {
    Position {
        rows: vec![Row { first, second }],
        to_move,
    }
}

/// The laws broken where the engine is not asked (a budget of 1 state):
/// what the check sees at sizes no engine searches.
fn laws_alone(
    solver: impl Fn(&Position) -> PartisanAnswer<Slide> + 'static,
    p: &Position,
) -> Vec<&'static str> {
    let c: Comparison = check(solver).budget(1).compare(p);
    assert!(c.oracle_gave_up(), "{c:?}");
    c.broken_laws.iter().map(|b| b.law).collect()
}

#[test]
fn a_right_solver_passes_every_driver() {
    let mut check = check(northcott(5)).every_move_where(|_| true);
    assert_eq!(check.sweep(small()).unwrap().checked, 2 * (20 + 400));
    let position = |u: &mut arbitrary::Unstructured| -> arbitrary::Result<Position> {
        let first = u.int_in_range(1..=5)?;
        let second = u.int_in_range(1..=4)?;
        let second = if second >= first { second + 1 } else { second };
        Ok(one_row(first, second, Player::First))
    };
    assert_eq!(check.random(3, 40, position).unwrap().checked, 40);
    check.fuzz(&[7, 1], position);
}

#[test]
fn the_rows_name_what_differs() {
    // The outcome made absolute: a lost position for the second player is
    // the first player's win.
    let c = check(northcott(5)).compare(&one_row(2, 3, Player::Second));
    assert_eq!(c.rows[0].oracle, Ok("first player wins".to_string()));
    assert!(c.agrees(), "{c:?}");

    let swapped = |p: &Position| match northcott(5)(p) {
        PartisanAnswer::Solved(mut s) if p.to_move == Player::Second => {
            s.outcome = Outcome::Wins(Player::Second);
            PartisanAnswer::Solved(s)
        }
        other => other,
    };
    let report = check(swapped)
        .position(&one_row(2, 3, Player::Second))
        .unwrap_err();
    assert_eq!(report.signature(), "northcott:outcome");
    assert_eq!(report.oracle, "first player wins");
    // The default repro reruns this test, by its thread's name.
    assert_eq!(
        report.repro,
        "cargo test partisan::tests::the_rows_name_what_differs -- --exact --include-ignored"
    );

    let no_moves = |p: &Position| match northcott(5)(p) {
        PartisanAnswer::Solved(mut s) if p.rows.len() == 2 => {
            s.winning_moves = Some(Vec::new());
            PartisanAnswer::Solved(s)
        }
        other => other,
    };
    let report = check(no_moves).position(&Position {
        rows: vec![
            Row {
                first: 1,
                second: 3,
            },
            Row {
                first: 1,
                second: 2,
            },
        ],
        to_move: Player::First,
    });
    let report = report.unwrap_err();
    assert_eq!(report.signature(), "northcott:winning-moves");
    assert_eq!(
        (report.solver.as_str(), report.oracle.as_str()),
        ("[]", "[row 0 to 2]")
    );
}

#[test]
fn a_list_both_sides_give_alike_is_written_once_in_any_order() {
    use std::cell::Cell;
    use std::rc::Rc;
    // Three rows of gap 1: a winning move in each, in the rules' order.
    let p = Position {
        rows: vec![
            Row {
                first: 1,
                second: 3
            };
            3
        ],
        to_move: Player::First,
    };
    let written = Rc::new(Cell::new(0));
    type Solver = Box<dyn Fn(&Position) -> PartisanAnswer<Slide>>;
    let counted = |solver: Solver| {
        let written = Rc::clone(&written);
        check(solver).show_move(move |_, m| {
            written.set(written.get() + 1);
            format!("row {} to {}", m.row, m.to)
        })
    };
    let c = counted(Box::new(northcott(5))).compare(&p);
    let listed = "[row 0 to 2, row 1 to 2, row 2 to 2]";
    assert_eq!(c.rows[1].solver.as_deref(), Ok(listed));
    assert_eq!(c.rows[1].oracle.as_deref(), Ok(listed));
    assert!(c.agrees(), "{c:?}");
    assert_eq!(written.get(), 3, "each move written once");

    // The same moves the other way round: the same set, so they agree, the
    // engine's list written as the solver's (once).
    written.set(0);
    let reversed = |p: &Position| match northcott(5)(p) {
        PartisanAnswer::Solved(mut s) => {
            if let Some(moves) = s.winning_moves.as_mut() {
                moves.reverse();
            }
            PartisanAnswer::Solved(s)
        }
        other => other,
    };
    let c = counted(Box::new(reversed)).compare(&p);
    let backwards = "[row 2 to 2, row 1 to 2, row 0 to 2]";
    assert_eq!(c.rows[1].solver.as_deref(), Ok(backwards));
    assert_eq!(c.rows[1].oracle.as_deref(), Ok(backwards));
    assert!(c.agrees(), "{c:?}");
    assert_eq!(written.get(), 3);

    // Two of them, one twice: not the same moves, each list written apart.
    written.set(0);
    let repeats = |p: &Position| match northcott(5)(p) {
        PartisanAnswer::Solved(mut s) => {
            if let Some(moves) = s.winning_moves.as_mut().filter(|m| m.len() == 3) {
                moves[2] = moves[0];
            }
            PartisanAnswer::Solved(s)
        }
        other => other,
    };
    let c = counted(Box::new(repeats)).compare(&p);
    assert_eq!(c.rows[1].oracle.as_deref(), Ok(listed));
    assert!(!c.agrees());
    assert_eq!(written.get(), 6);
}

#[test]
fn the_games_own_row_and_a_failure_are_compared() {
    let draws = |p: &Position| northcott(5)(p).with_row("draws-reachable", "some");
    let report = check(draws)
        .position(&one_row(1, 5, Player::First))
        .unwrap_err();
    assert_eq!(report.signature(), "northcott:draws-reachable");
    assert_eq!(report.oracle, "none");

    let unknown = |p: &Position| northcott(5)(p).with_row("cycles", "none");
    let c = check(unknown).compare(&one_row(1, 5, Player::First));
    assert_eq!(
        c.rows[2].oracle,
        Ok("(the engine has no answer for `cycles`)".into())
    );

    let failing = |_: &Position| PartisanAnswer::failed("no table");
    let report = check(failing)
        .position(&one_row(1, 5, Player::First))
        .unwrap_err();
    assert_eq!(report.signature(), "northcott:outcome");
    assert_eq!(report.solver, "no answer: no table");

    // A sweep the solver refused everywhere compared nothing: it fails.
    let refusing = |_: &Position| PartisanAnswer::outside("too wide");
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        check(refusing).sweep(small())
    }));
    let message = *run.unwrap_err().downcast::<String>().unwrap();
    assert!(
        message.starts_with("sweep: the solver called all"),
        "{message}"
    );
}

#[test]
fn a_run_the_engine_answered_nowhere_fails_and_says_so() {
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        check(northcott(5)).budget(0).sweep(small())
    }));
    let message = *run.unwrap_err().downcast::<String>().unwrap();
    assert!(
        message.starts_with("sweep: the oracle answered none of the"),
        "{message}"
    );
}

#[test]
fn each_law_names_itself_without_the_engine() {
    let p = one_row(1, 5, Player::First);
    // Planted at `p` only: its children get the right answers.
    let with = |moves: Vec<Slide>, outcome: Outcome| {
        let at = p.clone();
        move |q: &Position| match q == &at {
            true => PartisanAnswer::outcome(outcome).with_moves(moves.clone()),
            false => northcott(5)(q),
        }
    };
    let first = Outcome::Wins(Player::First);
    let second = Outcome::Wins(Player::Second);
    assert!(laws_alone(northcott(5), &p).is_empty());
    // Off the board.
    let off = with(vec![Slide { row: 0, to: 9 }], first);
    assert_eq!(laws_alone(off, &p), ["winning-move-is-legal"]);
    // Legal, but leaving the gap open: the solver says the opponent wins.
    let open = with(vec![Slide { row: 0, to: 2 }], first);
    assert_eq!(
        laws_alone(open, &p),
        ["winning-move-leaves-a-win-for-the-mover"]
    );
    let lost_with_moves = with(vec![Slide { row: 0, to: 4 }], second);
    assert_eq!(
        laws_alone(lost_with_moves, &p),
        ["only-a-win-has-winning-moves"]
    );
    let won_without = with(vec![], first);
    assert_eq!(laws_alone(won_without, &p), ["win-has-a-winning-move"]);
    let miscounted = move |q: &Position| northcott(5)(q).with_count(2);
    assert_eq!(laws_alone(miscounted, &p), ["count-matches-moves"]);
}

#[test]
fn the_rules_play_and_show_move_serve_unless_the_check_gives_its_own() {
    // No move is looked up (`law_moves(0)`): the rules' `play` alone finds
    // the slide off the board illegal, and their `show_move` writes it.
    let p = one_row(1, 5, Player::First);
    let off = |q: &Position| match q.to_move {
        Player::First => PartisanAnswer::outcome(Outcome::Wins(Player::First))
            .with_moves(vec![Slide { row: 0, to: 9 }]),
        Player::Second => PartisanAnswer::outcome(Outcome::Wins(Player::Second)),
    };
    let c = check(off).budget(1).law_moves(0).compare(&p);
    let laws = laws_with_details(&c);
    let illegal = "row 0 to 9 is not one of the rules' moves";
    assert_eq!(laws, [("winning-move-is-legal", illegal)], "{c:?}");
    // The check's own come first: its `play` lets the slide through, to a
    // position the solver calls the opponent's win, written its own way.
    let c = check(off)
        .budget(1)
        .law_moves(0)
        .play(|q, _| {
            Some(Position {
                to_move: Player::Second,
                ..q.clone()
            })
        })
        .show_move(|_, m| format!("{}@{}", m.row, m.to))
        .compare(&p);
    let laws = laws_with_details(&c);
    // The child is named as the check's `play` made it.
    let detail = "after 0@9 (to Position { rows: [Row { first: 1, second: 5 }], \
                  to_move: Second }) the solver says second player wins";
    assert_eq!(
        laws,
        [("winning-move-leaves-a-win-for-the-mover", detail)],
        "{c:?}"
    );
}

#[test]
fn every_move_to_a_win_is_listed_where_asked() {
    // Gaps 1 and 2: the mover makes them equal by opening the first or
    // closing the second; the solver lists only the first it finds.
    let first_only = |p: &Position| match northcott(5)(p) {
        PartisanAnswer::Solved(mut s) => {
            s.winning_moves.as_mut().unwrap().truncate(1);
            PartisanAnswer::Solved(s)
        }
        other => other,
    };
    let p = Position {
        rows: vec![
            Row {
                first: 3,
                second: 5,
            },
            Row {
                first: 1,
                second: 4,
            },
        ],
        to_move: Player::First,
    };
    assert_eq!(
        northcott(5)(&p)
            .solution()
            .unwrap()
            .winning_moves
            .as_ref()
            .unwrap()
            .len(),
        2
    );
    let asked = check(first_only)
        .budget(1)
        .every_move_where(|_| true)
        .compare(&p);
    let laws: Vec<&str> = asked.broken_laws.iter().map(|b| b.law).collect();
    assert_eq!(laws, ["winning-moves-are-every-move-to-a-win"]);
    assert!(check(first_only).budget(1).compare(&p).agrees());
}

/// A token on a graph, 0 <-> 1 -> 2 -> 3: from 0 and 1 best play never
/// ends (a draw), from 2 the mover wins, at 3 the mover has lost.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Token {
    node: u64,
    to_move: Player,
}

struct Cycle;

const EDGES: [(u64, u64); 4] = [(0, 1), (1, 0), (1, 2), (2, 3)];

impl PartisanRules for Cycle {
    type Position = Token;
    type Move = u64;
    fn to_move(&self, p: &Token) -> Player {
        p.to_move
    }
    fn for_each_move(&self, p: &Token, visit: &mut VisitMove<'_, u64, Token>) -> ControlFlow<()> {
        for &(_, to) in EDGES.iter().filter(|(from, _)| *from == p.node) {
            let child = Token {
                node: to,
                to_move: p.to_move.other(),
            };
            visit(to, &child)?;
        }
        ControlFlow::Continue(())
    }
}

impl Packed for Cycle {
    fn pack(&self, p: &Token, words: &mut Vec<u64>) {
        words.push(p.node * 2 + u64::from(p.to_move == Player::Second));
    }
    fn unpack(&self, words: &[u64]) -> Token {
        let to_move = [Player::First, Player::Second][(words[0] % 2) as usize];
        Token {
            node: words[0] / 2,
            to_move,
        }
    }
}

/// The right answers, with best moves: the drawing moves of a draw.
fn cycle(p: &Token) -> PartisanAnswer<u64> {
    let (outcome, winning, best) = match p.node {
        0 => (Outcome::Draw, vec![], vec![1]),
        1 => (Outcome::Draw, vec![], vec![0]),
        2 => (Outcome::Wins(p.to_move), vec![3], vec![3]),
        _ => (Outcome::Wins(p.to_move.other()), vec![], vec![]),
    };
    PartisanAnswer::outcome(outcome)
        .with_moves(winning)
        .with_best_moves(best)
}

fn cycle_check(solver: impl Fn(&Token) -> PartisanAnswer<u64> + 'static) -> PartisanCheck<Cycle> {
    let engine: Box<dyn PartisanEngine<Cycle>> = Box::new(Retrograde::new(Cycle, 1_000));
    PartisanCheck::new("cycle", engine, solver)
}

fn tokens() -> impl Iterator<Item = Token> {
    (0..4).flat_map(|node| {
        [Player::First, Player::Second]
            .into_iter()
            .map(move |to_move| Token { node, to_move })
    })
}

#[test]
fn draws_are_outcomes_and_best_moves_keep_them() {
    let mut check = cycle_check(cycle);
    let summary = check.sweep(tokens()).unwrap();
    assert_eq!(summary.checked, 8);
    // Retrograde analysis lists no best moves: that row is not compared,
    // and the engine, which answered the rest, did not give up.
    assert_eq!(summary.oracle_gave_up, 0);
    let c = check.compare(&Token {
        node: 1,
        to_move: Player::Second,
    });
    assert_eq!(c.rows[0].oracle, Ok("draw".to_string()));
    let fields: Vec<&str> = c.rows.iter().map(|r| r.field).collect();
    assert_eq!(fields, ["outcome", "winning-moves"]);
    assert!(c.agrees());
    assert!(check.memo_len() >= 4);

    // A drawn position whose "best" moves include a loss.
    let into_the_end = |p: &Token| match p.node {
        1 => cycle(p).with_best_moves(vec![0, 2]),
        _ => cycle(p),
    };
    let report = cycle_check(into_the_end).sweep(tokens()).unwrap_err();
    assert_eq!(report.signature(), "cycle:best-move-keeps-the-outcome");
    assert_eq!(
        report.solver,
        "draw, but after 2 (to Token { node: 2, to_move: Second }) \
         the solver says second player wins"
    );

    let not_best = |p: &Token| match p.node {
        2 => cycle(p).with_best_moves(vec![]),
        _ => cycle(p),
    };
    let report = cycle_check(not_best).sweep(tokens()).unwrap_err();
    assert_eq!(report.signature(), "cycle:winning-moves-are-best-moves");

    // A draw with a winning move, after which the opponent wins: two laws.
    let drawn_with_moves = |p: &Token| match p.node {
        1 => PartisanAnswer::outcome(Outcome::Draw).with_moves(vec![2]),
        _ => cycle(p),
    };
    let c = cycle_check(drawn_with_moves).compare(&Token {
        node: 1,
        to_move: Player::First,
    });
    let laws: Vec<&str> = c.broken_laws.iter().map(|b| b.law).collect();
    assert_eq!(
        laws,
        [
            "only-a-win-has-winning-moves",
            "winning-move-leaves-a-win-for-the-mover"
        ]
    );
}

#[test]
fn a_best_move_that_is_no_move_breaks_a_law() {
    // Node 1's one move is to 0: a best move to 3 is none of the rules',
    // and retrograde analysis lists no best moves to compare it with.
    let off_the_graph = |p: &Token| match p.node {
        1 => cycle(p).with_best_moves(vec![0, 3]),
        _ => cycle(p),
    };
    let c = cycle_check(off_the_graph).compare(&Token {
        node: 1,
        to_move: Player::First,
    });
    assert_eq!(
        laws_with_details(&c),
        [("best-move-is-legal", "3 is not one of the rules' moves")]
    );
    // An illegal winning move is named once, by its own law.
    let winning_off = |p: &Token| match p.node {
        2 => cycle(p).with_moves(vec![0]).with_best_moves(vec![0]),
        _ => cycle(p),
    };
    let c = cycle_check(winning_off).compare(&Token {
        node: 2,
        to_move: Player::First,
    });
    let laws: Vec<&str> = c.broken_laws.iter().map(|b| b.law).collect();
    assert_eq!(laws, ["winning-move-is-legal"]);
}

#[test]
fn a_failure_breaks_its_own_laws_and_children_may_refuse() {
    let failed = |_: &Token| {
        PartisanAnswer::<u64>::failed("no graph").with_law("own-law", false, || "broken".into())
    };
    let c = cycle_check(failed).compare(&Token {
        node: 3,
        to_move: Player::First,
    });
    assert_eq!(c.broken_laws[0].law, "own-law");
    assert_eq!(c.rows[0].solver, Err("no graph".to_string()));

    // A child the solver refuses leaves the law undecided, not broken.
    let refuses_children = |p: &Token| match p.node {
        2 => PartisanAnswer::outcome(Outcome::Wins(p.to_move)).with_moves(vec![3]),
        _ => PartisanAnswer::outside("not a start"),
    };
    let c = cycle_check(refuses_children).compare(&Token {
        node: 2,
        to_move: Player::First,
    });
    assert!(c.agrees(), "{c:?}");
}

#[test]
fn a_panic_is_a_discrepancy_at_the_position_it_happened_on() {
    let right = northcott(5);
    let breaks = move |p: &Position| match p.rows[..] {
        [Row {
            first: 1,
            second: 5,
        }] => panic!("boom"),
        _ => right(p),
    };
    let mut check = check(breaks).show_position(|p| format!("{:?} {:?}", p.rows, p.to_move));
    let report = check.sweep(small()).unwrap_err();
    assert_eq!(report.signature(), "northcott:panicked");
    assert_eq!(report.position, "[Row { first: 1, second: 5 }] First");
    assert!(
        report.solver.starts_with(
            "panicked in the solver (at the position): boom (at check/src/partisan/tests.rs:"
        ),
        "{report}"
    );
    assert_eq!(
        report.repro,
        "cargo test partisan::tests::a_panic_is_a_discrepancy_at_the_position_it_happened_on \
         -- --exact --include-ignored"
    );
}

/// Northcott whose rules panic at one position: listing its moves (the
/// engine's search does), or playing a move from it (only the laws do).
struct NorthcottBrokenAt {
    northcott: Northcott,
    moves_at: Option<Position>,
    play_at: Option<Position>,
}

impl PartisanRules for NorthcottBrokenAt {
    type Position = Position;
    type Move = Slide;

    fn to_move(&self, p: &Position) -> Player {
        self.northcott.to_move(p)
    }

    fn for_each_move(
        &self,
        p: &Position,
        visit: &mut VisitMove<'_, Slide, Position>,
    ) -> ControlFlow<()> {
        assert!(
            self.moves_at.as_ref() != Some(p),
            "no moves listed for {:?}",
            p.rows
        );
        self.northcott.for_each_move(p, visit)
    }

    fn play(&self, p: &Position, m: &Slide) -> crate::oracle::search::Played<Position> {
        assert!(
            self.play_at.as_ref() != Some(p),
            "no play from {:?}",
            p.rows
        );
        self.northcott.play(p, m)
    }
}

impl Packed for NorthcottBrokenAt {
    fn pack(&self, p: &Position, words: &mut Vec<u64>) {
        self.northcott.pack(p, words)
    }

    fn unpack(&self, words: &[u64]) -> Position {
        self.northcott.unpack(words)
    }
}

/// A panic in the partisan rules is the rules', on the engine's side of
/// the report, naming what they were doing.
#[test]
fn a_panic_in_the_partisan_rules_is_blamed_on_the_rules() {
    let p = one_row(1, 5, Player::First);
    let broken = |moves_at: Option<Position>, play_at: Option<Position>| {
        let rules = NorthcottBrokenAt {
            northcott: Northcott { columns: 5 },
            moves_at,
            play_at,
        };
        PartisanCheck::new(
            "northcott",
            Box::new(Retrograde::new(rules, 100_000)),
            northcott(5),
        )
    };
    let report = broken(Some(p.clone()), None).position(&p).unwrap_err();
    assert_eq!(report.signature(), "northcott:panicked");
    assert_eq!(report.solver, "(not compared: the rules panicked)");
    assert!(
        report.oracle.starts_with(
            "panicked in the rules (in the oracle's search of them): no moves listed for"
        ),
        "{report}"
    );
    let report = broken(None, Some(p.clone())).position(&p).unwrap_err();
    assert_eq!(report.solver, "(not compared: the rules panicked)");
    assert!(
        report.oracle.starts_with(
            "panicked in the rules (`PartisanRules::play`, of a listed move): no play from"
        ),
        "{report}"
    );
}

/// Winning moves are compared as sets, as the impartial check compares
/// them: a solver that lists them in another order than the rules agrees,
/// and one that drops or repeats a move does not.
#[test]
fn winning_moves_in_another_order_agree() {
    let listed = |change: fn(&mut Vec<Slide>)| {
        move |p: &Position| match northcott(5)(p) {
            PartisanAnswer::Solved(mut s) => {
                let mut moves = s.winning_moves.take().unwrap();
                change(&mut moves);
                PartisanAnswer::outcome(s.outcome).with_moves(moves)
            }
            other => other,
        }
    };
    let positions = small();
    let reorderable = positions.iter().filter(|p| match northcott(5)(p) {
        PartisanAnswer::Solved(s) => s.winning_moves.unwrap().len() > 1,
        _ => false,
    });
    assert!(reorderable.count() > 0, "no position has two winning moves");
    check(listed(|m| m.reverse()))
        .sweep(positions.clone())
        .unwrap();
    let dropped = check(listed(|m| {
        if m.len() > 1 {
            m.pop();
        }
    }))
    .sweep(positions.clone())
    .unwrap_err();
    assert_eq!(dropped.signature(), "northcott:winning-moves");
    let repeated = check(listed(|m| {
        if m.len() > 1 {
            m[1] = m[0];
        }
    }))
    .sweep(positions)
    .unwrap_err();
    assert_eq!(repeated.signature(), "northcott:winning-moves");
}

/// The solver panicking at a child the laws asked about: the report names
/// the child, as the check writes positions.
#[test]
fn a_panic_of_the_solver_at_a_child_names_the_child() {
    let right = northcott(5);
    let breaks_at_the_end = move |p: &Position| match p.rows[..] {
        [Row {
            first: 2,
            second: 3,
        }] => panic!("boom"),
        _ => right(p),
    };
    let report = check(breaks_at_the_end)
        .show_position(|p| format!("{:?} {:?}", p.rows, p.to_move))
        .position(&one_row(1, 3, Player::First))
        .unwrap_err();
    assert!(
        report.solver.starts_with(
            "panicked in the solver (at a child, for the laws) at \
             [Row { first: 2, second: 3 }] Second: boom (at check/src/partisan/tests.rs:"
        ),
        "{report}"
    );
}
