//! hdu-1524 (poj-2425) by search: each query's tokens are one position of
//! [`TokenGraph`], searched whole (all tokens together, not one value per
//! token).
//!
//! Accepted input, stated again from `problems.md` (and the solver's limits):
//! cases until the end of input; `N` from 1 to 2^22 (the most nodes the solver
//! takes); for each node a count `X` and `X` successors, each a node below `N`,
//! with at most 2^32 - 2 edges in one graph; then queries `M` (any count) and
//! `M` nodes below `N`, until a query `0`. The graph must have no cycle.
//!
//! How a cycle is found: not by looking at the graph, but by searching one token
//! on every node; the engine reports [`SearchError::Cycle`] when a position can
//! come back, which for one token is a cycle of the graph. Every node is
//! searched, so a cycle far from every query still makes the input invalid.
//!
//! Why the tokens are kept sorted: tokens are interchangeable, so a position
//! is the multiset of their nodes; sorting after every move merges the
//! orderings of one multiset into one state and lets the search reach ten
//! tokens on a small graph. Queries of more than [`MAX_TOKENS`] tokens are past
//! the budget (each move copies the whole position).

use super::{Failure, Words, states};
use crate::dag::TokenGraph;
use crate::search::{Moves, Rules, SearchError, Searcher};

/// The most nodes a graph may have (the solver's limit, 2^22).
const MAX_NODES: u64 = 1 << 22;

/// The most edges one graph may have (the solver's limit, 2^32 - 2).
const MAX_EDGES: u64 = (1 << 32) - 2;

/// The most tokens a query may have for the oracle to search it.
pub const MAX_TOKENS: usize = 16;

/// One graph and its queries, as read.
struct Case {
    nodes: usize,
    edges: Vec<(usize, usize)>,
    queries: Vec<Vec<usize>>,
}

/// [`TokenGraph`] with the tokens of every position in increasing order.
struct SortedTokens(TokenGraph);

impl Rules for SortedTokens {
    type Position = Vec<usize>;
    type Move = crate::dag::Slide;

    fn moves<'a>(&'a self, tokens: &'a Vec<usize>) -> Moves<'a, Self::Move, Vec<usize>> {
        Box::new(self.0.moves(tokens).map(|(slide, mut next)| {
            next.sort_unstable();
            (slide, next)
        }))
    }
}

pub fn answer(input: &[u8]) -> Result<String, Failure> {
    let cases = read(input)?;
    let mut searchers = Vec::new();
    for (number, case) in cases.iter().enumerate() {
        let graph = TokenGraph::new(case.nodes, &case.edges)
            .map_err(|e| Failure::Invalid(format!("case {}: {e}", number + 1)))?;
        let mut searcher = Searcher::new(SortedTokens(graph), states());
        for node in 0..case.nodes {
            match searcher.value(&vec![node]) {
                Ok(_) => {}
                Err(SearchError::Cycle) => {
                    return Err(Failure::Invalid(format!(
                        "case {}: a token on node {node} can come back to where it was: the graph has a cycle",
                        number + 1
                    )))
                }
                Err(e) => {
                    return Err(Failure::TooLarge(format!(
                        "case {}: {}",
                        number + 1,
                        super::too_large(&e)
                    )))
                }
            }
        }
        searchers.push(searcher);
    }
    let mut out = String::new();
    for (number, (case, searcher)) in cases.iter().zip(&mut searchers).enumerate() {
        for query in &case.queries {
            if query.len() > MAX_TOKENS {
                return Err(Failure::TooLarge(format!(
                    "case {}: a query of {} tokens (the oracle searches at most {MAX_TOKENS})",
                    number + 1,
                    query.len()
                )));
            }
            let mut position = query.clone();
            position.sort_unstable();
            let wins = searcher
                .value(&position)
                .map_err(|e| Failure::TooLarge(format!("case {}: {}", number + 1, super::too_large(&e))))?
                != 0;
            out.push_str(if wins { "WIN\n" } else { "LOSE\n" });
        }
    }
    Ok(out)
}

/// Every case of the input, with its numbers checked; no search yet.
fn read(input: &[u8]) -> Result<Vec<Case>, Failure> {
    let mut w = Words::new(input);
    let mut cases = Vec::new();
    while !w.at_end() {
        let nodes = w.number_between("the number of nodes N", 1, MAX_NODES)?;
        let mut edges = Vec::new();
        for from in 0..nodes {
            let room = MAX_EDGES - edges.len() as u64;
            let count = w.number_between("the number of successors of a node", 0, room)?;
            for _ in 0..count {
                let to = w.number_between("a successor node", 0, nodes - 1)?;
                edges.push((from as usize, to as usize));
            }
        }
        let mut queries = Vec::new();
        loop {
            let tokens = w.number("the number of tokens of a query, or 0")?;
            if tokens == 0 {
                break;
            }
            let mut query = Vec::new();
            for _ in 0..tokens {
                query.push(w.number_between("the node of a token", 0, nodes - 1)? as usize);
            }
            queries.push(query);
        }
        cases.push(Case {
            nodes: nodes as usize,
            edges,
            queries,
        });
    }
    w.finish()?;
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_winning_tokens_can_win_together() {
        // 0 -> {1, 2}, 1 -> 2: node 0 is worth 2 and node 1 is worth 1, so
        // two tokens on 0 lose, and one on 0 with one on 1 wins, though each
        // alone wins (adding wins as booleans would say lose).
        assert_eq!(
            answer(b"3\n2 1 2\n1 2\n0\n2 0 0\n2 0 1\n0\n").unwrap(),
            "LOSE\nWIN\n"
        );
    }

    #[test]
    fn ten_tokens_on_a_chain() {
        // Chain 0 -> 1 -> 2 -> 3: node v has value (3 - v) mod 2. Ten tokens
        // on node 0 cancel in pairs; nine do not.
        let mut input = String::from("4\n");
        for v in 0..3 {
            input.push_str(&format!("1 {}\n", v + 1));
        }
        input.push_str("0\n10 0 0 0 0 0 0 0 0 0 0\n9 0 0 0 0 0 0 0 0 0\n0\n");
        assert_eq!(answer(input.as_bytes()).unwrap(), "LOSE\nWIN\n");
    }

    #[test]
    fn invalid_inputs() {
        let invalid = |s: &[u8]| matches!(answer(s), Err(Failure::Invalid(_)));
        // A cycle no query reaches, a self-loop, an edge or a token off the graph.
        assert!(invalid(b"3 0 1 2 1 1 1 0 0"));
        assert!(invalid(b"1 1 0 0"));
        assert!(invalid(b"2 1 2 0 0"));
        assert!(invalid(b"2 0 0 1 2 0"));
        // No nodes, too many nodes, a missing terminator, a sign.
        assert!(invalid(b"0"));
        assert!(invalid(b"4194305"));
        assert!(invalid(b"1 0 1 0"));
        assert!(invalid(b"1 0 -1 0"));
        assert!(invalid(b"1 18446744073709551615"));
        assert_eq!(answer(b"1 0 0 \n"), Ok(String::new()));
        assert_eq!(answer(b""), Ok(String::new()));
    }

    #[test]
    fn too_many_tokens_is_too_large_not_invalid() {
        let mut input = String::from("1 0 17");
        input.push_str(&" 0".repeat(17));
        input.push_str(" 0");
        assert!(matches!(
            answer(input.as_bytes()),
            Err(Failure::TooLarge(_))
        ));
    }
}
