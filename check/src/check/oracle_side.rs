//! The oracle's side of a [`Check`] beyond its rows: positions it is not
//! asked about, notes from its analysis, and its analysis itself for a
//! caller's own rows.

use super::{move_text, own_oracle, sorted_list, Check};
use crate::answer::{Answer, Question};
use crate::comparison::{list, outcome_word};
use crate::panics::{enter, running, Code, IN_THE_SEARCH};
use oracle::search::{Analysis, Rules};
use std::fmt::Debug;

impl<R, S> Check<R, S>
where
    R: Rules,
    R::Position: Debug,
    R::Move: Debug + Ord,
    S: FnMut(&R::Position) -> Answer<R::Move>,
{
    /// Positions the oracle is not asked about: where `why` gives a reason
    /// (a heap past any budget, which the search could only spend its
    /// budget on and refuse), every row's oracle side is that reason, and
    /// only the laws are checked.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let solver = |heaps: &Vec<u64>| Answer::<Take>::grundy(heaps.iter().fold(0, |x, h| x ^ h));
    /// let mut check = Check::new("nim", Nim::normal(), solver)
    ///     .not_asked(|heaps| heaps.iter().any(|&h| h > 1 << 40).then(|| "not asked: a huge heap".into()));
    /// let c = check.position(&vec![u64::MAX, 1]).unwrap();
    /// assert_eq!(c.rows[0].oracle, Err("not asked: a huge heap".to_string()));
    /// ```
    pub fn not_asked(mut self, why: impl Fn(&R::Position) -> Option<String> + 'static) -> Self {
        self.not_asked = Some(Box::new(why));
        self
    }

    /// A note from the oracle's analysis of each position it answers (a
    /// value the solver does not claim), shown after the solver's notes.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let solver = |heaps: &Vec<u64>| Answer::<Take>::winner(heaps.iter().fold(0, |x, h| x ^ h) != 0);
    /// let mut check = Check::new("nim", Nim::normal(), solver)
    ///     .oracle_note(|_, a| a.grundy.map(|g| format!("oracle Grundy value {g}")));
    /// let c = check.position(&vec![1, 2]).unwrap();
    /// assert_eq!(c.notes, ["oracle Grundy value 3"]);
    /// ```
    pub fn oracle_note(
        mut self,
        note: impl Fn(&R::Position, &Analysis<R::Move>) -> Option<String> + 'static,
    ) -> Self {
        self.oracle_notes.push(Box::new(note));
        self
    }

    /// The oracle's analysis of `position` (its memo kept), or why it gave
    /// none: for a caller that writes a row of its own from it.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let mut check = Check::new("nim", Nim::normal(), |_: &Vec<u64>| Answer::<Take>::grundy(0));
    /// assert_eq!(check.oracle(&vec![3, 4, 5]).unwrap().grundy, Some(2));
    /// ```
    pub fn oracle(&mut self, position: &R::Position) -> Result<Analysis<R::Move>, String> {
        if let Some(why) = self.why_not_asked(position) {
            return Err(why);
        }
        let _search = enter(IN_THE_SEARCH);
        self.engine.analyze(position).map_err(|e| e.to_string())
    }

    /// Why the oracle is not asked about `position`, if [`Check::not_asked`] says.
    fn why_not_asked(&self, position: &R::Position) -> Option<String> {
        let why = self.not_asked.as_ref()?;
        running(Code::Given("not_asked"), || why(position))
    }

    /// The oracle's Grundy value of `position` alone ([`Engine::value`](crate::Engine::value):
    /// `None` where its engine finds none), or why it gave none: cheaper
    /// than [`Check::oracle`] where the outcome and the moves are not read.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let mut check = Check::new("nim", Nim::normal(), |_: &Vec<u64>| Answer::<Take>::grundy(0))
    ///     .not_asked(|heaps| (heaps.len() > 3).then(|| "not asked: four heaps".into()));
    /// assert_eq!(check.oracle_value(&vec![3, 4, 5]), Ok(Some(2)));
    /// assert_eq!(check.oracle_value(&vec![1; 4]), Err("not asked: four heaps".to_string()));
    /// ```
    pub fn oracle_value(&mut self, position: &R::Position) -> Result<Option<u64>, String> {
        if let Some(why) = self.why_not_asked(position) {
            return Err(why);
        }
        let _search = enter(IN_THE_SEARCH);
        self.engine.value(position).map_err(|e| e.to_string())
    }

    /// How many positions the oracle's memo holds: what keeping this check
    /// costs.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// let mut check = Check::new("nim", Nim::normal(), |h: &Vec<u64>| Answer::<Take>::grundy(h[0]));
    /// assert_eq!(check.memo_len(), 0);
    /// check.position(&vec![3]).unwrap();
    /// assert!(check.memo_len() >= 4);
    /// ```
    pub fn memo_len(&self) -> usize {
        self.engine.memo_len()
    }

    /// The oracle's answer to one question, as its row writes it.
    pub(super) fn oracle_answer(
        &self,
        position: &R::Position,
        analysis: &Result<Analysis<R::Move>, String>,
        question: Question,
    ) -> Result<String, String> {
        analysis
            .as_ref()
            .map_err(Clone::clone)
            .map(|a| match question {
                Question::Outcome => outcome_word(a.player_to_move_wins),
                Question::Grundy => a.grundy.map_or("none".into(), |g| g.to_string()),
                Question::WinningMoves => self.oracle_move_list(position, &a.winning_moves),
                Question::WinningMoveCount => a.winning_moves.len().to_string(),
                Question::Own(field) => own_oracle(&self.own_rows, field, position, a),
            })
    }

    /// The order a row lists moves in, where it is not the moves' own
    /// (`Ord`): by heap, then by the amount taken, where the move type
    /// orders by what it leaves.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// // Rows that list the winning moves from the last heap to the first.
    /// let solver = |heaps: &Vec<u64>| {
    ///     let x = heaps.iter().fold(0, |x, h| x ^ h);
    ///     let moves = (0..heaps.len()).rev().filter(|&i| heaps[i] ^ x < heaps[i])
    ///         .map(|heap| Take { heap, take: heaps[heap] - (heaps[heap] ^ x) }).collect();
    ///     Answer::grundy(x).with_moves(moves)
    /// };
    /// let mut check = Check::new("nim", Nim::normal(), solver)
    ///     .show_move(|_, m| format!("heap {}", m.heap))
    ///     .order_moves(|_, a, b| b.heap.cmp(&a.heap));
    /// let c = check.position(&vec![4, 5, 6]).unwrap();
    /// assert_eq!(c.rows[2].solver, Ok("[heap 2, heap 1, heap 0]".to_string()));
    /// assert_eq!(c.rows[2].oracle, c.rows[2].solver);
    /// ```
    pub fn order_moves(
        mut self,
        order: impl Fn(&R::Position, &R::Move, &R::Move) -> std::cmp::Ordering + 'static,
    ) -> Self {
        self.move_order = Some(Box::new(order));
        self
    }

    /// `m` as a row writes it: [`Check::show_move`]'s, else the rules'.
    pub(super) fn move_text(&self, position: &R::Position, m: &R::Move) -> String {
        let rules = self.engine.rules();
        move_text(&self.show_move, position, m, |p, m| rules.show_move(p, m))
    }

    /// `moves` as a row lists them: in order, each written by `show_move`.
    pub(super) fn move_list(&self, position: &R::Position, moves: &[R::Move]) -> String {
        let show = |m: &R::Move| self.move_text(position, m);
        match &self.move_order {
            None => sorted_list(moves, show),
            Some(order) => {
                let mut moves: Vec<&R::Move> = moves.iter().collect();
                moves.sort_by(|a, b| order(position, a, b));
                list(moves.into_iter().map(show))
            }
        }
    }

    /// The oracle's winning moves that the answer does not tell apart
    /// (`alike`) listed once: for a game whose answer names a move by less
    /// than the rules do (a token and the node it reaches, where two edges
    /// join the same nodes). Alike moves must come side by side in the
    /// row's order. The solver's list is written as it is, so a solver that
    /// names one move twice still differs from the oracle.
    ///
    /// ```
    /// use grundy_check::{Answer, Check};
    /// use grundy_check::oracle::nim::{Nim, Take};
    ///
    /// // The answer names a take by the size of the heap it is made on:
    /// // this solver gives one take per winning kind, on the first heap.
    /// let solver = |heaps: &Vec<u64>| {
    ///     let x = heaps.iter().fold(0, |x, h| x ^ h);
    ///     let first = heaps.iter().position(|&h| h ^ x < h);
    ///     let take = first.map(|heap| Take { heap, take: heaps[heap] - (heaps[heap] ^ x) });
    ///     Answer::grundy(x).with_moves(take.into_iter().collect())
    /// };
    /// let size_and_take = |heaps: &Vec<u64>, m: &Take| (heaps[m.heap], m.take);
    /// let mut check = Check::new("nim", Nim::normal(), solver)
    ///     .show_move(move |heaps, m| format!("{} from {}", m.take, heaps[m.heap]))
    ///     .oracle_moves_alike(move |heaps, a, b| size_and_take(heaps, a) == size_and_take(heaps, b));
    /// let c = check.position(&vec![1, 1, 1]).unwrap();
    /// assert_eq!(c.rows[2].oracle, Ok("[1 from 1]".to_string()));
    /// ```
    pub fn oracle_moves_alike(
        mut self,
        alike: impl Fn(&R::Position, &R::Move, &R::Move) -> bool + 'static,
    ) -> Self {
        self.oracle_moves_alike = Some(Box::new(alike));
        self
    }

    /// The oracle's `moves` as a row lists them: [`Check::move_list`], with
    /// alike moves once where [`Check::oracle_moves_alike`] says which.
    pub(super) fn oracle_move_list(&self, position: &R::Position, moves: &[R::Move]) -> String {
        let Some(alike) = &self.oracle_moves_alike else {
            return self.move_list(position, moves);
        };
        let mut ordered: Vec<&R::Move> = moves.iter().collect();
        match &self.move_order {
            None => ordered.sort(),
            Some(order) => ordered.sort_by(|a, b| order(position, a, b)),
        }
        ordered.dedup_by(|later, earlier| alike(position, earlier, later));
        list(ordered.into_iter().map(|m| self.move_text(position, m)))
    }

    /// Whether `a` and `b` are the same moves already in the order a row
    /// lists them, so that [`Check::move_list`] writes both alike. `false`
    /// only means "not known to be": the lists are then written apart (and
    /// always where the oracle's alike moves are listed once).
    pub(super) fn same_listed(&self, position: &R::Position, a: &[R::Move], b: &[R::Move]) -> bool {
        let in_order = |moves: &[R::Move]| match &self.move_order {
            None => moves.is_sorted(),
            Some(order) => moves.is_sorted_by(|x, y| order(position, x, y).is_le()),
        };
        self.oracle_moves_alike.is_none() && a == b && in_order(a)
    }

    /// Appends the oracle's notes on `position`, from the analysis its
    /// rows were compared with (asking again could answer where it gave up).
    pub(super) fn oracle_notes(
        &self,
        position: &R::Position,
        analysis: &Result<Analysis<R::Move>, String>,
        notes: &mut Vec<String>,
    ) {
        if let Ok(analysis) = analysis {
            running(Code::Given("oracle_note"), || {
                notes.extend(
                    self.oracle_notes
                        .iter()
                        .filter_map(|f| f(position, analysis)),
                )
            });
        }
    }
}
