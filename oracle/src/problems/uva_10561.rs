//! uva-10561 by search of the real game from each board: whether the player
//! to move wins, and every cell whose move wins (the moves after which the
//! opponent, to move, loses: a move that completes three among them).

use super::{budget, Failure, Words};
use crate::treblecross::Treblecross;

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let mut w = Words::new(input);
    let cases = w.number("the number of boards T")?;
    let mut boards = Vec::new();
    for _ in 0..cases {
        let board = w.word("a board of `.` and `X`, at least 3 cells, no three `X` in a row", |b| {
            b.len() >= 3 && b.iter().all(|&c| c == b'.' || c == b'X') && !b.windows(3).any(|t| t == b"XXX")
        })?;
        boards.push(board.iter().map(|&c| c == b'X').collect::<Vec<bool>>());
    }
    w.finish()?;
    let mut out = String::new();
    let mut searcher = super::kept::searcher(Treblecross, 1);
    for board in boards {
        searcher.set_budget(budget::for_length(board.len()));
        let empty = board.iter().filter(|&&x| !x).count();
        if empty > 40 {
            return Err(Failure::TooLarge(format!(
                "a board with {empty} empty cells: more than 40"
            )));
        }
        let result = searcher
            .analyze(&board)
            .map_err(|e| Failure::TooLarge(format!("a board of {} cells: {}", board.len(), super::too_large(&e))))?;
        if result.player_to_move_wins {
            let cells: Vec<String> = result.winning_moves.iter().map(|c| (c + 1).to_string()).collect();
            out.push_str(&format!("WINNING\n{}\n", cells.join(" ")));
        } else {
            out.push_str("LOSING\n\n");
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_boards() {
        assert_eq!(answer(b"2\n.....\n.X.X...X\n").unwrap(), "WINNING\n3\nWINNING\n3\n");
        assert_eq!(answer(b"1\n......\n").unwrap(), "LOSING\n\n");
        assert!(matches!(answer(b"1\nXXX\n"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"1\n..\n"), Err(Failure::Invalid(_))));
        assert!(matches!(answer(b"2\n...\n"), Err(Failure::Invalid(_))));
    }
}
