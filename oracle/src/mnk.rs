//! m,n,k games by their rules, decided by plain minimax: an `m x n` board of
//! empty cells, the first player marks X and the second O, one cell per move;
//! whoever first owns `k` cells in a row (across, down, or either diagonal)
//! wins, and a full board without such a row is a draw. 1 x 3 with `k = 2` is
//! the seed example, 3 x 3 with `k = 3` is tic-tac-toe.
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

use crate::fxhash::FxHashMap;
use crate::retrograde::Value;
use crate::search::SearchError;

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

    /// The board after `moves` (cell indices, X first), or why they cannot be
    /// played: `won before move i` (1-based) when the game had ended, `cell c
    /// is off the board`, `cell c is taken`.
    pub fn play(&self, moves: &[usize]) -> Result<Board, String> {
        let mut board = self.empty_board();
        for (i, &cell) in moves.iter().enumerate() {
            if self.is_won(&board) {
                return Err(format!("won before move {}", i + 1));
            }
            if cell >= board.len() {
                return Err(format!("cell {cell} is off the board"));
            }
            if board[cell] != Mark::Empty {
                return Err(format!("cell {cell} is taken"));
            }
            board[cell] = self.to_move(&board);
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

    /// The value of a board without moves: lost for the player to move if the
    /// opponent has just made a row, else (a full board) drawn.
    fn end_value(&self, board: &Board) -> Value {
        if self.is_won(board) {
            Value::Loss
        } else {
            Value::Draw
        }
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
    /// Larger boards, as they are.
    large: FxHashMap<Board, Value>,
    budget: usize,
    memo_cap: usize,
    /// The symmetries of the rectangle, as cell maps: image cell `i` holds
    /// what the board holds at `symmetry[i]`.
    symmetries: Vec<Vec<usize>>,
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

struct Frame {
    board: Board,
    key: Option<u128>,
    /// Each child with its memo key, computed once.
    children: Vec<(Board, Option<u128>)>,
    next: usize,
}

impl Minimax {
    /// A searcher whose queries may each create at most `budget` boards.
    pub fn new(rules: Mnk, budget: usize) -> Self {
        Minimax {
            rules,
            memo: FxHashMap::default(),
            large: FxHashMap::default(),
            budget,
            memo_cap: budget.saturating_mul(8).max(1 << 16),
            symmetries: symmetries(rules.rows, rules.columns),
        }
    }

    /// The memo key of a board of at most 64 cells: the least packing among
    /// its symmetric images.
    fn key(&self, board: &Board) -> Option<u128> {
        if board.len() > 64 {
            return None;
        }
        let bits = |m: Mark| match m {
            Mark::Empty => 0u128,
            Mark::X => 1,
            Mark::O => 2,
        };
        self.symmetries
            .iter()
            .map(|map| {
                map.iter()
                    .enumerate()
                    .fold(0u128, |k, (i, &from)| k | (bits(board[from]) << (2 * i)))
            })
            .min()
    }

    fn known(&self, board: &Board) -> Option<Value> {
        self.known_by(board, self.key(board))
    }

    fn known_by(&self, board: &Board, key: Option<u128>) -> Option<Value> {
        match key {
            Some(k) => self.memo.get(&k).copied(),
            None => self.large.get(board).copied(),
        }
    }

    fn remember(&mut self, board: Board, key: Option<u128>, value: Value) {
        match key {
            Some(k) => {
                self.memo.insert(k, value);
            }
            None => {
                self.large.insert(board, value);
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
    pub fn analyze(&mut self, board: &Board) -> Result<MnkAnalysis, SearchError> {
        let value = self.value(board)?;
        let mut winning_moves = Vec::new();
        let mut best_moves = Vec::new();
        for (cell, child) in self.rules.moves(board) {
            let child_value = self.value(&child)?;
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
        if let Some(v) = self.known(board) {
            return Ok(v);
        }
        if self.memo_len() > self.memo_cap {
            self.memo.clear();
            self.large.clear();
        }
        let mut work = 0usize;
        let key = self.key(board);
        let mut stack = vec![self.frame(board.clone(), key, &mut work)?];
        loop {
            let top = stack.last_mut().expect("the loop returns when it empties");
            while top.next < top.children.len() {
                let (child, key) = &top.children[top.next];
                if self.known_by(child, *key).is_none() {
                    break;
                }
                top.next += 1;
            }
            if top.next < top.children.len() {
                let (child, key) = top.children[top.next].clone();
                let frame = self.frame(child, key, &mut work)?;
                stack.push(frame);
                continue;
            }
            let frame = stack.pop().expect("non-empty");
            let value = if frame.children.is_empty() {
                self.rules.end_value(&frame.board)
            } else {
                let values: Vec<Value> = frame
                    .children
                    .iter()
                    .map(|(c, key)| self.known_by(c, *key).expect("every child is finished"))
                    .collect();
                if values.contains(&Value::Loss) {
                    Value::Win
                } else if values.contains(&Value::Draw) {
                    Value::Draw
                } else {
                    Value::Loss
                }
            };
            self.remember(frame.board, frame.key, value);
            if stack.is_empty() {
                return Ok(value);
            }
        }
    }

    /// A new stack frame, counted against the budget with its children.
    fn frame(
        &self,
        board: Board,
        key: Option<u128>,
        work: &mut usize,
    ) -> Result<Frame, SearchError> {
        let children: Vec<(Board, Option<u128>)> = self
            .rules
            .moves(&board)
            .into_iter()
            .map(|(_, b)| {
                let key = self.key(&b);
                (b, key)
            })
            .collect();
        *work += 1 + children.len();
        if *work > self.budget {
            return Err(SearchError::TooLarge {
                budget: self.budget,
            });
        }
        Ok(Frame {
            board,
            key,
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
