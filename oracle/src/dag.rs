//! Tokens on a directed graph by their rules: a position is the node under each
//! token (several tokens may share a node), a move slides one token along one
//! edge.
//!
//! The oracle keeps the edges it was given, grouped by the node they leave so
//! that a token's moves cost its out-degree rather than a scan of every edge
//! (the engine's budget counts states and moves, so a move must not cost the
//! whole graph). Nothing is sized by the node count, which is only a number
//! the input claims. Whether the graph
//! is acyclic is not checked here: the engine finds out by itself, as
//! [`crate::search::SearchError::Cycle`], when a search can return to a
//! position. The one thing refused up front is an edge with an end that is not
//! a node, since a token could not stand there.

use crate::fxhash::FxHashMap;
use crate::search::{Moves, Played, Rules};
use std::fmt;

/// A graph on nodes `0..nodes` and its edges `(from, to)`, repeats allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenGraph {
    nodes: usize,
    /// For each node with an edge out: `(edge number, to)`, in the order given.
    out_edges: FxHashMap<usize, Vec<(usize, usize)>>,
}

/// Edge number `index` (0-based) has an end that is not one of `nodes` nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeOffGraph {
    pub index: usize,
    pub from: usize,
    pub to: usize,
    pub nodes: usize,
}

impl fmt::Display for EdgeOffGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "edge {} ({}-{}) has an end that is not one of the {} nodes",
            self.index, self.from, self.to, self.nodes
        )
    }
}

impl std::error::Error for EdgeOffGraph {}

impl TokenGraph {
    /// The graph, unless an edge leaves it.
    pub fn new(nodes: usize, edges: &[(usize, usize)]) -> Result<Self, EdgeOffGraph> {
        let mut out_edges: FxHashMap<usize, Vec<(usize, usize)>> = FxHashMap::default();
        for (index, &(from, to)) in edges.iter().enumerate() {
            if from >= nodes || to >= nodes {
                return Err(EdgeOffGraph {
                    index,
                    from,
                    to,
                    nodes,
                });
            }
            out_edges.entry(from).or_default().push((index, to));
        }
        Ok(TokenGraph { nodes, out_edges })
    }

    pub fn nodes(&self) -> usize {
        self.nodes
    }
}

/// Slide token number `token` along edge number `edge`, from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slide {
    pub token: usize,
    pub edge: usize,
    pub from: usize,
    pub to: usize,
}

impl Rules for TokenGraph {
    /// The node under each token, in token order.
    type Position = Vec<usize>;
    type Move = Slide;

    /// Its length: the input sets it.
    fn position_words(&self, position: &Self::Position) -> usize {
        position.len()
    }

    /// By token, then by edge in the order given.
    /// The list fits one integer when it is short and its numbers small.
    fn pack(&self, position: &Vec<usize>) -> Option<u128> {
        crate::search::pack_numbers(position.iter().map(|&n| n as u128))
    }

    /// Along its edge, from where its token stands: edge number `m.edge`
    /// joins `m.from` to `m.to` (found by its number among the edges out of
    /// `m.from`, which are kept in number order).
    fn play(&self, tokens: &Vec<usize>, m: &Slide) -> Played<Vec<usize>> {
        let on_edge = self.out_edges.get(&m.from).is_some_and(|out| {
            out.binary_search_by_key(&m.edge, |&(edge, _)| edge)
                .is_ok_and(|at| out[at].1 == m.to)
        });
        let legal = tokens.get(m.token) == Some(&m.from) && on_edge;
        Played::from(legal.then(|| {
            let mut next = tokens.clone();
            next[m.token] = m.to;
            next
        }))
    }

    /// A move written as both sides are compared: `token 0 to 3`.
    fn show_move(&self, _: &Vec<usize>, m: &Slide) -> String {
        format!("token {} to {}", m.token, m.to)
    }

    fn moves<'a>(&'a self, tokens: &'a Vec<usize>) -> Moves<'a, Slide, Vec<usize>> {
        Box::new(tokens.iter().enumerate().flat_map(move |(token, &at)| {
            self.out_edges
                .get(&at)
                .into_iter()
                .flatten()
                .map(move |&(edge, to)| {
                    let mut next = tokens.clone();
                    next[token] = to;
                    (
                        Slide {
                            token,
                            edge,
                            from: at,
                            to,
                        },
                        next,
                    )
                })
        }))
    }

    /// Tokens are alike: which token stands on which node does not matter,
    /// only how many stand on each. The nodes under them, ascending.
    fn canonical(&self, tokens: &mut Vec<usize>) {
        tokens.sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{SearchError, Searcher};

    #[test]
    fn moves_by_token_then_edge() {
        let g = TokenGraph::new(3, &[(0, 2), (1, 2), (0, 1)]).unwrap();
        let got: Vec<(usize, usize)> = g.moves(&vec![0, 1]).map(|(m, _)| (m.token, m.to)).collect();
        assert_eq!(got, [(0, 2), (0, 1), (1, 2)]);
    }

    #[test]
    fn hdu_1524_sample() {
        let g = TokenGraph::new(4, &[(0, 1), (0, 2), (2, 3)]).unwrap();
        let mut s = Searcher::new(g, 10_000);
        assert!(s.analyze(&vec![0]).unwrap().player_to_move_wins);
        assert!(s.analyze(&vec![0, 2]).unwrap().player_to_move_wins);
        let g = TokenGraph::new(4, &[(0, 1), (1, 2)]).unwrap();
        let mut s = Searcher::new(g, 10_000);
        assert!(s.analyze(&vec![0, 1]).unwrap().player_to_move_wins);
        assert!(!s.analyze(&vec![1, 1]).unwrap().player_to_move_wins);
        assert!(s.analyze(&vec![0, 1, 3]).unwrap().player_to_move_wins);
    }

    #[test]
    fn a_reachable_cycle_is_found_by_search() {
        let g = TokenGraph::new(4, &[(0, 1), (1, 2), (2, 1), (3, 0)]).unwrap();
        let mut s = Searcher::new(g, 10_000);
        assert_eq!(s.analyze(&vec![3]), Err(SearchError::Cycle));
        assert_eq!(s.analyze(&vec![]).unwrap().grundy, Some(0));
    }

    #[test]
    fn edges_off_the_graph_are_refused() {
        assert_eq!(
            TokenGraph::new(2, &[(0, 1), (1, 2)]),
            Err(EdgeOffGraph {
                index: 1,
                from: 1,
                to: 2,
                nodes: 2
            })
        );
        // A huge claimed node count allocates nothing.
        assert!(TokenGraph::new(usize::MAX, &[(0, usize::MAX - 1)]).is_ok());
    }
}
