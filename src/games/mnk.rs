//! m,n,k games: an `m x n` board, X and O alternate, `k` in a row wins, a full
//! board without one is a draw. Positions are a board shape and the moves
//! played so far (cell `r * n + c`, X first).
//!
//! Compared: whether the moves can be played at all (a game already won
//! cannot go on), the outcome (first player wins, second player wins, draw),
//! the winning moves and the best moves (those keeping the position's value),
//! each in cell order. Laws, checked at any size the solver takes: winning
//! moves are best moves, exist exactly when the position is won, and each
//! best move leads to a position the solver values as the opposite of this
//! one.

use crate::family::{parse_numbers, parse_u64_list};
use crate::partisan::prelude::*;
use grundy_check::partisan::PartisanAnalysis;
use oracle::mnk::{Minimax, Mnk as Rules, MnkRules};
use solver::mnk as theory;

/// The most cells `parse` takes (the solver itself stops at 16).
pub const MAX_PARSED_CELLS: usize = 1024;

/// A board shape, the row length that wins, the moves played so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MnkPosition {
    pub rows: usize,
    pub columns: usize,
    pub k: usize,
    pub moves: Vec<usize>,
}

impl Notation for MnkPosition {
    fn parse(args: &[String]) -> Result<Self, String> {
        let mut words = args.to_vec();
        let moves = match take_option(&mut words, "--moves", "cells, e.g. `--moves 0,4`")? {
            Some(cells) => parse_u64_list(&cells, "--moves cell")?,
            None => Vec::new(),
        };
        let names = ["m (rows)", "n (columns)", "k (row length)"];
        let numbers = parse_numbers(&words[..words.len().min(3)], |i| names[i].into())?;
        if let Some(w) = words.get(3) {
            return Err(format!(
                "expected `m n k [--moves CELLS]`, found extra `{w}`"
            ));
        }
        let [m, n, k] = numbers[..] else {
            return Err("expected `m n k` (rows, columns, row length)".into());
        };
        if m == 0 || n == 0 || k == 0 {
            return Err(format!("m, n and k must be at least 1, found {m} {n} {k}"));
        }
        let cells = m
            .checked_mul(n)
            .filter(|&c| c <= MAX_PARSED_CELLS as u64)
            .ok_or_else(|| format!("a {m} x {n} board: at most {MAX_PARSED_CELLS} cells"))?;
        let k = usize::try_from(k).map_err(|_| format!("k = {k} is too large"))?;
        let mut seen = vec![false; cells as usize];
        for (i, &cell) in moves.iter().enumerate() {
            if cell >= cells {
                return Err(format!(
                    "move {}: cell {cell} is off the board (cells 0..{cells})",
                    i + 1
                ));
            }
            if std::mem::replace(&mut seen[cell as usize], true) {
                return Err(format!("move {}: cell {cell} was already played", i + 1));
            }
        }
        Ok(MnkPosition {
            rows: m as usize,
            columns: n as usize,
            k,
            moves: moves.into_iter().map(|c| c as usize).collect(),
        })
    }

    fn size(&self) -> u64 {
        (self.rows * self.columns) as u64
    }

    /// Every board of exactly `cells` cells, every `k` up to one past its
    /// longer side, from the empty board and after each opening move.
    fn of_size(cells: u32) -> Vec<Self> {
        let cells = cells as usize;
        let mut out = Vec::new();
        for rows in (1..=cells).filter(|rows| cells % rows == 0) {
            let columns = cells / rows;
            for k in 1..=rows.max(columns) + 1 {
                let at = |moves| MnkPosition {
                    rows,
                    columns,
                    k,
                    moves,
                };
                out.push(at(Vec::new()));
                out.extend((0..cells).map(|opening| at(vec![opening])));
            }
        }
        out
    }
}

impl MnkPosition {
    /// Generated boards have at most this many cells: the oracle's minimax
    /// answers them in milliseconds.
    pub const MAX_CELLS: usize = 9;

    fn rules(&self) -> Rules {
        Rules {
            rows: self.rows,
            columns: self.columns,
            k: self.k,
        }
    }

    /// Late positions on boards of up to this many cells are generated too:
    /// past 64 cells (its bitboards) the solver answers them by a search of
    /// another kind, over the empty cells alone.
    pub const MAX_LATE_CELLS: usize = 100;
    /// ... with at most this many empty cells: the oracle's minimax answers
    /// them in milliseconds whatever the board.
    pub const MAX_LATE_EMPTY: usize = 4;

    /// A board of 17 to 100 cells, nearly full: random marks, so often
    /// played past a win (then legality is what is compared), and otherwise
    /// a late game that the solver searches on its wide bitboards, or past
    /// 64 cells over the empty cells alone.
    fn arbitrary_late(u: &mut Unstructured<'_>) -> arbitrary::Result<Self> {
        let rows = u.int_in_range(1..=10)?;
        let most = Self::MAX_LATE_CELLS / rows;
        let columns = u.int_in_range((16 / rows + 1).min(most)..=most)?;
        let cells = rows * columns;
        let k = u.int_in_range(3..=rows.max(columns) + 1)?;
        let empty_left = u.int_in_range(0..=Self::MAX_LATE_EMPTY)?;
        Self::with_random_moves(u, rows, columns, k, cells - empty_left)
    }

    /// `played` distinct cells of a `rows x columns` board, chosen by `u`.
    fn with_random_moves(
        u: &mut Unstructured<'_>,
        rows: usize,
        columns: usize,
        k: usize,
        played: usize,
    ) -> arbitrary::Result<Self> {
        let mut empty: Vec<usize> = (0..rows * columns).collect();
        let mut moves = Vec::with_capacity(played);
        for _ in 0..played {
            let i = u.choose_index(empty.len())?;
            moves.push(empty.remove(i));
        }
        Ok(MnkPosition {
            rows,
            columns,
            k,
            moves,
        })
    }
}

impl<'a> Arbitrary<'a> for MnkPosition {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        // One in 32: a board past 16 cells, late in the game.
        if u.ratio(1u8, 32)? {
            return Self::arbitrary_late(u);
        }
        let rows = u.int_in_range(1..=Self::MAX_CELLS)?;
        let columns = u.int_in_range(1..=Self::MAX_CELLS / rows)?;
        let k = u.int_in_range(1..=rows.max(columns) + 1)?;
        let played = u.int_in_range(0..=rows * columns)?;
        Self::with_random_moves(u, rows, columns, k, played)
    }
}

impl fmt::Display for MnkPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.rows, self.columns, self.k)?;
        if !self.moves.is_empty() {
            let cells: Vec<String> = self.moves.iter().map(usize::to_string).collect();
            write!(f, " --moves {}", cells.join(","))?;
        }
        Ok(())
    }
}

/// How many best moves of a position past 16 empty cells have their child
/// solved for the law `best-move-leads-to-the-opposite-value`.
const BEST_MOVES_CHECKED_PAST_16: usize = 4;

/// The oracle's minimax for one rule set, memo included, made at the first
/// position whose moves can be played (the fuzzer's boards are often played
/// past a win); it answers the `legal` row where they can.
pub struct MnkEngine {
    rules: MnkRules,
    budget: usize,
    minimax: Option<Minimax>,
}

impl PartisanEngine<MnkRules> for MnkEngine {
    fn rules(&self) -> &MnkRules {
        &self.rules
    }
    fn set_budget(&mut self, states: usize) {
        self.budget = states;
        self.minimax.iter_mut().for_each(|m| m.set_budget(states));
    }
    fn analyze(&mut self, moves: &Vec<usize>) -> Result<PartisanAnalysis<usize>, String> {
        let (rules, budget) = (self.rules.mnk(), self.budget);
        let board = rules
            .play(moves)
            .map_err(|e| format!("the moves cannot be played: {e}"))?;
        let minimax = self
            .minimax
            .get_or_insert_with(|| Minimax::new(rules, budget));
        let a = minimax.analyze(&board).map_err(|e| e.to_string())?;
        Ok(PartisanAnalysis {
            outcome: Outcome::of(a.value, self.rules.to_move(moves)),
            winning_moves: a.winning_moves,
            best_moves: Some(a.best_moves),
            rows: vec![("legal", Cow::Borrowed("legal"))],
            notes: Vec::new(),
        })
    }
    fn memo_len(&self) -> usize {
        self.minimax.as_ref().map_or(0, Minimax::memo_len)
    }
}

fn outcome(outcome: theory::Outcome) -> Outcome {
    match outcome {
        theory::Outcome::FirstPlayerWins => Outcome::Wins(Player::First),
        theory::Outcome::SecondPlayerWins => Outcome::Wins(Player::Second),
        theory::Outcome::Draw => Outcome::Draw,
    }
}

pub struct MnkGame;
pub type Mnk = PartisanDeclared<MnkGame>;
/// The checks kept per rule set, up to 256, with each one's minimax memo:
/// every one of the generated boards of at most
/// [`MnkPosition::MAX_CELLS`] cells fits.
pub type MnkOracle = PartisanOracle<MnkGame>;

impl PartisanDeclaration for MnkGame {
    type Position = MnkPosition;
    type Rules = MnkRules;
    type Variant = Rules;
    const NAME: &'static str = "mnk";
    const ABOUT: &'static str =
        "m,n,k games: X and O mark an m x n board, k in a row wins, full board draws (tic-tac-toe: 3 3 3)";
    const SYNTAX: &'static str = "M N K [--moves CELL,...] (e.g. `3 3 3 --moves 0,4`)";
    const EXHAUSTIVE_SIZE: u32 = 10;
    /// Boards one oracle query may create: tic-tac-toe needs 5,478 in all, a
    /// 4 x 4 board is refused in a fraction of a second.
    const ORACLE_BUDGET: usize = 200_000;
    const RENAMED: &'static [(&'static str, &'static str)] = &[
        (
            "only-a-win-has-winning-moves",
            "winning-moves-exist-iff-won",
        ),
        ("win-has-a-winning-move", "winning-moves-exist-iff-won"),
        (
            "best-move-keeps-the-outcome",
            "best-move-leads-to-the-opposite-value",
        ),
    ];
    const KEPT_VARIANTS: usize = 256;

    fn variant(p: &MnkPosition) -> Rules {
        p.rules()
    }
    fn rules(rules: &Rules) -> MnkRules {
        MnkRules::new(*rules)
    }
    fn engine(rules: MnkRules, budget: usize) -> Box<dyn PartisanEngine<MnkRules>> {
        Box::new(MnkEngine {
            rules,
            budget,
            minimax: None,
        })
    }
    fn in_rules(p: &MnkPosition) -> Cow<'_, Vec<usize>> {
        Cow::Borrowed(&p.moves)
    }
    /// The solution, or its error on every row; legality on any board
    /// (`solve` judges it only on boards it takes), and whether `solve`
    /// judges it as `check_moves` does.
    fn solve(r: &Rules, moves: &Vec<usize>) -> Answer<Self> {
        let solved = theory::solve(r.rows, r.columns, r.k, moves);
        let checked = theory::check_moves(r.rows, r.columns, r.k, moves);
        let solve_says = solved.as_ref().map(|_| ()).map_err(Clone::clone);
        // A board out of `solve`'s range is judged by `check_moves` alone.
        let out_of_range = matches!(solve_says, Err(theory::MnkError::OutOfRange(_)));
        let answer = match solved {
            Ok(s) => PartisanAnswer::outcome(outcome(s.outcome))
                .with_moves(s.winning_moves)
                .with_best_moves(s.best_moves)
                .with_note(format!("the solver searched {} positions", s.nodes)),
            Err(e) => PartisanAnswer::failed(e.to_string())
                .failing(PartisanQuestion::WinningMoves)
                .failing(PartisanQuestion::BestMoves),
        };
        let answer = match &checked {
            Ok(()) => answer.with_row("legal", "legal"),
            Err(theory::MnkError::Illegal(why)) => answer.with_row("legal", why),
            Err(e) => answer.with_row_error("legal", e.to_string()),
        };
        answer.with_law(
            "solve-and-check-moves-agree-on-legality",
            out_of_range || solve_says == checked,
            || format!("solve: {solve_says:?}, check_moves: {checked:?}"),
        )
    }
    /// A child past the search budget has no value to compare: its refusal
    /// is no answer, not a wrong one.
    fn for_children() -> Option<Solve<Self>> {
        Some(
            |r, moves| match theory::solve(r.rows, r.columns, r.k, moves) {
                Ok(s) => PartisanAnswer::outcome(outcome(s.outcome)),
                Err(theory::MnkError::OutOfRange(why)) => PartisanAnswer::outside(why),
                Err(e) => PartisanAnswer::failed(e.to_string()),
            },
        )
    }
    /// Past 16 empty cells each child is a search of up to a second on its
    /// own (the parent's shared its table between them): a few are enough
    /// to catch a wrong value.
    fn children_judged(r: &Rules, moves: &Vec<usize>) -> usize {
        match r.cells().saturating_sub(moves.len()) > theory::ALWAYS_SOLVED_EMPTY {
            true => BEST_MOVES_CHECKED_PAST_16,
            false => usize::MAX,
        }
    }
    /// The legal row first. Where the engine refuses (a game won before its
    /// last move, a board past its budget), the rules' own replay of the
    /// moves answers it.
    fn finish(p: &MnkPosition, found: &mut grundy_check::Comparison) {
        let Some(at) = found.rows.iter().position(|r| r.field == "legal") else {
            return;
        };
        if found.rows[at].oracle.is_err() {
            let board = p.rules().play(&p.moves);
            found.rows[at].oracle = Ok(board.map_or_else(|e| e, |_| "legal".into()));
        }
        found.rows[..=at].rotate_right(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{Comparison, Family};
    use oracle::search::Played;
    use std::ops::ControlFlow;

    const FIRST: &str = "first player wins";
    const DRAW: &str = "draw";

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    fn compare(text: &str) -> Comparison {
        let p = Mnk::parse(&words(text)).unwrap();
        let c = Mnk::compare(&p, &mut MnkOracle::default());
        assert!(c.discrepancies("mnk", text).is_empty(), "{text}: {c:?}");
        c
    }

    #[test]
    fn tic_tac_toe_is_a_draw_and_the_seed_is_won() {
        let c = compare("3 3 3");
        assert_eq!(c.rows[1].oracle, Ok(DRAW.to_string()));
        assert_eq!(c.rows[1].solver, Ok(DRAW.to_string()));
        let c = compare("1 3 2");
        assert_eq!(c.rows[1].solver, Ok(FIRST.to_string()));
        assert_eq!(c.rows[2].solver, Ok("[1]".to_string()));
    }

    #[test]
    fn the_command_line_answers() {
        let mnk = crate::registry::game("mnk").expect("registered");
        let outcome = |text: &str| {
            let checked = mnk.check_args(&words(text)).unwrap();
            assert!(checked.discrepancies().is_empty());
            checked.comparison.rows[1].solver.clone()
        };
        assert_eq!(outcome("3 3 3"), Ok(DRAW.to_string()));
        assert_eq!(outcome("1 3 2"), Ok(FIRST.to_string()));
    }

    #[test]
    fn positions_after_moves_agree() {
        compare("3 3 3 --moves 0,1");
        compare("3 3 3 --moves=4,0,8");
        // Won already: both sides say so, and O to move has lost.
        let c = compare("3 3 3 --moves 0,3,1,4,2");
        assert_eq!(c.rows[1].solver, Ok(FIRST.to_string()));
        // Played past a win: both sides refuse alike.
        let c = compare("3 3 3 --moves 0,3,1,4,2,5");
        assert_eq!(c.rows[0].solver, Ok("won before move 6".to_string()));
    }

    #[test]
    fn a_four_by_four_board_gets_laws_but_no_oracle() {
        let c = compare("4 4 4 --moves 5");
        assert!(c.oracle_gave_up());
    }

    #[test]
    fn boards_past_sixteen_cells_are_checked_late_in_the_game() {
        // 5 x 5 after 16 marks: both sides answer every question (at the
        // small test budget), and agree.
        let c = compare("5 5 4 --moves 6,16,22,14,1,5,20,10,9,13,24,12,3,0,2,4");
        assert!(
            c.rows.iter().all(|r| r.solver.is_ok() && r.oracle.is_ok()),
            "{c:?}"
        );
        // 6 x 6 (past 32 cells) after 26 marks.
        let c = compare(
            "6 6 4 --moves 31,24,10,5,29,27,8,23,14,12,28,22,34,15,0,19,30,7,21,35,13,2,33,6,1,3",
        );
        assert!(
            c.rows.iter().all(|r| r.solver.is_ok() && r.oracle.is_ok()),
            "{c:?}"
        );
    }

    #[test]
    fn a_board_out_of_the_solvers_range_still_has_its_legality_compared() {
        // 10 x 10 early in the game: the solver answers only legality, and
        // that is no discrepancy (it was one before check_moves).
        for (text, legal) in [
            (
                "10 10 5 --moves 0,10,1,11,2,12,3,13,4,14",
                "won before move 10",
            ),
            ("10 10 5 --moves 0,10,1,11,2,12,3,13", "legal"),
        ] {
            let c = compare(text);
            assert_eq!(c.rows[0].solver, Ok(legal.to_string()), "{text}");
            assert_eq!(c.rows[0].oracle, Ok(legal.to_string()), "{text}");
            assert!(c.rows[1].solver.is_err(), "{text}");
        }
    }

    #[test]
    fn boards_past_64_cells_are_compared_late_in_the_game() {
        // 9 x 9, rows of 5, two cells left and no row possible: both draw.
        // The solver refused every board past 64 cells before, and each
        // answer of the oracle's was a discrepancy.
        let c = compare(
            "9 9 5 --moves 0,2,1,3,4,6,5,7,8,9,11,10,12,13,15,14,16,17,18,20,19,21,22,24,23,\
             25,26,27,29,28,30,31,33,32,34,35,36,38,37,39,40,42,41,43,44,45,47,46,48,49,51,50,\
             52,53,54,56,55,57,58,60,59,61,62,63,65,64,66,67,69,68,70,71,72,74,73,75,76,78,77",
        );
        assert_eq!(c.rows[1].solver, Ok(DRAW.to_string()), "{c:?}");
        assert_eq!(c.rows[3].solver, Ok("[79, 80]".to_string()), "{c:?}");
        // More than 16 empty cells, where forced play decides quickly: the
        // solver refused both before it searched within a budget.
        for text in [
            "8 8 3 --moves 43,6,49,17,20,10,18,48,33,54,13,42,51,41,15,59,9,56,45,19,61,57,7,\
             8,25,47,62,53,4,2,16,5,37,11,1,38,21,44,39,0,31,63",
            "9 8 3 --moves 55,54,59,26,52,23,18,19,13,2,62,28,40,49,65,25,10,53,20,66,61,69,24,\
             7,36,17,33,31,57,45,46,51,0,48,34,32,56,47,4,70,30,3,29,41,5,67,14,42,71,22,64",
        ] {
            let c = compare(text);
            assert!(
                c.rows.iter().all(|r| r.solver.is_ok() && r.oracle.is_ok()),
                "{c:?}"
            );
        }
        // The fuzzer's late boards past 64 cells: the oracle and the solver
        // both answer most of those still in play, and agree (compare
        // asserts it).
        let mut rng = crate::rng::Rng::new(64);
        let (mut past_64, mut both_answered) = (0, 0);
        for _ in 0..300 {
            let bytes = rng.bytes(512);
            let p = MnkPosition::arbitrary_late(&mut Unstructured::new(&bytes)).unwrap();
            if p.rows * p.columns <= 64 {
                continue;
            }
            past_64 += 1;
            let c = compare(&p.to_string());
            both_answered += usize::from(c.rows[1].solver.is_ok() && c.rows[1].oracle.is_ok());
        }
        assert!(
            past_64 > 50 && both_answered * 2 > past_64,
            "{both_answered} of {past_64}"
        );
    }

    #[test]
    fn display_round_trips_and_bad_input_is_named() {
        for text in ["3 3 3", "2 5 4 --moves 0,9,3"] {
            assert_eq!(Mnk::parse(&words(text)).unwrap().to_string(), text);
        }
        let err = |t: &str| Mnk::parse(&words(t)).unwrap_err();
        assert!(err("3 3").contains("m n k"));
        assert!(err("3 3 3 3").contains("extra"));
        assert!(err("3 x 3").contains("n (columns)"));
        assert!(err("0 3 3").contains("at least 1"));
        assert!(err("3 3 3 --moves 0,9").contains("move 2"));
        assert!(err("3 3 3 --moves 4,4").contains("already played"));
        assert!(err("3 3 3 --moves").contains("needs"));
        assert!(err("99999999999 99999999999 3").contains("at most"));
    }

    #[test]
    fn play_leads_where_the_rules_moves_lead_and_reads_as_the_cell() {
        let rules = MnkRules::new(Rules {
            rows: 3,
            columns: 3,
            k: 3,
        });
        for moves in [vec![], vec![4], vec![0, 4, 8], vec![2, 1, 0, 3]] {
            let mut listed = Vec::new();
            let _ = rules.for_each_move(&moves, &mut |cell, child| {
                listed.push(cell);
                assert_eq!(rules.play(&moves, &cell), Played::To(child.clone()));
                ControlFlow::Continue(())
            });
            assert_eq!(listed.len(), 9 - moves.len(), "{moves:?}");
            // A cell played, or off the board, is no move.
            for cell in moves.iter().copied().chain([9, 10]) {
                assert_eq!(
                    rules.play(&moves, &cell),
                    Played::Illegal,
                    "{moves:?} {cell}"
                );
            }
        }
        // A board already won, or moves played past a win, list no move,
        // and no cell is one to play: X has the top row.
        for moves in [vec![0, 3, 1, 4, 2], vec![0, 3, 1, 4, 2, 5]] {
            let _ = rules.for_each_move(&moves, &mut |cell, _| panic!("{moves:?} lists {cell}"));
            for cell in 0..10 {
                assert_eq!(
                    rules.play(&moves, &cell),
                    Played::Illegal,
                    "{moves:?} {cell}"
                );
            }
        }
        assert_eq!(rules.show_move(&[0, 3, 1, 4, 2].to_vec(), &5), "5");
    }

    #[test]
    fn sizes_cover_every_shape() {
        // 4 cells: 1 x 4 and 4 x 1 (k 1..=5), 2 x 2 (k 1..=3); 5 positions each.
        assert_eq!(MnkPosition::of_size(4).len(), (5 + 5 + 3) * 5);
    }
}
