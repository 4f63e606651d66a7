//! m,n,k games solved exactly by a fast search: every position with at most
//! 16 empty cells (every board of up to 16 cells, and the late game of any
//! larger board), positions with more that forced play decides within a
//! budget, and the legality of moves on a board of any size.
//!
//! The game: an `m x n` board, X (first player) and O alternate marking empty
//! cells, the first to own `k` cells in a row (across, down, diagonal) wins, a
//! full board without such a row is a draw. There is no closed form, so the
//! solver searches, but with everything that makes search exact and fast:
//!
//! - bitboards: a side is a `u64` of cells, a winning row is a precomputed mask;
//! - negamax with alpha-beta on the three values loss < draw < win;
//! - a transposition table keyed by the board reduced under the rectangle's
//!   symmetries (4, or 8 for a square), holding lower and upper bounds;
//! - forced play: a player who can complete a row wins at once; one who
//!   cannot, facing two cells where the opponent completes a row, loses; facing
//!   one, must take it;
//! - dead rows: a player with no row left free of the opponent's marks cannot
//!   win, which bounds the value before any move is tried.
//!
//! Boards past [`MAX_CELLS`] cells are searched as a race over their empty
//! cells (the `late_game` module). The recursion is at most one level per
//! empty cell, and both searches take at most 64, so it is at most 64 deep.
//! Past [`ALWAYS_SOLVED_EMPTY`] empty cells a search stops after
//! [`SEARCH_BUDGET`] positions and the solver refuses, rather than run for
//! hours. [`check_moves`] needs no search and no bitboard: it takes any board.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

mod late_game;

/// The largest board searched on bitboards (one bit a cell in a `u64`).
pub const MAX_CELLS: usize = 64;

/// Positions with at most this many empty cells are always solved: no search
/// over them is too long to finish.
pub const ALWAYS_SOLVED_EMPTY: usize = 16;

/// Past [`ALWAYS_SOLVED_EMPTY`] empty cells, a search gives up after this
/// many positions (a second or so), and the solver refuses. A count, not a
/// time: the same position is answered or refused on every machine.
pub const SEARCH_BUDGET: u64 = 1 << 21;

/// Who wins a game (or a position) with best play by both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    FirstPlayerWins,
    SecondPlayerWins,
    Draw,
}

/// A value for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    Loss,
    Draw,
    Win,
}

impl Value {
    fn from_score(score: i8) -> Value {
        match score {
            1 => Value::Win,
            0 => Value::Draw,
            _ => Value::Loss,
        }
    }
}

/// Why there is no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MnkError {
    /// The board has no cell, `k` is 0, a board past [`MAX_CELLS`] cells
    /// has more than 64 empty cells, or a position with more than
    /// [`ALWAYS_SOLVED_EMPTY`] empty cells needed more than
    /// [`SEARCH_BUDGET`] positions searched.
    OutOfRange(String),
    /// The moves cannot be played: `won before move i` (1-based), `cell c is
    /// off the board`, `cell c is taken`.
    Illegal(String),
}

impl fmt::Display for MnkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MnkError::OutOfRange(what) => write!(f, "out of the solver's range: {what}"),
            MnkError::Illegal(what) => write!(f, "illegal moves: {what}"),
        }
    }
}

impl std::error::Error for MnkError {}

/// The answer for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub outcome: Outcome,
    /// The value for the player to move.
    pub value: Value,
    /// Cells (ascending) whose marking wins for the player to move.
    pub winning_moves: Vec<usize>,
    /// Cells (ascending) that keep the position's value: the winning moves of a
    /// won position, the drawing ones of a drawn one, all moves of a lost one.
    pub best_moves: Vec<usize>,
    /// Positions the search entered (a measure of work).
    pub nodes: u64,
}

/// Solves the position reached by `moves` (cell `r * n + c`, X first) on an
/// `m x n` board with rows of `k`.
pub fn solve(m: usize, n: usize, k: usize, moves: &[usize]) -> Result<Solution, MnkError> {
    solve_within(m, n, k, moves, SEARCH_BUDGET)
}

/// [`solve`], with `budget` for [`SEARCH_BUDGET`].
fn solve_within(
    m: usize,
    n: usize,
    k: usize,
    moves: &[usize],
    budget: u64,
) -> Result<Solution, MnkError> {
    if m.checked_mul(n).is_none_or(|cells| cells > MAX_CELLS) {
        return late_game::solve(m, n, k, moves, budget);
    }
    let board = Board::shared(m, n, k)?;
    let board = &*board;
    let (x, o) = board.play(moves)?;
    let x_to_move = x.count_ones() == o.count_ones();
    let (mine, theirs) = if x_to_move { (x, o) } else { (o, x) };
    // Nobody moves once the opponent has a row.
    if board.has_row(theirs) {
        return Ok(Solution::finished(x_to_move));
    }
    let empty = (board.full & !(x | o)).count_ones() as usize;
    let mut search = Search::new(board, budget_for(empty, budget));
    // A full board has no empty cell: no move is scored, and it is a draw.
    let moves = (0..board.cells)
        .map(|cell| (cell, 1u64 << cell))
        .filter(|&(_, bit)| (mine | theirs) & bit == 0);
    let side = usize::from(!x_to_move);
    let scored = search
        .score_moves(side, mine, theirs, moves)
        .ok_or_else(|| past_budget(empty, budget))?;
    Ok(Solution::from_scores(x_to_move, &scored, search.nodes))
}

/// The positions a search from a position with `empty` empty cells may
/// enter: all it needs, or `budget`.
fn budget_for(empty: usize, budget: u64) -> u64 {
    if empty <= ALWAYS_SOLVED_EMPTY {
        u64::MAX
    } else {
        budget
    }
}

/// The refusal of a search that passed its `budget`.
fn past_budget(empty: usize, budget: u64) -> MnkError {
    MnkError::OutOfRange(format!(
        "{empty} empty cells, and no answer within {budget} positions searched \
         (the solver always answers at most {ALWAYS_SOLVED_EMPTY} empty cells)"
    ))
}

impl Solution {
    /// The position of a game already won by the player who moved last.
    fn finished(x_to_move: bool) -> Solution {
        Solution::from_score(x_to_move, -1, &[], 0)
    }

    /// The position whose moves (cells, ascending) have these scores for the
    /// player to move (1 win, 0 draw, -1 loss); none: a full board, a draw.
    fn from_scores(x_to_move: bool, scored: &[(usize, i8)], nodes: u64) -> Solution {
        let score = scored.iter().map(|&(_, s)| s).max().unwrap_or(0);
        Solution::from_score(x_to_move, score, scored, nodes)
    }

    fn from_score(x_to_move: bool, score: i8, scored: &[(usize, i8)], nodes: u64) -> Solution {
        let with = |wanted: i8| {
            scored
                .iter()
                .filter(|&&(_, s)| s == wanted)
                .map(|&(c, _)| c)
                .collect()
        };
        let value = Value::from_score(score);
        let outcome = match (value, x_to_move) {
            (Value::Draw, _) => Outcome::Draw,
            (Value::Win, true) | (Value::Loss, false) => Outcome::FirstPlayerWins,
            _ => Outcome::SecondPlayerWins,
        };
        Solution {
            outcome,
            value,
            winning_moves: with(1),
            best_moves: with(score),
            nodes,
        }
    }
}

/// Whether `moves` (cell `r * n + c`, X first) can be played on an `m x n`
/// board with rows of `k`: `Ok(())`, or the [`MnkError::Illegal`] that
/// [`solve`] gives (the first of: a row was completed before this move, the
/// cell is off the board, the cell is taken). Any board size: it keeps the
/// marks made, not the board, and looks only along the four lines through
/// each new mark.
///
/// ```
/// use solver::mnk::{check_moves, MnkError};
///
/// assert_eq!(check_moves(19, 19, 5, &[0, 19, 1, 20]), Ok(()));
/// // X's 0 to 4 make a row of five across at move 9; O's move 10 comes too late.
/// let x_wins = [0, 19, 1, 20, 2, 21, 3, 22, 4, 23];
/// assert_eq!(
///     check_moves(19, 19, 5, &x_wins),
///     Err(MnkError::Illegal("won before move 10".into()))
/// );
/// ```
pub fn check_moves(m: usize, n: usize, k: usize, moves: &[usize]) -> Result<(), MnkError> {
    marks_after(m, n, k, moves).map(|_| ())
}

/// Whose each marked cell is (true for X), by cell.
type Marks = HashMap<usize, bool, BuildHasherDefault<KeyHasher>>;

/// The marks `moves` make on an `m x n` board of any size, and whether the
/// last of them completed a row; or why they cannot be played (see
/// [`check_moves`]).
fn marks_after(m: usize, n: usize, k: usize, moves: &[usize]) -> Result<(Marks, bool), MnkError> {
    if m == 0 || n == 0 {
        return Err(MnkError::OutOfRange(format!(
            "a {m} x {n} board has no cell"
        )));
    }
    if k == 0 {
        return Err(MnkError::OutOfRange("k = 0: a row needs a cell".into()));
    }
    // None: more cells than a usize counts, so every cell number is on it.
    let cells = m.checked_mul(n);
    let mut marks = Marks::default();
    let mut won = false;
    for (i, &cell) in moves.iter().enumerate() {
        if won {
            return Err(MnkError::Illegal(format!("won before move {}", i + 1)));
        }
        if cells.is_some_and(|c| cell >= c) {
            return Err(MnkError::Illegal(format!("cell {cell} is off the board")));
        }
        if marks.contains_key(&cell) {
            return Err(MnkError::Illegal(format!("cell {cell} is taken")));
        }
        let x = i % 2 == 0;
        marks.insert(cell, x);
        won = row_through(m, n, k, cell, |c| marks.get(&c) == Some(&x));
    }
    Ok((marks, won))
}

/// Whether the marks `own` says are the mover's make a row of `k` through
/// `cell` on an `m x n` board.
fn row_through(m: usize, n: usize, k: usize, cell: usize, own: impl Fn(usize) -> bool) -> bool {
    let (r, c) = (cell / n, cell % n);
    // The cell `steps` away along (dr, dc), if on the board.
    let along = |dr: isize, dc: isize, steps: usize| -> Option<usize> {
        let rr = r.checked_add_signed(dr.checked_mul(steps as isize)?)?;
        let cc = c.checked_add_signed(dc.checked_mul(steps as isize)?)?;
        // A cell whose number passes usize::MAX was never marked.
        (rr < m && cc < n).then(|| rr.checked_mul(n)?.checked_add(cc))?
    };
    [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dr, dc)| {
        let mut run = 1;
        for sign in [1, -1] {
            let mut steps = 1;
            while run < k {
                match along(dr * sign, dc * sign, steps) {
                    Some(next) if own(next) => run += 1,
                    _ => break,
                }
                steps += 1;
            }
        }
        run >= k
    })
}

/// A board shape: its cells, its winning rows, its symmetries.
struct Board {
    cells: usize,
    full: u64,
    k: usize,
    /// Every set of `k` cells in a row, as a mask.
    rows: Vec<u64>,
    /// Cells (as bits) in the order moves are tried: those on the most rows
    /// first.
    order: Vec<u64>,
    /// For each symmetry, the image of each byte of a board at each of its
    /// byte positions (at least two, so that a board of up to 16 cells takes
    /// two lookups without a check).
    symmetries: Rc<SymmetryTables>,
}

/// For each symmetry of a rectangle, its byte tables (see [`Board`]).
type SymmetryTables = Vec<Box<[[u64; 256]]>>;

/// The most boards one thread keeps (a few MiB).
const MAX_KEPT_BOARDS: usize = 1024;

type BoardsByShape = HashMap<(usize, usize, usize), Rc<Board>, BuildHasherDefault<KeyHasher>>;
type TablesBySize = HashMap<(usize, usize), Rc<SymmetryTables>, BuildHasherDefault<KeyHasher>>;

thread_local! {
    /// The boards built so far on this thread, by `(m, n, k)`: building the
    /// symmetry tables costs more than solving most positions, and a caller
    /// (a fuzz target, `verify`) asks about the same few shapes again and
    /// again. A board is a few KiB (its symmetry tables are shared, below);
    /// past [`MAX_KEPT_BOARDS`] the cache starts again.
    ///
    /// Hashed with the fixed `KeyHasher`: a random seed would make the
    /// map's probes, and so a fuzz run's coverage, differ from run to run.
    static BOARDS: RefCell<BoardsByShape> =
        RefCell::new(HashMap::default());

    /// The symmetry tables of every `m x n` rectangle used on this thread:
    /// they are most of a board's cost to build and do not depend on `k`.
    /// At most the few hundred rectangles of up to 64 cells, of up to 128 KiB
    /// each (a few MiB if a caller used them all).
    static TABLES: RefCell<TablesBySize> = RefCell::new(HashMap::default());
}

impl Board {
    /// The board of this shape, built once per thread.
    fn shared(m: usize, n: usize, k: usize) -> Result<Rc<Board>, MnkError> {
        if let Some(board) = BOARDS.with(|b| b.borrow().get(&(m, n, k)).cloned()) {
            return Ok(board);
        }
        let board = Rc::new(Board::new(m, n, k)?);
        BOARDS.with(|b| {
            let mut boards = b.borrow_mut();
            if boards.len() >= MAX_KEPT_BOARDS {
                boards.clear();
            }
            boards.insert((m, n, k), Rc::clone(&board));
        });
        Ok(board)
    }

    fn new(m: usize, n: usize, k: usize) -> Result<Board, MnkError> {
        if m == 0 || n == 0 {
            return Err(MnkError::OutOfRange(format!(
                "a {m} x {n} board has no cell"
            )));
        }
        let Some(cells) = m.checked_mul(n).filter(|&c| c <= MAX_CELLS) else {
            return Err(MnkError::OutOfRange(format!(
                "a {m} x {n} board: bitboards take at most {MAX_CELLS} cells"
            )));
        };
        if k == 0 {
            return Err(MnkError::OutOfRange("k = 0: a row needs a cell".into()));
        }
        let cell = |r: usize, c: usize| r * n + c;
        let mut rows = Vec::new();
        let directions: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
        for r in 0..m {
            for c in 0..n {
                for &(dr, dc) in &directions {
                    let mut mask = 0u64;
                    let mut fits = true;
                    for step in 0..k as isize {
                        let rr = r as isize + dr * step;
                        let cc = c as isize + dc * step;
                        if rr < 0 || cc < 0 || rr >= m as isize || cc >= n as isize {
                            fits = false;
                            break;
                        }
                        mask |= 1 << cell(rr as usize, cc as usize);
                    }
                    if fits && !rows.contains(&mask) {
                        rows.push(mask);
                    }
                }
            }
        }
        let on_rows: Vec<usize> = (0..cells)
            .map(|c| rows.iter().filter(|&&l| l >> c & 1 == 1).count())
            .collect();
        let mut order: Vec<usize> = (0..cells).collect();
        order.sort_by_key(|&c| std::cmp::Reverse(on_rows[c]));
        let order = order.into_iter().map(|c| 1u64 << c).collect();
        let symmetries = TABLES.with(|t| {
            let mut tables = t.borrow_mut();
            let built = tables
                .entry((m, n))
                .or_insert_with(|| Rc::new(Board::symmetry_tables(m, n)));
            Rc::clone(built)
        });
        Ok(Board {
            cells,
            full: if cells == 64 {
                u64::MAX
            } else {
                (1 << cells) - 1
            },
            k,
            rows,
            order,
            symmetries,
        })
    }

    /// The byte tables of each symmetry of an `m x n` rectangle (4, or 8 for
    /// a square) of at most 64 cells.
    fn symmetry_tables(m: usize, n: usize) -> SymmetryTables {
        let cells = m * n;
        let cell = |r: usize, c: usize| r * n + c;
        // Each symmetry as a map of (row, column) to (row, column).
        let mut maps: Vec<Box<dyn Fn(usize, usize) -> usize>> = vec![
            Box::new(cell),
            Box::new(move |r, c| cell(m - 1 - r, c)),
            Box::new(move |r, c| cell(r, n - 1 - c)),
            Box::new(move |r, c| cell(m - 1 - r, n - 1 - c)),
        ];
        if m == n {
            maps.push(Box::new(move |r, c| cell(c, r)));
            maps.push(Box::new(move |r, c| cell(n - 1 - c, r)));
            maps.push(Box::new(move |r, c| cell(c, m - 1 - r)));
            maps.push(Box::new(move |r, c| cell(n - 1 - c, m - 1 - r)));
        }
        let bytes = cells.div_ceil(8).max(2);
        maps.iter()
            .map(|map| {
                let mut table = vec![[0u64; 256]; bytes].into_boxed_slice();
                for (at, part) in table.iter_mut().enumerate() {
                    for (byte, image) in part.iter_mut().enumerate() {
                        for bit in 0..8 {
                            let from = at * 8 + bit;
                            if byte >> bit & 1 == 1 && from < cells {
                                *image |= 1 << map(from / n, from % n);
                            }
                        }
                    }
                }
                table
            })
            .collect()
    }

    fn has_row(&self, side: u64) -> bool {
        // A row none of whose cells lies outside `side`.
        self.rows.iter().any(|&l| l & !side == 0)
    }

    /// The marks after `moves`, X's and O's, or why they cannot be played.
    fn play(&self, moves: &[usize]) -> Result<(u64, u64), MnkError> {
        let (mut x, mut o) = (0u64, 0u64);
        for (i, &cell) in moves.iter().enumerate() {
            if self.has_row(x) || self.has_row(o) {
                return Err(MnkError::Illegal(format!("won before move {}", i + 1)));
            }
            if cell >= self.cells {
                return Err(MnkError::Illegal(format!("cell {cell} is off the board")));
            }
            let bit = 1u64 << cell;
            if (x | o) & bit != 0 {
                return Err(MnkError::Illegal(format!("cell {cell} is taken")));
            }
            if i % 2 == 0 {
                x |= bit;
            } else {
                o |= bit;
            }
        }
        Ok((x, o))
    }

    fn image(&self, table: &[[u64; 256]], bits: u64) -> u64 {
        // Byte by byte, up to the last one with a mark: a board of 16 cells
        // takes two lookups, as it did when bitboards were 16 bits.
        let (mut image, mut rest, mut at) = (0, bits, 0);
        while rest != 0 {
            image |= table[at][(rest & 0xff) as usize];
            rest >>= 8;
            at += 1;
        }
        image
    }

    /// The least encoding of the position over all symmetries: the mover's
    /// marks in the low half, the opponent's in the high half, each half as
    /// wide as the board needs (the narrowest is the fastest: every node of
    /// the search computes a key).
    #[inline(always)]
    fn key(&self, mine: u64, theirs: u64) -> u128 {
        let least = |encode: &dyn Fn(&[[u64; 256]]) -> u128| {
            self.symmetries
                .iter()
                .map(|t| encode(t))
                .min()
                .expect("the identity is a symmetry")
        };
        if self.cells <= 16 {
            let image = |t: &[[u64; 256]], bits: u64| {
                t[0][(bits & 0xff) as usize] | t[1][(bits >> 8 & 0xff) as usize]
            };
            let least = self
                .symmetries
                .iter()
                .map(|t| image(t, mine) | image(t, theirs) << 16);
            u128::from(least.min().expect("the identity is a symmetry"))
        } else if self.cells <= 32 {
            least(&|t| u128::from(self.image(t, mine) | self.image(t, theirs) << 32))
        } else {
            least(&|t| u128::from(self.image(t, mine)) | u128::from(self.image(t, theirs)) << 64)
        }
    }

    /// The mover's and the opponent's marks back from a [`Board::key`].
    #[cfg(test)]
    fn unkey(&self, key: u128) -> (u64, u64) {
        let width = if self.cells <= 16 {
            16
        } else if self.cells <= 32 {
            32
        } else {
            64
        };
        let low = (1u128 << width) - 1;
        ((key & low) as u64, (key >> width) as u64)
    }
}

/// A fast hasher for the table's keys (a multiplicative hash).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u128(&mut self, v: u128) {
        let folded = (v as u64) ^ ((v >> 64) as u64).rotate_left(29);
        self.0 = (folded ^ 0x9e37_79b9_7f4a_7c15).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        self.0 ^= self.0 >> 31;
    }
}

/// What the search asks of a position's rows, so that one negamax serves
/// both a bitboard [`Board`] and the late game's race. `side` is the player
/// it asks about (0 X, 1 O): a board's rows are the same for both and
/// ignore it, a race's are not.
trait Rows {
    /// Every cell (of the board, or of the race), as a set.
    fn full(&self) -> u64;
    /// Does `side` own every cell of one of its rows?
    fn fills_a_row(&self, side: usize, own: u64) -> bool;
    /// Cells where `side` would complete a row free of `other`'s marks.
    fn completions(&self, side: usize, own: u64, other: u64) -> u64;
    /// Does `side` have a row free of `other`'s marks?
    fn has_open_row(&self, side: usize, other: u64) -> bool;
    /// The transposition table's key for the position with `mine` to move.
    fn table_key(&self, mine: u64, theirs: u64) -> u128;
    /// Cells (as bits) in the order moves are tried.
    fn order(&self) -> &[u64];
}

impl Rows for Board {
    fn full(&self) -> u64 {
        self.full
    }

    fn fills_a_row(&self, _: usize, own: u64) -> bool {
        self.has_row(own)
    }

    fn completions(&self, _: usize, own: u64, other: u64) -> u64 {
        let mut cells = 0;
        for &l in &self.rows {
            if l & other == 0 && (l & own).count_ones() as usize + 1 == self.k {
                cells |= l & !own;
            }
        }
        cells
    }

    fn has_open_row(&self, _: usize, other: u64) -> bool {
        self.rows.iter().any(|&l| l & other == 0)
    }

    // Inlined (with `Board::key`) as it was before the search served two
    // kinds of rows: it runs at every position of the search.
    #[inline(always)]
    fn table_key(&self, mine: u64, theirs: u64) -> u128 {
        self.key(mine, theirs)
    }

    fn order(&self) -> &[u64] {
        &self.order
    }
}

struct Search<'a, R> {
    rows: &'a R,
    /// Bounds (lower, upper) on the score of each position, by its key.
    table: HashMap<u128, (i8, i8), BuildHasherDefault<KeyHasher>>,
    nodes: u64,
    /// Past this many nodes every call returns at once, with a score that
    /// means nothing: the caller sees `nodes > budget` and refuses.
    budget: u64,
}

impl<'a, R: Rows> Search<'a, R> {
    fn new(rows: &'a R, budget: u64) -> Self {
        Search {
            rows,
            table: HashMap::default(),
            nodes: 0,
            budget,
        }
    }

    /// The score of each of `moves` (a cell, and its bit) for `side` to
    /// move, owning `mine`, in the order given; `None` past the budget.
    fn score_moves(
        &mut self,
        side: usize,
        mine: u64,
        theirs: u64,
        moves: impl Iterator<Item = (usize, u64)>,
    ) -> Option<Vec<(usize, i8)>> {
        let mut scored = Vec::new();
        for (cell, bit) in moves {
            let score = if self.rows.fills_a_row(side, mine | bit) {
                1
            } else {
                -self.negamax(1 - side, theirs, mine | bit, -1, 1)
            };
            if self.nodes > self.budget {
                return None;
            }
            scored.push((cell, score));
        }
        Some(scored)
    }

    /// The score (1 win, 0 draw, -1 loss) for `side`, owning `mine`, to
    /// move, clamped to `[alpha, beta]` (fail-hard): exact when inside. The
    /// opponent has not completed a row. One level per empty cell: at most
    /// 64 deep.
    fn negamax(&mut self, side: usize, mine: u64, theirs: u64, mut alpha: i8, mut beta: i8) -> i8 {
        self.nodes += 1;
        if self.nodes > self.budget {
            return 0;
        }
        let rows = self.rows;
        let other = 1 - side;
        let empty = rows.full() & !(mine | theirs);
        if empty == 0 {
            return 0;
        }
        if rows.completions(side, mine, theirs) != 0 {
            return 1;
        }
        let threats = rows.completions(other, theirs, mine);
        if threats.count_ones() >= 2 {
            return -1;
        }
        // Without an open row a side cannot win: the mover's bounds the
        // score above, the opponent's below.
        let upper = i8::from(rows.has_open_row(side, theirs));
        let lower = -i8::from(rows.has_open_row(other, mine));
        if upper == 0 && lower == 0 {
            return 0;
        }
        let key = rows.table_key(mine, theirs);
        let (mut low, mut high) = self.table.get(&key).copied().unwrap_or((lower, upper));
        low = low.max(lower);
        high = high.min(upper);
        if low >= beta {
            return beta.max(low).min(high);
        }
        if high <= alpha {
            return alpha.min(high).max(low);
        }
        if low == high {
            return low;
        }
        alpha = alpha.max(low);
        beta = beta.min(high);
        let alpha_in = alpha;
        let mut best = -1i8;
        // With a threat against it the mover must block (threats lie in the
        // empty cells); otherwise any empty cell.
        let moves = if threats != 0 { threats } else { empty };
        for &bit in rows.order() {
            if moves & bit == 0 {
                continue;
            }
            let score = -self.negamax(other, theirs, mine | bit, -beta, -alpha);
            best = best.max(score);
            alpha = alpha.max(best);
            if alpha >= beta || self.nodes > self.budget {
                break;
            }
        }
        // best is a lower bound if it reached beta, an upper bound if it did
        // not pass alpha_in, exact in between.
        let entry = self.table.entry(key).or_insert((lower, upper));
        if best >= beta {
            entry.0 = entry.0.max(best);
        } else if best <= alpha_in {
            entry.1 = entry.1.min(best);
        } else {
            *entry = (best, best);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(m: usize, n: usize, k: usize) -> Outcome {
        solve(m, n, k, &[]).unwrap().outcome
    }

    #[test]
    fn tic_tac_toe_is_a_draw() {
        let s = solve(3, 3, 3, &[]).unwrap();
        assert_eq!(s.outcome, Outcome::Draw);
        assert!(s.winning_moves.is_empty());
        assert_eq!(s.best_moves, (0..9).collect::<Vec<_>>());
    }

    #[test]
    fn the_seed_example_and_small_boards() {
        assert_eq!(outcome(1, 3, 2), Outcome::FirstPlayerWins);
        assert_eq!(solve(1, 3, 2, &[]).unwrap().winning_moves, [1]);
        assert_eq!(outcome(1, 2, 2), Outcome::Draw);
        assert_eq!(outcome(1, 1, 1), Outcome::FirstPlayerWins);
        assert_eq!(outcome(2, 2, 3), Outcome::Draw);
        // 2 x 2 with k = 2: any second mark next to or diagonal from the first.
        assert_eq!(outcome(2, 2, 2), Outcome::FirstPlayerWins);
        assert_eq!(outcome(3, 3, 2), Outcome::FirstPlayerWins);
        // Rows of 3: drawn on 3 x 3, won as soon as either side is 4 or more.
        assert_eq!(outcome(3, 4, 3), Outcome::FirstPlayerWins);
        assert_eq!(outcome(4, 3, 3), Outcome::FirstPlayerWins);
        assert_eq!(outcome(3, 5, 3), Outcome::FirstPlayerWins);
    }

    #[test]
    fn positions_after_moves() {
        // X corner, O edge-adjacent: X wins tic-tac-toe from here.
        let s = solve(3, 3, 3, &[0, 1]).unwrap();
        assert_eq!(s.outcome, Outcome::FirstPlayerWins);
        assert_eq!(s.value, Value::Win);
        // A finished game: O to move has lost.
        let s = solve(3, 3, 3, &[0, 3, 1, 4, 2]).unwrap();
        assert_eq!(
            (s.outcome, s.value),
            (Outcome::FirstPlayerWins, Value::Loss)
        );
        assert!(s.best_moves.is_empty());
        // A full board without a row.
        let s = solve(3, 3, 3, &[0, 1, 2, 4, 3, 5, 7, 6, 8]).unwrap();
        assert_eq!(s.outcome, Outcome::Draw);
        // O to move with X threatening two rows: O loses.
        let s = solve(3, 3, 3, &[0, 4, 8, 2, 6]).unwrap();
        assert_eq!(s.outcome, Outcome::FirstPlayerWins);
        assert_eq!(s.best_moves, [1, 3, 5, 7]);
    }

    #[test]
    fn bad_input_is_refused() {
        assert_eq!(
            solve_within(8, 8, 5, &[], 10_000),
            Err(MnkError::OutOfRange(
                "64 empty cells, and no answer within 10000 positions searched (the solver \
                 always answers at most 16 empty cells)"
                    .into()
            ))
        );
        assert!(matches!(solve(0, 5, 3, &[]), Err(MnkError::OutOfRange(_))));
        assert!(matches!(solve(3, 3, 0, &[]), Err(MnkError::OutOfRange(_))));
        assert!(matches!(
            solve(usize::MAX, 2, 3, &[]),
            Err(MnkError::OutOfRange(_))
        ));
        assert_eq!(
            solve(3, 3, 3, &[0, 3, 1, 4, 2, 5]),
            Err(MnkError::Illegal("won before move 6".into()))
        );
        assert_eq!(
            solve(3, 3, 3, &[0, 0]),
            Err(MnkError::Illegal("cell 0 is taken".into()))
        );
        assert_eq!(
            solve(3, 3, 3, &[9]),
            Err(MnkError::Illegal("cell 9 is off the board".into()))
        );
        // What `grundy check mnk` prints for them.
        assert_eq!(
            solve(3, 3, 3, &[9]).unwrap_err().to_string(),
            "illegal moves: cell 9 is off the board"
        );
        assert!(solve(3, 3, 0, &[])
            .unwrap_err()
            .to_string()
            .starts_with("out of the solver's range: "));
    }

    #[test]
    fn symmetries_map_the_board_onto_itself() {
        for (m, n) in [
            (3, 3),
            (2, 5),
            (4, 4),
            (1, 16),
            (2, 8),
            (5, 5),
            (3, 7),
            (4, 8),
            (8, 8),
            (1, 64),
        ] {
            let b = Board::new(m, n, 2).unwrap();
            for t in b.symmetries.iter() {
                assert_eq!(b.image(t, b.full), b.full, "{m} x {n}");
                for &l in &b.rows {
                    assert!(
                        b.rows.contains(&b.image(t, l)),
                        "{m} x {n}: rows map to rows"
                    );
                }
            }
        }
    }

    /// The exact score for `side`, owning `mine`, to move, by plain negamax
    /// over every move: no table bounds, no cuts, no forced play, no dead
    /// rows, no symmetry. Only for positions with few empty cells (the
    /// tests keep it to 12).
    pub(super) fn exact_score<R: Rows>(
        rows: &R,
        (side, mine, theirs): (usize, u64, u64),
        memo: &mut HashMap<(usize, u64, u64), i8>,
    ) -> i8 {
        if let Some(&score) = memo.get(&(side, mine, theirs)) {
            return score;
        }
        let empty = rows.full() & !(mine | theirs);
        let mut best = if empty == 0 { 0 } else { -1 };
        for bit in (0..64).map(|i| 1u64 << i).filter(|&bit| empty & bit != 0) {
            let score = if rows.fills_a_row(side, mine | bit) {
                1
            } else {
                -exact_score(rows, (1 - side, theirs, mine | bit), memo)
            };
            best = best.max(score);
        }
        memo.insert((side, mine, theirs), best);
        best
    }

    /// Searches every move for `side`, owning `mine`, with the full window
    /// as `solve` does, and checks each score and every bound the table
    /// kept against the exact score of the position it stands for, which
    /// `unkey` recovers from its key. Returns the number of entries.
    pub(super) fn check_bounds<R: Rows>(
        rows: &R,
        (side, mine, theirs): (usize, u64, u64),
        unkey: impl Fn(u128) -> (u64, u64),
        context: &dyn Fn() -> String,
    ) -> usize {
        let mut search = Search::new(rows, u64::MAX);
        let mut memo = HashMap::new();
        let empty = rows.full() & !(mine | theirs);
        for bit in (0..64).map(|i| 1u64 << i).filter(|&bit| empty & bit != 0) {
            if rows.fills_a_row(side, mine | bit) {
                continue;
            }
            let score = -search.negamax(1 - side, theirs, mine | bit, -1, 1);
            let child = (1 - side, theirs, mine | bit);
            assert_eq!(score, -exact_score(rows, child, &mut memo), "{}", context());
        }
        let placed_before = (mine | theirs).count_ones() as usize;
        for (&key, &(low, high)) in &search.table {
            let (mine, theirs) = unkey(key);
            // Players alternate: the side to move follows from the marks.
            let placed = (mine | theirs).count_ones() as usize;
            let to_move = (side + placed - placed_before) % 2;
            let exact = exact_score(rows, (to_move, mine, theirs), &mut memo);
            assert!(
                low <= exact && exact <= high,
                "{}: the table holds [{low}, {high}] for {key:#x}, whose score is {exact}",
                context()
            );
        }
        search.table.len()
    }

    /// [`check_bounds`] on a bitboard: a key is the position under one of
    /// the board's symmetries ([`Board::unkey`]).
    fn check_table(m: usize, n: usize, k: usize, moves: &[usize]) -> usize {
        let board = Board::new(m, n, k).unwrap();
        let (x, o) = board.play(moves).unwrap();
        let x_to_move = x.count_ones() == o.count_ones();
        let position = if x_to_move { (0, x, o) } else { (1, o, x) };
        check_bounds(&board, position, |key| board.unkey(key), &|| {
            format!("{m} x {n}, k = {k}, after {moves:?}")
        })
    }

    /// The table's bounds are where the search's bookkeeping could go wrong
    /// without changing an answer the other tests see: a bound recorded as
    /// the wrong kind is only read again on a later visit through another
    /// move order. So every entry is held to the exact score.
    #[test]
    fn table_bounds_hold_the_exact_score() {
        // Each board here catches both wrong kinds of bound (a lower bound
        // recorded for an upper one, and the reverse); others tried (3 x 4,
        // 2 x 6, more 4 x 4 openings) add time and catch nothing more.
        let mut entries = 0;
        for (m, n, k) in [(3, 3, 3), (1, 12, 3)] {
            entries += check_table(m, n, k, &[]);
        }
        // 4 x 4 after four moves: 12 empty cells, in reach of the plain search.
        for moves in [[0, 5, 10, 15], [5, 6, 9, 10]] {
            entries += check_table(4, 4, 4, &moves);
        }
        // Boards past 16 cells, late: keys of 32-bit halves on 5 x 5 (13
        // marks, 12 empty cells), of 64-bit halves past 32 cells.
        entries += check_table(5, 5, 4, &[6, 16, 22, 14, 1, 5, 20, 10, 9, 13, 24, 12, 3]);
        // 6 x 6 with rows of 4, 24 marks: 12 empty cells.
        let moves: Vec<usize> = vec![
            31, 24, 10, 5, 29, 27, 8, 23, 14, 12, 28, 22, 34, 15, 0, 19, 30, 7, 21, 35, 13, 2, 33,
            6,
        ];
        entries += check_table(6, 6, 4, &moves);
        assert!(entries > 1000, "only {entries} table entries checked");
    }

    /// The work of a search is part of its answer (`grundy check` prints
    /// it) and is deterministic: a board's search enters the same positions
    /// in the same order every time. It is pinned so that a change to the
    /// cuts shows here even where it keeps every outcome: skipping the
    /// open-row cut, or taking it on one side only, gives the right answers
    /// on every board the tests solve, only more or less slowly. Such a
    /// change should be made knowingly, with these numbers updated.
    #[test]
    fn work_is_pinned() {
        for (m, n, k, nodes) in [
            (3, 3, 3, 168),
            (3, 4, 3, 310),
            (3, 4, 4, 6_623),
            (4, 4, 4, 31_401),
        ] {
            let s = solve(m, n, k, &[]).unwrap();
            assert_eq!(s.nodes, nodes, "{m} x {n}, k = {k}");
        }
    }

    /// Every 16-cell board, every k, from the empty position: a second or two
    /// in a debug build (a few tens of milliseconds in release). Known
    /// results: 4 x 4 is won with k = 3 and drawn with k = 4; a line of 16
    /// cells is drawn from k = 3 on (O answers X in pairs of cells).
    #[test]
    fn sixteen_cell_boards() {
        assert_eq!(outcome(4, 4, 3), Outcome::FirstPlayerWins);
        assert_eq!(outcome(4, 4, 4), Outcome::Draw);
        for (m, n) in [(1, 16), (2, 8), (4, 4), (8, 2), (16, 1)] {
            for k in 1..=m.max(n) + 1 {
                let s = solve(m, n, k, &[]).unwrap();
                let expected = match (m.min(n), k) {
                    (_, 1 | 2) => Outcome::FirstPlayerWins,
                    (4, 3) => Outcome::FirstPlayerWins,
                    _ => Outcome::Draw,
                };
                assert_eq!(s.outcome, expected, "{m} x {n}, k = {k}");
                // Transposed boards are the same game.
                assert_eq!(s.outcome, outcome(n, m, k), "{m} x {n}, k = {k}");
            }
        }
    }

    /// A small pseudo-random sequence (xorshift), so the tests need no crate.
    pub(super) fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn check_moves_says_what_solve_says_on_small_boards() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        let mut illegal = 0;
        for _ in 0..3_000 {
            let m = 1 + (xorshift(&mut state) % 4) as usize;
            let n = 1 + (xorshift(&mut state) % 4) as usize;
            let k = 1 + (xorshift(&mut state) % 4) as usize;
            let len = (xorshift(&mut state) % (m * n + 2) as u64) as usize;
            // Cells one past the board too, and repeats.
            let moves: Vec<usize> = (0..len)
                .map(|_| (xorshift(&mut state) % (m * n + 1) as u64) as usize)
                .collect();
            let by_solve = match solve(m, n, k, &moves) {
                Ok(_) => Ok(()),
                Err(MnkError::OutOfRange(why)) => panic!("{m} x {n}: {why}"),
                Err(e) => Err(e),
            };
            illegal += usize::from(by_solve.is_err());
            assert_eq!(
                check_moves(m, n, k, &moves),
                by_solve,
                "{m} {n} {k} {moves:?}"
            );
        }
        // Most random sequences break a rule somewhere; some do not.
        assert!((500..2_900).contains(&illegal), "{illegal} illegal");
    }

    #[test]
    fn check_moves_takes_any_board() {
        // A diagonal of five on 19 x 19 (cells 0, 20, 40, 60, 80), and the
        // other diagonal (cells 4, 22, 40, 58, 76) found from its middle.
        let diagonal = [0, 1, 20, 2, 40, 3, 60, 5, 80, 6];
        assert_eq!(
            check_moves(19, 19, 5, &diagonal),
            Err(MnkError::Illegal("won before move 10".into()))
        );
        assert_eq!(check_moves(19, 19, 5, &diagonal[..9]), Ok(()));
        let anti = [4, 0, 22, 1, 58, 2, 76, 3, 40, 5];
        assert_eq!(
            check_moves(19, 19, 5, &anti),
            Err(MnkError::Illegal("won before move 10".into()))
        );
        // Four in a row is not five; a row broken by the other side is none.
        assert_eq!(
            check_moves(19, 19, 5, &[0, 19, 1, 20, 2, 21, 3, 4, 5, 6]),
            Ok(())
        );
        assert_eq!(
            check_moves(100, 100, 3, &[10_000]),
            Err(MnkError::Illegal("cell 10000 is off the board".into()))
        );
        assert_eq!(
            check_moves(100, 100, 3, &[7, 7]),
            Err(MnkError::Illegal("cell 7 is taken".into()))
        );
        // A board of more cells than a usize counts: every cell is on it,
        // rows are still found, and nothing is allocated for the board.
        let (m, n) = (1usize << 40, 1usize << 30);
        // The last row whose cells a usize numbers: the row below it cannot
        // be looked at, and is not.
        let base = usize::MAX / n * n;
        let moves = [base, 0, base + 1, 1, base + 2];
        assert_eq!(check_moves(m, n, 4, &moves), Ok(()));
        assert_eq!(
            check_moves(m, n, 3, &[base, 0, base + 1, 1, base + 2, 5]),
            Err(MnkError::Illegal("won before move 6".into()))
        );
        assert_eq!(check_moves(m, n, 2, &[usize::MAX, usize::MAX - 1]), Ok(()));
        assert!(matches!(
            check_moves(0, 3, 3, &[]),
            Err(MnkError::OutOfRange(_))
        ));
        assert!(matches!(
            check_moves(3, 3, 0, &[]),
            Err(MnkError::OutOfRange(_))
        ));
    }

    #[test]
    fn larger_boards_are_solved_late_in_the_game() {
        // 5 x 5, rows of 4: nine marks leave 16 empty cells, always
        // searched to the end; eight leave 17, searched within a budget.
        let nine = [0, 6, 12, 18, 1, 2, 3, 4, 24];
        let s = solve_within(5, 5, 4, &nine, 1).unwrap();
        assert_eq!(s.best_moves.is_empty(), s.value == Value::Loss, "{s:?}");
        let s = solve(5, 5, 4, &nine[..8]).unwrap();
        assert!(s.nodes > 1000, "{s:?}");
        assert_eq!(
            solve_within(5, 5, 4, &nine[..8], 1000),
            Err(MnkError::OutOfRange(
                "17 empty cells, and no answer within 1000 positions searched (the solver \
                 always answers at most 16 empty cells)"
                    .into()
            ))
        );
        // A game already won needs no search, however empty the board.
        let s = solve(8, 8, 3, &[0, 8, 1, 9, 2]).unwrap();
        assert_eq!(
            (s.value, s.outcome),
            (Value::Loss, Outcome::FirstPlayerWins)
        );
        // Every cell of an 8 x 8 board (the top bit included) can be played.
        let all: Vec<usize> = (0..64).filter(|c| c % 8 != 7 || c / 8 % 2 == 0).collect();
        assert!(check_moves(8, 8, 9, &all).is_ok());
        let s = solve(8, 8, 9, &all[..all.len() - 1]).unwrap();
        assert_eq!(s.outcome, Outcome::Draw);
        assert_eq!(
            solve(9, 8, 3, &[]),
            Err(MnkError::OutOfRange(
                "a 9 x 8 board with 72 empty cells: past 64 cells the solver takes at most 64 empty \
                 cells"
                    .into()
            ))
        );
    }

    #[test]
    fn the_late_game_agrees_with_the_bitboards_where_both_answer() {
        // The race on empty cells and the bitboard search are two ways to
        // one answer: on boards both take they must give the same one.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |below: usize| (xorshift(&mut seed) % below as u64) as usize;
        let (mut searched, mut past_16) = (0, 0);
        for _ in 0..400 {
            let m = 1 + next(8);
            let n = (16 / m + 1 + next(8)).min(64 / m);
            let k = 2 + next(m.max(n).min(4));
            let mut order: Vec<usize> = (0..m * n).collect();
            for i in (1..order.len()).rev() {
                order.swap(i, next(i + 1));
            }
            // Up to 24 empty cells: past 16 the searches have budgets, and
            // are compared where both answer.
            let moves = late_game::tests::late_position((m, n, k), &order, next(25), next(64));
            let Ok(bitboards) = solve_within(m, n, k, &moves, 20_000) else {
                continue;
            };
            let Ok(mut race) = late_game::solve(m, n, k, &moves, 20_000) else {
                continue;
            };
            searched += usize::from(race.nodes > 0);
            past_16 += usize::from(m * n - moves.len() > 16);
            race.nodes = bitboards.nodes;
            assert_eq!(race, bitboards, "{m} x {n}, k = {k}, moves {moves:?}");
        }
        // Most positions needed a search, not just the first move's check.
        assert!(searched > 200 && past_16 > 50, "{searched}, {past_16}");
    }

    #[test]
    fn boards_past_64_cells_are_solved_late_in_the_game() {
        // 9 x 9, rows of 5, marked in a pattern with no row of three (X on
        // columns c with (c + 2r) % 4 < 2), all but the last two cells.
        let (mut x, mut o) = (Vec::new(), Vec::new());
        for cell in 0..79 {
            let (r, c) = (cell / 9, cell % 9);
            if (c + 2 * r) % 4 < 2 { &mut x } else { &mut o }.push(cell);
        }
        // 40 of each: X's last is given up to keep the counts even.
        x.truncate(40);
        let moves: Vec<usize> = x.iter().zip(&o).flat_map(|(&a, &b)| [a, b]).collect();
        let free: Vec<usize> = (0..81).filter(|c| !moves.contains(c)).collect();
        let s = solve(9, 9, 5, &moves).unwrap();
        assert_eq!(s.outcome, Outcome::Draw, "{free:?}: {s:?}");
        // No row of five can be made any more: every cell left keeps the draw.
        assert_eq!(s.best_moves, free);

        // A line of 130 with rows of 60: X holds 0..=58, O 70..=128, and
        // X, to move, wins at 59 and only there.
        let moves: Vec<usize> = (0..59).flat_map(|i| [i, 70 + i]).collect();
        assert_eq!(check_moves(1, 130, 60, &moves), Ok(()));
        let s = solve(1, 130, 60, &moves).unwrap();
        assert_eq!(
            (s.value, s.winning_moves.as_slice()),
            (Value::Win, &[59][..]),
            "{s:?}"
        );
        // A board of more cells than a usize counts, late in no game.
        let huge = solve(1 << 40, 1 << 30, 5, &[0, 1]).unwrap_err();
        assert!(
            huge.to_string().contains("more than a usize counts"),
            "{huge}"
        );
        // A won game on a huge board needs no search.
        let s = solve(1 << 20, 1 << 20, 2, &[0, 5, 1]).unwrap();
        assert_eq!(
            (s.value, s.outcome),
            (Value::Loss, Outcome::FirstPlayerWins)
        );
    }
}
