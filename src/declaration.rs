//! A game as one declaration: its oracle rules, its solver adapter and its
//! bounded positions. The rows and the laws are `grundy_check`'s, written
//! once over the rules; [`Declared`] makes a declaration a [`Family`], so the
//! registry, `grundy check`, quickcheck, `verify`, the fuzz target and its
//! seeds follow from the registry's one line.

use crate::check::OracleBudget;
use crate::family::{Comparison, Family};
use crate::most_used::MostUsed;
use arbitrary::Arbitrary;
use grundy_check::{Answer, Check};
use oracle::search::{Analysis, Rules};
use std::borrow::Cow;
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;
use std::rc::Rc;

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
    /// keeps a check (and its searcher) per variant, for the variants used
    /// most; what a game builds per variant (a solver's table) it keeps in
    /// the variant itself, as a [`crate::variant_state::WithState`], which
    /// the check's closures, `rules` and `finish` all see.
    type Variant: Clone + Eq + Hash + 'static;

    /// The name used on the command line and in signatures (`nim`).
    const NAME: &'static str;
    /// One line for `grundy list`.
    const ABOUT: &'static str;
    /// How a position is written after `grundy check NAME`.
    const SYNTAX: &'static str;
    /// The largest size `verify` sweeps exhaustively by default.
    const EXHAUSTIVE_SIZE: u32;
    /// States an oracle query may visit where no budget is given (fuzzing,
    /// quickcheck: [`OracleBudget::DEFAULTS`]).
    const ORACLE_BUDGET: usize;

    /// Reads a position from command-line words.
    fn parse(args: &[String]) -> Result<Self::Position, String>;
    /// A size measure: what `verify` reports as the largest size reached.
    fn size(position: &Self::Position) -> u64;
    /// Every position of exactly `size`, in a fixed order.
    fn positions_of_size(size: u32) -> Vec<Self::Position>;

    /// The variant a position is played in.
    fn variant(position: &Self::Position) -> Self::Variant;
    /// The rules the oracle searches: asked once per check, with the
    /// variant the check keeps.
    fn rules(variant: &Self::Variant) -> Self::Rules;
    /// The position in the rules' terms.
    fn in_rules(position: &Self::Position) -> Cow<'_, RulesPosition<Self>>;
    /// The solver's answer, in the rules' terms. What the solver cannot
    /// answer it says: [`Answer::winner`] without `with_grundy` where it
    /// knows who wins but no Grundy value (that row is then not
    /// compared), `with_error(grundy_check::Question::WinningMoves, why)` where
    /// one question is out of its reach and the rest are answered,
    /// [`Answer::outside`] where the whole position is (skipped, not
    /// compared), [`Answer::failed`] for a solver error (compared: it
    /// disagrees wherever the oracle answers).
    fn solve(variant: &Self::Variant, position: &RulesPosition<Self>) -> Answer<RulesMove<Self>>;
    /// The solver as the laws ask it about children (who wins and the
    /// value only); `None` asks [`Declaration::solve`].
    fn for_children() -> Option<Solve<Self>> {
        None
    }
    /// Who wins a child, for the laws that read only that (a won
    /// position's every move, where [`Declaration::every_move`] asks):
    /// cheaper than an [`Answer`] per child. `None` asks
    /// [`Declaration::for_children`].
    fn children_winner() -> Option<Winner<Self>> {
        None
    }
    /// The solver adapter the check asks within `budget`; by default
    /// [`Declaration::solve`]. A family whose solver does less work in
    /// throughput mode ([`OracleBudget::throughput`]) chooses here.
    fn solver(_budget: OracleBudget) -> Solve<Self> {
        Self::solve
    }
    /// [`Declaration::for_children`] within `budget`, chosen as
    /// [`Declaration::solver`] is.
    fn children_solver(_budget: OracleBudget) -> Option<Solve<Self>> {
        Self::for_children()
    }
    /// The oracle's side of the game's own questions (rows a solver answers
    /// with `Answer::with_row`), by row name.
    fn own_rows() -> Vec<(&'static str, OracleRow<Self>)> {
        Vec::new()
    }
    /// The oracle's engine for `rules`, each query within `budget`: by
    /// default the depth-first searcher; the sieve for a game whose
    /// positions have many moves and no Grundy value to find.
    fn engine(rules: Self::Rules, budget: usize) -> Box<dyn grundy_check::Engine<Self::Rules>> {
        Box::new(oracle::search::Searcher::new(rules, budget))
    }

    /// Rows and laws this family names otherwise than `grundy_check` does,
    /// as (`grundy_check`'s name, the family's): its reports and signatures
    /// keep the family's (`winning-removals`).
    const RENAMED: &'static [(&'static str, &'static str)] = &[];
    /// How many variants' checks (and memos) a thread keeps, the most used.
    const KEPT_VARIANTS: usize = 32;
    /// How many moves of a position the laws look at (and the most a
    /// position may have for [`Declaration::every_move`]).
    const LAW_MOVES: usize = grundy_check::check::DEFAULT_LAW_MOVES;
    /// Whether a full map of kept checks keeps the check of `variant`, whose
    /// memo holds `memo_len` positions, before the most used half is chosen
    /// (a large memo of a code met once goes first).
    fn keep_when_full(_variant: &Self::Variant, _memo_len: usize) -> bool {
        true
    }
    /// Why the oracle is not asked about a position at all (a heap past any
    /// budget: its search could only spend the budget and refuse); `None`
    /// asks it.
    fn not_asked() -> Option<NotAsked<Self>> {
        None
    }
    /// The order the winning-moves row lists moves in, where it is not the
    /// moves' own (`Ord`).
    fn move_order() -> Option<MoveOrder<Self>> {
        None
    }
    /// Which of the oracle's winning moves the answer does not tell apart,
    /// listed once (two edges between the same nodes: see
    /// [`grundy_check::Check::oracle_moves_alike`]).
    fn oracle_moves_alike() -> Option<MovesAlike<Self>> {
        None
    }
    /// Whether every move of a position has its child solved, to hold the
    /// winning moves to be every move to a loss
    /// ([`grundy_check::Check::every_move_where`]).
    fn every_move(_variant: &Self::Variant, _position: &RulesPosition<Self>) -> bool {
        false
    }
    /// A note from the oracle's analysis (a value the solver does not claim).
    fn oracle_note() -> Option<OracleNote<Self>> {
        None
    }
    /// What the family adds to a comparison with the position as it writes
    /// it, the variant the check keeps, and the check itself (for the oracle's analysis): rows the rules'
    /// position cannot write (moves by heap index where the rules see a
    /// multiset), rows of its own before the check's, the notes of a refusal.
    fn finish() -> Option<Finish<Self>> {
        None
    }
}

/// A declaration's position in its rules' terms.
pub type RulesPosition<D> = <<D as Declaration>::Rules as Rules>::Position;
/// A declaration's move in its rules' terms.
pub type RulesMove<D> = <<D as Declaration>::Rules as Rules>::Move;

/// The oracle's side of a game's own question, from its analysis.
pub type OracleRow<D> = fn(&RulesPosition<D>, &Analysis<RulesMove<D>>) -> String;

/// Why the oracle is not asked about a position, if it is not.
pub type NotAsked<D> = fn(&<D as Declaration>::Variant, &RulesPosition<D>) -> Option<String>;

/// How a row orders two moves from a position.
pub type MoveOrder<D> = fn(&RulesPosition<D>, &RulesMove<D>, &RulesMove<D>) -> std::cmp::Ordering;

/// Whether two of the oracle's winning moves from a position are one answer.
pub type MovesAlike<D> = fn(&RulesPosition<D>, &RulesMove<D>, &RulesMove<D>) -> bool;

/// A note from the oracle's analysis of a position, if any.
pub type OracleNote<D> = fn(&RulesPosition<D>, &Analysis<RulesMove<D>>) -> Option<String>;

/// A declaration's own step after the check: the variant the check keeps
/// (with its state), the position, the check of that variant, the budget of
/// the check's queries (states), and what the check found.
pub type Finish<D> = fn(
    &<D as Declaration>::Variant,
    &<D as Declaration>::Position,
    &mut DeclaredCheck<D>,
    usize,
    &mut Found,
);

/// Whether the player to move wins a position, `None` where the solver
/// does not say.
pub type Winner<D> = fn(&<D as Declaration>::Variant, &RulesPosition<D>) -> Option<bool>;

/// A declared game's check of one variant.
pub type DeclaredCheck<D> = Check<<D as Declaration>::Rules, VariantSolve<D>>;

/// A solver adapter for one variant.
pub type Solve<D> = fn(&<D as Declaration>::Variant, &RulesPosition<D>) -> Answer<RulesMove<D>>;

/// A declaration as a [`Family`].
pub struct Declared<D>(PhantomData<D>);

/// A declaration's solver for one variant.
pub type VariantSolve<D> = Box<dyn FnMut(&RulesPosition<D>) -> Answer<RulesMove<D>>>;

/// What a declared game's oracle keeps between checks on one thread: a
/// check per variant (the most used ones), with its searcher's memo, and the
/// budget each check's queries run within.
pub struct DeclaredOracle<D: Declaration> {
    checks: MostUsed<D::Variant, KeptCheck<D>, 0>,
    budget: OracleBudget,
}

/// A kept check and the one copy of its variant that its closures share:
/// the variant's state lives there, and goes with the check.
struct KeptCheck<D: Declaration> {
    variant: Rc<D::Variant>,
    check: DeclaredCheck<D>,
}

impl<D: Declaration> DeclaredOracle<D> {
    /// No check kept yet; queries within `budget`.
    pub fn new(budget: OracleBudget) -> Self {
        DeclaredOracle {
            checks: MostUsed::with_bound(D::KEPT_VARIANTS),
            budget,
        }
    }

    /// How many variants' checks are kept.
    pub fn len(&self) -> usize {
        self.checks.len()
    }

    /// No check kept yet.
    pub fn is_empty(&self) -> bool {
        self.checks.is_empty()
    }

    /// Is the check of `variant` kept?
    pub fn contains(&self, variant: &D::Variant) -> bool {
        self.checks.contains_key(variant)
    }
}

impl<D: Declaration> Default for DeclaredOracle<D> {
    /// At the declaration's own budget ([`OracleBudget::DEFAULTS`]).
    fn default() -> Self {
        Self::new(OracleBudget::DEFAULTS)
    }
}

/// What a declared game's check found, before it becomes a [`Comparison`].
pub type Found = grundy_check::Comparison;

impl<D: Declaration> Family for Declared<D> {
    type Position = D::Position;
    type Oracle = DeclaredOracle<D>;

    const NAME: &'static str = D::NAME;
    const ABOUT: &'static str = D::ABOUT;
    const SYNTAX: &'static str = D::SYNTAX;
    const EXHAUSTIVE_SIZE: u32 = D::EXHAUSTIVE_SIZE;

    fn oracle(budget: OracleBudget) -> DeclaredOracle<D> {
        DeclaredOracle::new(budget)
    }

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
        let budget = oracle.budget.or(D::ORACLE_BUDGET);
        let (solver, children_solver) =
            (D::solver(oracle.budget), D::children_solver(oracle.budget));
        if oracle.checks.is_full() && !oracle.checks.contains_key(&variant) {
            oracle
                .checks
                .retain(|v, kept| D::keep_when_full(v, kept.check.memo_len()));
        }
        let kept = oracle.checks.get_or_insert_with(&variant, || {
            // One copy of the variant, shared by the check's closures (and
            // holding the state a game builds for it): a family that meets
            // a new variant at almost every position (a graph) feels each
            // copy.
            let variant = Rc::new(variant.clone());
            let kept_variant = Rc::clone(&variant);
            let solve_variant = Rc::clone(&variant);
            let solve: VariantSolve<D> = Box::new(move |p| solver(&solve_variant, p));
            let engine = D::engine(D::rules(&variant), budget);
            // How a move reads and where it leads are the rules' own
            // (`Rules::show_move`, `Rules::play`).
            let every_move_variant = Rc::clone(&variant);
            let mut check = Check::with_engine(D::NAME, engine, solve)
                .law_moves(D::LAW_MOVES)
                .every_move_where(move |p| D::every_move(&every_move_variant, p));
            for (field, oracle) in D::own_rows() {
                check = check.row(field, oracle);
            }
            if let Some(why) = D::not_asked() {
                let not_asked_variant = Rc::clone(&variant);
                check = check.not_asked(move |p| why(&not_asked_variant, p));
            }
            if let Some(order) = D::move_order() {
                check = check.order_moves(order);
            }
            if let Some(alike) = D::oracle_moves_alike() {
                check = check.oracle_moves_alike(alike);
            }
            if let Some(note) = D::oracle_note() {
                check = check.oracle_note(note);
            }
            if D::children_winner().is_some() {
                let winner_variant = Rc::clone(&variant);
                // Named, not held as a pointer: the call inlines (it is made
                // for every child of a position the law asks about).
                let wins = move |p: &_| D::children_winner()?(&winner_variant, p);
                check = check.children_winner(wins);
            }
            let child_variant = variant;
            let check = match children_solver {
                Some(solve) => check.for_children(move |p| solve(&child_variant, p)),
                None => check,
            };
            KeptCheck {
                variant: kept_variant,
                check,
            }
        });
        let mut found = kept.check.compare(&D::in_rules(position));
        if let Some(finish) = D::finish() {
            finish(&kept.variant, position, &mut kept.check, budget, &mut found);
        }
        as_reported(found, D::RENAMED)
    }
}

/// The library's comparison as the harness reports it: rows and laws named
/// in `renamed`'s (theirs, ours) pairs take the family's own name, and a
/// solver's refusal becomes a note. Impartial and partisan declarations
/// alike.
pub(crate) fn as_reported(
    mut found: Found,
    renamed: &[(&'static str, &'static str)],
) -> Comparison {
    let rename = |name: &mut &'static str| {
        if let Some((_, ours)) = renamed.iter().find(|(theirs, _)| theirs == name) {
            *name = ours;
        }
    };
    found.rows.iter_mut().for_each(|r| rename(&mut r.field));
    found
        .broken_laws
        .iter_mut()
        .for_each(|b| rename(&mut b.law));
    let mut c = Comparison {
        rows: found.rows,
        broken_laws: found.broken_laws,
        notes: found.notes,
        panic: found.panic,
    };
    if let Some(why) = found.outside {
        c.note(format!("the solver does not answer: {why}"));
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::NimPosition;
    use oracle::nim::Take;

    /// Nim with a planted bug: the solver's winning move always empties the
    /// first heap.
    struct EmptiesTheFirstHeap;

    impl Declaration for EmptiesTheFirstHeap {
        type Position = NimPosition;
        type Rules = oracle::nim::Nim;
        type Variant = ();
        const NAME: &'static str = "planted-nim";
        const ABOUT: &'static str = "Nim with a planted bug";
        const SYNTAX: &'static str = "HEAP...";
        const EXHAUSTIVE_SIZE: u32 = 3;
        const ORACLE_BUDGET: usize = 10_000;
        const RENAMED: &'static [(&'static str, &'static str)] = &[
            ("winning-moves", "winning-takes"),
            ("winning-move-leaves-a-loss", "take-leaves-a-loss"),
        ];

        fn parse(args: &[String]) -> Result<NimPosition, String> {
            NimPosition::parse(args)
        }
        fn size(_: &NimPosition) -> u64 {
            0
        }
        fn positions_of_size(_: u32) -> Vec<NimPosition> {
            Vec::new()
        }
        fn variant(_: &NimPosition) {}
        fn rules(_: &()) -> oracle::nim::Nim {
            oracle::nim::Nim::normal()
        }
        fn in_rules(p: &NimPosition) -> Cow<'_, Vec<u64>> {
            Cow::Borrowed(&p.heaps)
        }
        fn solve(_: &(), heaps: &Vec<u64>) -> Answer<Take> {
            let x = heaps.iter().fold(0, |x, h| x ^ h);
            let first = Take {
                heap: 0,
                take: heaps.first().copied().unwrap_or(0),
            };
            Answer::grundy(x).with_moves(if x == 0 { vec![] } else { vec![first] })
        }
        fn not_asked() -> Option<NotAsked<Self>> {
            Some(|_, heaps| (heaps.len() > 2).then(|| "not asked: three heaps".into()))
        }
        fn oracle_note() -> Option<OracleNote<Self>> {
            Some(|_, a| Some(format!("oracle value {:?}", a.grundy)))
        }
        fn finish() -> Option<Finish<Self>> {
            Some(|_, p, _, _, found| found.notes.push(format!("finished {p}")))
        }
    }

    type Planted = Declared<EmptiesTheFirstHeap>;

    #[test]
    fn a_declaration_keeps_its_names_and_adds_its_notes() {
        let p = NimPosition { heaps: vec![1, 2] };
        let c = Planted::compare(&p, &mut Default::default());
        assert_eq!(c.rows[2].field, "winning-takes");
        assert_eq!(c.rows[2].solver, Ok("[heap 0 to 0]".to_string()));
        assert_eq!(c.rows[2].oracle, Ok("[heap 1 to 1]".to_string()));
        let laws: Vec<&str> = c.broken_laws.iter().map(|b| b.law).collect();
        assert_eq!(laws, ["take-leaves-a-loss"]);
        assert_eq!(c.notes, ["oracle value Some(3)", "finished 1 2"]);
        let signatures: Vec<String> = c
            .discrepancies(Planted::NAME, &p.to_string())
            .iter()
            .map(|d| d.signature())
            .collect();
        assert_eq!(
            signatures,
            [
                "planted-nim:winning-takes",
                "planted-nim:take-leaves-a-loss"
            ]
        );
    }

    #[test]
    fn a_declared_check_judges_a_move_by_the_rules_play_past_any_look_up() {
        // A heap of 2^64 - 1: emptying it is far past the moves a law can
        // look up, yet the rules' `play` finds where it leads, a win for
        // the mover's opponent, and the rules' `show_move` writes it.
        let p = NimPosition {
            heaps: vec![u64::MAX, 1],
        };
        let c = Planted::compare(&p, &mut Default::default());
        let laws: Vec<(&str, &str)> = c
            .broken_laws
            .iter()
            .map(|b| (b.law, b.detail.as_str()))
            .collect();
        let detail = "after heap 0 to 0 (to [0, 1]) the solver says the mover's opponent wins";
        assert_eq!(laws, [("take-leaves-a-loss", detail)]);
    }

    #[test]
    fn a_position_not_asked_about_gets_the_reason_and_the_laws() {
        let p = NimPosition {
            heaps: vec![1, 2, 4],
        };
        let c = Planted::compare(&p, &mut Default::default());
        assert!(c
            .rows
            .iter()
            .all(|r| r.oracle == Err("not asked: three heaps".to_string())));
        // No analysis, no oracle note; the law still sees the bug.
        assert_eq!(c.notes, ["finished 1 2 4"]);
        assert_eq!(c.broken_laws[0].law, "take-leaves-a-loss");
    }

    thread_local! {
        /// How many times [`CountsItsBuilds`] built its state on this thread.
        static BUILDS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }

    /// Nim whose variant is the number of heaps, with state (the build's
    /// number on this thread) built when the solver first asks.
    struct CountsItsBuilds;

    type HeapCount = crate::variant_state::WithState<usize, Option<u32>>;

    fn build_number(variant: &HeapCount) -> u32 {
        variant.with(|_, built| {
            *built.get_or_insert_with(|| {
                BUILDS.set(BUILDS.get() + 1);
                BUILDS.get()
            })
        })
    }

    impl Declaration for CountsItsBuilds {
        type Position = NimPosition;
        type Rules = oracle::nim::Nim;
        type Variant = HeapCount;
        const NAME: &'static str = "counted-nim";
        const ABOUT: &'static str = "Nim that counts its builds";
        const SYNTAX: &'static str = "HEAP...";
        const EXHAUSTIVE_SIZE: u32 = 3;
        const ORACLE_BUDGET: usize = 10_000;
        const KEPT_VARIANTS: usize = 1;
        fn keep_when_full(_: &HeapCount, _: usize) -> bool {
            false
        }

        fn parse(args: &[String]) -> Result<NimPosition, String> {
            NimPosition::parse(args)
        }
        fn size(_: &NimPosition) -> u64 {
            0
        }
        fn positions_of_size(_: u32) -> Vec<NimPosition> {
            Vec::new()
        }
        fn variant(p: &NimPosition) -> HeapCount {
            HeapCount::new(p.heaps.len())
        }
        fn rules(_: &HeapCount) -> oracle::nim::Nim {
            oracle::nim::Nim::normal()
        }
        fn in_rules(p: &NimPosition) -> Cow<'_, Vec<u64>> {
            Cow::Borrowed(&p.heaps)
        }
        fn solve(variant: &HeapCount, heaps: &Vec<u64>) -> Answer<Take> {
            build_number(variant);
            Answer::grundy(heaps.iter().fold(0, |x, h| x ^ h))
        }
        fn finish() -> Option<Finish<Self>> {
            Some(|variant, _, _, _, found| {
                let built = variant.with(|_, built| *built);
                found.notes.push(format!("build {built:?}"));
            })
        }
    }

    #[test]
    fn a_variants_state_is_built_once_per_kept_check_and_goes_with_it() {
        type Counted = Declared<CountsItsBuilds>;
        let start = BUILDS.get();
        let mut oracle = Default::default();
        let mut note_of = |heaps: Vec<u64>| {
            let c = Counted::compare(&NimPosition { heaps }, &mut oracle);
            c.notes.last().cloned().unwrap_or_default()
        };
        // Two positions of one variant: one build, which finish sees.
        assert_eq!(note_of(vec![1, 2]), format!("build Some({})", start + 1));
        assert_eq!(note_of(vec![3, 3]), format!("build Some({})", start + 1));
        // Another variant drops the one check kept, and its state with it.
        assert_eq!(note_of(vec![1]), format!("build Some({})", start + 2));
        assert_eq!(note_of(vec![2, 5]), format!("build Some({})", start + 3));
        // Another oracle keeps its own checks, and builds its own state.
        let c = Counted::compare(&NimPosition { heaps: vec![2, 5] }, &mut Default::default());
        assert_eq!(c.notes, [format!("build Some({})", start + 4)]);
        assert_eq!(BUILDS.get(), start + 4);
    }
}
