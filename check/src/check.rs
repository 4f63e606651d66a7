//! [`Check`]: one game's rules, a solver, and the drivers that hold the
//! solver to the oracle.

// A driver's error is a report, met once per failing run: its size costs
// nothing, and a box would show in every user's `unwrap_err()`.
#![allow(clippy::result_large_err)]

use crate::answer::{Answer, Failure, Solution};
use crate::comparison::{list, outcome_word, BrokenLaw, Comparison, Row};
use crate::discrepancy::Discrepancy;
use crate::drivers::{self, Judged};
use crate::engine::Engine;
use crate::panics::{self, at_child, enter, running, Code};
use arbitrary::Unstructured;
use oracle::search::{Analysis, Convention, Played, Rules, Searcher};
use std::fmt::Debug;

mod oracle_side;

/// The oracle's default budget: states (and moves) one query may create.
pub const DEFAULT_BUDGET: usize = 100_000;

/// How many moves of a position the laws look at by default: the legality of
/// a winning move is looked up among them, and the mex law is checked only
/// where a position has no more.
pub const DEFAULT_LAW_MOVES: usize = 1024;

/// The environment variable [`seed`] reads, and the default repro sets.
pub const SEED_VARIABLE: &str = "GRUNDY_CHECK_SEED";

/// What a driver saw when every position agreed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Positions checked (including the two kinds below).
    pub checked: usize,
    /// Positions the solver called outside its domain.
    pub outside: usize,
    /// Positions where the oracle ran out of budget (only the laws held).
    pub oracle_gave_up: usize,
}

/// The repro a report gives unless the check sets its own: `cargo test`,
/// naming the test that found it (the test harness names each test's thread
/// after it; outside a test, on the `main` thread, no test is named), and
/// setting [`SEED_VARIABLE`] to the seed of a random run.
pub(crate) fn default_repro(seed: Option<u64>) -> String {
    let seed = seed.map(|s| format!("{SEED_VARIABLE}={s} "));
    let test = std::thread::current()
        .name()
        .filter(|name| *name != "main" && !name.contains(char::is_whitespace))
        .map(|name| format!(" {name} -- --exact --include-ignored"));
    format!(
        "{}cargo test{}",
        seed.unwrap_or_default(),
        test.unwrap_or_default()
    )
}

/// The seed for a random driver: `GRUNDY_CHECK_SEED` when set, else the clock.
/// A report's default repro sets the variable, so a failing run replays.
///
/// # Panics
/// When `GRUNDY_CHECK_SEED` is set to anything but a whole number: a replay
/// that silently ran another seed would pass and prove nothing.
pub fn seed() -> u64 {
    match std::env::var(SEED_VARIABLE) {
        Ok(text) => text.trim().parse().unwrap_or_else(|_| {
            panic!(
                "{SEED_VARIABLE}: expected a whole number from 0 to {}, found `{text}`",
                u64::MAX
            )
        }),
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64),
    }
}

type ShowPosition<P> = Box<dyn Fn(&P) -> String>;
pub(crate) type ShowMove<P, M> = Box<dyn Fn(&P, &M) -> String>;
type Play<P, M> = Box<dyn Fn(&P, &M) -> Option<P>>;
type Repro = Box<dyn Fn(&str, Option<u64>) -> String>;
type ForChildren<P, M> = Box<dyn FnMut(&P) -> Answer<M>>;
type ChildrenWinner<P> = Box<dyn FnMut(&P) -> Option<bool>>;
type OwnRow<P, M> = (&'static str, Box<dyn Fn(&P, &Analysis<M>) -> String>);
type NotAsked<P> = Box<dyn Fn(&P) -> Option<String>>;
type EveryMove<P> = Box<dyn Fn(&P) -> bool>;
type OracleNote<P, M> = Box<dyn Fn(&P, &Analysis<M>) -> Option<String>>;
type MoveOrder<P, M> = Box<dyn Fn(&P, &M, &M) -> std::cmp::Ordering>;
type MovesAlike<P, M> = Box<dyn Fn(&P, &M, &M) -> bool>;

/// A solver held to a game's rules.
///
/// `R` is the game's rules (an oracle [`Rules`]); `S` is the solver under
/// test, any `FnMut(&R::Position) -> Answer<R::Move>`. The oracle keeps its
/// memo between positions, so check many positions with one `Check`.
///
/// Beyond what [`Rules`] asks, the move type must be `Ord` (lists of winning
/// moves are compared sorted) and the position `Debug` (reports write it,
/// unless [`Check::show_position`] says how): derive both.
///
/// ```
/// use grundy_check::{Answer, Check};
/// use grundy_check::oracle::nim::{Nim, Take};
///
/// // A (too) simple Nim solver: the xor of the heaps, no moves.
/// let solver = |heaps: &Vec<u64>| Answer::grundy(heaps.iter().fold(0, |x, h| x ^ h));
/// let mut check = Check::new("nim", Nim::normal(), solver);
/// let small = (0..6).flat_map(|a| (0..6).map(move |b| vec![a, b]));
/// assert_eq!(check.sweep(small).unwrap().checked, 36);
///
/// // A wrong one is caught, with a report a person can act on.
/// let wrong = |heaps: &Vec<u64>| Answer::<Take>::grundy(heaps.iter().sum());
/// let report = Check::new("nim", Nim::normal(), wrong).position(&vec![1, 1]).unwrap_err();
/// assert_eq!(report.signature(), "nim:outcome");
/// assert_eq!(report.position, "[1, 1]");
/// assert_eq!((report.solver.as_str(), report.oracle.as_str()), ("first player wins", "second player wins"));
/// ```
pub struct Check<R: Rules, S> {
    name: String,
    engine: Box<dyn Engine<R>>,
    solver: S,
    show_position: ShowPosition<R::Position>,
    /// `None`: the rules' [`Rules::show_move`].
    show_move: Option<ShowMove<R::Position, R::Move>>,
    /// `None`: the rules' [`Rules::play`].
    play: Option<Play<R::Position, R::Move>>,
    for_children: Option<ForChildren<R::Position, R::Move>>,
    children_winner: Option<ChildrenWinner<R::Position>>,
    own_rows: Vec<OwnRow<R::Position, R::Move>>,
    not_asked: Option<NotAsked<R::Position>>,
    every_move: Option<EveryMove<R::Position>>,
    oracle_notes: Vec<OracleNote<R::Position, R::Move>>,
    move_order: Option<MoveOrder<R::Position, R::Move>>,
    /// Which of the oracle's winning moves the answer does not tell apart
    /// ([`Check::oracle_moves_alike`]).
    oracle_moves_alike: Option<MovesAlike<R::Position, R::Move>>,
    repro: Repro,
    law_moves: usize,
    /// The children of the position whose mex law is checked, and finished
    /// ones for [`Rules::successors`] to overwrite: reused, not reallocated.
    children: Vec<R::Position>,
    spare: Vec<R::Position>,
}

impl<R, S> Check<R, S>
where
    R: Rules + 'static,
    R::Position: Debug,
    R::Move: Debug + Ord,
    S: FnMut(&R::Position) -> Answer<R::Move>,
{
    /// A check of `solver` against `rules`, reported under `name`, searched
    /// by the depth-first [`Searcher`] with [`DEFAULT_BUDGET`].
    pub fn new(name: impl Into<String>, rules: R, solver: S) -> Self {
        Check::with_engine(name, Box::new(Searcher::new(rules, DEFAULT_BUDGET)), solver)
    }

    /// A check whose oracle side is `engine` (a [`Sieve`](oracle::sieve::Sieve),
    /// an engine of your own), with the budget it was made with; its rules
    /// are the ones the laws read. See [`Engine`] for an example.
    pub fn with_engine(name: impl Into<String>, engine: Box<dyn Engine<R>>, solver: S) -> Self {
        Check {
            name: name.into(),
            engine,
            solver,
            show_position: Box::new(|p| format!("{p:?}")),
            show_move: None,
            play: None,
            for_children: None,
            children_winner: None,
            own_rows: Vec::new(),
            not_asked: None,
            every_move: None,
            oracle_notes: Vec::new(),
            move_order: None,
            oracle_moves_alike: None,
            repro: Box::new(|_, seed| default_repro(seed)),
            law_moves: DEFAULT_LAW_MOVES,
            children: Vec::new(),
            spare: Vec::new(),
        }
    }

    /// The oracle's budget per query (states and moves); past it the oracle
    /// gives up on that position and only the laws are checked. A budget
    /// too small for any position (0, say) is not refused here, but the
    /// drivers ([`Check::sweep`], [`Check::random`], `Check::quickcheck`)
    /// panic at the end of a run where the oracle answered no position: it
    /// compared nothing.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let xor = |heaps: &Vec<u64>| Answer::<Take>::grundy(heaps.iter().fold(0, |x, h| x ^ h));
    /// let mut check = Check::new("nim", Nim::normal(), xor).budget(0);
    /// let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
    ///     check.sweep((1..4).map(|h| vec![h, 2]))
    /// }));
    /// assert!(run.is_err()); // "sweep: the oracle answered none of the 3 positions ..."
    /// ```
    pub fn budget(mut self, states: usize) -> Self {
        self.engine.set_budget(states);
        self
    }

    /// How positions are written in reports (default: `Debug`).
    pub fn show_position(mut self, show: impl Fn(&R::Position) -> String + 'static) -> Self {
        self.show_position = Box::new(show);
        self
    }

    /// How a move from a position is written in reports, in place of the
    /// rules' [`Rules::show_move`] (whose default is `Debug`).
    pub fn show_move(mut self, show: impl Fn(&R::Position, &R::Move) -> String + 'static) -> Self {
        self.show_move = Some(Box::new(show));
        self
    }

    /// Where a move leads, `None` when it is illegal, in place of the rules'
    /// [`Rules::play`]: for rules whose moves are too many to look a move up
    /// among them (a heap of 10^18). Where neither says
    /// ([`Played::LookItUp`]), a move is looked up among the position's
    /// first moves.
    pub fn play(
        mut self,
        play: impl Fn(&R::Position, &R::Move) -> Option<R::Position> + 'static,
    ) -> Self {
        self.play = Some(Box::new(play));
        self
    }

    /// The solver as the laws ask it about a position's children, where
    /// only who wins and the Grundy value are read: a solver may skip its
    /// moves there, which a check of many small positions feels. Default:
    /// the solver itself.
    pub fn for_children(
        mut self,
        solve: impl FnMut(&R::Position) -> Answer<R::Move> + 'static,
    ) -> Self {
        self.for_children = Some(Box::new(solve));
        self
    }

    /// Who wins each child, where a law reads only that
    /// (`winning-move-leaves-a-loss`, `winning-moves-are-every-move-to-a-loss`):
    /// whether the player to move there wins, `None` where the solver does
    /// not answer (the law is then undecided). A whole [`Answer`] per child
    /// is a real share of the cost where [`Check::every_move_where`] solves
    /// every child of many small positions. Default: the outcome of
    /// [`Check::for_children`], else of the solver.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let xor = |heaps: &Vec<u64>| heaps.iter().fold(0, |x, h| x ^ h);
    /// // Says every move of a won position wins, and leaves a win.
    /// let all_moves = move |heaps: &Vec<u64>| {
    ///     let moves = (0..heaps.len()).filter(|&i| heaps[i] > 0).map(|heap| Take { heap, take: 1 });
    ///     Answer::<Take>::winner(xor(heaps) != 0).with_moves(moves.collect())
    /// };
    /// let mut check = Check::new("nim", Nim::normal(), all_moves)
    ///     .children_winner(move |heaps| Some(xor(heaps) != 0));
    /// // Of [1, 2]'s two: 1 from heap 1 leaves [1, 1], lost; 1 from heap 0 does not.
    /// let c = check.compare(&vec![1, 2]);
    /// assert_eq!(c.broken_laws[0].law, "winning-move-leaves-a-loss");
    /// assert_eq!(c.broken_laws[0].detail, "after heap 0 to 0 (to [0, 2]) the solver says the mover's opponent wins");
    /// assert_eq!(c.broken_laws.len(), 1);
    /// ```
    pub fn children_winner(
        mut self,
        wins: impl FnMut(&R::Position) -> Option<bool> + 'static,
    ) -> Self {
        self.children_winner = Some(Box::new(wins));
        self
    }

    /// A question of the game's own, named `field`: the oracle's side, read
    /// from its analysis of the position. The solver answers it with
    /// [`Answer::with_row`]; an answer that does not is not asked it, and a
    /// row answered with no `row` given here differs (its oracle side says so).
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// // How many heaps a winning move may come from (a made-up question).
    /// let solver = |heaps: &Vec<u64>| {
    ///     let x = heaps.iter().fold(0, |x, h| x ^ h);
    ///     let from = heaps.iter().filter(|&&h| h ^ x < h).count();
    ///     Answer::<Take>::grundy(x).with_row("heaps-to-move-from", from.to_string())
    /// };
    /// let mut check = Check::new("nim", Nim::normal(), solver).row("heaps-to-move-from", |_, a| {
    ///     let mut heaps: Vec<usize> = a.winning_moves.iter().map(|m| m.heap).collect();
    ///     heaps.dedup();
    ///     heaps.len().to_string()
    /// });
    /// let c = check.position(&vec![3, 4, 5]).unwrap();
    /// assert_eq!(c.rows[2].field, "heaps-to-move-from");
    /// assert_eq!(c.rows[2].oracle, Ok("1".to_string()));
    /// ```
    pub fn row(
        mut self,
        field: &'static str,
        oracle: impl Fn(&R::Position, &Analysis<R::Move>) -> String + 'static,
    ) -> Self {
        self.own_rows.push((field, Box::new(oracle)));
        self
    }

    /// The command a report gives to show it again, from the position's text
    /// and the seed of the run that found it (`None` for a sweep or fuzzer
    /// bytes). Default: `GRUNDY_CHECK_SEED=<seed> cargo test <test> --
    /// --exact --include-ignored`, which runs again the one test that found
    /// it, by the name the test harness gives its thread, `#[ignore]`d or
    /// not; outside a test harness (a doctest, a binary, a fuzz target) no
    /// test is named.
    ///
    /// ```
    /// use grundy_check::check::SEED_VARIABLE;
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let wrong = |heaps: &Vec<u64>| Answer::<Take>::grundy(heaps.iter().sum());
    /// let report = Check::new("nim", Nim::normal(), wrong)
    ///     .repro(|_, seed| match seed {
    ///         Some(seed) => format!("{SEED_VARIABLE}={seed} cargo test --test check nim"),
    ///         None => "cargo test --test check nim".to_string(),
    ///     })
    ///     .position(&vec![1, 1])
    ///     .unwrap_err();
    /// assert_eq!(report.repro, "cargo test --test check nim");
    /// ```
    pub fn repro(mut self, repro: impl Fn(&str, Option<u64>) -> String + 'static) -> Self {
        self.repro = Box::new(repro);
        self
    }

    /// How many moves of a position the laws look at (see
    /// [`DEFAULT_LAW_MOVES`]), and the most a position may have for
    /// [`Check::every_move_where`].
    pub fn law_moves(mut self, moves: usize) -> Self {
        self.law_moves = moves;
        self
    }

    /// Where every move of a position has its child solved (by
    /// [`Check::children_winner`], else [`Check::for_children`], else the
    /// solver), so that the winning moves
    /// are held to be every move to a position the solver calls lost (law
    /// `winning-moves-are-every-move-to-a-loss`; default: nowhere). Asked
    /// only of positions with at most [`Check::law_moves`] moves; a child
    /// the solver refuses or fails on leaves the law undecided. Moves the
    /// check does not tell apart ([`Check::oracle_moves_alike`]) are one;
    /// where [`Check::order_moves`] gives an order, the solver's list must
    /// come in it. As the mex law, it is for where the oracle gave up or
    /// disagrees: where the oracle's winning moves are the solver's, in that
    /// order, it is not asked (it could only find a child the solver
    /// misjudges, which is a position of its own).
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// // Each heap that can zero the xor is a winning move; this solver
    /// // names the first one only.
    /// let first_only = |heaps: &Vec<u64>| {
    ///     let x = heaps.iter().fold(0, |x, h| x ^ h);
    ///     let first = heaps.iter().position(|&h| h ^ x < h);
    ///     let take = first.map(|heap| Take { heap, take: heaps[heap] - (heaps[heap] ^ x) });
    ///     Answer::grundy(x).with_moves(take.into_iter().collect())
    /// };
    /// // Past the oracle's reach (not asked), the law still sees it.
    /// let mut check = Check::new("nim", Nim::normal(), first_only)
    ///     .not_asked(|_| Some("not asked".into()))
    ///     .every_move_where(|heaps| heaps.iter().sum::<u64>() <= 100);
    /// let c = check.compare(&vec![3, 5, 7]);
    /// assert_eq!(c.broken_laws[0].law, "winning-moves-are-every-move-to-a-loss");
    /// assert_eq!(c.broken_laws[0].detail, "missing [heap 1 to 4, heap 2 to 6]; \
    ///     every move to a loss: [heap 0 to 2, heap 1 to 4, heap 2 to 6], listed: [heap 0 to 2]");
    /// ```
    pub fn every_move_where(mut self, asked: impl Fn(&R::Position) -> bool + 'static) -> Self {
        self.every_move = Some(Box::new(asked));
        self
    }

    /// The game's name, as reports give it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// `position` as reports write it.
    pub fn text(&self, position: &R::Position) -> String {
        (self.show_position)(position)
    }

    /// Both sides' answers about `position`, and the laws the solver broke.
    pub fn compare(&mut self, position: &R::Position) -> Comparison {
        panics::naming_a_child_after_a_panic(|| self.compare_once(position))
    }

    /// [`Check::compare`], where a panic at a child goes unnamed (the
    /// comparison runs again to name it).
    fn compare_once(&mut self, position: &R::Position) -> Comparison {
        let answer = {
            let _solver = enter(Code::Solver("at the position"));
            (self.solver)(position)
        };
        let solution = match answer {
            Answer::Solved(s) => s,
            Answer::Outside(why) => {
                return Comparison {
                    outside: Some(why),
                    ..Comparison::default()
                }
            }
            Answer::Failed(failure) => return self.failed(position, failure),
        };
        let mut c = Comparison::default();
        let analysis = self.oracle(position);
        // Within the rows, the closures given to the check (`row`,
        // `order_moves`, `oracle_moves_alike`) run, and the moves are
        // written (`move_text` names whose `show_move`).
        running(
            Code::Given("row, order_moves or oracle_moves_alike"),
            || self.rows(position, &analysis, &solution, &mut c.rows),
        );
        // Where the oracle gave the value, it is the truth, and each child is
        // a position of its own: the mex law is for where it gave up.
        let value_known = c
            .rows
            .iter()
            .any(|r| r.field == "grundy" && r.oracle.is_ok());
        let oracle_moves = analysis.as_ref().ok().map(|a| &a.winning_moves[..]);
        let known = Known {
            value: value_known,
            moves: oracle_moves,
        };
        self.laws(position, &solution, known, &mut c.broken_laws);
        c.broken_laws.extend(solution.broken_laws);
        c.notes = solution.notes;
        self.oracle_notes(position, &analysis, &mut c.notes);
        c
    }

    /// The rows a failure leaves: the solver's error against each of the
    /// oracle's answers it names.
    fn failed(&mut self, position: &R::Position, failure: Failure) -> Comparison {
        let analysis = self.oracle(position);
        let rows = failure.questions.iter().map(|&q| Row {
            field: q.field(),
            solver: Err(failure.why.clone()),
            oracle: self.oracle_answer(position, &analysis, q),
        });
        Comparison {
            rows: rows.collect(),
            notes: failure.notes,
            ..Comparison::default()
        }
    }

    fn rows(
        &self,
        position: &R::Position,
        analysis: &Result<Analysis<R::Move>, String>,
        s: &Solution<R::Move>,
        rows: &mut Vec<Row>,
    ) {
        let oracle = |f: &dyn Fn(&Analysis<R::Move>) -> String| {
            analysis.as_ref().map(f).map_err(Clone::clone)
        };
        let mut row = |field, solver: String, oracle: Result<String, String>| {
            rows.push(Row {
                field,
                solver: Ok(solver),
                oracle,
            })
        };
        row(
            "outcome",
            outcome_word(s.first_player_wins),
            oracle(&|a| outcome_word(a.player_to_move_wins)),
        );
        if let Some(g) = s.grundy {
            row(
                "grundy",
                g.to_string(),
                oracle(&|a| a.grundy.map_or("none".into(), |g| g.to_string())),
            );
        }
        let sorted = |moves: &[R::Move]| self.move_list(position, moves);
        if let Some(moves) = &s.winning_moves {
            let solver = sorted(moves);
            // The same moves in the same order are the same text: written
            // once (writing moves is a real share of a small check's cost).
            let oracle = oracle(
                &|a| match self.same_listed(position, moves, &a.winning_moves) {
                    true => solver.clone(),
                    false => self.oracle_move_list(position, &a.winning_moves),
                },
            );
            row("winning-moves", solver, oracle);
        }
        if let Some(count) = s.winning_move_count {
            row(
                "winning-move-count",
                count.to_string(),
                oracle(&|a| a.winning_moves.len().to_string()),
            );
        }
        for (field, text) in &s.own_rows {
            let own = &self.own_rows;
            row(
                field,
                text.clone(),
                oracle(&|a| own_oracle(own, field, position, a)),
            );
        }
        rows.extend(s.errors.iter().map(|(q, why)| Row {
            field: q.field(),
            solver: Err(why.clone()),
            oracle: self.oracle_answer(position, analysis, *q),
        }));
    }

    fn laws(
        &mut self,
        position: &R::Position,
        s: &Solution<R::Move>,
        known: Known<'_, R::Move>,
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
        let rules = self.engine.rules();
        let show = |p: &R::Position, m: &R::Move| {
            move_text(&self.show_move, p, m, |p, m| rules.show_move(p, m))
        };
        let show_position =
            |p: &R::Position| running(Code::Given("show_position"), || (self.show_position)(p));
        let (whole, children) = (&mut self.solver, &mut self.for_children);
        let mut solver = |p: &R::Position| match children {
            Some(f) => at_child(
                Code::Solver("`for_children`, at a child, for the laws"),
                || show_position(p),
                || f(p),
            ),
            None => at_child(
                Code::Solver("at a child, for the laws"),
                || show_position(p),
                || whole(p),
            ),
        };
        let winner = &mut self.children_winner;
        let mut wins_after = |p: &R::Position| match winner {
            Some(f) => at_child(
                Code::Solver("`children_winner`, at a child"),
                || show_position(p),
                || f(p),
            ),
            None => solver(p).solution().map(|s| s.first_player_wins),
        };
        if let Some(moves) = &s.winning_moves {
            for m in moves {
                let text = || show(position, m);
                let child = match &self.play {
                    Some(play) => Some(running(Code::Given("play"), || play(position, m))),
                    None => match running(Code::Rules("`Rules::play`, of a winning move"), || {
                        rules.play(position, m)
                    }) {
                        Played::To(child) => Some(Some(child)),
                        Played::Illegal => Some(None),
                        Played::LookItUp => running(
                            Code::Rules("`Rules::moves`, looking up a winning move"),
                            || look_up(rules, position, m, self.law_moves),
                        ),
                    },
                };
                // `None`: not among the moves looked at, and there are more.
                let Some(child) = child else { continue };
                law("winning-move-is-legal", child.is_some(), &|| {
                    format!("{} is not a move", text())
                });
                let Some(child) = child else { continue };
                if let Some(wins) = wins_after(&child) {
                    law("winning-move-leaves-a-loss", !wins, &|| {
                        format!(
                            "after {} (to {}) the solver says the mover's opponent wins",
                            text(),
                            show_position(&child)
                        )
                    });
                }
            }
            let wins = s.first_player_wins;
            law(
                "loss-has-no-winning-move",
                wins || moves.is_empty(),
                &|| {
                    let moves: Vec<String> = moves.iter().map(|m| show(position, m)).collect();
                    format!("lost, yet moves [{}]", moves.join(", "))
                },
            );
            // A won position with no move at all is a misere game's end.
            let ended = || {
                running(Code::Rules("`Rules::moves`, of a won position"), || {
                    rules.moves(position).next().is_none()
                })
            };
            law(
                "win-has-a-winning-move",
                !wins || !moves.is_empty() || ended(),
                &|| "won, yet no winning move".into(),
            );
            if let Some(count) = s.winning_move_count {
                law("count-matches-moves", count == moves.len() as u64, &|| {
                    format!("count {count}, moves {}", moves.len())
                });
            }
            let (order, alike) = (self.move_order.as_ref(), self.oracle_moves_alike.as_ref());
            // Where the oracle's winning moves are the solver's, in the
            // check's order, the law could only find a child the solver
            // misjudges, a position of its own: like the mex law, it is for
            // where the oracle gave up or disagrees.
            let order_or_alike = Code::Given("order_moves or oracle_moves_alike");
            let confirmed = || {
                known.moves.is_some_and(|truth| {
                    let silent = |_: &R::Move| String::new();
                    running(order_or_alike, || {
                        not_every_move_to_a_loss(
                            position,
                            moves,
                            truth.to_vec(),
                            order,
                            alike,
                            silent,
                        )
                    })
                    .is_none()
                })
            };
            let every_move = |f: &EveryMove<R::Position>| {
                running(Code::Given("every_move_where"), || f(position))
            };
            let asked = self.every_move.as_ref().is_some_and(every_move) && !confirmed();
            let to_a_loss = match asked {
                true => running(
                    Code::Rules("`Rules::moves`, for every move to a loss"),
                    || moves_to_a_loss(rules, &mut wins_after, position, self.law_moves),
                ),
                false => None,
            };
            if let Some(to_a_loss) = to_a_loss {
                let show = |m: &R::Move| show(position, m);
                let why = running(order_or_alike, || {
                    not_every_move_to_a_loss(position, moves, to_a_loss, order, alike, show)
                });
                law(
                    "winning-moves-are-every-move-to-a-loss",
                    why.is_none(),
                    &|| why.clone().unwrap_or_default(),
                );
            }
        }
        let convention = running(Code::Rules("`Rules::convention`"), || rules.convention());
        if let (Some(g), Convention::Normal) = (s.grundy, convention) {
            let wins = s.first_player_wins;
            law("grundy-decides-the-winner", wins == (g != 0), &|| {
                format!(
                    "grundy {g}, yet the first player {}",
                    ["loses", "wins"][usize::from(wins)]
                )
            });
            // The solver's value of each child (a refusal or no value: the
            // law is not decided), as long as there are at most `law_moves`.
            if !known.value {
                let (children, spare) = (&mut self.children, &mut self.spare);
                children.clear();
                running(Code::Rules("`Rules::successors`, for the mex law"), || {
                    rules.successors(position, self.law_moves, children, spare)
                });
                let mut values = Vec::new();
                let decided = children.iter().all(|child| {
                    let value = solver(child).solution().and_then(|s| s.grundy);
                    values.extend(value);
                    value.is_some()
                });
                spare.append(children);
                spare.truncate(self.law_moves.min(4096));
                if decided && values.len() <= self.law_moves {
                    let mex = mex(&values);
                    law("grundy-is-mex-of-children", g == mex, &|| {
                        // Distinct and sorted, so the gap at the mex shows.
                        let mut distinct = values.clone();
                        distinct.sort_unstable();
                        distinct.dedup();
                        format!(
                            "grundy {g}, but its {} children have the values {distinct:?}, whose mex is {mex}",
                            values.len()
                        )
                    });
                }
            }
        }
    }

    /// Checks one position: the first discrepancy, if any.
    pub fn position(&mut self, position: &R::Position) -> Result<Comparison, Discrepancy> {
        self.judged(position, None).map_err(|failed| failed.report)
    }

    /// Checks every position of `positions` (an exhaustive sweep of a bounded
    /// generator, say); stops at the first discrepancy.
    ///
    /// # Panics
    /// When `positions` is empty, or the oracle answered none of them (past
    /// its budget, or [`Check::not_asked`]) or the solver called every one
    /// outside its domain: a sweep that compared nothing (a bound that went
    /// wrong, a budget of 0) would otherwise pass.
    pub fn sweep(
        &mut self,
        positions: impl IntoIterator<Item = R::Position>,
    ) -> Result<Summary, Discrepancy> {
        drivers::sweep(positions, |p| self.judged(p, None))
    }

    /// Checks `count` positions built by `generate` from random bytes of the
    /// stream `seed` (use [`seed`] to take it from `GRUNDY_CHECK_SEED`).
    /// Each try hands `generate` 256 bytes; a try that builds no position
    /// (the generator asked for more, or refused them) is skipped, not
    /// counted: [`Summary::checked`] says how many were built. A failure is
    /// shrunk before it is reported: its bytes are cut, zeroed and lowered
    /// while the position they build still fails the same way (the same
    /// signature), so every candidate is one the generator could build, and
    /// the report names the smallest found.
    ///
    /// # Panics
    /// When `count` is not 0 and no try built a position, or the solver
    /// called every position built outside its domain, or the oracle
    /// answered none of the rest (past its budget, or [`Check::not_asked`]):
    /// a run that compared nothing with the oracle would otherwise pass.
    pub fn random(
        &mut self,
        seed: u64,
        count: usize,
        generate: impl FnMut(&mut Unstructured) -> arbitrary::Result<R::Position>,
    ) -> Result<Summary, Discrepancy> {
        drivers::random(seed, count, generate, |p, seed| self.judged(p, Some(seed)))
    }

    /// The body of a fuzz target: builds a position from the fuzzer's bytes
    /// with `generate` and panics with the report if it shows a discrepancy.
    ///
    /// Build the `Check` once for the whole run (a `thread_local!`), not
    /// once per input: the oracle keeps its memo, and a solver that keeps
    /// state between positions (a memo, a cache) is fuzzed with it, as the
    /// other drivers check it. A check made afresh for each input starts
    /// every solver empty, and a bug of its kept state (a memo key that
    /// forgets whose turn it is) is never met.
    ///
    /// ```
    /// use grundy_check::oracle::nim::{Nim, Take};
    /// use grundy_check::{Answer, Check};
    /// use std::cell::RefCell;
    ///
    /// type Solver = fn(&Vec<u64>) -> Answer<Take>;
    /// thread_local! {
    ///     static CHECK: RefCell<Check<Nim, Solver>> = RefCell::new(Check::new(
    ///         "nim",
    ///         Nim::normal(),
    ///         |heaps: &Vec<u64>| Answer::grundy(heaps.iter().fold(0, |x, h| x ^ h)),
    ///     ));
    /// }
    /// // The target's body (`fuzz_target!(|data: &[u8]| ...)`):
    /// let heaps = |u: &mut grundy_check::arbitrary::Unstructured| {
    ///     (0..u.int_in_range(1..=3)?).map(|_| u.int_in_range(0..=9)).collect()
    /// };
    /// CHECK.with_borrow_mut(|check| check.fuzz(&[2, 3, 4, 5], heaps));
    /// ```
    pub fn fuzz(
        &mut self,
        data: &[u8],
        generate: impl FnMut(&mut Unstructured) -> arbitrary::Result<R::Position>,
    ) {
        drivers::fuzz(data, generate, |p| self.judged(p, None))
    }

    /// A quickcheck property: `tests` byte strings from quickcheck's
    /// generator seeded with `seed`, each built into a position by
    /// `generate`; a failure's bytes are shrunk by quickcheck's shrinker to
    /// the smallest that still fails the same way (as in [`Check::random`]),
    /// and that position is reported.
    ///
    /// Bytes that build no position are skipped, not counted, as in
    /// [`Check::random`]; and as there, it panics when `tests` is not 0 and
    /// none of them built a position the solver and the oracle both answer.
    ///
    /// Only with the crate's feature `quickcheck` (`grundy-check = { ...,
    /// features = ["quickcheck"] }`); without it the compiler says only that
    /// there is no method `quickcheck`.
    #[cfg(feature = "quickcheck")]
    pub fn quickcheck(
        &mut self,
        tests: usize,
        seed: u64,
        mut generate: impl FnMut(&mut Unstructured) -> arbitrary::Result<R::Position>,
    ) -> Result<Summary, Discrepancy> {
        use quickcheck::{Arbitrary, Gen};
        let mut gen = Gen::from_size_and_seed(64, seed);
        let mut summary = Summary::default();
        // The judgement of the position `bytes` build; `None` where they
        // build none (skipped, not counted, as `random` does).
        let mut judge = |check: &mut Self, bytes: &[u8]| {
            let p = generate(&mut Unstructured::new(bytes)).ok()?;
            Some(check.judged(&p, Some(seed)))
        };
        for _ in 0..tests {
            let bytes = Vec::<u8>::arbitrary(&mut gen);
            let mut failed = match judge(self, &bytes) {
                None => continue,
                Some(Ok(comparison)) => {
                    summary.add(&comparison);
                    continue;
                }
                Some(Err(failed)) => failed,
            };
            let mut bytes = bytes;
            // Greedy: the first smaller input that still fails the same way,
            // until none does; its panics unprinted, as in `random`.
            while let Some((smaller, smaller_failed)) = panics::quietly(|| {
                bytes.shrink().find_map(|b| match judge(self, &b)? {
                    Err(f) if f.is_like(&failed) => Some((b, f)),
                    _ => None,
                })
            }) {
                (bytes, failed) = (smaller, smaller_failed);
            }
            return Err(failed.report);
        }
        drivers::require_a_comparison("quickcheck", tests, &summary);
        Ok(summary)
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

impl Summary {
    pub(crate) fn add(&mut self, c: &Comparison) {
        self.checked += 1;
        self.outside += usize::from(c.outside.is_some());
        self.oracle_gave_up += usize::from(c.oracle_gave_up());
    }
}

/// What a person reads of a passing run: how many positions were compared
/// with the oracle, and how many were not.
///
/// ```
/// let summary = grundy_check::Summary { checked: 500, outside: 3, oracle_gave_up: 12 };
/// assert_eq!(
///     summary.to_string(),
///     "500 positions checked: 485 compared with the oracle, \
///      12 past its budget (laws only), 3 outside the solver's domain"
/// );
/// ```
impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let compared = self
            .checked
            .saturating_sub(self.outside)
            .saturating_sub(self.oracle_gave_up);
        write!(
            f,
            "{} positions checked: {compared} compared with the oracle, \
             {} past its budget (laws only), {} outside the solver's domain",
            self.checked, self.oracle_gave_up, self.outside
        )
    }
}

/// The oracle's side of the game's own question `field`.
fn own_oracle<P, M>(
    own: &[OwnRow<P, M>],
    field: &str,
    position: &P,
    analysis: &Analysis<M>,
) -> String {
    match own.iter().find(|(f, _)| *f == field) {
        Some((_, oracle)) => oracle(position, analysis),
        None => format!("(the check has no oracle side for `{field}`)"),
    }
}

/// `m` as reports write it: by the check's own `show`, else `by_rules`
/// (the rules' `show_move`, impartial or partisan).
pub(crate) fn move_text<P, M>(
    show: &Option<ShowMove<P, M>>,
    position: &P,
    m: &M,
    by_rules: impl FnOnce(&P, &M) -> String,
) -> String {
    match show {
        Some(show) => running(Code::Given("show_move"), || show(position, m)),
        None => running(Code::Rules("`show_move`"), || by_rules(position, m)),
    }
}

/// The moves in the rules' order, written by `show`.
fn sorted_list<M: Ord>(moves: &[M], show: impl Fn(&M) -> String) -> String {
    // Most lists come sorted (in the rules' order): no copy then.
    if moves.is_sorted() {
        return list(moves.iter().map(show));
    }
    let mut moves: Vec<&M> = moves.iter().collect();
    moves.sort();
    list(moves.into_iter().map(show))
}

/// The least number not in `values`.
fn mex(values: &[u64]) -> u64 {
    // Only values below the count can be the mex.
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(slot) = usize::try_from(v).ok().and_then(|v| seen.get_mut(v)) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u64
}

/// What the oracle gave for the position the laws judge: they are for
/// where it did not.
struct Known<'a, M> {
    /// Its Grundy value (the mex law then is not asked).
    value: bool,
    /// Its winning moves, where it answered.
    moves: Option<&'a [M]>,
}

/// Why `given`, a solver's winning moves from `position`, are not
/// `to_a_loss` (every move to a loss, in the rules' order), or `None` where
/// they are: compared up to `alike` (alike moves once), in `order` where
/// given (else in the moves' own), each move written by `show`.
fn not_every_move_to_a_loss<P, M: Ord + Clone>(
    position: &P,
    given: &[M],
    mut to_a_loss: Vec<M>,
    order: Option<&MoveOrder<P, M>>,
    alike: Option<&MovesAlike<P, M>>,
    show: impl Fn(&M) -> String,
) -> Option<String> {
    let same_move = |a: &M, b: &M| match alike {
        Some(alike) => alike(position, a, b),
        None => a == b,
    };
    // Both in the row's order: the solver's as it gives it where the check
    // names an order, else sorted (most lists come sorted: no copy then).
    let sorted: Vec<M>;
    let listed = match order {
        Some(order) => {
            to_a_loss.sort_by(|a, b| order(position, a, b));
            given
        }
        None if given.is_sorted() => {
            to_a_loss.sort();
            given
        }
        None => {
            to_a_loss.sort();
            sorted = {
                let mut copy = given.to_vec();
                copy.sort();
                copy
            };
            &sorted
        }
    };
    to_a_loss.dedup_by(|later, earlier| same_move(earlier, later));
    let same = listed.len() == to_a_loss.len()
        && listed.iter().zip(&to_a_loss).all(|(a, b)| same_move(a, b));
    if same {
        return None;
    }
    let text = |moves: Vec<&M>| list(moves.into_iter().map(&show));
    let missing = absent(&to_a_loss, listed, same_move);
    let extra = absent(listed, &to_a_loss, same_move);
    let mut why = Vec::new();
    if !missing.is_empty() {
        why.push(format!("missing {}", text(missing)));
    }
    if !extra.is_empty() {
        why.push(format!("extra {}", text(extra)));
    }
    if why.is_empty() {
        why.push("the same moves, listed otherwise".to_string());
    }
    Some(format!(
        "{}; every move to a loss: {}, listed: {}",
        why.join(", "),
        text(to_a_loss.iter().collect()),
        text(given.iter().collect())
    ))
}

/// The moves of `from` with none `alike` among `among`.
fn absent<'a, M>(from: &'a [M], among: &[M], alike: impl Fn(&M, &M) -> bool) -> Vec<&'a M> {
    let absent = |m: &&'a M| !among.iter().any(|o| alike(m, o));
    from.iter().filter(absent).collect()
}

/// Every move of `position` after which `wins_after` calls the position
/// lost, in the rules' order; `None` (the law undecided) where the position
/// has more than `limit` moves or `wins_after` gives no answer for a child.
fn moves_to_a_loss<R: Rules>(
    rules: &R,
    wins_after: &mut impl FnMut(&R::Position) -> Option<bool>,
    position: &R::Position,
    limit: usize,
) -> Option<Vec<R::Move>> {
    if rules.more_moves_than(position, limit) {
        return None;
    }
    let mut moves = rules.moves(position);
    let mut to_a_loss = Vec::new();
    for (m, child) in moves.by_ref().take(limit) {
        if !wins_after(&child)? {
            to_a_loss.push(m);
        }
    }
    moves.next().is_none().then_some(to_a_loss)
}

/// The child `m` leads to among the first `limit` moves of `position`:
/// `Some(Some(child))` when found, `Some(None)` when every move was looked at
/// and it is not one, `None` when there are more moves than `limit`.
fn look_up<R: Rules>(
    rules: &R,
    position: &R::Position,
    m: &R::Move,
    limit: usize,
) -> Option<Option<R::Position>>
where
    R::Move: PartialEq,
{
    let mut moves = rules.moves(position);
    for (candidate, child) in moves.by_ref().take(limit) {
        if candidate == *m {
            return Some(Some(child));
        }
    }
    match moves.next() {
        Some(_) => None,
        None => Some(None),
    }
}
