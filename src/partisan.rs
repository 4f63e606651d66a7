//! A partisan game (the player to move matters, draws are possible) as one
//! declaration: its rules and engine, its solver adapter and its bounded
//! positions. The rows and the laws are `grundy_check::partisan`'s, written
//! once over the rules; [`PartisanDeclared`] makes a declaration a
//! [`Family`], as [`Declared`](crate::declaration::Declared) does for an
//! impartial one.

use crate::check::OracleBudget;
use crate::declaration::as_reported;
use crate::family::{Comparison, Family};
use crate::most_used::MostUsed;
use crate::notation::Notation;
use arbitrary::Arbitrary;
use grundy_check::partisan::{PartisanAnswer, PartisanCheck, PartisanEngine, PartisanRules};
use std::borrow::Cow;
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

/// A partisan game checked through `grundy_check::partisan`: what a family
/// states that the library cannot know.
pub trait PartisanDeclaration: Send + Sync + 'static {
    /// The position as the command line writes it ([`Notation`], `Display`)
    /// and the fuzzer generates it (`Arbitrary`, within the engine's reach).
    type Position: Notation + Clone + fmt::Debug + fmt::Display + for<'a> Arbitrary<'a> + Send;
    /// The rules the laws read: how a move reads and where it leads are
    /// theirs ([`PartisanRules::show_move`], [`PartisanRules::play`]).
    type Rules: PartisanRules<Position: fmt::Debug> + 'static;
    /// What the rules depend on besides the position (a board's width); the
    /// check of each variant, with its engine's memo, is kept.
    type Variant: Clone + Eq + Hash + 'static;

    const NAME: &'static str;
    const ABOUT: &'static str;
    const SYNTAX: &'static str;
    const EXHAUSTIVE_SIZE: u32;
    /// States an engine query may visit where no budget is given.
    const ORACLE_BUDGET: usize;
    /// Rows and laws named otherwise than `grundy_check` does, as
    /// (`grundy_check`'s name, the family's).
    const RENAMED: &'static [(&'static str, &'static str)] = &[];
    /// How many variants' checks a thread keeps, the most used.
    const KEPT_VARIANTS: usize = 32;
    /// How many moves a move is looked up among (and the most a position
    /// may have for [`PartisanDeclaration::every_move`]).
    const LAW_MOVES: usize = grundy_check::check::DEFAULT_LAW_MOVES;

    fn variant(position: &Self::Position) -> Self::Variant;
    fn rules(variant: &Self::Variant) -> Self::Rules;
    /// The oracle's engine over `rules`, each query within `budget`.
    fn engine(rules: Self::Rules, budget: usize) -> Box<dyn PartisanEngine<Self::Rules>>;
    /// The position in the rules' terms.
    fn in_rules(position: &Self::Position) -> Cow<'_, PartisanPosition<Self>>;
    /// The solver's answer, in the rules' terms.
    fn solve(variant: &Self::Variant, position: &PartisanPosition<Self>) -> Answer<Self>;
    /// The solver as the laws ask it about children (the outcome only);
    /// `None` asks [`PartisanDeclaration::solve`].
    fn for_children() -> Option<Solve<Self>> {
        None
    }
    /// How many listed moves of a position have their child solved.
    fn children_judged(_variant: &Self::Variant, _position: &PartisanPosition<Self>) -> usize {
        usize::MAX
    }
    /// Whether every move of a position has its child solved, to hold the
    /// winning moves to be every move to a win.
    fn every_move(_variant: &Self::Variant, _position: &PartisanPosition<Self>) -> bool {
        false
    }
    /// What the family adds with the position as it writes it (a row the
    /// rules' position cannot answer, first).
    fn finish(_position: &Self::Position, _found: &mut grundy_check::Comparison) {}
}

/// A declaration's position in its rules' terms.
pub type PartisanPosition<D> = <<D as PartisanDeclaration>::Rules as PartisanRules>::Position;
/// A declaration's move in its rules' terms.
pub type PartisanMove<D> = <<D as PartisanDeclaration>::Rules as PartisanRules>::Move;
/// A declaration's solver answer.
pub type Answer<D> = PartisanAnswer<PartisanMove<D>>;
/// A solver adapter for one variant.
pub type Solve<D> = fn(&<D as PartisanDeclaration>::Variant, &PartisanPosition<D>) -> Answer<D>;

/// A partisan declaration as a [`Family`].
pub struct PartisanDeclared<D>(PhantomData<D>);

/// What a partisan game's oracle keeps between checks on one thread: a
/// check per variant (the most used), with its engine's memo.
pub struct PartisanOracle<D: PartisanDeclaration> {
    checks: MostUsed<D::Variant, PartisanCheck<D::Rules>, 0>,
    budget: OracleBudget,
}

impl<D: PartisanDeclaration> Default for PartisanOracle<D> {
    /// At the declaration's own budget.
    fn default() -> Self {
        PartisanDeclared::<D>::oracle(OracleBudget::DEFAULTS)
    }
}

/// The check of one variant, each engine query within `budget`.
fn check_of<D: PartisanDeclaration>(
    variant: &D::Variant,
    budget: usize,
) -> PartisanCheck<D::Rules> {
    let v = variant.clone();
    let engine = D::engine(D::rules(variant), budget);
    let mut check =
        PartisanCheck::new(D::NAME, engine, move |p| D::solve(&v, p)).law_moves(D::LAW_MOVES);
    let v = variant.clone();
    check = check.children_judged(move |p| D::children_judged(&v, p));
    let v = variant.clone();
    check = check.every_move_where(move |p| D::every_move(&v, p));
    if let Some(solve) = D::for_children() {
        let v = variant.clone();
        check = check.for_children(move |p| solve(&v, p));
    }
    check
}

impl<D: PartisanDeclaration> Family for PartisanDeclared<D> {
    type Position = D::Position;
    type Oracle = PartisanOracle<D>;

    const NAME: &'static str = D::NAME;
    const ABOUT: &'static str = D::ABOUT;
    const SYNTAX: &'static str = D::SYNTAX;
    const EXHAUSTIVE_SIZE: u32 = D::EXHAUSTIVE_SIZE;

    fn oracle(budget: OracleBudget) -> PartisanOracle<D> {
        PartisanOracle {
            checks: MostUsed::with_bound(D::KEPT_VARIANTS),
            budget,
        }
    }

    fn parse(args: &[String]) -> Result<D::Position, String> {
        D::Position::parse(args)
    }

    fn size(position: &D::Position) -> u64 {
        position.size()
    }

    fn positions_of_size(size: u32) -> Vec<D::Position> {
        D::Position::of_size(size)
    }

    fn compare(position: &D::Position, oracle: &mut PartisanOracle<D>) -> Comparison {
        let variant = D::variant(position);
        let budget = oracle.budget.or(D::ORACLE_BUDGET);
        // A variant's check is kept once its engine answers, or keeps what
        // it searched (a board refused past its budget: the next query on it
        // starts from that memo, as a kept engine always did, not from an
        // empty one): positions it refuses at once (moves that cannot be
        // played) neither count as uses nor push the memo of a variant in use
        // out of a full map. A kept variant is found (and counted a use) in
        // one lookup; one not kept is made apart.
        let kept = oracle.checks.get_or_try_insert_with(&variant, || Err(()));
        let mut found = match kept {
            Ok(check) => check.compare(&D::in_rules(position)),
            Err(()) => {
                let mut check = check_of::<D>(&variant, budget);
                let found = check.compare(&D::in_rules(position));
                if found.rows.iter().any(|r| r.oracle.is_ok()) || check.memo_len() > 0 {
                    oracle.checks.get_or_insert_with(&variant, || check);
                }
                found
            }
        };
        D::finish(position, &mut found);
        as_reported(found, D::RENAMED)
    }
}

/// What a partisan declaration names: the declaration's own items, the
/// check library's partisan types, the position's notation and generator.
pub mod prelude {
    pub use super::{Answer, PartisanDeclaration, PartisanDeclared, PartisanOracle, Solve};
    pub use crate::family::{parse_u64, take_option};
    pub use crate::notation::Notation;
    pub use arbitrary::{Arbitrary, Unstructured};
    pub use grundy_check::partisan::{
        Outcome, PartisanAnswer, PartisanEngine, PartisanQuestion, PartisanRules, Player,
    };
    pub use std::borrow::Cow;
    pub use std::fmt;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::mnk::{Mnk, MnkOracle};

    fn compare(text: &str, oracle: &mut MnkOracle) -> Comparison {
        let words: Vec<String> = text.split_whitespace().map(String::from).collect();
        Mnk::compare(&Mnk::parse(&words).unwrap(), oracle)
    }

    #[test]
    fn a_check_is_kept_once_its_engine_answers() {
        let mut oracle = MnkOracle::default();
        // Played past a win: the engine refuses, the legal row still agrees.
        let c = compare("3 3 3 --moves 0,3,1,4,2,5", &mut oracle);
        assert_eq!(c.rows[0].oracle, Ok("won before move 6".to_string()));
        assert!(oracle.checks.is_empty());
        compare("3 3 3 --moves 0", &mut oracle);
        compare("3 3 3 --moves 0,3,1,4,2,5", &mut oracle);
        assert_eq!(oracle.checks.len(), 1);
    }

    #[test]
    fn a_check_refused_past_its_budget_is_kept_with_what_it_searched() {
        // Tic-tac-toe within 50 boards a query: refused, but the boards
        // searched stay in the kept check's memo for the next query.
        let mut oracle = Mnk::oracle(OracleBudget::states(50));
        let c = compare("3 3 3", &mut oracle);
        assert!(c
            .rows
            .iter()
            .all(|r| r.field == "legal" || r.oracle.is_err()));
        assert_eq!(oracle.checks.len(), 1);
        // Moves that cannot be played search nothing: nothing is kept.
        let mut oracle = Mnk::oracle(OracleBudget::states(50));
        compare("3 3 3 --moves 0,3,1,4,2,5", &mut oracle);
        assert!(oracle.checks.is_empty());
    }

    #[test]
    fn the_family_finishes_with_its_own_row_first() {
        let c = compare("3 3 3 --moves 4", &mut MnkOracle::default());
        let fields: Vec<&str> = c.rows.iter().map(|r| r.field).collect();
        assert_eq!(fields, ["legal", "outcome", "winning-moves", "best-moves"]);
        assert_eq!(c.rows[0].oracle, Ok("legal".to_string()));
    }
}
