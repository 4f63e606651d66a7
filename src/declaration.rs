//! A game as one declaration: its oracle rules, its solver adapter and its
//! bounded positions. The rows and the laws are `grundy_check`'s, written
//! once over the rules; [`Declared`] makes a declaration a [`Family`], so the
//! registry, `grundy check`, quickcheck, `verify`, the fuzz target and its
//! seeds follow from the registry's one line.

use crate::family::{Comparison, Family};
use crate::most_used::MostUsed;
use arbitrary::Arbitrary;
use grundy_check::{Answer, Check};
use oracle::search::{Analysis, Rules};
use std::borrow::Cow;
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

/// A game checked through `grundy_check`: what a family states that the
/// library cannot know.
pub trait Declaration: Send + Sync + 'static {
    /// The position as the command line writes it (`Display`, [`Declaration::parse`])
    /// and the fuzzer generates it (`Arbitrary`, within the oracle's reach).
    type Position: Clone + fmt::Debug + fmt::Display + for<'a> Arbitrary<'a> + Send;
    /// The oracle's rules of the game.
    type Rules: Rules<Move: fmt::Debug + Ord, Position: fmt::Debug>;
    /// What the rules and the solver depend on besides the position (a
    /// subtraction set); `()` for a game with one set of rules. The oracle
    /// keeps a searcher per variant, for the variants used most.
    type Variant: Clone + Eq + Hash + 'static;

    /// The name used on the command line and in signatures (`nim`).
    const NAME: &'static str;
    /// One line for `grundy list`.
    const ABOUT: &'static str;
    /// How a position is written after `grundy check NAME`.
    const SYNTAX: &'static str;
    /// The largest size `verify` sweeps exhaustively by default.
    const EXHAUSTIVE_SIZE: u32;
    /// States an oracle query may visit where no budget is set (fuzzing,
    /// quickcheck).
    const ORACLE_BUDGET: usize;

    /// Reads a position from command-line words.
    fn parse(args: &[String]) -> Result<Self::Position, String>;
    /// A size measure: what `verify` reports as the largest size reached.
    fn size(position: &Self::Position) -> u64;
    /// Every position of exactly `size`, in a fixed order.
    fn positions_of_size(size: u32) -> Vec<Self::Position>;

    /// The variant a position is played in.
    fn variant(position: &Self::Position) -> Self::Variant;
    /// The rules the oracle searches.
    fn rules(variant: &Self::Variant) -> Self::Rules;
    /// The position in the rules' terms.
    fn in_rules(position: &Self::Position) -> Cow<'_, RulesPosition<Self>>;
    /// The solver's answer, in the rules' terms.
    fn solve(variant: &Self::Variant, position: &RulesPosition<Self>) -> Answer<RulesMove<Self>>;
    /// A move as both sides' rows write it.
    fn show_move(position: &RulesPosition<Self>, m: &RulesMove<Self>) -> String;
    /// The solver as the laws ask it about children (who wins and the
    /// value only); `None` asks [`Declaration::solve`].
    fn for_children() -> Option<Solve<Self>> {
        None
    }
    /// The oracle's side of the game's own questions (rows a solver answers
    /// with `Answer::with_row`), by row name.
    fn own_rows() -> Vec<(&'static str, OracleRow<Self>)> {
        Vec::new()
    }
    /// Where a move leads (`None`: illegal), for rules with too many moves to
    /// look one up among them; `None` here looks moves up.
    fn play() -> Option<Play<Self>> {
        None
    }
    /// The oracle's engine for `rules`, each query within `budget`: by
    /// default the depth-first searcher; the sieve for a game whose
    /// positions have many moves and no Grundy value to find.
    fn engine(rules: Self::Rules, budget: usize) -> Box<dyn grundy_check::Engine<Self::Rules>> {
        Box::new(oracle::search::Searcher::new(rules, budget))
    }
}

/// A declaration's position in its rules' terms.
pub type RulesPosition<D> = <<D as Declaration>::Rules as Rules>::Position;
/// A declaration's move in its rules' terms.
pub type RulesMove<D> = <<D as Declaration>::Rules as Rules>::Move;

/// Where a move leads in a variant, `None` when it is illegal.
pub type Play<D> =
    fn(&<D as Declaration>::Variant, &RulesPosition<D>, &RulesMove<D>) -> Option<RulesPosition<D>>;

/// The oracle's side of a game's own question, from its analysis.
pub type OracleRow<D> = fn(&RulesPosition<D>, &Analysis<RulesMove<D>>) -> String;

/// A solver adapter for one variant.
pub type Solve<D> = fn(&<D as Declaration>::Variant, &RulesPosition<D>) -> Answer<RulesMove<D>>;

/// A declaration as a [`Family`].
pub struct Declared<D>(PhantomData<D>);

/// A declaration's solver for one variant.
type VariantSolve<D> = Box<dyn FnMut(&RulesPosition<D>) -> Answer<RulesMove<D>>>;

/// What a declared game's oracle keeps between checks on one thread: a
/// check per variant (the most used ones), with its searcher's memo.
pub struct DeclaredOracle<D: Declaration>(
    MostUsed<D::Variant, Check<D::Rules, VariantSolve<D>>, 32>,
);

impl<D: Declaration> Default for DeclaredOracle<D> {
    fn default() -> Self {
        DeclaredOracle(MostUsed::default())
    }
}

impl<D: Declaration> Family for Declared<D> {
    type Position = D::Position;
    type Oracle = DeclaredOracle<D>;

    const NAME: &'static str = D::NAME;
    const ABOUT: &'static str = D::ABOUT;
    const SYNTAX: &'static str = D::SYNTAX;
    const EXHAUSTIVE_SIZE: u32 = D::EXHAUSTIVE_SIZE;

    fn parse(args: &[String]) -> Result<D::Position, String> {
        D::parse(args)
    }

    fn size(position: &D::Position) -> u64 {
        D::size(position)
    }

    fn positions_of_size(size: u32) -> Vec<D::Position> {
        D::positions_of_size(size)
    }

    fn compare(position: &D::Position, oracle: &mut DeclaredOracle<D>) -> Comparison {
        let variant = D::variant(position);
        let check = oracle.0.get_or_insert_with(&variant, || {
            let solve_variant = variant.clone();
            let solve: VariantSolve<D> = Box::new(move |p| D::solve(&solve_variant, p));
            let budget = crate::check::oracle_budget(D::ORACLE_BUDGET);
            let engine = D::engine(D::rules(&variant), budget);
            let mut check = Check::with_engine(D::NAME, engine, solve).show_move(D::show_move);
            for (field, oracle) in D::own_rows() {
                check = check.row(field, oracle);
            }
            let play_variant = variant.clone();
            let check = match D::play() {
                Some(play) => check.play(move |p, m| play(&play_variant, p, m)),
                None => check,
            };
            let child_variant = variant.clone();
            match D::for_children() {
                Some(solve) => check.for_children(move |p| solve(&child_variant, p)),
                None => check,
            }
        });
        let found = check.compare(&D::in_rules(position));
        let mut c = Comparison {
            rows: found.rows,
            broken_laws: found.broken_laws,
            notes: found.notes,
        };
        if let Some(why) = found.outside {
            c.note(format!("the solver does not answer: {why}"));
        }
        c
    }
}
