//! The search engine every impartial game of the oracle runs on.
//!
//! Why one engine: each game states only its rules, so a bug in how answers are
//! derived from the game tree lives in one place and is tested once, instead of
//! being re-implemented (and re-broken) per game.
//!
//! The engine memoizes the value of every position it has finished, walks the
//! tree with an explicit stack, and counts the states it creates. When a query
//! would create more than the budget allows it stops with
//! [`SearchError::TooLarge`]; memory stays proportional to the budget.

use crate::fxhash::FxHashMap;
use std::fmt;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};

/// States expanded by every searcher of the process, counted in batches of
/// [`PROGRESS_BATCH`]: what a progress display may show while a long search
/// runs on another thread. Reading it changes nothing.
pub static STATES_EXPANDED: AtomicU64 = AtomicU64::new(0);

/// How many states a searcher expands between updates of
/// [`STATES_EXPANDED`] (so the shared counter costs nothing per state).
pub const PROGRESS_BATCH: u64 = 4096;

/// The states expanded so far by the whole process (see [`STATES_EXPANDED`]).
pub fn states_expanded() -> u64 {
    STATES_EXPANDED.load(Ordering::Relaxed)
}

/// Who loses when the player to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// The player with no legal move loses.
    Normal,
    /// The player with no legal move wins (the one who made the last move lost).
    Misere,
}

/// Where a move leads, as the rules tell it without listing the moves
/// ([`Rules::play`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Played<P> {
    /// The move is legal and leads to this position (as [`Rules::moves`]
    /// writes it).
    To(P),
    /// The move is not one of the position's moves.
    Illegal,
    /// The rules do not say: look the move up among [`Rules::moves`].
    LookItUp,
}

impl<P> From<Option<P>> for Played<P> {
    /// `Some(child)` leads there; `None` is an illegal move.
    fn from(child: Option<P>) -> Self {
        match child {
            Some(child) => Played::To(child),
            None => Played::Illegal,
        }
    }
}

/// The rules of an impartial game: positions, legal moves, the play convention.
///
/// Every game of the oracle implements this and nothing else; the engine derives
/// all answers from it. Rules must describe a game that always ends: a cycle is
/// reported as [`SearchError::Cycle`].
///
/// Only [`Rules::moves`] is required. Of the provided methods, a game of
/// several heaps (or rows, or tokens) in any order wants
/// [`Rules::canonical`]: without it the memo keeps every order of the same
/// heaps apart, and the oracle reaches far smaller positions within the
/// same budget (rows of Kayles, unsorted, stop well short of sorted ones).
/// The others ([`Rules::successors`], [`Rules::pack`],
/// [`Rules::fewest_states`], ...) only make the search faster.
///
/// ```
/// use oracle::search::{Moves, Rules, Searcher};
///
/// /// Take 1, 2 or 4 counters from one heap.
/// struct OneTwoFour;
///
/// impl Rules for OneTwoFour {
///     type Position = Vec<u64>;
///     type Move = (usize, u64); // (heap, counters taken)
///
///     fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Moves<'a, (usize, u64), Vec<u64>> {
///         Box::new(heaps.iter().enumerate().flat_map(move |(i, &h)| {
///             [1, 2, 4].into_iter().filter(move |&t| t <= h).map(move |t| {
///                 let mut next = heaps.clone();
///                 next[i] -= t;
///                 ((i, t), next)
///             })
///         }))
///     }
///
///     /// The heaps' order does not matter: one memo entry for all orders.
///     fn canonical(&self, heaps: &mut Vec<u64>) {
///         heaps.sort_unstable();
///     }
/// }
///
/// let mut searcher = Searcher::new(OneTwoFour, 100_000);
/// assert_eq!(searcher.value(&vec![5, 7]).unwrap(), 2 ^ 1); // n mod 3
/// ```
pub trait Rules {
    /// A position of the game, in the oracle's own terms.
    type Position: Clone + Eq + Hash;
    /// A move, described so that a person can read it ([`Rules::show_move`]
    /// writes it; its `Debug` by default).
    type Move: Clone + fmt::Debug;

    /// Normal play unless the game says otherwise.
    fn convention(&self) -> Convention {
        Convention::Normal
    }

    /// Every legal move from `position` with the position it leads to, lazily:
    /// the engine stops pulling when its budget runs out, so a heap of 10^18
    /// costs nothing until it is searched.
    fn moves<'a>(&'a self, position: &'a Self::Position) -> Moves<'a, Self::Move, Self::Position>;

    /// Where `m` leads from `position` ([`Played::To`], the child
    /// [`Rules::moves`] lists with it), or that it is not a move
    /// ([`Played::Illegal`]): for rules whose moves are too many to look a
    /// move up among them (a heap of 2^64), so that a solver's move can be
    /// judged anyway. The default, [`Played::LookItUp`], leaves it to the
    /// caller to look the move up among the moves. Must agree with
    /// [`Rules::moves`]: a second description of the same legality.
    fn play(&self, position: &Self::Position, m: &Self::Move) -> Played<Self::Position> {
        let _ = (position, m);
        Played::LookItUp
    }

    /// How `m`, a move from `position`, reads in a report: by default its
    /// `Debug`.
    fn show_move(&self, position: &Self::Position, m: &Self::Move) -> String {
        let _ = position;
        format!("{m:?}")
    }

    /// Rewrites `position` into the one form the memo stores for every
    /// position the rules cannot tell apart (heaps in any order are one Nim
    /// position). This is deduplication, not theory: the canonical form must
    /// have exactly the same moves, up to the same renaming. The default
    /// keeps every position as it is.
    fn canonical(&self, position: &mut Self::Position) {
        let _ = position;
    }

    /// Whether `position` is already in the form [`Rules::canonical`]
    /// writes. Debug builds ask it of the children of rules whose
    /// [`Rules::successors_are_canonical`] (at a sample of states), to catch
    /// a claim that is false.
    /// The default makes a canonical copy and compares; rules that can tell
    /// by looking (ascending, no empty heap) should say so without the copy,
    /// since cargo-fuzz builds with debug assertions and the copy per child
    /// was a tenth of an octal fuzz run.
    fn is_canonical(&self, position: &Self::Position) -> bool {
        let mut copy = position.clone();
        self.canonical(&mut copy);
        copy == *position
    }

    /// True when [`Rules::successors`] writes every child already in
    /// canonical form (given a canonical position): the engine then makes
    /// only the root canonical, not each child it meets.
    fn successors_are_canonical(&self) -> bool {
        false
    }

    /// Appends the positions of at most `limit + 1` moves of `position` to
    /// `out` (so the engine can tell "more than `limit`" without building
    /// them all). A game may overwrite positions taken from `spare` (the
    /// engine's children of states already finished; callers with none pass
    /// an empty vector) instead of allocating new ones. The default takes
    /// them from [`Rules::moves`]; a game may write them straight into the
    /// buffer to spare the boxed iterator.
    fn successors(
        &self,
        position: &Self::Position,
        limit: usize,
        out: &mut Vec<Self::Position>,
        spare: &mut Vec<Self::Position>,
    ) {
        let _ = spare;
        out.extend(
            self.moves(position)
                .take(limit.saturating_add(1))
                .map(|(_, child)| child),
        );
    }

    /// The size of `position` in machine words, for positions whose size the
    /// input sets (a list of heaps): the budget counts a child of more than
    /// [`WORDS_PER_UNIT`] words as that many units of it, so the memory a
    /// search holds follows its budget however long a position is. The
    /// default, 1, is right for positions of a fixed size.
    fn position_words(&self, position: &Self::Position) -> usize {
        let _ = position;
        1
    }

    /// True when `position` has more than `limit` moves, if the rules can tell
    /// without listing them (a heap of 10^18 has that many, and listing a
    /// budget's worth of them only to refuse costs the whole budget). `false`
    /// means "not known to be more"; the engine then counts as it lists.
    fn more_moves_than(&self, position: &Self::Position, limit: usize) -> bool {
        let _ = (position, limit);
        false
    }

    /// A number of states that searching `position` from an empty memo surely
    /// creates, if the rules can tell cheaply (the line of first moves, say,
    /// whose positions are all different); 0 when they cannot. A position
    /// whose count is past the budget is refused before any search, so an
    /// input of huge heaps costs nothing. Must never be more than the truth.
    fn fewest_states(&self, position: &Self::Position) -> u128 {
        let _ = position;
        0
    }

    /// `position` (already canonical) packed into one integer, when it fits:
    /// the memo then keys it by that integer, inline, instead of by a copy of
    /// the position on the heap. Must be one-to-one over the positions it
    /// packs (two positions never share a packed form). The default packs
    /// nothing.
    fn pack(&self, position: &Self::Position) -> Option<u128> {
        let _ = position;
        None
    }
}

/// Packs numbers, each below `2^bits`, after a header of their count and
/// `bits`; `None` when they do not fit in 128 bits. One-to-one: the header
/// says how to read the rest. For the [`Rules::pack`] of list positions.
pub fn pack_numbers(numbers: impl Iterator<Item = u128> + Clone) -> Option<u128> {
    let (len, largest) = numbers
        .clone()
        .fold((0usize, 0u128), |(n, m), x| (n + 1, m.max(x)));
    let bits = (128 - largest.leading_zeros()) as usize;
    // Header: 5 bits of count, 7 of width.
    if len >= 32 || 12 + len * bits > 128 {
        return None;
    }
    let mut packed = (len as u128) | ((bits as u128) << 5);
    let mut at = 12;
    for n in numbers {
        packed |= n << at;
        at += bits;
    }
    Some(packed)
}

/// Packs a list of `u64` numbers (heaps) into one integer; `None` when they
/// do not fit. One-to-one over all lists, in any order (its keys are not
/// [`pack_numbers`]' keys: a searcher keys by one of the two).
///
/// It runs once for every child a search meets, so it is cheap: the width
/// is that of all the numbers or-ed together (one pass, and no order to
/// assume or to check), and up to 14 numbers below 256 (nearly every
/// position of a fuzz run) are one byte each, where the general packing
/// of [`pack_numbers`] is a large share of a small search.
pub fn pack_heaps(heaps: &[u64]) -> Option<u128> {
    // `while`, not `for`: see [`merged_into_spare`].
    let len = heaps.len();
    let mut all = 0;
    let mut i = 0;
    if len <= 14 {
        // The bytes and their or together, in one pass. The header's width
        // field reads 127, which the layout below never writes (its widths
        // are at most 64); the bytes follow at bit 16.
        let mut bytes = [0u8; 16];
        while i < len {
            let h = heaps[i];
            all |= h;
            bytes[2 + i] = h as u8;
            i += 1;
        }
        if all < 256 {
            bytes[..2].copy_from_slice(&((len as u16) | (127 << 5)).to_le_bytes());
            return Some(u128::from_le_bytes(bytes));
        }
    } else {
        while i < len {
            all |= heaps[i];
            i += 1;
        }
    }
    // The layout of `pack_numbers`: a 12-bit header of count and width,
    // then each number in `width` bits.
    let bits = (64 - all.leading_zeros()) as usize;
    if len >= 32 || 12 + len * bits > 128 {
        return None;
    }
    let mut packed = (len as u128) | ((bits as u128) << 5);
    i = 0;
    while i < len {
        packed |= u128::from(heaps[i]) << (12 + bits * i);
        i += 1;
    }
    Some(packed)
}

/// Whether `heaps` ascend and none is below `least`: the canonical form of
/// heaps whose order the rules ignore, where heaps below `least` have no
/// move (1 for most heap games, 3 for Grundy's game). A `while` loop: see
/// [`merged_into_spare`].
pub fn ascending_from(heaps: &[u64], least: u64) -> bool {
    let mut least = least;
    let mut i = 0;
    while i < heaps.len() {
        if heaps[i] < least {
            return false;
        }
        least = heaps[i];
        i += 1;
    }
    true
}

/// A copy of `from` in a vector taken from `spare` (one more allocation only
/// when none is left): how [`Rules::successors`] starts a child.
pub fn copy_into_spare<T: Copy>(spare: &mut Vec<Vec<T>>, from: &[T]) -> Vec<T> {
    let mut copy = spare.pop().unwrap_or_default();
    copy.clear();
    copy.extend_from_slice(from);
    copy
}

/// `ascending` with the ascending `leave` merged in, in a vector taken from
/// `spare`: the child of a canonical heap position when one heap is replaced
/// by the heaps a move leaves (octal, Grundy's game). Each run of kept heaps
/// is copied once, where a copy and then an insert per heap left would move
/// the tail again for every heap.
pub fn merged_into_spare(spare: &mut Vec<Vec<u64>>, ascending: &[u64], leave: &[u64]) -> Vec<u64> {
    debug_assert!(leave.windows(2).all(|w| w[0] <= w[1]), "{leave:?}");
    let mut merged = spare.pop().unwrap_or_default();
    merged.clear();
    merged.reserve(ascending.len() + leave.len());
    // Whole runs copied, not pushed one by one, and `while`, not `for`:
    // cargo-fuzz builds with debug assertions, where every push and every
    // step of an iterator (a range's too) carries checks of its own.
    let mut from = 0;
    let mut j = 0;
    while j < leave.len() {
        let l = leave[j];
        let mut to = from;
        while to < ascending.len() && ascending[to] < l {
            to += 1;
        }
        merged.extend_from_slice(&ascending[from..to]);
        merged.push(l);
        from = to;
        j += 1;
    }
    merged.extend_from_slice(&ascending[from..]);
    merged
}

/// The moves of a position, produced on demand.
pub type Moves<'a, M, P> = Box<dyn Iterator<Item = (M, P)> + 'a>;

/// Why the engine gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The query would need more than `budget` new states and moves.
    TooLarge { budget: usize },
    /// A position is reachable from itself: the rules describe a game that may
    /// not end.
    Cycle,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::TooLarge { budget } => {
                write!(f, "the game tree needs more than {budget} states and moves")
            }
            SearchError::Cycle => write!(f, "the game can return to a position: it may not end"),
        }
    }
}

impl std::error::Error for SearchError {}

/// The oracle's answers for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<M> {
    /// Does the player to move win with best play?
    pub player_to_move_wins: bool,
    /// The Sprague-Grundy value (normal play only: misere play has none).
    pub grundy: Option<u64>,
    /// Every move after which the player who made it wins, in the order the
    /// rules list the moves.
    pub winning_moves: Vec<M>,
}

impl<M> Analysis<M> {
    pub fn first_player_wins(&self) -> bool {
        self.player_to_move_wins
    }
}

/// How many finished children a searcher keeps for [`Rules::successors`]:
/// a few states' worth of moves.
const SPARE_POSITIONS: usize = 4096;

/// Marks a position whose search is under way: met again below itself, it is
/// a cycle. No game value reaches it (a Grundy value is at most the number of
/// moves, and those are counted against a budget far below).
const IN_PROGRESS: u64 = u64::MAX;

/// Debug builds check the children of one expansion in this many against
/// [`Rules::successors_are_canonical`] (see [`Searcher::expand`]).
const CLAIM_CHECK_EVERY: u64 = 16;

/// An exhaustive searcher with a memo that lives as long as it does.
///
/// Keep one per game (and per rule set) to share work between queries. Each
/// query may visit at most `budget` new states and moves together, so both its
/// time and its memory are bounded by the budget.
pub struct Searcher<R: Rules> {
    rules: R,
    /// For normal play the Grundy value; for misere play 1 (player to move
    /// wins) or 0 (loses); [`IN_PROGRESS`] for positions on the search stack.
    memo: FxHashMap<R::Position, u64>,
    /// The same for positions the rules pack into an integer.
    packed: FxHashMap<u128, u64>,
    budget: usize,
    memo_cap: usize,
    /// The children of every frame on the stack, one after another, each with
    /// its value once known: reused across states and queries, so a state
    /// costs no allocation of its own.
    children: Vec<(R::Position, u64)>,
    /// Where each frame's children start in `children`, and the next to visit.
    frames: Vec<Frame>,
    /// Scratch for the mex of one state.
    seen: Vec<bool>,
    /// The successors of one state before they are canonical and valued.
    fresh: Vec<R::Position>,
    /// Positions of finished states' children, for the rules to overwrite.
    spare: Vec<R::Position>,
    /// States created over the searcher's life, for rates in benchmarks.
    states: u64,
    /// Decide only who wins (see [`Searcher::for_outcome`]): the memo then
    /// holds 1 (the player to move wins) or 0, never a Grundy value.
    outcome_only: bool,
}

struct Frame {
    start: usize,
    next: usize,
}

impl<R: Rules> Searcher<R> {
    /// A searcher that lets each query create at most `budget` states.
    pub fn new(rules: R, budget: usize) -> Self {
        Searcher {
            rules,
            memo: FxHashMap::default(),
            packed: FxHashMap::default(),
            budget,
            memo_cap: memo_cap_for(budget),
            children: Vec::new(),
            frames: Vec::new(),
            seen: Vec::new(),
            fresh: Vec::new(),
            spare: Vec::new(),
            states: 0,
            outcome_only: false,
        }
    }

    /// A searcher that decides only who wins, for questions that need no
    /// Grundy value (a contest problem that prints the winner).
    ///
    /// Why: a Grundy value is the mex of every move's value, so its search
    /// visits every position reachable. Who wins is settled by the first
    /// move to a lost position, so this search stops looking at a
    /// position's moves there (plain minimax with a cut, still nothing but
    /// the rules): a won position costs the search of its moves up to the
    /// first losing one, and only lost positions search all of theirs. Its
    /// [`Analysis`] has no Grundy value, and its winning moves are decided
    /// one move at a time.
    ///
    /// ```
    /// use oracle::nim::Nim;
    /// use oracle::search::Searcher;
    ///
    /// let mut s = Searcher::for_outcome(Nim::normal(), 1_000_000);
    /// let a = s.analyze(&vec![3, 4, 5]).unwrap();
    /// assert!(a.player_to_move_wins);
    /// assert_eq!(a.grundy, None);
    /// assert_eq!(a.winning_moves.len(), 1); // take 2 from the heap of 3
    /// ```
    pub fn for_outcome(rules: R, budget: usize) -> Self {
        Searcher {
            outcome_only: true,
            ..Searcher::new(rules, budget)
        }
    }

    /// True for a searcher made by [`Searcher::for_outcome`].
    pub fn decides_only_the_outcome(&self) -> bool {
        self.outcome_only
    }

    /// Changes the budget of the queries that follow (a long position costs
    /// more memory per state, so callers give it fewer states). The memo kept
    /// between queries is bounded by the budget too.
    pub fn set_budget(&mut self, budget: usize) {
        self.budget = budget;
        self.memo_cap = memo_cap_for(budget);
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }

    pub fn budget(&self) -> usize {
        self.budget
    }

    /// How many positions are remembered right now.
    pub fn memo_len(&self) -> usize {
        self.memo.len() + self.packed.len()
    }

    fn memo_get(&self, position: &R::Position) -> Option<u64> {
        match self.rules.pack(position) {
            Some(key) => self.packed.get(&key).copied(),
            None => self.memo.get(position).copied(),
        }
    }

    fn memo_insert(&mut self, position: &R::Position, value: u64) {
        match self.rules.pack(position) {
            Some(key) => {
                self.packed.insert(key, value);
            }
            None => {
                self.memo.insert(position.clone(), value);
            }
        }
    }

    fn memo_remove(&mut self, position: &R::Position) {
        match self.rules.pack(position) {
            Some(key) => {
                self.packed.remove(&key);
            }
            None => {
                self.memo.remove(position);
            }
        }
    }

    /// How many states this searcher has expanded in its life.
    pub fn states_expanded(&self) -> u64 {
        self.states
    }

    /// `position` in the form the memo keys it by.
    pub fn canonical(&self, position: &R::Position) -> R::Position {
        let mut p = position.clone();
        self.rules.canonical(&mut p);
        p
    }

    /// Outcome, Grundy value and winning moves of `position`.
    pub fn analyze(&mut self, position: &R::Position) -> Result<Analysis<R::Move>, SearchError> {
        let value = self.value(position)?;
        let convention = self.rules.convention();
        let mut winning_moves = Vec::new();
        if self.outcome_only {
            // The search stopped at the first move to a loss: the other
            // moves may be unvalued, so each is asked in turn.
            let moves: Vec<_> = self.rules.moves(position).collect();
            for (mv, child) in moves {
                if self.value(&child)? == 0 {
                    winning_moves.push(mv);
                }
            }
            return Ok(Analysis {
                player_to_move_wins: value != 0,
                grundy: None,
                winning_moves,
            });
        }
        for (mv, mut child) in self.rules.moves(position) {
            // Bounded: `value` already enumerated these moves within budget.
            // `value` finished `position`, so every child is in the memo.
            self.rules.canonical(&mut child);
            let child_value = self.memo_get(&child).ok_or(SearchError::Cycle)?;
            if child_value == 0 {
                winning_moves.push(mv);
            }
        }
        Ok(Analysis {
            player_to_move_wins: value != 0,
            grundy: (convention == Convention::Normal).then_some(value),
            winning_moves,
        })
    }

    /// The memoized value of `position` (Grundy value, or misere win flag).
    pub fn value(&mut self, position: &R::Position) -> Result<u64, SearchError> {
        let root = self.canonical(position);
        if let Some(v) = self.memo_get(&root) {
            return Ok(v);
        }
        // Refused as a fresh search would be, whatever the memo holds, so the
        // answer does not depend on what was asked before.
        if self.rules.fewest_states(&root) > self.budget as u128 {
            return Err(SearchError::TooLarge {
                budget: self.budget,
            });
        }
        if self.memo_len() > self.memo_cap {
            self.memo.clear();
            self.packed.clear();
        }
        self.children.clear();
        self.frames.clear();
        let result = self.search(root);
        if result.is_err() {
            // Unmark the positions left on the stack: they have no value.
            let children = std::mem::take(&mut self.children);
            for (p, v) in &children {
                if *v == IN_PROGRESS {
                    self.memo_remove(p);
                }
            }
            self.children = children;
            self.children.clear();
            self.frames.clear();
        }
        result
    }

    fn search(&mut self, root: R::Position) -> Result<u64, SearchError> {
        let convention = self.rules.convention();
        let mut work = 0usize;
        // The root lives in `children` too, as the one child of no frame.
        self.memo_insert(&root, IN_PROGRESS);
        self.children.push((root, IN_PROGRESS));
        self.expand(0, &mut work)?;
        loop {
            let frame = self
                .frames
                .last_mut()
                .expect("the loop returns when the stack empties");
            // Value the children already known; stop at the first unknown one
            // (or, deciding only the outcome, at the first lost one).
            let mut descend = None;
            let mut won = false;
            while frame.next < self.children.len() {
                let slot = &mut self.children[frame.next];
                let known = match self.rules.pack(&slot.0) {
                    Some(key) => self.packed.get(&key),
                    None => self.memo.get(&slot.0),
                };
                match known {
                    Some(&IN_PROGRESS) => return Err(SearchError::Cycle),
                    Some(&0) if self.outcome_only => {
                        won = true;
                        break;
                    }
                    Some(&v) => {
                        slot.1 = v;
                        frame.next += 1;
                    }
                    None => {
                        descend = Some(frame.next);
                        break;
                    }
                }
            }
            if let Some(at) = descend {
                self.children[at].1 = IN_PROGRESS;
                let child = &self.children[at].0;
                match self.rules.pack(child) {
                    Some(key) => {
                        self.packed.insert(key, IN_PROGRESS);
                    }
                    None => {
                        self.memo.insert(child.clone(), IN_PROGRESS);
                    }
                }
                self.expand(at, &mut work)?;
                continue;
            }
            // Every child is valued: finish this state.
            let frame = self.frames.pop().expect("non-empty");
            let values = self.children[frame.start..].iter().map(|c| c.1);
            let value = match convention {
                // Every move leads to a win (or there is none).
                _ if won => 1,
                Convention::Normal if self.outcome_only => {
                    u64::from(values.clone().any(|v| v == 0))
                }
                Convention::Normal => mex(values, &mut self.seen),
                Convention::Misere => {
                    let mut any = false;
                    let mut to_losing = false;
                    for v in values {
                        any = true;
                        to_losing |= v == 0;
                    }
                    u64::from(!any || to_losing)
                }
            };
            // Kept for the rules to overwrite, up to a bound: rules that
            // allocate anew never take them back.
            let room = SPARE_POSITIONS.saturating_sub(self.spare.len());
            let finished = self.children.drain(frame.start..).map(|(p, _)| p);
            self.spare.extend(finished.take(room));
            // The state itself is the child its parent is visiting (the root
            // is the first entry, the child of no frame).
            let own = self.frames.last().map_or(0, |parent| parent.next);
            self.children[own].1 = value;
            let position = &self.children[own].0;
            match self.rules.pack(position) {
                Some(key) => {
                    self.packed.insert(key, value);
                }
                None => {
                    self.memo.insert(position.clone(), value);
                }
            }
            match self.frames.last_mut() {
                // Deciding only the outcome, a lost child decides its parent:
                // the parent's loop meets it again in the memo and stops.
                Some(_) if self.outcome_only && value == 0 => {}
                Some(parent) => parent.next += 1,
                None => {
                    self.children.clear();
                    return Ok(value);
                }
            }
        }
    }

    /// Pushes a frame for the position at `at` in `children` (already marked
    /// in progress) with its canonical children; counts the state and its
    /// moves against the budget.
    fn expand(&mut self, at: usize, work: &mut usize) -> Result<(), SearchError> {
        let too_large = SearchError::TooLarge {
            budget: self.budget,
        };
        *work += 1;
        self.states += 1;
        if self.states % PROGRESS_BATCH == 0 {
            STATES_EXPANDED.fetch_add(PROGRESS_BATCH, Ordering::Relaxed);
        }
        let remaining = self.budget.checked_sub(*work).ok_or(too_large.clone())?;
        if self.rules.more_moves_than(&self.children[at].0, remaining) {
            return Err(too_large);
        }
        self.fresh.clear();
        // Children are about as long as their parent: list no more than the
        // budget pays for at its length (100,000 heaps would otherwise list
        // children of 100,000 words until 20,000,000 of them).
        let parent_units = self
            .rules
            .position_words(&self.children[at].0)
            .div_ceil(WORDS_PER_UNIT)
            .max(1);
        let limit = remaining / parent_units;
        self.rules.successors(
            &self.children[at].0,
            limit,
            &mut self.fresh,
            &mut self.spare,
        );
        // More than `limit` children: the list may be cut, so refuse (never
        // an answer from part of the moves).
        if self.fresh.len() > limit {
            self.fresh.clear();
            return Err(too_large);
        }
        // Each child costs a unit of the budget per WORDS_PER_UNIT words it
        // holds (at least one): 2,000 heaps of 1 once held 21 GB at the
        // budget of 20,000,000 meant for about 2 GiB. `while`: see
        // [`merged_into_spare`].
        let mut cost = 0usize;
        let mut i = 0;
        while i < self.fresh.len() {
            let words = self.rules.position_words(&self.fresh[i]);
            cost = cost.saturating_add(words.div_ceil(WORDS_PER_UNIT).max(1));
            i += 1;
        }
        if cost > remaining {
            self.fresh.clear();
            return Err(too_large);
        }
        *work += cost;
        let start = self.children.len();
        let already = self.rules.successors_are_canonical();
        // A false claim costs memo entries, not answers (a position and its
        // canonical form have the same moves), and each such game's tests
        // compare its successors with its sorted moves. So debug builds check
        // the claim at the first expansion of a searcher's life and at one in
        // CLAIM_CHECK_EVERY after: checking every child is a real share of
        // the octal fuzz target's work (cargo-fuzz builds with debug
        // assertions).
        let check_claim = cfg!(debug_assertions) && self.states % CLAIM_CHECK_EVERY == 1;
        for mut child in self.fresh.drain(..) {
            if already {
                assert!(
                    !check_claim || self.rules.is_canonical(&child),
                    "a child written as canonical is not"
                );
            } else {
                self.rules.canonical(&mut child);
            }
            self.children.push((child, 0));
        }
        self.frames.push(Frame { start, next: start });
        Ok(())
    }
}

/// Machine words of a position that one unit of the budget pays for
/// ([`Rules::position_words`]): positions of up to 16 heaps cost one unit,
/// as every state and move did before sizes were counted.
pub const WORDS_PER_UNIT: usize = 16;

/// How many finished positions a searcher keeps between queries: a few
/// budgets' worth, so repeated queries share work without the memo growing
/// past what one query may use by much.
fn memo_cap_for(budget: usize) -> usize {
    budget.saturating_mul(2).max(1 << 16)
}

/// The least value not among `values`, with `seen` as scratch.
fn mex(values: impl Iterator<Item = u64> + Clone, seen: &mut Vec<bool>) -> u64 {
    // The mex of n values is at most n, so larger values cannot matter.
    let n = values.clone().count();
    seen.clear();
    seen.resize(n + 1, false);
    for v in values {
        if let Ok(i) = usize::try_from(v) {
            if i <= n {
                seen[i] = true;
            }
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(n) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain 0 <- 1 <- 2 ... where a move goes one step down, or two when
    /// `skip` is set: tiny rules with known answers.
    struct Chain {
        skip: bool,
        convention: Convention,
    }

    impl Rules for Chain {
        type Position = u32;
        type Move = u32;
        fn convention(&self) -> Convention {
            self.convention
        }
        fn moves<'a>(&'a self, p: &'a u32) -> Moves<'a, u32, u32> {
            let mut out = Vec::new();
            if *p >= 1 {
                out.push((1, p - 1));
            }
            if self.skip && *p >= 2 {
                out.push((2, p - 2));
            }
            Box::new(out.into_iter())
        }
    }

    struct Loop;
    impl Rules for Loop {
        type Position = u8;
        type Move = ();
        fn moves<'a>(&'a self, p: &'a u8) -> Moves<'a, (), u8> {
            Box::new(std::iter::once(((), (p + 1) % 3)))
        }
    }

    /// Heaps in any order, where a move takes one heap away; children come
    /// out in the order given. `claims_canonical` says they are canonical,
    /// which is a lie for unsorted positions.
    struct DropOne {
        claims_canonical: bool,
    }

    impl Rules for DropOne {
        type Position = Vec<u64>;
        type Move = usize;
        fn moves<'a>(&'a self, p: &'a Vec<u64>) -> Moves<'a, usize, Vec<u64>> {
            Box::new((0..p.len()).map(move |i| {
                let mut child = p.clone();
                child.remove(i);
                // Reversed, so that a child of a sorted position is not.
                child.reverse();
                (i, child)
            }))
        }
        fn canonical(&self, p: &mut Vec<u64>) {
            p.sort_unstable();
        }
        fn successors_are_canonical(&self) -> bool {
            self.claims_canonical
        }
    }

    #[test]
    fn merging_left_heaps_keeps_the_order() {
        let ascending: &[&[u64]] = &[&[], &[5], &[1, 5, 5, 9], &[2, 2, 2]];
        let leaves: &[&[u64]] = &[&[], &[1], &[5], &[10], &[2, 5], &[0, 5, 9], &[1, 2, 3]];
        // A spare vector longer than any child, holding stale heaps.
        let mut spare = vec![vec![7; 12]];
        for &a in ascending {
            for &l in leaves {
                let mut want = [a, l].concat();
                want.sort_unstable();
                let got = merged_into_spare(&mut spare, a, l);
                assert_eq!(got, want, "{a:?} + {l:?}");
                spare.push(got);
            }
        }
    }

    #[test]
    fn the_default_canonical_check_compares_with_a_canonical_copy() {
        let rules = DropOne {
            claims_canonical: false,
        };
        assert!(rules.is_canonical(&vec![1, 2, 5, 9]));
        assert!(!rules.is_canonical(&vec![3, 1]));
        assert!(rules.is_canonical(&vec![4]));
        assert!(!rules.is_canonical(&vec![9, 9, 1]));
        assert!(rules.is_canonical(&vec![]));
    }

    #[test]
    fn honest_rules_search_every_order() {
        let mut s = Searcher::new(
            DropOne {
                claims_canonical: false,
            },
            1000,
        );
        // n heaps take n moves whatever their sizes: the player to move wins
        // exactly when n is odd.
        assert!(s.analyze(&vec![3, 1, 2]).unwrap().player_to_move_wins);
        assert!(!s.analyze(&vec![7, 5, 6, 1]).unwrap().player_to_move_wins);
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "a child written as canonical is not")]
    fn debug_builds_catch_rules_that_claim_canonical_children_falsely() {
        let mut s = Searcher::new(
            DropOne {
                claims_canonical: true,
            },
            1000,
        );
        let _ = s.value(&vec![1, 2, 3]);
    }

    #[test]
    fn mex_of_values() {
        let mut seen = Vec::new();
        assert_eq!(mex([].into_iter(), &mut seen), 0);
        assert_eq!(mex([1, 2].into_iter(), &mut seen), 0);
        assert_eq!(mex([0, 2, 0, 1, 4].into_iter(), &mut seen), 3);
        assert_eq!(mex([1, 0, u64::MAX - 1].into_iter(), &mut seen), 2);
    }

    #[test]
    fn chain_grundy_values_alternate() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Normal,
            },
            1000,
        );
        let got: Vec<u64> = (0..6).map(|p| s.value(&p).unwrap()).collect();
        assert_eq!(got, [0, 1, 0, 1, 0, 1]);
    }

    #[test]
    fn take_one_or_two_has_period_three() {
        let mut s = Searcher::new(
            Chain {
                skip: true,
                convention: Convention::Normal,
            },
            1000,
        );
        let got: Vec<u64> = (0..7).map(|p| s.value(&p).unwrap()).collect();
        assert_eq!(got, [0, 1, 2, 0, 1, 2, 0]);
        let a = s.analyze(&4).unwrap();
        assert!(a.player_to_move_wins);
        assert_eq!(a.winning_moves, [1]);
    }

    #[test]
    fn misere_terminal_position_is_a_win() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Misere,
            },
            1000,
        );
        let a = s.analyze(&0).unwrap();
        assert!(a.player_to_move_wins);
        assert_eq!(a.grundy, None);
        assert!(a.winning_moves.is_empty());
        assert!(!s.analyze(&1).unwrap().player_to_move_wins);
        assert!(s.analyze(&2).unwrap().player_to_move_wins);
    }

    #[test]
    fn deep_chain_needs_no_recursion() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Normal,
            },
            3_000_000,
        );
        assert_eq!(s.value(&1_000_001).unwrap(), 1);
    }

    #[test]
    fn budget_is_enforced() {
        let mut s = Searcher::new(
            Chain {
                skip: false,
                convention: Convention::Normal,
            },
            100,
        );
        assert_eq!(s.value(&1000), Err(SearchError::TooLarge { budget: 100 }));
        // Work already finished stays valid and answers small queries.
        assert_eq!(s.value(&10).unwrap(), 0);
    }

    /// One state with more moves than any budget: refused without building them.
    struct Huge;
    impl Rules for Huge {
        type Position = u64;
        type Move = u64;
        fn moves<'a>(&'a self, p: &'a u64) -> Moves<'a, u64, u64> {
            Box::new((1..=*p).map(move |t| (t, p - t)))
        }
    }

    #[test]
    fn a_huge_fan_out_is_too_large_at_once() {
        let mut s = Searcher::new(Huge, 1000);
        assert_eq!(
            s.value(&u64::MAX),
            Err(SearchError::TooLarge { budget: 1000 })
        );
        assert_eq!(s.value(&5).unwrap(), 5);
    }

    #[test]
    fn packing_is_one_to_one() {
        let lists: Vec<Vec<u128>> = vec![
            vec![],
            vec![0],
            vec![0, 0],
            vec![1],
            vec![1, 0],
            vec![0, 1],
            vec![3, 4],
            vec![4, 3],
            vec![7],
            vec![8],
            vec![1, 1, 1],
        ];
        let packed: Vec<u128> = lists
            .iter()
            .map(|l| pack_numbers(l.iter().copied()).unwrap())
            .collect();
        let mut distinct = packed.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), lists.len(), "{packed:?}");
        assert_eq!(pack_numbers([u128::from(u64::MAX); 2].into_iter()), None);
        assert_eq!(pack_numbers(std::iter::repeat_n(1, 40)), None);
    }

    #[test]
    fn finished_children_kept_for_reuse_are_bounded() {
        // Lieges allocates its children anew and takes no spare one back: a
        // search that finishes more children than the bound keeps the bound.
        use crate::lieges::Lieges;
        let mut s = Searcher::new(Lieges { k: 2 }, 1_000_000);
        s.value(&Lieges::position(&[12, 12, 12])).unwrap();
        assert!(s.states_expanded() > 1000);
        assert_eq!(s.spare.len(), SPARE_POSITIONS);
    }

    #[test]
    fn heaps_pack_one_to_one_in_any_order() {
        let mut lists: Vec<Vec<u64>> = vec![
            vec![],
            vec![0],
            vec![0, 0],
            vec![255; 14],
            vec![255; 15],
            vec![256],
            vec![u64::MAX],
            vec![1; 31],
            vec![1; 32],
        ];
        // Widths from 1 to 64 bits, lengths up to 16: bytes, fields that
        // end below bit 64, straddle it, start past it, and do not fit.
        for len in 1..=16u64 {
            for bits in 1..=64u32 {
                let top = u64::MAX >> (64 - bits);
                lists.push((0..len).map(|i| top - i.min(top)).collect());
                lists.push(
                    (0..len)
                        .map(|i| (top / 3).wrapping_mul(i + 1) & top)
                        .collect(),
                );
                lists.push((0..len).map(|i| i % 2 * top).collect());
            }
        }
        // Every list of up to 3 numbers from 0, 1, 2, 255, 256.
        let few = [0, 1, 2, 255, 256];
        for a in few {
            lists.push(vec![a]);
            for b in few {
                lists.push(vec![a, b]);
                for c in few {
                    lists.push(vec![a, b, c]);
                }
            }
        }
        // And each in the other order: the packing assumes none (a list
        // whose largest number is not last once lost its high bits).
        let reversed: Vec<Vec<u64>> = lists
            .iter()
            .map(|l| l.iter().rev().copied().collect())
            .collect();
        lists.extend(reversed);
        lists.sort();
        lists.dedup();
        let mut keys = std::collections::HashMap::new();
        for l in &lists {
            if let Some(key) = pack_heaps(l) {
                if let Some(other) = keys.insert(key, l.clone()) {
                    panic!("{l:?} and {other:?} pack to one key");
                }
            }
        }
        // Both layouts were met, and some lists do not fit.
        let bytes = |l: &Vec<u64>| l.len() <= 14 && l.iter().all(|&h| h < 256);
        assert!(keys.values().filter(|l| bytes(l)).count() > 100);
        assert!(keys.values().filter(|l| !bytes(l)).count() > 100);
        assert!(keys.len() < lists.len());
        assert_eq!(pack_heaps(&[256]), pack_numbers([256u128].into_iter()));
    }

    #[test]
    fn a_position_surely_past_the_budget_is_refused_at_once() {
        use crate::nim::Nim;
        let mut s = Searcher::new(Nim::normal(), 1000);
        let huge = vec![u64::MAX, u64::MAX, 3];
        assert_eq!(s.value(&huge), Err(SearchError::TooLarge { budget: 1000 }));
        assert_eq!(s.states_expanded(), 0);
        // The count is a lower bound: a position under it is searched.
        assert_eq!(s.value(&vec![5, 3]).unwrap(), 6);
    }

    #[test]
    fn cycles_are_reported() {
        let mut s = Searcher::new(Loop, 100);
        assert_eq!(s.value(&0), Err(SearchError::Cycle));
    }

    #[test]
    fn deciding_only_the_outcome_agrees_with_the_full_search_and_visits_fewer_states() {
        use crate::lieges::Lieges;
        use crate::nim::Nim;
        // Normal play: Nim (moves listed largest first, so the cut is real).
        for rules in [Nim::normal(), Nim::misere()] {
            let mut full = Searcher::new(rules, 1 << 22);
            let mut outcome = Searcher::for_outcome(rules, 1 << 22);
            for a in 0..6u64 {
                for b in 0..6u64 {
                    for c in 0..6u64 {
                        let p = vec![a, b, c];
                        let f = full.analyze(&p).unwrap();
                        let o = outcome.analyze(&p).unwrap();
                        assert_eq!(f.player_to_move_wins, o.player_to_move_wins, "{p:?}");
                        assert_eq!(f.winning_moves, o.winning_moves, "{p:?}");
                        assert_eq!(o.grundy, None);
                    }
                }
            }
        }
        // Lieges of Legendre, whose multisets grow: the same verdicts, and
        // the cut spares states.
        for k in 1..=3 {
            for heaps in [vec![6, 5, 4], vec![8, 8, 3], vec![10, 7], vec![12]] {
                let position = Lieges::position(&heaps);
                let mut full = Searcher::new(Lieges { k }, 1 << 24);
                let mut outcome = Searcher::for_outcome(Lieges { k }, 1 << 24);
                let wins = full.value(&position).unwrap() != 0;
                assert_eq!(
                    outcome.value(&position).unwrap() != 0,
                    wins,
                    "k {k} {heaps:?}"
                );
                assert!(
                    outcome.states_expanded() <= full.states_expanded(),
                    "k {k} {heaps:?}: {} > {}",
                    outcome.states_expanded(),
                    full.states_expanded()
                );
            }
        }
        let mut full = Searcher::new(Lieges { k: 2 }, 1 << 24);
        let mut outcome = Searcher::for_outcome(Lieges { k: 2 }, 1 << 24);
        let position = Lieges::position(&[16, 16, 16]);
        assert_eq!(
            full.value(&position).unwrap() != 0,
            outcome.value(&position).unwrap() != 0
        );
        assert!(outcome.states_expanded() < full.states_expanded());
    }

    #[test]
    fn the_outcome_search_still_refuses_past_its_budget() {
        let mut s = Searcher::for_outcome(crate::nim::Nim::normal(), 1000);
        assert!(matches!(
            s.value(&vec![100, 100, 100]),
            Err(SearchError::TooLarge { budget: 1000 })
        ));
        assert!(s.decides_only_the_outcome());
        assert!(!Searcher::new(crate::nim::Nim::normal(), 1000).decides_only_the_outcome());
    }
}
