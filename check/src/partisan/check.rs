//! [`PartisanCheck`]: a partisan game's rules, a solver, and the drivers
//! that hold the solver to an engine.

// A driver's error is a report, met once per failing run (as `Check`'s).
#![allow(clippy::result_large_err)]

use super::answer::{PartisanAnswer, PartisanFailure, PartisanQuestion, PartisanSolution};
use super::{Outcome, PartisanAnalysis, PartisanEngine, PartisanRules};
use crate::check::{default_repro, move_text, ShowMove, Summary, DEFAULT_LAW_MOVES};
use crate::comparison::{list, BrokenLaw, Comparison, Row};
use crate::discrepancy::Discrepancy;
use crate::drivers::{self, Judged};
use crate::panics::{self, at_child, running, Code, IN_THE_SEARCH};
use arbitrary::Unstructured;
use oracle::search::Played;
use std::fmt::Debug;
use std::ops::ControlFlow;

type Solver<P, M> = Box<dyn FnMut(&P) -> PartisanAnswer<M>>;
type ShowPosition<P> = Box<dyn Fn(&P) -> String>;
type Play<P, M> = Box<dyn Fn(&P, &M) -> Option<P>>;
type PerPosition<P, T> = Box<dyn Fn(&P) -> T>;
type Repro = Box<dyn Fn(&str, Option<u64>) -> String>;

/// A solver of a partisan game held to an engine and to laws read off the
/// rules, checked even where the engine gives up:
///
/// - `only-a-win-has-winning-moves`, `win-has-a-winning-move`: the list
///   matches the outcome for the player to move;
/// - `winning-move-is-legal`, `best-move-is-legal`: each is one of the
///   rules' moves (an engine that lists no best moves cannot catch one);
/// - `winning-move-leaves-a-win-for-the-mover`: after it, the solver says
///   the mover wins (where the solver gives no best moves: otherwise the
///   next two laws imply it);
/// - `winning-moves-are-best-moves`, and `best-move-keeps-the-outcome`: after
///   a best move the solver gives the same outcome;
/// - `count-matches-moves`: a count given apart agrees with the list;
/// - `winning-moves-are-every-move-to-a-win`, where asked
///   ([`PartisanCheck::every_move_where`]): each move the solver says the
///   mover wins after is listed.
///
/// Rows: `outcome`, `winning-moves`, `best-moves` (where the engine lists
/// them too), `winning-move-count` (each where the solver answers it), then
/// the game's own (answered on a failure too). Lists of moves are compared
/// as sets, as [`Check`](crate::Check) compares them: a solver may list its
/// moves in any order. Each side's row lists them in the order it gives
/// them (the rules' order, for the engines here), the engine's written as
/// the solver's where they are the same moves.
///
/// ```
/// use grundy_check::oracle::northcott::{Northcott, Position, Row, Slide};
/// use grundy_check::oracle::retrograde::Retrograde;
/// use grundy_check::partisan::{Outcome, PartisanAnswer, PartisanCheck, Player};
///
/// // One row: the mover wins by closing the gap; this solver forgets to say
/// // so when the second player moves (it always names the first's piece).
/// // Moves read as the rules' `show_move` writes them.
/// let solver = |p: &Position| {
///     let r = p.rows[0];
///     let gap = r.first.abs_diff(r.second) - 1;
///     let mover = p.to_move;
///     let close = if r.first < r.second { r.second - 1 } else { r.second + 1 };
///     let moves = if gap > 0 { vec![Slide { row: 0, to: close }] } else { vec![] };
///     let winner = if gap > 0 { mover } else { mover.other() };
///     PartisanAnswer::outcome(Outcome::Wins(winner)).with_moves(moves)
/// };
/// let engine = Box::new(Retrograde::new(Northcott { columns: 6 }, 100_000));
/// let mut check = PartisanCheck::new("northcott", engine, solver);
/// let first = Position { rows: vec![Row { first: 1, second: 5 }], to_move: Player::First };
/// assert!(check.position(&first).is_ok());
/// let second = Position { to_move: Player::Second, ..first };
/// let report = check.position(&second).unwrap_err();
/// assert_eq!(report.signature(), "northcott:winning-moves");
/// assert_eq!((report.solver.as_str(), report.oracle.as_str()), ("[row 0 to 4]", "[row 0 to 2]"));
/// ```
pub struct PartisanCheck<R: PartisanRules> {
    name: String,
    engine: Box<dyn PartisanEngine<R>>,
    solver: Solver<R::Position, R::Move>,
    for_children: Option<Solver<R::Position, R::Move>>,
    show_position: ShowPosition<R::Position>,
    /// `None`: the rules' [`PartisanRules::show_move`].
    show_move: Option<ShowMove<R::Position, R::Move>>,
    /// `None`: the rules' [`PartisanRules::play`].
    play: Option<Play<R::Position, R::Move>>,
    children_judged: Option<PerPosition<R::Position, usize>>,
    every_move: Option<PerPosition<R::Position, bool>>,
    repro: Repro,
    law_moves: usize,
}

impl<R> PartisanCheck<R>
where
    R: PartisanRules + 'static,
    R::Position: Debug,
    R::Move: Debug,
{
    /// A check of `solver` against `engine` (whose rules the laws read),
    /// reported under `name`.
    pub fn new(
        name: impl Into<String>,
        engine: Box<dyn PartisanEngine<R>>,
        solver: impl FnMut(&R::Position) -> PartisanAnswer<R::Move> + 'static,
    ) -> Self {
        PartisanCheck {
            name: name.into(),
            engine,
            solver: Box::new(solver),
            for_children: None,
            show_position: Box::new(|p| format!("{p:?}")),
            show_move: None,
            play: None,
            children_judged: None,
            every_move: None,
            repro: Box::new(|_, seed| default_repro(seed)),
            law_moves: DEFAULT_LAW_MOVES,
        }
    }

    /// The engine's budget per query; past it only the laws are checked.
    /// As [`Check::budget`](crate::Check::budget): a run of a driver where
    /// the engine answered no position (a budget of 0, say) panics.
    pub fn budget(mut self, states: usize) -> Self {
        self.engine.set_budget(states);
        self
    }

    /// How positions are written in reports (default: `Debug`).
    pub fn show_position(mut self, show: impl Fn(&R::Position) -> String + 'static) -> Self {
        self.show_position = Box::new(show);
        self
    }

    /// How a move is written in rows and reports, in place of the rules'
    /// [`PartisanRules::show_move`] (whose default is `Debug`).
    pub fn show_move(mut self, show: impl Fn(&R::Position, &R::Move) -> String + 'static) -> Self {
        self.show_move = Some(Box::new(show));
        self
    }

    /// Where a move leads, `None` when it is illegal, in place of the rules'
    /// [`PartisanRules::play`]: for positions with too many moves to look
    /// one up among them. Where neither says ([`Played::LookItUp`]), a move
    /// is looked up among the position's first [`PartisanCheck::law_moves`]
    /// moves.
    pub fn play(
        mut self,
        play: impl Fn(&R::Position, &R::Move) -> Option<R::Position> + 'static,
    ) -> Self {
        self.play = Some(Box::new(play));
        self
    }

    /// The solver as the laws ask it about children, where only the outcome
    /// is read (a refusal leaves a law undecided). Default: the solver.
    pub fn for_children(
        mut self,
        solve: impl FnMut(&R::Position) -> PartisanAnswer<R::Move> + 'static,
    ) -> Self {
        self.for_children = Some(Box::new(solve));
        self
    }

    /// How many of a position's listed moves have their child solved for
    /// the laws (default: all), where children cost a search each.
    pub fn children_judged(mut self, count: impl Fn(&R::Position) -> usize + 'static) -> Self {
        self.children_judged = Some(Box::new(count));
        self
    }

    /// Where every move of a position has its child solved, so that the
    /// winning moves are held to be every move to a win (default: nowhere).
    pub fn every_move_where(mut self, asked: impl Fn(&R::Position) -> bool + 'static) -> Self {
        self.every_move = Some(Box::new(asked));
        self
    }

    /// How many moves of a position a move is looked up among, and the most
    /// a position may have for [`PartisanCheck::every_move_where`].
    pub fn law_moves(mut self, moves: usize) -> Self {
        self.law_moves = moves;
        self
    }

    /// The command a report gives to show it again, from the position's
    /// text and the seed of the run (`None` for a sweep or fuzzer bytes).
    /// Default: as [`Check::repro`](crate::Check::repro)'s, the one test
    /// that found it, with the seed of a random run.
    pub fn repro(mut self, repro: impl Fn(&str, Option<u64>) -> String + 'static) -> Self {
        self.repro = Box::new(repro);
        self
    }

    /// How many positions the engine keeps.
    pub fn memo_len(&self) -> usize {
        self.engine.memo_len()
    }

    /// Both sides' answers about `position`, and the laws the solver broke.
    pub fn compare(&mut self, position: &R::Position) -> Comparison {
        panics::naming_a_child_after_a_panic(|| self.compare_once(position))
    }

    /// [`PartisanCheck::compare`], where a panic at a child goes unnamed
    /// (the comparison runs again to name it).
    fn compare_once(&mut self, position: &R::Position) -> Comparison {
        let solver = &mut self.solver;
        let answer = running(Code::Solver("at the position"), || solver(position));
        if let PartisanAnswer::Outside(why) = answer {
            return Comparison {
                outside: Some(why),
                ..Comparison::default()
            };
        }
        let engine = &mut self.engine;
        let analysis = running(IN_THE_SEARCH, || engine.analyze(position));
        let mut c = Comparison::default();
        match answer {
            PartisanAnswer::Solved(s) => {
                self.rows(position, &analysis, &s, &mut c.rows);
                c.broken_laws = s.broken_laws.clone();
                self.laws(position, &s, &mut c.broken_laws);
                c.notes = s.notes;
            }
            PartisanAnswer::Failed(PartisanFailure {
                why,
                questions,
                own_rows,
                notes,
                broken_laws,
            }) => {
                c.rows = questions
                    .iter()
                    .map(|&q| Row {
                        field: q.field(),
                        solver: Err(why.clone()),
                        oracle: self.oracle_answer(position, &analysis, q),
                    })
                    .collect();
                self.own_rows(position, &analysis, &own_rows, &mut c.rows);
                (c.notes, c.broken_laws) = (notes, broken_laws);
            }
            PartisanAnswer::Outside(_) => unreachable!("returned above"),
        }
        if let Ok(a) = analysis {
            c.notes.extend(a.notes);
        }
        c
    }

    fn oracle_answer(
        &self,
        position: &R::Position,
        analysis: &Result<PartisanAnalysis<R::Move>, String>,
        question: PartisanQuestion,
    ) -> Result<String, String> {
        let a = analysis.as_ref().map_err(Clone::clone)?;
        Ok(match question {
            PartisanQuestion::Outcome => a.outcome.to_string(),
            PartisanQuestion::WinningMoves => self.move_list(position, &a.winning_moves),
            PartisanQuestion::BestMoves => match &a.best_moves {
                Some(best) => self.move_list(position, best),
                None => return Err("the engine lists no best moves".to_string()),
            },
            PartisanQuestion::WinningMoveCount => a.winning_moves.len().to_string(),
            PartisanQuestion::Own(field) => match a.rows.iter().find(|(f, _)| *f == field) {
                Some((_, text)) => text.to_string(),
                None => format!("(the engine has no answer for `{field}`)"),
            },
        })
    }

    fn rows(
        &self,
        position: &R::Position,
        analysis: &Result<PartisanAnalysis<R::Move>, String>,
        s: &PartisanSolution<R::Move>,
        rows: &mut Vec<Row>,
    ) {
        let mut row = |question: PartisanQuestion, solver: String, oracle| {
            rows.push(Row {
                field: question.field(),
                solver: Ok(solver),
                oracle,
            })
        };
        let answer = |question| self.oracle_answer(position, analysis, question);
        row(
            PartisanQuestion::Outcome,
            s.outcome.to_string(),
            answer(PartisanQuestion::Outcome),
        );
        // The engine's moves, where they are the solver's in the same order,
        // are the same text: written once (writing moves is a real share of
        // a small check's cost).
        let lists = [
            (PartisanQuestion::WinningMoves, &s.winning_moves),
            (PartisanQuestion::BestMoves, &s.best_moves),
        ];
        for (question, moves) in lists {
            let Some(moves) = moves else { continue };
            // An engine that answered but lists no best moves has nothing to
            // compare them with: no row (an unanswered one would count the
            // position as past the engine's reach); the laws still hold them.
            let unlisted = analysis.as_ref().is_ok_and(|a| a.best_moves.is_none());
            if matches!(question, PartisanQuestion::BestMoves) && unlisted {
                continue;
            }
            let solver = self.move_list(position, moves);
            let same = analysis.as_ref().is_ok_and(|a| {
                let engine = match question {
                    PartisanQuestion::WinningMoves => Some(&a.winning_moves),
                    _ => a.best_moves.as_ref(),
                };
                engine.is_some_and(|engine| same_moves(engine, moves))
            });
            let oracle = match same {
                true => Ok(solver.clone()),
                false => answer(question),
            };
            row(question, solver, oracle);
        }
        if let Some(count) = s.winning_move_count {
            row(
                PartisanQuestion::WinningMoveCount,
                count.to_string(),
                answer(PartisanQuestion::WinningMoveCount),
            );
        }
        self.own_rows(position, analysis, &s.own_rows, rows);
    }

    fn own_rows(
        &self,
        position: &R::Position,
        analysis: &Result<PartisanAnalysis<R::Move>, String>,
        own: &[(&'static str, Result<String, String>)],
        rows: &mut Vec<Row>,
    ) {
        rows.extend(own.iter().map(|(field, solver)| Row {
            field,
            solver: solver.clone(),
            oracle: self.oracle_answer(position, analysis, PartisanQuestion::Own(field)),
        }));
    }

    /// `[a, b, c]`, as [`list`] writes it, into one string: both sides'
    /// moves are written for every position checked.
    fn move_list(&self, position: &R::Position, moves: &[R::Move]) -> String {
        let rules = self.engine.rules();
        let mut text = String::from("[");
        for (i, m) in moves.iter().enumerate() {
            if i > 0 {
                text.push_str(", ");
            }
            text.push_str(&move_text(&self.show_move, position, m, |p, m| {
                rules.show_move(p, m)
            }));
        }
        text.push(']');
        text
    }

    fn laws(
        &mut self,
        position: &R::Position,
        s: &PartisanSolution<R::Move>,
        broken: &mut Vec<BrokenLaw>,
    ) {
        let mut law = |law, holds: bool, detail: &dyn Fn() -> String| {
            if !holds {
                broken.push(BrokenLaw {
                    law,
                    detail: detail(),
                })
            }
        };
        let PartisanCheck {
            engine,
            solver,
            for_children,
            show_move,
            show_position,
            play,
            children_judged,
            every_move,
            law_moves,
            ..
        } = self;
        let (rules, law_moves, play) = (engine.rules(), *law_moves, &*play);
        let show_move =
            |p: &R::Position, m: &R::Move| move_text(show_move, p, m, |p, m| rules.show_move(p, m));
        let solve = for_children.as_mut().unwrap_or(solver);
        let child = |m: &R::Move| match play {
            Some(play) => Some(running(Code::Given("play"), || play(position, m))),
            None => match running(
                Code::Rules("`PartisanRules::play`, of a listed move"),
                || rules.play(position, m),
            ) {
                Played::To(child) => Some(Some(child)),
                Played::Illegal => Some(None),
                Played::LookItUp => running(
                    Code::Rules("`PartisanRules::for_each_move`, looking up a listed move"),
                    || look_up(rules, position, m, law_moves),
                ),
            },
        };
        let show = |moves: &[R::Move]| list(moves.iter().map(|m| show_move(position, m)));
        let show_position =
            |p: &R::Position| running(Code::Given("show_position"), || (show_position)(p));
        let to_move = Code::Rules("`PartisanRules::to_move`");
        let mover = running(to_move, || rules.to_move(position));
        let wins = s.outcome == Outcome::Wins(mover);
        let judged = children_judged.as_ref().map_or(usize::MAX, |f| {
            running(Code::Given("children_judged"), || f(position))
        });
        if let Some(moves) = &s.winning_moves {
            law(
                "only-a-win-has-winning-moves",
                wins || moves.is_empty(),
                &|| format!("{}, yet winning moves {}", s.outcome, show(moves)),
            );
            law(
                "win-has-a-winning-move",
                !wins || !moves.is_empty(),
                &|| format!("{}, yet no winning move", s.outcome),
            );
            for (i, m) in moves.iter().enumerate() {
                let text = || show_move(position, m);
                let after = child(m);
                law(
                    "winning-move-is-legal",
                    !matches!(after, Some(None)),
                    &|| format!("{} is not one of the rules' moves", text()),
                );
                if let (Some(Some(after)), None, true) = (after, &s.best_moves, i < judged) {
                    let said = outcome_after(solve, &after, &show_position);
                    law(
                        "winning-move-leaves-a-win-for-the-mover",
                        said.as_ref().is_none_or(|o| *o == Ok(Outcome::Wins(mover))),
                        &|| {
                            let to = show_position(&after);
                            format!(
                                "after {} (to {to}) the solver says {}",
                                text(),
                                shown(&said)
                            )
                        },
                    );
                }
            }
            if let Some(count) = s.winning_move_count {
                law("count-matches-moves", count == moves.len() as u64, &|| {
                    format!("count {count}, moves {}", moves.len())
                });
            }
            if let Some(best) = &s.best_moves {
                law(
                    "winning-moves-are-best-moves",
                    moves.iter().all(|m| best.contains(m)),
                    &|| format!("winning {}, best {}", show(moves), show(best)),
                );
            }
        }
        for (i, m) in s.best_moves.iter().flatten().enumerate() {
            let after = child(m);
            // A winning move's legality is judged above, once.
            if !s.winning_moves.as_ref().is_some_and(|w| w.contains(m)) {
                law("best-move-is-legal", !matches!(after, Some(None)), &|| {
                    format!("{} is not one of the rules' moves", show_move(position, m))
                });
            }
            let (Some(Some(after)), true) = (after, i < judged) else {
                continue;
            };
            let said = outcome_after(solve, &after, &show_position);
            law(
                "best-move-keeps-the-outcome",
                said.as_ref().is_none_or(|o| *o == Ok(s.outcome)),
                &|| {
                    let (m, to) = (show_move(position, m), show_position(&after));
                    format!(
                        "{}, but after {m} (to {to}) the solver says {}",
                        s.outcome,
                        shown(&said)
                    )
                },
            );
        }
        let asked = every_move
            .as_ref()
            .is_some_and(|f| running(Code::Given("every_move_where"), || f(position)));
        if let (Some(listed), true) = (&s.winning_moves, asked) {
            let every_move = Code::Rules("`PartisanRules::for_each_move`, for every move to a win");
            if let Some(to_a_win) = running(every_move, || {
                moves_to_a_win(rules, solve, &show_position, position, law_moves)
            }) {
                let same =
                    to_a_win.len() == listed.len() && to_a_win.iter().all(|m| listed.contains(m));
                law("winning-moves-are-every-move-to-a-win", same, &|| {
                    format!(
                        "moves to a win: {}, listed: {}",
                        show(&to_a_win),
                        show(listed)
                    )
                });
            }
        }
    }

    /// Checks one position: the first discrepancy, if any.
    pub fn position(&mut self, position: &R::Position) -> Result<Comparison, Discrepancy> {
        self.judged(position, None).map_err(|failed| failed.report)
    }

    /// Checks every position of `positions`; stops at the first discrepancy.
    ///
    /// # Panics
    /// When `positions` is empty, or the engine answered none of them, or
    /// the solver called every one outside its domain: a sweep that
    /// compared nothing (a bound that went wrong, a budget of 0) would
    /// otherwise pass.
    pub fn sweep(
        &mut self,
        positions: impl IntoIterator<Item = R::Position>,
    ) -> Result<Summary, Discrepancy> {
        drivers::sweep(positions, |p| self.judged(p, None))
    }

    /// Checks `count` positions built by `generate` from random bytes of the
    /// stream `seed` ([`seed`](crate::seed): `GRUNDY_CHECK_SEED`, else the
    /// clock); bytes that build no position are skipped, and a run where
    /// none built one panics (it checked nothing). A failure is shrunk by
    /// its bytes: the report names the smallest position the generator
    /// builds that fails alike, with a repro that sets the seed. As
    /// [`PartisanCheck::sweep`], a run that compared nothing with the
    /// engine panics.
    ///
    /// ```
    /// use grundy_check::arbitrary::{Result, Unstructured};
    /// use grundy_check::oracle::northcott::{Northcott, Position, Row, Slide};
    /// use grundy_check::oracle::retrograde::Retrograde;
    /// use grundy_check::partisan::{Outcome, PartisanAnswer, PartisanCheck, Player};
    ///
    /// // One row of 9: wrong from a gap of 4 on (it says the mover loses).
    /// let solver = |p: &Position| {
    ///     let gap = p.rows[0].first.abs_diff(p.rows[0].second) - 1;
    ///     let mover = p.to_move;
    ///     let winner = if gap == 0 || gap >= 4 { mover.other() } else { mover };
    ///     PartisanAnswer::<Slide>::outcome(Outcome::Wins(winner))
    /// };
    /// let one_row = |u: &mut Unstructured| -> Result<Position> {
    ///     let (first, second) = (u.int_in_range(1..=9)?, u.int_in_range(1..=9)?);
    ///     let to_move = if u.arbitrary()? { Player::First } else { Player::Second };
    ///     match first == second {
    ///         true => Err(grundy_check::arbitrary::Error::IncorrectFormat),
    ///         false => Ok(Position { rows: vec![Row { first, second }], to_move }),
    ///     }
    /// };
    /// let engine = Box::new(Retrograde::new(Northcott { columns: 9 }, 100_000));
    /// let mut check = PartisanCheck::new("northcott", engine, solver);
    /// let report = check.random(7, 500, one_row).unwrap_err();
    /// assert_eq!(report.signature(), "northcott:outcome");
    /// // Shrunk to a gap of 4, the least that fails.
    /// let shrunk = "Position { rows: [Row { first: 6, second: 1 }], to_move: Second }";
    /// assert_eq!(report.position, shrunk);
    /// assert!(report.repro.starts_with("GRUNDY_CHECK_SEED=7 cargo test"));
    /// ```
    pub fn random(
        &mut self,
        seed: u64,
        count: usize,
        generate: impl FnMut(&mut Unstructured) -> arbitrary::Result<R::Position>,
    ) -> Result<Summary, Discrepancy> {
        drivers::random(seed, count, generate, |p, seed| self.judged(p, Some(seed)))
    }

    /// The body of a fuzz target: builds a position from the fuzzer's bytes
    /// (bytes that build none pass) and panics with the report of a
    /// discrepancy. In a `fuzz_target!(|data: &[u8]| ..)` of cargo-fuzz, or
    /// in a test that replays bytes the fuzzer saved:
    ///
    /// ```
    /// use grundy_check::oracle::northcott::{Northcott, Position, Row, Slide};
    /// use grundy_check::oracle::retrograde::Retrograde;
    /// use grundy_check::partisan::{Outcome, PartisanAnswer, PartisanCheck, Player};
    ///
    /// // Says the player to move always wins: wrong where the gap is 0.
    /// let solver = |p: &Position| PartisanAnswer::<Slide>::outcome(Outcome::Wins(p.to_move));
    /// let engine = Box::new(Retrograde::new(Northcott { columns: 4 }, 100_000));
    /// let mut check = PartisanCheck::new("northcott", engine, solver);
    /// let one_row = |u: &mut grundy_check::arbitrary::Unstructured| {
    ///     let first = u.int_in_range(1..=4)?;
    ///     let second = u.int_in_range(1..=4)?;
    ///     Ok(Position { rows: vec![Row { first, second }], to_move: Player::First })
    /// };
    /// check.fuzz(&[0, 3], one_row); // 1 and 4: a gap of 2, won
    /// let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
    ///     check.fuzz(&[0, 1], one_row); // 1 and 2: no gap, lost
    /// }));
    /// assert!(panicked.is_err());
    /// ```
    pub fn fuzz(
        &mut self,
        data: &[u8],
        generate: impl FnMut(&mut Unstructured) -> arbitrary::Result<R::Position>,
    ) {
        drivers::fuzz(data, generate, |p| self.judged(p, None))
    }

    /// The comparison at `position`, or its first discrepancy; a panic of
    /// the solver (or the rules) is the discrepancy `name:panicked`.
    fn judged(&mut self, position: &R::Position, seed: Option<u64>) -> Judged {
        let comparison =
            panics::catch(|| self.compare(position)).unwrap_or_else(Comparison::panicked);
        let (show, repro) = (&self.show_position, &self.repro);
        drivers::judgement(&self.name, comparison, position, seed, show, repro)
    }
}

/// Whether `a` and `b` list the same moves, in any order (each as many
/// times): the move type is only `PartialEq`, so each of `a` is matched to
/// an unmatched equal one of `b`. In the same order, one pass.
fn same_moves<M: PartialEq>(a: &[M], b: &[M]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    if a == b {
        return true;
    }
    let mut matched = vec![false; b.len()];
    a.iter().all(|m| {
        let found = (0..b.len()).find(|&i| !matched[i] && b[i] == *m);
        found.map(|i| matched[i] = true).is_some()
    })
}

/// A child's outcome as a law's detail writes it.
fn shown(after: &Option<Result<Outcome, String>>) -> String {
    match after {
        Some(Ok(o)) => o.to_string(),
        Some(Err(why)) => format!("no answer: {why}"),
        None => "nothing".to_string(),
    }
}

/// Where `m` leads among the first `limit` moves of `position`:
/// `Some(Some(child))` when found, `Some(None)` when every move was looked at
/// and it is not one, `None` when there are more moves than `limit`.
fn look_up<R: PartisanRules>(
    rules: &R,
    position: &R::Position,
    m: &R::Move,
    limit: usize,
) -> Option<Option<R::Position>> {
    let (mut found, mut looked) = (None, 0);
    let flow = rules.for_each_move(position, &mut |candidate, child| {
        looked += 1;
        if candidate == *m {
            found = Some(child.clone());
            return ControlFlow::Break(());
        }
        match looked >= limit {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    match (found, flow) {
        (Some(child), _) => Some(Some(child)),
        (None, ControlFlow::Continue(())) => Some(None),
        (None, ControlFlow::Break(())) => None,
    }
}

/// The solver's outcome of a child: `None` for a refusal (no answer, not a
/// wrong one), the error of a failure.
fn outcome_after<P, M>(
    solve: &mut Solver<P, M>,
    child: &P,
    show: &dyn Fn(&P) -> String,
) -> Option<Result<Outcome, String>> {
    let code = Code::Solver("at a child, for the laws");
    match at_child(code, || show(child), || solve(child)) {
        PartisanAnswer::Solved(s) => Some(Ok(s.outcome)),
        PartisanAnswer::Outside(_) => None,
        PartisanAnswer::Failed(f) => Some(Err(f.why)),
    }
}

/// Every move after which the solver says the mover wins, or `None` when
/// the position has more than `limit` moves or the solver refuses a child.
fn moves_to_a_win<R: PartisanRules>(
    rules: &R,
    solve: &mut Solver<R::Position, R::Move>,
    show: &dyn Fn(&R::Position) -> String,
    position: &R::Position,
    limit: usize,
) -> Option<Vec<R::Move>> {
    let to_move = running(Code::Rules("`PartisanRules::to_move`"), || {
        rules.to_move(position)
    });
    let mover = Outcome::Wins(to_move);
    let (mut to_a_win, mut looked, mut refused) = (Vec::new(), 0, false);
    let flow = rules.for_each_move(position, &mut |m, child| {
        looked += 1;
        if looked > limit {
            return ControlFlow::Break(());
        }
        match outcome_after(solve, child, show) {
            None => refused = true,
            Some(said) if said == Ok(mover) => to_a_win.push(m),
            Some(_) => {}
        }
        ControlFlow::Continue(())
    });
    (flow.is_continue() && !refused).then_some(to_a_win)
}
