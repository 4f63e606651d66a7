//! Inputs for uva-10561 (Treblecross from a given board: winning cells).

use super::{at_judge_scale, Domain, InputSize, Problem, Source};
use crate::validate::uva_10561::{MAX_CASES, MAX_LEN, MIN_LEN};

pub const PROBLEM: Problem = Problem {
    id: "uva-10561",
    aliases: &[],
    about: "Treblecross from a board of . and X: WINNING and the winning cells, or LOSING",
    generate,
    validate: crate::validate::uva_10561::validate,
};

/// A board of `len` cells, `X` about once in `sparse` cells, with no three
/// `X` in a row.
fn board(src: &mut dyn Source, len: usize, sparse: u64) -> Vec<u8> {
    let mut b: Vec<u8> = (0..len).map(|_| if src.one_in(sparse) { b'X' } else { b'.' }).collect();
    // Traps: two X side by side or one apart (a move completes three: the
    // winning cells are exactly those), an X at either end.
    if len >= 4 && src.one_in(3) {
        let at = src.range(0, len as u64 - 3) as usize;
        b[at] = b'X';
        b[at + if src.one_in(2) { 1 } else { 2 }] = b'X';
    }
    if src.one_in(4) {
        b[0] = b'X';
    }
    for i in 2..len {
        if b[i] == b'X' && b[i - 1] == b'X' && b[i - 2] == b'X' {
            b[i - 1] = b'.';
        }
    }
    b
}

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    // (boards, longest board)
    let (cases, longest) = match size {
        InputSize::Small if domain == Domain::Beyond && src.one_in(3) => (src.range(1, 3), 2 * MAX_LEN),
        InputSize::Small if at_judge_scale(src, size, domain) => (src.range(1, 3), MAX_LEN),
        InputSize::Small => (src.range(1, 3), 12),
        InputSize::Judge => (src.largest(1, MAX_CASES), MAX_LEN),
        // Judge-sized boards, more of them than the judge's 99.
        InputSize::Huge => (src.range(150_000, 200_000), MAX_LEN),
    };
    let mut out = format!("{cases}\n").into_bytes();
    for _ in 0..cases {
        let len = if size == InputSize::Small {
            src.range(MIN_LEN as u64, longest as u64) as usize
        } else {
            let top = longest - src.range(0, 3) as usize;
            src.largest(MIN_LEN as u64, top as u64) as usize
        };
        // Empty strips of a lost length (6, 12, 22, ...) and sparse boards,
        // whose runs decide, beside denser ones.
        let sparse = *src.pick(&[3, 5, 8, 20, u64::MAX]);
        let b = board(src, len, sparse);
        // Blank lines between boards, as public copies of the sample show.
        if src.one_in(5) {
            out.push(b'\n');
        }
        out.extend_from_slice(&b);
        out.push(b'\n');
    }
    out
}
