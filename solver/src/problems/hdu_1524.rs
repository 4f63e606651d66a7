//! hdu-1524 (poj-2425) — tokens on a DAG: cases until the end of input; a case
//! is `N`, then for each node `0..N-1` its out-degree `X` and `X` successors,
//! then queries `M p1 .. pM` until a query `0`. `WIN` when the player to move
//! wins (the xor of the tokens' node values is not 0), else `LOSE`.
//!
//! Accepted input (line structure never matters):
//! - `N` from 1 to [`MAX_NODES`] (2^22; the judge's 1000 is a floor): the
//!   graph's arrays are allocated by `N` before any edge is seen, so a larger
//!   claim is refused at its token rather than allocated;
//! - `X` any count whose edges keep the graph within [`MAX_EDGES`] edges; each
//!   successor a node `0..N-1` (an edge off the graph is an error at its token);
//!   repeated edges are allowed (one move);
//! - the graph must be acyclic (a self-loop is a cycle): a cycle is an error at
//!   the case's `N`, naming the cycle;
//! - `M` any count (the judge's 10 is a floor: tokens are folded into an xor as
//!   they are read, nothing is allocated by `M`), `0` ends the case; each token
//!   on a node `0..N-1`, several tokens may share one.
//!
//! Why it is linear: the edges are read into one list reused across cases, the
//! graph is built and valued once per case by [`Dag`] (iterative DFS, no
//! recursion: a 10^6-node chain is fine), and a query costs its tokens.

use crate::dag::{Dag, DagError, MAX_EDGES, MAX_NODES};
use crate::io::{InputError, Place, Tokens};
use std::io::{BufRead, Write};

/// Cycles longer than this are shown by their first and last nodes only, so a
/// 10^6-node cycle is not a megabyte of error message.
const CYCLE_SHOWN: usize = 12;

pub fn solve(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), InputError> {
    let mut t = Tokens::new(input);
    while let Some(nodes) = t.try_u64_in("the number of nodes N", 1, MAX_NODES as u64)? {
        let nodes_place = t.last_place();
        let nodes = nodes as usize;
        let last = nodes as u64 - 1;
        // Successor lists as they are read, node by node: no edge pairs to
        // sort afterwards.
        let mut starts: Vec<u32> = Vec::with_capacity(nodes + 1);
        let mut targets: Vec<u32> = Vec::with_capacity(nodes);
        for _ in 0..nodes {
            starts.push(targets.len() as u32);
            let degree = t.u64("the number of successors X of a node")?;
            let room = (MAX_EDGES - targets.len()) as u64;
            if degree > room {
                return Err(t.reject_last(
                    &format!("a number of successors that keeps the graph within {MAX_EDGES} edges (room for {room})"),
                    format!("`{degree}`"),
                ));
            }
            for _ in 0..degree {
                let to = t.u64_in("a successor node", 0, last)?;
                targets.push(to as u32);
            }
        }
        starts.push(targets.len() as u32);
        let dag = Dag::from_successor_lists(starts, targets)
            .map_err(|e| graph_error(nodes_place, &e))?;
        let values = dag.node_values();
        loop {
            let tokens = t.u64("the number of tokens M of a query, or 0 to end the case")?;
            if tokens == 0 {
                break;
            }
            let mut xor = 0u32;
            for _ in 0..tokens {
                let at = t.u64_in("the node of a token", 0, last)?;
                xor ^= values[at as usize];
            }
            output.write_all(if xor != 0 { b"WIN\n" } else { b"LOSE\n" })?;
        }
    }
    Ok(())
}

/// A graph refused by [`Dag`], as an error at the case's `N`. Ends and counts
/// are checked while reading, so only a cycle is expected here.
fn graph_error(at: Place, error: &DagError) -> InputError {
    let found = match error {
        DagError::Cycle { cycle } => cycle_text(cycle),
        other => other.to_string(),
    };
    InputError::Unexpected {
        line: at.line,
        column: at.column,
        token: at.token,
        expected: "the graph of the case starting here to be acyclic".to_string(),
        found,
    }
}

/// `cycle 1 -> 2 -> 1`, or for a long one its first and last nodes.
fn cycle_text(cycle: &[usize]) -> String {
    let names = |nodes: &[usize]| -> String {
        nodes
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(" -> ")
    };
    if cycle.len() <= CYCLE_SHOWN {
        let closed: Vec<usize> = cycle.iter().chain(cycle.first()).copied().collect();
        format!("cycle {}", names(&closed))
    } else {
        let half = CYCLE_SHOWN / 2;
        format!(
            "cycle of {} nodes {} -> ... -> {} -> {}",
            cycle.len(),
            names(&cycle[..half]),
            names(&cycle[cycle.len() - half..]),
            cycle[0]
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::problems::{find, run, run_partial};

    fn error(input: &[u8]) -> String {
        let p = find("hdu-1524").unwrap();
        run(p, input).unwrap_err().to_string()
    }

    #[test]
    fn no_queries_and_many_tokens() {
        let p = find("hdu-1524").unwrap();
        // A case with no queries answers nothing; many tokens on one node.
        assert_eq!(run(p, b"1 0 0").unwrap(), b"");
        assert_eq!(
            run(p, b"2 1 1 0 3 0 0 0 4 0 0 0 0 0").unwrap(),
            b"WIN\nLOSE\n"
        );
    }

    #[test]
    fn bad_graphs_are_named() {
        assert_eq!(
            error(b"3\n1 1\n1 2\n1 1\n0\n"),
            "line 1, column 1 (token 1): expected the graph of the case starting here to be acyclic, found cycle 1 -> 2 -> 1"
        );
        assert!(error(b"1 1 0 0").contains("found cycle 0 -> 0"));
        assert_eq!(
            error(b"2 1 2"),
            "line 1, column 5 (token 3): expected a successor node from 0 to 1, found `2`"
        );
        assert!(
            error(b"2 0 0 1 2 0").contains("expected the node of a token from 0 to 1, found `2`")
        );
        assert!(error(b"0").contains("from 1 to 4194304"));
        assert!(error(b"4194305").contains("from 1 to 4194304"));
        assert!(error(b"1 0 1 0").contains("found end of input"));
        assert!(error(b"1 18446744073709551615").contains("keeps the graph within"));
    }

    #[test]
    fn answers_before_a_bad_case_are_kept() {
        let p = find("hdu-1524").unwrap();
        let (out, result) = run_partial(p, b"1 0 1 0 0\n2 1 1 1 0");
        assert_eq!(out, b"LOSE\n");
        assert!(result.unwrap_err().to_string().contains("token 6"));
    }

    #[test]
    fn long_cycles_are_shortened() {
        assert_eq!(
            super::cycle_text(&(0..20).collect::<Vec<_>>()),
            "cycle of 20 nodes 0 -> 1 -> 2 -> 3 -> 4 -> 5 -> ... -> 14 -> 15 -> 16 -> 17 -> 18 -> 19 -> 0"
        );
    }
}
