//! Answers that solver adapters build alike: a value or its failure, a
//! failure of several questions, an answer built from several results of
//! the solver (the first error fails it), a value and winning moves where a
//! failed value fails both questions and failed moves fail only theirs.

use grundy_check::{Answer, Question};
use std::fmt;

/// The solver's value and, asked only when there is a value, its winning
/// moves: both; or the value with the moves' error as that question's
/// failure; or the value's error as a failure of both questions (the
/// outcome, the value and the moves, in that order).
pub fn grundy_and_moves<M, E: fmt::Display, F: fmt::Display>(
    grundy: Result<u64, E>,
    moves: impl FnOnce() -> Result<Vec<M>, F>,
) -> Answer<M> {
    match grundy.map(|g| (g, moves())) {
        Ok((g, Ok(moves))) => Answer::grundy(g).with_moves(moves),
        Ok((g, Err(e))) => Answer::grundy(g).with_error(Question::WinningMoves, e.to_string()),
        Err(e) => failed_on_both(e),
    }
}

/// The solver's value and winning moves, both asked: both; or the first
/// error (the value's, then the moves') as a failure of both questions.
#[inline]
pub fn grundy_with_moves<M, E: fmt::Display>(
    grundy: Result<u64, E>,
    moves: Result<Vec<M>, E>,
) -> Answer<M> {
    match (grundy, moves) {
        (Ok(g), Ok(moves)) => Answer::grundy(g).with_moves(moves),
        (Err(e), _) | (_, Err(e)) => failed_on_both(e),
    }
}

/// What `kept` holds when `fits` says it serves, else what `build` makes
/// (kept for the next call): a solver's table or set built once for a
/// sweep, not at every position. A failed build leaves `kept` as it was.
#[inline]
pub fn kept_or_built<T, E>(
    kept: &mut Option<T>,
    fits: impl FnOnce(&T) -> bool,
    build: impl FnOnce() -> Result<T, E>,
) -> Result<&mut T, E> {
    if !kept.as_ref().is_some_and(fits) {
        *kept = Some(build()?);
    }
    Ok(kept.as_mut().expect("kept or built above"))
}

/// The solver's error as a failure of the value and the winning moves too.
pub fn failed_on_both<M>(why: impl fmt::Display) -> Answer<M> {
    failed_on(why, &[Question::Grundy, Question::WinningMoves])
}

/// A solver's value as an answer, or its error as a failure.
pub fn grundy_or_failed<M, E: fmt::Display>(value: Result<u64, E>) -> Answer<M> {
    match value {
        Ok(g) => Answer::grundy(g),
        Err(e) => Answer::failed(e.to_string()),
    }
}

/// A solver's error as a failure of `questions` too (besides the outcome),
/// in that order.
pub fn failed_on<M>(why: impl fmt::Display, questions: &[Question]) -> Answer<M> {
    let failed = Answer::failed(why.to_string());
    questions.iter().fold(failed, |a, &q| a.failing(q))
}

/// An answer built from a solver's results, or its first error as a
/// failure of `questions` (see [`failed_on`]).
pub fn answer_or_failed<M, E: fmt::Display>(
    answer: Result<Answer<M>, E>,
    questions: &[Question],
) -> Answer<M> {
    answer.unwrap_or_else(|e| failed_on(e, questions))
}

/// `answer` with `moves` as its winning moves and their number as its count.
pub fn with_counted_moves<M>(answer: Answer<M>, moves: Vec<M>) -> Answer<M> {
    let count = moves.len() as u64;
    answer.with_moves(moves).with_count(count)
}

/// Laws of a solver's own theory checked while its answer is built, and
/// added to the answer at the end ([`Laws::onto`]): an answer moves whole
/// through each `Answer::with_law`, which a check of millions of positions
/// would feel for laws that hold; here a law that holds costs a test and
/// its detail is never written.
#[derive(Debug, Default)]
pub struct Laws {
    broken: Vec<(&'static str, String)>,
}

impl Laws {
    /// Notes `law` broken, with its `detail`, unless it `holds`. Inlined: a
    /// law that holds is then one test at the caller.
    #[inline]
    pub fn check(&mut self, law: &'static str, holds: bool, detail: impl FnOnce() -> String) {
        if !holds {
            self.broken.push((law, detail()));
        }
    }

    /// `answer` with the broken laws, in the order they were checked.
    pub fn onto<M>(self, answer: Answer<M>) -> Answer<M> {
        let broken = self.broken.into_iter();
        broken.fold(answer, |answer, (law, detail)| {
            answer.with_law(law, false, || detail)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_answers_or_the_first_error_fails_both() {
        let both: Answer<u8> = grundy_with_moves(Ok::<_, String>(2), Ok(vec![7]));
        assert_eq!(both.solution().unwrap().winning_moves, Some(vec![7]));
        let failed: Answer<u8> = grundy_with_moves(Err("value"), Err("moves"));
        match failed {
            Answer::Failed(f) => assert_eq!(
                (f.why.as_str(), f.questions),
                (
                    "value",
                    vec![Question::Outcome, Question::Grundy, Question::WinningMoves]
                )
            ),
            _ => panic!("not a failure"),
        }
        let moves_failed: Answer<u8> = grundy_with_moves(Ok(2), Err::<Vec<u8>, _>("moves"));
        assert!(matches!(moves_failed, Answer::Failed(f) if f.why == "moves"));
    }

    #[test]
    fn a_kept_value_that_fits_is_reused_and_a_failed_build_leaves_it() {
        let mut kept = None;
        assert_eq!(
            kept_or_built(&mut kept, |_| true, || Ok::<_, ()>(3)),
            Ok(&mut 3)
        );
        let mut built = false;
        let reused = kept_or_built(
            &mut kept,
            |&k| k >= 2,
            || {
                built = true;
                Ok::<_, ()>(9)
            },
        );
        assert_eq!((reused, built), (Ok(&mut 3), false));
        assert_eq!(
            kept_or_built(&mut kept, |&k| k >= 5, || Ok::<_, ()>(9)),
            Ok(&mut 9)
        );
        assert_eq!(
            kept_or_built(&mut kept, |&k| k >= 10, || Err("too big")),
            Err("too big")
        );
        assert_eq!(kept, Some(9));
    }

    #[test]
    fn laws_keep_the_broken_ones_in_order_and_write_no_detail_of_one_that_holds() {
        let mut laws = Laws::default();
        laws.check("holds", true, || unreachable!("a law that holds"));
        laws.check("second", false, || "b".into());
        laws.check("first", false, || "a".into());
        let answer: Answer<u8> = laws.onto(Answer::winner(true));
        let broken = &answer.solution().expect("solved").broken_laws;
        let named: Vec<(&str, &str)> = broken.iter().map(|b| (b.law, b.detail.as_str())).collect();
        assert_eq!(named, [("second", "b"), ("first", "a")]);
    }

    #[test]
    fn a_failed_value_fails_both_and_failed_moves_only_theirs() {
        let both: Answer<u8> = grundy_and_moves(Ok::<_, String>(3), || Ok::<_, String>(vec![1]));
        let s = both.solution().expect("solved");
        assert_eq!(
            (s.grundy, s.winning_moves.clone()),
            (Some(3), Some(vec![1]))
        );
        let no_moves: Answer<u8> =
            grundy_and_moves(Ok::<_, String>(3), || Err::<Vec<u8>, _>("too many"));
        let s = no_moves.solution().expect("solved");
        assert_eq!(s.winning_moves, None);
        assert_eq!(
            s.errors,
            vec![(Question::WinningMoves, "too many".to_string())]
        );
        let mut asked = false;
        let failed: Answer<u8> = grundy_and_moves(Err::<u64, _>("huge"), || {
            asked = true;
            Ok::<_, String>(vec![])
        });
        assert!(!asked, "moves asked without a value");
        match failed {
            Answer::Failed(f) => assert_eq!(
                (f.why.as_str(), f.questions),
                (
                    "huge",
                    vec![Question::Outcome, Question::Grundy, Question::WinningMoves]
                )
            ),
            _ => panic!("not a failure"),
        }
    }
}
