//! m,n,k games by their rules, decided by plain minimax: an `m x n` board of
//! empty cells, the first player marks X and the second O, one cell per move;
//! whoever first owns `k` cells in a row (across, down, or either diagonal)
//! wins, and a full board without such a row is a draw. 1 x 3 with `k = 2` is
//! the seed example, 3 x 3 with `k = 3` is tic-tac-toe.
//!
//! [`Mnk`] is a rule set (the board's shape and `k`); [`MnkRules`] are its
//! rules as [`PartisanRules`] over the cells played so far, the position the
//! laws read; [`Minimax`] decides a board.
//!
//! Why minimax and not [`crate::search`]: the game has three outcomes (a full
//! board is a draw, not a loss for the player without a move), which an
//! impartial normal-play engine cannot express. The game always ends, so
//! minimax over the tree is enough; the only help it takes is remembering the
//! value of each board it has finished, boards that are mirror images or
//! rotations of each other being one entry (the rules look at rows, columns
//! and diagonals alike, so a symmetry of the rectangle maps every line of `k`
//! onto a line of `k`). No pruning, no threat detection: those belong to the
//! solver. The walk uses an explicit stack and counts every board it creates
//! against a budget.
//!
//! Why each position costs little, even on 1,024 cells: a move wins when a
//! row runs through its mark, so the walk looks at those four lines, not at
//! the whole board (a test holds the two checks to each other); a frame keeps
//! its moves as cells and keys, not as boards; boards past 64 cells are
//! packed two bits a cell and hashed Zobrist's way, one word per mark.

use crate::fxhash::FxHashMap;
use crate::partisan::{PartisanRules, Player, VisitMove};
use crate::retrograde::Value;
use crate::search::{Played, SearchError, PROGRESS_BATCH, STATES_EXPANDED};
use std::cell::RefCell;
use std::hash::{Hash, Hasher};
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;

/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Empty,
    X,
    O,
}

/// The cells of a board, row by row: cell `r * columns + c`.
pub type Board = Vec<Mark>;

/// The rules: board size and the length of a winning row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mnk {
    pub rows: usize,
    pub columns: usize,
    pub k: usize,
}

impl Mnk {
    pub fn cells(&self) -> usize {
        self.rows * self.columns
    }

    pub fn empty_board(&self) -> Board {
        vec![Mark::Empty; self.cells()]
    }

    /// Whose turn it is: X moves first, so X moves when the counts are equal.
    pub fn to_move(&self, board: &Board) -> Mark {
        let xs = board.iter().filter(|&&m| m == Mark::X).count();
        let os = board.iter().filter(|&&m| m == Mark::O).count();
        if xs == os {
            Mark::X
        } else {
            Mark::O
        }
    }

    /// Does `mark` own `k` cells in a row anywhere? Looks from every cell in
    /// every direction, the way a person would check.
    pub fn has_row(&self, board: &Board, mark: Mark) -> bool {
        let (rows, cols, k) = (self.rows as i64, self.columns as i64, self.k as i64);
        let directions = [(0i64, 1i64), (1, 0), (1, 1), (1, -1)];
        for r in 0..rows {
            for c in 0..cols {
                for &(dr, dc) in &directions {
                    let run = (0..k).all(|step| {
                        let (rr, cc) = (r + dr * step, c + dc * step);
                        (0..rows).contains(&rr)
                            && (0..cols).contains(&cc)
                            && board[(rr * cols + cc) as usize] == mark
                    });
                    if run {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Has someone already won?
    pub fn is_won(&self, board: &Board) -> bool {
        self.has_row(board, Mark::X) || self.has_row(board, Mark::O)
    }

    /// Is the mark on `cell` part of `k` in a row? On a board nobody had won
    /// before that mark was put there, this is whether it won: a new row
    /// runs through the new mark. The search asks this of each move instead
    /// of looking over the whole board ([`Mnk::is_won`]) at every position.
    pub fn row_through(&self, board: &Board, cell: usize) -> bool {
        let mark = board[cell];
        if mark == Mark::Empty {
            return false;
        }
        let cols = self.columns;
        let (r, c) = (cell / cols, cell % cols);
        // The cells between `cell` and each edge.
        let (up, down, left, right) = (r, self.rows - 1 - r, c, cols - 1 - c);
        // Marks past `k - 1` on one side cannot change the answer.
        let enough = self.k.saturating_sub(1);
        // How many cells in a row hold `mark` from `cell` on, `step` apart,
        // with `room` cells before the edge.
        let same = |room: usize, step: isize| {
            let (mut at, mut count) = (cell, 0);
            while count < room.min(enough) {
                at = at.wrapping_add_signed(step);
                if board[at] != mark {
                    break;
                }
                count += 1;
            }
            count
        };
        let (across, down_right, down_left) = (cols as isize, cols as isize + 1, cols as isize - 1);
        // Each line through `cell`: the room behind it, ahead of it, and the step.
        [
            (left, right, 1),
            (up, down, across),
            (up.min(left), down.min(right), down_right),
            (up.min(right), down.min(left), down_left),
        ]
        .into_iter()
        .any(|(behind, ahead, step)| 1 + same(behind, -step) + same(ahead, step) >= self.k)
    }

    /// The board after `moves` (cell indices, X first), or why they cannot be
    /// played: `won before move i` (1-based) when the game had ended, `cell c
    /// is off the board`, `cell c is taken`.
    ///
    /// Each mark is checked for a row through it ([`Mnk::row_through`]): the
    /// board had no row before it, so that is whether the game ended there.
    /// Moves alternate from X, so move `i` (0-based) is X's when `i` is even.
    pub fn play(&self, moves: &[usize]) -> Result<Board, String> {
        let mut board = self.empty_board();
        let mut won = false;
        for (i, &cell) in moves.iter().enumerate() {
            if won {
                return Err(format!("won before move {}", i + 1));
            }
            if cell >= board.len() {
                return Err(format!("cell {cell} is off the board"));
            }
            if board[cell] != Mark::Empty {
                return Err(format!("cell {cell} is taken"));
            }
            board[cell] = if i % 2 == 0 { Mark::X } else { Mark::O };
            won = self.row_through(&board, cell);
        }
        Ok(board)
    }

    /// Every move from `board` (cells in ascending order) with the board it
    /// leads to; none once someone has won or the board is full.
    pub fn moves(&self, board: &Board) -> Vec<(usize, Board)> {
        if self.is_won(board) {
            return Vec::new();
        }
        let mark = self.to_move(board);
        (0..board.len())
            .filter(|&cell| board[cell] == Mark::Empty)
            .map(|cell| {
                let mut next = board.clone();
                next[cell] = mark;
                (cell, next)
            })
            .collect()
    }
}

/// [`Mnk`]'s rules as partisan rules, over a position written as the cells
/// played so far, X first (`r * columns + c`): the position the laws and a
/// solver share. Moves are the empty cells in ascending order, none from a
/// board someone has won or that is full, and none from moves that cannot
/// be played (a game won before its last move cannot go on).
pub struct MnkRules {
    rules: Mnk,
    /// The moves [`PartisanRules::play`] judged last, and whether they
    /// leave a board with moves (they can be played, and nobody has won):
    /// the laws ask `play` of each winning and best move of one position in
    /// turn, and the moves are replayed once, not once a move.
    last_judged: RefCell<Option<(Vec<usize>, bool)>>,
}

impl MnkRules {
    pub fn new(rules: Mnk) -> MnkRules {
        MnkRules {
            rules,
            last_judged: RefCell::new(None),
        }
    }

    /// The board's shape and the length of a winning row.
    pub fn mnk(&self) -> Mnk {
        self.rules
    }

    /// Whether `moves` can be played and leave nobody a winner.
    fn has_moves(&self, moves: &[usize]) -> bool {
        let mut last = self.last_judged.borrow_mut();
        if let Some((judged, open)) = &*last {
            if judged[..] == *moves {
                return *open;
            }
        }
        // A board played out had no row before its last mark: it is won
        // when that mark made one.
        let won = |board: &Board| {
            moves
                .last()
                .is_some_and(|&m| self.rules.row_through(board, m))
        };
        let open = matches!(self.rules.play(moves), Ok(board) if !won(&board));
        *last = Some((moves.to_vec(), open));
        open
    }
}

impl PartisanRules for MnkRules {
    type Position = Vec<usize>;
    type Move = usize;

    /// X (the first player) moves after an even number of moves.
    fn to_move(&self, moves: &Vec<usize>) -> Player {
        [Player::First, Player::Second][moves.len() % 2]
    }

    /// Each empty cell in order; none once the moves cannot be played or
    /// someone has won.
    fn for_each_move(
        &self,
        moves: &Vec<usize>,
        visit: &mut VisitMove<'_, usize, Vec<usize>>,
    ) -> ControlFlow<()> {
        let board = match self.rules.play(moves) {
            Ok(board) if !self.rules.is_won(&board) => board,
            _ => return ControlFlow::Continue(()),
        };
        let mut child = moves.clone();
        for cell in (0..board.len()).filter(|&cell| board[cell] == Mark::Empty) {
            child.push(cell);
            visit(cell, &child)?;
            child.pop();
        }
        ControlFlow::Continue(())
    }

    /// An empty cell of a board nobody has won, as `for_each_move` lists
    /// them: the moves are replayed (once per position), so that a solver's
    /// move after a win, or after moves that cannot be played, is not a
    /// move.
    fn play(&self, moves: &Vec<usize>, &cell: &usize) -> Played<Vec<usize>> {
        let empty = cell < self.rules.cells() && !moves.contains(&cell);
        let open = empty && self.has_moves(moves);
        open.then(|| [&moves[..], &[cell]].concat()).into()
    }

    /// The cell's number.
    fn show_move(&self, _: &Vec<usize>, cell: &usize) -> String {
        cell.to_string()
    }
}

/// The oracle's answer for one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MnkAnalysis {
    /// The value for the player to move.
    pub value: Value,
    /// Moves (cells, ascending) to a board lost for the opponent.
    pub winning_moves: Vec<usize>,
    /// Moves (cells, ascending) that keep the board's value: the winning moves
    /// of a won board, the drawing moves of a drawn one, every move of a lost
    /// one.
    pub best_moves: Vec<usize>,
}

/// Minimax with a memo of finished boards, for one rule set.
pub struct Minimax {
    rules: Mnk,
    /// Boards of at most 64 cells, by the least packing (two bits a cell)
    /// among their symmetric images.
    memo: FxHashMap<u128, Value>,
    /// Larger boards, as they are, packed two bits a cell.
    large: FxHashMap<Packed, Value>,
    budget: usize,
    memo_cap: usize,
    /// The symmetries of the rectangle, as cell maps: image cell `i` holds
    /// what the board holds at `symmetry[i]`.
    symmetries: Vec<Vec<usize>>,
    /// The same maps the other way: board cell `c` is image cell
    /// `inverse[c]`.
    inverses: Vec<Vec<usize>>,
}

/// The cell maps of the symmetries of a `rows x columns` rectangle: the
/// identity, both mirrors and the half turn; on a square also the two
/// diagonal mirrors and the quarter turns.
pub fn symmetries(rows: usize, columns: usize) -> Vec<Vec<usize>> {
    let at = |r: usize, c: usize| r * columns + c;
    let mut maps: Vec<Vec<usize>> = Vec::new();
    let cells = || (0..rows).flat_map(move |r| (0..columns).map(move |c| (r, c)));
    maps.push(cells().map(|(r, c)| at(r, c)).collect());
    maps.push(cells().map(|(r, c)| at(r, columns - 1 - c)).collect());
    maps.push(cells().map(|(r, c)| at(rows - 1 - r, c)).collect());
    maps.push(
        cells()
            .map(|(r, c)| at(rows - 1 - r, columns - 1 - c))
            .collect(),
    );
    if rows == columns {
        let n = rows;
        maps.push(cells().map(|(r, c)| at(c, r)).collect());
        maps.push(cells().map(|(r, c)| at(n - 1 - c, n - 1 - r)).collect());
        maps.push(cells().map(|(r, c)| at(n - 1 - c, r)).collect());
        maps.push(cells().map(|(r, c)| at(c, n - 1 - r)).collect());
    }
    maps.sort();
    maps.dedup();
    maps
}

/// A board's memo key: see [`Minimax`]'s two memos.
#[derive(Debug)]
enum Key {
    Small(u128),
    Large(Packed),
}

fn mark_bits(m: Mark) -> u64 {
    match m {
        Mark::Empty => 0,
        Mark::X => 1,
        Mark::O => 2,
    }
}

/// A large board packed two bits a cell, with its hash: the xor of one
/// fixed pseudo-random word per marked cell and mark (Zobrist's hashing),
/// kept up to date as marks come and go. The memo's multiply-rotate hash,
/// fed the words one by one, sent boards a few cells apart to colliding
/// buckets (a 32 x 32 search spent half its time comparing keys).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Packed {
    hash: u64,
    words: Box<[u64]>,
}

impl Hash for Packed {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl Packed {
    fn of(board: &Board) -> Packed {
        let mut packed = Packed {
            hash: 0,
            words: vec![0u64; board.len().div_ceil(32)].into_boxed_slice(),
        };
        for (cell, &mark) in board.iter().enumerate() {
            if mark != Mark::Empty {
                packed.toggle(cell, mark);
            }
        }
        packed
    }

    /// Puts `mark` on the empty `cell`, or takes it off again.
    fn toggle(&mut self, cell: usize, mark: Mark) {
        self.words[cell / 32] ^= mark_bits(mark) << (2 * (cell % 32));
        // SplitMix64's finalizer of the cell and the mark.
        let mut z = ((cell as u64) << 2 | mark_bits(mark)).wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        self.hash ^= z ^ (z >> 31);
    }
}

/// A board in the walk, with what its parent knew about it.
struct Node {
    board: Board,
    key: Key,
    /// The packings of the board's symmetric images (boards of at most 64
    /// cells; the key is the least), from which the children's keys are
    /// made without looking at their boards.
    images: Vec<u128>,
    /// The mark of the player to move.
    mark: Mark,
    /// Someone has a row: the game is over.
    won: bool,
}

/// One move of a frame's board, without the board it leads to (a frame on
/// a board of 1,024 cells would otherwise hold a megabyte of children).
struct Child {
    cell: usize,
    /// The child's key on a board of at most 64 cells (a larger board's is
    /// made from the frame's own packing when it is needed).
    small: u128,
    /// The move makes a row: the child is lost for the player to move there.
    wins: bool,
}

struct Frame {
    node: Node,
    children: Vec<Child>,
    next: usize,
}

impl Minimax {
    /// A searcher whose queries may each create at most `budget` boards.
    pub fn new(rules: Mnk, budget: usize) -> Self {
        let symmetries = symmetries(rules.rows, rules.columns);
        let inverses = symmetries
            .iter()
            .map(|map| {
                let mut inverse = vec![0; map.len()];
                for (image, &cell) in map.iter().enumerate() {
                    inverse[cell] = image;
                }
                inverse
            })
            .collect();
        Minimax {
            rules,
            memo: FxHashMap::default(),
            large: FxHashMap::default(),
            budget,
            memo_cap: budget.saturating_mul(8).max(1 << 16),
            symmetries,
            inverses,
        }
    }

    /// `board`, whose key is `key`, as the walk keeps it: its images, whose
    /// turn it is and whether the game is over, read from the board itself.
    fn node(&self, board: &Board, key: Key) -> Node {
        Node {
            board: board.clone(),
            key,
            images: self.images(board).collect(),
            mark: self.rules.to_move(board),
            won: self.rules.is_won(board),
        }
    }

    /// The packings (two bits a cell) of a board's symmetric images; none
    /// for a board of more than 64 cells.
    fn images<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = u128> + 'a {
        let maps = if board.len() > 64 {
            &[][..]
        } else {
            &self.symmetries[..]
        };
        maps.iter().map(|map| {
            map.iter().enumerate().fold(0u128, |k, (i, &from)| {
                k | (u128::from(mark_bits(board[from])) << (2 * i))
            })
        })
    }

    /// A board's memo key: see [`Minimax`]'s two memos.
    fn key(&self, board: &Board) -> Key {
        if board.len() > 64 {
            Key::Large(Packed::of(board))
        } else {
            Key::Small(
                self.images(board)
                    .min()
                    .expect("the identity is a symmetry"),
            )
        }
    }

    /// The images of `node`'s board with its mover's mark put on the empty
    /// `cell`, from the node's own: each changes in one cell.
    fn child_images<'a>(&'a self, node: &'a Node, cell: usize) -> impl Iterator<Item = u128> + 'a {
        self.images_after(&node.images, node.mark, cell)
    }

    /// The images of a board whose images are `images` with `mark` put on
    /// its empty `cell`.
    fn images_after<'a>(
        &'a self,
        images: &'a [u128],
        mark: Mark,
        cell: usize,
    ) -> impl Iterator<Item = u128> + 'a {
        let bits = u128::from(mark_bits(mark));
        (self.inverses.iter().zip(images))
            .map(move |(inverse, &image)| image | (bits << (2 * inverse[cell])))
    }

    /// The child of `frame` by its move number `i`, as a node.
    fn child_node(&self, frame: &Frame, i: usize) -> Node {
        let (node, child) = (&frame.node, &frame.children[i]);
        let mut board = node.board.clone();
        board[child.cell] = node.mark;
        let key = match &node.key {
            Key::Small(_) => Key::Small(child.small),
            Key::Large(packed) => {
                let mut packed = packed.clone();
                packed.toggle(child.cell, node.mark);
                Key::Large(packed)
            }
        };
        Node {
            board,
            key,
            images: self.child_images(node, child.cell).collect(),
            mark: match node.mark {
                Mark::X => Mark::O,
                _ => Mark::X,
            },
            won: child.wins,
        }
    }

    /// The value of the child of `frame` by its move number `i`, if known.
    fn child_known(&self, frame: &mut Frame, i: usize) -> Option<Value> {
        let (cell, small) = (frame.children[i].cell, frame.children[i].small);
        let node = &mut frame.node;
        self.known_after(&mut node.key, node.mark, cell, small)
    }

    /// The value of the board keyed `key` with `mark` put on its empty
    /// `cell`, if known; `small` is that board's key where it has at most 64
    /// cells. A large board's key is `key`'s packing with the move put on
    /// and taken off again, so that looking up a child allocates nothing.
    fn known_after(&self, key: &mut Key, mark: Mark, cell: usize, small: u128) -> Option<Value> {
        match key {
            Key::Small(_) => self.memo.get(&small).copied(),
            Key::Large(packed) => {
                packed.toggle(cell, mark);
                let value = self.large.get(packed).copied();
                packed.toggle(cell, mark);
                value
            }
        }
    }

    fn known(&self, key: &Key) -> Option<Value> {
        match key {
            Key::Small(k) => self.memo.get(k).copied(),
            Key::Large(k) => self.large.get(k).copied(),
        }
    }

    fn remember(&mut self, key: Key, value: Value) {
        match key {
            Key::Small(k) => {
                self.memo.insert(k, value);
            }
            Key::Large(k) => {
                self.large.insert(k, value);
            }
        }
    }

    pub fn rules(&self) -> &Mnk {
        &self.rules
    }

    /// How many boards are remembered (every board the searches reached).
    pub fn memo_len(&self) -> usize {
        self.memo.len() + self.large.len()
    }

    /// Changes the budget of the queries that follow.
    pub fn set_budget(&mut self, budget: usize) {
        self.budget = budget;
        self.memo_cap = budget.saturating_mul(8).max(1 << 16);
    }

    /// Value, winning moves and best moves of `board`.
    ///
    /// The children's values are read from the memo the search of `board`
    /// filled, by keys made from the board's own (as the search makes them),
    /// without building a board per move; a child not found there (a memo
    /// emptied since) is searched on its own.
    pub fn analyze(&mut self, board: &Board) -> Result<MnkAnalysis, SearchError> {
        // The board's images once: its key, and its children's.
        let images: Vec<u128> = self.images(board).collect();
        let mut key = match images.iter().min() {
            Some(&least) => Key::Small(least),
            None => Key::Large(Packed::of(board)),
        };
        let value = match self.known(&key) {
            Some(known) => known,
            None => self.value(board)?,
        };
        let mut winning_moves = Vec::new();
        let mut best_moves = Vec::new();
        let mark = self.rules.to_move(board);
        // A board someone has won has no moves; it is lost for the player to
        // move, so only a lost board is looked over for a row.
        let over = value == Value::Loss && self.rules.is_won(board);
        let moves = (0..board.len()).filter(|&cell| !over && board[cell] == Mark::Empty);
        for cell in moves {
            let small = self.images_after(&images, mark, cell).min().unwrap_or(0);
            let child_value = match self.known_after(&mut key, mark, cell, small) {
                Some(known) => known,
                None => {
                    let mut child = board.clone();
                    child[cell] = mark;
                    self.value(&child)?
                }
            };
            let mine = match child_value {
                Value::Win => Value::Loss,
                Value::Loss => Value::Win,
                Value::Draw => Value::Draw,
            };
            if mine == Value::Win {
                winning_moves.push(cell);
            }
            if mine == value {
                best_moves.push(cell);
            }
        }
        Ok(MnkAnalysis {
            value,
            winning_moves,
            best_moves,
        })
    }

    /// The value of `board` for the player to move.
    pub fn value(&mut self, board: &Board) -> Result<Value, SearchError> {
        let key = self.key(board);
        if let Some(v) = self.known(&key) {
            return Ok(v);
        }
        let root = self.node(board, key);
        if self.memo_len() > self.memo_cap {
            self.memo.clear();
            self.large.clear();
        }
        let mut work = 0usize;
        let mut expanded = 1u64;
        let empty = (0..board.len()).filter(|&cell| board[cell] == Mark::Empty);
        let mut stack = vec![self.frame(root, empty, &mut work)?];
        loop {
            let top = stack.last_mut().expect("the loop returns when it empties");
            while top.next < top.children.len() {
                if self.child_known(top, top.next).is_none() {
                    if !top.children[top.next].wins {
                        break;
                    }
                    // A finished game: nothing to search.
                    let key = self.child_node(top, top.next).key;
                    self.remember(key, Value::Loss);
                }
                top.next += 1;
            }
            if top.next < top.children.len() {
                let child = self.child_node(top, top.next);
                // The child's empty cells: the other moves of this board.
                let played = top.children[top.next].cell;
                let empty = top.children.iter().map(|c| c.cell);
                let frame = self.frame(child, empty.filter(|&c| c != played), &mut work)?;
                stack.push(frame);
                expanded += 1;
                if expanded % PROGRESS_BATCH == 0 {
                    // For a progress display, as the searcher counts its states.
                    STATES_EXPANDED.fetch_add(PROGRESS_BATCH, Ordering::Relaxed);
                }
                continue;
            }
            let mut frame = stack.pop().expect("non-empty");
            let value = if frame.children.is_empty() {
                if frame.node.won {
                    Value::Loss
                } else {
                    Value::Draw
                }
            } else {
                // The best for the player to move: a child lost for the
                // opponent, else one drawn, else every child is won for them.
                let mut best = Value::Loss;
                for i in 0..frame.children.len() {
                    let child = self.child_known(&mut frame, i);
                    best = match (best, child.expect("every child is finished")) {
                        (Value::Win, _) | (_, Value::Loss) => Value::Win,
                        (Value::Draw, _) | (_, Value::Draw) => Value::Draw,
                        (Value::Loss, Value::Win) => Value::Loss,
                    };
                }
                best
            };
            self.remember(frame.node.key, value);
            if stack.is_empty() {
                return Ok(value);
            }
        }
    }

    /// A new stack frame for `node`, its moves being to the `empty` cells,
    /// counted against the budget with its children.
    fn frame(
        &self,
        mut node: Node,
        empty: impl Iterator<Item = usize>,
        work: &mut usize,
    ) -> Result<Frame, SearchError> {
        let mut children = Vec::new();
        if !node.won {
            for cell in empty {
                let small = self.child_images(&node, cell).min().unwrap_or(0);
                node.board[cell] = node.mark;
                let wins = self.rules.row_through(&node.board, cell);
                node.board[cell] = Mark::Empty;
                children.push(Child { cell, small, wins });
            }
        }
        *work += 1 + children.len();
        if *work > self.budget {
            return Err(SearchError::TooLarge {
                budget: self.budget,
            });
        }
        Ok(Frame {
            node,
            children,
            next: 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(rows: usize, columns: usize, k: usize) -> Mnk {
        Mnk { rows, columns, k }
    }

    #[test]
    fn tic_tac_toe_is_a_draw_over_765_boards_up_to_symmetry() {
        let game = rules(3, 3, 3);
        let mut m = Minimax::new(game, 1_000_000);
        let a = m.analyze(&game.empty_board()).unwrap();
        assert_eq!(a.value, Value::Draw);
        assert!(a.winning_moves.is_empty());
        // Every opening holds the draw.
        assert_eq!(a.best_moves, (0..9).collect::<Vec<_>>());
        // The memo holds every board reachable from the empty one, the empty
        // board and the finished games included, one entry per class of
        // mirror images and rotations: the known count of 765.
        assert_eq!(m.memo_len(), 765);
    }

    #[test]
    fn the_seed_example_is_won_from_the_middle() {
        // 1 x 3, k = 2: X takes the middle and makes a pair next move.
        let game = rules(1, 3, 2);
        let mut m = Minimax::new(game, 10_000);
        let a = m.analyze(&game.empty_board()).unwrap();
        assert_eq!(a.value, Value::Win);
        assert_eq!(a.winning_moves, [1]);
    }

    #[test]
    fn a_finished_game_is_lost_for_the_player_to_move() {
        let game = rules(3, 3, 3);
        let board = game.play(&[0, 3, 1, 4, 2]).unwrap();
        let mut m = Minimax::new(game, 10_000);
        assert_eq!(m.value(&board).unwrap(), Value::Loss);
        assert!(game.moves(&board).is_empty());
        assert_eq!(
            game.play(&[0, 3, 1, 4, 2, 5]),
            Err("won before move 6".into())
        );
        assert_eq!(game.play(&[0, 0]), Err("cell 0 is taken".into()));
        assert_eq!(game.play(&[9]), Err("cell 9 is off the board".into()));
    }

    #[test]
    fn diagonals_both_ways_count() {
        let game = rules(3, 3, 3);
        let anti = game.play(&[2, 0, 4, 1, 6]).unwrap();
        assert!(game.has_row(&anti, Mark::X));
        let main = game.play(&[0, 1, 4, 2, 8]).unwrap();
        assert!(game.has_row(&main, Mark::X));
        let bent = game.play(&[0, 1, 4, 2, 7]).unwrap();
        assert!(!game.is_won(&bent));
    }

    #[test]
    fn k_one_wins_at_once_and_an_impossible_k_draws() {
        let mut m = Minimax::new(rules(2, 2, 1), 10_000);
        let a = m.analyze(&vec![Mark::Empty; 4]).unwrap();
        assert_eq!((a.value, a.winning_moves.len()), (Value::Win, 4));
        let game = rules(2, 2, 3);
        let mut m = Minimax::new(game, 10_000);
        assert_eq!(m.value(&game.empty_board()).unwrap(), Value::Draw);
    }

    #[test]
    fn four_by_four_is_refused_quickly() {
        let game = rules(4, 4, 4);
        let mut m = Minimax::new(game, 200_000);
        assert_eq!(
            m.value(&game.empty_board()),
            Err(SearchError::TooLarge { budget: 200_000 })
        );
    }

    #[test]
    fn searched_boards_count_towards_the_progress_display() {
        // Other tests may add to the shared counter meanwhile, never take:
        // the refused search alone expands far more than a batch.
        let before = crate::search::states_expanded();
        let game = rules(4, 4, 4);
        assert!(Minimax::new(game, 200_000)
            .value(&game.empty_board())
            .is_err());
        assert!(crate::search::states_expanded() - before >= PROGRESS_BATCH);
    }

    #[test]
    fn symmetric_boards_share_one_memo_entry() {
        let game = rules(3, 3, 3);
        let mut m = Minimax::new(game, 1_000_000);
        // X in a corner, O next to it: eight images on the square.
        let corner = game.play(&[0, 1]).unwrap();
        let v = m.value(&corner).unwrap();
        let entries = m.memo_len();
        for moves in [[2, 1], [6, 3], [8, 5], [0, 3], [2, 5], [6, 7], [8, 7]] {
            let image = game.play(&moves).unwrap();
            assert_eq!(m.value(&image).unwrap(), v, "{moves:?}");
        }
        assert_eq!(m.memo_len(), entries);
        // A different board is a different entry.
        m.value(&game.play(&[0, 4]).unwrap()).unwrap();
        assert!(m.memo_len() > entries);
    }

    /// A fixed pseudo-random sequence for the tests below.
    fn lcg(state: &mut u64) -> usize {
        *state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (*state >> 33) as usize
    }

    #[test]
    fn a_row_through_the_new_mark_is_a_win_found_anywhere() {
        let mut seed = 7;
        for (r, c, k) in [
            (3, 3, 3),
            (4, 5, 3),
            (1, 7, 4),
            (6, 2, 2),
            (9, 9, 5),
            (5, 4, 1),
        ] {
            let game = rules(r, c, k);
            for _ in 0..50 {
                let mut board = game.empty_board();
                while !game.is_won(&board) && board.contains(&Mark::Empty) {
                    let empty: Vec<usize> = (0..board.len())
                        .filter(|&i| board[i] == Mark::Empty)
                        .collect();
                    let cell = empty[lcg(&mut seed) % empty.len()];
                    board[cell] = game.to_move(&board);
                    assert_eq!(
                        game.row_through(&board, cell),
                        game.is_won(&board),
                        "{board:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn play_says_what_a_look_over_the_whole_board_says() {
        // Random sequences, off the board, repeated and played past a win
        // included, against a replay that looks over the whole board before
        // each move and counts the marks to know whose it is.
        let replay = |game: &Mnk, moves: &[usize]| -> Result<Board, String> {
            let mut board = game.empty_board();
            for (i, &cell) in moves.iter().enumerate() {
                if game.is_won(&board) {
                    return Err(format!("won before move {}", i + 1));
                }
                if cell >= board.len() {
                    return Err(format!("cell {cell} is off the board"));
                }
                if board[cell] != Mark::Empty {
                    return Err(format!("cell {cell} is taken"));
                }
                board[cell] = game.to_move(&board);
            }
            Ok(board)
        };
        let mut seed = 5;
        let mut legal = 0;
        for (r, c, k) in [
            (3, 3, 3),
            (4, 5, 3),
            (1, 7, 4),
            (9, 9, 5),
            (5, 4, 1),
            (2, 2, 3),
        ] {
            let game = rules(r, c, k);
            for _ in 0..200 {
                let len = lcg(&mut seed) % (r * c + 2);
                let moves: Vec<usize> = (0..len).map(|_| lcg(&mut seed) % (r * c + 1)).collect();
                let expected = replay(&game, &moves);
                legal += usize::from(expected.is_ok());
                assert_eq!(game.play(&moves), expected, "{r} {c} {k} {moves:?}");
            }
        }
        assert!(legal > 100, "only {legal} legal sequences");
    }

    /// Plain recursive minimax over `moves`, for boards a few moves from the end.
    fn naive_value(game: &Mnk, board: &Board) -> Value {
        let moves = game.moves(board);
        if moves.is_empty() {
            return if game.is_won(board) {
                Value::Loss
            } else {
                Value::Draw
            };
        }
        let values: Vec<Value> = moves.iter().map(|(_, b)| naive_value(game, b)).collect();
        if values.contains(&Value::Loss) {
            Value::Win
        } else if values.contains(&Value::Draw) {
            Value::Draw
        } else {
            Value::Loss
        }
    }

    #[test]
    fn boards_past_64_cells_agree_with_plain_minimax() {
        // Packed keys of several words, and their children's keys made from
        // them, on boards six or seven moves from full.
        let mut seed = 11;
        let mut outcomes = Vec::new();
        for (r, c, k) in [(9, 9, 4), (9, 9, 6), (5, 14, 5), (8, 9, 3)] {
            let game = rules(r, c, k);
            let mut m = Minimax::new(game, 1_000_000);
            for _ in 0..6 {
                let mut order: Vec<usize> = (0..game.cells()).collect();
                for i in (1..order.len()).rev() {
                    order.swap(i, lcg(&mut seed) % (i + 1));
                }
                let left = 6 + lcg(&mut seed) % 2;
                // Marks in a shuffled order, none that would make a row.
                let mut board = game.empty_board();
                let mut placed = 0;
                for &cell in &order {
                    if placed == game.cells() - left {
                        break;
                    }
                    board[cell] = game.to_move(&board);
                    if game.is_won(&board) {
                        board[cell] = Mark::Empty;
                    } else {
                        placed += 1;
                    }
                }
                if placed < game.cells() - left {
                    continue;
                }
                let value = m.value(&board).unwrap();
                assert_eq!(
                    value,
                    naive_value(&game, &board),
                    "{r}x{c} k={k}: {board:?}"
                );
                outcomes.push(value);
            }
        }
        assert!(outcomes.len() >= 12, "{} boards", outcomes.len());
        // The boards are not all of one kind.
        assert!(outcomes.contains(&Value::Win));
        assert!(outcomes.contains(&Value::Draw) || outcomes.contains(&Value::Loss));
    }

    /// The analysis as the rules list the moves: each child built and
    /// valued by a searcher of its own.
    fn analyze_move_by_move(game: &Mnk, board: &Board) -> MnkAnalysis {
        let value = Minimax::new(*game, 1_000_000).value(board).unwrap();
        let (mut winning_moves, mut best_moves) = (Vec::new(), Vec::new());
        for (cell, child) in game.moves(board) {
            let mine = match Minimax::new(*game, 1_000_000).value(&child).unwrap() {
                Value::Win => Value::Loss,
                Value::Loss => Value::Win,
                Value::Draw => Value::Draw,
            };
            if mine == Value::Win {
                winning_moves.push(cell);
            }
            if mine == value {
                best_moves.push(cell);
            }
        }
        MnkAnalysis {
            value,
            winning_moves,
            best_moves,
        }
    }

    #[test]
    fn analyze_values_every_move_as_the_rules_list_them() {
        // Boards a few moves from full (boards past 64 cells included), won
        // ones too; one searcher per rule set, so that later boards are read
        // from what earlier ones left in its memo.
        let mut seed = 13;
        let (mut boards, mut won, mut with_moves) = (0, 0, 0);
        for (r, c, k) in [
            (3, 3, 3),
            (4, 5, 3),
            (1, 7, 4),
            (2, 2, 3),
            (9, 9, 4),
            (5, 14, 5),
        ] {
            let game = rules(r, c, k);
            let mut m = Minimax::new(game, 1_000_000);
            for _ in 0..12 {
                let left = 2 + lcg(&mut seed) % 5;
                let mut board = game.empty_board();
                let mut order: Vec<usize> = (0..game.cells()).collect();
                for i in (1..order.len()).rev() {
                    order.swap(i, lcg(&mut seed) % (i + 1));
                }
                for &cell in order.iter().take(game.cells().saturating_sub(left)) {
                    if game.is_won(&board) {
                        break;
                    }
                    board[cell] = game.to_move(&board);
                }
                let a = m.analyze(&board).unwrap();
                assert_eq!(
                    a,
                    analyze_move_by_move(&game, &board),
                    "{r}x{c} k={k}: {board:?}"
                );
                boards += 1;
                won += usize::from(game.is_won(&board));
                with_moves += usize::from(!a.best_moves.is_empty());
            }
        }
        assert_eq!(boards, 72);
        assert!(
            won > 0 && with_moves > 30,
            "{won} won, {with_moves} with moves"
        );
    }

    #[test]
    fn analyze_searches_a_child_the_memo_has_lost() {
        // The board's own value kept, its children's dropped (as a memo
        // emptied between searches would): each is searched again, O to move.
        let game = rules(3, 3, 3);
        let board = game.play(&[4, 0, 8]).unwrap();
        let mut m = Minimax::new(game, 1_000_000);
        m.value(&board).unwrap();
        let Key::Small(root) = m.key(&board) else {
            unreachable!("nine cells")
        };
        m.memo.retain(|&key, _| key == root);
        assert_eq!(m.memo_len(), 1);
        assert_eq!(
            m.analyze(&board).unwrap(),
            analyze_move_by_move(&game, &board)
        );
        assert!(m.memo_len() > 1);
    }

    /// X O X / X O O / O X X, nobody ever three in a row: a full board.
    const DRAWN: [usize; 9] = [0, 1, 2, 4, 3, 5, 7, 6, 8];

    #[test]
    fn partisan_rules_list_the_empty_cells_of_an_open_board_only() {
        let rules = MnkRules::new(rules(3, 3, 3));
        let listed = |moves: &[usize]| {
            let mut cells = Vec::new();
            let _ = rules.for_each_move(&moves.to_vec(), &mut |cell, child| {
                assert_eq!(*child, [moves, &[cell]].concat(), "{moves:?}");
                cells.push(cell);
                ControlFlow::Continue(())
            });
            cells
        };
        assert_eq!(listed(&[]), (0..9).collect::<Vec<_>>());
        assert_eq!(listed(&[4, 0]), [1, 2, 3, 5, 6, 7, 8]);
        // X has the top row: no move, nor after moves played past it.
        assert_eq!(listed(&[0, 3, 1, 4, 2]), []);
        assert_eq!(listed(&[0, 3, 1, 4, 2, 5]), []);
        // A full board, and moves that cannot be played, have none either.
        assert_eq!(listed(&DRAWN), []);
        assert_eq!(listed(&[4, 4]), []);
        assert_eq!(listed(&[9]), []);
        // X moves first, then O.
        assert_eq!(rules.to_move(&vec![]), Player::First);
        assert_eq!(rules.to_move(&vec![4]), Player::Second);
        assert_eq!(rules.show_move(&vec![0, 3, 1, 4, 2], &5), "5");
    }

    #[test]
    fn play_judges_each_position_afresh_between_positions() {
        // `play` remembers the last position it judged: asked of a won board
        // and an open one in turn, each gets its own answer.
        let rules = MnkRules::new(rules(3, 3, 3));
        let (won, open) = (vec![0, 3, 1, 4, 2], vec![0, 3, 1, 4]);
        for _ in 0..2 {
            assert_eq!(rules.play(&won, &5), Played::Illegal);
            assert_eq!(rules.play(&open, &5), Played::To(vec![0, 3, 1, 4, 5]));
            assert_eq!(rules.play(&open, &2), Played::To(vec![0, 3, 1, 4, 2]));
            assert_eq!(rules.play(&won, &8), Played::Illegal);
        }
        // A cell taken or off the board is no move, even on an open board.
        assert_eq!(rules.play(&open, &4), Played::Illegal);
        assert_eq!(rules.play(&open, &9), Played::Illegal);
    }

    #[test]
    fn rectangles_have_four_symmetries_and_squares_eight() {
        assert_eq!(symmetries(3, 3).len(), 8);
        assert_eq!(symmetries(3, 4).len(), 4);
        assert_eq!(symmetries(1, 3).len(), 2);
        for map in symmetries(3, 4) {
            let mut cells = map.clone();
            cells.sort_unstable();
            assert_eq!(cells, (0..12).collect::<Vec<_>>());
        }
    }
}
