//! [`Rules::play`] is a second description of each game's legality, beside
//! [`Rules::moves`]: these tests hold the two to each other. From small
//! positions, every move listed leads where `play` says, and every other
//! move of the same shape (taking more than a heap, a token off its edge)
//! is [`Played::Illegal`]. The partisan rules' [`PartisanRules::play`]
//! is held to their `for_each_move` alike.

use crate::climbing_hill::{Climb, ClimbingHill};
use crate::dag::{Slide, TokenGraph};
use crate::fibonacci_nim::{FibonacciNim, Remove};
use crate::georgia_bob::{self, GeorgiaBob};
use crate::mnk::{Mnk, MnkRules};
use crate::nim::{Nim, Take};
use crate::northcott::{self, Northcott};
use crate::octal::{Move, TakeAndBreak};
use crate::partisan::{PartisanRules, Player};
use crate::search::{Moves, Played, Rules};
use crate::split::{Split, SplitMove};
use crate::staircase_nim::{Carry, StaircaseNim};
use crate::wythoff::{Wythoff, WythoffMove};
use std::fmt::Debug;
use std::ops::ControlFlow;

/// For each of `positions`: each `(m, child)` of `rules.moves` gives
/// `play == To(child)`, and each move of `shapes(position)` that is not
/// listed gives `Illegal`. Returns how many moves were found illegal, so a
/// caller can tell its shapes reached beyond the legal moves.
fn play_agrees_with_moves<R>(
    rules: &R,
    positions: &[R::Position],
    shapes: impl Fn(&R::Position) -> Vec<R::Move>,
) -> usize
where
    R: Rules,
    R::Position: Debug,
    R::Move: PartialEq,
{
    let moves = |p: &R::Position| rules.moves(p).collect();
    agrees(positions, moves, |p, m| rules.play(p, m), shapes)
}

/// [`play_agrees_with_moves`] for partisan rules: their moves are
/// `for_each_move`'s.
fn partisan_play_agrees_with_moves<R>(
    rules: &R,
    positions: &[R::Position],
    shapes: impl Fn(&R::Position) -> Vec<R::Move>,
) -> usize
where
    R: PartisanRules,
    R::Position: Debug + PartialEq,
    R::Move: PartialEq,
{
    let moves = |p: &R::Position| {
        let mut moves = Vec::new();
        let _ = rules.for_each_move(p, &mut |m, child| {
            moves.push((m, child.clone()));
            ControlFlow::Continue(())
        });
        moves
    };
    agrees(positions, moves, |p, m| rules.play(p, m), shapes)
}

/// The test of both: `moves` lists a position's moves with their children,
/// `play` is the rules' [`Rules::play`] or its partisan twin.
fn agrees<P: Clone + Debug + PartialEq, M: Debug + PartialEq>(
    positions: &[P],
    moves: impl Fn(&P) -> Vec<(M, P)>,
    play: impl Fn(&P, &M) -> Played<P>,
    shapes: impl Fn(&P) -> Vec<M>,
) -> usize {
    let mut illegal = 0;
    for p in positions {
        let moves = moves(p);
        for (m, child) in &moves {
            assert_eq!(play(p, m), Played::To(child.clone()), "{p:?} {m:?}");
        }
        for m in shapes(p) {
            if !moves.iter().any(|(legal, _)| *legal == m) {
                assert_eq!(play(p, &m), Played::Illegal, "{p:?} {m:?}");
                illegal += 1;
            }
        }
    }
    illegal
}

/// Every pair of `0..=most`.
fn pairs(most: u64) -> impl Iterator<Item = (u64, u64)> {
    (0..=most).flat_map(move |a| (0..=most).map(move |b| (a, b)))
}

#[test]
fn each_rules_play_leads_where_its_moves_lead_and_nowhere_else() {
    let heaps = [vec![], vec![0], vec![3], vec![1, 2], vec![2, 0, 3]];
    let takes = |p: &Vec<u64>| {
        let (heap, take) = (0..=p.len(), 0..=4);
        heap.flat_map(|heap| take.clone().map(move |take| Take { heap, take }))
            .collect()
    };
    assert!(play_agrees_with_moves(&Nim::normal(), &heaps, takes) > 0);
    assert!(play_agrees_with_moves(&Nim::misere(), &heaps, takes) > 0);

    let steps = [vec![], vec![3], vec![0, 2, 1], vec![2, 0]];
    let carries = |p: &Vec<u128>| {
        let (step, coins) = (0..=p.len() + 1, 0..=4);
        step.flat_map(|step| coins.clone().map(move |coins| Carry { step, coins }))
            .collect()
    };
    assert!(play_agrees_with_moves(&StaircaseNim, &steps, carries) > 0);

    let hill = [vec![1, 3, 4], vec![0, 2, 5], vec![0, 0, 3], vec![4]];
    let climbs = |_: &Vec<u64>| pairs(6).map(|(from, to)| Climb { from, to }).collect();
    for king in [1, 2, 3] {
        assert!(play_agrees_with_moves(&ClimbingHill { king }, &hill, climbs) > 0);
    }

    let fibonacci = [(5, 2), (3, 10), (0, 4), (7, 7), (1, 0)];
    let removals = |_: &(u64, u64)| (0..=8).map(|r| Remove { r }).collect();
    assert!(play_agrees_with_moves(&FibonacciNim, &fibonacci, removals) > 0);

    let cells = [vec![1, 4, 6], vec![3], vec![2, 5], vec![]];
    let slides = |_: &Vec<u64>| {
        let slide = |(from, to)| georgia_bob::Slide { from, to };
        pairs(7).map(slide).collect()
    };
    assert!(play_agrees_with_moves(&GeorgiaBob, &cells, slides) > 0);

    let bottles = [vec![1, 0, 2], vec![0, 1, 1, 3], vec![2, 0], vec![5]];
    let splits = |p: &Vec<u128>| {
        let n = p.len() + 1;
        let ijk = (0..n).flat_map(|i| (0..n).flat_map(move |j| (0..n).map(move |k| (i, j, k))));
        ijk.map(|(i, j, k)| SplitMove { i, j, k }).collect()
    };
    assert!(play_agrees_with_moves(&Split, &bottles, splits) > 0);

    // Edge 4 repeats edge 0: two moves between the same nodes.
    let graph = TokenGraph::new(4, &[(0, 1), (0, 2), (1, 3), (2, 3), (0, 1)]).unwrap();
    let tokens = [vec![0], vec![0, 1], vec![2, 0, 3], vec![3]];
    let edge_slides = |p: &Vec<usize>| {
        let nodes = || (0..4usize).flat_map(|a| (0..4usize).map(move |b| (a, b)));
        let token_edge = (0..=p.len()).flat_map(|token| (0..=5).map(move |edge| (token, edge)));
        let slide = |((token, edge), (from, to))| Slide {
            token,
            edge,
            from,
            to,
        };
        token_edge
            .flat_map(|te| nodes().map(move |ft| (te, ft)))
            .map(slide)
            .collect()
    };
    assert!(play_agrees_with_moves(&graph, &tokens, edge_slides) > 0);

    let wythoff = [(3, 5), (0, 4), (2, 2), (6, 1), (0, 0)];
    let takes = |_: &(u64, u64)| {
        let kinds: [fn(u64) -> WythoffMove; 3] = [
            |take| WythoffMove::First { take },
            |take| WythoffMove::Second { take },
            |take| WythoffMove::Both { take },
        ];
        kinds
            .into_iter()
            .flat_map(|kind| (0..=7).map(kind))
            .collect()
    };
    assert!(play_agrees_with_moves(&Wythoff, &wythoff, takes) > 0);
}

/// Northcott's `play` reads the row: either player's pieces, rows at a
/// wall, adjacent pieces, a row past the last.
#[test]
fn northcott_play_leads_where_its_slides_lead_and_nowhere_else() {
    let rules = Northcott { columns: 6 };
    let row = |(first, second)| northcott::Row { first, second };
    let mut positions = Vec::new();
    let rows: [&[(u64, u64)]; 5] = [
        &[],
        &[(1, 2)],
        &[(4, 2)],
        &[(1, 6), (5, 3)],
        &[(6, 5), (2, 4), (3, 1)],
    ];
    for to_move in [Player::First, Player::Second] {
        for rows in rows {
            let rows = rows.iter().copied().map(row).collect();
            positions.push(northcott::Position { rows, to_move });
        }
    }
    let slides = |p: &northcott::Position| {
        let row_to = (0..=p.rows.len()).flat_map(|row| (0..=7).map(move |to| (row, to)));
        row_to
            .map(|(row, to)| northcott::Slide { row, to })
            .collect()
    };
    assert!(partisan_play_agrees_with_moves(&rules, &positions, slides) > 0);
}

/// Octal's `play` reads the code's digits itself (looking a move up made
/// every child of every heap): the codes here reach one, two and three
/// heaps left, `d0` splits and repeating tails.
/// m,n,k's `play` replays the cells: every empty cell of an open board
/// leads where `for_each_move` says, and a cell off the board or already
/// played is no move, nor is any cell of a board won (or played past a
/// win) or full.
#[test]
fn mnk_play_leads_where_its_cells_lead_and_nowhere_else() {
    let rules = MnkRules::new(Mnk {
        rows: 3,
        columns: 3,
        k: 3,
    });
    let positions = [
        vec![],
        vec![4],
        vec![0, 4, 8],
        vec![2, 1, 0, 3],
        // X has the top row, then O plays on past it.
        vec![0, 3, 1, 4, 2],
        vec![0, 3, 1, 4, 2, 5],
        // Full, nobody has a row.
        vec![0, 1, 2, 4, 3, 5, 7, 6, 8],
        // Moves that cannot be played.
        vec![4, 4],
        vec![9],
    ];
    let cells = |_: &Vec<usize>| (0..=10).collect();
    // Of the 11 cells tried, the played ones and 9, 10 are no move from an
    // open board (2, 3, 5, 6), and all 11 from each of the other five: a
    // board without moves that listed some would count fewer.
    let illegal = partisan_play_agrees_with_moves(&rules, &positions, cells);
    assert_eq!(illegal, 2 + 3 + 5 + 6 + 5 * 11);
    // A 1 x 4 board with rows of 2 is won at once by X's second mark.
    let rules = MnkRules::new(Mnk {
        rows: 1,
        columns: 4,
        k: 2,
    });
    let positions = [vec![0, 3, 1], vec![0, 2], vec![1]];
    let illegal = partisan_play_agrees_with_moves(&rules, &positions, cells);
    assert_eq!(illegal, 11 + 9 + 8);
}

#[test]
fn octal_play_leads_where_the_codes_moves_lead_and_nowhere_else() {
    let heaps = [vec![1], vec![3, 3], vec![2, 5, 9], vec![7, 12]];
    let shapes = |_: &Vec<u64>| {
        let leaves: [&[u64]; 7] = [&[], &[1], &[2], &[1, 1], &[2, 1], &[0, 3], &[1, 2, 3]];
        let heap_take = [0, 1, 3, 12]
            .into_iter()
            .flat_map(|heap| (0..=4).map(move |take| (heap, take)));
        heap_take
            .flat_map(|(heap, take)| {
                leaves.iter().map(move |leave| Move {
                    heap,
                    take,
                    leave: leave.to_vec(),
                })
            })
            .collect()
    };
    for code in ["0.77", "0.137", "4.[3]", "0.F", "C.1", "8.[3]", "0.6"] {
        let rules = TakeAndBreak::parse(code).unwrap();
        assert!(play_agrees_with_moves(&rules, &heaps, shapes) > 0, "{code}");
    }
}

/// Rules that say nothing of `play` leave a move to be looked up, and write
/// it by its `Debug`.
#[test]
fn rules_without_play_leave_it_to_be_looked_up_and_show_debug() {
    struct CountDown;
    impl Rules for CountDown {
        type Position = u32;
        type Move = u32;
        fn moves<'a>(&'a self, n: &'a u32) -> Moves<'a, u32, u32> {
            Box::new((1..=*n).map(move |take| (take, n - take)))
        }
    }
    assert_eq!(CountDown.play(&3, &1), Played::LookItUp);
    assert_eq!(CountDown.show_move(&3, &1), "1");
}

#[test]
fn moves_read_as_the_reports_write_them() {
    assert_eq!(
        Nim::normal().show_move(&vec![3, 4], &Take { heap: 1, take: 3 }),
        "heap 1 to 1"
    );
    assert_eq!(
        Nim::normal().show_move(&vec![3], &Take { heap: 2, take: 1 }),
        "heap 2 (taking nothing from it)"
    );
    // Wythoff's move reads as the heaps it leaves, the smaller first.
    let from = (3, 5);
    assert_eq!(
        Wythoff.show_move(&from, &WythoffMove::First { take: 1 }),
        "2 5"
    );
    assert_eq!(
        Wythoff.show_move(&from, &WythoffMove::Second { take: 4 }),
        "1 3"
    );
    assert_eq!(
        Wythoff.play(&from, &WythoffMove::Second { take: 6 }),
        Played::Illegal
    );
    assert_eq!(
        Wythoff.play(&from, &WythoffMove::Both { take: 0 }),
        Played::Illegal
    );
    assert_eq!(
        Wythoff.play(&from, &WythoffMove::Both { take: 3 }),
        Played::To((0, 2))
    );
    let split = Move {
        heap: 7,
        take: 1,
        leave: vec![2, 4],
    };
    let rules = TakeAndBreak::parse("0.77").unwrap();
    assert_eq!(rules.show_move(&vec![7], &split), "7 take 1 leave 2+4");
    let all = Move {
        heap: 1,
        take: 1,
        leave: vec![],
    };
    assert_eq!(rules.show_move(&vec![1], &all), "1 take 1 leave nothing");
}

/// A solver's move may be anything its type holds: at the edges of the
/// numbers, `play` still judges it exactly (no sum or difference wraps) and
/// `show_move` still writes it, so that a report, not a panic, shows it.
#[test]
fn moves_at_the_edges_of_the_numbers_are_judged_and_written() {
    const MAX: u64 = u64::MAX;
    let nim = Nim::normal();
    let heap = vec![MAX, 1];
    let take = |heap, take| Take { heap, take };
    assert_eq!(nim.play(&heap, &take(0, MAX)), Played::To(vec![0, 1]));
    assert_eq!(nim.play(&heap, &take(1, MAX)), Played::Illegal);
    assert_eq!(nim.play(&heap, &take(usize::MAX, 1)), Played::Illegal);
    assert_eq!(
        nim.show_move(&heap, &take(usize::MAX, MAX)),
        format!("heap {} (taking nothing from it)", usize::MAX)
    );

    let both = WythoffMove::Both { take: MAX };
    assert_eq!(Wythoff.play(&(MAX, MAX), &both), Played::To((0, 0)));
    assert_eq!(Wythoff.play(&(MAX - 1, MAX), &both), Played::Illegal);
    assert_eq!(
        Wythoff.show_move(&(MAX - 1, MAX), &both),
        format!("{} {MAX}", MAX - 1)
    );

    let removal = Remove { r: MAX };
    assert_eq!(
        FibonacciNim.play(&(MAX, MAX), &removal),
        Played::To((0, MAX))
    );
    assert_eq!(
        FibonacciNim.play(&(MAX, MAX - 1), &removal),
        Played::Illegal
    );

    let slide = |from, to| georgia_bob::Slide { from, to };
    assert_eq!(
        GeorgiaBob.play(&vec![MAX], &slide(MAX, 1)),
        Played::To(vec![1])
    );
    assert_eq!(
        GeorgiaBob.play(&vec![MAX], &slide(MAX, MAX)),
        Played::Illegal
    );

    let carry = |step, coins| Carry { step, coins };
    let steps = vec![u128::from(MAX), u128::from(MAX)];
    let carried = vec![u128::from(MAX) * 2, 0];
    assert_eq!(
        StaircaseNim.play(&steps, &carry(2, u128::from(MAX))),
        Played::To(carried)
    );
    assert_eq!(
        StaircaseNim.play(&steps, &carry(usize::MAX, 1)),
        Played::Illegal
    );
    assert_eq!(StaircaseNim.play(&steps, &carry(0, 1)), Played::Illegal);

    let split = |i, j, k| SplitMove { i, j, k };
    assert_eq!(
        Split.play(&vec![1, 0], &split(0, 1, usize::MAX)),
        Played::Illegal
    );
    assert_eq!(
        Split.show_move(&vec![1], &split(0, usize::MAX, usize::MAX)),
        format!("0 {m} {m}", m = usize::MAX)
    );

    // `4.[3]` lets any take empty a heap, however large.
    let tail = TakeAndBreak::parse("4.[3]").unwrap();
    let octal_move = |take, leave: &[u64]| Move {
        heap: MAX,
        take,
        leave: leave.to_vec(),
    };
    assert_eq!(
        tail.play(&vec![MAX], &octal_move(MAX, &[])),
        Played::To(vec![])
    );
    assert_eq!(
        tail.play(&vec![MAX], &octal_move(1, &[MAX, 1])),
        Played::Illegal
    );
    assert_eq!(
        tail.play(&vec![MAX], &octal_move(1, &[MAX - 1])),
        Played::To(vec![MAX - 1])
    );
    assert_eq!(
        tail.show_move(&vec![MAX], &octal_move(1, &[MAX, 1])),
        format!("{MAX} take 1 leave {MAX}+1")
    );

    let graph = TokenGraph::new(2, &[(0, 1)]).unwrap();
    let token_slide = |token, edge| Slide {
        token,
        edge,
        from: 0,
        to: 1,
    };
    assert_eq!(
        graph.play(&vec![0], &token_slide(0, 0)),
        Played::To(vec![1])
    );
    assert_eq!(
        graph.play(&vec![0], &token_slide(usize::MAX, 0)),
        Played::Illegal
    );
    assert_eq!(
        graph.play(&vec![0], &token_slide(0, usize::MAX)),
        Played::Illegal
    );

    let rules = Northcott { columns: MAX };
    let row = northcott::Row {
        first: 1,
        second: MAX,
    };
    let position = northcott::Position {
        rows: vec![row],
        to_move: Player::First,
    };
    let far = |row, to| northcott::Slide { row, to };
    assert_eq!(rules.play(&position, &far(usize::MAX, 2)), Played::Illegal);
    assert_eq!(rules.play(&position, &far(0, MAX)), Played::Illegal);
    assert_eq!(
        rules.show_move(&position, &far(usize::MAX, MAX)),
        format!("row {} to {MAX}", usize::MAX)
    );
}
